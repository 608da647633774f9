#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <sys/stat.h>

#include "error_message.hpp"
#include "libplot/theme.hpp"
#include "temp_dir.hpp"

namespace libplot {
namespace {
namespace fs = std::filesystem;

const fs::path kThemes = LIBPLOT_TEST_THEMES;

std::string error_of(std::string_view json) {
  return error_message<ThemeError>([&] { Theme::parse(json, "inline"); });
}

// A scratch directory of theme files, removed afterwards.
class ThemeDir : public ::testing::Test {
 protected:
  fs::path write(const std::string& name, const std::string& json) {
    const fs::path p = dir_ / (name + ".json");
    std::ofstream(p) << json;
    return p;
  }
  std::string load_error(const std::string& name) {
    return error_message<ThemeError>([&] { Theme::load(dir_ / (name + ".json")); });
  }
  std::string path(const std::string& name) const { return (dir_ / (name + ".json")).string(); }
  const testing_support::TempDir scratch_{"libplot_theme"};
  const fs::path dir_ = scratch_.path();
};

// ---- defaults

TEST(ThemeDefaults, AreMatplotlibs) {
  const Theme t;
  EXPECT_EQ(t.figure_dpi, 100);
  EXPECT_EQ(t.figure_width, 6.4);
  EXPECT_EQ(t.figure_height, 4.8);
  EXPECT_EQ(t.subplot_left, 0.125);
  EXPECT_EQ(t.subplot_bottom, 0.11);
  EXPECT_EQ(t.subplot_top, 0.88);
  EXPECT_EQ(t.font_size, 10);
  EXPECT_EQ(t.font_family, "DejaVu Sans");
  EXPECT_EQ(t.axes_titlesize, 12);  // "large"
  EXPECT_EQ(t.figure_titlesize, 12);
  EXPECT_EQ(t.axes_labelsize, 10);  // "medium"
  EXPECT_EQ(t.xtick.labelsize, 10);
  EXPECT_EQ(t.legend_fontsize, 10);
  EXPECT_EQ(t.axes_linewidth, 0.8);
  EXPECT_EQ(t.axes_labelpad, 4.0);
  EXPECT_EQ(t.axes_titlepad, 6.0);
  EXPECT_FALSE(t.axes_titley.has_value());
  EXPECT_EQ(t.axes_axisbelow, Theme::AxisBelow::Line);
  EXPECT_EQ(t.grid_color, parse_color("#b0b0b0"));
  EXPECT_EQ(t.grid_linewidth, 0.8);
  EXPECT_EQ(t.xtick.major_size, 3.5);
  EXPECT_EQ(t.ytick.minor_pad, 3.4);
  EXPECT_EQ(t.xtick.minor_width, 0.6);
  EXPECT_EQ(t.lines_linewidth, 1.5);
  EXPECT_EQ(t.lines_markersize, 6);
  EXPECT_EQ(t.lines_solid_capstyle, LineCap::Projecting);
  EXPECT_EQ(t.lines_dash_capstyle, LineCap::Butt);
  EXPECT_EQ(t.legend_edgecolor, parse_color("0.8"));
  EXPECT_EQ(t.legend_framealpha, 0.8);
  EXPECT_FALSE(t.legend_facecolor.has_value());
  EXPECT_FALSE(t.savefig_facecolor.has_value());
  EXPECT_FALSE(t.savefig_dpi.has_value());
  EXPECT_EQ(t.savefig_pad_inches, 0.1);
  ASSERT_EQ(t.prop_cycle.size(), 10u);
  EXPECT_EQ(t.prop_cycle[1], parse_color("#ff7f0e"));
  EXPECT_TRUE(t.palette.empty());
}

TEST(ThemeDefaults, EmptyObjectIsTheDefault) { EXPECT_EQ(Theme::parse("{}", "inline"), Theme{}); }

// ---- the shipped themes

TEST(ThemeFiles, BaseSpellsOutTheDefaults) { EXPECT_EQ(Theme::load(kThemes / "base.json"), Theme{}); }

TEST(ThemeFiles, Modelcard) {
  const Theme t = Theme::load(kThemes / "modelcard.json");
  const Color surface = parse_color("#fcfcfb");
  EXPECT_EQ(t.figure_facecolor, surface);
  EXPECT_EQ(t.axes_facecolor, surface);
  EXPECT_EQ(t.savefig_facecolor, surface);
  EXPECT_EQ(t.axes_edgecolor, parse_color("#e5e5e1"));
  EXPECT_EQ(t.axes_linewidth, 0.8);
  EXPECT_EQ(t.axes_labelcolor, parse_color("#4a4a47"));
  EXPECT_EQ(t.xtick.color, parse_color("#8a8a85"));
  EXPECT_EQ(t.ytick.color, parse_color("#8a8a85"));
  EXPECT_EQ(t.text_color, parse_color("#1a1a19"));
  EXPECT_EQ(t.font_size, 9);
  EXPECT_EQ(t.axes_titlesize, 11);
  EXPECT_EQ(t.axes_titleweight, FontWeight::Semibold);
  EXPECT_EQ(t.grid_color, parse_color("#e5e5e1"));
  EXPECT_EQ(t.grid_linewidth, 0.7);
  EXPECT_EQ(t.xtick.major_size, 0);
  EXPECT_EQ(t.ytick.major_size, 0);
  EXPECT_FALSE(t.legend_frameon);
  EXPECT_EQ(t.figure_dpi, 160);
  // Relative sizes follow the theme's font.size.
  EXPECT_EQ(t.axes_labelsize, 9);
  EXPECT_EQ(t.xtick.labelsize, 9);
  EXPECT_EQ(t.legend_fontsize, 9);
  EXPECT_EQ(t.figure_titlesize, 1.2 * 9);
  // The palette, under the seed's names.
  EXPECT_EQ(t.palette.size(), 10u);
  EXPECT_EQ(t.color("surface"), surface);
  EXPECT_EQ(t.color("ink"), parse_color("#1a1a19"));
  EXPECT_EQ(t.color("ink2"), parse_color("#4a4a47"));
  EXPECT_EQ(t.color("muted"), parse_color("#8a8a85"));
  EXPECT_EQ(t.color("grid"), parse_color("#e5e5e1"));
  EXPECT_EQ(t.color("blue"), parse_color("#2a78d6"));
  EXPECT_EQ(t.color("orange"), parse_color("#eb6834"));
  EXPECT_EQ(t.color("aqua"), parse_color("#1baf7a"));
  EXPECT_EQ(t.color("yellow"), parse_color("#eda100"));
  EXPECT_EQ(t.color("violet"), parse_color("#4a3aa7"));
  // Names the palette lacks fall through to parse_color.
  EXPECT_EQ(t.color("red"), parse_color("red"));
  EXPECT_EQ(t.color("#123456"), parse_color("#123456"));
}

TEST(ThemeFiles, Qtensorformer) {
  const Theme t = Theme::load(kThemes / "qtensorformer.json");
  EXPECT_EQ(t.font_family, "DejaVu Sans");
  EXPECT_EQ(t.font_size, 10);
  EXPECT_EQ(t.axes_labelsize, 11);
  EXPECT_EQ(t.axes_titlesize, 12);
  EXPECT_EQ(t.xtick.labelsize, 9);
  EXPECT_EQ(t.ytick.labelsize, 9);
  EXPECT_EQ(t.legend_fontsize, 9);
  EXPECT_EQ(t.figure_titlesize, 13);
  EXPECT_TRUE(t.axes_grid);
  EXPECT_EQ(t.grid_alpha, 0.3);
  EXPECT_EQ(t.grid_linestyle, "--");
  EXPECT_EQ(t.savefig_dpi, 300);
  EXPECT_EQ(t.figure_dpi, 100);
  EXPECT_EQ(t.palette.size(), 31u);
  EXPECT_EQ(t.color("slate-800"), parse_color("#1E293B"));
  EXPECT_EQ(t.color("blue-600"), parse_color("#2563EB"));
  EXPECT_EQ(t.color("red-600"), parse_color("#DC2626"));
}

TEST(ThemeFiles, Weightcodec) {
  Theme t = Theme::load(kThemes / "weightcodec.json");
  EXPECT_EQ(t.color("general-purpose"), parse_color("#1f77b4"));
  EXPECT_EQ(t.color("byte-grouped"), parse_color("#ff7f0e"));
  EXPECT_EQ(t.color("format-aware"), parse_color("#2ca02c"));
  EXPECT_EQ(t.color("trained-profile"), parse_color("#d62728"));
  EXPECT_EQ(t.color("separator"), parse_color("#cccccc"));
  EXPECT_EQ(t.color("ci-band"), parse_color("#ffe4b3"));
  t.palette.clear();
  EXPECT_EQ(t, Theme{});  // matplotlib's defaults otherwise
}

TEST(ThemeFiles, NamedFindsTheBuildTreeData) {
  // The build tree's data directory (libplot-data/ beside the library) links to themes/.
  EXPECT_EQ(Theme::find("modelcard"), fs::path(LIBPLOT_TEST_BUILD_THEMES) / "modelcard.json");
  EXPECT_EQ(Theme::named("modelcard"), Theme::load(kThemes / "modelcard.json"));
}

TEST_F(ThemeDir, NamedHonoursDataDir) {
  fs::create_directories(dir_ / "themes");
  std::ofstream(dir_ / "themes" / "modelcard.json") << R"({"font.size": 33})";
  ASSERT_EQ(setenv("LIBPLOT_DATA_DIR", dir_.c_str(), 1), 0);
  const Theme t = Theme::named("modelcard");
  const fs::path base = Theme::find("base");  // the override is the only place looked in
  unsetenv("LIBPLOT_DATA_DIR");
  EXPECT_EQ(t.font_size, 33);
  EXPECT_EQ(base, fs::path());
}

TEST_F(ThemeDir, NamedMissing) {
  ASSERT_EQ(setenv("LIBPLOT_DATA_DIR", dir_.c_str(), 1), 0);
  const std::string what = error_message<ThemeError>([] { Theme::named("nope"); });
  unsetenv("LIBPLOT_DATA_DIR");
  EXPECT_EQ(what, "no theme named 'nope' (looked in " + (dir_ / "themes").string() + ")");
}

// ---- values

TEST(ThemeParse, RelativeFontSizesUseTheFinalFontSize) {
  // The size names come before font.size in the file and still resolve against it.
  const Theme t = Theme::parse(R"({"axes.titlesize": "x-small", "legend.fontsize": "larger",
                                   "xtick.labelsize": "xx-large", "ytick.labelsize": "smaller",
                                   "axes.labelsize": "small", "figure.titlesize": "xx-small",
                                   "font.size": 20})",
                               "inline");
  EXPECT_EQ(t.axes_titlesize, 0.694 * 20);
  EXPECT_EQ(t.legend_fontsize, 1.2 * 20);
  EXPECT_EQ(t.xtick.labelsize, 1.728 * 20);
  EXPECT_EQ(t.ytick.labelsize, 0.833 * 20);
  EXPECT_EQ(t.axes_labelsize, 0.833 * 20);
  EXPECT_EQ(t.figure_titlesize, 0.579 * 20);
  // Defaults are relative too.
  const Theme u = Theme::parse(R"({"font.size": 12})", "inline");
  EXPECT_EQ(u.axes_titlesize, 1.2 * 12);
  EXPECT_EQ(u.figure_titlesize, 1.2 * 12);
  EXPECT_EQ(u.axes_labelsize, 12);
  EXPECT_EQ(u.legend_fontsize, 12);
  EXPECT_EQ(u.xtick.labelsize, 12);
  EXPECT_EQ(u.ytick.labelsize, 12);
  // Points are absolute; medium and large equal matplotlib's factors.
  const Theme v = Theme::parse(R"({"font.size": 8, "axes.titlesize": 15, "axes.labelsize": "large",
                                   "legend.fontsize": "medium", "xtick.labelsize": "x-large"})",
                               "inline");
  EXPECT_EQ(v.axes_titlesize, 15);
  EXPECT_EQ(v.axes_labelsize, 1.2 * 8);
  EXPECT_EQ(v.legend_fontsize, 8);
  EXPECT_EQ(v.xtick.labelsize, 1.44 * 8);
}

