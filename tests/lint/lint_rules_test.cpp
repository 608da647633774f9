// Each lint rule on a figure that breaks it and one that does not, through Figure::lint (which
// lints the recording canvas), and silencing one finding for one artist.
#include <gtest/gtest.h>

#include "libplot/libplot.hpp"

using namespace libplot;

namespace {

std::vector<LintFinding> of_rule(const Figure& fig, const std::string& rule) {
  std::vector<LintFinding> out;
  for (auto& f : fig.lint())
    if (f.rule == rule) out.push_back(f);
  return out;
}

Figure small() { return Figure(Theme{}, {.width = 4, .height = 3, .dpi = 100}); }

const TextOptions centred_in_axes{.coords = Coord::AxesFraction,
                                  .props = {.ha = HAlign::Center, .va = VAlign::Center}};

TEST(LintRules, TextOverlap) {
  Figure bad = small();
  bad.axes().text({0.5, 0.5}, "first note", centred_in_axes);
  bad.axes().text({0.52, 0.52}, "second note", centred_in_axes);
  const auto f = of_rule(bad, "text-overlap");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::Error);
  ASSERT_EQ(f[0].subjects.size(), 2u);
  EXPECT_EQ(f[0].subjects[0].text, "first note");
  EXPECT_EQ(f[0].subjects[1].text, "second note");
  EXPECT_EQ(f[0].subjects[0].role, "text");
  EXPECT_EQ(f[0].subjects[0].axes, 0);
  EXPECT_EQ(f[0].message.rfind("\"first note\" overlaps \"second note\" by ", 0), 0u) << f[0].message;

  Figure good = small();
  good.axes().text({0.5, 0.3}, "first note", centred_in_axes);
  good.axes().text({0.5, 0.7}, "second note", centred_in_axes);
  EXPECT_EQ(of_rule(good, "text-overlap").size(), 0u);
}

TEST(LintRules, OneArtistSilencesOneRule) {
  Figure fig = small();
  fig.axes().text({0.5, 0.5}, "first note", centred_in_axes);
  TextOptions quiet = centred_in_axes;
  quiet.props.lint_ignore = {"text-overlap"};
  fig.axes().text({0.52, 0.52}, "second note", quiet);
  EXPECT_EQ(of_rule(fig, "text-overlap").size(), 0u);
  // Silencing names the rule: other rules still see the artist.
  TextOptions other = centred_in_axes;
  other.props.lint_ignore = {"text-too-small"};
  Figure fig2 = small();
  fig2.axes().text({0.5, 0.5}, "first note", centred_in_axes);
  fig2.axes().text({0.52, 0.52}, "second note", other);
  EXPECT_EQ(of_rule(fig2, "text-overlap").size(), 1u);
}

TEST(LintRules, TextClipped) {
  Figure bad = small();
  bad.axes().text({0.9, 0.5}, "a note that runs off the page", {.coords = Coord::AxesFraction});
  const auto f = of_rule(bad, "text-clipped");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find("past the figure's right edge"), std::string::npos) << f[0].message;

  Figure cut = small();
  cut.axes().set_xlim(0, 1);
  cut.axes().set_ylim(0, 1);
  cut.axes().text({0.9, 0.5}, "cut here", {.clip = true});
  const auto c = of_rule(cut, "text-clipped");
  ASSERT_EQ(c.size(), 1u);
  EXPECT_EQ(c[0].message, "\"cut here\" is cut by its clip (the axes box)");

  Figure good = small();
  good.axes().text({0.1, 0.5}, "a short note", {.coords = Coord::AxesFraction});
  EXPECT_EQ(of_rule(good, "text-clipped").size(), 0u);
}

TEST(LintRules, TextCrossesFrame) {
  Figure bad(Theme{}, {.width = 6, .height = 3, .dpi = 100});
  bad.axes().text({0.97, 0.5}, "crossing", {.coords = Coord::AxesFraction});
  const auto f = of_rule(bad, "text-crosses-frame");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].message, "\"crossing\" crosses the frame of axes 0");
  EXPECT_EQ(f[0].subjects.at(1).role, "spine");

  Figure good(Theme{}, {.width = 6, .height = 3, .dpi = 100});
  good.axes().text({0.5, 0.5}, "crossing", {.coords = Coord::AxesFraction});
  EXPECT_EQ(of_rule(good, "text-crosses-frame").size(), 0u);
}

// A line through three markers at (0, 0), (0.5, 0.5), (1, 1) on unit limits.
Figure diagonal() {
  Figure fig = small();
  Axes& ax = fig.axes();
  const std::vector<double> v{0, 0.5, 1};
  ax.plot(v, v, {.marker = "o", .label = "diagonal"});
  ax.set_xlim(0, 1);
  ax.set_ylim(0, 1);
  return fig;
}

TEST(LintRules, TextOverData) {
  Figure bad = diagonal();
  bad.axes().text({0.5, 0.5}, "over the marker", centred_in_axes);
  const auto f = of_rule(bad, "text-over-data");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::Error);
  EXPECT_EQ(f[0].message, "\"over the marker\" is drawn over the line \"diagonal\"");

  // A thin line alone through the text: readable, a warning.
  Figure crossed = diagonal();
  crossed.axes().text({0.25, 0.25}, "crossed", centred_in_axes);
  const auto w = of_rule(crossed, "text-over-data");
  ASSERT_EQ(w.size(), 1u);
  EXPECT_EQ(w[0].severity, Severity::Warning);

  // A label beside its own point is not over "other" data.
  Figure good = diagonal();
  good.axes().text({0.55, 0.45}, "own point", {.props = {.ha = HAlign::Left, .va = VAlign::Top}});
  good.axes().text({0.7, 0.1}, "free space", centred_in_axes);
  EXPECT_EQ(of_rule(good, "text-over-data").size(), 0u);
}

