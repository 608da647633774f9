#include "render/cairo_canvas.hpp"

#include <pango/pangocairo.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "render/device_map.hpp"
#include "render/masked_stroke.hpp"
#include "render/noop_fill.hpp"
#include "render/path_simplify.hpp"
#include "render/span_path.hpp"
#include "render/stroke_chunks.hpp"
#include "text/engine_impl.hpp"
#include "text/mathtext.hpp"
#include "text/pango_api.hpp"

namespace libplot::render {
namespace {

// Text positions use Python's round (ties to even).
double py_round(double v) { return std::nearbyint(v); }

// On raster output the alpha is rounded to 8 bits as Agg's rgba8 rounds it; Cairo truncates
// (0.3 -> 76, Agg 77), which leaves every translucent line or fill a grey level off.
void set_color(cairo_t* cr, const Color& c, bool raster) {
  const double a = raster ? std::round(c.a * 255.0) / 255.0 : c.a;
  cairo_set_source_rgba(cr, c.r, c.g, c.b, a);
}

// Appends `path` to cr's current path, each point mapped through scale, translation and snap.
void append_path(cairo_t* cr, const Path& path, double s, double tx, double ty, bool snap,
                 double snap_value) {
  const DeviceMap map{s, tx, ty, snap, snap_value};
  for (const Path::Segment& seg : path.segments()) {
    switch (seg.op) {
      case Path::Op::MoveTo: {
        const Point p = map(seg.p[0]);
        cairo_move_to(cr, p.x, p.y);
        break;
      }
      case Path::Op::LineTo: {
        const Point p = map(seg.p[0]);
        cairo_line_to(cr, p.x, p.y);
        break;
      }
      case Path::Op::CurveTo: {
        const Point a = map(seg.p[0]), b = map(seg.p[1]), c = map(seg.p[2]);
        cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y);
        break;
      }
      case Path::Op::Close: cairo_close_path(cr); break;
    }
  }
}

// `path` (moves and lines only) mapped to device units as append_path maps it.
Path device_path(const Path& path, const DeviceMap& map) {
  Path out;
  for (const Path::Segment& seg : path.segments()) {
    if (seg.op == Path::Op::MoveTo) out.move_to(map(seg.p[0]));
    else out.line_to(map(seg.p[0]));
  }
  return out;
}

bool all_finite(const Path& p) {
  for (const Path::Segment& seg : p.segments())
    if (!std::isfinite(seg.p[0].x) || !std::isfinite(seg.p[0].y)) return false;
  return true;
}

// One open subpath of straight segments: a polyline.
bool is_open_polyline(const Path& p) {
  const auto& segs = p.segments();
  if (segs.empty() || segs.front().op != Path::Op::MoveTo) return false;
  for (std::size_t i = 1; i < segs.size(); ++i)
    if (segs[i].op != Path::Op::LineTo) return false;
  return true;
}

std::size_t vertex_count(const Path& p) {
  std::size_t n = 0;
  for (const auto& s : p.segments()) n += s.op == Path::Op::CurveTo ? 3 : 1;
  return n;
}

Point rotate(Point p, double deg) { return Affine::rotate_deg(deg).apply(p); }

std::size_t codepoints(std::string_view s) {
  std::size_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

}  // namespace

bool should_snap(const Path& path, Snap snap) {
  switch (snap) {
    case Snap::On: return true;
    case Snap::Off: return false;
    case Snap::Auto: break;
  }
  if (path.empty() || vertex_count(path) > 1024) return false;
  Point prev{};
  bool have = false;
  for (const auto& seg : path.segments()) {
    switch (seg.op) {
      case Path::Op::CurveTo: return false;
      case Path::Op::LineTo:
        if (have && std::fabs(prev.x - seg.p[0].x) >= 1e-4 && std::fabs(prev.y - seg.p[0].y) >= 1e-4)
          return false;
        prev = seg.p[0];
        have = true;
        break;
      case Path::Op::MoveTo:
        prev = seg.p[0];
        have = true;
        break;
      case Path::Op::Close: break;
    }
  }
  return true;
}

double snap_offset(double stroke_width_px) {
  // matplotlib's mpl_round: half away from zero, then the parity of the whole pixels.
  const int w = static_cast<int>(stroke_width_px + (stroke_width_px >= 0 ? 0.5 : -0.5));
  return (w % 2) ? 0.5 : 0.0;
}

CairoCanvas::CairoCanvas(cairo_t* cr, Kind kind, double scale, double y_offset)
    : cr_(cr), raster_(kind == Kind::Raster), s_(scale), ty_(y_offset) {
  cairo_identity_matrix(cr_);
  cairo_set_fill_rule(cr_, CAIRO_FILL_RULE_WINDING);
  cairo_set_antialias(cr_, CAIRO_ANTIALIAS_GRAY);
}

// Markers from which a PDF page's background is painted as a form (below). Above the papers'
// figures (weightcodec fig2 stamps 1,310), so their PDFs are as before.
constexpr std::size_t kManyPdfMarkers = 2000;

// Cairo 1.16 analyses a PDF page before writing it, uniting each operation's box into one region
// (pixman); a union is O(1) while the region is one rectangle holding the new box, else O(size
// of the region). Each marker form painted at (x, y) is analysed in a nested pass that puts its
// box at about (2x, 2y): the pattern's offset applied twice (cairo-analysis-surface.c,
// _analyze_recording_surface_pattern). Those boxes fall outside the page, the region
// fragments, and N markers cost O(N²): 10,000 took 0.5 s of CPU, 40,000 15 s. A background
// painted as a form of a quarter of the page scaled by 4 is analysed the same way, so the region
// starts as one rectangle of four times the page in each direction, which holds every such box
// of a marker on the page: each later union is O(1). The page looks the same.
static void paint_background_as_form(cairo_t* cr, double w, double h, const Color& c) {
  const cairo_rectangle_t quarter{0, 0, w / 4, h / 4};
  cairo_surface_t* form = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &quarter);
  cairo_t* fc = cairo_create(form);
  set_color(fc, c, false);
  cairo_rectangle(fc, 0, 0, w / 4, h / 4);
  cairo_fill(fc);
  cairo_destroy(fc);
  cairo_save(cr);
  cairo_scale(cr, 4, 4);
  cairo_set_source_surface(cr, form, 0, 0);
  cairo_paint(cr);  // over a new, empty page: the same as replacing it
  cairo_restore(cr);
  cairo_surface_destroy(form);
}

