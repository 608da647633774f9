// Theme files: JSON objects of matplotlib rcParams keys, "extends" and "palette".
//
// Loading runs in two passes. collect() reads the file and, first, the chain of themes it extends,
// into one list of (key, value, file), the furthest ancestor's first, and one palette in which a
// later file overrides an earlier one's entry. apply() then sets the palette and every key in
// order on Theme{}, so every value of every file is checked and the last one wins; font sizes
// given by name ("large") stay relative until the end and are resolved against the final
// font.size, as matplotlib resolves them when a figure is made.
#include "libplot/theme.hpp"

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <limits>
#include <map>
#include <set>
#include <sstream>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "libplot/linestyle.hpp"
#include "libplot/markers.hpp"
#include "install/data_dir.hpp"
#include "theme/theme_file.hpp"

namespace libplot {
namespace fs = std::filesystem;
namespace {

using Json = nlohmann::ordered_json;

struct Setting {
  std::string key;
  Json value;
  std::string origin;  // the file that set it, for error messages
};

struct Collected {
  std::vector<Setting> keys;     // rcParams keys, in the order they are applied
  std::vector<Setting> palette;  // palette entries, in first-defined order, last value

  void put_palette(Setting s) {
    for (Setting& old : palette)
      if (old.key == s.key) {
        old = std::move(s);
        return;
      }
    palette.push_back(std::move(s));
  }
};

[[noreturn]] void fail(const std::string& origin, std::string_view key, const std::string& what) {
  throw ThemeError(origin + ": key '" + std::string(key) + "': " + what);
}

std::string read_text(const fs::path& file) {
  try {
    return read_theme_file(file);
  } catch (const ThemeFileError& e) {
    throw ThemeError(e.what());
  }
}

// Keys seen per open object, so a key given twice is an error rather than the last one winning
// silently; and the nesting depth, so no deep value reaches the recursive copies below.
class ParseChecks {
 public:
  explicit ParseChecks(std::string origin) : origin_(std::move(origin)) {}
  bool operator()(int depth, nlohmann::detail::parse_event_t event, Json& parsed) {
    using Event = nlohmann::detail::parse_event_t;
    switch (event) {
      case Event::object_start:
      case Event::array_start:
        if (depth >= static_cast<int>(kMaxThemeDepth))
          throw ThemeError(origin_ + ": nesting deeper than " + std::to_string(kMaxThemeDepth) + " levels" +
                           (where().empty() ? "" : " at key '" + where() + "'"));
        open_.push_back({event == Event::object_start, {}, {}});
        break;
      case Event::key: {
        Open& top = open_.back();
        const std::string key = parsed.get<std::string>();
        if (!top.keys.insert(key).second) throw ThemeError(origin_ + ": duplicate key '" + join(key) + "'");
        top.last_key = key;
        break;
      }
      case Event::object_end:
      case Event::array_end:
        if (!open_.empty()) open_.pop_back();
        break;
      case Event::value: break;
    }
    return true;
  }