TEST(ThemeParse, Weights) {
  auto weight = [](const std::string& v) {
    return Theme::parse(R"({"axes.titleweight": )" + v + "}", "inline").axes_titleweight;
  };
  EXPECT_EQ(weight(R"("normal")"), FontWeight::Normal);
  EXPECT_EQ(weight(R"("regular")"), FontWeight::Normal);
  EXPECT_EQ(weight(R"("medium")"), FontWeight::Normal);
  EXPECT_EQ(weight(R"("semibold")"), FontWeight::Semibold);
  EXPECT_EQ(weight(R"("demibold")"), FontWeight::Semibold);
  EXPECT_EQ(weight(R"("bold")"), FontWeight::Bold);
  EXPECT_EQ(weight(R"("heavy")"), FontWeight::Bold);
  EXPECT_EQ(weight("400"), FontWeight::Normal);
  EXPECT_EQ(weight("599"), FontWeight::Normal);
  EXPECT_EQ(weight("600"), FontWeight::Semibold);
  EXPECT_EQ(weight("700"), FontWeight::Bold);
  EXPECT_EQ(weight("900"), FontWeight::Bold);
}

TEST(ThemeParse, KeywordsAndOtherForms) {
  const Theme t = Theme::parse(R"({
      "axes.axisbelow": true, "axes.titley": 1.02, "axes.titlecolor": "C2",
      "savefig.facecolor": "w", "savefig.dpi": 150, "legend.facecolor": "0.9",
      "legend.edgecolor": "inherit", "axes.edgecolor": [0.1, 0.2, 0.3],
      "xtick.labelcolor": "red", "ytick.direction": "inout", "xtick.minor.visible": true,
      "figure.figsize": [7.4, 3.9], "font.family": "monospace", "hist.bins": 40,
      "legend.loc": "upper left", "scatter.marker": "D", "grid.linestyle": ":",
      "axes.grid.axis": "y", "axes.spines.top": false, "text.color": [0, 0, 0, 0.5],
      "lines.solid_capstyle": "round", "lines.dash_joinstyle": "miter"})",
                               "inline");
  EXPECT_EQ(t.axes_axisbelow, Theme::AxisBelow::Below);
  EXPECT_EQ(t.axes_titley, 1.02);
  EXPECT_EQ(t.axes_titlecolor, parse_color("#2ca02c"));
  EXPECT_EQ(t.savefig_facecolor, parse_color("w"));
  EXPECT_EQ(t.savefig_dpi, 150);
  EXPECT_EQ(t.legend_facecolor, parse_color("0.9"));
  EXPECT_EQ(t.legend_edgecolor, (Color{0.1, 0.2, 0.3, 1}));
  EXPECT_EQ(t.xtick.labelcolor, parse_color("red"));
  EXPECT_FALSE(t.ytick.labelcolor.has_value());
  EXPECT_EQ(t.ytick.direction, TickTheme::Direction::InOut);
  EXPECT_TRUE(t.xtick.minor_visible);
  EXPECT_EQ(t.figure_width, 7.4);
  EXPECT_EQ(t.figure_height, 3.9);
  EXPECT_EQ(t.font_family, "DejaVu Sans Mono");
  EXPECT_EQ(t.hist_bins, 40);
  EXPECT_EQ(t.legend_loc, "upper left");
  EXPECT_EQ(t.scatter_marker, "D");
  EXPECT_EQ(t.grid_linestyle, ":");
  EXPECT_EQ(t.axes_grid_axis, "y");
  EXPECT_FALSE(t.spine_top);
  EXPECT_EQ(t.text_color, (Color{0, 0, 0, 0.5}));
  EXPECT_EQ(t.lines_solid_capstyle, LineCap::Round);
  EXPECT_EQ(t.lines_dash_joinstyle, LineJoin::Miter);

  const Theme u = Theme::parse(R"({"axes.axisbelow": false, "font.sans-serif": ["Arial", "DejaVu Sans"],
                                   "axes.titley": null, "savefig.dpi": "figure"})",
                               "inline");
  EXPECT_EQ(u.axes_axisbelow, Theme::AxisBelow::Above);
  EXPECT_EQ(u.font_family, "Arial");
  EXPECT_FALSE(u.axes_titley.has_value());
  EXPECT_FALSE(u.savefig_dpi.has_value());
}

