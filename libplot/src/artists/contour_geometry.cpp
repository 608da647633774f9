// Marching squares (see contour_geometry.hpp).
#include "artists/contour_geometry.hpp"

#include <cmath>
#include <cstdint>
#include <unordered_map>

namespace libplot {
namespace {

struct Grid {
  std::span<const double> x, y, z;
  std::size_t nx, ny;
  double at(std::size_t j, std::size_t i) const { return z[j * nx + i]; }
};

// Edge ids: horizontal edge from (j, i) to (j, i + 1) is 2 (j nx + i), vertical from (j, i) to
// (j + 1, i) is 2 (j nx + i) + 1.
std::uint64_t hedge(const Grid& g, std::size_t j, std::size_t i) { return 2 * (j * g.nx + i); }
std::uint64_t vedge(const Grid& g, std::size_t j, std::size_t i) { return 2 * (j * g.nx + i) + 1; }

Point crossing(const Grid& g, std::uint64_t id, double level) {
  const std::size_t k = id / 2, j = k / g.nx, i = k % g.nx;
  if (id % 2 == 0) {
    const double a = g.at(j, i), b = g.at(j, i + 1), t = (level - a) / (b - a);
    return {g.x[i] + t * (g.x[i + 1] - g.x[i]), g.y[j]};
  }
  const double a = g.at(j, i), b = g.at(j + 1, i), t = (level - a) / (b - a);
  return {g.x[i], g.y[j] + t * (g.y[j + 1] - g.y[j])};
}

}  // namespace

std::vector<std::vector<Point>> contour_lines(std::span<const double> x, std::span<const double> y,
                                              std::span<const double> z, double level) {
  const Grid g{x, y, z, x.size(), y.size()};
  std::vector<std::pair<std::uint64_t, std::uint64_t>> segs;
  for (std::size_t j = 0; j + 1 < g.ny; ++j)
    for (std::size_t i = 0; i + 1 < g.nx; ++i) {
      const double v[4] = {g.at(j, i), g.at(j, i + 1), g.at(j + 1, i + 1), g.at(j + 1, i)};
      if (std::isnan(v[0]) || std::isnan(v[1]) || std::isnan(v[2]) || std::isnan(v[3])) continue;
      const int c = (v[0] >= level) | (v[1] >= level) << 1 | (v[2] >= level) << 2 | (v[3] >= level) << 3;
      if (c == 0 || c == 15) continue;
      // edges: 0 bottom, 1 right, 2 top, 3 left
      const std::uint64_t e[4] = {hedge(g, j, i), vedge(g, j, i + 1), hedge(g, j + 1, i), vedge(g, j, i)};
      if (c == 5) {  // corners 0 and 2 above, joined: cut off corners 1 and 3
        segs.push_back({e[0], e[1]});
        segs.push_back({e[2], e[3]});
      } else if (c == 10) {  // corners 1 and 3 above, joined: cut off corners 0 and 2
        segs.push_back({e[3], e[0]});
        segs.push_back({e[1], e[2]});
      } else {
        std::uint64_t ends[2];
        int n = 0;
        for (int k = 0; k < 4; ++k) {
          const bool a = v[k] >= level, b = v[(k + 1) % 4] >= level;
          if (a != b && n < 2) ends[n++] = e[k];
        }
        segs.push_back({ends[0], ends[1]});
      }
    }
  // Join segments sharing an edge crossing into polylines.
  std::unordered_map<std::uint64_t, std::vector<std::size_t>> at_edge;
  for (std::size_t s = 0; s < segs.size(); ++s) {
    at_edge[segs[s].first].push_back(s);
    at_edge[segs[s].second].push_back(s);
  }
  std::vector<bool> used(segs.size(), false);
  auto next_from = [&](std::uint64_t edge, std::size_t from) -> std::ptrdiff_t {
    for (std::size_t s : at_edge[edge])
      if (s != from && !used[s]) return static_cast<std::ptrdiff_t>(s);
    return -1;
  };
  std::vector<std::vector<Point>> out;
  // Open chains first start at an edge with one segment (the grid's border or a NaN hole).
  auto walk = [&](std::size_t s0, std::uint64_t start) {
    std::vector<std::uint64_t> edges{start};
    std::size_t s = s0;
    std::uint64_t cur = start;
    while (true) {
      used[s] = true;
      cur = segs[s].first == cur ? segs[s].second : segs[s].first;
      edges.push_back(cur);
      const std::ptrdiff_t n = next_from(cur, s);
      if (n < 0) break;
      s = static_cast<std::size_t>(n);
    }
    std::vector<Point> line;
    for (std::uint64_t e : edges) line.push_back(crossing(g, e, level));
    out.push_back(std::move(line));
  };
  for (std::size_t s = 0; s < segs.size(); ++s) {
    if (used[s]) continue;
    for (std::uint64_t end : {segs[s].first, segs[s].second})
      if (!used[s] && at_edge[end].size() == 1) walk(s, end);
  }
  for (std::size_t s = 0; s < segs.size(); ++s)
    if (!used[s]) walk(s, segs[s].first);  // closed loops: the walk comes back to its start
  return out;
}

std::vector<std::vector<Point>> contour_region(std::span<const double> x, std::span<const double> y,
                                               std::span<const double> z, double lo, double hi) {
  const Grid g{x, y, z, x.size(), y.size()};
  struct V {
    double x, y, v;
  };
  // Sutherland–Hodgman against v >= t (above) or v <= t, the field linear along each edge.
  auto clip = [](const std::vector<V>& poly, double t, bool above) {
    std::vector<V> out;
    auto in = [&](const V& p) { return above ? p.v >= t : p.v <= t; };
    for (std::size_t k = 0; k < poly.size(); ++k) {
      const V& p = poly[k];
      const V& q = poly[(k + 1) % poly.size()];
      if (in(p)) out.push_back(p);
      if (in(p) != in(q)) {
        const double s = (t - p.v) / (q.v - p.v);
        out.push_back({p.x + s * (q.x - p.x), p.y + s * (q.y - p.y), t});
      }
    }
    return out;
  };
  std::vector<std::vector<Point>> out;
  for (std::size_t j = 0; j + 1 < g.ny; ++j)
    for (std::size_t i = 0; i + 1 < g.nx; ++i) {
      std::vector<V> cell{{x[i], y[j], g.at(j, i)},
                          {x[i + 1], y[j], g.at(j, i + 1)},
                          {x[i + 1], y[j + 1], g.at(j + 1, i + 1)},
                          {x[i], y[j + 1], g.at(j + 1, i)}};
      bool nan = false, all_in = true;
      for (const V& c : cell) {
        nan = nan || std::isnan(c.v);
        all_in = all_in && c.v >= lo && c.v <= hi;
      }
      if (nan) continue;
      if (!all_in) {
        if (std::isfinite(lo)) cell = clip(cell, lo, true);
        if (cell.size() >= 3 && std::isfinite(hi)) cell = clip(cell, hi, false);
      }
      if (cell.size() < 3) continue;
      std::vector<Point> poly;
      for (const V& c : cell) poly.push_back({c.x, c.y});
      out.push_back(std::move(poly));
    }
  return out;
}

}  // namespace libplot
