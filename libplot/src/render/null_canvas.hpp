#pragma once
// A canvas that draws nothing: layout passes that only need extents run the drawing code on it.
#include "libplot/canvas.hpp"

namespace libplot {

class NullCanvas : public Canvas {
 public:
  void draw_path(const Path&, const std::optional<Color>&, const std::optional<LineStyle>&, Snap) override {}
  void draw_markers(const Path&, std::span<const Point>, const std::optional<Color>&,
                    const std::optional<LineStyle>&, Snap) override {}
  void draw_text(const TextRun&) override {}
  void draw_image(const Image&, const Rect&, Interpolation) override {}
  void push_clip(const Rect&) override {}
  void pop_clip() override {}
};

}  // namespace libplot
