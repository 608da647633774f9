// imshow's artist: the image drawn through the canvas as one raster over its extent.
#include <algorithm>
#include <cmath>

#include "artists/artists.hpp"

namespace libplot {

void ImageArtist::data_limits(DataLimits& out) const {
  out.add(extent.left, extent.bottom);
  out.add(extent.right, extent.top);
  // matplotlib's image sticky edges: no margins around an image.
  out.sticky_x.insert(out.sticky_x.end(), {extent.left, extent.right});
  out.sticky_y.insert(out.sticky_y.end(), {extent.bottom, extent.top});
}

void ImageArtist::draw(const DrawContext& ctx) const {
  const Point a = ctx.tr.to_fig({extent.left, extent.top});
  const Point b = ctx.tr.to_fig({extent.right, extent.bottom});
  if (!(std::isfinite(a.x) && std::isfinite(a.y) && std::isfinite(b.x) && std::isfinite(b.y))) return;
  // The canvas draws row 0 along the top edge and column 0 at the left: flip the raster where
  // the axes put the extent the other way round (inverted axes, origin lower).
  const bool flip_x = a.x > b.x, flip_y = a.y > b.y;
  const Rect dest{std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y)};
  if (!flip_x && !flip_y) {
    ctx.canvas.draw_image(image, dest, interpolation);
    return;
  }
  Image img;
  img.width = image.width;
  img.height = image.height;
  img.rgba.resize(image.rgba.size());
  const std::size_t w = static_cast<std::size_t>(image.width), h = static_cast<std::size_t>(image.height);
  for (std::size_t r = 0; r < h; ++r)
    for (std::size_t c = 0; c < w; ++c) {
      const std::size_t sr = flip_y ? h - 1 - r : r, sc = flip_x ? w - 1 - c : c;
      std::copy_n(&image.rgba[(sr * w + sc) * 4], 4, &img.rgba[(r * w + c) * 4]);
    }
  ctx.canvas.draw_image(img, dest, interpolation);
}

void ImageArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  const Point a = ctx.tr.to_fig({extent.left, extent.top});
  const Point b = ctx.tr.to_fig({extent.right, extent.bottom});
  out.boxes.push_back({std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y)});
}

void MeshArtist::data_limits(DataLimits& out) const {
  for (double x : xe) out.add_x(x);
  for (double y : ye) out.add_y(y);
  if (sticky && !xe.empty() && !ye.empty()) {
    out.sticky_x.insert(out.sticky_x.end(),
                        {*std::min_element(xe.begin(), xe.end()), *std::max_element(xe.begin(), xe.end())});
    out.sticky_y.insert(out.sticky_y.end(),
                        {*std::min_element(ye.begin(), ye.end()), *std::max_element(ye.begin(), ye.end())});
  }
}

void MeshArtist::draw(const DrawContext& ctx) const {
  const std::size_t cols = xe.size() - 1, rows = ye.size() - 1;
  std::vector<double> fx(xe.size()), fy(ye.size());
  for (std::size_t i = 0; i < xe.size(); ++i) fx[i] = ctx.tr.x_to_fig(xe[i]);
  for (std::size_t j = 0; j < ye.size(); ++j) fy[j] = ctx.tr.y_to_fig(ye[j]);
  std::optional<LineStyle> stroke;
  if (edge && edge_width > 0) stroke = LineStyle{*edge, edge_width};
  for (std::size_t j = 0; j < rows; ++j)
    for (std::size_t i = 0; i < cols; ++i) {
      const Color& c = colors[j * cols + i];
      const Rect r{std::min(fx[i], fx[i + 1]), std::min(fy[j], fy[j + 1]), std::max(fx[i], fx[i + 1]),
                   std::max(fy[j], fy[j + 1])};
      if (!(std::isfinite(r.x0) && std::isfinite(r.y0) && std::isfinite(r.x1) && std::isfinite(r.y1)))
        continue;
      // Snapped to whole pixels on raster output so neighbouring cells share their edges
      // without an anti-aliased seam (matplotlib draws meshes unantialiased).
      ctx.canvas.draw_path(Path::rectangle(r), c.a > 0 ? std::optional<Color>(c) : std::nullopt, stroke,
                           Snap::On);
    }
}

void MeshArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  if (xe.empty() || ye.empty()) return;
  const auto [x0, x1] = std::minmax_element(xe.begin(), xe.end());
  const auto [y0, y1] = std::minmax_element(ye.begin(), ye.end());
  const Point a = ctx.tr.to_fig({*x0, *y1}), b = ctx.tr.to_fig({*x1, *y0});
  out.boxes.push_back({std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y)});
}

namespace {

// The outline of a colorbar with its triangles, in figure points: the interior box, a point
// beyond each extended end.
std::vector<Point> frame_points(const ColorbarFrameArtist& a, const Rect& b) {
  std::vector<Point> p;
  if (a.vertical) {
    const double h = b.height();
    p.push_back({b.x0, b.y1});
    if (a.extend_lo > 0) p.push_back({b.centre().x, b.y1 + a.extend_lo * h});
    p.push_back({b.x1, b.y1});
    p.push_back({b.x1, b.y0});
    if (a.extend_hi > 0) p.push_back({b.centre().x, b.y0 - a.extend_hi * h});
    p.push_back({b.x0, b.y0});
  } else {
    const double w = b.width();
    p.push_back({b.x0, b.y0});
    if (a.extend_lo > 0) p.push_back({b.x0 - a.extend_lo * w, b.centre().y});
    p.push_back({b.x0, b.y1});
    p.push_back({b.x1, b.y1});
    if (a.extend_hi > 0) p.push_back({b.x1 + a.extend_hi * w, b.centre().y});
    p.push_back({b.x1, b.y0});
  }
  return p;
}

}  // namespace

void ColorbarFrameArtist::draw(const DrawContext& ctx) const {
  const Rect& b = ctx.tr.box;
  if (extend_lo > 0) {
    Path t;
    if (vertical)
      t.move_to({b.x0, b.y1}).line_to({b.centre().x, b.y1 + extend_lo * b.height()}).line_to({b.x1, b.y1});
    else t.move_to({b.x0, b.y0}).line_to({b.x0 - extend_lo * b.width(), b.centre().y}).line_to({b.x0, b.y1});
    t.close();
    ctx.canvas.fill_path(t, under, Snap::Off);
  }
  if (extend_hi > 0) {
    Path t;
    if (vertical)
      t.move_to({b.x0, b.y0}).line_to({b.centre().x, b.y0 - extend_hi * b.height()}).line_to({b.x1, b.y0});
    else t.move_to({b.x1, b.y0}).line_to({b.x1 + extend_hi * b.width(), b.centre().y}).line_to({b.x1, b.y1});
    t.close();
    ctx.canvas.fill_path(t, over, Snap::Off);
  }
  const std::vector<Point> pts = frame_points(*this, b);
  Path path = Path::polyline(pts);
  path.close();
  LineStyle st{outline, outline_width};
  st.join = LineJoin::Miter;
  ctx.canvas.stroke_path(path, st);
}

Rect ColorbarFrameArtist::extent(const DrawContext& ctx) const {
  Rect r = Rect::empty();
  for (const Point& p : frame_points(*this, ctx.tr.box)) r = r.unite(p);
  return r;
}

}  // namespace libplot