// Whether `path` is an axis-aligned rectangle (Path::rectangle's order) that covers the page
// (0, 0)-(w, h): the figure's patch, or larger than the page under a tight bounding box.
static bool covers_page(const Path& path, double w, double h) {
  const auto& sg = path.segments();
  if (sg.size() != 5 || sg[0].op != Path::Op::MoveTo || sg[4].op != Path::Op::Close) return false;
  for (int i = 1; i < 4; ++i)
    if (sg[i].op != Path::Op::LineTo) return false;
  const Point a = sg[0].p[0], b = sg[1].p[0], c = sg[2].p[0], d = sg[3].p[0];
  return b.y == a.y && c.x == b.x && d.y == c.y && d.x == a.x && a.x <= 0 && a.y <= 0 && c.x >= w && c.y >= h;
}

void CairoCanvas::clear(double w, double h, const Color& c, std::size_t markers) {
  background_form_ = !raster_ && markers >= kManyPdfMarkers &&
                     cairo_surface_get_type(cairo_get_target(cr_)) == CAIRO_SURFACE_TYPE_PDF;
  if (background_form_) {
    page_w_ = w;
    page_h_ = h;
    paint_background_as_form(cr_, w, h, c);
    return;
  }
  cairo_save(cr_);
  cairo_set_operator(cr_, CAIRO_OPERATOR_SOURCE);
  set_color(cr_, c, raster_);
  cairo_rectangle(cr_, 0, 0, w, h);
  // Whether the whole of a raster page now holds this opaque colour (until anything is drawn).
  const bool whole_page = fills_whole_page(w, h, c);
  cairo_fill(cr_);
  cairo_restore(cr_);
  uniform_.reset();
  if (whole_page && !failed()) uniform_ = c;
}

