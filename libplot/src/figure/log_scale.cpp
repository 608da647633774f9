// Scale::log, checked where the base is given: matplotlib raises for base <= 0 or 1; libplot also
// refuses bases below 1 and non-finite ones, which its log locator cannot tick.
#include "figure/checks.hpp"
#include <string>

#include "libplot/scale.hpp"

namespace libplot {

Scale Scale::log(double base) {
  if (!(std::isfinite(base) && base > 1))
    throw InvalidArgument("Scale::log: base is " + check::show(base) + "; it must be finite and > 1");
  return {Kind::Log, base};
}

Scale Scale::symlog(double base, double linthresh, double linscale) {
  if (!(std::isfinite(base) && base > 1))
    throw InvalidArgument("Scale::symlog: base is " + check::show(base) + "; it must be finite and > 1");
  check::positive("Scale::symlog", "linthresh", linthresh);
  check::positive("Scale::symlog", "linscale", linscale);
  Scale s{Kind::SymLog, base};
  s.linthresh = linthresh;
  s.linscale = linscale;
  return s;
}

}  // namespace libplot

namespace libplot {

Scale Scale::logit(std::string_view nonpositive) {
  if (nonpositive != "mask" && nonpositive != "clip")
    throw InvalidArgument("Scale::logit: nonpositive is '" + std::string(nonpositive) +
                          "'; it must be 'mask' or 'clip'");
  Scale s{Kind::Logit};
  s.clip = nonpositive == "clip";
  return s;
}

}  // namespace libplot