TEST(ThemeParse, PropCycleAndColourReferences) {
  const Theme t = Theme::parse(R"({"palette": {"brand": "#2a78d6"},
                                   "axes.prop_cycle": ["brand", "k", "#00ff00"],
                                   "axes.facecolor": "brand", "grid.color": "C1",
                                   "text.color": "C4"})",
                               "inline");
  ASSERT_EQ(t.prop_cycle.size(), 3u);
  EXPECT_EQ(t.prop_cycle[0], parse_color("#2a78d6"));
  EXPECT_EQ(t.axes_facecolor, parse_color("#2a78d6"));
  EXPECT_EQ(t.grid_color, parse_color("k"));  // C1 of this theme's cycle
  EXPECT_EQ(t.text_color, parse_color("k"));  // C4 wraps around a cycle of 3
  EXPECT_EQ(t.color("C2"), parse_color("#00ff00"));
  EXPECT_EQ(t.cycle(5), parse_color("#00ff00"));
  EXPECT_EQ(Theme{}.color("C1"), parse_color("#ff7f0e"));
}

TEST(ThemeParse, CommentsAreAllowed) {
  EXPECT_EQ(Theme::parse("// a comment\n{\"font.size\": 9 /* points */}", "inline").font_size, 9);
}

// ---- errors, with their exact messages

