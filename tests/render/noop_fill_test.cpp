// Background-coloured rectangles on a page that holds only its background are not painted again
// (render/noop_fill.hpp): which paths count as whole-pixel rectangles, and that anything drawn
// first (a path, markers, text, an image) makes the next such fill paint as usual.
#include <cairo.h>
#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "libplot/render.hpp"
#include "png_decode.hpp"
#include "render/noop_fill.hpp"
#include "scenes.hpp"

namespace libplot {
namespace {

using testing::rect_path;
using testing::Rgba;

bool rectangle(const std::function<void(cairo_t*)>& path) {
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 20, 20);
  cairo_t* cr = cairo_create(s);
  path(cr);
  const bool r = render::is_pixel_rectangle(cr);
  cairo_destroy(cr);
  cairo_surface_destroy(s);
  return r;
}

TEST(NoopFill, WhichPathsAreWholePixelRectangles) {
  EXPECT_TRUE(rectangle([](cairo_t* cr) { cairo_rectangle(cr, 2, 3, 10, 5); }));
  EXPECT_TRUE(rectangle([](cairo_t* cr) {  // four lines back to the start, counter-clockwise
    cairo_move_to(cr, 1, 1);
    cairo_line_to(cr, 1, 9);
    cairo_line_to(cr, 9, 9);
    cairo_line_to(cr, 9, 1);
    cairo_line_to(cr, 1, 1);
    cairo_close_path(cr);
  }));
  EXPECT_FALSE(rectangle([](cairo_t* cr) { cairo_rectangle(cr, 2.5, 3, 10, 5); }));  // half pixel
  EXPECT_FALSE(rectangle([](cairo_t* cr) {                                           // a rhombus
    cairo_move_to(cr, 5, 0);
    cairo_line_to(cr, 10, 5);
    cairo_line_to(cr, 5, 10);
    cairo_line_to(cr, 0, 5);
    cairo_close_path(cr);
  }));
  EXPECT_FALSE(rectangle([](cairo_t* cr) {  // not closed
    cairo_move_to(cr, 1, 1);
    cairo_line_to(cr, 9, 1);
    cairo_line_to(cr, 9, 9);
    cairo_line_to(cr, 1, 9);
  }));
  EXPECT_FALSE(rectangle([](cairo_t* cr) {  // two rectangles
    cairo_rectangle(cr, 0, 0, 4, 4);
    cairo_rectangle(cr, 8, 8, 4, 4);
  }));
  EXPECT_FALSE(rectangle([](cairo_t* cr) {
    cairo_translate(cr, 0.5, 0);
    cairo_rectangle(cr, 2, 3, 10, 5);
  }));
  EXPECT_FALSE(rectangle([](cairo_t* cr) { cairo_rectangle(cr, 2, 3, 0, 5); }));  // empty
  EXPECT_FALSE(rectangle([](cairo_t*) {}));
}

// A 40 x 40 pixel white page: `first` drawn, then a white square over (4, 4)-(36, 36).
Rgba centre_after(const std::function<void(Canvas&)>& first) {
  const std::string png = render_bytes(Format::Png, {40 / 72.0, 40 / 72.0, 72, {1, 1, 1, 1}}, [&](Canvas& c) {
    first(c);
    c.fill_path(rect_path(4, 4, 36, 36), Color{1, 1, 1, 1});
  });
  return testing::decode_png(png).at(20, 20);
}

TEST(NoopFill, AnythingDrawnFirstIsPaintedOver) {
  const Rgba white{255, 255, 255, 255};
  const Color blue{0, 0, 1, 1};
  EXPECT_EQ(centre_after([](Canvas&) {}), white);
  EXPECT_EQ(centre_after([&](Canvas& c) { c.fill_path(rect_path(0, 0, 40, 40), blue); }), white);
  EXPECT_EQ(centre_after([&](Canvas& c) {
              c.fill_path(rect_path(0, 0, 40, 40), Color{1, 1, 1, 1});  // skipped, then the blue
              c.fill_path(rect_path(0, 0, 40, 40), blue);
            }),
            white);
  EXPECT_EQ(centre_after([&](Canvas& c) {
              Path l;
              l.move_to({0, 20}).line_to({40, 20});
              c.stroke_path(l, LineStyle{blue, 4});
            }),
            white);
  EXPECT_EQ(centre_after([&](Canvas& c) {
              const Point at[] = {{20, 20}};
              c.draw_markers(rect_path(-10, -10, 10, 10), at, blue, std::nullopt);
            }),
            white);
  EXPECT_EQ(centre_after([&](Canvas& c) {
              Image im{1, 1, {0, 0, 255, 255}};
              c.draw_image(im, {0, 0, 40, 40}, Interpolation::Nearest);
            }),
            white);
  // And without the white square the blue would show: the checks above can fail.
  const std::string png = render_bytes(Format::Png, {40 / 72.0, 40 / 72.0, 72, {1, 1, 1, 1}}, [&](Canvas& c) {
    c.fill_path(rect_path(0, 0, 40, 40), Color{1, 1, 1, 1});
    c.fill_path(rect_path(0, 0, 40, 40), blue);
  });
  EXPECT_EQ(testing::decode_png(png).at(20, 20), (Rgba{0, 0, 255, 255}));
}

TEST(NoopFill, PagesWithAndWithoutTheSkipAreTheSame) {
  // A background-coloured patch then a scene, against the scene alone: the patch is skipped on
  // the first page and changes nothing either way.
  const RenderTarget t{3, 2, 100, {1, 1, 1, 1}};
  const std::string with = render_bytes(Format::Png, t, [](Canvas& c) {
    c.fill_path(rect_path(0, 0, 216, 144), Color{1, 1, 1, 1});
    c.fill_path(rect_path(20, 20, 200, 130), Color{1, 1, 1, 1});
    testing::busy_scene(c);
  });
  const std::string without = render_bytes(Format::Png, t, testing::busy_scene);
  EXPECT_EQ(with, without);
}

}  // namespace
}  // namespace libplot
