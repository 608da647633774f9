#pragma once
// Tick locators and formatters, modelled on matplotlib 3.6's ticker.py (same algorithms, same
// outputs for the same inputs), as plain value types with no axis object behind them: whatever
// matplotlib reads from the axis (its length, the tick label size, the view interval) is a parameter.
// docs/ticker.md describes each piece and what is not reproduced.
#include <concepts>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "libplot/export.hpp"
#include "libplot/error.hpp"
#include "libplot/scale.hpp"

namespace libplot {

// matplotlib's Axis.get_tick_space(): how many tick labels fit along an axis of `length_pt`
// with labels of `label_size_pt` (x axes allow 3 em per label, y axes 2 em). A label size <= 0
// gives INT_MAX, as matplotlib does.
LIBPLOT_API int tick_space(double length_pt, double label_size_pt, bool x_axis);

// matplotlib.transforms.nonsingular: widen a degenerate or tiny interval, swap a reversed one
// (when `increasing`), and map non-finite input to (-expander, expander).
LIBPLOT_API std::pair<double, double> nonsingular(double vmin, double vmax, double expander = 0.001,
                                                  double tiny = 1e-15, bool increasing = true);

// What a locator or formatter set on an axis sees of it (matplotlib's `self.axis`): the view
// interval, the tick space, the smallest positive datum and, for minor locators, the major ticks.
struct AxisView {
  double vmin = 0, vmax = 1;         // the view interval, vmin <= vmax
  int tick_space = 9;                // Axis.get_tick_space(); locators clip it as matplotlib does
  double minpos = 0;                 // smallest positive data value (log scales); 0 = none
  Scale scale{};                     // the axis's scale
  std::vector<double> major_locs{};  // the major locator's ticks (get_majorticklocs), for minor locators
};

// What a formatter returns for an axis: one label per location ("" = no label) and the offset
// text drawn at the end of the axis ("" = none; ScalarFormatter's "1e6" or "+1.5e3").
struct TickLabels {
  std::vector<std::string> labels{};
  std::string offset_text{};
};

// MaxNLocator / AutoLocator: "nice" ticks with at most nbins intervals, from the given steps.
// The defaults are AutoLocator's (the locator of every linear axis); matplotlib_default() gives
// a bare `MaxNLocator()` (nbins 10, steps 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10).
struct LIBPLOT_API MaxNLocator {
  std::optional<int> nbins{};  // empty = "auto": tick_space clipped to [max(1, min_n_ticks - 1), 9]
  std::vector<double> steps{1, 2, 2.5, 5, 10};  // AutoLocator's steps; 1 and 10 are added if missing
  bool integer = false;
  bool symmetric = false;
  enum class Prune { None, Lower, Upper, Both } prune = Prune::None;
  int min_n_ticks = 2;  // values below 1 act as 1

  static MaxNLocator matplotlib_default();

  // All candidate ticks for the view interval (may extend past it, as matplotlib's do), in
  // increasing order whatever the order of vmin and vmax. When nbins is empty, `auto_nbins` is
  // the axis's tick_space() (clipped as above); 9 is what matplotlib uses without an axis.
  // Throws InvalidArgument on steps that are not increasing within [1, 10].
  std::vector<double> tick_values(double vmin, double vmax, int auto_nbins = 9) const;

  // Locator.view_limits in the default 'data' autolimit mode: the autoscaled data interval made
  // nonsingular (and symmetric about zero when `symmetric`).
  std::pair<double, double> view_limits(double dmin, double dmax) const;

  // As an axis's locator (matplotlib's __call__): tick_values over the view with the axis's
  // tick space.
  std::vector<double> operator()(const AxisView& v) const;
};

// matplotlib's AutoLocator is MaxNLocator with its defaults above. Note that libplot's
// MaxNLocator{.nbins = 5} keeps AutoLocator's steps; matplotlib's MaxNLocator(5) is
// MaxNLocator::matplotlib_default() with nbins = 5 (see the porting table in docs/api.md).
using AutoLocator = MaxNLocator;

// LogLocator: decades (or every k-th decade), and with `subs` the minor positions between them.
// A log axis uses LogLocator{base} for major ticks and LogLocator{base, Subs::Auto} for minor.
struct LIBPLOT_API LogLocator {
  double base = 10.0;
  enum class Subs { One, Auto, All } subs_mode = Subs::One;  // One = [1.0], Auto = matplotlib 'auto'
  std::vector<double> subs{};     // explicit subs; overrides subs_mode when not empty
  std::optional<int> numticks{};  // empty = "auto" (tick_space clipped to [2, 9])

