// Colormaps and norms against values printed by matplotlib 3.6.3 (measure_colormaps.py).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <map>
#include <string>

#include "expect_error.hpp"
#include "libplot/colormap.hpp"
#include "libplot/norm.hpp"

using namespace libplot;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

struct ColormapSample {
  const char* name;
  int n;
  double x, r, g, b, a;
};
struct NormSample {
  const char* norm;
  double value, expected;
};
struct BoundarySample {
  const char* norm;
  double value;
  long expected;
};

#include "mpl_colormaps.inc"

// The norms measure_colormaps.py built, by its keys.
const std::map<std::string, Norm>& norms() {
  static const std::map<std::string, Norm> m = {
      {"Normalize(-1, 10)", Normalize{-1.0, 10.0}},
      {"Normalize(-1, 10, clip)", Normalize{-1.0, 10.0, true}},
      {"LogNorm(0.1, 100)", LogNorm{0.1, 100.0}},
      {"SymLogNorm(1, 1, -10, 100)", SymLogNorm{1.0, 1.0, -10.0, 100.0}},
      {"SymLogNorm(0.5, 0.3, -5, 10, e)", SymLogNorm{0.5, 0.3, -5.0, 10.0, false, std::exp(1.0)}},
      {"TwoSlopeNorm(1, -5, 10)", TwoSlopeNorm{1.0, -5.0, 10.0}},
      {"CenteredNorm(1, 4)", CenteredNorm{1.0, 4.0}},
  };
  return m;
}

const std::map<std::string, BoundaryNorm>& boundary_norms() {
  static const std::map<std::string, BoundaryNorm> m = {
      {"BoundaryNorm([0,1,2,5,10], 256)", BoundaryNorm{{0, 1, 2, 5, 10}, 256}},
      {"BoundaryNorm([0,1,2,5,10], 4)", BoundaryNorm{{0, 1, 2, 5, 10}, 4}},
      {"BoundaryNorm([0,1,2,5,10], 6, both)", BoundaryNorm{{0, 1, 2, 5, 10}, 6, false, Extend::Both}},
      {"BoundaryNorm([0,1,2,5,10], 10, clip)", BoundaryNorm{{0, 1, 2, 5, 10}, 10, true}},
  };
  return m;
}

void expect_same(double expected, double actual, const std::string& what) {
  if (std::isnan(expected)) EXPECT_TRUE(std::isnan(actual)) << what << ": " << actual;
  else EXPECT_EQ(expected, actual) << what;
}

}  // namespace

TEST(Colormap, SamplesMatchMatplotlibExactly) {
  int checked = 0;
  for (const ColormapSample& s : kColormapSamples) {
    const Colormap cmap = Colormap::named(s.name);
    ASSERT_EQ(cmap.size(), s.n) << s.name;
    const Color c = cmap(s.x);
    const std::string what = std::string(s.name) + " at " + std::to_string(s.x);
    EXPECT_EQ(c.r, s.r) << what;
    EXPECT_EQ(c.g, s.g) << what;
    EXPECT_EQ(c.b, s.b) << what;
    EXPECT_EQ(c.a, s.a) << what;
    ++checked;
  }
  EXPECT_EQ(checked, 27 * 12);
}

TEST(Colormap, NamesAndErrors) {
  const auto names = Colormap::names();
  for (const char* n : {"viridis", "plasma", "inferno", "magma",   "cividis", "Greys",    "Blues",
                        "Reds",    "Greens", "Oranges", "Purples", "RdBu",    "coolwarm", "bwr",
                        "seismic", "tab10",  "tab20",   "Set1",    "Set2",    "Set3",     "Paired"})
    EXPECT_NE(std::find(names.begin(), names.end(), n), names.end()) << n;
  EXPECT_EQ(Colormap::named("RdBu_r").name(), "RdBu_r");
  EXPECT_EQ(Colormap::named("RdBu_r").reversed().name(), "RdBu");
  expect_error<libplot::InvalidArgument>([&] { Colormap::named("viridiss"); },
                                         "Colormap::named: unknown colormap 'viridiss'");
}

TEST(Colormap, ExtremesAndResampling) {
  const Colormap v = Colormap::named("viridis");
  EXPECT_EQ(v.under(), v.table().front());
  EXPECT_EQ(v.over(), v.table().back());
  EXPECT_EQ(v.bad(), (Color{0, 0, 0, 0}));
  const Colormap w = v.with_extremes(Color{1, 0, 0, 1}, Color{0, 0, 1, 1}, Color{0.5, 0.5, 0.5, 1});
  EXPECT_EQ(w(-0.01), (Color{1, 0, 0, 1}));
  EXPECT_EQ(w(1.01), (Color{0, 0, 1, 1}));
  EXPECT_EQ(w(kNaN), (Color{0.5, 0.5, 0.5, 1}));
  EXPECT_EQ(w.at_index(256), (Color{0, 0, 1, 1}));
  EXPECT_EQ(w.at_index(-1), (Color{1, 0, 0, 1}));
  // Reversing swaps the extremes that were set.
  EXPECT_EQ(w.reversed()(-0.01), (Color{0, 0, 1, 1}));
  // get_cmap('viridis', 8): the colours at linspace(0, 1, 8)
  const Colormap v8 = v.resampled(8);
  ASSERT_EQ(v8.size(), 8);
  EXPECT_EQ(v8.table()[0], v.table()[0]);
  EXPECT_EQ(v8.table()[7], v.table()[255]);
  EXPECT_EQ(v8.table()[3], v.table()[109]);  // int(3/7 * 256) = 109
  // A segmented map resampled recomputes its table: Greys with 2 entries is white, black.
  const Colormap g2 = Colormap::named("Greys").resampled(2);
  EXPECT_EQ(g2.table()[0], (Color{1, 1, 1, 1}));
  EXPECT_EQ(g2.table()[1], (Color{0, 0, 0, 1}));
}

