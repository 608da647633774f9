#pragma once
// A canvas that shifts everything by a fixed offset before passing it on (tight bounding boxes).
#include <vector>

#include "libplot/canvas.hpp"

namespace libplot {

class OffsetCanvas : public Canvas {
 public:
  OffsetCanvas(Canvas& inner, Point offset) : inner_(inner), m_(Affine::translate(offset.x, offset.y)) {}
  void draw_path(const Path& p, const std::optional<Color>& fill, const std::optional<LineStyle>& stroke,
                 Snap snap) override {
    inner_.draw_path(p.transformed(m_), fill, stroke, snap);
  }
  void draw_markers(const Path& marker, std::span<const Point> centres, const std::optional<Color>& fill,
                    const std::optional<LineStyle>& edge, Snap snap) override {
    std::vector<Point> moved;
    moved.reserve(centres.size());
    for (const Point& p : centres) moved.push_back(m_.apply(p));
    inner_.draw_markers(marker, moved, fill, edge, snap);
  }
  void draw_text(const TextRun& run) override {
    TextRun r = run;
    r.origin = m_.apply(run.origin);
    inner_.draw_text(r);
  }
  void draw_image(const Image& image, const Rect& d, Interpolation interpolation) override {
    inner_.draw_image(image, {d.x0 + m_.e, d.y0 + m_.f, d.x1 + m_.e, d.y1 + m_.f}, interpolation);
  }
  void push_clip(const Rect& r) override {
    inner_.push_clip({r.x0 + m_.e, r.y0 + m_.f, r.x1 + m_.e, r.y1 + m_.f});
  }
  void pop_clip() override { inner_.pop_clip(); }
  void open_group(const DrawGroup& g) override {
    DrawGroup moved = g;
    if (g.anchor) moved.anchor = m_.apply(*g.anchor);
    if (g.frame)
      moved.frame = Rect{g.frame->x0 + m_.e, g.frame->y0 + m_.f, g.frame->x1 + m_.e, g.frame->y1 + m_.f};
    inner_.open_group(moved);
  }
  void close_group() override { inner_.close_group(); }

 private:
  Canvas& inner_;
  Affine m_;
};

}  // namespace libplot