void CairoCanvas::assume_cleared(double w, double h, const Color& c) {
  cairo_new_path(cr_);
  cairo_rectangle(cr_, 0, 0, w, h);
  const bool whole_page = fills_whole_page(w, h, c);
  cairo_new_path(cr_);
  uniform_.reset();
  if (whole_page && !failed()) uniform_ = c;
}

bool CairoCanvas::fills_whole_page(double w, double h, const Color& c) {
  cairo_surface_t* target = cairo_get_group_target(cr_);
  return raster_ && c.a >= 1 && cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE &&
         w == cairo_image_surface_get_width(target) && h == cairo_image_surface_get_height(target) &&
         is_pixel_rectangle(cr_);
}

void CairoCanvas::apply_stroke_style(const LineStyle& st) {
  cairo_set_line_width(cr_, st.width * s_);
  switch (st.cap) {
    case LineCap::Butt: cairo_set_line_cap(cr_, CAIRO_LINE_CAP_BUTT); break;
    case LineCap::Round: cairo_set_line_cap(cr_, CAIRO_LINE_CAP_ROUND); break;
    case LineCap::Projecting: cairo_set_line_cap(cr_, CAIRO_LINE_CAP_SQUARE); break;
  }
  switch (st.join) {
    case LineJoin::Miter: cairo_set_line_join(cr_, CAIRO_LINE_JOIN_MITER); break;
    case LineJoin::Round: cairo_set_line_join(cr_, CAIRO_LINE_JOIN_ROUND); break;
    case LineJoin::Bevel: cairo_set_line_join(cr_, CAIRO_LINE_JOIN_BEVEL); break;
  }
  cairo_set_miter_limit(cr_, 4.0);  // Agg's default; matplotlib never changes it
  double total = 0;
  for (double d : st.dashes) total += d;
  if (!st.dashes.empty() && total > 0) {
    std::vector<double> d(st.dashes.size());
    for (std::size_t i = 0; i < d.size(); ++i) d[i] = st.dashes[i] * s_;
    cairo_set_dash(cr_, d.data(), static_cast<int>(d.size()), st.dash_offset * s_);
  } else {
    cairo_set_dash(cr_, nullptr, 0, 0);
  }
}

void CairoCanvas::draw_path(const Path& path, const std::optional<Color>& fill,
                            const std::optional<LineStyle>& stroke, Snap snap) {
  if (path.empty() || failed()) return;
  const bool do_fill = fill && fill->a > 0;
  const bool do_stroke = stroke && stroke->width > 0 && stroke->color.a > 0;
  if (!do_fill && !do_stroke) return;
  // An opaque fill covering the whole page (the figure's patch) makes Cairo forget what was
  // drawn before it, the background form of clear() too: on such a page it is that form itself
  // (what lies beyond the page is not drawn either way).
  if (background_form_ && do_fill && !do_stroke && fill->a >= 1 && clip_depth_ == 0 && s_ == 1 && ty_ == 0 &&
      covers_page(path, page_w_, page_h_)) {
    paint_background_as_form(cr_, page_w_, page_h_, *fill);
    return;
  }
  bool snapped = false;
  double snap_value = 0;
  if (raster_ && should_snap(path, snap)) {
    snapped = true;
    const double w = (stroke && stroke->color.a > 0) ? stroke->width * s_ : 0.0;
    snap_value = snap_offset(w);
  }
  // matplotlib simplifies a long unfilled polyline (draw_path's `simplify`: no face colour) in
  // device units, after snapping, in every back end. One still long after that is stroked in
  // pieces on raster output, where Cairo's cost grows faster than the line's length.
  const bool simplify = simplify_threshold_ > 0 && should_simplify(path);
  const bool long_line =
      raster_ && path.segments().size() > kStrokeChunkSegments + 1 && is_open_polyline(path);
  if (!fill && (simplify || long_line)) {
    uniform_.reset();
    // Only moves and lines here. Simplified on the way to device units: a long line is not
    // copied whole first (its pages cost more than the arithmetic).
    const DeviceMap map{s_, 0, ty_, snapped, snap_value};
    std::optional<Path> dev;
    if (simplify) {
      dev = simplify_mapped(path, map, simplify_threshold_);
    } else if (Path mapped = device_path(path, map); all_finite(mapped)) {
      dev = std::move(mapped);
    }
    if (dev) {
      if (raster_ && stroke_in_pieces(*dev, *stroke)) return;
      cairo_new_path(cr_);
      append_path(cr_, *dev, 1, 0, 0, false, 0);
      apply_stroke_style(*stroke);
      set_color(cr_, stroke->color, raster_);
      cairo_stroke(cr_);
      return;
    }
  }
  cairo_new_path(cr_);
  append_path(cr_, path, s_, 0, ty_, snapped, snap_value);
  if (do_fill) {
    set_color(cr_, *fill, raster_);
    // While the page holds only its background, an opaque rectangle of that colour on whole
    // pixels (the figure's patch, the first axes patch) would repaint it unchanged.
    const bool unchanged = uniform_ && *fill == *uniform_ && fill->a >= 1 &&
                           cairo_get_operator(cr_) == CAIRO_OPERATOR_OVER && is_pixel_rectangle(cr_);
    if (!unchanged) {
      uniform_.reset();
      cairo_fill_preserve(cr_);
    }
  }
  if (do_stroke) {
    uniform_.reset();
    apply_stroke_style(*stroke);
    set_color(cr_, stroke->color, raster_);
    // A translucent line is composited by Cairo a short run of pixels at a time; an
    // axis-aligned one (a dashed grid) goes through a coverage mask instead, same pixels.
    const bool translucent = raster_ && std::round(stroke->color.a * 255.0) < 255;
    if (!translucent || !stroke_through_mask(cr_).drawn) cairo_stroke_preserve(cr_);
  }
  cairo_new_path(cr_);
}

