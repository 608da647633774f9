// figures.json, the weightcodec paper's words, read by each figure through paper::Section: a
// missing or bad key fails the figure whose section holds it, with the exact message naming the
// file, the line and the key path, and every other figure still renders, figures 2 and 5 too,
// though they share one pass over the results file.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "figures.hpp"
#include "noisy_data.hpp"

namespace {

using namespace weightcodec_test;

std::string shipped_words() {
  std::ifstream in(weightcodec::shipped_words_path());
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The shipped words with `from` replaced by `to` (exactly once), written to `file`.
void write_changed(const std::filesystem::path& file, const std::string& from, const std::string& to) {
  std::string words = shipped_words();
  const auto at = words.find(from);
  ASSERT_NE(at, std::string::npos) << from;
  ASSERT_EQ(words.find(from, at + 1), std::string::npos) << from;
  words.replace(at, from.size(), to);
  write_file(file, words);
}

// Every figure's error when drawn from the shipped data with the words in `file` ("" when it builds).
std::map<std::string, std::string> errors_with(const std::filesystem::path& file) {
  auto p = weightcodec::make_paper(file);
  paper::Context ctx;
  ctx.data_dir = p->default_data_dir();
  std::map<std::string, std::string> out;
  for (auto& job : p->prepare(ctx, p->figures())) {
    std::string& e = out[job.info.id] = job.error;
    if (!e.empty()) continue;
    try {
      job.build();
    } catch (const std::exception& x) {
      e = x.what();
    }
  }
  return out;
}

struct Case {
  std::string from, to, figure, message;  // message after "FILE:"
};

TEST(WeightcodecWords, ABadOrMissingKeyFailsOnlyItsFigureNamingFileLineAndKey) {
  const std::vector<Case> cases = {
      {"    \"min_records\": 5,\n", "", "fig5", "77: missing key fig5.min_records"},
      {"      \"method\": \"qb_k4\",\n", "", "fig2", "32: missing key fig2.q4k.method"},
      {"\"bins\": 40,", "\"bins\": \"40\",", "fig3", "47: fig3.bins is a string, expected an integer"},
      {"\"ylim\": [0, 17],", "\"ylim\": [0],", "fig1", "13: fig1.ylim must be [low, high]"},
      {"{ceiling_bits:.0f} / H_byte", "{ceiling_bit:.0f} / H_byte", "fig2",
       "39: fig2.q4k.xlabel: template \"nibble-stream marginal ceiling: {ceiling_bit:.0f} / H_byte "
       "(atlas)\": no field "
       "'ceiling_bit' (fields: ceiling_bits)"},
      {"\"default_class\": \"general-purpose\"", "\"default_class\": \"generic\"", "fig5",
       "92: fig5.default_class names no class: \"generic\""},
      {"\"median = {median:+.4f}\"", "\"median = {median:+.4f\"", "fig4",
       "64: fig4.median_label: template \"median = {median:+.4f\": unclosed '{'"},
      {"(n = {n:d} pairs)\"", "(n = {count:d} pairs)\"", "fig4",
       "67: fig4.title: template \"Figure 4 - inter-layer correlation distribution (n = {count:d} pairs)\": "
       "no field "
       "'count' (fields: family, models, models_word, n, n_one, n_two, n_word, single_model)"},
  };
  TempDir dir("weightcodec_words");
  const std::filesystem::path file = dir / "figures.json";
  for (const Case& c : cases) {
    SCOPED_TRACE(c.from);
    write_changed(file, c.from, c.to);
    const auto errors = errors_with(file);
    ASSERT_EQ(errors.size(), 5u);
    for (const auto& [id, error] : errors)
      EXPECT_EQ(error, id == c.figure ? file.string() + ":" + c.message : "") << id;
  }
}

TEST(WeightcodecWords, AWordsFileThatCannotBeReadFailsEveryFigure) {
  TempDir dir("weightcodec_words_missing");
  const auto missing = errors_with(dir / "none.json");
  ASSERT_EQ(missing.size(), 5u);
  for (const auto& [id, error] : missing)
    EXPECT_EQ(error, (dir / "none.json").string() + ": cannot open: No such file or directory") << id;
}

}  // namespace
