// LogFormatterSciNotation (through LogFormatterMathtext and LogFormatter.set_locs): mathtext
// labels at powers of the base, "c\times b^{e}" between them, blanks where the
// minor_thresholds rule or labelOnlyBase leaves a tick unlabelled.
#include <algorithm>
#include <cmath>
#include <optional>
#include <set>

#include "libplot/ticker.hpp"
#include "ticker/detail.hpp"

namespace libplot {
namespace {

using namespace ticker_detail;

// The coefficients that get labels, or nullopt for "all of them" (LogFormatter.set_locs).
std::optional<std::set<double>> sublabels(const LogFormatter& f, double vmin, double vmax) {
  if (std::isinf(f.minor_threshold_subset)) return std::nullopt;
  if (vmin > vmax) std::swap(vmin, vmax);
  const double b = f.base;
  if (!f.linthresh && vmin <= 0) return std::set<double>{1};
  double numdec = 0;
  if (f.linthresh) {  // symlog: only the decades of the log stretches count
    const double lt = *f.linthresh;
    if (vmin < -lt) numdec += std::log(vmin / std::min(vmax, -lt)) / std::log(b);
    if (vmax > lt) numdec += std::log(vmax / std::max(vmin, lt)) / std::log(b);
  } else {
    numdec = std::fabs(std::log(vmax) / std::log(b) - std::log(vmin) / std::log(b));
  }
  if (numdec > f.minor_threshold_subset) return std::set<double>{1};
  std::set<double> out;
  if (numdec > f.minor_threshold_all) {
    // round(geomspace(1, b, int(b)//2 + 1)): log-spaced coefficients with exact endpoints.
    const long long num = static_cast<long long>(b) / 2 + 1;
    const double log_stop = std::log10(b);
    const double step = log_stop / static_cast<double>(num - 1);
    for (long long i = 0; i < num; ++i) {
      double v;
      if (i == 0) v = 1.0;
      else if (i == num - 1) v = b;
      else v = std::pow(10.0, static_cast<double>(i) * step);
      out.insert(std::nearbyint(v));
    }
  } else {
    for (double c = 1; c < b + 1; c += 1) out.insert(c);  // arange(1, b + 1)
  }
  return out;
}

}  // namespace

std::vector<std::string> LogFormatter::format(const std::vector<double>& locs, double vmin,
                                              double vmax) const {
  const auto subl = sublabels(*this, vmin, vmax);
  const double b = base;
  const std::string base_str =
      std::fmod(b, 1.0) == 0.0 ? cformat("%lld", static_cast<long long>(b)) : py_repr(b);
  std::vector<std::string> out;
  out.reserve(locs.size());
  for (double x : locs) {
    if (!std::isfinite(x)) {  // matplotlib raises here; leave the tick unlabelled
      out.emplace_back();
      continue;
    }
    if (x == 0) {
      out.emplace_back("$\\mathdefault{0}$");
      continue;
    }
    const std::string sign = x < 0 ? "-" : "";
    x = std::fabs(x);
    double fx = std::log(x) / std::log(b);
    const bool decade = is_close_to_int(fx);
    const double exponent = decade ? py_round(fx) : std::floor(fx);
    const double coeff = py_round(std::pow(b, fx - exponent));
    if (decade) fx = py_round(fx);
    if ((label_only_base && !decade) || (subl && !subl->count(coeff))) {
      out.emplace_back();
      continue;
    }
    if (std::fabs(fx) < min_exponent) {
      out.push_back("$\\mathdefault{" + sign + cformat("%g", x) + "}$");
    } else if (!decade) {
      const double e = std::floor(fx);
      double c = std::pow(b, fx - e);
      if (is_close_to_int(c)) c = py_round(c);
      out.push_back("$\\mathdefault{" + sign + cformat("%g", c) + "\\times" + base_str + "^{" +
                    cformat("%lld", static_cast<long long>(e)) + "}}$");
    } else {
      out.push_back("$\\mathdefault{" + sign + base_str + "^{" + cformat("%lld", static_cast<long long>(fx)) +
                    "}}$");
    }
  }
  return out;
}

}  // namespace libplot
