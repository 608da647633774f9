// Each lint rule on a figure that breaks it and one that does not, through Figure::lint (which
// lints the recording canvas), and silencing one finding for one artist.
#include <gtest/gtest.h>

#include "expect_error.hpp"
#include "libplot/libplot.hpp"
#include "libplot/recording_canvas.hpp"

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

// Two left-aligned texts on one baseline whose boxes overlap across by exactly `by` points (the
// second starts `by` before the first one's box ends), in a 4 x 3 in figure.
Figure two_texts_overlapping_by(double by) {
  const TextProps at_figure{.ha = HAlign::Left};  // Figure::text: in figure fraction
  Figure one = small();
  one.text({0.25, 0.5}, "first note", at_figure);
  RecordingCanvas rc;
  one.draw(rc);
  const Rect box = rc.texts.at(0).bbox;
  Figure fig = small();
  fig.text({0.25, 0.5}, "first note", at_figure);
  fig.text({(box.x1 - by) / 288.0, 0.5}, "second note", at_figure);
  return fig;
}

// The overlap a finding allows (LintOptions::overlap, 0.5 pt by default), on both sides of it.
TEST(LintRules, TextOverlapThresholdDefault) {
  EXPECT_EQ(of_rule(two_texts_overlapping_by(0.45), "text-overlap").size(), 0u);
  const auto f = of_rule(two_texts_overlapping_by(0.55), "text-overlap");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].message.rfind("\"first note\" overlaps \"second note\" by 0.5", 0), 0u) << f[0].message;
}

TEST(LintRules, TextOverlapThresholdGiven) {
  const LintOptions loose{.overlap = 2.0};
  auto count = [&](double by) {
    std::size_t n = 0;
    for (const auto& f : two_texts_overlapping_by(by).lint(loose)) n += f.rule == "text-overlap";
    return n;
  };
  EXPECT_EQ(count(1.95), 0u);
  EXPECT_EQ(count(2.05), 1u);
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
  expect_error<libplot::InvalidArgument>([&] { fig.lint({.disable = {"no-such-rule"}}); },
                                         "lint: unknown rule 'no-such-rule' in LintOptions::disable");
  EXPECT_EQ(lint_rules().size(), 12u);
}

// A diagram on unit limits, axis off: a box from (0.1, 0.1) to (0.4, 0.4), another from
// (0.6, 0.1) to (0.9, 0.4), and an arrow from the first to the second.
Figure diagram(bool stop_at_edges) {
  Figure fig = small();
  Axes& ax = fig.axes();
  ax.axis_off();
  ax.set_xlim(0, 1);
  ax.set_ylim(0, 1);
  const Rect a{0.1, 0.1, 0.4, 0.4}, b{0.6, 0.1, 0.9, 0.4};
  ax.box(a, {.pad = 0, .facecolor = Color{0.8, 0.8, 1, 1}, .edgecolor = Color{0, 0, 0, 1}});
  ax.box(b, {.pad = 0, .facecolor = Color{0.8, 1, 0.8, 1}, .edgecolor = Color{0, 0, 0, 1}});
  if (stop_at_edges) ax.arrow({0.25, 0.25}, {0.75, 0.25}, {}, a, b);
  else ax.arrow({0.3, 0.25}, {0.75, 0.25}, {});  // from inside the first box to the second's centre
  return fig;
}

TEST(LintRules, ArrowInsideBox) {
  const auto f = of_rule(diagram(false), "arrow-inside-box");
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[0].severity, Severity::Error);
  // From 0.3 to the first box's edge at 0.4 (0.1 of 223.2 pt), less the 2 pt shrink; the tip
  // 0.15 of the 166.3 pt axes height from the second box's top and bottom.
  EXPECT_EQ(f[0].message, "an arrow starts 20.3 pt inside a box, not at its edge");
  EXPECT_EQ(f[1].message, "an arrow ends 24.9 pt inside a box, not at its edge");
  EXPECT_EQ(f[0].subjects.at(0).role, "arrow");
  EXPECT_EQ(f[0].subjects.at(1).role, "box");
  EXPECT_EQ(of_rule(diagram(true), "arrow-inside-box").size(), 0u);

  // An annotation's arrow (drawn in its text's group) is checked too; one that leaves its own
  // text's box at the edge is not inside it.
  Figure note = diagram(true);
  note.axes().annotate("", {0.75, 0.7}, {.xytext = Point{0.25, 0.25}, .arrow = ArrowProps{}});
  const auto n = of_rule(note, "arrow-inside-box");
  ASSERT_EQ(n.size(), 1u);
  EXPECT_EQ(n[0].message, "an arrow starts 19.8 pt inside a box, not at its edge");
  Figure boxed = diagram(true);
  boxed.axes().annotate("boxed note", {0.75, 0.7},
                        {.xytext = Point{0.25, 0.7},
                         .arrow = ArrowProps{},
                         .box = BoxStyle{.facecolor = Color{1, 1, 1, 1}, .edgecolor = Color{0, 0, 0, 1}}});
  EXPECT_EQ(of_rule(boxed, "arrow-inside-box").size(), 0u);
}

// A titled diagram whose one box spans the axes' width from the bottom up to `top`.
Figure titled(double top) {
  Figure fig = small();
  Axes& ax = fig.axes();
  ax.axis_off();
  ax.set_xlim(0, 1);
  ax.set_ylim(0, 1);
  ax.box({0, 0, 1, top}, {.pad = 0, .facecolor = Color{0.8, 0.8, 1, 1}, .edgecolor = Color{0, 0, 0, 1}});
  ax.set_title("A diagram");
  return fig;
}

TEST(LintRules, EmptyBand) {
  // A suptitle far above the axes.
  Figure sup = small();
  sup.axes().plot(std::vector<double>{0, 1}, std::vector<double>{0, 1});
  sup.suptitle("Far above");
  sup.subplots_adjust({.top = 0.6});
  const auto f = of_rule(sup, "empty-band");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::Warning);
  EXPECT_EQ(f[0].message,
            "an empty band 72.4 pt high (33.5 % of the page's height) between the title \"Far above\" and "
            "the spine");
  EXPECT_EQ(f[0].subjects.at(0).text, "Far above");
  EXPECT_EQ(f[0].subjects.at(1).role, "spine");
  // Its thresholds are options.
  std::size_t relaxed = 0;
  for (const auto& x : sup.lint({.max_empty_band = 0.5})) relaxed += x.rule == "empty-band";
  EXPECT_EQ(relaxed, 0u);
  // matplotlib's default place for a suptitle (0.98, axes top at 0.88) is not a band.
  Figure usual = small();
  usual.axes().plot(std::vector<double>{0, 1}, std::vector<double>{0, 1});
  usual.suptitle("As usual");
  EXPECT_EQ(of_rule(usual, "empty-band").size(), 0u);
  // A diagram (axis off) whose content ends far below the axes top: libplot draws the title
  // above the content, so there is no band (matplotlib leaves one: the DEFECTS fixture).
  EXPECT_EQ(of_rule(titled(0.5), "empty-band").size(), 0u);
  // Space above a footnote is the figure's design, not a band under a title.
  Figure footnote = titled(0.95);
  footnote.subplots_adjust({.bottom = 0.4});
  footnote.text({0.5, 0.02}, "a footnote far below", {.ha = HAlign::Center});
  EXPECT_EQ(of_rule(footnote, "empty-band").size(), 0u);
}

}  // namespace