TEST(ThemeErrors, UnknownKey) {
  EXPECT_EQ(error_of(R"({"axes.fooo": 1})"), "inline: unknown key 'axes.fooo'");
  EXPECT_EQ(error_of(R"({"xtick.major.sizee": 1})"), "inline: unknown key 'xtick.major.sizee'");
}

TEST(ThemeErrors, BadValues) {
  EXPECT_EQ(error_of(R"({"grid.alpha": "x"})"), R"(inline: key 'grid.alpha': expected a number, got "x")");
  EXPECT_EQ(error_of(R"({"font.size": true})"), "inline: key 'font.size': expected a number, got true");
  EXPECT_EQ(error_of(R"({"axes.facecolor": "bluish"})"),
            "inline: key 'axes.facecolor': unknown colour 'bluish'");
  EXPECT_EQ(error_of(R"({"text.color": "2"})"), "inline: key 'text.color': grey level '2' is outside 0..1");
  EXPECT_EQ(error_of(R"({"text.color": [1, 2]})"), "inline: key 'text.color': expected a colour, got [1,2]");
  EXPECT_EQ(error_of(R"({"text.color": [0, 0, 2]})"),
            "inline: key 'text.color': expected a colour, got [0,0,2]");
  EXPECT_EQ(error_of(R"({"text.color": 3})"), "inline: key 'text.color': expected a colour, got 3");
  EXPECT_EQ(error_of(R"({"axes.titlecolor": "inherit"})"),
            "inline: key 'axes.titlecolor': unknown colour 'inherit'");
  EXPECT_EQ(error_of(R"({"axes.grid": "yes"})"),
            R"(inline: key 'axes.grid': expected true or false, got "yes")");
  EXPECT_EQ(error_of(R"({"axes.grid.axis": "z"})"),
            R"(inline: key 'axes.grid.axis': expected one of 'x', 'y', 'both', got "z")");
  EXPECT_EQ(error_of(R"({"xtick.direction": 1})"),
            "inline: key 'xtick.direction': expected one of 'out', 'in', 'inout', got 1");
  EXPECT_EQ(error_of(R"({"axes.axisbelow": "below"})"),
            R"(inline: key 'axes.axisbelow': expected true, false or "line", got "below")");
  EXPECT_EQ(error_of(R"({"axes.titlesize": "huge"})"),
            "inline: key 'axes.titlesize': expected a font size (points, or xx-small, x-small, small, "
            R"(medium, large, x-large, xx-large, smaller, larger), got "huge")");
  EXPECT_EQ(error_of(R"({"axes.titleweight": "heavyish"})"),
            "inline: key 'axes.titleweight': expected a font weight (normal, semibold, bold, ... or "
            R"(100..900), got "heavyish")");
  EXPECT_EQ(error_of(R"({"figure.figsize": [1]})"),
            "inline: key 'figure.figsize': expected [width, height] in inches, got [1]");
  EXPECT_EQ(error_of(R"({"figure.figsize": [1, -2]})"),
            "inline: key 'figure.figsize': expected [width, height] in inches, got [1,-2]");
  EXPECT_EQ(error_of(R"({"axes.prop_cycle": []})"),
            "inline: key 'axes.prop_cycle': expected a list of colours, got []");
  EXPECT_EQ(error_of(R"({"axes.prop_cycle": ["red", "x"]})"),
            "inline: key 'axes.prop_cycle': unknown colour 'x'");
  EXPECT_EQ(error_of(R"({"grid.linestyle": "~"})"), "inline: key 'grid.linestyle': unknown line style '~'");
  EXPECT_EQ(error_of(R"({"grid.linestyle": 2})"), "inline: key 'grid.linestyle': expected a string, got 2");
  EXPECT_EQ(error_of(R"({"scatter.marker": "q"})"), "inline: key 'scatter.marker': unknown marker 'q'");
  EXPECT_EQ(error_of(R"({"hist.bins": 2.5})"), "inline: key 'hist.bins': expected an integer, got 2.5");
  EXPECT_EQ(error_of(R"({"hist.bins": 0})"),
            "inline: key 'hist.bins': expected an integer from 1 to 100000, got 0");
  EXPECT_EQ(error_of(R"({"legend.numpoints": "1"})"),
            R"(inline: key 'legend.numpoints': expected an integer, got "1")");
  EXPECT_EQ(error_of(R"({"legend.loc": "top"})"),
            "inline: key 'legend.loc': expected one of 'best', 'upper right', 'upper left', "
            "'lower left', 'lower right', 'right', 'center left', 'center right', 'lower center', "
            R"('upper center', 'center', got "top")");
  EXPECT_EQ(error_of(R"({"savefig.dpi": "auto"})"),
            R"(inline: key 'savefig.dpi': expected a number in (0, 10000] or "figure", got "auto")");
  EXPECT_EQ(error_of(R"({"axes.titley": "auto"})"),
            R"(inline: key 'axes.titley': expected a number or null, got "auto")");
  EXPECT_EQ(error_of(R"({"font.sans-serif": []})"),
            "inline: key 'font.sans-serif': expected a font family or a list of them, got []");
  EXPECT_EQ(
      error_of(R"({"lines.solid_capstyle": "square"})"),
      R"(inline: key 'lines.solid_capstyle': expected one of 'butt', 'projecting', 'round', got "square")");
}

