// Text fitted to a box: the font shrinks until the block fits (TextOptions::fit_within).
#include <algorithm>
#include <cmath>

#include "artists/artists.hpp"

namespace libplot {

void fit_block_within(const DrawContext& ctx, const Rect& within, const std::string& text,
                      const TextProps& props, FontSpec& font, TextBlock& block) {
  const Point a = ctx.tr.to_fig({within.x0, within.y0});
  const Point b = ctx.tr.to_fig({within.x1, within.y1});
  const double w = std::abs(b.x - a.x), h = std::abs(b.y - a.y);
  const double min_size = 4.0;
  const double margin = 0.3;  // font sizes between the text and each edge
  // A rotated block needs the box's other side.
  const bool upright = std::abs(std::remainder(props.rotation, 180.0)) < 45.0;
  const double fit_w = upright ? w : h, fit_h = upright ? h : w;
  while ((block.width + 2 * margin * font.size > fit_w || block.height + 2 * margin * font.size > fit_h) &&
         font.size > min_size) {
    font.size = std::max(min_size, font.size * 0.97);
    block = ctx.text.layout(text, font, props.multialign.value_or(props.ha), props.linespacing);
  }
}

}  // namespace libplot