TEST(LintRules, LegendCoversData) {
  auto bars = [](double ytop) {
    Figure fig = small();
    const std::vector<double> x{0, 1, 2}, h{10, 10, 10};
    fig.axes().bar(x, h, {.label = "bars"});
    fig.axes().set_ylim(0, ytop);
    fig.axes().legend({.loc = "upper left"});
    return fig;
  };
  const auto f = of_rule(bars(10.5), "legend-covers-data");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].message, "the legend of axes 0 covers the bars \"bars\"");
  EXPECT_EQ(f[0].subjects.at(0).role, "legend");
  // Over the bars' bodies only, below their ends, it hides no value.
  EXPECT_EQ(of_rule(bars(20), "legend-covers-data").size(), 0u);
}

TEST(LintRules, LabelAmbiguous) {
  auto labelled = [](double xtext) {
    Figure fig = small();
    const std::vector<double> x{0, 1}, y{0, 0};
    fig.axes().scatter(x, y);
    fig.axes().set_xlim(-0.5, 1.5);
    fig.axes().annotate("A", {0, 0}, {.xytext = Point{xtext, 0.01}});
    return fig;
  };
  const auto f = of_rule(labelled(0.85), "label-ambiguous");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].subjects.at(0).text, "A");
  EXPECT_EQ(f[0].subjects.at(1).role, "scatter");
  EXPECT_EQ(of_rule(labelled(0.05), "label-ambiguous").size(), 0u);
}

TEST(LintRules, TextTooSmall) {
  auto sized = [](double pt) {
    Figure fig = small();
    fig.axes().text({0.5, 0.5}, "tiny", {.coords = Coord::AxesFraction, .props = {.size = pt}});
    return fig;
  };
  const auto f = of_rule(sized(4), "text-too-small");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].message, "\"tiny\" is 4.0 pt, under 5.0 pt");
  EXPECT_EQ(of_rule(sized(5), "text-too-small").size(), 0u);
  // The threshold is an option.
  EXPECT_EQ(sized(5).lint({.min_font_size = 6}).size(), 1u);
}

TEST(LintRules, IndistinguishableColours) {
  auto two = [](const char* a, const char* b) {
    Figure fig = small();
    const std::vector<double> x{0, 1}, y1{0, 1}, y2{1, 0};
    fig.axes().plot(x, y1, {.color = parse_color(a), .label = "one"});
    fig.axes().plot(x, y2, {.color = parse_color(b), .label = "two"});
    fig.axes().legend({.loc = "center"});
    return fig;
  };
  // matplotlib's C2 green and C3 red: apart in colour, close for a deuteranope.
  const auto f = of_rule(two("#2ca02c", "#d62728"), "indistinguishable-colours");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::Warning);
  EXPECT_NE(f[0].message.find("\"one\" and \"two\" differ by CIEDE2000 "), std::string::npos) << f[0].message;
  EXPECT_EQ(of_rule(two("#000000", "#ff7f0e"), "indistinguishable-colours").size(), 0u);
}

TEST(LintRules, TickLabelOverlap) {
  auto ticks = [](std::vector<std::string> labels) {
    Figure fig(Theme{}, {.width = 2.5, .height = 2, .dpi = 100});
    fig.axes().plot(std::vector<double>{0, 2}, std::vector<double>{0, 1});
    fig.axes().set_xticks({0, 1, 2}, std::move(labels));
    return fig;
  };
  const auto f = of_rule(ticks({"a long label", "another long one", "third label"}), "tick-label-overlap");
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[0].message, "tick labels \"a long label\" and \"another long one\" overlap");
  EXPECT_EQ(f[0].subjects.at(0).role, "x tick label");
  EXPECT_EQ(of_rule(ticks({"a", "b", "c"}), "tick-label-overlap").size(), 0u);
}

TEST(LintRules, GridMismatch) {
  auto twin = [](double hi) {
    Figure fig = small();
    Axes& ax = fig.axes();
    ax.plot(std::vector<double>{0, 1}, std::vector<double>{0, 1});
    ax.grid();
    Axes& right = ax.twinx();
    right.plot(std::vector<double>{0, 1}, std::vector<double>{0, hi});
    right.grid();
    return fig;
  };
  const auto f = of_rule(twin(3), "grid-mismatch");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].message, "axes 0 and 1 draw horizontal gridlines over one box that do not line up");
  EXPECT_EQ(of_rule(twin(1), "grid-mismatch").size(), 0u);
}

TEST(LintRules, UnknownDisabledRuleIsAnError) {
  Figure fig = small();
  try {
    fig.lint({.disable = {"no-such-rule"}});
    FAIL();
  } catch (const libplot::InvalidArgument& e) {
    EXPECT_STREQ(e.what(), "lint: unknown rule 'no-such-rule' in LintOptions::disable");
  }
  EXPECT_EQ(lint_rules().size(), 10u);
}

}  // namespace