TEST(ThemeErrors, Palette) {
  EXPECT_EQ(error_of(R"({"palette": [1]})"), "inline: key 'palette': expected an object of colours, got [1]");
  EXPECT_EQ(error_of(R"({"palette": {"blue": "bluish"}})"),
            "inline: key 'palette.blue': unknown colour 'bluish'");
  EXPECT_EQ(error_of(R"({"palette": {"blue": 3}})"), "inline: key 'palette.blue': expected a colour, got 3");
}

TEST(ThemeErrors, MalformedJson) {
  EXPECT_EQ(error_of("{\"font.size\": }"),
            "inline: parse error at line 1, column 15: syntax error while parsing value - unexpected "
            "'}'; expected '[', '{', or a literal");
  EXPECT_EQ(error_of("{\n  \"font.size\": 9,\n}"),
            "inline: parse error at line 3, column 1: syntax error while parsing object key - "
            "unexpected '}'; expected string literal");
  EXPECT_EQ(error_of("[1, 2]"), "inline: a theme is a JSON object, got array");
  EXPECT_EQ(error_of("\"x\""), "inline: a theme is a JSON object, got string");
}

// Found by fuzzing (tests/fuzz/fuzz_theme): a number too large for a double made nlohmann::json
// throw out_of_range, which escaped Theme::parse instead of becoming a ThemeError.
TEST(ThemeErrors, NumberOutOfRange) {
  EXPECT_EQ(error_of(R"({"font.size": 1e999})"), "inline: number overflow parsing '1e999'");
  EXPECT_EQ(error_of(R"({"axes.titlecoloreutends1":8888888888888888888888e8888888euten"})"),
            "inline: number overflow parsing '8888888888888888888888e8888888'");
}

