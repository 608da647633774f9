// matplotlib's Text._get_layout, second half: rotate the block about its top-left corner and align
// the rotated block's bounding box at the anchor (rotation_mode="default").
#include <algorithm>
#include <cmath>

#include "libplot/text.hpp"

namespace libplot {

PlacedText place_text(const TextBlock& block, Point anchor, HAlign ha, VAlign va, double rotation_deg) {
  // matplotlib's frame: y up, the block's top-left at the origin.
  const double r = rotation_deg * M_PI / 180.0;
  const double c = std::cos(r), s = std::sin(r);
  const double W = block.width, H = block.height;
  const double cx[4] = {0, 0, W, W};
  const double cy[4] = {-H, 0, 0, -H};
  double xmin = 0, xmax = 0, ymin = 0, ymax = 0;
  for (int i = 0; i < 4; ++i) {
    const double x = c * cx[i] - s * cy[i];
    const double y = s * cx[i] + c * cy[i];
    if (i == 0) {
      xmin = xmax = x;
      ymin = ymax = y;
    } else {
      xmin = std::min(xmin, x);
      xmax = std::max(xmax, x);
      ymin = std::min(ymin, y);
      ymax = std::max(ymax, y);
    }
  }
  const double width = xmax - xmin, height = ymax - ymin;

  double offx = xmin;
  switch (ha) {
    case HAlign::Left: offx = xmin; break;
    case HAlign::Center: offx = (xmin + xmax) / 2; break;
    case HAlign::Right: offx = xmax; break;
  }
  double offy = ymin;
  switch (va) {
    case VAlign::Top: offy = ymax; break;
    case VAlign::Center: offy = (ymin + ymax) / 2; break;
    case VAlign::Baseline: offy = ymin + block.descent; break;
    case VAlign::CenterBaseline: offy = ymin + height - block.center_baseline / 2.0; break;
    case VAlign::Bottom: offy = ymin; break;
  }

  PlacedText out;
  out.rotation_deg = rotation_deg;
  // The block's (0, 0) sits at -offset in matplotlib's frame; y flips to figure space.
  out.origin = {anchor.x - offx, anchor.y + offy};
  out.bbox = {anchor.x + xmin - offx, anchor.y - (ymax - offy), anchor.x + xmin - offx + width,
              anchor.y - (ymin - offy)};
  return out;
}

}  // namespace libplot
