// Colormaps: matplotlib's tables and LinearSegmentedColormap lookup tables.
#include "libplot/colormap.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace libplot {
namespace {

struct ColormapData {
  const char* name;
  const double* listed;  // n × (r, g, b), or nullptr for a segmented map
  int n;
  const double *r, *g, *b;  // (x, y0, y1) triples
  int nr, ng, nb;
};

#include "theme/colormap_table.inc"

const ColormapData* find_data(std::string_view name) {
  for (const ColormapData& d : kColormaps)
    if (name == d.name) return &d;
  return nullptr;
}

std::vector<Colormap::Segment> segments(const double* v, int n) {
  std::vector<Colormap::Segment> out;
  for (int i = 0; i < n; ++i) out.push_back({v[3 * i], v[3 * i + 1], v[3 * i + 2]});
  return out;
}

// LinearSegmentedColormap.reversed's data: [(1 - x, y1, y0) for x, y0, y1 in reversed(data)].
std::vector<Colormap::Segment> reverse_segments(const std::vector<Colormap::Segment>& s) {
  std::vector<Colormap::Segment> out;
  for (auto it = s.rbegin(); it != s.rend(); ++it) out.push_back({1.0 - it->x, it->y1, it->y0});
  return out;
}

std::string reversed_name(const std::string& name) {
  if (name.size() > 2 && name.compare(name.size() - 2, 2, "_r") == 0) return name.substr(0, name.size() - 2);
  return name + "_r";
}

}  // namespace

std::vector<double> segment_lookup_table(int n, const std::vector<Colormap::Segment>& data) {
  if (data.empty() || data.front().x != 0.0 || data.back().x != 1.0)
    throw InvalidArgument("Colormap::segmented: data mapping points must start with x=0 and end with x=1");
  for (std::size_t i = 1; i < data.size(); ++i)
    if (data[i].x < data[i - 1].x)
      throw InvalidArgument("Colormap::segmented: data mapping points must have x in increasing order");
  if (n < 1) throw InvalidArgument("Colormap::segmented: N must be >= 1, got " + std::to_string(n));
  if (n == 1) return {data.back().y0};  // matplotlib: the value at x = 1
  // x scaled to table indices; each inner entry interpolates between the segments around it.
  std::vector<double> x;
  for (const auto& s : data) x.push_back(s.x * (n - 1));
  const double step = 1.0 / (n - 1);
  std::vector<double> lut(n);
  lut[0] = data.front().y1;
  lut[n - 1] = data.back().y0;
  for (int i = 1; i < n - 1; ++i) {
    const double xi = (n - 1) * (i * step);
    const std::size_t k = static_cast<std::size_t>(std::lower_bound(x.begin(), x.end(), xi) - x.begin());
    const double distance = (xi - x[k - 1]) / (x[k] - x[k - 1]);
    lut[i] = distance * (data[k].y0 - data[k - 1].y1) + data[k - 1].y1;
  }
  for (double& v : lut) v = std::clamp(v, 0.0, 1.0);
  return lut;
}

Colormap Colormap::build_segmented(std::string name, std::vector<Segment> r, std::vector<Segment> g,
                                   std::vector<Segment> b, int n) {
  Colormap m;
  m.name_ = std::move(name);
  const auto lr = segment_lookup_table(n, r), lg = segment_lookup_table(n, g),
             lb = segment_lookup_table(n, b);
  m.lut_.resize(n);
  for (int i = 0; i < n; ++i) m.lut_[i] = {lr[i], lg[i], lb[i], 1.0};
  m.seg_[0] = std::move(r);
  m.seg_[1] = std::move(g);
  m.seg_[2] = std::move(b);
  m.segmented_ = true;
  return m;
}