TEST(Colormap, FromListAndSegmentErrors) {
  const Colormap m = Colormap::from_list("wb", {Color{1, 1, 1, 1}, Color{0, 0, 0, 1}}, 3);
  ASSERT_EQ(m.size(), 3);
  EXPECT_EQ(m.table()[1], (Color{0.5, 0.5, 0.5, 1}));
  EXPECT_THROW(
      Colormap::segmented("bad", {{0.1, 0, 0}, {1, 1, 1}}, {{0, 0, 0}, {1, 1, 1}}, {{0, 0, 0}, {1, 1, 1}}),
      libplot::InvalidArgument);
}

TEST(Norm, ValuesMatchMatplotlibExactly) {
  int checked = 0;
  for (const NormSample& s : kNormSamples) {
    const Norm& n = norms().at(s.norm);
    const double got = std::visit([&](const auto& norm) { return static_cast<double>(norm(s.value)); }, n);
    expect_same(s.expected, got, std::string(s.norm) + " of " + std::to_string(s.value));
    ++checked;
  }
  EXPECT_EQ(checked, 7 * 11);
  for (const BoundarySample& s : kBoundarySamples) {
    EXPECT_EQ(boundary_norms().at(s.norm)(s.value), s.expected) << s.norm << " of " << s.value;
    ++checked;
  }
  EXPECT_EQ(checked, 7 * 11 + 4 * 10);
}

TEST(Norm, AutoscaleIgnoresNaNAndLogIgnoresNonPositive) {
  const std::vector<double> data{3.0, -2.0, kNaN, 0.0, 8.0, 0.5};
  EXPECT_EQ(norm_vmin(autoscaled(Normalize{}, data)), kAutoscaled[0]);
  EXPECT_EQ(norm_vmax(autoscaled(Normalize{}, data)), kAutoscaled[1]);
  EXPECT_EQ(norm_vmin(autoscaled(LogNorm{}, data)), kAutoscaled[2]);
  EXPECT_EQ(norm_vmax(autoscaled(LogNorm{}, data)), kAutoscaled[3]);
  EXPECT_EQ(*std::get<CenteredNorm>(autoscaled(CenteredNorm{1.0}, data)).halfrange, kAutoscaled[4]);
  EXPECT_EQ(norm_vmin(autoscaled(TwoSlopeNorm{5.0}, data)), kAutoscaled[5]);
  EXPECT_EQ(norm_vmax(autoscaled(TwoSlopeNorm{5.0}, data)), kAutoscaled[6]);
}

TEST(Norm, InversesAndErrors) {
  const LogNorm log{0.1, 100.0};
  EXPECT_DOUBLE_EQ(log.inverse(1.0 / 3.0), 1.0);
  const SymLogNorm symlog{1.0, 1.0, -10.0, 100.0};
  EXPECT_DOUBLE_EQ(symlog.inverse(symlog(7.0)), 7.0);
  const TwoSlopeNorm two{1.0, -5.0, 10.0};
  EXPECT_EQ(two.inverse(0.5), 1.0);
  const Normalize flat{2.0, 2.0};
  EXPECT_EQ(flat(5.0), 0.0);  // vmin == vmax maps everything to 0
  expect_error<libplot::InvalidArgument>(
      [&] {
        (void)Normalize{3.0, 1.0}(2.0);
      },
      "Normalize: vmin (3) must be less than or equal to vmax (1)");
  const LogNorm negative{-1.0, 10.0};
  EXPECT_THROW((void)negative(2.0), libplot::InvalidArgument);
  EXPECT_THROW(autoscaled(BoundaryNorm{{0, 1, 2}, 1}, {}), libplot::InvalidArgument);
  EXPECT_THROW(autoscaled(BoundaryNorm{{0, 2, 1}, 10}, {}), libplot::InvalidArgument);
  EXPECT_THROW(autoscaled(Normalize{}, {}), libplot::InvalidArgument);  // no data, no limits
  // map_color: a BoundaryNorm indexes the colormap; NaN is bad.
  const Colormap tab = Colormap::named("tab10");
  EXPECT_EQ(map_color(tab, BoundaryNorm{{0, 1, 2}, 10}, 1.5), tab.table()[9]);
  EXPECT_EQ(map_color(tab, Normalize{0.0, 1.0}, kNaN), tab.bad());
}
