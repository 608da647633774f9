// The glue between the public views (record.hpp, document.hpp) and simdjson's DOM: where a view
// keeps its node, and the one typed read per kind that records and documents share.
#pragma once

#include <simdjson.h>

#include <cstdint>
#include <new>
#include <string>
#include <string_view>
#include <type_traits>

#include "records/document.hpp"
#include "records/record.hpp"

namespace records::detail {

namespace dom = simdjson::dom;

struct DocumentData;

struct NodeAccess {
  template <class Node>
  static void store(NodeStorage& storage, const Node& node) noexcept {
    static_assert(sizeof(Node) <= sizeof(storage.bytes) && alignof(Node) <= alignof(NodeStorage));
    static_assert(std::is_trivially_copyable_v<Node>, "views are copied byte-wise");
    ::new (static_cast<void*>(storage.bytes)) Node(node);
    storage.set = true;
  }
  template <class Node>
  static Node get(const NodeStorage& storage) noexcept {
    return *std::launder(reinterpret_cast<const Node*>(storage.bytes));
  }
  template <class View, class Node>
  static View make(const Node& node) noexcept {
    View view;
    store(view.node_, node);
    return view;
  }
  static Record make_record(dom::object root, std::uint64_t line, std::string_view json) noexcept {
    Record record = make<Record>(root);
    record.line_ = line;
    record.json_ = json;
    return record;
  }

  static JsonNode make_node(const DocumentData* document, dom::element element, std::string path) {
    JsonNode node;
    store(node.node_, element);
    node.document_ = document;
    node.path_ = std::move(path);
    return node;
  }
  static dom::element element(const JsonNode& node) noexcept { return get<dom::element>(node.node_); }
  static const DocumentData* document(const JsonNode& node) noexcept { return node.document_; }
};

inline ValueType type_of(dom::element element) noexcept {
  switch (element.type()) {
    case dom::element_type::OBJECT: return ValueType::object;
    case dom::element_type::ARRAY: return ValueType::array;
    case dom::element_type::STRING: return ValueType::string;
    case dom::element_type::INT64:
    case dom::element_type::UINT64:
    case dom::element_type::DOUBLE: return ValueType::number;
    case dom::element_type::BOOL: return ValueType::boolean;
    case dom::element_type::NULL_VALUE: break;
  }
  return ValueType::null;
}

// The one typed read, for every kind: the value as T (double, std::int64_t, std::string_view,
// bool, dom::object, dom::array), or why not. An integer converts to double correctly rounded;
// std::int64_t refuses a fraction or exponent (1.0 too) and a number past int64.
template <class T>
Result<T> read_as(dom::element element) noexcept {
  T value{};
  if (element.get<T>().get(value) == simdjson::SUCCESS) return value;
  return element.is_null() ? FieldError::null : FieldError::wrong_type;
}

}  // namespace records::detail