 private:
  struct Open {
    bool object;
    std::set<std::string> keys;
    std::string last_key;
  };
  std::string where() const {
    std::string path;
    for (const Open& o : open_)
      if (o.object && !o.last_key.empty()) path += (path.empty() ? "" : ".") + o.last_key;
    return path;
  }
  // The path of `key` in the innermost open object: its parents' keys, then it.
  std::string join(const std::string& key) const {
    std::string path;
    for (std::size_t i = 0; i + 1 < open_.size(); ++i)
      if (open_[i].object && !open_[i].last_key.empty()) path += open_[i].last_key + ".";
    return path + key;
  }
  std::string origin_;
  std::vector<Open> open_;
};

Json parse_json(std::string_view text, const std::string& origin) {
  try {
    return Json::parse(text.begin(), text.end(), ParseChecks(origin), /*allow_exceptions=*/true,
                       /*ignore_comments=*/true);
  } catch (const Json::exception& e) {
    // "[json.exception.parse_error.101] parse error at line 3, column 5: ..." minus the tag. Not
    // only parse_error: a number too large for a double throws out_of_range.406.
    std::string what = e.what();
    if (const auto tag = what.find("] "); what.rfind("[json.exception.", 0) == 0 && tag != std::string::npos)
      what.erase(0, tag + 2);
    throw ThemeError(origin + ": " + what);
  }
}

// Themes live in the data directory only: $LIBPLOT_DATA_DIR, or the one beside the library.
// (Empty when the library cannot tell where it is: then no theme is found by name.)
fs::path theme_dir() {
  const fs::path data = install::data_dir().path;
  return data.empty() ? fs::path() : data / "themes";
}

std::string not_found(std::string_view name) {
  return "no theme named '" + std::string(name) + "' (looked in " + theme_dir().string() + ")";
}

struct ChainLink {
  fs::path canonical;  // empty for JSON text that did not come from a file
  std::string origin;
};

void collect(const Json& root, const std::string& origin, const fs::path& directory,
             std::vector<ChainLink>& chain, Collected& out) {
  if (!root.is_object())
    throw ThemeError(origin + ": a theme is a JSON object, got " + std::string(root.type_name()));

  if (const auto it = root.find("extends"); it != root.end()) {
    if (!it->is_string()) fail(origin, "extends", "expected a theme name, got " + it->dump());
    const std::string name = it->get<std::string>();
    fs::path parent;
    if (directory.empty()) {
      parent = Theme::find(name);
      if (parent.empty()) fail(origin, "extends", not_found(name));
    } else {
      parent = directory / (name + ".json");
    }
    const std::string parent_origin = parent.string();
    if (chain.size() >= kMaxExtendsChain)
      fail(origin, "extends", "a chain of more than " + std::to_string(kMaxExtendsChain) + " themes");
    std::error_code ec;
    const fs::path canonical = fs::weakly_canonical(parent, ec);
    for (const ChainLink& link : chain)
      if (!link.canonical.empty() && link.canonical == canonical) {
        std::string cycle;
        for (const ChainLink& l : chain) cycle += l.origin + " -> ";
        fail(origin, "extends", "cycle " + cycle + parent_origin);
      }
    std::string text;
    try {
      text = read_text(parent);
    } catch (const ThemeError&) {
      fail(origin, "extends", "cannot read '" + parent_origin + "'");
    }
    chain.push_back({canonical, parent_origin});
    collect(parse_json(text, parent_origin), parent_origin, parent.parent_path(), chain, out);
    chain.pop_back();
  }

  for (const auto& [key, value] : root.items()) {
    if (key == "extends") continue;
    if (key == "palette") {
      if (!value.is_object()) fail(origin, key, "expected an object of colours, got " + value.dump());
      for (const auto& [name, colour] : value.items()) out.put_palette({name, colour, origin});
      continue;
    }
    out.keys.push_back({key, value, origin});
  }
}

// ---- reading one value

const std::map<std::string_view, double>& font_scalings() {
  static const std::map<std::string_view, double> m = {
      {"xx-small", 0.579}, {"x-small", 0.694},  {"small", 0.833}, {"medium", 1.0},   {"large", 1.2},
      {"x-large", 1.44},   {"xx-large", 1.728}, {"larger", 1.2},  {"smaller", 0.833}};
  return m;
}

const std::map<std::string_view, int>& font_weights() {
  static const std::map<std::string_view, int> m = {
      {"ultralight", 100}, {"light", 200}, {"normal", 400},     {"regular", 400},  {"book", 400},
      {"medium", 500},     {"roman", 500}, {"semibold", 600},   {"demibold", 600}, {"demi", 600},
      {"bold", 700},       {"heavy", 800}, {"extra bold", 800}, {"black", 900}};
  return m;
}

FontWeight weight_of(double w) {
  return w >= 700 ? FontWeight::Bold : w >= 600 ? FontWeight::Semibold : FontWeight::Normal;
}

std::string quoted_list(std::span<const std::string_view> names) {
  std::string out;
  for (std::string_view n : names) out += (out.empty() ? "'" : ", '") + std::string(n) + "'";
  return out;
}

// The state of one apply() pass: the theme being built, plus what resolves at the end.
struct Builder {
  Theme t;
  std::map<double*, double> relative_sizes;  // field -> factor of the final font.size
  std::string family = "sans-serif";
  std::string sans_serif = "DejaVu Sans", serif = "DejaVu Serif", monospace = "DejaVu Sans Mono";
  bool legend_edgecolor_inherit = false;
  std::string subplot_origin;  // the last file that set a figure.subplot fraction

