// paper::Text: alternatives tried in order, conditions as fields, absent fields, spelled counts,
// and the exact errors for a words file's typos and bad shapes.
#include <gtest/gtest.h>

#include "error_message.hpp"
#include "paper/paper.hpp"
#include "paper/words.hpp"

namespace {

using paper::absent;
using paper::holds;

paper::Text parse(const std::string& json) {
  const auto doc = records::JsonDocument::parse("{\"t\": " + json + "}", "words.json");
  return paper::text_of(doc.at("t"), "words.json: t");
}

std::string error_of(const paper::Text& t, const paper::Fields& f) {
  return error_message<paper::InputError>([&] { paper::fill(t, f); });
}

TEST(Words, FirstAlternativeWhoseFieldsAreGiven) {
  const auto t = parse(
      R"J([{"when": ["same"], "text": "{n_word} configs, {seeds:.0f} seeds each"}, "{n_word} configs"])J");
  EXPECT_EQ(paper::fill(t, {{"n_word", std::string("four")}, {"same", holds(true)}, {"seeds", 3.0}}),
            "four configs, 3 seeds each");
  EXPECT_EQ(paper::fill(t, {{"n_word", std::string("four")}, {"same", holds(false)}, {"seeds", 3.0}}),
            "four configs");
  EXPECT_EQ(paper::fill(t, {{"n_word", std::string("four")}, {"same", holds(true)}, {"seeds", absent}}),
            "four configs");
}

TEST(Words, NoAlternativeAppliesMeansNotShown) {
  const auto t = parse(R"J([{"when": ["fall"], "text": "thresholds fall ({list})"}])J");
  EXPECT_EQ(paper::fill(t, {{"fall", holds(false)}, {"list", absent}}), std::nullopt);
  EXPECT_EQ(paper::fill_or_empty(t, {{"fall", holds(false)}, {"list", absent}}), "");
  EXPECT_EQ(paper::fill(t, {{"fall", holds(true)}, {"list", std::string("a 1\u21920")}}),
            "thresholds fall (a 1\u21920)");
  EXPECT_EQ(paper::fill(parse("\"plain {{braces}}\""), {}), "plain {braces}");
}

TEST(Words, UnknownNamesAreErrorsNotFallbacks) {
  const auto t = parse(R"J([{"when": ["fal"], "text": "x"}, "y"])J");
  EXPECT_EQ(error_of(t, {{"fall", holds(true)}}), "words.json: t: when: no field 'fal' (fields: fall)");
  EXPECT_EQ(error_of(parse("\"{sedes:.0f} seeds\""), {{"seeds", 3.0}}),
            "words.json: t: template \"{sedes:.0f} seeds\": no field 'sedes' (fields: seeds)");
  // A typo in an alternative after the one shown is found too, before other data reach it.
  EXPECT_EQ(error_of(parse(R"J(["{n} pairs", "{count} pairs"])J"), {{"n", 3.0}}),
            "words.json: t: template \"{count} pairs\": no field 'count' (fields: n)");
  // A template naming an absent field directly (no alternative) says so.
  EXPECT_EQ(paper::fill(parse("\"{seeds:.0f} seeds\""), {{"seeds", absent}}), std::nullopt);
  EXPECT_EQ(paper::format("{seeds}", {{"seeds", 1.0}}), "1.0");  // Python's str(1.0)
  EXPECT_EQ(error_message<paper::InputError>([&] {
              paper::format("{seeds:.0f}", {{"seeds", absent}}, "w");
            }),
            "w: template \"{seeds:.0f}\": field 'seeds' is not given by the data");
}

TEST(Words, BadShapesNameThePlace) {
  auto shape_error = [](const std::string& json) {
    return error_message<std::exception>([&] { parse(json); });
  };
  EXPECT_EQ(shape_error("3"), "words.json: t: a text is a string or a non-empty array of alternatives");
  EXPECT_EQ(shape_error("[]"), "words.json: t: a text is a string or a non-empty array of alternatives");
  EXPECT_EQ(shape_error("[1]"),
            "words.json: t: an alternative is a string or {\"when\": [...], \"text\": \"...\"}");
}

TEST(Words, SpelledCounts) {
  EXPECT_EQ(paper::spelled(0), "zero");
  EXPECT_EQ(paper::spelled(4), "four");
  EXPECT_EQ(paper::spelled(12), "twelve");
  EXPECT_EQ(paper::spelled(13), "13");
  EXPECT_EQ(paper::spelled(1500), "1,500");
}

// A count's fields make its words right for any number: the singular and the pair are
// conditions the words list before the general text.
TEST(Words, CountFieldsPickSingularPairAndPlural) {
  const auto t =
      parse(R"J([{"when": ["cuts_one"], "text": "the one cut"}, {"when": ["cuts_two"], "text": "both cuts"},
                            "all {cuts_word} cuts ({cuts:.0f})"])J");
  auto with = [&](std::optional<double> n) {
    paper::Fields f;
    paper::add_count(f, "cuts", n);
    return paper::fill(t, f);
  };
  EXPECT_EQ(with(1), "the one cut");
  EXPECT_EQ(with(2), "both cuts");
  EXPECT_EQ(with(3), "all three cuts (3)");
  EXPECT_EQ(with(14), "all 14 cuts (14)");
  EXPECT_EQ(with(0), "all zero cuts (0)");
  EXPECT_EQ(with(std::nullopt), std::nullopt);  // no count: no alternative applies
}

}  // namespace
