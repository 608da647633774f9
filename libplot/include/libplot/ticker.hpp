#pragma once
// Tick locators and formatters, modelled on matplotlib 3.6's ticker.py (same algorithms, same
// outputs for the same inputs), as plain value types with no axis object behind them: whatever
// matplotlib reads from the axis (its length, the tick label size, the view interval) is a parameter.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace libplot {

// matplotlib's Axis.get_tick_space(): how many tick labels fit along an axis of `length_pt`
// with labels of `label_size_pt` (x axes allow 3 em per label, y axes 2 em).
int tick_space(double length_pt, double label_size_pt, bool x_axis);

// MaxNLocator / AutoLocator: "nice" ticks with at most nbins intervals, from the given steps.
struct MaxNLocator {
  std::optional<int> nbins;  // empty = "auto": tick_space clipped to [max(1, min_n_ticks - 1), 9]
  std::vector<double> steps{1, 2, 2.5, 5, 10};  // AutoLocator's steps
  bool integer = false;
  bool symmetric = false;
  enum class Prune { None, Lower, Upper, Both } prune = Prune::None;
  int min_n_ticks = 2;

  // All candidate ticks for the view interval (may extend past it, as matplotlib's do).
  // `auto_nbins` is used when nbins is empty (see tick_space()).
  std::vector<double> tick_values(double vmin, double vmax, int auto_nbins = 9) const;
};

// LogLocator: decades (or every k-th decade), and with `subs` the minor positions between them.
struct LogLocator {
  double base = 10.0;
  enum class Subs { One, Auto, All } subs_mode = Subs::One;  // One = [1.0], Auto = matplotlib 'auto'
  std::vector<double> subs;  // explicit subs; overrides subs_mode when not empty
  std::optional<int> numticks;  // empty = "auto" (tick_space clipped to [2, 9])

  std::vector<double> tick_values(double vmin, double vmax, int auto_numticks = 9) const;
};

// Drops ticks outside [vmin, vmax] with matplotlib's closeness tolerance (in the scale's space:
// pass log values for log axes).
std::vector<std::size_t> ticks_in_view(const std::vector<double>& ticks, double vmin, double vmax,
                                       bool log_scale = false, double log_base = 10.0);

// ScalarFormatter, matplotlib's default for linear axes: shared decimal places, optional offset
// and scientific order of magnitude (drawn as separate offset text at the axis end), "−" minus.
struct ScalarFormatter {
  bool use_offset = true;
  int offset_threshold = 4;
  int power_limit_low = -5, power_limit_high = 6;
  bool use_mathtext = false;
  bool use_unicode_minus = true;
  bool thousands_separator = false;  // libplot extension: 1,000 instead of 1000

  struct Result {
    std::vector<std::string> labels;
    std::string offset_text;  // "" when there is none; "1e6", "+1.5e3", ...
  };
  // `locs` as the locator returned them; [vmin, vmax] the view interval.
  Result format(const std::vector<double>& locs, double vmin, double vmax) const;
};

// LogFormatterSciNotation: "$\mathdefault{10^{3}}$"-style labels at decades; minor ticks
// labelled or blank by matplotlib's minor_thresholds rule.
struct LogFormatter {
  double base = 10.0;
  bool label_minor = false;  // formatter for the minor ticks
  double minor_threshold_all = 1.0, minor_threshold_subset = 0.4;

  std::vector<std::string> format(const std::vector<double>& locs, double vmin, double vmax) const;
};

// Python's format-spec mini-language for one number: "{:,.0f}", "{:.2f}x", "{:.1%}", "{:+.3g}".
// `fmt` is a template with one or more replacement fields "{}" / "{:spec}" / "{0:spec}", filled
// from `values` in order (or by index); "{{" and "}}" are literal braces. Throws
// std::invalid_argument naming the template on a bad spec or a missing value.
std::string pyformat(std::string_view fmt, const std::vector<double>& values);

}  // namespace libplot
