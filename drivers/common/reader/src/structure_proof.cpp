#include "structure_proof.hpp"

#include <algorithm>

namespace records::detail {

bool StructureProof::holds(const char* json, std::size_t size) {
  // The record's buffer carries the padding: no copy.
  if (parser_.parse(reinterpret_cast<const std::uint8_t*>(json), size, false).get(root_) != simdjson::SUCCESS)
    return false;
  keys_.clear();
  saw_integer_zero_ = false;
  return element(root_, 1);
}

bool StructureProof::element(simdjson::dom::element e, std::size_t depth) {
  switch (e.type()) {
    case simdjson::dom::element_type::OBJECT: {
      simdjson::dom::object o;
      return depth <= max_depth_ && e.get_object().get(o) == simdjson::SUCCESS && object(o, depth);
    }
    case simdjson::dom::element_type::ARRAY: {
      simdjson::dom::array a;
      if (depth > max_depth_ || e.get_array().get(a) != simdjson::SUCCESS) return false;
      for (simdjson::dom::element child : a)
        if (!element(child, depth + 1)) return false;
      return true;
    }
    case simdjson::dom::element_type::INT64:
      if (e.get_int64().value_unsafe() == 0) saw_integer_zero_ = true;
      return true;
    default:
      return true;
  }
}

bool StructureProof::object(simdjson::dom::object o, std::size_t depth) {
  // Objects in records are small (a few to a few dozen keys), where a linear scan beats hashing;
  // a larger one is left to the walk (which hashes), so the scan stays linear in the record.
  if (o.size() > kLinearKeys) return false;
  const std::size_t start = keys_.size();
  for (simdjson::dom::key_value_pair field : o) {
    if (std::find(keys_.begin() + static_cast<std::ptrdiff_t>(start), keys_.end(), field.key) != keys_.end())
      return false;
    keys_.push_back(field.key);
    if (!element(field.value, depth + 1)) return false;  // a nested object pops its own keys
  }
  keys_.resize(start);
  return true;
}

}  // namespace records::detail