  // Ticks for the view interval (either order), possibly past it, as matplotlib returns them.
  // With subs that give two or more ticks a decade, a view showing at most one of them falls
  // back to AutoLocator (MaxNLocator defaults, nbins 9) on the linear values, as matplotlib does.
  // `auto_numticks` is the axis's tick_space() when numticks is empty. A vmin <= 0 is replaced by
  // `minpos` (the axis's smallest positive data value); if that is not positive and finite,
  // throws InvalidArgument ("Data has no positive values"); a base that is not finite and > 1
  // throws InvalidArgument too. A base above 100 gets decade ticks only: matplotlib would list
  // every integer below the base as a sub, without bound.
  std::vector<double> tick_values(double vmin, double vmax, int auto_numticks = 9, double minpos = 0.0) const;

  // LogLocator.nonsingular (= view_limits in 'data' autolimit mode): sorted; non-finite or
  // non-positive-only ranges become (1, 10); vmin <= 0 becomes minpos (1e-300 if minpos is not
  // finite); a zero-width range widens to the neighbouring decades.
  std::pair<double, double> view_limits(double vmin, double vmax, double minpos) const;

  // As an axis's locator: tick_values over the view with the axis's tick space and minpos.
  std::vector<double> operator()(const AxisView& v) const;
};

// SymmetricalLogLocator: on a symlog axis, decades of the base on either side of the linear
// stretch and 0 between them (every stride-th decade when more than numticks - 1 would show);
// a view inside (-linthresh, linthresh) gets its two ends. `subs` multiplies each decade (minor
// ticks); empty = matplotlib's subs None, 2 .. base - 1.
struct LIBPLOT_API SymmetricalLogLocator {
  double base = 10.0, linthresh = 2.0;
  std::vector<double> subs{1.0};
  int numticks = 15;
  void check(
      std::string_view call = "SymmetricalLogLocator") const;  // base > 1, linthresh > 0, numticks >= 2
  std::vector<double> tick_values(double vmin, double vmax) const;
  std::vector<double> operator()(const AxisView& v) const;
};

// LogitLocator: on a logit axis, the "ideal" ticks ... 0.01, 0.1, 1/2, 0.9, 0.99 ... (every k-th
// when more than nbins would show; with `minor`, the others, or 2..9 times each decade); a view
// with fewer than two of them gets MaxNLocator ticks (steps 1, 2, 5, 10; no minor ticks).
// nbins empty = "auto": the axis's tick space (at least 2), 9 without an axis.
struct LIBPLOT_API LogitLocator {
  bool minor = false;
  std::optional<int> nbins{};
  void check(std::string_view call = "LogitLocator") const;  // nbins >= 1
  // LogitLocator.nonsingular: the view inside (0, 1); limits <= 0 become minpos, >= 1 become
  // 1 - minpos; a view with no value in (0, 1) becomes (1e-7, 1 - 1e-7).
  std::pair<double, double> nonsingular(double vmin, double vmax, double minpos = 1e-7) const;
  std::vector<double> tick_values(double vmin, double vmax, int auto_nbins = 9, double minpos = 1e-7) const;
  std::vector<double> operator()(const AxisView& v) const;
};

// Indices of the ticks inside [vmin, vmax] (either order) with matplotlib's closeness tolerance
// (Axis._update_ticks: 1e-10 of the interval, in the scale's space). With log_scale the ticks and
// limits go through the log transform first (values <= 0 map to -1000, as matplotlib clips them).
LIBPLOT_API std::vector<std::size_t> ticks_in_view(const std::vector<double>& ticks, double vmin, double vmax,
                                                   bool log_scale = false, double log_base = 10.0);

// Axis.get_minorticklocs: the minor ticks left after dropping those within 1e-5 of the (scale
// space) view span of a major tick. Returns the kept minor values.
LIBPLOT_API std::vector<double> remove_overlapping_locs(const std::vector<double>& minor,
                                                        const std::vector<double>& major, double vmin,
                                                        double vmax, bool log_scale = false,
                                                        double log_base = 10.0);
// The same two in any scale's space (symlog included).
LIBPLOT_API std::vector<std::size_t> ticks_in_view(const std::vector<double>& ticks, double vmin, double vmax,
                                                   const Scale& scale);
LIBPLOT_API std::vector<double> remove_overlapping_locs(const std::vector<double>& minor,
                                                        const std::vector<double>& major, double vmin,
                                                        double vmax, const Scale& scale);

// ScalarFormatter, matplotlib's default for linear axes: shared decimal places, optional offset
// and scientific order of magnitude (drawn as separate offset text at the axis end), "−" minus.
struct LIBPLOT_API ScalarFormatter {
  bool use_offset = true;          // automatic offset (axes.formatter.useoffset)
  std::optional<double> offset{};  // a fixed offset (set_useOffset(number)); overrides use_offset
  int offset_threshold = 4;
  bool scientific = true;  // set_scientific
  int power_limit_low = -5, power_limit_high = 6;
  bool use_mathtext = false;
  bool use_unicode_minus = true;
  bool thousands_separator = false;  // libplot extension: 1,000 instead of 1000

