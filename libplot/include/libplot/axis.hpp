#pragma once
// One axis (x or y) of an Axes, for its tick locators and formatters (matplotlib's
// `ax.xaxis` / `ax.yaxis`). A handle: it stays valid as long as its Axes.
#include "libplot/export.hpp"
#include "libplot/ticker.hpp"

namespace libplot {

struct AxisState;

class LIBPLOT_API Axis {
 public:
  // Where the major / minor ticks go. Unset, an axis uses AutoLocator (linear) or
  // LogLocator{base} (log) for major ticks, and for minor ticks LogLocator{base, Subs::Auto}
  // (log), AutoMinorLocator (linear with minor ticks on) or NullLocator; a logit axis uses
  // LogitLocator{} and LogitLocator{.minor = true} (and LogitFormatter). Minor ticks within
  // 1e-5 of the view span of a major tick are dropped, as matplotlib does.
  // Throws InvalidArgument from the locator's check, naming the call ("set_major_locator:
  // MultipleLocator base is 0; it must be finite and > 0").
  void set_major_locator(Locator l);
  void set_minor_locator(Locator l);
  // How the ticks are labelled. Unset: ScalarFormatter (linear) or LogFormatterSciNotation
  // (log) for major ticks; NullFormatter (linear) or LogFormatterSciNotation (log) for minor.
  // Minor labels are drawn like the major ones, minor tick length + minor pad from the spine.
  void set_major_formatter(Formatter f);
  void set_minor_formatter(Formatter f);

 private:
  friend class Axes;
  LIBPLOT_NO_EXPORT explicit Axis(AxisState& s) : s_(&s) {}
  AxisState* s_;
};

}  // namespace libplot
