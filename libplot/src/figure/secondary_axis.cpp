// secondary_xaxis/secondary_yaxis: an extra axis showing a function of the parent's values
// (matplotlib's SecondaryAxis).
#include "libplot/axes.hpp"
#include "figure/checks.hpp"
#include "model/axes_state.hpp"
#include "model/figure_state.hpp"

namespace libplot {

namespace {

// matplotlib: the locations "top"/"bottom" (x) or "left"/"right" (y) are 1 and 0.
double named_location(const char* call, const std::string& location, bool is_x) {
  const char* hi = is_x ? "top" : "right";
  const char* lo = is_x ? "bottom" : "left";
  if (location == hi) return 1.0;
  if (location == lo) return 0.0;
  throw InvalidArgument(std::string(call) + ": location is '" + location + "'; expected '" + hi + "', '" +
                        lo + "' or a number (axes fraction)");
}

Axes& make_secondary(Axes& parent, Axes& sec, bool is_x, double pos, const AxisFunctions& fn) {
  AxesState& ps = state_of(parent);
  AxesState& s = state_of(sec);
  s.secondary_of = &parent;
  s.secondary_x = is_x;
  s.secondary_pos = pos;
  const auto identity = [](double v) { return v; };
  s.secondary_forward = fn.forward ? fn.forward : std::function<double(double)>(identity);
  s.secondary_inverse = fn.inverse ? fn.inverse : std::function<double(double)>(identity);
  s.row0 = ps.row0;
  s.row1 = ps.row1;
  s.col0 = ps.col0;
  s.col1 = ps.col1;
  s.fixed_rect = ps.fixed_rect;
  s.facecolor = Color{0, 0, 0, 0};
  s.auto_headroom = false;
  AxisState& own = is_x ? s.x : s.y;
  AxisState& other = is_x ? s.y : s.x;
  own.scale = (is_x ? ps.x : ps.y).scale;  // a log parent gives a log-like secondary (functionlog)
  // matplotlib: ticks and label on the side facing away from the parent's middle.
  const bool high = pos >= 0.5;
  own.ticks_low = own.label_low = !high;
  own.ticks_high = own.label_high = high;
  own.grid_major = own.grid_minor = false;
  other.major_locator = NullLocator{};
  other.ticks_low = other.ticks_high = other.label_low = other.label_high = false;
  other.grid_major = other.grid_minor = false;
  // Only the spine the axis sits on (Side order: Left, Right, Top, Bottom).
  for (SpineState& sp : s.spines) sp.visible = false;
  s.spines[is_x ? (high ? 2 : 3) : (high ? 1 : 0)].visible = true;
  return sec;
}

void check_functions(const char* call, const AxisFunctions& fn) {
  if (static_cast<bool>(fn.forward) != static_cast<bool>(fn.inverse))
    throw InvalidArgument(std::string(call) + ": functions has only " + (fn.forward ? "forward" : "inverse") +
                          "; it needs both forward and inverse (or neither, the identity)");
}

}  // namespace

Axes& Axes::secondary_xaxis(const std::string& location, const AxisFunctions& functions) {
  const double pos = named_location("secondary_xaxis", location, true);
  return secondary_xaxis(pos, functions);
}

Axes& Axes::secondary_xaxis(double location, const AxisFunctions& functions) {
  check::finite("secondary_xaxis", "location", location);
  check_functions("secondary_xaxis", functions);
  return make_secondary(*this, fig_.new_axes(), true, location, functions);
}

Axes& Axes::secondary_yaxis(const std::string& location, const AxisFunctions& functions) {
  const double pos = named_location("secondary_yaxis", location, false);
  return secondary_yaxis(pos, functions);
}

Axes& Axes::secondary_yaxis(double location, const AxisFunctions& functions) {
  check::finite("secondary_yaxis", "location", location);
  check_functions("secondary_yaxis", functions);
  return make_secondary(*this, fig_.new_axes(), false, location, functions);
}

}  // namespace libplot
