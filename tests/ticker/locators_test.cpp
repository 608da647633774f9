// Locator tables measured from matplotlib 3.6.3: MaxNLocator, LogLocator, nonsingular,
// tick_space, ticks_in_view, and the locator half of whole real axes.
#include "tables.hpp"

#include <stdexcept>

using namespace ticker_tables;

namespace {

libplot::MaxNLocator make(const MaxNCase& c) {
  libplot::MaxNLocator loc =
      c.steps.empty() ? libplot::MaxNLocator::matplotlib_default() : libplot::MaxNLocator{};
  if (c.nbins >= 0) loc.nbins = c.nbins;
  else loc.nbins.reset();
  if (!c.steps.empty()) loc.steps = c.steps;
  loc.integer = c.integer;
  loc.symmetric = c.symmetric;
  loc.prune = c.prune;
  loc.min_n_ticks = c.min_n_ticks;
  return loc;
}

libplot::LogLocator make(const LogLocCase& c) {
  libplot::LogLocator loc;
  loc.base = c.base;
  loc.subs_mode = c.mode;
  loc.subs = c.subs;
  if (c.numticks >= 0) loc.numticks = c.numticks;
  return loc;
}

}  // namespace

TEST(MaxNLocator, MatchesMatplotlibTable) {
  ASSERT_GE(kMaxN.size(), 150u);
  int bit_exact = 0, n = 0;
  for (const auto& c : kMaxN) {
    SCOPED_TRACE(::testing::Message()
                 << "range (" << c.vmin << ", " << c.vmax << ") nbins " << c.nbins << " auto " << c.auto_nbins
                 << " integer " << c.integer << " symmetric " << c.symmetric);
    const auto got = make(c).tick_values(c.vmin, c.vmax, c.auto_nbins);
    EXPECT_TRUE(same_ticks(got, c.ticks));
    ++n;
    if (got == c.ticks) ++bit_exact;
  }
  // The arithmetic is matplotlib's own; nearly every table row should agree to the last bit.
  EXPECT_GE(bit_exact, n * 95 / 100) << bit_exact << " of " << n << " rows bit-exact";
}

TEST(MaxNLocator, KnownValues) {
  const libplot::MaxNLocator autoloc;  // AutoLocator
  EXPECT_EQ(autoloc.tick_values(0, 1), (std::vector<double>{0, 0.2, 0.4, 0.6000000000000001, 0.8, 1}));
  EXPECT_EQ(autoloc.tick_values(0, 1, 4), (std::vector<double>{0, 0.25, 0.5, 0.75, 1}));
  EXPECT_EQ(autoloc.tick_values(0, 1620),
            (std::vector<double>{0, 200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800}));
  EXPECT_EQ(autoloc.tick_values(1620, 0), autoloc.tick_values(0, 1620));
  auto sym = autoloc;
  sym.symmetric = true;
  EXPECT_EQ(sym.tick_values(-0.3, 2.7).front(), -3.0);
}

// Each step of MaxNLocator()'s table {1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10} chosen on a range where
// matplotlib 3.6 takes it (measured there; the table test holds these ranges too).
TEST(MaxNLocator, EveryStepOfTheDefaultTable) {
  const libplot::MaxNLocator def = libplot::MaxNLocator::matplotlib_default();
  const struct {
    double vmax, step, last;
  } cases[] = {{1.0, 0.1, 1.0}, {1.3, 0.15, 1.35}, {2.0, 0.2, 2.0}, {2.2, 0.25, 2.25}, {2.8, 0.3, 3.0},
               {3.3, 0.4, 3.6}, {4.4, 0.5, 4.5},   {5.6, 0.6, 6.0}, {75, 8, 80},       {0.7, 0.08, 0.72}};
  for (const auto& c : cases) {
    SCOPED_TRACE(::testing::Message() << "range (0, " << c.vmax << ")");
    const auto got = def.tick_values(0, c.vmax, 9);
    ASSERT_GE(got.size(), 2u);
    EXPECT_NEAR(got[1] - got[0], c.step, 1e-12);
    EXPECT_NEAR(got.back(), c.last, 1e-12);
  }
}

TEST(MaxNLocator, RejectsBadSteps) {
  libplot::MaxNLocator loc;
  loc.steps = {2, 1};
  EXPECT_THROW(loc.tick_values(0, 1), libplot::InvalidArgument);
  loc.steps = {1, 20};
  EXPECT_THROW(loc.tick_values(0, 1), libplot::InvalidArgument);
}

TEST(MaxNLocator, ViewLimits) {
  libplot::MaxNLocator loc;
  EXPECT_EQ(loc.view_limits(2, 5), (std::pair<double, double>{2, 5}));
  EXPECT_EQ(loc.view_limits(0, 0), (std::pair<double, double>{-1e-12, 1e-12}));
  loc.symmetric = true;
  EXPECT_EQ(loc.view_limits(-1, 3), (std::pair<double, double>{-3, 3}));
}

TEST(Nonsingular, MatchesMatplotlibTable) {
  for (const auto& c : kNonsingular) {
    SCOPED_TRACE(::testing::Message() << c.vmin << ", " << c.vmax);
    const auto [lo, hi] = libplot::nonsingular(c.vmin, c.vmax, c.expander, c.tiny, c.increasing);
    EXPECT_EQ(lo, c.out_min);
    EXPECT_EQ(hi, c.out_max);
  }
}