Colormap Colormap::named(std::string_view name, int lut) {
  const bool rev = name.size() > 2 && name.substr(name.size() - 2) == "_r";
  const ColormapData* d = find_data(rev ? name.substr(0, name.size() - 2) : name);
  if (!d) throw InvalidArgument("Colormap::named: unknown colormap '" + std::string(name) + "'");
  Colormap m;
  if (d->listed) {
    std::vector<Color> colors;
    for (int i = 0; i < d->n; ++i)
      colors.push_back({d->listed[3 * i], d->listed[3 * i + 1], d->listed[3 * i + 2], 1});
    m = listed(std::move(colors), d->name);
  } else {
    m = build_segmented(d->name, segments(d->r, d->nr), segments(d->g, d->ng), segments(d->b, d->nb), lut);
  }
  return rev ? m.reversed() : m;
}

std::vector<std::string> Colormap::names() {
  std::vector<std::string> out;
  for (const ColormapData& d : kColormaps) out.emplace_back(d.name);
  std::sort(out.begin(), out.end());
  return out;
}

Colormap Colormap::listed(std::vector<Color> colors, std::string name) {
  if (colors.empty()) throw InvalidArgument("Colormap::listed: no colours");
  Colormap m;
  m.name_ = std::move(name);
  m.lut_ = std::move(colors);
  return m;
}

Colormap Colormap::from_list(std::string name, const std::vector<Color>& colors, int n) {
  if (colors.empty()) throw InvalidArgument("Colormap::from_list: no colours");
  std::vector<Segment> ch[3];
  const std::size_t k = colors.size();
  for (std::size_t i = 0; i < k; ++i) {
    // numpy.linspace(0, 1, k): i * step, the last exactly 1
    const double x = k == 1 ? 0.0 : (i + 1 == k ? 1.0 : i * (1.0 / (k - 1)));
    const double v[3] = {colors[i].r, colors[i].g, colors[i].b};
    for (int c = 0; c < 3; ++c) ch[c].push_back({x, v[c], v[c]});
  }
  return segmented(std::move(name), ch[0], ch[1], ch[2], n);
}

Colormap Colormap::segmented(std::string name, std::vector<Segment> red, std::vector<Segment> green,
                             std::vector<Segment> blue, int n) {
  return build_segmented(std::move(name), std::move(red), std::move(green), std::move(blue), n);
}

Colormap Colormap::reversed() const {
  Colormap m;
  if (segmented_) {
    m = build_segmented(reversed_name(name_), reverse_segments(seg_[0]), reverse_segments(seg_[1]),
                        reverse_segments(seg_[2]), size());
  } else {
    m = listed(std::vector<Color>(lut_.rbegin(), lut_.rend()), reversed_name(name_));
  }
  m.under_ = over_;
  m.over_ = under_;
  m.bad_ = bad_;
  return m;
}

Colormap Colormap::resampled(int n) const {
  if (n < 1) throw InvalidArgument("Colormap::resampled: N must be >= 1, got " + std::to_string(n));
  Colormap m;
  if (segmented_) {
    m = build_segmented(name_, seg_[0], seg_[1], seg_[2], n);
  } else {
    // ListedColormap.resampled: the colours at numpy.linspace(0, 1, n)
    std::vector<Color> colors;
    for (int i = 0; i < n; ++i)
      colors.push_back((*this)(n == 1 ? 0.0 : (i + 1 == n ? 1.0 : i * (1.0 / (n - 1)))));
    m = listed(std::move(colors), name_);
  }
  m.under_ = under_;
  m.over_ = over_;
  m.bad_ = bad_;
  return m;
}

Color Colormap::operator()(double x) const {
  if (std::isnan(x)) return bad_;
  const double n = size();
  double xa = x * n;
  if (xa < 0) xa = -1;
  if (xa == n) xa = n - 1;
  xa = std::clamp(xa, -1.0, n);
  return at_index(static_cast<long>(xa));  // truncation toward zero, as astype(int)
}

Color Colormap::at_index(long i) const {
  if (i > size() - 1) return over();
  if (i < 0) return under();
  return lut_[static_cast<std::size_t>(i)];
}

Colormap Colormap::with_extremes(std::optional<Color> under, std::optional<Color> over,
                                 std::optional<Color> bad) const {
  Colormap m = *this;
  if (under) m.under_ = under;
  if (over) m.over_ = over;
  if (bad) m.bad_ = *bad;
  return m;
}

}  // namespace libplot
