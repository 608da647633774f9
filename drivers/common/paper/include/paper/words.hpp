#pragma once
// A text that states a fact only when the data bear it out. In a words file a text is either a
// template ("{configs_word} configurations") or a list of alternatives tried in order:
//
//   "suptitle": [
//     {"when": ["seeds_each"], "text": "{configs_word} configurations, {seeds_each_word} seeds each"},
//     "{configs_word} configurations"
//   ]
//
// An alternative applies when every field it names (in "when" and in its template) is given by
// the figure; the first that applies is shown, and when none does the text is not shown at all.
// A figure lists every field it knows, giving those the data do not support as paper::absent,
// so a name it does not know (a typo) is an error naming the file, not a silent fallback.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "paper/template.hpp"
#include "records/document.hpp"

namespace paper {

struct Alternative {
  std::vector<std::string> when;  // fields that must be given (conditions: paper::holds(bool))
  std::string text;               // a template (paper::format)
};

struct Text {
  std::vector<Alternative> alternatives;
  std::string where;  // "06_stage_path.jsonl:8, suptitle", for messages
};

// A plain string is one unconditional alternative; otherwise an array of strings and
// {"when": [...], "text": "..."} objects. Throws InputError naming `where` for any other shape.
Text text_of(const records::JsonNode& node, std::string where);
// A text from a string the driver holds (for example the empty text of a key a record leaves out).
Text plain(std::string text, std::string where = {});

// The first alternative that applies, filled; std::nullopt when none does. Throws InputError
// (naming the text's place) for a field the figure does not know or a bad template.
std::optional<std::string> fill(const Text& text, const Fields& fields);
// fill(), or "" when no alternative applies.
std::string fill_or_empty(const Text& text, const Fields& fields);

// A condition as a field: given (an empty text) when `b` holds, absent otherwise.
FieldValue holds(bool b);

// A count in words as English prose sets small numbers ("four"), digits from 13 on ("14").
std::string spelled(double count);

// A count as the fields its words need to be right for any number, named after `name`:
//   name        the count (a number: "{cuts:.0f}")
//   name_word   spelled(count): "two", "14"
//   name_one    given when the count is 1 (a condition: "one cut", not "one cuts")
//   name_two    given when the count is 2 (a condition: "both cuts", not "all two cuts")
// so a words file lists the singular and the pair before the general text:
//   [{"when": ["cuts_one"], "text": "the one cut"}, {"when": ["cuts_two"], "text": "both cuts"},
//    "all {cuts_word} cuts"]
// A count the data do not give (std::nullopt) makes all four absent.
void add_count(Fields& fields, const std::string& name, std::optional<double> count);

}  // namespace paper