TEST(LogLocator, MatchesMatplotlibTable) {
  ASSERT_GE(kLogLoc.size(), 100u);
  for (const auto& c : kLogLoc) {
    SCOPED_TRACE(::testing::Message() << "range (" << c.vmin << ", " << c.vmax << ") base " << c.base
                                      << " mode " << static_cast<int>(c.mode) << " subs " << show(c.subs)
                                      << " numticks " << c.numticks << " auto " << c.auto_numticks);
    EXPECT_TRUE(same_ticks(make(c).tick_values(c.vmin, c.vmax, c.auto_numticks), c.ticks));
  }
}

TEST(LogLocator, UnderADecadeKeepsDecadesAndFallsBackForMinor) {
  // (3, 7): the major locator still returns the surrounding decades (none in view) ...
  libplot::LogLocator major;
  EXPECT_TRUE(same_ticks(major.tick_values(3, 7), {0.1, 1, 10, 100}));
  // ... and a minor locator with at most one tick in view switches to AutoLocator.
  libplot::LogLocator minor{10.0, libplot::LogLocator::Subs::Auto, {}, std::nullopt};
  EXPECT_TRUE(same_ticks(minor.tick_values(3, 3.5), libplot::MaxNLocator{}.tick_values(3, 3.5)));
}

TEST(LogLocator, NonPositive) {
  libplot::LogLocator loc;
  EXPECT_THROW(loc.tick_values(0, 10), libplot::InvalidArgument);
  EXPECT_TRUE(same_ticks(loc.tick_values(-1, 100, 9, 1.0), {0.1, 1, 10, 100, 1000}));
  EXPECT_EQ(loc.view_limits(0, 100, 0.5), (std::pair<double, double>{0.5, 100}));
  EXPECT_EQ(loc.view_limits(-5, -1, 0.5), (std::pair<double, double>{1, 10}));
  EXPECT_EQ(loc.view_limits(100, 100, 1), (std::pair<double, double>{10, 1000}));
  EXPECT_EQ(loc.view_limits(50, 50, 1), (std::pair<double, double>{10, 100}));
}

TEST(TickSpace, MatchesMatplotlibTable) {
  for (const auto& c : kTickSpace) {
    SCOPED_TRACE(::testing::Message() << c.length_pt << " " << c.label_size << " " << c.x_axis);
    EXPECT_EQ(libplot::tick_space(c.length_pt, c.label_size, c.x_axis), c.expected);
  }
}

TEST(TicksInView, MatchesMatplotlibTable) {
  for (const auto& c : kInView) {
    SCOPED_TRACE(::testing::Message() << show(c.ticks) << " in (" << c.vmin << ", " << c.vmax << ")");
    EXPECT_EQ(libplot::ticks_in_view(c.ticks, c.vmin, c.vmax, c.log, c.base), c.kept);
  }
}

// Real matplotlib axes: tick_space from the figure geometry, the axis's locators and the ticks
// _update_ticks draws.
TEST(WholeAxis, Locators) {
  for (const auto& c : kAxes) {
    SCOPED_TRACE(::testing::Message() << (c.x_axis ? "x" : "y") << (c.log ? " log" : " linear") << " ("
                                      << c.vmin << ", " << c.vmax << ")");
    const int space = libplot::tick_space(c.length_pt, c.label_size, c.x_axis);
    EXPECT_EQ(space, c.tick_space);
    std::vector<double> major, minor;
    if (c.log) {
      libplot::LogLocator maj{c.base, libplot::LogLocator::Subs::One, {}, std::nullopt};
      libplot::LogLocator mnr{c.base, libplot::LogLocator::Subs::Auto, {}, std::nullopt};
      major = maj.tick_values(c.vmin, c.vmax, space);
      minor = libplot::remove_overlapping_locs(mnr.tick_values(c.vmin, c.vmax, space), major, c.vmin, c.vmax,
                                               true, c.base);
    } else {
      major = libplot::MaxNLocator{}.tick_values(c.vmin, c.vmax, space);
    }
    EXPECT_TRUE(same_ticks(major, c.major));
    EXPECT_TRUE(same_ticks(minor, c.minor));
    EXPECT_EQ(libplot::ticks_in_view(c.major, c.vmin, c.vmax, c.log, c.base), c.drawn_major);
    EXPECT_EQ(libplot::ticks_in_view(c.minor, c.vmin, c.vmax, c.log, c.base), c.drawn_minor);
  }
}

// Where matplotlib raises (IndexError / OverflowError), libplot throws instead of looping.
TEST(Locators, OverflowingRangesThrow) {
  EXPECT_THROW(libplot::MaxNLocator{}.tick_values(-1e308, 1e308), libplot::InvalidArgument);
  EXPECT_THROW(libplot::LogLocator{}.tick_values(1, INF_), libplot::InvalidArgument);
  EXPECT_EQ(libplot::tick_space(NAN_, 10, true), 0);
  EXPECT_EQ(libplot::tick_space(300, 0, true), std::numeric_limits<int>::max());
}