  struct Result {
    std::vector<std::string> labels{};
    // "" when there is none. Plain: "1e6", "+1e6", "1e−6+1.5e3" (sciNot then offset, as
    // get_offset() joins them). With use_mathtext: "$\times\mathdefault{10^{6}}\mathdefault{}$".
    std::string offset_text{};
    int order_of_magnitude = 0;
    double offset = 0.0;
    int decimals = 0;  // the precision of the shared "%1.Nf" format
  };
  // `locs` as the locator returned them (labels for all of them, as format_ticks does);
  // [vmin, vmax] the view interval (either order).
  Result format(const std::vector<double>& locs, double vmin, double vmax) const;
  // As an axis's formatter: labels and offset text for the view.
  TickLabels operator()(const std::vector<double>& locs, const AxisView& v) const;
};

// LogFormatterSciNotation: "$\mathdefault{10^{3}}$"-style labels at decades, and
// "$\mathdefault{2\times10^{1}}$" between them when the minor_thresholds rule labels them.
// Labels that matplotlib leaves out are "". A log axis uses label_only_base = false for both its
// major and its minor formatter (true for the minor one only when the scale was given subs).
struct LIBPLOT_API LogFormatter {
  double base = 10.0;
  bool label_only_base = false;  // labelOnlyBase: only integer powers of the base get labels
  // minor_thresholds = (subset, all): with numdec decades in view, numdec > subset labels only
  // decades, all < numdec <= subset a subset of coefficients, numdec <= all every one.
  // An infinite subset threshold labels everything.
  double minor_threshold_subset = 1.0, minor_threshold_all = 0.4;
  int min_exponent = 0;  // axes.formatter.min_exponent: |exponent| below it prints the number
  // On a symlog axis: decades are counted in the log stretches only (as matplotlib reads the
  // axis's linthresh). Set from the axis's scale when used as an axis formatter.
  std::optional<double> linthresh{};

