#include "structure_proof.hpp"

#include <algorithm>
#include <cstring>

namespace records::detail {

bool StructureProof::holds(const char* json, std::size_t size) {
  // The record's buffer carries the padding: no copy.
  if (parser_.parse(reinterpret_cast<const std::uint8_t*>(json), size, false).get(root_) != simdjson::SUCCESS)
    return false;
  saw_integer_zero_ = false;
  return scan_tape();
}

// One pass over the DOM's tape, in order, as simdjson documents it (docs/tape.md): a word per
// value, its type in the top byte; numbers take a second word; '{' and '[' open a scope and '}'
// and ']' close it; inside an object, strings alternate between keys and values (a value that is
// an object or array is its whole scope). The element and iterator API walked the same tape with a
// type switch per step plus a jump to each value's end, which cost more than the parse's stage 2
// left over for it.
bool StructureProof::scan_tape() {
  const std::uint64_t* const tape = parser_.doc.tape.get();
  const std::uint8_t* const strings = parser_.doc.string_buf.get();
  // The first root word holds the index just past the closing root word; the record's value lies
  // between the two.
  const std::size_t end = static_cast<std::uint32_t>(tape[0]) - 1;
  keys_.clear();
  scopes_.clear();
  bool expect_key = false;  // the next string is a key of the innermost object
  for (std::size_t at = 1; at < end;) {
    const std::uint64_t word = tape[at];
    switch (static_cast<char>(word >> 56)) {
      case '{':
        // Objects in records are small (a few to a few dozen keys), where a linear scan beats
        // hashing; a larger one is left to the walk (which hashes), so the scan stays linear.
        if (scopes_.size() + 1 > max_depth_ || ((word >> 32) & simdjson::internal::JSON_COUNT_MASK) > kLinearKeys)
          return false;
        scopes_.push_back(Scope{keys_.size(), true});
        expect_key = true;
        ++at;
        continue;
      case '[':
        if (scopes_.size() + 1 > max_depth_) return false;
        scopes_.push_back(Scope{keys_.size(), false});
        expect_key = false;
        ++at;
        continue;
      case '}':
      case ']':
        keys_.resize(scopes_.back().keys_begin);
        scopes_.pop_back();
        ++at;
        break;
      case '"': {
        if (expect_key) {
          std::uint32_t length;
          std::memcpy(&length, strings + (word & simdjson::internal::JSON_VALUE_MASK), sizeof length);
          const std::string_view key(
              reinterpret_cast<const char*>(strings + (word & simdjson::internal::JSON_VALUE_MASK) + sizeof length),
              length);
          const auto begin = keys_.begin() + static_cast<std::ptrdiff_t>(scopes_.back().keys_begin);
          if (std::find(begin, keys_.end(), key) != keys_.end()) return false;
          keys_.push_back(key);
          expect_key = false;
          ++at;
          continue;
        }
        ++at;
        break;
      }
      case 'l':
        if (tape[at + 1] == 0) saw_integer_zero_ = true;
        at += 2;
        break;
      case 'u':
      case 'd':
        at += 2;
        break;
      default:  // true, false, null
        ++at;
        break;
    }
    // A value ended: in an object the next string is a key.
    expect_key = !scopes_.empty() && scopes_.back().object;
  }
  return true;
}

}  // namespace records::detail