  Builder() {
    relative_sizes = {{&t.axes_titlesize, 1.2},  {&t.figure_titlesize, 1.2}, {&t.axes_labelsize, 1.0},
                      {&t.legend_fontsize, 1.0}, {&t.xtick.labelsize, 1.0},  {&t.ytick.labelsize, 1.0}};
  }
  Builder(const Builder&) = delete;
  Builder& operator=(const Builder&) = delete;

  void finish() {
    // Checked once every file has had its say: a child may move both edges.
    if (!(t.subplot_left < t.subplot_right))
      fail(subplot_origin, "figure.subplot.left",
           std::to_string(t.subplot_left) + " is not less than figure.subplot.right " +
               std::to_string(t.subplot_right));
    if (!(t.subplot_bottom < t.subplot_top))
      fail(subplot_origin, "figure.subplot.bottom",
           std::to_string(t.subplot_bottom) + " is not less than figure.subplot.top " +
               std::to_string(t.subplot_top));
    for (const auto& [field, factor] : relative_sizes) *field = factor * t.font_size;
    if (family == "sans-serif") t.font_family = sans_serif;
    else if (family == "serif") t.font_family = serif;
    else if (family == "monospace") t.font_family = monospace;
    else t.font_family = family;
    if (legend_edgecolor_inherit) t.legend_edgecolor = t.axes_edgecolor;
  }
};

// One key's value, with the readers that check its form.
struct Reader {
  Builder& b;
  const Setting& s;