  std::vector<std::string> format(const std::vector<double>& locs, double vmin, double vmax) const;
  // As an axis's formatter.
  TickLabels operator()(const std::vector<double>& locs, const AxisView& v) const;
};
// matplotlib's name for the formatter of a log axis.
using LogFormatterSciNotation = LogFormatter;

// Python's str.format for numbers: "{:,.0f}", "{:.2f}x", "{:.1%}", "{:+.3g}", "{}" (repr).
// `fmt` is a template with one or more replacement fields "{}" / "{:spec}" / "{0:spec}", filled
// from `values` in order (or by index); "{{" and "}}" are literal braces. Specs follow the
// format-spec mini-language for float: [[fill]align][sign][z][#][0][width][,|_][.precision][type]
// with types f F e E g G % n and none; "d" is accepted for integral values (as Python formats an
// int). Text outside fields is copied byte for byte (UTF-8 passes through). Throws
// FormatError naming the template on a bad spec or a missing value.
LIBPLOT_API std::string pyformat(std::string_view fmt, const std::vector<double>& values);

// LogitFormatter: probabilities as matplotlib's logit axes label them: 10^{-k} below 1/2,
// 1-10^{-k} above, one_half at 1/2, other values with the precision their neighbours need
// (a\cdot10^{k} below 0.1, 1-... above 0.9). With `minor`, only a few well-spaced ticks are
// labelled, and none when they are all ideal ticks. Labels are mathtext ("$\mathdefault{...}$").
// one_half defaults to "1/2": matplotlib's default "\frac{1}{2}" is beyond libplot's mathtext.
struct LIBPLOT_API LogitFormatter {
  std::string one_half = "1/2";
  bool minor = false;
  int minor_threshold = 25, minor_number = 6;
  std::vector<std::string> format(const std::vector<double>& locs) const;
  TickLabels operator()(const std::vector<double>& locs, const AxisView&) const;
};

// ---- more locators (matplotlib 3.6's ticker module)

// Ticks at every integer multiple of `base` (MultipleLocator(base)), one past the view on each side.
struct LIBPLOT_API MultipleLocator {
  double base = 1.0;
  // Throws InvalidArgument "<call>: MultipleLocator base is 0; it must be finite and > 0".
  void check(std::string_view call = "MultipleLocator") const;
  std::vector<double> tick_values(double vmin, double vmax) const;
  std::vector<double> operator()(const AxisView& v) const;
};

// Ticks at the given positions (FixedLocator(locs, nbins)). With nbins, every step-th location
// (step = ceil(size / nbins)), from the offset whose ticks come nearest zero.
struct LIBPLOT_API FixedLocator {
  std::vector<double> locs{};
  std::optional<int> nbins{};
  // Throws InvalidArgument on a non-finite location or nbins < 1.
  void check(std::string_view call = "FixedLocator") const;
  std::vector<double> tick_values() const;
  std::vector<double> operator()(const AxisView& v) const;
};

// No ticks (NullLocator).
struct LIBPLOT_API NullLocator {
  std::vector<double> operator()(const AxisView&) const { return {}; }
};

// Minor ticks between the major ones (AutoMinorLocator(n)): ndivs intervals per major step; by
// default 5 when the step's mantissa is 1, 2.5, 5 or 10, else 4. Needs two major ticks; none on
// a log axis (matplotlib warns and returns none too).
struct LIBPLOT_API AutoMinorLocator {
  std::optional<int> ndivs{};
  void check(std::string_view call = "AutoMinorLocator") const;  // ndivs >= 1
  std::vector<double> operator()(const AxisView& v) const;
};

// ---- more formatters

// No labels (NullFormatter).
struct LIBPLOT_API NullFormatter {
  TickLabels operator()(const std::vector<double>& locs, const AxisView&) const;
};

// The given strings in tick order (FixedFormatter); ticks past the end get "".
struct LIBPLOT_API FixedFormatter {
  std::vector<std::string> labels{};
  TickLabels operator()(const std::vector<double>& locs, const AxisView&) const;
};

// A C++ callable of (value, position index) (FuncFormatter).
struct LIBPLOT_API FuncFormatter {
  std::function<std::string(double value, std::size_t pos)> func{};
  void check(std::string_view call = "FuncFormatter") const;  // func must be set
  TickLabels operator()(const std::vector<double>& locs, const AxisView&) const;
};

// printf-style "%1.2f" applied to each value, as Python's `fmt % x` (FormatStrFormatter): one
// conversion of type d i f F e E g G (with flags, width, precision) and "%%"; no minus sign fix.
struct LIBPLOT_API FormatStrFormatter {
  std::string fmt{};
  // Throws FormatError "<call>: fmt '%s' ..." on anything else.
  void check(std::string_view call = "FormatStrFormatter") const;
  std::string format(double x) const;
  TickLabels operator()(const std::vector<double>& locs, const AxisView&) const;
};

// Python str.format with fields named x (the value) and pos (its index), e.g. "{x:.2f} m"
// (StrMethodFormatter); positional "{}" / "{0}" are the value. See pyformat for the specs.
struct LIBPLOT_API StrMethodFormatter {
  std::string fmt{};
  void check(std::string_view call = "StrMethodFormatter") const;  // throws FormatError
  std::string format(double x, std::size_t pos = 0) const;
  TickLabels operator()(const std::vector<double>& locs, const AxisView&) const;
};

// Percentages of xmax (PercentFormatter(xmax, decimals, symbol)); decimals unset picks them from
// the view's span: ceil(2 - log10(2 * span%)) clipped to 0..5. Minus is U+2212.
struct LIBPLOT_API PercentFormatter {
  double xmax = 100;
  std::optional<int> decimals{};
  std::string symbol = "%";
  void check(std::string_view call = "PercentFormatter") const;  // xmax finite, != 0; decimals >= 0
  std::string format(double x, double display_range) const;
  TickLabels operator()(const std::vector<double>& locs, const AxisView& v) const;
};

// Engineering notation with SI prefixes (EngFormatter(unit, places, sep)): "10 k", "1.5 µ",
// "500 mV"; places unset uses Python's "g". Minus is U+2212.
struct LIBPLOT_API EngFormatter {
  std::string unit = "";
  std::optional<int> places{};
  std::string sep = " ";
  void check(std::string_view call = "EngFormatter") const;  // places >= 0
  std::string format(double x) const;
  TickLabels operator()(const std::vector<double>& locs, const AxisView&) const;
};

// ---- what an axis holds: any locator or formatter above, or your own callable

// A tick locator for Axis::set_major_locator / set_minor_locator: any of the locator types
// above, or any callable `std::vector<double>(const AxisView&)`. Ticks may extend past the view
// (the axis draws those inside it, with matplotlib's tolerance).
class LIBPLOT_API Locator {
 public:
  using Function = std::function<std::vector<double>(const AxisView&)>;
  template <class L>
  requires std::is_invocable_r_v < std::vector<double>,
  const L&, const AxisView& >
                &&(!std::same_as<std::remove_cvref_t<L>, Locator>)
                    Locator(L l) {  // NOLINT: implicit on purpose, as set_major_locator(MultipleLocator{0.5})
    if constexpr (requires(const L& x) { x.check(std::string_view{}); })
      check_ = [l](std::string_view call) { l.check(call); };
    if constexpr (std::same_as<L, FixedLocator>) fixed_ = l.locs;
    fn_ = std::move(l);
  }
  std::vector<double> operator()(const AxisView& v) const { return fn_(v); }
  // Throws what the locator's own check() throws (bad parameters), naming `call`.
  void check(std::string_view call) const {
    if (check_) check_(call);
  }
  // The locations of a FixedLocator, else nullptr (set_xticklabels counts against them).
  const std::vector<double>* fixed_locs() const { return fixed_ ? &*fixed_ : nullptr; }