TEST(ThemeErrors, ExtendsNotAString) {
  EXPECT_EQ(error_of(R"({"extends": 3})"), "inline: key 'extends': expected a theme name, got 3");
}

// ---- extends

TEST_F(ThemeDir, ExtendsChain) {
  write("a", R"({"font.size": 8, "axes.titlesize": "xx-large", "grid.alpha": 0.5,
                 "palette": {"one": "#010101", "two": "#020202"}})");
  write("b", R"({"extends": "a", "grid.alpha": 0.25, "axes.labelsize": 13,
                 "palette": {"two": "#222222", "three": "#030303"}})");
  write("c", R"({"extends": "b", "font.size": 12, "axes.labelsize": "small"})");
  const Theme t = Theme::load(dir_ / "c.json");
  EXPECT_EQ(t.font_size, 12);
  EXPECT_EQ(t.axes_titlesize, 1.728 * 12);  // a's relative size, c's font size
  EXPECT_EQ(t.axes_labelsize, 0.833 * 12);  // c's relative size overrides b's points
  EXPECT_EQ(t.grid_alpha, 0.25);
  ASSERT_EQ(t.palette.size(), 3u);
  EXPECT_EQ(t.palette[0].first, "one");
  EXPECT_EQ(t.palette[1].first, "two");
  EXPECT_EQ(t.palette[2].first, "three");
  EXPECT_EQ(t.color("two"), parse_color("#222222"));
  // b's points override a's relative size.
  EXPECT_EQ(Theme::load(dir_ / "b.json").axes_labelsize, 13);
}

