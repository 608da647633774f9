// String category axes (matplotlib's StrCategoryConverter): each distinct string gets the next
// integer position in the order first seen; the axis ticks every category with its name
// (StrCategoryLocator/StrCategoryFormatter). Several calls extend the same mapping.
#include <algorithm>
#include <cmath>

#include "libplot/axes.hpp"
#include "libplot/ticker.hpp"
#include "figure/checks.hpp"
#include "model/axes_state.hpp"

namespace libplot {

namespace {

// The categories after adding `values`, and their positions; nothing is changed yet, so a call
// that fails its checks leaves the axis as it was.
struct Mapped {
  std::vector<std::string> categories;
  std::vector<double> positions;
};

Mapped map_categories(const AxisState& a, const char* call, const char* arg,
                      std::span<const std::string> values) {
  Mapped m{a.categories, {}};
  for (const std::string& v : values) {
    check::mathtext(call, arg, v);
    auto it = std::find(m.categories.begin(), m.categories.end(), v);
    if (it == m.categories.end()) it = m.categories.insert(m.categories.end(), v);
    m.positions.push_back(static_cast<double>(it - m.categories.begin()));
  }
  return m;
}

// matplotlib's StrCategoryFormatter: a tick at a category's position gets its name.
Formatter category_formatter(std::vector<std::string> categories) {
  return [categories = std::move(categories)](const std::vector<double>& locs, const AxisView&) {
    TickLabels t;
    for (double v : locs) {
      const double i = std::round(v);
      const bool named = i == v && i >= 0 && i < static_cast<double>(categories.size());
      t.labels.push_back(named ? categories[static_cast<std::size_t>(i)] : "");
    }
    return t;
  };
}

// Sets the categories on every axes sharing the view (matplotlib shares the units); the ticks
// and their names follow them unless the user set a locator or formatter of their own.
void commit(Axes& ax, bool is_x, const Mapped& m) {
  for (Axes* o : shared_group(ax, is_x)) {
    AxisState& a = is_x ? state_of(*o).x : state_of(*o).y;
    a.categories = m.categories;
    if (!a.major_locator || a.category_locator) {
      std::vector<double> ticks(m.categories.size());
      for (std::size_t i = 0; i < ticks.size(); ++i) ticks[i] = static_cast<double>(i);
      a.major_locator = FixedLocator{std::move(ticks)};
      a.category_locator = true;
    }
    if (!a.major_formatter || a.category_formatter) {
      a.major_formatter = category_formatter(m.categories);
      a.category_formatter = true;
    }
  }
}

}  // namespace

void Axes::plot(std::span<const std::string> x, std::span<const double> y, const LineOptions& o) {
  const Mapped m = map_categories(state_->x, "plot", "x", x);
  plot(m.positions, y, o);
  commit(*this, true, m);
}

void Axes::plot(std::span<const double> x, std::span<const std::string> y, const LineOptions& o) {
  const Mapped m = map_categories(state_->y, "plot", "y", y);
  plot(x, m.positions, o);
  commit(*this, false, m);
}

void Axes::plot(std::span<const std::string> x, std::span<const std::string> y, const LineOptions& o) {
  const Mapped mx = map_categories(state_->x, "plot", "x", x);
  const Mapped my = map_categories(state_->y, "plot", "y", y);
  plot(mx.positions, my.positions, o);
  commit(*this, true, mx);
  commit(*this, false, my);
}

ScalarMappable Axes::scatter(std::span<const std::string> x, std::span<const std::string> y,
                             const ScatterOptions& o) {
  const Mapped mx = map_categories(state_->x, "scatter", "x", x);
  const Mapped my = map_categories(state_->y, "scatter", "y", y);
  ScalarMappable r = scatter(mx.positions, my.positions, o);
  commit(*this, true, mx);
  commit(*this, false, my);
  return r;
}

ScalarMappable Axes::scatter(std::span<const std::string> x, std::span<const double> y,
                             const ScatterOptions& o) {
  const Mapped m = map_categories(state_->x, "scatter", "x", x);
  ScalarMappable r = scatter(m.positions, y, o);
  commit(*this, true, m);
  return r;
}

ScalarMappable Axes::scatter(std::span<const double> x, std::span<const std::string> y,
                             const ScatterOptions& o) {
  const Mapped m = map_categories(state_->y, "scatter", "y", y);
  ScalarMappable r = scatter(x, m.positions, o);
  commit(*this, false, m);
  return r;
}

BarContainer Axes::bar(std::span<const std::string> x, std::span<const double> heights, const BarOptions& o) {
  const Mapped m = map_categories(state_->x, "bar", "x", x);
  BarContainer r = bar(m.positions, heights, o);
  commit(*this, true, m);
  return r;
}

BarContainer Axes::barh(std::span<const std::string> y, std::span<const double> widths, const BarOptions& o) {
  const Mapped m = map_categories(state_->y, "barh", "y", y);
  BarContainer r = barh(m.positions, widths, o);
  commit(*this, false, m);
  return r;
}

}  // namespace libplot
