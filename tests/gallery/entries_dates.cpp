// Gallery entries of date axes: std::chrono time points as x, the default AutoDateLocator and
// AutoDateFormatter, ConciseDateFormatter with its offset, dates in bar and axvspan.
#include <chrono>
#include <cmath>
#include <vector>

#include "entries_dates.hpp"
#include "gallery.hpp"

namespace gallery {

using namespace libplot;

// gallery:begin date_axis
Figure date_axis() {
  using namespace std::chrono;
  Figure fig(Theme{}, {.width = 6.4, .height = 6.4});
  auto axes = fig.subplots({.nrows = 3, .ncols = 1});
  // Two years of daily values: a yearly wave with a monthly ripple.
  std::vector<sys_days> days;
  std::vector<double> values;
  for (int i = 0; i < 730; ++i) {
    days.push_back(sys_days{2019y / January / 1} + std::chrono::days{i});
    values.push_back(std::sin(2 * M_PI * i / 365.0) + 0.3 * std::sin(2 * M_PI * i / 29.0));
  }
  axes[0]->plot(days, values);
  axes[0]->set_title("AutoDateLocator + AutoDateFormatter (a date axis's default)");
  // The same series over three months, labelled concisely; a span given as dates.
  axes[1]->plot(days, values);
  axes[1]->set_xlim(sys_days{2019y / February / 10}, sys_days{2019y / May / 20});
  axes[1]->axvspan(sys_days{2019y / March / 1}, sys_days{2019y / March / 15}, {.color = C(1), .alpha = 0.3});
  axes[1]->xaxis().set_major_formatter(ConciseDateFormatter{});
  axes[1]->set_title("ConciseDateFormatter, axvspan between dates");
  // Hourly bars over two days (bar widths are in days).
  std::vector<sys_seconds> hours;
  std::vector<double> load;
  for (int h = 0; h < 48; ++h) {
    hours.push_back(sys_days{2021y / March / 4} + std::chrono::hours{h});
    load.push_back(2 + std::sin(2 * M_PI * (h - 6) / 24.0));
  }
  axes[2]->bar(hours, load, {.width = 0.8 / 24});
  axes[2]->xaxis().set_major_formatter(ConciseDateFormatter{});
  axes[2]->set_title("bar on hourly time points, ConciseDateFormatter");
  fig.tight_layout();
  return fig;
}
// gallery:end

}  // namespace gallery
