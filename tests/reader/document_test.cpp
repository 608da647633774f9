// JsonDocument: key-path lookups with errors that name the file and the full path, and object
// fields in file order.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "error_message.hpp"
#include "records/records.hpp"
#include "test_files.hpp"

namespace {

using records::DocumentError;
using records::JsonDocument;
using records::JsonNode;
using records::ReadError;
using records_test::TempDir;
using records_test::write_file;
using records_test::zstd_frame;

// The shape of qtensorformer's detailed_latency_profile.json, keys deliberately unsorted.
constexpr const char* kProfile = R"({
  "prefill_percentage_breakdown": {"zeta": 40.5, "alpha": 30, "mid": 29.5},
  "roofline": {
    "hardware": [
      {"name": "NVIDIA A100", "peak_tflops": 19.5, "bandwidth_gbs": 1935.0},
      {"name": "Intel Xeon 8380", "peak_tflops": 2.5, "bandwidth_gbs": 130.0}
    ],
    "operating_point": {"system": "QTensorFormer", "arithmetic_intensity_flops_per_byte": 26.2},
    "peak_gflops": "n/a",
    "settling_steps": null,
    "count": 3,
    "ratio": 1.5
  }
})";

class Document : public ::testing::Test {
 protected:
  void SetUp() override {
    write_file(dir / "detailed_latency_profile.json", kProfile);
    file = (dir / "detailed_latency_profile.json").string();
  }
  TempDir dir;
  std::string file;
};

TEST_F(Document, LooksUpKeyPaths) {
  JsonDocument doc = JsonDocument::load(dir / "detailed_latency_profile.json");
  EXPECT_EQ(doc.name(), file);
  EXPECT_EQ(doc.number({"roofline", "hardware", 0, "peak_tflops"}), 19.5);
  EXPECT_EQ(doc.string({"roofline", "hardware", 1, "name"}), "Intel Xeon 8380");
  EXPECT_EQ(doc.number({"roofline", "operating_point", "arithmetic_intensity_flops_per_byte"}), 26.2);
  EXPECT_EQ(doc.integer({"roofline", "count"}), 3);
  JsonNode roofline = doc.at("roofline");
  EXPECT_EQ(roofline.path(), "roofline");
  EXPECT_EQ(roofline.number("ratio"), 1.5);
  EXPECT_EQ(roofline.at({"hardware", 1}).path(), "roofline.hardware[1]");
  EXPECT_EQ(roofline.size("hardware"), 2u);
  EXPECT_TRUE(roofline.is_null("settling_steps"));
  EXPECT_EQ(roofline.number_or_null("settling_steps"), std::nullopt);
  EXPECT_EQ(roofline.number_or_null("ratio"), 1.5);
  EXPECT_TRUE(doc.find({"roofline", "hardware", 5}) == std::nullopt);
  EXPECT_TRUE(doc.find({"roofline", "nope"}) == std::nullopt);
  EXPECT_TRUE(roofline.contains("peak_gflops"));
}

TEST_F(Document, FieldsKeepFileOrder) {
  JsonDocument doc = JsonDocument::load(dir / "detailed_latency_profile.json");
  std::vector<std::string> keys;
  std::vector<double> values;
  for (auto& [key, node] : doc.root().fields("prefill_percentage_breakdown")) {
    keys.emplace_back(key);
    values.push_back(node.number());
  }
  EXPECT_EQ(keys, (std::vector<std::string>{"zeta", "alpha", "mid"}));
  EXPECT_EQ(values, (std::vector<double>{40.5, 30, 29.5}));
  std::vector<std::string> names;
  for (const JsonNode& hardware : doc.root().elements({"roofline", "hardware"})) {
    names.emplace_back(hardware.string("name"));
  }
  EXPECT_EQ(names, (std::vector<std::string>{"NVIDIA A100", "Intel Xeon 8380"}));
}

