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
  if (validate_structure && !impl_->proof.holds(json, size)) {
    if (auto problem = impl_->checker.check(impl_->document, std::string_view(json, size))) {
      const std::string_view text(json, size);
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
  record = ViewAccess::make_record(root, &impl_->state, line, std::string_view(json, size));
  return std::nullopt;
}

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