bool CairoCanvas::stroke_in_pieces(const Path& device_path, const LineStyle& style) {
  if (device_path.segments().size() <= kStrokeChunkSegments + 1 || !is_open_polyline(device_path))
    return false;
  std::vector<Point> line;
  line.reserve(device_path.segments().size());
  for (const Path::Segment& seg : device_path.segments()) line.push_back(seg.p[0]);
  double dash_total = 0;
  for (double d : style.dashes) dash_total += d;
  const bool dashed = !style.dashes.empty() && dash_total > 0;
  const StrokeChunks chunks =
      split_for_stroking(line, style.width * s_, style.cap, dashed, style.dash_offset * s_);
  if (chunks.pieces.empty()) return false;
  // Translucent: the pieces overlap, so they are drawn opaque into a group painted once with
  // the colour's alpha, as one stroke would be.
  const bool group = style.color.a < 1;
  if (group) cairo_push_group(cr_);
  LineStyle piece_style = style;
  piece_style.cap = LineCap::Butt;
  apply_stroke_style(piece_style);
  cairo_set_source_rgba(cr_, style.color.r, style.color.g, style.color.b, group ? 1.0 : style.color.a);
  for (const StrokeChunk& piece : chunks.pieces) {
    if (dashed) {
      std::vector<double> d(style.dashes.size());
      for (std::size_t i = 0; i < d.size(); ++i) d[i] = style.dashes[i] * s_;
      cairo_set_dash(cr_, d.data(), static_cast<int>(d.size()), piece.dash_offset);
    }
    cairo_new_path(cr_);
    cairo_move_to(cr_, piece.points.front().x, piece.points.front().y);
    for (std::size_t i = 1; i < piece.points.size(); ++i)
      cairo_line_to(cr_, piece.points[i].x, piece.points[i].y);
    cairo_stroke(cr_);
  }
  if (!chunks.caps.empty()) {
    cairo_new_path(cr_);
    append_path(cr_, chunks.caps, 1, 0, 0, false, 0);
    cairo_fill(cr_);
  }
  if (group) {
    cairo_pop_group_to_source(cr_);
    cairo_paint_with_alpha(cr_, style.color.a);
  }
  cairo_new_path(cr_);
  return true;
}

