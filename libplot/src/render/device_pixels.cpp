#include "render/device_pixels.hpp"

namespace libplot::render {

bool draws_in_device_pixels(cairo_t* cr) {
  cairo_surface_t* target = cairo_get_group_target(cr);
  double dx, dy, sx, sy;
  cairo_surface_get_device_offset(target, &dx, &dy);
  cairo_surface_get_device_scale(target, &sx, &sy);
  cairo_matrix_t m;
  cairo_get_matrix(cr, &m);
  return dx == 0 && dy == 0 && sx == 1 && sy == 1 && m.xx == 1 && m.yy == 1 && m.xy == 0 && m.yx == 0 &&
         m.x0 == 0 && m.y0 == 0;
}

}  // namespace libplot::render
