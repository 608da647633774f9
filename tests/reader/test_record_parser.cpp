// Which records the parser hands over on the structure proof's DOM (validate_structure, the proof
// held, and the DOM reads as On-Demand would) and which stay on On-Demand.
#include <gtest/gtest.h>

#include <string>

#include "record_parser.hpp"
#include "chunk_buffer.hpp"

namespace {

using records::detail::RecordParser;

class RecordParserDom : public ::testing::Test {
 protected:
  // Parses `json` (followed by the padding the reader's buffers carry); returns whether its views
  // read the DOM, or nullopt when the record is a bad line.
  std::optional<bool> reads_dom(const std::string& json, bool validate) {
    text = json + std::string(records::detail::kParsePadding, ' ');
    if (parser.parse(text.data(), json.size(), text.data() + text.size(), 1, validate, record)) {
      return std::nullopt;
    }
    return parser.reads_dom();
  }
  RecordParser parser{64};
  records::Record record;
  std::string text;
};

TEST_F(RecordParserDom, CleanRecordsReadTheDom) {
  EXPECT_EQ(reads_dom(R"({"a": 1, "b": {"c": [1, -2.5, {"d": null}]}, "e": "x-0y"})", true), true);
  EXPECT_EQ(record.number("a").value(), 1.0);
  EXPECT_EQ(reads_dom(R"({"z": 0, "date": "2024-01-02", "f": -0.5, "g": -0e1})", true), true);
  EXPECT_EQ(record.string("date").value(), "2024-01-02");
  EXPECT_EQ(reads_dom(R"({})", true), true);
}

// The records test_view_rewind.cpp reads both ways: with validation they do take the DOM way.
TEST_F(RecordParserDom, TheRewindTestRecordsReadTheDom) {
  for (const char* json :
       {R"({"ratio": 4, "decompress_MBps": 5, "methods": 3})",
        R"({"n": 3, "s": "x", "o": {"p": 1, "q": [2, {"r": 3}]}, "a": [1, [2], {"b": 4}], "z": null, "t": true, "f": 1.5})",
        R"({"v": [1, {"x": 2, "y": [3, 4]}, [5, 6], "s", []], "w": 7})", R"({"e": {}, "v": []})"}) {
    EXPECT_EQ(reads_dom(json, true), true) << json;
  }
}

TEST_F(RecordParserDom, WithoutValidationOnDemandAlways) {
  EXPECT_EQ(reads_dom(R"({"a": 1})", false), false);
}

TEST_F(RecordParserDom, KeptOnOnDemand) {
  EXPECT_EQ(reads_dom(R"({"a\u0062": 1})", true), false);   // a backslash: keys as written
  EXPECT_EQ(reads_dom(R"({"a": "\"q\""})", true), false);   // (anywhere, conservatively)
  EXPECT_EQ(reads_dom(R"({"a": -0})", true), false);        // -0 with an integer zero in the DOM
  EXPECT_EQ(reads_dom(R"({"a": [1, -0]})", true), false);
  EXPECT_EQ(reads_dom(R"({"a": 0, "s": "-0"})", true), false);  // conservative: -0 in a string
  EXPECT_EQ(reads_dom(R"({"a": 99999999999999999999})", true), false);  // the DOM refuses it
  std::string wide = "{";
  for (int i = 0; i < 40; ++i) wide += (i ? ", \"k" : "\"k") + std::to_string(i) + "\": 0";
  EXPECT_EQ(reads_dom(wide + "}", true), false);            // the proof leaves wide objects to the walk
  EXPECT_EQ(record.integer("k39").value(), 0);
}

TEST_F(RecordParserDom, BadLinesStayBad) {
  EXPECT_EQ(reads_dom(R"({"a": 1, "a": 2})", true), std::nullopt);
  EXPECT_EQ(reads_dom(R"([1, 2])", true), std::nullopt);
  EXPECT_EQ(reads_dom(R"({"a": NaN})", true), std::nullopt);
  EXPECT_EQ(reads_dom(R"({"a": 1} x)", true), std::nullopt);
}

}  // namespace
