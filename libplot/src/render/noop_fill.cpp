// Pixel-aligned rectangles (see noop_fill.hpp).
#include "render/noop_fill.hpp"

#include <array>
#include <cmath>

#include "render/device_pixels.hpp"

namespace libplot::render {

bool is_pixel_rectangle(cairo_t* cr) {
  if (!draws_in_device_pixels(cr)) return false;
  // cairo_copy_path gives: move, 3 or 4 lines (the 4th back to the start), close, and the move
  // back to the start Cairo adds after a close.
  cairo_path_t* path = cairo_copy_path(cr);
  std::array<double, 5> xs{}, ys{};
  int n = 0, closes = 0;
  bool ok = path->status == CAIRO_STATUS_SUCCESS;
  for (int i = 0; ok && i < path->num_data; i += path->data[i].header.length) {
    const cairo_path_data_t& h = path->data[i];
    const cairo_path_data_t* p = h.header.length > 1 ? &path->data[i + 1] : nullptr;
    switch (h.header.type) {
      case CAIRO_PATH_MOVE_TO:
        if (n == 0) {
          xs[0] = p->point.x;
          ys[0] = p->point.y;
          n = 1;
        } else if (!(closes == 1 && p->point.x == xs[0] && p->point.y == ys[0])) {
          ok = false;
        }
        break;
      case CAIRO_PATH_LINE_TO:
        if (closes || n == 0 || n >= 5) {
          ok = false;
        } else {
          xs[n] = p->point.x;
          ys[n] = p->point.y;
          ++n;
        }
        break;
      case CAIRO_PATH_CLOSE_PATH: ok = ++closes == 1; break;
      default: ok = false;
    }
  }
  cairo_path_destroy(path);
  if (n == 5 && xs[4] == xs[0] && ys[4] == ys[0]) n = 4;
  if (!ok || closes != 1 || n != 4) return false;
  for (int k = 0; k < 4; ++k) {
    const int j = (k + 1) % 4, i = (k + 3) % 4;
    const bool horizontal = ys[k] == ys[j] && xs[k] != xs[j];
    const bool vertical = xs[k] == xs[j] && ys[k] != ys[j];
    const bool prev_horizontal = ys[i] == ys[k];
    if (horizontal == vertical || horizontal == prev_horizontal) return false;  // edges alternate
    if (!std::isfinite(xs[k]) || !std::isfinite(ys[k]) || xs[k] != std::floor(xs[k]) ||
        ys[k] != std::floor(ys[k]))
      return false;
  }
  return true;
}

}  // namespace libplot::render