  [[noreturn]] void expected(const std::string& what) const {
    fail(s.origin, s.key, "expected " + what + ", got " + s.value.dump());
  }
  double number() const {
    if (!s.value.is_number()) expected("a number");
    return s.value.get<double>();
  }
  // Numbers checked against their meaning: sizes, widths, fractions.
  double non_negative() const {
    const double v = number();
    if (!(v >= 0)) expected("a number >= 0");
    return v;
  }
  // Font sizes in points, bounded as the text engine bounds them (Pango and Cairo fail past it).
  double font_size() const {
    const double v = number();
    if (!(v > 0 && v <= kMaxFontSize)) expected("a number in (0, 1000]");
    return v;
  }
  double fraction() const {
    const double v = number();
    if (!(v >= 0 && v <= 1)) expected("a number in [0, 1]");
    return v;
  }
  // A whole number in [lo, hi]; one out of range is told the range (1e9 was only "expected an
  // integer").
  int integer(int lo, int hi) const {
    if (!s.value.is_number()) expected("an integer");
    const double v = s.value.get<double>();
    if (v != std::trunc(v)) expected("an integer");
    if (!(v >= lo && v <= hi))
      expected(hi == std::numeric_limits<int>::max() && lo == 1
                   ? "a positive integer" + std::string(v < lo ? "" : " (at most " + std::to_string(hi) + ")")
                   : "an integer from " + std::to_string(lo) + " to " + std::to_string(hi));
    return static_cast<int>(v);
  }
  // A dpi: FreeType and the PNG canvas bound it (kMaxDpi).
  double dpi() const {
    const double v = number();
    if (!(v > 0 && v <= kMaxDpi)) expected("a number in (0, " + bound(kMaxDpi) + "]");
    return v;
  }
  static std::string bound(double v) { return std::to_string(static_cast<long long>(v)); }
  bool boolean() const {
    if (!s.value.is_boolean()) expected("true or false");
    return s.value.get<bool>();
  }
  std::string string() const {
    if (!s.value.is_string()) expected("a string");
    return s.value.get<std::string>();
  }
  std::string choice(std::initializer_list<std::string_view> names) const {
    return choice(std::span<const std::string_view>(names.begin(), names.size()));
  }
  std::string choice(std::span<const std::string_view> names) const {
    if (s.value.is_string())
      for (std::string_view n : names)
        if (s.value.get<std::string>() == n) return std::string(n);
    expected("one of " + quoted_list(names));
  }
  template <class E>
  Choice<E> choice() const {
    return Choice<E>(choice(std::span<const std::string_view>(ChoiceWords<E>::words)));
  }
  Color colour_of(const Json& v) const {
    if (v.is_string()) {
      try {
        return b.t.color(v.get<std::string>());
      } catch (const ColorError& e) {
        fail(s.origin, s.key, e.what());
      }
    }
    if (v.is_array() && (v.size() == 3 || v.size() == 4)) {
      double c[4] = {0, 0, 0, 1};
      bool ok = true;
      for (std::size_t i = 0; i < v.size(); ++i) {
        ok = ok && v[i].is_number() && v[i].get<double>() >= 0 && v[i].get<double>() <= 1;
        if (ok) c[i] = v[i].get<double>();
      }
      if (ok) return {c[0], c[1], c[2], c[3]};
    }
    fail(s.origin, s.key, "expected a colour, got " + v.dump());
  }
  Color colour() const { return colour_of(s.value); }
  // A colour, or nullopt for matplotlib's keyword ("auto", "inherit").
  std::optional<Color> colour_or(std::string_view keyword) const {
    if (s.value.is_string() && s.value.get<std::string>() == keyword) return std::nullopt;
    return colour();
  }
  void size(double& field) const {
    if (s.value.is_number()) {
      if (!(s.value.get<double>() > 0 && s.value.get<double>() <= kMaxFontSize))
        expected("a font size in (0, 1000] points");
      field = s.value.get<double>();
      b.relative_sizes.erase(&field);
      return;
    }
    if (s.value.is_string())
      if (const auto it = font_scalings().find(s.value.get<std::string>()); it != font_scalings().end()) {
        b.relative_sizes[&field] = it->second;
        return;
      }
    expected(
        "a font size (points, or xx-small, x-small, small, medium, large, x-large, xx-large, "
        "smaller, larger)");
  }
  FontWeight weight() const {
    if (s.value.is_number()) return weight_of(s.value.get<double>());
    if (s.value.is_string())
      if (const auto it = font_weights().find(s.value.get<std::string>()); it != font_weights().end())
        return weight_of(it->second);
    expected("a font weight (normal, semibold, bold, ... or 100..900)");
  }
  // A font family or a list of them: the first (libplot has DejaVu only; see docs/themes.md).
  // Bounded: a family name reaches Pango and GLib, which abort rather than fail on huge ones.
  std::string first_family() const {
    const Json* name = nullptr;
    if (s.value.is_string() && !s.value.get<std::string>().empty()) name = &s.value;
    if (s.value.is_array() && !s.value.empty() && s.value[0].is_string()) name = &s.value[0];
    if (!name) expected("a font family or a list of them");
    const std::string family = name->get<std::string>();
    if (family.size() > kMaxFontFamilyBytes)
      fail(s.origin, s.key, "font family name longer than " + std::to_string(kMaxFontFamilyBytes) + " bytes");
    return family;
  }
  LineCap cap() const {
    const std::string v = choice({"butt", "projecting", "round"});
    return v == "butt" ? LineCap::Butt : v == "round" ? LineCap::Round : LineCap::Projecting;
  }
  LineJoin join() const {
    const std::string v = choice({"miter", "round", "bevel"});
    return v == "miter" ? LineJoin::Miter : v == "round" ? LineJoin::Round : LineJoin::Bevel;
  }
};

using Setter = std::function<void(const Reader&)>;

void add_tick_keys(std::unordered_map<std::string, Setter>& m, const std::string& prefix,
                   TickTheme Theme::*tick) {
  auto tk = [tick](const Reader& r) -> TickTheme& { return r.b.t.*tick; };
  m[prefix + ".color"] = [tk](const Reader& r) { tk(r).color = r.colour(); };
  m[prefix + ".labelcolor"] = [tk](const Reader& r) { tk(r).labelcolor = r.colour_or("inherit"); };
  m[prefix + ".labelsize"] = [tk](const Reader& r) { r.size(tk(r).labelsize); };
  m[prefix + ".major.size"] = [tk](const Reader& r) { tk(r).major_size = r.non_negative(); };
  m[prefix + ".minor.size"] = [tk](const Reader& r) { tk(r).minor_size = r.non_negative(); };
  m[prefix + ".major.width"] = [tk](const Reader& r) { tk(r).major_width = r.non_negative(); };
  m[prefix + ".minor.width"] = [tk](const Reader& r) { tk(r).minor_width = r.non_negative(); };
  m[prefix + ".major.pad"] = [tk](const Reader& r) { tk(r).major_pad = r.number(); };
  m[prefix + ".minor.pad"] = [tk](const Reader& r) { tk(r).minor_pad = r.number(); };
  m[prefix + ".minor.visible"] = [tk](const Reader& r) { tk(r).minor_visible = r.boolean(); };
  m[prefix + ".direction"] = [tk](const Reader& r) {
    const std::string v = r.choice({"out", "in", "inout"});
    tk(r).direction = v == "out"  ? TickTheme::Direction::Out
                      : v == "in" ? TickTheme::Direction::In
                                  : TickTheme::Direction::InOut;
  };
}

const std::unordered_map<std::string, Setter>& setters() {
  static const std::unordered_map<std::string, Setter> table = [] {
    std::unordered_map<std::string, Setter> m;
#define LIBPLOT_NUMBER(key, field) m[key] = [](const Reader& r) { r.b.t.field = r.number(); }
#define LIBPLOT_WIDTH(key, field) m[key] = [](const Reader& r) { r.b.t.field = r.non_negative(); }
#define LIBPLOT_FRACTION(key, field) m[key] = [](const Reader& r) { r.b.t.field = r.fraction(); }
#define LIBPLOT_BOOL(key, field) m[key] = [](const Reader& r) { r.b.t.field = r.boolean(); }
#define LIBPLOT_COLOUR(key, field) m[key] = [](const Reader& r) { r.b.t.field = r.colour(); }
#define LIBPLOT_SIZE(key, field) m[key] = [](const Reader& r) { r.size(r.b.t.field); }
#define LIBPLOT_WEIGHT(key, field) m[key] = [](const Reader& r) { r.b.t.field = r.weight(); }
    // figure.* and savefig.*
    LIBPLOT_COLOUR("figure.facecolor", figure_facecolor);
    m["figure.dpi"] = [](const Reader& r) { r.b.t.figure_dpi = r.dpi(); };
    m["figure.figsize"] = [](const Reader& r) {
      const Json& v = r.s.value;
      if (!(v.is_array() && v.size() == 2 && v[0].is_number() && v[1].is_number() && v[0].get<double>() > 0 &&
            v[1].get<double>() > 0))
        r.expected("[width, height] in inches");
      if (!(v[0].get<double>() <= kMaxFigureInches && v[1].get<double>() <= kMaxFigureInches))
        r.expected("[width, height] in inches, each at most " + Reader::bound(kMaxFigureInches));
      r.b.t.figure_width = v[0].get<double>();
      r.b.t.figure_height = v[1].get<double>();
    };
    LIBPLOT_SIZE("figure.titlesize", figure_titlesize);
    LIBPLOT_WEIGHT("figure.titleweight", figure_titleweight);
    m["figure.subplot.left"] = [](const Reader& r) {
      r.b.t.subplot_left = r.fraction();
      r.b.subplot_origin = r.s.origin;
    };
    m["figure.subplot.right"] = [](const Reader& r) {
      r.b.t.subplot_right = r.fraction();
      r.b.subplot_origin = r.s.origin;
    };
    m["figure.subplot.bottom"] = [](const Reader& r) {
      r.b.t.subplot_bottom = r.fraction();
      r.b.subplot_origin = r.s.origin;
    };
    m["figure.subplot.top"] = [](const Reader& r) {
      r.b.t.subplot_top = r.fraction();
      r.b.subplot_origin = r.s.origin;
    };
    LIBPLOT_WIDTH("figure.subplot.wspace", subplot_wspace);
    LIBPLOT_WIDTH("figure.subplot.hspace", subplot_hspace);
    m["savefig.facecolor"] = [](const Reader& r) { r.b.t.savefig_facecolor = r.colour_or("auto"); };
    m["savefig.dpi"] = [](const Reader& r) {
      if (r.s.value == "figure") r.b.t.savefig_dpi.reset();
      else if (r.s.value.is_number() && r.s.value.get<double>() > 0 && r.s.value.get<double>() <= kMaxDpi)
        r.b.t.savefig_dpi = r.s.value.get<double>();
      else r.expected("a number in (0, " + Reader::bound(kMaxDpi) + "] or \"figure\"");
    };
    LIBPLOT_WIDTH("savefig.pad_inches", savefig_pad_inches);
    LIBPLOT_BOOL("path.simplify", path_simplify);
    LIBPLOT_WIDTH("path.simplify_threshold", path_simplify_threshold);
    // font.* and text.*
    m["font.family"] = [](const Reader& r) { r.b.family = r.first_family(); };
    m["font.sans-serif"] = [](const Reader& r) { r.b.sans_serif = r.first_family(); };
    m["font.serif"] = [](const Reader& r) { r.b.serif = r.first_family(); };
    m["font.monospace"] = [](const Reader& r) { r.b.monospace = r.first_family(); };
    m["font.size"] = [](const Reader& r) { r.b.t.font_size = r.font_size(); };
    LIBPLOT_WEIGHT("font.weight", font_weight);
    LIBPLOT_COLOUR("text.color", text_color);
    // axes.*
    LIBPLOT_COLOUR("axes.facecolor", axes_facecolor);
    LIBPLOT_COLOUR("axes.edgecolor", axes_edgecolor);
    LIBPLOT_WIDTH("axes.linewidth", axes_linewidth);
    LIBPLOT_COLOUR("axes.labelcolor", axes_labelcolor);
    LIBPLOT_SIZE("axes.labelsize", axes_labelsize);
    LIBPLOT_WEIGHT("axes.labelweight", axes_labelweight);
    LIBPLOT_NUMBER("axes.labelpad", axes_labelpad);
    LIBPLOT_SIZE("axes.titlesize", axes_titlesize);
    LIBPLOT_WEIGHT("axes.titleweight", axes_titleweight);
    m["axes.titlecolor"] = [](const Reader& r) { r.b.t.axes_titlecolor = r.colour_or("auto"); };
    LIBPLOT_NUMBER("axes.titlepad", axes_titlepad);
    m["axes.titley"] = [](const Reader& r) {
      if (r.s.value.is_null()) r.b.t.axes_titley.reset();
      else if (r.s.value.is_number()) r.b.t.axes_titley = r.s.value.get<double>();
      else r.expected("a number or null");
    };
    LIBPLOT_BOOL("axes.grid", axes_grid);
    m["axes.grid.axis"] = [](const Reader& r) { r.b.t.axes_grid_axis = r.choice<WhichAxis>(); };
    m["axes.grid.which"] = [](const Reader& r) { r.b.t.axes_grid_which = r.choice<WhichTicks>(); };
    m["axes.axisbelow"] = [](const Reader& r) {
      const Json& v = r.s.value;
      if (v.is_boolean())
        r.b.t.axes_axisbelow = v.get<bool>() ? Theme::AxisBelow::Below : Theme::AxisBelow::Above;
      else if (v == "line") r.b.t.axes_axisbelow = Theme::AxisBelow::Line;
      else r.expected("true, false or \"line\"");
    };
    LIBPLOT_NUMBER("axes.xmargin", axes_xmargin);
    LIBPLOT_NUMBER("axes.ymargin", axes_ymargin);
    LIBPLOT_BOOL("axes.spines.left", spine_left);
    LIBPLOT_BOOL("axes.spines.right", spine_right);
    LIBPLOT_BOOL("axes.spines.top", spine_top);
    LIBPLOT_BOOL("axes.spines.bottom", spine_bottom);
    m["axes.prop_cycle"] = [](const Reader& r) {
      if (!r.s.value.is_array() || r.s.value.empty()) r.expected("a list of colours");
      std::vector<Color> cycle;
      for (const Json& c : r.s.value) cycle.push_back(r.colour_of(c));
      r.b.t.prop_cycle = std::move(cycle);
    };
    // xtick.* and ytick.*
    add_tick_keys(m, "xtick", &Theme::xtick);
    add_tick_keys(m, "ytick", &Theme::ytick);
    // grid.*
    LIBPLOT_COLOUR("grid.color", grid_color);
    LIBPLOT_WIDTH("grid.linewidth", grid_linewidth);
    m["grid.linestyle"] = [](const Reader& r) {
      const std::string v = r.string();
      try {
        draws_line(v);
      } catch (const LineStyleError& e) {
        fail(r.s.origin, r.s.key, e.what());
      }
      r.b.t.grid_linestyle = v;
    };
    LIBPLOT_FRACTION("grid.alpha", grid_alpha);
    // lines.*, patch.*, errorbar.*, scatter.*, hist.*
    LIBPLOT_WIDTH("lines.linewidth", lines_linewidth);
    LIBPLOT_WIDTH("lines.markersize", lines_markersize);
    LIBPLOT_WIDTH("lines.markeredgewidth", lines_markeredgewidth);
    m["lines.solid_capstyle"] = [](const Reader& r) { r.b.t.lines_solid_capstyle = r.cap(); };
    m["lines.dash_capstyle"] = [](const Reader& r) { r.b.t.lines_dash_capstyle = r.cap(); };
    m["lines.solid_joinstyle"] = [](const Reader& r) { r.b.t.lines_solid_joinstyle = r.join(); };
    m["lines.dash_joinstyle"] = [](const Reader& r) { r.b.t.lines_dash_joinstyle = r.join(); };
    LIBPLOT_WIDTH("patch.linewidth", patch_linewidth);
    LIBPLOT_WIDTH("errorbar.capsize", errorbar_capsize);
    m["scatter.marker"] = [](const Reader& r) {
      const std::string v = r.string();
      try {
        marker_is_filled(v);
      } catch (const MarkerError& e) {
        fail(r.s.origin, r.s.key, e.what());
      }
      r.b.t.scatter_marker = v;
    };
    m["hist.bins"] = [](const Reader& r) { r.b.t.hist_bins = r.integer(1, kMaxHistBins); };
    // legend.*
    m["legend.loc"] = [](const Reader& r) { r.b.t.legend_loc = r.choice<LegendLoc>(); };
    LIBPLOT_BOOL("legend.frameon", legend_frameon);
    LIBPLOT_BOOL("libplot.matplotlib_compat", matplotlib_compat);
    LIBPLOT_FRACTION("legend.framealpha", legend_framealpha);
    m["legend.facecolor"] = [](const Reader& r) { r.b.t.legend_facecolor = r.colour_or("inherit"); };
    m["legend.edgecolor"] = [](const Reader& r) {
      const auto c = r.colour_or("inherit");
      r.b.legend_edgecolor_inherit = !c;
      if (c) r.b.t.legend_edgecolor = *c;
    };
    LIBPLOT_BOOL("legend.fancybox", legend_fancybox);
    LIBPLOT_SIZE("legend.fontsize", legend_fontsize);
    LIBPLOT_NUMBER("legend.borderpad", legend_borderpad);
    LIBPLOT_NUMBER("legend.labelspacing", legend_labelspacing);
    LIBPLOT_NUMBER("legend.handlelength", legend_handlelength);
    LIBPLOT_NUMBER("legend.handleheight", legend_handleheight);
    LIBPLOT_NUMBER("legend.handletextpad", legend_handletextpad);
    LIBPLOT_NUMBER("legend.borderaxespad", legend_borderaxespad);
    LIBPLOT_NUMBER("legend.columnspacing", legend_columnspacing);
    LIBPLOT_NUMBER("legend.markerscale", legend_markerscale);
    m["legend.numpoints"] = [](const Reader& r) {
      r.b.t.legend_numpoints = r.integer(1, std::numeric_limits<int>::max());
    };
    m["legend.scatterpoints"] = [](const Reader& r) {
      r.b.t.legend_scatterpoints = r.integer(1, std::numeric_limits<int>::max());
    };
#undef LIBPLOT_NUMBER
#undef LIBPLOT_WIDTH
#undef LIBPLOT_FRACTION
#undef LIBPLOT_BOOL
#undef LIBPLOT_COLOUR
#undef LIBPLOT_SIZE
#undef LIBPLOT_WEIGHT
    return m;
  }();
  return table;
}

Theme apply(const Collected& c) {
  Builder b;
  for (const Setting& p : c.palette) {
    if (!p.value.is_string()) fail(p.origin, "palette." + p.key, "expected a colour, got " + p.value.dump());
    try {
      b.t.palette.emplace_back(p.key, parse_color(p.value.get<std::string>()));
    } catch (const ColorError& e) {
      fail(p.origin, "palette." + p.key, e.what());
    }
  }
  const auto& table = setters();
  // The cycle first: colour values may say "C1".
  for (int pass = 0; pass < 2; ++pass)
    for (const Setting& s : c.keys) {
      if ((s.key == "axes.prop_cycle") != (pass == 0)) continue;
      const auto it = table.find(s.key);
      if (it == table.end()) throw ThemeError(s.origin + ": unknown key '" + s.key + "'");
      it->second(Reader{b, s});
    }
  b.finish();
  return std::move(b.t);
}

Theme build(const Json& root, const std::string& origin, const fs::path& directory,
            const fs::path& canonical) {
  Collected c;
  std::vector<ChainLink> chain{{canonical, origin}};
  collect(root, origin, directory, chain, c);
  return apply(c);
}

}  // namespace

Color Theme::color(std::string_view name) const {
  for (const auto& [key, value] : palette)
    if (key == name) return value;
  if (name.size() >= 2 && name[0] == 'C' && !prop_cycle.empty()) {
    std::size_t index = 0;
    bool digits = true;
    for (char ch : name.substr(1)) {
      digits = digits && ch >= '0' && ch <= '9';
      if (digits) index = (index * 10 + static_cast<std::size_t>(ch - '0')) % prop_cycle.size();
    }
    if (digits) return prop_cycle[index];
  }
  return parse_color(name);
}

Theme Theme::parse(std::string_view json, std::string_view origin, const fs::path& directory) {
  const std::string o(origin);
  return build(parse_json(json, o), o, directory, {});
}

Theme Theme::load(const fs::path& file) {
  const std::string origin = file.string();
  const std::string text = read_text(file);
  std::error_code ec;
  const fs::path dir = file.has_parent_path() ? file.parent_path() : fs::path(".");
  return build(parse_json(text, origin), origin, dir, fs::weakly_canonical(file, ec));
}

fs::path Theme::find(std::string_view name) {
  const fs::path dir = theme_dir();
  if (dir.empty()) return {};
  fs::path file = dir / (std::string(name) + ".json");
  std::error_code ec;
  if (fs::is_regular_file(file, ec)) return file;
  return {};
}

Theme Theme::named(std::string_view name) {
  const fs::path file = find(name);
  if (file.empty()) throw ThemeError(not_found(name));
  return load(file);
}

}  // namespace libplot
