// The record views, on the record's simdjson DOM (record_reader.cpp parsed and validated it whole).
#include <stdexcept>
#include <string>

#include "node_access.hpp"

namespace records {

using detail::NodeAccess;
namespace dom = simdjson::dom;

std::string_view describe(ValueType type) noexcept {
  switch (type) {
    case ValueType::object:
      return "an object";
    case ValueType::array:
      return "an array";
    case ValueType::string:
      return "a string";
    case ValueType::number:
      return "a number";
    case ValueType::boolean:
      return "a boolean";
    case ValueType::null:
      break;
  }
  return "null";
}

void detail::too_many_number_keys() {
  throw std::invalid_argument("records::Object::for_each_numbers: more than " +
                              std::to_string(Object::kMaxNumberKeys) + " keys");
}

namespace {

// `read` applied to the view's element; malformed for a default-constructed view.
template <class Read>
auto read(const detail::NodeStorage& node, Read read) -> decltype(read(dom::element())) {
  if (!node.set) return FieldError::malformed;
  return read(NodeAccess::get<dom::element>(node));
}

Result<Object> object_of(dom::element element) noexcept {
  dom::object object;
  if (element.get_object().get(object) == simdjson::SUCCESS) return NodeAccess::make<Object>(object);
  return detail::mismatch(element);
}
Result<Array> array_of(dom::element element) noexcept {
  dom::array array;
  if (element.get_array().get(array) == simdjson::SUCCESS) return NodeAccess::make<Array>(array);
  return detail::mismatch(element);
}
Result<Value> value_of(dom::element element) noexcept { return NodeAccess::make<Value>(element); }

// Finds `key` in the object and reads it with `read`.
template <class Read>
auto lookup(const detail::NodeStorage& node, std::string_view key, Read read)
    -> decltype(read(dom::element())) {
  if (!node.set) return FieldError::malformed;
  dom::element found;
  if (NodeAccess::get<dom::object>(node).at_key(key).get(found) != simdjson::SUCCESS) {
    return FieldError::missing;
  }
  return read(found);
}

}  // namespace

// ---- Value

Result<ValueType> Value::type() const {
  return read(node_, [](dom::element e) -> Result<ValueType> { return detail::type_of(e); });
}
Result<double> Value::number() const { return read(node_, detail::number_of); }
Result<std::int64_t> Value::integer() const { return read(node_, detail::integer_of); }
Result<std::string_view> Value::string() const { return read(node_, detail::string_of); }
Result<bool> Value::boolean() const { return read(node_, detail::boolean_of); }
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
Result<double> Object::number(std::string_view key) const { return lookup(node_, key, detail::number_of); }
Result<std::int64_t> Object::integer(std::string_view key) const { return lookup(node_, key, detail::integer_of); }
Result<std::string_view> Object::string(std::string_view key) const { return lookup(node_, key, detail::string_of); }
Result<bool> Object::boolean(std::string_view key) const { return lookup(node_, key, detail::boolean_of); }
Result<Object> Object::object(std::string_view key) const { return lookup(node_, key, object_of); }
Result<Array> Object::array(std::string_view key) const { return lookup(node_, key, array_of); }

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
