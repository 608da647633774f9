#pragma once
// A paper's words file (figures.json): one object per figure holding every title, label, template
// and seed number the figure shows, read by the figure itself through a Section. Every accessor
// throws records::DocumentError naming the file, the line and the key path:
//   "/path/figures.json:12: missing key figure2.acceptance_r2"
//   "/path/figures.json:14: figure2.acceptance_r2 is a string, expected a number"
// A missing key is placed at the line of the object that lacks it.
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "paper/words.hpp"
#include "records/document.hpp"

namespace paper {

struct Limits {
  double low = 0, high = 0;
};  // an axis range [low, high]
// A label's offset in points from its point, as the seed's annotate(xytext, textcoords="offset points").
struct OffsetPt {
  double x = 0, y = 0;
};
struct Keyed {
  std::string key, label;
};  // an input key and what the figure shows for it

class Section {
 public:
  // The whole file; `doc` must outlive every Section taken from it.
  static Section root(const records::JsonDocument& doc);

  Section at(const char* key) const;
  bool contains(const char* key) const { return node_.contains(key); }

  std::string text(const char* key) const;
  double number(const char* key) const;
  std::int64_t integer(const char* key) const;
  bool boolean(const char* key) const;
  // A template (paper::format) whose fields are among `numbers` and `texts`: checked here.
  std::string tmpl(const char* key, std::initializer_list<const char*> numbers,
                   std::initializer_list<const char*> texts = {}) const;
  OffsetPt offset_pt(const char* key) const;  // [x, y] in points
  Limits limits(const char* key) const;       // [low, high]
  // An array of strings: `count` of them, or at least one when count is 0.
  std::vector<std::string> texts(const char* key, std::size_t count = 0) const;
  // An array of strings, any number of them (none too).
  std::vector<std::string> strings(const char* key) const;
  // An array of {key_field: ..., label_field: ...} objects, at least one.
  std::vector<Keyed> keyed(const char* key, const char* key_field = "key",
                           const char* label_field = "label") const;
  // An array of objects, at least one.
  std::vector<Section> elements(const char* key) const;
  // An object of strings, at least one entry.
  std::map<std::string, std::string> text_map(const char* key) const;
  // A text that may be a list of alternatives (paper/words.hpp); its messages name
  // "FILE:LINE: PATH.KEY".
  Text alternatives(const char* key) const;

  // Throws the key's error: "FILE:LINE: PATH.KEY WHAT" (": WHAT" when `what` starts with ':').
  [[noreturn]] void bad(std::string_view key, const std::string& what) const;
  // Checks a template held elsewhere (an array entry) as tmpl() does, naming `key`.
  void check_template(std::string_view key, const std::string& t, std::initializer_list<const char*> numbers,
                      std::initializer_list<const char*> texts = {}) const;

 private:
  using Step = std::variant<std::string, std::size_t>;
  Section(const records::JsonDocument* doc, records::JsonNode node, std::vector<Step> steps)
      : doc_(doc), node_(std::move(node)), steps_(std::move(steps)) {}
  std::uint64_t line(const Step* last = nullptr) const;
  template <class F>
  auto read(const char* key, F f) const;
  void expect_count(std::string_view key, std::size_t n, std::size_t count) const;

  const records::JsonDocument* doc_;
  records::JsonNode node_;
  std::vector<Step> steps_;  // from the root, for line numbers
};

}  // namespace paper