void CairoCanvas::draw_markers(const Path& marker, std::span<const Point> centres,
                               const std::optional<Color>& fill, const std::optional<LineStyle>& edge,
                               Snap snap) {
  uniform_.reset();
  if (marker.empty() || centres.empty() || failed()) return;
  const bool do_fill = fill && fill->a > 0;
  const bool do_edge = edge && edge->width > 0 && edge->color.a > 0;
  if (!do_fill && !do_edge) return;

  if (!raster_) {
    if (centres.size() > 1 && cairo_surface_get_type(cairo_get_target(cr_)) == CAIRO_SURFACE_TYPE_PDF)
      return draw_markers_as_form(marker, centres, do_fill ? fill : std::nullopt,
                                  do_edge ? edge : std::nullopt);
    for (const Point& c : centres) {
      if (!std::isfinite(c.x) || !std::isfinite(c.y)) continue;
      cairo_new_path(cr_);
      append_path(cr_, marker, s_, c.x * s_, c.y * s_ + ty_, false, 0);
      if (do_fill) {
        set_color(cr_, *fill, raster_);
        cairo_fill_preserve(cr_);
      }
      if (do_edge) {
        apply_stroke_style(*edge);
        set_color(cr_, edge->color, raster_);
        cairo_stroke_preserve(cr_);
      }
      cairo_new_path(cr_);
    }
    return;
  }

  // Raster: as Agg, the marker is rendered once (snapped for the edge width when rectilinear)
  // and stamped at every centre rounded to a whole pixel.
  const bool snapped = should_snap(marker, snap);
  const double edge_px = edge ? edge->width * s_ : 0.0;
  const double sv = snapped ? snap_offset(edge_px) : 0.0;
  Rect b = Rect::empty();
  for (const auto& seg : marker.segments()) {
    const int n = seg.op == Path::Op::CurveTo ? 3 : seg.op == Path::Op::Close ? 0 : 1;
    for (int i = 0; i < n; ++i) b = b.unite({seg.p[i].x * s_, seg.p[i].y * s_});
  }
  if (b.is_empty()) return;
  const double margin = (do_edge ? 2.0 * edge_px : 0.0) + 2.0;
  const double ox = std::ceil(-b.x0 + margin), oy = std::ceil(-b.y0 + margin);
  const int w = static_cast<int>(std::ceil(b.x1 + ox + margin));
  const int h = static_cast<int>(std::ceil(b.y1 + oy + margin));
  if (w <= 0 || h <= 0 || w > 16384 || h > 16384) return;

  cairo_surface_t* stamp = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
  {
    cairo_t* sc = cairo_create(stamp);
    cairo_set_antialias(sc, CAIRO_ANTIALIAS_GRAY);
    // Agg: a marker the snapper leaves alone is moved by half a pixel so that its (0, 0) lands
    // on a pixel centre (circles look centred on their point); a snapped one keeps its grid.
    const double half = snapped ? 0.0 : 0.5;
    append_path(sc, marker, s_, ox + half, oy + half, snapped, sv);
    if (do_fill) {
      set_color(sc, *fill, true);
      cairo_fill_preserve(sc);
    }
    if (do_edge) {
      CairoCanvas tmp(sc, Kind::Raster, s_);
      tmp.apply_stroke_style(*edge);
      set_color(sc, edge->color, true);
      cairo_stroke_preserve(sc);
    }
    cairo_destroy(sc);
  }
  cairo_surface_flush(stamp);
  for (const Point& c : centres) {
    if (!std::isfinite(c.x) || !std::isfinite(c.y)) continue;
    const double cx = agg_round(c.x * s_), cy = agg_round(c.y * s_ + ty_);
    if (std::fabs(cx) > 1e7 || std::fabs(cy) > 1e7) continue;
    cairo_set_source_surface(cr_, stamp, cx - ox, cy - oy);
    cairo_pattern_set_filter(cairo_get_source(cr_), CAIRO_FILTER_NEAREST);
    cairo_rectangle(cr_, cx - ox, cy - oy, w, h);
    cairo_fill(cr_);
  }
  cairo_surface_destroy(stamp);
}

