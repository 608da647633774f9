// The record views, on the record's simdjson DOM (record_reader.cpp parsed and validated it whole).
#include <iterator>
#include <stdexcept>
#include <string>

#include "node_access.hpp"

namespace records {

using detail::NodeAccess;
namespace dom = simdjson::dom;

std::string_view describe(ValueType type) noexcept {
  static constexpr std::string_view kNames[] = {"an object", "an array",  "a string",
                                                "a number",  "a boolean", "null"};
  const auto index = static_cast<std::size_t>(type);
  return index < std::size(kNames) ? kNames[index] : "null";
}

namespace {

// `get` applied to the view's element; malformed for a default-constructed view.
template <class Get>
auto read(const detail::NodeStorage& node, Get get) -> decltype(get(dom::element())) {
  if (!node.set) return FieldError::malformed;
  return get(NodeAccess::get<dom::element>(node));
}

// An object or array as its view.
template <class View, class Node>
Result<View> view_of(dom::element element) noexcept {
  const Result<Node> node = detail::read_as<Node>(element);
  if (!node) return node.error();
  return NodeAccess::make<View>(*node);
}
constexpr auto object_of = view_of<Object, dom::object>;
constexpr auto array_of = view_of<Array, dom::array>;
Result<Value> value_of(dom::element element) noexcept { return NodeAccess::make<Value>(element); }

// Finds `key` in the object and reads it with `get`.
template <class Get>
auto find(dom::object object, std::string_view key, Get get) -> decltype(get(dom::element())) {
  dom::element found;
  if (object.at_key(key).get(found) != simdjson::SUCCESS) return FieldError::missing;
  return get(found);
}
template <class Get>
auto lookup(const detail::NodeStorage& node, std::string_view key, Get get) -> decltype(get(dom::element())) {
  if (!node.set) return FieldError::malformed;
  return find(NodeAccess::get<dom::object>(node), key, get);
}

}  // namespace

// ---- Value

Result<ValueType> Value::type() const {
  return read(node_, [](dom::element e) -> Result<ValueType> { return detail::type_of(e); });
}
Result<double> Value::number() const { return read(node_, detail::read_as<double>); }
Result<std::int64_t> Value::integer() const { return read(node_, detail::read_as<std::int64_t>); }
Result<std::string_view> Value::string() const { return read(node_, detail::read_as<std::string_view>); }
Result<bool> Value::boolean() const { return read(node_, detail::read_as<bool>); }
Result<Object> Value::object() const { return read(node_, object_of); }
Result<Array> Value::array() const { return read(node_, array_of); }
bool Value::is_null() const { return node_.set && NodeAccess::get<dom::element>(node_).is_null(); }

// ---- Object

Object::iterator Object::begin() const {
  if (!node_.set) return {};
  return NodeAccess::make<iterator>(NodeAccess::get<dom::object>(node_).begin());
}
Object::iterator Object::end() const {
  if (!node_.set) return {};
  return NodeAccess::make<iterator>(NodeAccess::get<dom::object>(node_).end());
}

Field Object::iterator::operator*() const {
  const auto at = NodeAccess::get<dom::object::iterator>(node_);
  return Field{at.key(), NodeAccess::make<Value>(at.value())};
}
Object::iterator& Object::iterator::operator++() {
  auto at = NodeAccess::get<dom::object::iterator>(node_);
  NodeAccess::store(node_, ++at);
  return *this;
}
bool Object::iterator::operator!=(const iterator& other) const {
  if (!node_.set || !other.node_.set) return node_.set != other.node_.set;
  return NodeAccess::get<dom::object::iterator>(node_) != NodeAccess::get<dom::object::iterator>(other.node_);
}

Result<Value> Object::field(std::string_view key) const { return lookup(node_, key, value_of); }
Result<double> Object::number(std::string_view key) const {
  return lookup(node_, key, detail::read_as<double>);
}
Result<std::int64_t> Object::integer(std::string_view key) const {
  return lookup(node_, key, detail::read_as<std::int64_t>);
}
Result<std::string_view> Object::string(std::string_view key) const {
  return lookup(node_, key, detail::read_as<std::string_view>);
}
Result<bool> Object::boolean(std::string_view key) const { return lookup(node_, key, detail::read_as<bool>); }
Result<Object> Object::object(std::string_view key) const { return lookup(node_, key, object_of); }
Result<Array> Object::array(std::string_view key) const { return lookup(node_, key, array_of); }

// The loop a caller writes over `for (Field f : object)` with `f.value.object()` and `number(key)`
// per key, on the DOM directly.
void Object::for_each_numbers(std::span<const std::string_view> keys, void (*visit)(void*, NumbersEntry&),
                              void* context) const {
  if (keys.size() > kMaxNumberKeys) {
    throw std::invalid_argument("records::Object::for_each_numbers: more than " +
                                std::to_string(kMaxNumberKeys) + " keys");
  }
  Result<double> numbers[kMaxNumberKeys] = {0.0, 0.0, 0.0, 0.0};
  NumbersEntry entry;
  entry.numbers = {numbers, keys.size()};
  if (!node_.set) return;
  const auto object = NodeAccess::get<dom::object>(node_);
  for (auto field = object.begin(), end = object.end(); field != end; ++field) {
    entry.key = field.key();
    const dom::element value = field.value();
    entry.value = NodeAccess::make<Value>(value);
    dom::object child;
    if (value.get_object().get(child) == simdjson::SUCCESS) {
      entry.object = NodeAccess::make<Object>(child);
      for (std::size_t i = 0; i < keys.size(); ++i)
        numbers[i] = find(child, keys[i], detail::read_as<double>);
    } else {
      entry.object = value.is_null() ? FieldError::null : FieldError::wrong_type;
      for (std::size_t i = 0; i < keys.size(); ++i) numbers[i] = entry.object.error();
    }
    visit(context, entry);
  }
}

// ---- Array

Array::iterator Array::begin() const {
  if (!node_.set) return {};
  return NodeAccess::make<iterator>(NodeAccess::get<dom::array>(node_).begin());
}
Array::iterator Array::end() const {
  if (!node_.set) return {};
  return NodeAccess::make<iterator>(NodeAccess::get<dom::array>(node_).end());
}

Value Array::iterator::operator*() const {
  return NodeAccess::make<Value>(*NodeAccess::get<dom::array::iterator>(node_));
}
Array::iterator& Array::iterator::operator++() {
  auto at = NodeAccess::get<dom::array::iterator>(node_);
  NodeAccess::store(node_, ++at);
  return *this;
}
bool Array::iterator::operator!=(const iterator& other) const {
  if (!node_.set || !other.node_.set) return node_.set != other.node_.set;
  return NodeAccess::get<dom::array::iterator>(node_) != NodeAccess::get<dom::array::iterator>(other.node_);
}

}  // namespace records
