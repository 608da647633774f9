// paper::Section, the accessor over a paper's words file: a missing or mistyped field is an error
// naming the file, the line and the key path; templates are checked against the fields given.
#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "error_message.hpp"
#include "paper/section.hpp"
#include "records/document.hpp"

namespace {

// Line 1 "{", 2 "figure2": {, 3 "title", 4 "ylim", 5 "label", 6 "blocks": {, 7 "ffn", ...
const char* const kWords = R"({
  "figure2": {
    "title": "R² per head",
    "ylim": [0, 1.12],
    "label": "{r2:.2f}",
    "blocks": {
      "ffn": 3
    },
    "items": [{"key": "a", "label": "A"}, {"key": "b"}]
  }
})";

std::string error_of(const std::function<void(const paper::Section&)>& read) {
  const auto doc = records::JsonDocument::parse(kWords, "words.json");
  return error_message<records::DocumentError>([&] { read(paper::Section::root(doc)); });
}

TEST(Section, ReadsTextsNumbersLimitsAndTemplates) {
  const auto doc = records::JsonDocument::parse(kWords, "words.json");
  const paper::Section f = paper::Section::root(doc).at("figure2");
  EXPECT_EQ(f.text("title"), "R² per head");
  EXPECT_EQ(f.limits("ylim").low, 0.0);
  EXPECT_EQ(f.limits("ylim").high, 1.12);
  EXPECT_EQ(f.offset_pt("ylim").y, 1.12);
  EXPECT_EQ(f.tmpl("label", {"r2"}), "{r2:.2f}");
  EXPECT_EQ(f.at("blocks").number("ffn"), 3.0);
}

TEST(Section, AMissingFieldNamesTheFileTheLineOfItsObjectAndThePath) {
  EXPECT_EQ(error_of([](const paper::Section& w) { w.at("figure2").text("xlabel"); }),
            "words.json:2: missing key figure2.xlabel");
  EXPECT_EQ(error_of([](const paper::Section& w) { w.at("figure2").at("blocks").text("state"); }),
            "words.json:6: missing key figure2.blocks.state");
  EXPECT_EQ(error_of([](const paper::Section& w) { w.at("figure3"); }), "words.json:1: missing key figure3");
  EXPECT_EQ(error_of([](const paper::Section& w) { w.at("figure2").keyed("items"); }),
            "words.json:9: missing key figure2.items[1].label");
}

TEST(Section, AMistypedFieldNamesTheFileTheLineOfTheValueAndThePath) {
  EXPECT_EQ(error_of([](const paper::Section& w) { w.at("figure2").number("title"); }),
            "words.json:3: figure2.title is a string, expected a number");
  EXPECT_EQ(error_of([](const paper::Section& w) { w.at("figure2").at("blocks").text("ffn"); }),
            "words.json:7: figure2.blocks.ffn is a number, expected a string");
  EXPECT_EQ(error_of([](const paper::Section& w) { w.at("figure2").texts("ylim", 3); }),
            "words.json:4: figure2.ylim[0] is a number, expected a string");
  EXPECT_EQ(error_of([](const paper::Section& w) { w.at("figure2").limits("title"); }),
            "words.json:3: figure2.title is a string, expected an array");
  EXPECT_EQ(error_of([](const paper::Section& w) { w.at("figure2").tmpl("label", {"value"}); }),
            "words.json:5: figure2.label: template \"{r2:.2f}\": no field 'r2' (fields: value)");
}

}  // namespace
