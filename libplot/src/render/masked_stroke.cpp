// Translucent axis-aligned strokes through a coverage mask (see masked_stroke.hpp).
#include "render/masked_stroke.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "render/device_pixels.hpp"

namespace libplot::render {
namespace {

struct IntRect {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool empty() const { return x0 >= x1 || y0 >= y1; }
};

IntRect intersect(const IntRect& a, const IntRect& b) {
  return {std::max(a.x0, b.x0), std::max(a.y0, b.y0), std::min(a.x1, b.x1), std::min(a.y1, b.y1)};
}

// More strips than this (a long staircase) and the strips cost more than Cairo's own way.
constexpr std::size_t kMaxStrips = 256;
// A mask larger than this (a clip of more than 32 megapixels) is not made: Cairo strokes it.
constexpr std::size_t kMaxMaskBytes = std::size_t{32} << 20;

// The mask's bytes, kept by the thread for its next stroke.
struct KeptMask {
  // Address space for the largest mask, reserved once: the kernel provides memory only where
  // strokes touch it, and a larger mask than the last reuses what the smaller one touched. Mapped
  // directly (not through malloc, whose thresholds a freed large block would move), in huge
  // pages where the kernel allows them: a vertical line's strip touches every row, so every
  // 4 KiB page of the mask, and 4 KiB pages made that first touch cost more than the stroke.
  // Uninitialised as far as the strokes are concerned: each zeroes its strips first.
  static constexpr std::size_t kAlign = std::size_t{2} << 20;
  void* map = nullptr;
  std::uint8_t* data = nullptr;
  bool failed = false;
  KeptMask() = default;
  KeptMask(const KeptMask&) = delete;
  KeptMask& operator=(const KeptMask&) = delete;
  ~KeptMask() {
    if (map) munmap(map, kMaxMaskBytes + kAlign);
  }
  // Null when the address space cannot be had (a tight RLIMIT_AS): Cairo then strokes.
  std::uint8_t* get(std::size_t n) {
    if (n > kMaxMaskBytes || failed) return nullptr;
    if (!map) {
      void* p = mmap(nullptr, kMaxMaskBytes + kAlign, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
      if (p == MAP_FAILED) {
        failed = true;
        return nullptr;
      }
      map = p;
      const auto at = reinterpret_cast<std::uintptr_t>(p);
      data = static_cast<std::uint8_t*>(p) + (kAlign - at % kAlign) % kAlign;
#ifdef MADV_HUGEPAGE
      madvise(data, kMaxMaskBytes, MADV_HUGEPAGE);  // advice only: its failure changes nothing
#endif
    }
    return data;
  }
};
KeptMask& kept_mask() {
  thread_local KeptMask mask;
  return mask;
}

struct PathDeleter {
  void operator()(cairo_path_t* p) const { cairo_path_destroy(p); }
};
struct ClipDeleter {
  void operator()(cairo_rectangle_list_t* l) const { cairo_rectangle_list_destroy(l); }
};
struct SurfaceDeleter {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct ContextDeleter {
  void operator()(cairo_t* c) const { cairo_destroy(c); }
};

// The clip as one whole-pixel rectangle, or nothing.
bool clip_rect(cairo_t* cr, IntRect& out) {
  std::unique_ptr<cairo_rectangle_list_t, ClipDeleter> list(cairo_copy_clip_rectangle_list(cr));
  if (list->status != CAIRO_STATUS_SUCCESS || list->num_rectangles != 1) return false;
  const cairo_rectangle_t& r = list->rectangles[0];
  const double x1 = r.x + r.width, y1 = r.y + r.height;
  for (double v : {r.x, r.y, x1, y1})
    if (!std::isfinite(v) || v != std::floor(v) || std::fabs(v) > 1e9) return false;
  out = {static_cast<int>(r.x), static_cast<int>(r.y), static_cast<int>(x1), static_cast<int>(y1)};
  return true;
}

// A subpath of the path: its data in the cairo_path_t, and its segments' boxes.
struct Subpath {
  int begin = 0, end = 0;         // [begin, end) in cairo_path_t::data
  std::vector<IntRect> strips{};  // cut to the clip; the subpath's coverage lies inside them
  IntRect whole{};                // the first strip before the cut
  // One horizontal or vertical segment (a grid line): from (ax, ay) to (bx, by).
  bool single = false;
  double ax = 0, ay = 0, bx = 0, by = 0;
};

// A segment's box grown by `margin` on every side (which holds its caps and joins), on whole
// pixels; false for a segment that is neither horizontal nor vertical, or not finite.
bool strip_of(double ax, double ay, double bx, double by, double margin, IntRect& out) {
  if (ax != bx && ay != by) return false;
  const double x0 = std::floor(std::min(ax, bx) - margin), x1 = std::ceil(std::max(ax, bx) + margin);
  const double y0 = std::floor(std::min(ay, by) - margin), y1 = std::ceil(std::max(ay, by) + margin);
  constexpr double kFar = 1e9;  // on int: far outside any page
  if (!(x0 > -kFar && x1 < kFar && y0 > -kFar && y1 < kFar)) return false;
  out = {static_cast<int>(x0), static_cast<int>(y0), static_cast<int>(x1), static_cast<int>(y1)};
  return true;
}

// The path as subpaths with their strips; false when it has curves or a slanted segment, or too
// many strips.
bool subpaths_of(const cairo_path_t& path, double margin, const IntRect& clip, std::vector<Subpath>& out) {
  double cx = 0, cy = 0, sx = 0, sy = 0;
  std::size_t strips = 0;
  int segments = 0;
  auto add = [&](double ax, double ay, double bx, double by) {
    IntRect r;
    if (!strip_of(ax, ay, bx, by, margin, r)) return false;
    Subpath& sp = out.back();
    if (segments == 0) sp.whole = r;
    const IntRect cut = intersect(r, clip);
    if (!cut.empty()) sp.strips.push_back(cut);
    return ++strips <= kMaxStrips;
  };
  for (int i = 0; i < path.num_data; i += path.data[i].header.length) {
    const cairo_path_data_t& h = path.data[i];
    switch (h.header.type) {
      case CAIRO_PATH_MOVE_TO:
        if (!out.empty()) {
          out.back().end = i;
          out.back().single = segments == 1 && out.back().single;
        }
        out.push_back({.begin = i});
        segments = 0;
        cx = sx = path.data[i + 1].point.x;
        cy = sy = path.data[i + 1].point.y;
        break;  // a point alone draws nothing
      case CAIRO_PATH_LINE_TO: {
        if (out.empty()) return false;
        const double x = path.data[i + 1].point.x, y = path.data[i + 1].point.y;
        if (!add(cx, cy, x, y)) return false;
        if (++segments == 1) {
          Subpath& sp = out.back();
          sp.single = cx != x || cy != y;
          sp.ax = cx, sp.ay = cy, sp.bx = x, sp.by = y;
        }
        cx = x;
        cy = y;
        break;
      }
      case CAIRO_PATH_CLOSE_PATH:
        if (out.empty() || !add(cx, cy, sx, sy)) return false;
        segments += 2;  // a closed subpath is never a single line
        cx = sx;
        cy = sy;
        break;
      default: return false;
    }
  }
  if (!out.empty()) {
    out.back().end = path.num_data;
    out.back().single = segments == 1 && out.back().single;
  }
  return true;
}

bool overlap(const IntRect& a, const IntRect& b) { return !intersect(a, b).empty(); }

IntRect moved(const IntRect& r, int dx, int dy) { return {r.x0 + dx, r.y0 + dy, r.x1 + dx, r.y1 + dy}; }

// Lines that are the first single line moved by whole pixels (a grid: the same ends along the
// line, a whole number of pixels apart across it), each far from every other subpath: their
// coverage is the first line's, moved, so only the first is scan converted. Returns the
// template's index (or -1) and fills `copies` with (subpath, dx, dy).
struct Copy {
  std::size_t subpath = 0;
  int dx = 0, dy = 0;
};
int find_copies(const std::vector<Subpath>& sps, const IntRect& clip, std::vector<Copy>& copies) {
  // The clip may cut a line at its ends (the same for all of them), not across it.
  auto across_inside = [&](const IntRect& r, bool horizontal) {
    return horizontal ? r.y0 >= clip.y0 && r.y1 <= clip.y1 : r.x0 >= clip.x0 && r.x1 <= clip.x1;
  };
  int t = -1;
  for (std::size_t i = 0; i < sps.size() && t < 0; ++i)
    if (sps[i].single && sps[i].strips.size() == 1 && across_inside(sps[i].whole, sps[i].ay == sps[i].by))
      t = static_cast<int>(i);
  if (t < 0) return -1;
  const Subpath& T = sps[static_cast<std::size_t>(t)];
  const bool horizontal = T.ay == T.by;
  constexpr double kFar = 1e7;
  std::vector<bool> is_copy(sps.size(), false);
  for (std::size_t i = 0; i < sps.size(); ++i) {
    const Subpath& s = sps[i];
    if (static_cast<int>(i) == t || !s.single) continue;
    // Exact: the coordinates are Cairo's fixed-point values, so the differences are exact too.
    const double dx = s.ax - T.ax, dy = s.ay - T.ay;
    const bool same =
        horizontal ? (s.ay == s.by && dx == 0 && s.bx == T.bx) : (s.ax == s.bx && dy == 0 && s.by == T.by);
    if (!same || dx != std::floor(dx) || dy != std::floor(dy) || std::fabs(dx) > kFar || std::fabs(dy) > kFar)
      continue;
    if (!across_inside(moved(T.whole, static_cast<int>(dx), static_cast<int>(dy)), horizontal)) continue;
    is_copy[i] = true;
    copies.push_back({i, static_cast<int>(dx), static_cast<int>(dy)});
  }
  // A copy must not touch any other subpath's pixels (the first line's included), nor another
  // copy's: the scan converter would have summed their coverage.
  std::vector<Copy> kept;
  for (const Copy& c : copies) {
    const IntRect r = moved(T.strips[0], c.dx, c.dy);
    bool alone = true;
    for (std::size_t j = 0; j < sps.size() && alone; ++j) {
      if (j == c.subpath) continue;
      const Subpath& o = sps[j];
      for (const IntRect& os : o.strips) alone = alone && !overlap(r, os);
      if (is_copy[j])
        alone = alone &&
                !overlap(r, moved(T.strips[0], static_cast<int>(o.ax - T.ax), static_cast<int>(o.ay - T.ay)));
    }
    if (alone) kept.push_back(c);
  }
  copies = std::move(kept);
  return copies.empty() ? -1 : t;
}

}  // namespace

MaskedStroke stroke_through_mask(cairo_t* cr) {
  cairo_surface_t* target = cairo_get_group_target(cr);
  if (cairo_surface_get_type(target) != CAIRO_SURFACE_TYPE_IMAGE ||
      cairo_image_surface_get_format(target) != CAIRO_FORMAT_ARGB32 ||
      cairo_get_operator(cr) != CAIRO_OPERATOR_OVER ||
      cairo_pattern_get_type(cairo_get_source(cr)) != CAIRO_PATTERN_TYPE_SOLID)
    return {};
  if (!draws_in_device_pixels(cr)) return {};
  IntRect clip;
  if (!clip_rect(cr, clip)) return {};
  // The mask covers the whole clip (on the page), so that the stroke into it is bounded exactly
  // as the stroke onto the page would be.
  clip =
      intersect(clip, {0, 0, cairo_image_surface_get_width(target), cairo_image_surface_get_height(target)});
  if (clip.empty()) return {};
  const int w = clip.x1 - clip.x0, h = clip.y1 - clip.y0;
  const int stride = cairo_format_stride_for_width(CAIRO_FORMAT_A8, w);
  const std::size_t bytes = static_cast<std::size_t>(stride) * static_cast<std::size_t>(h);
  if (stride <= 0 || bytes > kMaxMaskBytes) return {};

  std::unique_ptr<cairo_path_t, PathDeleter> path(cairo_copy_path(cr));
  if (path->status != CAIRO_STATUS_SUCCESS) return {};
  const double line_width = cairo_get_line_width(cr);
  if (!std::isfinite(line_width) || line_width > 1e6) return {};
  // The outline lies within half the width of its segments (butt, square and round caps, round
  // joins, and miter joins, which on right angles reach half the width along both axes); a
  // fixed-point unit more for Cairo's rounding.
  std::vector<Subpath> sps;
  if (!subpaths_of(*path, line_width / 2 + 1.0 / 256, clip, sps)) return {};
  std::vector<Copy> copies;
  const int t = find_copies(sps, clip, copies);
  // What is scan converted: the path less the copies.
  std::vector<bool> copied(sps.size(), false);
  for (const Copy& c : copies) copied[c.subpath] = true;
  std::vector<cairo_path_data_t> data;
  std::vector<IntRect> drawn;  // strips the stroke may write
  for (std::size_t i = 0; i < sps.size(); ++i) {
    if (copied[i]) continue;
    data.insert(data.end(), path->data + sps[i].begin, path->data + sps[i].end);
    drawn.insert(drawn.end(), sps[i].strips.begin(), sps[i].strips.end());
  }
  if (drawn.empty()) return {.drawn = true};  // nothing of it lies inside the clip
  cairo_path_t converted{CAIRO_STATUS_SUCCESS, data.data(), static_cast<int>(data.size())};

  std::uint8_t* const mask_data = kept_mask().get(bytes);
  if (!mask_data) return {};
  auto row = [&](int x, int y) {
    return mask_data + static_cast<std::size_t>(y - clip.y0) * static_cast<std::size_t>(stride) +
           (x - clip.x0);
  };
  // Zero where the stroke may land (what lies outside the strips is left from other strokes
  // and never read).
  for (const IntRect& s : drawn)
    for (int y = s.y0; y < s.y1; ++y) std::memset(row(s.x0, y), 0, static_cast<std::size_t>(s.x1 - s.x0));
  std::unique_ptr<cairo_surface_t, SurfaceDeleter> mask(
      cairo_image_surface_create_for_data(mask_data, CAIRO_FORMAT_A8, w, h, stride));
  if (cairo_surface_status(mask.get()) != CAIRO_STATUS_SUCCESS) return {};
  // The mask's pixel (0, 0) is the page's (clip.x0, clip.y0): the same device coordinates, moved
  // by whole pixels, so the scan converter gives every pixel the same coverage.
  cairo_surface_set_device_offset(mask.get(), -clip.x0, -clip.y0);
  bool ok = false;
  {
    std::unique_ptr<cairo_t, ContextDeleter> mc(cairo_create(mask.get()));
    cairo_rectangle(mc.get(), clip.x0, clip.y0, w, h);
    cairo_clip(mc.get());
    cairo_append_path(mc.get(), &converted);
    cairo_set_line_width(mc.get(), line_width);
    cairo_set_line_cap(mc.get(), cairo_get_line_cap(cr));
    cairo_set_line_join(mc.get(), cairo_get_line_join(cr));
    cairo_set_miter_limit(mc.get(), cairo_get_miter_limit(cr));
    cairo_set_tolerance(mc.get(), cairo_get_tolerance(cr));
    cairo_set_antialias(mc.get(), cairo_get_antialias(cr));
    const int dashes = cairo_get_dash_count(cr);
    std::vector<double> dash(static_cast<std::size_t>(dashes));
    double offset = 0;
    cairo_get_dash(cr, dash.data(), &offset);
    cairo_set_dash(mc.get(), dash.data(), dashes, offset);
    cairo_set_source_rgb(mc.get(), 0, 0, 0);  // opaque: the coverage itself lands in the mask
    cairo_stroke(mc.get());
    ok = cairo_status(mc.get()) == CAIRO_STATUS_SUCCESS;
  }
  cairo_surface_flush(mask.get());
  if (!ok) return {};
  // The copies: the first line's coverage, moved (each subpath's dashes start at its start).
  if (t >= 0) {
    const IntRect& from = sps[static_cast<std::size_t>(t)].strips[0];
    for (const Copy& c : copies) {
      for (int y = from.y0; y < from.y1; ++y)
        std::memcpy(row(from.x0 + c.dx, y + c.dy), row(from.x0, y),
                    static_cast<std::size_t>(from.x1 - from.x0));
      drawn.push_back(moved(from, c.dx, c.dy));
    }
  }
  cairo_surface_mark_dirty(mask.get());
  cairo_surface_set_device_offset(mask.get(), 0, 0);
  // The colour through the mask, on the strips only.
  cairo_save(cr);
  cairo_new_path(cr);
  for (const IntRect& s : drawn) cairo_rectangle(cr, s.x0, s.y0, s.x1 - s.x0, s.y1 - s.y0);
  cairo_clip(cr);
  cairo_mask_surface(cr, mask.get(), clip.x0, clip.y0);
  cairo_restore(cr);
  cairo_new_path(cr);
  cairo_append_path(cr, path.get());
  return {.drawn = true, .copied = copies.size()};
}

}  // namespace libplot::render
