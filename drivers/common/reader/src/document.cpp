// JsonDocument: one whole .json file in a simdjson DOM, with key-path lookups whose errors name
// the file and the full path.
#include "records/document.hpp"

#include <simdjson.h>

#include <cstdint>

#include "byte_source.hpp"
#include "node_access.hpp"
#include "records/error.hpp"
#include "structure_check.hpp"

namespace records {

namespace detail {

struct DocumentData {
  DocumentData(std::string name, std::string_view text, std::size_t max_depth)
      : name(std::move(name)), json(text), validator(max_depth, /*record=*/false) {}
  std::string name;
  simdjson::padded_string json;
  Validator validator;  // holds the DOM
  simdjson::dom::element root;
};

}  // namespace detail

namespace {

using detail::NodeAccess;
using simdjson::dom::element_type;

std::string shown(const std::string& path) { return path.empty() ? "(root)" : path; }

void append_step(std::string& path, const PathStep& step) {
  if (step.is_index()) {
    path += '[';
    path += std::to_string(step.index());
    path += ']';
  } else {
    if (!path.empty()) path += '.';
    path += step.key();
  }
}

std::string joined(const std::string& start, const KeyPath& path) {
  std::string text = start;
  for (const PathStep& step : path.steps()) append_step(text, step);
  return text;
}

[[noreturn]] void fail(const JsonNode& node, const std::string& message) {
  throw DocumentError(NodeAccess::document(node)->name + ": " + message);
}

[[noreturn]] void wrong_type(const JsonNode& node, std::string_view expected) {
  const ValueType type = node.type();
  fail(node,
       shown(node.path()) + " is " + std::string(describe(type)) + ", expected " + std::string(expected));
}

// Follows `path` from `from`. Missing keys and indices give nullopt when allowed, else throw.
std::optional<JsonNode> follow(const JsonNode& from, const KeyPath& path, bool allow_missing) {
  simdjson::dom::element current = NodeAccess::element(from);
  std::string reached = from.path();
  for (const PathStep& step : path.steps()) {
    if (step.is_index()) {
      simdjson::dom::array array;
      if (current.get_array().get(array) != simdjson::SUCCESS) {
        fail(from, shown(reached) + " is " + std::string(describe(detail::type_of(current))) +
                       ", expected an array, looking up " + joined(from.path(), path));
      }
      if (step.index() >= array.size()) {
        if (allow_missing) return std::nullopt;
        fail(from, "missing element " + joined(from.path(), path));
      }
      current = array.at(step.index()).value_unsafe();
    } else {
      simdjson::dom::object object;
      if (current.get_object().get(object) != simdjson::SUCCESS) {
        fail(from, shown(reached) + " is " + std::string(describe(detail::type_of(current))) +
                       ", expected an object, looking up " + joined(from.path(), path));
      }
      simdjson::dom::element child;
      if (object.at_key(step.key()).get(child) != simdjson::SUCCESS) {
        if (allow_missing) return std::nullopt;
        fail(from, "missing key " + joined(from.path(), path));
      }
      current = child;
    }
    append_step(reached, step);
  }
  return NodeAccess::make_node(NodeAccess::document(from), current, std::move(reached));
}

}  // namespace

// ---- JsonNode

ValueType JsonNode::type() const { return detail::type_of(NodeAccess::element(*this)); }

JsonNode JsonNode::at(const KeyPath& path) const { return *follow(*this, path, false); }

std::optional<JsonNode> JsonNode::find(const KeyPath& path) const { return follow(*this, path, true); }

namespace {

// `read` at `path`, or DocumentError naming what was expected.
template <class Read>
auto typed(const JsonNode& from, const KeyPath& path, Read read, std::string_view expected) {
  const JsonNode node = from.at(path);
  const auto value = read(NodeAccess::element(node));
  if (!value) wrong_type(node, expected);
  return *value;
}

}  // namespace

double JsonNode::number(const KeyPath& path) const {
  return typed(*this, path, detail::read_as<double>, "a number");
}
std::string_view JsonNode::string(const KeyPath& path) const {
  return typed(*this, path, detail::read_as<std::string_view>, "a string");
}
bool JsonNode::boolean(const KeyPath& path) const {
  return typed(*this, path, detail::read_as<bool>, "a boolean");
}

std::optional<double> JsonNode::number_or_null(const KeyPath& path) const {
  const JsonNode node = at(path);
  if (node.type() == ValueType::null) return std::nullopt;
  return node.number();
}

std::int64_t JsonNode::integer(const KeyPath& path) const {
  const JsonNode node = at(path);
  const simdjson::dom::element element = NodeAccess::element(node);
  if (const Result<std::int64_t> value = detail::read_as<std::int64_t>(element)) return *value;
  if (element.type() == element_type::DOUBLE) wrong_type(node, "an integer (it has a fraction or exponent)");
  if (element.type() == element_type::UINT64) wrong_type(node, "an integer within int64");
  wrong_type(node, "an integer");
}

bool JsonNode::is_null(const KeyPath& path) const { return at(path).type() == ValueType::null; }

std::vector<JsonNode> JsonNode::elements(const KeyPath& path) const {
  const JsonNode node = at(path);
  simdjson::dom::array array;
  if (NodeAccess::element(node).get_array().get(array) != simdjson::SUCCESS) wrong_type(node, "an array");
  std::vector<JsonNode> elements;
  elements.reserve(array.size());
  std::size_t index = 0;
  for (simdjson::dom::element element : array) {
    std::string element_path = node.path();
    append_step(element_path, PathStep(index++));
    elements.push_back(NodeAccess::make_node(document_, element, std::move(element_path)));
  }
  return elements;
}

std::vector<std::pair<std::string_view, JsonNode>> JsonNode::fields(const KeyPath& path) const {
  const JsonNode node = at(path);
  simdjson::dom::object object;
  if (NodeAccess::element(node).get_object().get(object) != simdjson::SUCCESS) wrong_type(node, "an object");
  std::vector<std::pair<std::string_view, JsonNode>> fields;
  fields.reserve(object.size());
  for (simdjson::dom::key_value_pair field : object) {
    std::string field_path = node.path();
    append_step(field_path, PathStep(field.key));
    fields.emplace_back(field.key, NodeAccess::make_node(document_, field.value, std::move(field_path)));
  }
  return fields;
}

std::vector<double> JsonNode::numbers(const KeyPath& path) const {
  std::vector<double> values;
  for (const JsonNode& element : elements(path)) values.push_back(element.number());
  return values;
}

std::vector<std::string> JsonNode::strings(const KeyPath& path) const {
  std::vector<std::string> values;
  for (const JsonNode& element : elements(path)) values.emplace_back(element.string());
  return values;
}

std::size_t JsonNode::size(const KeyPath& path) const {
  const JsonNode node = at(path);
  const simdjson::dom::element element = NodeAccess::element(node);
  if (element.type() == element_type::ARRAY) return simdjson::dom::array(element).size();
  if (element.type() == element_type::OBJECT) return simdjson::dom::object(element).size();
  wrong_type(node, "an object or an array");
}

// ---- JsonDocument

JsonDocument::JsonDocument(std::unique_ptr<detail::DocumentData> data) : data_(std::move(data)) {}
JsonDocument::JsonDocument(JsonDocument&&) noexcept = default;
JsonDocument& JsonDocument::operator=(JsonDocument&&) noexcept = default;
JsonDocument::~JsonDocument() = default;

const std::string& JsonDocument::name() const noexcept { return data_->name; }

JsonNode JsonDocument::root() const { return NodeAccess::make_node(data_.get(), data_->root, ""); }

std::uint64_t JsonDocument::line_of(const KeyPath& path) const {
  // The DOM keeps no positions: find the value On-Demand by its JSON pointer (for messages only).
  std::string pointer;
  for (const PathStep& step : path.steps()) {
    pointer += '/';
    if (step.is_index()) pointer += std::to_string(step.index());
    for (const char c : step.is_index() ? std::string_view() : step.key()) {
      if (c == '~' || c == '/') pointer += c == '~' ? "~0" : "~1";
      else pointer += c;
    }
  }
  simdjson::ondemand::parser parser;
  simdjson::ondemand::document document;
  simdjson::ondemand::value value;
  if (parser.iterate(data_->json).get(document) || document.at_pointer(pointer).get(value)) return 0;
  const std::string_view text(data_->json.data(), data_->json.size());
  return detail::locate(text, value.raw_json_token().data()).line;
}

JsonDocument JsonDocument::parse(std::string_view json, std::string name, std::size_t max_depth) {
  constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
  if (json.starts_with(kByteOrderMark)) json.remove_prefix(kByteOrderMark.size());
  auto data = std::make_unique<detail::DocumentData>(std::move(name), json, max_depth);
  const std::string_view text(data->json.data(), data->json.size());
  if (auto problem = data->validator.parse(text.data(), text.size(), text.size() + simdjson::SIMDJSON_PADDING,
                                           data->root)) {
    const std::uint64_t line = problem->at ? detail::locate(text, problem->at).line : 0;
    if (problem->reason != Reason::not_json)
      problem->detail += detail::Validator::position_note(*problem, text);
    throw DocumentError(format_error(data->name, line, problem->reason, problem->detail));
  }
  return JsonDocument(std::move(data));
}

JsonDocument JsonDocument::load(const std::filesystem::path& path, std::size_t max_bytes) {
  return load_document(path, DocumentLimits{.max_bytes = max_bytes});
}

JsonDocument load_document(const std::filesystem::path& path, const DocumentLimits& limits,
                           std::string name) {
  if (name.empty()) name = path.string();
  auto source = detail::open_byte_source(path);
  std::string text;
  try {
    constexpr std::size_t kBlock = std::size_t{64} << 10;
    for (;;) {
      const std::size_t old_size = text.size();
      text.resize(old_size + kBlock);
      const std::size_t got = source->read(text.data() + old_size, kBlock);
      text.resize(old_size + got);
      if (text.size() > limits.max_bytes) {
        throw DocumentError(
            format_error(name, 0, Reason::too_long,
                         "document longer than " + std::to_string(limits.max_bytes) + " bytes"));
      }
      if (got < kBlock) break;
    }
  } catch (const detail::StreamFailure& failure) {
    throw ReadError(path.string(), 0, failure.reason, failure.detail);
  }
  return JsonDocument::parse(text, std::move(name), limits.max_depth);
}

}  // namespace records
