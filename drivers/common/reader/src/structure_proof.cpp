#include "structure_proof.hpp"

#include <cstring>
#include <new>

namespace records::detail {

StructureProof::StructureProof(std::size_t max_depth) {
  // The parser refuses nesting deeper than max_depth (the root is level 1), as the walk would.
  if (parser_.allocate(0, max_depth) != simdjson::SUCCESS) throw std::bad_alloc();
}

bool StructureProof::holds(const char* json, std::size_t size) {
  // The record's buffer carries the padding: no copy.
  if (parser_.parse(reinterpret_cast<const std::uint8_t*>(json), size, false).get(root_) != simdjson::SUCCESS)
    return false;
  saw_integer_zero_ = false;
  return scan_tape();
}

// Walks the DOM's tape as simdjson documents it (docs/tape.md): a word per value, its type in the
// top byte; numbers take a second word; '{' and '[' hold the index just past their closing word
// in the low 32 bits (and, for '{', the number of fields above them); inside an object, keys and
// values alternate. Each container is taken whole from a worklist: an object's keys are checked
// against each other as it is read, and a value is stepped over in one move (a container goes on
// the worklist, a number is two words, anything else one). Depth needs no count here: the parser
// was given max_depth and refuses deeper records itself. One switch per tape word cost 12 % of a
// validated read (its jumps mispredict), this about half of that.
bool StructureProof::scan_tape() {
  const std::uint64_t* const tape = parser_.doc.tape.get();
  const std::uint8_t* const strings = parser_.doc.string_buf.get();
  bool zero = false;
  // Steps over the value at `at`; returns the index after it.
  const auto step_over = [&](std::size_t at) -> std::size_t {
    const std::uint64_t word = tape[at];
    const char type = static_cast<char>(word >> 56);
    if (type == '{' || type == '[') {
      pending_.push_back(static_cast<std::uint32_t>(at));
      return static_cast<std::uint32_t>(word);
    }
    if (type == 'l') {
      zero |= tape[at + 1] == 0;
      return at + 2;
    }
    return at + 1 + static_cast<std::size_t>(type == 'u' || type == 'd');
  };
  pending_.clear();
  step_over(1);  // the root value
  while (!pending_.empty()) {
    const std::size_t open = pending_.back();
    pending_.pop_back();
    const std::uint64_t word = tape[open];
    const std::size_t close = static_cast<std::uint32_t>(word) - 1;
    if (static_cast<char>(word >> 56) == '[') {
      for (std::size_t at = open + 1; at < close;) at = step_over(at);
      continue;
    }
    // Objects in records are small (a few to a few dozen keys), where comparing each key with
    // those before it beats hashing; a larger one is left to the walk (which hashes).
    if (((word >> 32) & simdjson::internal::JSON_COUNT_MASK) > kLinearKeys) return false;
    std::size_t keys = 0;
    for (std::size_t at = open + 1; at < close;) {
      const std::uint8_t* entry = strings + (tape[at] & simdjson::internal::JSON_VALUE_MASK);
      std::uint32_t length;
      std::memcpy(&length, entry, sizeof length);
      const std::uint8_t* key = entry + sizeof length;
      // Its first eight bytes (the string buffer is padded past its last string), the rest cut
      // off, and its length: equal keys have equal signatures; equal signatures are compared whole.
      std::uint64_t head;
      std::memcpy(&head, key, sizeof head);
      if (length < 8) head &= (std::uint64_t{1} << (8 * length)) - 1;
      const std::uint64_t signature = head ^ (std::uint64_t{length} << 56);
      for (std::size_t k = 0; k < keys; ++k) {
        if (signatures_[k] == signature && lengths_[k] == length &&
            (length <= 8 || std::memcmp(starts_[k] + 8, key + 8, length - 8) == 0))
          return false;
      }
      signatures_[keys] = signature;
      lengths_[keys] = length;
      starts_[keys] = key;
      ++keys;
      at = step_over(at + 1);
    }
  }
  saw_integer_zero_ = zero;
  return true;
}

}  // namespace records::detail
