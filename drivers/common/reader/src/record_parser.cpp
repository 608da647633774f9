#include "record_parser.hpp"

#include <simdjson.h>

#include "structure_check.hpp"
#include "structure_proof.hpp"
#include "view_access.hpp"

namespace records::detail {
namespace {

LineProblem malformed(simdjson::error_code code) {
  return LineProblem{Reason::malformed_json, simdjson::error_message(code)};
}

std::string_view found(ondemand::json_type type) {
  switch (type) {
    case ondemand::json_type::array:
      return "found an array";
    case ondemand::json_type::string:
      return "found a string";
    case ondemand::json_type::number:
      return "found a number";
    case ondemand::json_type::boolean:
      return "found a boolean";
    case ondemand::json_type::null:
      return "found null";
    case ondemand::json_type::object:
      return "found an object";
  }
  return "found something else";
}

// Whether views on the proof's DOM read exactly what On-Demand views would. Two differences are
// excluded: On-Demand finds keys as written and the DOM unescaped (so no backslash at all), and the
// DOM stores the integer -0 as 0 where On-Demand's number() gives -0.0 (looked for only when the
// DOM holds an integer 0). Conservative: text inside strings counts too, which only sends a record
// the slower way.
bool dom_reads_alike(std::string_view text, bool has_integer_zero) noexcept {
  if (text.find('\\') != std::string_view::npos) return false;
  if (!has_integer_zero) return true;
  for (std::size_t at = text.find("-0"); at != std::string_view::npos; at = text.find("-0", at + 2)) {
    if (at + 2 == text.size()) return false;
    const char next = text[at + 2];
    // In valid JSON a number -0 is followed by neither a digit nor more of a number; "-01" is
    // inside a string (a date, a name).
    const bool more = (next >= '0' && next <= '9') || next == '.' || next == 'e' || next == 'E';
    if (!more) return false;
  }
  return true;
}

}  // namespace

struct RecordParser::Impl {
  explicit Impl(std::size_t max_depth) : checker(max_depth, /*check_scalars=*/false), proof(max_depth) {}
  ondemand::parser parser;
  ondemand::document document;
  RecordState state;
  StructureChecker checker;
  StructureProof proof;
};

RecordParser::RecordParser(std::size_t max_depth) : impl_(std::make_unique<Impl>(max_depth)) {}
RecordParser::~RecordParser() = default;

std::optional<LineProblem> RecordParser::parse(const char* json, std::size_t size,
                                               const char* padded_end, std::uint64_t line,
                                               bool validate_structure, Record& record) {
  impl_->state = RecordState{};
  const std::string_view text(json, size);
  bool proof_holds = false;
  if (validate_structure) {
    proof_holds = impl_->proof.holds(json, size);
    // The proof's DOM has parsed and checked every value of the record: the views read it rather
    // than walk the text a second time with On-Demand.
    simdjson::dom::object root;
    if (proof_holds && dom_reads_alike(text, impl_->proof.saw_integer_zero()) &&
        impl_->proof.root().get_object().get(root) == simdjson::SUCCESS) {
      impl_->state.dom = true;
      record = ViewAccess::make_record(root, &impl_->state, line, text);
      return std::nullopt;
    }
  }
  const auto capacity = static_cast<std::size_t>(padded_end - json);
  if (auto code = impl_->parser.iterate(json, size, capacity).get(impl_->document)) {
    return malformed(code);
  }
  ondemand::json_type type;
  if (auto code = impl_->document.type().get(type)) return malformed(code);
  if (type != ondemand::json_type::object) {
    return LineProblem{Reason::not_an_object, std::string(found(type))};
  }
  // The walk runs only when the quick proof cannot be given; it alone decides and words a problem.
  if (validate_structure && !proof_holds) {
    if (auto problem = impl_->checker.check(impl_->document, text)) {
      std::string detail = std::move(problem->detail);
      // The messages of broken JSON stay as simdjson words them; the reader's own checks say where.
      if (problem->reason != Reason::malformed_json && problem->reason != Reason::not_json) {
        detail += StructureChecker::position_note(*problem, text);
      }
      return LineProblem{problem->reason, std::move(detail),
                         problem->at == nullptr ? 0 : locate(text, problem->at).line - 1};
    }
    impl_->document.rewind();
  }
  ondemand::object root;
  if (auto code = impl_->document.get_object().get(root)) return malformed(code);
  // simdjson's string buffer: 5 * capacity / 3 + SIMDJSON_PADDING bytes, rounded up (parser::
  // allocate); the padding is left for the block writes past a string's end.
  impl_->state.string_room = 5 * impl_->parser.capacity() / 3;
  impl_->state.parser = &impl_->parser;
  record = ViewAccess::make_record(root, &impl_->state, line, text);
  return std::nullopt;
}

bool RecordParser::reads_dom() const noexcept { return impl_->state.dom; }

std::optional<LineProblem> RecordParser::problem_met_while_reading() const {
  if (!impl_->state.failed()) return std::nullopt;
  return malformed(impl_->state.error);
}

bool RecordParser::is_unfinished(const char* json, std::size_t size, const char* padded_end) {
  const auto capacity = static_cast<std::size_t>(padded_end - json);
  ondemand::document document;
  if (impl_->parser.iterate(json, size, capacity).get(document)) return false;
  ondemand::json_type type;
  if (document.type().get(type)) return false;
  simdjson::error_code code = simdjson::SUCCESS;
  if (type == ondemand::json_type::object) {
    code = document.get_object().error();
  } else if (type == ondemand::json_type::array) {
    code = document.get_array().error();
  }
  return code == simdjson::INCOMPLETE_ARRAY_OR_OBJECT;
}

}  // namespace records::detail