TEST_F(ThemeDir, ChildPaletteRecoloursParentKeys) {
  write("a", R"({"palette": {"ink": "#111111"}, "text.color": "ink"})");
  write("b", R"({"extends": "a", "palette": {"ink": "#222222"}})");
  EXPECT_EQ(Theme::load(dir_ / "b.json").text_color, parse_color("#222222"));
}

TEST_F(ThemeDir, ParseResolvesExtendsInTheGivenDirectory) {
  write("a", R"({"font.size": 7})");
  EXPECT_EQ(Theme::parse(R"({"extends": "a"})", "inline", dir_).font_size, 7);
  // Without a directory, extends resolves as Theme::named does.
  EXPECT_EQ(Theme::parse(R"({"extends": "modelcard"})", "inline"), Theme::named("modelcard"));
}

TEST_F(ThemeDir, ExtendsMissing) {
  write("a", R"({"extends": "nope"})");
  EXPECT_EQ(load_error("a"), path("a") + ": key 'extends': cannot read '" + path("nope") + "'");
}

TEST_F(ThemeDir, ExtendsCycle) {
  write("a", R"({"extends": "b"})");
  write("b", R"({"extends": "a"})");
  EXPECT_EQ(load_error("a"),
            path("b") + ": key 'extends': cycle " + path("a") + " -> " + path("b") + " -> " + path("a"));
}

TEST_F(ThemeDir, ExtendsItself) {
  write("a", R"({"extends": "a"})");
  EXPECT_EQ(load_error("a"), path("a") + ": key 'extends': cycle " + path("a") + " -> " + path("a"));
}

TEST_F(ThemeDir, ErrorsNameTheFileThatHasTheKey) {
  write("a", R"({"grid.alpha": "x"})");
  write("b", R"({"extends": "a", "font.size": 9})");
  EXPECT_EQ(load_error("b"), path("a") + R"(: key 'grid.alpha': expected a number, got "x")");
  write("c", "{\"extends\": \"b\", oops}");
  EXPECT_EQ(load_error("c"), path("c") +
                                 ": parse error at line 1, column 18: syntax error while parsing "
                                 "object key - invalid literal; last read: '\"b\", o'; expected "
                                 "string literal");
  write("d", R"({"extends": "e"})");
  write("e", "{,}");
  EXPECT_EQ(load_error("d"), path("e") +
                                 ": parse error at line 1, column 2: syntax error while parsing "
                                 "object key - unexpected ','; expected string literal");
}

TEST_F(ThemeDir, EveryFileIsChecked) {
  // A child's value does not hide a bad one in its parent.
  write("a", R"({"grid.alpha": "x"})");
  write("b", R"({"extends": "a", "grid.alpha": 0.5})");
  EXPECT_EQ(load_error("b"), path("a") + R"(: key 'grid.alpha': expected a number, got "x")");
  write("c", R"({"axes.fooo": 1})");
  write("d", R"({"extends": "c"})");
  EXPECT_EQ(load_error("d"), path("c") + ": unknown key 'axes.fooo'");
}

TEST_F(ThemeDir, LoadMissingFile) {
  EXPECT_EQ(load_error("absent"), "cannot read theme '" + path("absent") + "': No such file or directory");
}

// ---- bounds: every input bounded, every value checked against its meaning

TEST_F(ThemeDir, SpecialFilesAreNotRegularFiles) {
  const fs::path fifo = dir_ / "fifo.json";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(load_error("fifo"), "not a regular file: " + fifo.string());  // and no hang
  fs::create_directories(dir_ / "dir.json");
  EXPECT_EQ(load_error("dir"), "not a regular file: " + (dir_ / "dir.json").string());
  EXPECT_EQ(error_message<ThemeError>([] { Theme::load("/dev/zero"); }), "not a regular file: /dev/zero");
}

TEST_F(ThemeDir, SizeCap) {
  write("big", "{\"font.size\": 9" + std::string(1 << 20, ' ') + "}");
  EXPECT_EQ(load_error("big"), path("big") + ": larger than 1048576 bytes");
}

TEST(ThemeErrors, NestingDepthCap) {
  // A million nested arrays used to overflow the stack in the recursive copy (SIGSEGV).
  const std::string deep =
      "{\"axes.prop_cycle\": " + std::string(1000000, '[') + std::string(1000000, ']') + "}";
  EXPECT_EQ(error_of(deep), "inline: nesting deeper than 16 levels at key 'axes.prop_cycle'");
  EXPECT_EQ(error_of(std::string(1000000, '[') + std::string(1000000, ']')),
            "inline: nesting deeper than 16 levels");
}

TEST(ThemeErrors, DuplicateKeys) {
  EXPECT_EQ(error_of(R"({"font.size": 9, "grid.alpha": 0.5, "font.size": 10})"),
            "inline: duplicate key 'font.size'");
  EXPECT_EQ(error_of(R"({"palette": {"ink": "#111111", "ink": "#222222"}})"),
            "inline: duplicate key 'palette.ink'");
}

TEST_F(ThemeDir, ExtendsChainDepthCap) {
  // A 10,000-deep chain used to overflow the stack; 40 is past the cap of 32.
  for (int i = 0; i < 40; ++i) {
    std::string json = "{\"extends\": \"t";  // appended: GCC 12 warns falsely on operator+ chains
    json.append(std::to_string(i + 1)).append("\"}");
    std::string name("t");
    write(name.append(std::to_string(i)), json);
  }
  write("t40", "{}");
  EXPECT_EQ(load_error("t0"), path("t31") + ": key 'extends': a chain of more than 32 themes");
}

TEST(ThemeErrors, ValuesCheckedAgainstTheirMeaning) {
  EXPECT_EQ(error_of(R"({"font.size": -9})"),
            "inline: key 'font.size': expected a number in (0, 1000], got -9");
  EXPECT_EQ(error_of(R"({"font.size": 0})"),
            "inline: key 'font.size': expected a number in (0, 1000], got 0");
  EXPECT_EQ(error_of(R"({"font.size": 100000})"),
            "inline: key 'font.size': expected a number in (0, 1000], got 100000");
  EXPECT_EQ(error_of(R"({"axes.titlesize": -1})"),
            "inline: key 'axes.titlesize': expected a font size in (0, 1000] points, got -1");
  EXPECT_EQ(error_of(R"({"grid.alpha": 2})"), "inline: key 'grid.alpha': expected a number in [0, 1], got 2");
  EXPECT_EQ(error_of(R"({"legend.framealpha": -0.5})"),
            "inline: key 'legend.framealpha': expected a number in [0, 1], got -0.5");
  EXPECT_EQ(error_of(R"({"lines.linewidth": -1})"),
            "inline: key 'lines.linewidth': expected a number >= 0, got -1");
  EXPECT_EQ(error_of(R"({"axes.linewidth": -0.1})"),
            "inline: key 'axes.linewidth': expected a number >= 0, got -0.1");
  EXPECT_EQ(error_of(R"({"xtick.major.width": -2})"),
            "inline: key 'xtick.major.width': expected a number >= 0, got -2");
  EXPECT_EQ(error_of(R"({"figure.dpi": 0})"),
            "inline: key 'figure.dpi': expected a number in (0, 10000], got 0");
  EXPECT_EQ(error_of(R"({"figure.subplot.left": 1.5})"),
            "inline: key 'figure.subplot.left': expected a number in [0, 1], got 1.5");
  EXPECT_EQ(error_of(R"({"figure.subplot.left": 0.9, "figure.subplot.right": 0.1})"),
            "inline: key 'figure.subplot.left': 0.900000 is not less than figure.subplot.right 0.100000");
  EXPECT_EQ(error_of(R"({"figure.subplot.top": 0.05})"),
            "inline: key 'figure.subplot.bottom': 0.110000 is not less than figure.subplot.top 0.050000");
  EXPECT_EQ(error_of(R"({"legend.numpoints": 0})"),
            "inline: key 'legend.numpoints': expected a positive integer, got 0");
  EXPECT_EQ(error_of("{\"font.family\": \"" + std::string(300, 'x') + "\"}"),
            "inline: key 'font.family': font family name longer than 256 bytes");
  EXPECT_EQ(error_of("{\"font.sans-serif\": [\"" + std::string(50 << 20, 'x') + "\"]}"),
            "inline: key 'font.sans-serif': font family name longer than 256 bytes");
}

// Counts must stay small enough to allocate: 1e8 bins from a theme would take minutes and gigabytes.
TEST(ThemeErrors, HistBinsBounded) {
  EXPECT_EQ(error_of(R"({"hist.bins": 100000000})"),
            "inline: key 'hist.bins': expected an integer from 1 to 100000, got 100000000");
  EXPECT_EQ(error_of(R"({"hist.bins": 0})"),
            "inline: key 'hist.bins': expected an integer from 1 to 100000, got 0");
  EXPECT_EQ(Theme::parse(R"({"hist.bins": 100000})", "inline").hist_bins, 100000);
}

// A dpi of 1e9 failed in FreeType ("FreeType cannot size .../DejaVuSans.ttf") naming no key; the
// dpi keys and the figure size are bounded where the theme is read (libplot::kMaxDpi,
// kMaxFigureInches, shared with the Figure and save calls).
TEST(ThemeErrors, DpiAndFigureSizeBounded) {
  EXPECT_EQ(error_of(R"({"figure.dpi": 1e9})"),
            "inline: key 'figure.dpi': expected a number in (0, 10000], got 1000000000.0");
  EXPECT_EQ(error_of(R"({"figure.dpi": 10000.5})"),
            "inline: key 'figure.dpi': expected a number in (0, 10000], got 10000.5");
  EXPECT_EQ(error_of(R"({"savefig.dpi": 1e9})"),
            R"(inline: key 'savefig.dpi': expected a number in (0, 10000] or "figure", got 1000000000.0)");
  EXPECT_EQ(error_of(R"({"figure.figsize": [6.4, 1e6]})"),
            "inline: key 'figure.figsize': expected [width, height] in inches, each at most 200, got "
            "[6.4,1000000.0]");
  const Theme edge =
      Theme::parse(R"({"figure.dpi": 10000, "savefig.dpi": 10000, "figure.figsize": [200, 200]})", "inline");
  EXPECT_EQ(edge.figure_dpi, 10000);
  EXPECT_EQ(edge.savefig_dpi, 10000);
  EXPECT_EQ(edge.figure_width, 200);
}

// The message names the file that has the key.
TEST_F(ThemeDir, HugeDpiNamesTheFileAndKey) {
  write("theme", R"({"figure.dpi": 1e9})");
  EXPECT_EQ(load_error("theme"),
            path("theme") + ": key 'figure.dpi': expected a number in (0, 10000], got 1000000000.0");
}

// Integers of 1e9 and more were "expected an integer", as if 1e9 were not one: now the range.
TEST(ThemeErrors, IntegersOutOfRangeSayTheRange) {
  EXPECT_EQ(error_of(R"({"hist.bins": 1e9})"),
            "inline: key 'hist.bins': expected an integer from 1 to 100000, got 1000000000.0");
  EXPECT_EQ(error_of(R"({"hist.bins": 1000000000})"),
            "inline: key 'hist.bins': expected an integer from 1 to 100000, got 1000000000");
  EXPECT_EQ(
      error_of(R"({"legend.numpoints": 1e10})"),
      "inline: key 'legend.numpoints': expected a positive integer (at most 2147483647), got 10000000000.0");
  EXPECT_EQ(error_of(R"({"legend.scatterpoints": -1e12})"),
            "inline: key 'legend.scatterpoints': expected a positive integer, got -1000000000000.0");
  EXPECT_EQ(error_of(R"({"hist.bins": 1e9.5})").substr(0, 20), "inline: parse error ");
  EXPECT_EQ(error_of(R"({"hist.bins": 1.5e0})"), "inline: key 'hist.bins': expected an integer, got 1.5");
  EXPECT_EQ(Theme::parse(R"({"legend.numpoints": 2147483647})", "inline").legend_numpoints, 2147483647);
}

// A 50 MB font.family would make GLib abort (at 5.5 GB). Inline text has no size cap,
// so the value itself is refused; a file that large stops at the 1 MiB cap (SizeCap).
TEST_F(ThemeDir, FiftyMegabyteFontFamily) {
  const std::string family(50u << 20, 'x');
  EXPECT_EQ(error_of("{\"font.family\": \"" + family + "\"}"),
            "inline: key 'font.family': font family name longer than 256 bytes");
  write("family", "{\"font.family\": \"" + family + "\"}");
  EXPECT_EQ(load_error("family"), path("family") + ": larger than 1048576 bytes");
}

}  // namespace
}  // namespace libplot
