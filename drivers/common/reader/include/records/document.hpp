// JsonDocument: a whole .json file (optionally zstd-compressed, chosen by content) parsed into a
// DOM, for inputs that are one small document rather than a stream of records. Lookups take a key
// path and throw DocumentError naming the file and the full path:
//   "detailed_latency_profile.json: missing key roofline.peak_gflops"
//   "detailed_latency_profile.json: roofline.peak_gflops is a string, expected a number"
// Object fields iterate in file order.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "records/record.hpp"  // ValueType

namespace records {

// One step of a key path: an object key or an array index.
class PathStep {
 public:
  PathStep(const char* key) : key_(key) {}         // NOLINT: implicit by design
  PathStep(std::string_view key) : key_(key) {}    // NOLINT
  PathStep(const std::string& key) : key_(key) {}  // NOLINT
  template <class Index>
  requires std::is_integral_v<Index> PathStep(Index index)
      : index_(static_cast<std::size_t>(index)), is_index_(true) {}  // NOLINT

  bool is_index() const noexcept { return is_index_; }
  std::string_view key() const noexcept { return key_; }
  std::size_t index() const noexcept { return index_; }

 private:
  std::string_view key_;
  std::size_t index_ = 0;
  bool is_index_ = false;
};

// A key path such as {"roofline", "hardware", 0, "peak_tflops"}, or a single key "roofline".
// Keys are borrowed: the path lives for the call it is passed to.
class KeyPath {
 public:
  KeyPath() = default;
  KeyPath(std::initializer_list<PathStep> steps) : steps_(steps) {}
  KeyPath(const char* key) : steps_{PathStep(key)} {}         // NOLINT
  KeyPath(std::string_view key) : steps_{PathStep(key)} {}    // NOLINT
  KeyPath(const std::string& key) : steps_{PathStep(key)} {}  // NOLINT

  const std::vector<PathStep>& steps() const noexcept { return steps_; }

 private:
  std::vector<PathStep> steps_;
};

// The bounds a document must keep (docs/reader.md, "Bounds").
struct DocumentLimits {
  std::size_t max_bytes = std::size_t{256} << 20;  // decompressed size
  std::size_t max_depth = 64;                      // nesting of objects and arrays; the root is 1
};

// what() is "FILE: MESSAGE"; see docs/reader.md for the messages.
class DocumentError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

namespace detail {
struct DocumentData;
}  // namespace detail

// A value inside a JsonDocument, with the path that reached it (for messages). Valid while its
// document lives. An empty KeyPath means the node itself.
class JsonNode {
 public:
  ValueType type() const;
  // "roofline.hardware[0]"; "" for the root.
  const std::string& path() const noexcept { return path_; }

  JsonNode at(const KeyPath& path) const;
  // std::nullopt when a key or index on the way is missing; still throws on a wrong type.
  std::optional<JsonNode> find(const KeyPath& path) const;
  bool contains(const KeyPath& path) const { return find(path).has_value(); }

  double number(const KeyPath& path = {}) const;
  // std::nullopt for null; throws for a missing key or any other type.
  std::optional<double> number_or_null(const KeyPath& path = {}) const;
  std::int64_t integer(const KeyPath& path = {}) const;
  std::string_view string(const KeyPath& path = {}) const;
  bool boolean(const KeyPath& path = {}) const;
  bool is_null(const KeyPath& path = {}) const;

  // An array of numbers, or of strings.
  std::vector<double> numbers(const KeyPath& path = {}) const;
  std::vector<std::string> strings(const KeyPath& path = {}) const;
  // An object's fields in file order, or an array's elements.
  std::vector<std::pair<std::string_view, JsonNode>> fields(const KeyPath& path = {}) const;
  std::vector<JsonNode> elements(const KeyPath& path = {}) const;
  // Number of fields of an object or elements of an array.
  std::size_t size(const KeyPath& path = {}) const;

 private:
  friend struct detail::NodeAccess;
  detail::NodeStorage node_{};
  const detail::DocumentData* document_ = nullptr;
  std::string path_;
};

class JsonDocument {
 public:
  // load_document(path, {.max_bytes = max_bytes}).
  static JsonDocument load(const std::filesystem::path& path, std::size_t max_bytes = std::size_t{256} << 20);
  // Parses JSON text held in memory; `name` stands for the file in messages. Checks what
  // load_document checks, except the size.
  static JsonDocument parse(std::string_view json, std::string name,
                            std::size_t max_depth = DocumentLimits{}.max_depth);

  JsonDocument(JsonDocument&&) noexcept;
  JsonDocument& operator=(JsonDocument&&) noexcept;
  ~JsonDocument();

  const std::string& name() const noexcept;
  JsonNode root() const;

  // Shorthands for root().at(path) and friends.
  JsonNode at(const KeyPath& path) const { return root().at(path); }
  std::optional<JsonNode> find(const KeyPath& path) const { return root().find(path); }
  double number(const KeyPath& path) const { return root().number(path); }
  std::int64_t integer(const KeyPath& path) const { return root().integer(path); }
  std::string_view string(const KeyPath& path) const { return root().string(path); }

  // The 1-based line where the value at `path` starts in the file, or 0 when there is no such
  // value: for messages that name a record inside a document ("file.json:23: ...").
  std::uint64_t line_of(const KeyPath& path) const;

 private:
  explicit JsonDocument(std::unique_ptr<detail::DocumentData> data);
  std::unique_ptr<detail::DocumentData> data_;
};

// Reads a whole .json file (or .json.zst) through the reader's input layer: a regular file only
// (ReadError "not a regular file: PATH" for a FIFO, device or directory, never blocking on one),
// read up to limits.max_bytes, then checked before parsing: nesting up to limits.max_depth, no key
// twice in one object (naming both lines), no NaN or Infinity, syntax errors with line and column.
// Throws ReadError (cannot open, not a regular file, read error, corrupt or truncated zstd) naming
// the path, and DocumentError naming `name` (the path when empty) and the line:
//   "nested_tt_analysis.json:9: duplicate key: \"4\" in experiments.x.rank_metrics (lines 5 and 9)"
//   "not JSON: NaN at gqa_audit.json:7, field configurations.MHA.seq_metrics.4096.stored_kv_kb"
JsonDocument load_document(const std::filesystem::path& path, const DocumentLimits& limits = {},
                           std::string name = {});

}  // namespace records