 private:
  Function fn_;
  std::function<void(std::string_view)> check_;
  std::optional<std::vector<double>> fixed_;
};

// A tick formatter for Axis::set_major_formatter / set_minor_formatter: any formatter type
// above, or any callable `TickLabels(const std::vector<double>& locs, const AxisView&)`.
class LIBPLOT_API Formatter {
 public:
  using Function = std::function<TickLabels(const std::vector<double>&, const AxisView&)>;
  template <class F>
  requires std::is_invocable_r_v < TickLabels, const F&, const std::vector<double>
  &, const AxisView& >
         &&(!std::same_as<std::remove_cvref_t<F>, Formatter>)Formatter(F f) {  // NOLINT: implicit on purpose
    if constexpr (requires(const F& x) { x.check(std::string_view{}); })
      check_ = [f](std::string_view call) { f.check(call); };
    fn_ = std::move(f);
  }
  // One label per location (padded with "" if the callable returned fewer).
  TickLabels operator()(const std::vector<double>& locs, const AxisView& v) const {
    TickLabels t = fn_(locs, v);
    t.labels.resize(locs.size());
    return t;
  }
  void check(std::string_view call) const {
    if (check_) check_(call);
  }

 private:
  Function fn_;
  std::function<void(std::string_view)> check_;
};

}  // namespace libplot