// As matplotlib's PDF backend writes markers: Cairo writes a recording surface painted again and
// again as one form XObject, so each marker costs "q cm /x Do Q" instead of its whole path (a
// 1,300-point scatter: 60 KB of content stream instead of 580 KB, a third of the time).
void CairoCanvas::draw_markers_as_form(const Path& marker, std::span<const Point> centres,
                                       const std::optional<Color>& fill,
                                       const std::optional<LineStyle>& edge) {
  Rect b = Rect::empty();
  for (const auto& seg : marker.segments()) {
    const int n = seg.op == Path::Op::CurveTo ? 3 : seg.op == Path::Op::Close ? 0 : 1;
    for (int i = 0; i < n; ++i) b = b.unite({seg.p[i].x * s_, seg.p[i].y * s_});
  }
  if (b.is_empty()) return;
  // The form's box must hold the edge: a miter reaches at most 4 half-widths from its corner.
  const double pad = (edge ? 2.0 * edge->width * s_ : 0.0) + 1.0;
  const cairo_rectangle_t box{b.x0 - pad, b.y0 - pad, b.x1 - b.x0 + 2 * pad, b.y1 - b.y0 + 2 * pad};
  cairo_surface_t* form = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &box);
  {
    cairo_t* fc = cairo_create(form);
    CairoCanvas tmp(fc, Kind::Vector, s_);
    append_path(fc, marker, s_, 0, 0, false, 0);
    if (fill) {
      set_color(fc, *fill, false);
      cairo_fill_preserve(fc);
    }
    if (edge) {
      tmp.apply_stroke_style(*edge);
      set_color(fc, edge->color, false);
      cairo_stroke_preserve(fc);
    }
    cairo_destroy(fc);
  }
  for (const Point& c : centres) {
    if (!std::isfinite(c.x) || !std::isfinite(c.y)) continue;
    cairo_set_source_surface(cr_, form, c.x * s_, c.y * s_ + ty_);
    cairo_paint(cr_);
  }
  cairo_set_source_rgb(cr_, 0, 0, 0);  // releases the form
  cairo_surface_destroy(form);
}

// backend_agg.draw_text: FT2Font's line image (hinted glyph coverage, or-ed), its top-left
// corner at whole pixels, rotated about its bottom-left corner; the colour painted through it.
void CairoCanvas::draw_agg_line(const TextSpan& span, double X, double Y, double rad) {
  if (span.text.empty()) return;
  auto& eng = engine_impl(TextEngine::for_this_thread());
  const text::FtLine& l = eng.ft.line_image(span.text, eng.ft_key(span.font, s_ * 72.0, true));
  if (l.image_width <= 0 || l.image_height <= 0) return;
  const double sn = std::sin(rad), cs = std::cos(rad);
  const double xo = l.xmin / 64.0, d = -l.ymin / 64.0;
  const double x = py_round(X + xo + d * sn), y = py_round(Y + d * cs) + 1;
  // A line turned a quarter left (a y label) is turned here, and its mask painted upright:
  // Cairo would sample it through the rotation pixel by pixel, several times slower. The turn
  // is exact and x, y are whole pixels, so every coverage value lands on the device pixel it
  // lands on through Cairo's rotation (canvas_test.cpp compares the two).
  const int w = l.image_width, h = l.image_height;
  const bool quarter = turn_quarter_masks_ && rad == 90.0 * M_PI / 180.0;
  cairo_surface_t* mask = cairo_image_surface_create(CAIRO_FORMAT_A8, quarter ? h : w, quarter ? w : h);
  if (cairo_surface_status(mask) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(mask);
    return;
  }
  cairo_surface_flush(mask);
  unsigned char* data = cairo_image_surface_get_data(mask);
  const auto stride = static_cast<std::size_t>(cairo_image_surface_get_stride(mask));
  const std::uint8_t* image = l.image.data();
  if (quarter) {
    // Image column i, row j goes to mask column j, row w - 1 - i.
    for (int j = 0; j < h; ++j)
      for (int i = 0; i < w; ++i)
        data[static_cast<std::size_t>(w - 1 - i) * stride + static_cast<std::size_t>(j)] =
            image[static_cast<std::size_t>(j) * static_cast<std::size_t>(w) + static_cast<std::size_t>(i)];
  } else {
    for (int r = 0; r < h; ++r)
      std::copy_n(image + static_cast<std::size_t>(r) * static_cast<std::size_t>(w), w,
                  data + static_cast<std::size_t>(r) * stride);
  }
  cairo_surface_mark_dirty(mask);
  cairo_save(cr_);
  cairo_translate(cr_, x, y);
  if (quarter) {
    cairo_mask_surface(cr_, mask, -h, -w);
  } else {
    if (rad != 0) cairo_rotate(cr_, -rad);
    cairo_mask_surface(cr_, mask, 0, -h);
  }
  cairo_restore(cr_);
  cairo_surface_destroy(mask);
}

