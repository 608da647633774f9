// Figures 10, 12 and 15 on changed data: a private copy of the shipped inputs is
// changed as a user's results would differ, and the figure is checked on the recording canvas.
// Each case guards a general mechanism: without it the budget label runs into the title, the
// operating point's note crosses the frame, a category without a registry colour takes the paper's
// own red.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>

#include "libplot/libplot.hpp"
#include "paper/paper.hpp"
#include "paper_figure.hpp"
#include "temp_dir.hpp"

namespace paper {
std::unique_ptr<Paper> make_qtensorformer_paper();
}

namespace {

namespace fs = std::filesystem;
using nlohmann::ordered_json;
using namespace libplot;

class Changed {
 public:
  const fs::path& dir() const { return copy_.path(); }
  void edit(const std::string& file, const std::function<void(ordered_json&)>& change) {
    ordered_json j = ordered_json::parse(std::ifstream(dir() / file));
    change(j);
    std::ofstream(dir() / file) << j.dump(1);
  }

 private:
  testing_support::DataCopy copy_{"qtf_changed", QTENSORFORMER_DATA};
};

struct Drawn {
  RecordingCanvas canvas;
  paper::Notes notes;
};

std::unique_ptr<Drawn> draw(const fs::path& data, const std::string& id) {
  auto p = paper::make_qtensorformer_paper();
  auto jobs = testing_support::prepare_figure(*p, data, id);
  EXPECT_EQ(jobs.size(), 1u);
  auto out = std::make_unique<Drawn>();
  const Figure fig = jobs.at(0).build();
  fig.draw(out->canvas);
  out->notes = *jobs.at(0).notes;
  return out;
}

const RecordedText& only(const Drawn& d, const std::string& s) {
  const auto found = d.canvas.find_text(s);
  EXPECT_EQ(found.size(), 1u) << s;
  return *found.at(0);
}

std::vector<std::string> lint_errors(const fs::path& data, const std::string& id) {
  auto p = paper::make_qtensorformer_paper();
  auto jobs = testing_support::prepare_figure(*p, data, id);
  std::vector<std::string> out;
  for (const auto& f : jobs.at(0).build().lint())
    if (f.severity == Severity::Error) out.push_back(f.rule + ": " + f.message);
  return out;
}

// A budget just under the seed's limit (0.32): its two-line label needs room above the limit.
// The limit is a least view, so the headroom grows it; the legend leaves the label free.
TEST(ChangedData, Figure10BudgetLabelStaysUnderTheTitle) {
  Changed data;
  data.edit("quantum_utility.json", [](ordered_json& j) { j["qpu_budget"]["threshold_ms"] = 0.30; });
  const auto d = draw(data.dir(), "figure10");
  const RecordedText& label = only(*d, "T_QPU <= 0.300 ms\n(Includes Readout)");
  const RecordedText& title = only(*d, "Required Physical QPU Latency");
  // Figure y grows downwards: the label's top is below the title's bottom, with room to spare.
  EXPECT_GT(label.bbox.y0, title.bbox.y1 + 3.0);
  EXPECT_EQ(lint_errors(data.dir(), "figure10"), std::vector<std::string>{});
}

// An operating point near the right end: the note beside it stays inside the frame (the x limit
// grows), and still says the intensity of the data.
TEST(ChangedData, Figure12NoteInsideTheFrameForAPointNearTheRightEnd) {
  Changed data;
  data.edit("detailed_latency_profile.json", [](ordered_json& j) {
    j["roofline"]["operating_point"]["arithmetic_intensity_flops_per_byte"] = 45.3243;
  });
  const auto d = draw(data.dir(), "figure12");
  EXPECT_EQ(
      d->canvas.find_text("QTensorFormer Operating Point\n(I = 45.3243 FLOPs/Byte, Compute-Bound)").size(),
      1u);
  EXPECT_EQ(lint_errors(data.dir(), "figure12"), std::vector<std::string>{});
}

// A category figures.json has no colour for is drawn as in figures 2, 9 and 11: the theme
// cycle's next colour no registry entry uses (C0 here), and a note says so; never the colour of
// another category (the paper's own red before).
TEST(ChangedData, Figure15UnknownCategoryTakesTheSharedFallback) {
  Changed data;
  data.edit("baseline_comparison_master.json",
            [](ordered_json& j) { j["models"][2]["category"] = "Speculative Decoding"; });
  const auto d = draw(data.dir(), "figure15");
  const Theme th = Theme::named("qtensorformer");
  ASSERT_EQ(d->notes.size(), 1u);
  EXPECT_EQ(d->notes[0],
            "figure15: no colour for Speculative Decoding in figures.json figure15.category_colors "
            "(drawn in the theme cycle's C0)");
  // The model's markers (one per panel) are in C0; no marker is in it otherwise.
  std::size_t c0 = 0;
  for (const auto& m : d->canvas.markers)
    if (m.fill && m.fill->r == th.cycle(0).r && m.fill->g == th.cycle(0).g && m.fill->b == th.cycle(0).b)
      c0 += m.centres.size();
  EXPECT_EQ(c0, 3u);
}

}  // namespace
