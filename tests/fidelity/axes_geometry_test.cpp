// The axes rectangles of every paper figure against matplotlib's (mpl_axes.jsonl, measured once
// from the seed scripts by measure_axes.py): within 1 px in matplotlib-compat mode. Prints the
// table of differences.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>

#include "model/figure_state.hpp"
#include "fidelity_support.hpp"
#include "layout/tight_layout.hpp"
#include "libplot/libplot.hpp"

namespace {

using namespace libplot;

struct MplFigure {
  double dpi = 0;
  int width = 0, height = 0;
  std::vector<Rect> axes;  // pixels, y down
};

std::map<std::string, MplFigure> mpl_table() {
  std::map<std::string, MplFigure> out;
  std::ifstream in(LIBPLOT_MPL_AXES);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    const auto j = nlohmann::json::parse(line);
    MplFigure f;
    f.dpi = j.at("dpi");
    f.width = j.at("width");
    f.height = j.at("height");
    for (const auto& a : j.at("axes")) f.axes.push_back({a[0], a[1], a[2], a[3]});
    out[j.at("figure").get<std::string>()] = f;
  }
  return out;
}

// libplot's axes rectangles in the PNG's pixels, placed as Figure::render places the page.
std::vector<Rect> libplot_axes(const Figure& fig, const SaveOptions& save) {
  const FigureState& s = state_of(fig);
  const double dpi = save.dpi.value_or(s.theme.savefig_dpi.value_or(s.dpi));
  const ScopedTextMetrics metrics(TextMetrics::raster_at(dpi));
  double x0 = 0, y0 = 0, height = s.height_in * 72.0;
  if (save.bbox_tight) {
    RecordingCanvas rec;
    const Rect box = fig.draw(rec).padded(save.pad_inches.value_or(s.theme.savefig_pad_inches) * 72);
    x0 = box.x0;
    y0 = box.y0;
    height = box.height();
  }
  const double hpx = height * dpi / 72.0;
  const double frac = hpx - std::floor(hpx + 1e-9);
  // render_bytes flips y about the truncated height: the page moves up by the fraction (a tight
  // page too: Figure::render adds no shift of its own).
  const double dy = frac;
  std::vector<Rect> out;
  const double k = dpi / 72.0;
  for (const Rect& r : axes_boxes(s, TextEngine::for_this_thread()))
    out.push_back({(r.x0 - x0) * k, (r.y0 - y0) * k - dy, (r.x1 - x0) * k, (r.y1 - y0) * k - dy});
  return out;
}

TEST(AxesGeometry, WithinOnePixelOfMatplotlib) {
  const auto table = mpl_table();
  ASSERT_EQ(table.size(), 25u);
  const bool compat = fidelity::compat_mode();
  std::printf("%-44s %4s %28s\n", "figure", "axes", "max |d| px (x0 y0 x1 y1)");
  int checked = 0;
  for (const fidelity::PaperFigure& pf : fidelity::paper_figures(compat)) {
    const std::string png = pf.info.stem + ".png";
    auto it = table.find(png);
    ASSERT_NE(it, table.end()) << png;
    const MplFigure& m = it->second;
    const std::vector<Rect> ours = libplot_axes(pf.figure, pf.info.save);
    ASSERT_EQ(ours.size(), m.axes.size()) << png;
    for (std::size_t i = 0; i < ours.size(); ++i) {
      const Rect& a = ours[i];
      const Rect& b = m.axes[i];
      const double d[4] = {a.x0 - b.x0, a.y0 - b.y0, a.x1 - b.x1, a.y1 - b.y1};
      double worst = 0;
      for (double v : d) worst = std::max(worst, std::fabs(v));
      std::printf("%-44s %4zu %6.2f  (%+6.2f %+6.2f %+6.2f %+6.2f)\n", png.c_str(), i, worst, d[0], d[1],
                  d[2], d[3]);
      if (compat) {
        EXPECT_LE(worst, fidelity::axes_tolerance(pf.info.stem)) << png << " axes " << i;
      }
      ++checked;
    }
  }
  EXPECT_GT(checked, 25);
}

}  // namespace