void CairoCanvas::draw_text(const TextRun& run) {
  uniform_.reset();
  if (failed()) return;
  TextEngineAccess::Impl& eng = engine_impl(TextEngine::for_this_thread());
  const double deg = run.rotation_deg;
  const double rad = deg * M_PI / 180.0;
  set_color(cr_, run.color, raster_);

  for (const TextLine& line : run.block.lines) {
    const bool math = text::is_math_text(line.text);
    std::vector<TextSpan> fallback;
    const std::vector<TextSpan>* spans = &line.spans;
    if (spans->empty()) {
      if (line.text.empty()) continue;
      fallback.push_back({text::unescape_dollars(line.text), run.block.font, 0, 0});
      spans = &fallback;
    }
    // The line's pen origin on the figure, in device units.
    const Point lp = rotate({line.x, line.baseline}, deg);
    const double X = (run.origin.x + lp.x) * s_, Y = (run.origin.y + lp.y) * s_ + ty_;

    if (raster_ && !math && spans->size() == 1 && spans->front().dx == 0 && spans->front().dy == 0) {
      draw_agg_line(spans->front(), X, Y, rad);
      continue;
    }
    for (const TextSpan& span : *spans) {
      if (span.text.empty()) continue;
      Point pen;
      if (raster_) {
        // Agg draws a line as an image placed on whole pixels, then rotated about its
        // bottom-left corner; find where that puts this span's pen.
        const LineMetrics& m = line.metrics;
        const double sn = std::sin(rad), cs = std::cos(rad);
        double u, v, h_img, x_draw, y_draw;
        if (!math) {
          const double xo = m.ink_left * s_, A = m.ascent * s_, D = m.descent * s_;
          const double c = codepoints(span.text) > 1 ? std::ceil(xo) : std::floor(xo);
          h_img = std::floor(A + D) + 2;
          u = -c + span.dx * s_;
          v = std::floor(A) + 1 + span.dy * s_;
          x_draw = py_round(X + xo + D * sn);
          y_draw = py_round(Y + D * cs);
        } else {
          const double d = m.descent * s_, a = m.ascent * s_;
          h_img = std::ceil(a + std::max(d, 0.0) - 1e-9);
          u = std::floor(span.dx * s_ + 1e-9);
          v = span.dy * s_ - (d + 1 - h_img);
          x_draw = py_round(X + d * sn);
          y_draw = py_round(Y + d * cs);
        }
        // agg::trans_affine_rotation(-angle) of (u, v - h), then moved to (x, y + 1).
        const double yy = v - h_img;
        pen = {x_draw + u * cs + yy * sn, y_draw + 1 - u * sn + yy * cs};
      } else {
        const Point o = rotate({span.dx, span.dy}, deg);
        pen = {X + o.x * s_, Y + o.y * s_};
      }

      if (raster_) {
        // Outlines filled at their exact (sub-pixel) positions, as FreeType renders them for
        // Agg; Cairo 1.16 would put cached glyph images on whole pixels. Mathtext glyphs need
        // no Pango for that (span_path.hpp).
        cairo_save(cr_);
        cairo_translate(cr_, pen.x, pen.y);
        if (deg != 0) cairo_rotate(cr_, -rad);
        cairo_scale(cr_, s_, s_);
        cairo_new_path(cr_);
        cairo_move_to(cr_, 0, 0);
        append_span_path(cr_, eng, span);
        cairo_fill(cr_);
        cairo_restore(cr_);
        continue;
      }
      PangoLayout* layout = eng.layout_for(span.text, span.font);
      const text::PangoApi& pg = text::pango();
      PangoLayoutLine* pl = pg.pango_layout_get_line_readonly(layout, 0);
      if (!pl) continue;
      cairo_save(cr_);
      cairo_translate(cr_, pen.x, pen.y);
      if (deg != 0) cairo_rotate(cr_, -rad);
      cairo_scale(cr_, s_, s_);
      cairo_move_to(cr_, 0, 0);
      pg.pango_cairo_show_layout_line(cr_, pl);
      cairo_restore(cr_);
    }
  }
}