TEST_F(Document, ErrorsNameFileAndFullPath) {
  JsonDocument doc = JsonDocument::load(dir / "detailed_latency_profile.json");
  EXPECT_EQ(error_message<DocumentError>([&] {
              doc.number({"roofline", "peak_tflops"});
            }),
            file + ": missing key roofline.peak_tflops");
  EXPECT_EQ(error_message<DocumentError>([&] {
              doc.number({"nothing", "peak_gflops"});
            }),
            file + ": missing key nothing.peak_gflops");
  EXPECT_EQ(error_message<DocumentError>([&] {
              doc.number({"roofline", "peak_gflops"});
            }),
            file + ": roofline.peak_gflops is a string, expected a number");
  EXPECT_EQ(error_message<DocumentError>([&] {
              doc.number({"roofline", "settling_steps"});
            }),
            file + ": roofline.settling_steps is null, expected a number");
  EXPECT_EQ(error_message<DocumentError>([&] {
              doc.string({"roofline", "hardware"});
            }),
            file + ": roofline.hardware is an array, expected a string");
  EXPECT_EQ(error_message<DocumentError>([&] {
              doc.number({"roofline", "hardware", 2, "peak_tflops"});
            }),
            file + ": missing element roofline.hardware[2].peak_tflops");
  EXPECT_EQ(error_message<DocumentError>([&] {
              doc.number({"roofline", "operating_point", "system", "x"});
            }),
            file +
                ": roofline.operating_point.system is a string, expected an object, looking up "
                "roofline.operating_point.system.x");
  EXPECT_EQ(error_message<DocumentError>([&] {
              doc.number({"roofline", 0});
            }),
            file + ": roofline is an object, expected an array, looking up roofline[0]");
  EXPECT_EQ(error_message<DocumentError>([&] {
              doc.integer({"roofline", "ratio"});
            }),
            file + ": roofline.ratio is a number, expected an integer (it has a fraction or exponent)");
  EXPECT_EQ(error_message<DocumentError>([&] { doc.root().numbers("roofline"); }),
            file + ": roofline is an object, expected an array");
  EXPECT_EQ(error_message<DocumentError>([&] {
              doc.root().size({"roofline", "count"});
            }),
            file + ": roofline.count is a number, expected an object or an array");
  EXPECT_EQ(error_message<DocumentError>([&] { doc.root().number(); }),
            file + ": (root) is an object, expected a number");
  // A node keeps its path for messages.
  JsonNode hardware = doc.at({"roofline", "hardware"});
  EXPECT_EQ(error_message<DocumentError>([&] { hardware.numbers(); }),
            file + ": roofline.hardware[0] is an object, expected a number");
}

TEST_F(Document, CompressedByContentAndWithBom) {
  write_file(dir / "profile.json.zst", zstd_frame(kProfile));
  EXPECT_EQ(JsonDocument::load(dir / "profile.json.zst").number({"roofline", "count"}), 3);
  write_file(dir / "bom.json", std::string("\xEF\xBB\xBF") + kProfile);
  EXPECT_EQ(JsonDocument::load(dir / "bom.json").number({"roofline", "count"}), 3);
}

TEST_F(Document, MalformedMissingAndTooLarge) {
  write_file(dir / "broken.json", "{\"a\": [1, 2}");
  EXPECT_EQ(error_message<DocumentError>([&] { JsonDocument::load(dir / "broken.json"); }),
            (dir / "broken.json").string() +
                ":1: malformed JSON: The JSON document has an improper structure: missing or "
                "superfluous commas, braces, missing keys, etc. (column 12)");
  EXPECT_EQ(
      error_message<DocumentError>([&] { JsonDocument::load(dir / "detailed_latency_profile.json", 100); }),
      file + ": too long: document longer than 100 bytes");
  EXPECT_EQ(error_message<ReadError>([&] { JsonDocument::load(dir / "absent.json"); }),
            (dir / "absent.json").string() + ": cannot open: No such file or directory");
  write_file(dir / "cut.json.zst", zstd_frame(kProfile).substr(0, 20));
  EXPECT_EQ(error_message<ReadError>([&] { JsonDocument::load(dir / "cut.json.zst"); }),
            (dir / "cut.json.zst").string() + ": truncated zstd stream: the data ends inside a frame");
}

TEST_F(Document, ParseFromMemory) {
  JsonDocument doc = JsonDocument::parse(R"({"a": {"b": [1, 2.5, 3]}})", "inline.json");
  EXPECT_EQ(doc.root().numbers({"a", "b"}), (std::vector<double>{1, 2.5, 3}));
  EXPECT_EQ(error_message<DocumentError>([&] {
              doc.root().strings({"a", "b"});
            }),
            "inline.json: a.b[0] is a number, expected a string");
}

// Where a value starts, for messages about a record inside a document.
TEST_F(Document, LineOfAValue) {
  const JsonDocument doc = JsonDocument::parse(
      "{\n  \"models\": [\n    {\"id\": \"a\"},\n    {\n      \"id\": \"b\",\n"
      "      \"m\": {\"x\": 1}\n    }\n  ]\n}\n",
      "inline.json");
  EXPECT_EQ(doc.line_of({}), 1u);
  EXPECT_EQ(doc.line_of("models"), 2u);
  EXPECT_EQ(doc.line_of({"models", 0}), 3u);
  EXPECT_EQ(doc.line_of({"models", 1}), 4u);
  EXPECT_EQ(doc.line_of({"models", 1, "m", "x"}), 6u);
  EXPECT_EQ(doc.line_of({"models", 2}), 0u);  // no such value
  EXPECT_EQ(doc.line_of({"models", 0, "nope"}), 0u);
}

}  // namespace