void CairoCanvas::draw_image(const Image& image, const Rect& dest, Interpolation interpolation) {
  uniform_.reset();
  const int w = image.width, h = image.height;
  if (w <= 0 || h <= 0 || image.rgba.size() != std::size_t(w) * std::size_t(h) * 4) return;
  double x0 = dest.x0 * s_, y0 = dest.y0 * s_ + ty_, x1 = dest.x1 * s_, y1 = dest.y1 * s_ + ty_;
  if (raster_) {
    // As Agg places images: on whole pixels.
    x0 = agg_round(x0);
    y0 = agg_round(y0);
    x1 = agg_round(x1);
    y1 = agg_round(y1);
  }
  if (!(x1 > x0 && y1 > y0)) return;
  // An opaque image goes in as RGB, so PDF and SVG carry no alpha mask for it.
  bool opaque = true;
  for (std::size_t i = 3; i < image.rgba.size() && opaque; i += 4) opaque = image.rgba[i] == 255;
  cairo_surface_t* surf = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, w, h);
  cairo_surface_flush(surf);
  unsigned char* data = cairo_image_surface_get_data(surf);
  const int stride = cairo_image_surface_get_stride(surf);
  for (int r = 0; r < h; ++r) {
    auto* row = reinterpret_cast<std::uint32_t*>(data + std::size_t(r) * stride);
    const std::uint8_t* src = image.rgba.data() + std::size_t(r) * w * 4;
    for (int c = 0; c < w; ++c, src += 4) {
      // Cairo wants premultiplied alpha in native-endian 0xAARRGGBB words.
      const std::uint32_t a = src[3];
      auto pm = [a](std::uint32_t v) { return (v * a + 127) / 255; };
      row[c] = (a << 24) | (pm(src[0]) << 16) | (pm(src[1]) << 8) | pm(src[2]);
    }
  }
  cairo_surface_mark_dirty(surf);
  cairo_save(cr_);
  cairo_pattern_t* pat = cairo_pattern_create_for_surface(surf);
  cairo_matrix_t m;
  cairo_matrix_init_scale(&m, w / (x1 - x0), h / (y1 - y0));
  cairo_matrix_translate(&m, -x0, -y0);
  cairo_pattern_set_matrix(pat, &m);
  cairo_pattern_set_filter(
      pat, interpolation == Interpolation::Nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR);
  // Bilinear samples past the edge repeat the edge pixels rather than fading to transparent.
  cairo_pattern_set_extend(pat,
                           interpolation == Interpolation::Nearest ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD);
  cairo_set_source(cr_, pat);
  cairo_new_path(cr_);
  cairo_rectangle(cr_, x0, y0, x1 - x0, y1 - y0);
  cairo_fill(cr_);
  cairo_pattern_destroy(pat);
  cairo_surface_destroy(surf);
  cairo_restore(cr_);
}

void CairoCanvas::push_clip(const Rect& r) {
  cairo_save(cr_);
  ++clip_depth_;
  double x0 = r.x0 * s_, y0 = r.y0 * s_ + ty_, x1 = r.x1 * s_, y1 = r.y1 * s_ + ty_;
  if (raster_) {
    // Agg clips to whole pixels.
    x0 = agg_round(x0);
    y0 = agg_round(y0);
    x1 = agg_round(x1);
    y1 = agg_round(y1);
  }
  cairo_new_path(cr_);
  cairo_rectangle(cr_, x0, y0, std::max(0.0, x1 - x0), std::max(0.0, y1 - y0));
  cairo_clip(cr_);
}

void CairoCanvas::pop_clip() {
  if (clip_depth_ == 0) return;
  --clip_depth_;
  cairo_restore(cr_);
}

}  // namespace libplot::render
