// Translucent axis-aligned strokes through a coverage mask (render/masked_stroke.hpp): the pixels
// equal cairo_stroke's, byte for byte, on grids (whose lines after the first are copied) and on
// random rectilinear paths, widths, dashes, caps, joins, clips and page contents; strokes it
// does not take are left to Cairo untouched.
#include <cairo.h>
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "render/masked_stroke.hpp"

namespace libplot {
namespace {

constexpr int kW = 320, kH = 240;

struct Page {
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kW, kH);
  cairo_t* cr = cairo_create(s);
  Page() = default;
  Page(const Page&) = delete;
  Page& operator=(const Page&) = delete;
  ~Page() {
    cairo_destroy(cr);
    cairo_surface_destroy(s);
  }
  std::string bytes() {
    cairo_surface_flush(s);
    const auto* d = reinterpret_cast<const char*>(cairo_image_surface_get_data(s));
    return {d, static_cast<std::size_t>(cairo_image_surface_get_stride(s)) * kH};
  }
  // Valid premultiplied pixels (each channel at most the alpha), or opaque white.
  void fill(std::mt19937& rng, bool white) {
    cairo_surface_flush(s);
    auto* d = reinterpret_cast<std::uint32_t*>(cairo_image_surface_get_data(s));
    const int words = cairo_image_surface_get_stride(s) / 4 * kH;
    for (int i = 0; i < words; ++i) {
      if (white) {
        d[i] = 0xFFFFFFFFu;
        continue;
      }
      const std::uint32_t a = rng() % 256;
      auto ch = [&] { return a == 0 ? 0u : static_cast<std::uint32_t>(rng() % (a + 1)); };
      d[i] = a << 24 | ch() << 16 | ch() << 8 | ch();
    }
    cairo_surface_mark_dirty(s);
  }
};

// The stroke settings and the path of one case, applied to a context.
struct Stroke {
  double width = 1;
  std::vector<double> dashes{};
  double dash_offset = 0;
  cairo_line_cap_t cap = CAIRO_LINE_CAP_BUTT;
  cairo_line_join_t join = CAIRO_LINE_JOIN_ROUND;
  double r = 0.2, g = 0.4, b = 0.6, a = 77 / 255.0;
  bool clip = true;
  int cx0 = 0, cy0 = 0, cx1 = kW, cy1 = kH;
  std::function<void(cairo_t*)> path{};

  void apply(cairo_t* cr) const {
    if (clip) {
      cairo_rectangle(cr, cx0, cy0, cx1 - cx0, cy1 - cy0);
      cairo_clip(cr);
    }
    cairo_set_line_width(cr, width);
    cairo_set_dash(cr, dashes.data(), static_cast<int>(dashes.size()), dash_offset);
    cairo_set_line_cap(cr, cap);
    cairo_set_line_join(cr, join);
    cairo_set_source_rgba(cr, r, g, b, a);
    cairo_new_path(cr);
    path(cr);
  }
};

// Cairo's stroke and the masked one on two copies of the same page; returns what the masked one
// reported and whether the pixels are the same.
render::MaskedStroke compare(const Stroke& st, std::mt19937& rng, bool white, bool& same) {
  Page cairo_page, masked_page;
  std::mt19937 copy = rng;
  cairo_page.fill(rng, white);
  masked_page.fill(copy, white);
  st.apply(cairo_page.cr);
  cairo_stroke_preserve(cairo_page.cr);
  st.apply(masked_page.cr);
  const render::MaskedStroke m = render::stroke_through_mask(masked_page.cr);
  EXPECT_EQ(cairo_status(masked_page.cr), CAIRO_STATUS_SUCCESS);
  same = cairo_page.bytes() == masked_page.bytes();
  return m;
}

// Horizontal (or vertical) lines from `from` to `to` along, at `across` + k * `step` across.
std::function<void(cairo_t*)> grid(bool horizontal, double from, double to, double across, double step,
                                   int n) {
  return [=](cairo_t* cr) {
    for (int k = 0; k < n; ++k) {
      const double c = across + k * step;
      if (horizontal) {
        cairo_move_to(cr, from, c);
        cairo_line_to(cr, to, c);
      } else {
        cairo_move_to(cr, c, from);
        cairo_line_to(cr, c, to);
      }
    }
  };
}

// qtensorformer's grid at 300 dpi: 0.8 pt wide (3.33 px), dashed 3.7 and 1.6 widths, alpha 0.3
// (77/255), lines snapped to pixel edges, cut by the axes' clip at their ends.
Stroke qtensorformer_grid(bool horizontal) {
  Stroke st;
  st.width = 0.8 * 300 / 72;
  st.dashes = {3.7 * st.width, 1.6 * st.width};
  st.r = st.g = st.b = 0xb0 / 255.0;
  st.cx0 = 20, st.cy0 = 10, st.cx1 = 300, st.cy1 = 230;
  st.path = horizontal ? grid(true, 20, 300, 30, 37, 6) : grid(false, 10, 230, 40, 50, 6);
  return st;
}

TEST(MaskedStroke, GridLinesAfterTheFirstAreCopiedAndThePixelsAreCairos) {
  for (bool horizontal : {true, false})
    for (bool white : {true, false}) {
      std::mt19937 rng(7);
      bool same = false;
      const render::MaskedStroke m = compare(qtensorformer_grid(horizontal), rng, white, same);
      EXPECT_TRUE(m.drawn);
      EXPECT_EQ(m.copied, 5u) << horizontal;
      EXPECT_TRUE(same) << "horizontal " << horizontal << " white " << white;
    }
}

TEST(MaskedStroke, LinesThatAreNotCopies) {
  std::mt19937 rng(11);
  bool same = false;
  // A whole pixel and a half apart: the second line is a half-pixel move of the first.
  Stroke st = qtensorformer_grid(true);
  st.path = grid(true, 20, 300, 30, 20.5, 4);
  EXPECT_EQ(compare(st, rng, false, same).copied, 1u);  // 30 and 71 (41 apart); 50.5, 91.5 not
  EXPECT_TRUE(same);
  // Closer than their width: their coverage overlaps, nothing is copied.
  st.path = grid(true, 20, 300, 30, 3, 5);
  EXPECT_EQ(compare(st, rng, false, same).copied, 0u);
  EXPECT_TRUE(same);
  // Different ends.
  st.path = [](cairo_t* cr) {
    cairo_move_to(cr, 20, 30);
    cairo_line_to(cr, 300, 30);
    cairo_move_to(cr, 25, 60);
    cairo_line_to(cr, 300, 60);
    cairo_move_to(cr, 300, 90);
    cairo_line_to(cr, 20, 90);  // drawn the other way: dashes start at 300
  };
  EXPECT_EQ(compare(st, rng, false, same).copied, 0u);
  EXPECT_TRUE(same);
  // Cut across by the clip (the first line too): only the lines inside are copies.
  st.path = grid(true, 20, 300, 9, 37, 7);  // 9 is cut by the clip's top at 10; 231 by its bottom
  EXPECT_EQ(compare(st, rng, false, same).copied, 4u);
  EXPECT_TRUE(same);
}

TEST(MaskedStroke, RandomRectilinearStrokesEqualCairos) {
  std::mt19937 rng(2026);
  std::size_t drawn = 0, copied = 0, differing = 0;
  for (int trial = 0; trial < 600; ++trial) {
    std::uniform_real_distribution<double> u(0, 1);
    auto pick = [&](double lo, double hi) { return lo + (hi - lo) * u(rng); };
    auto integer = [&](int lo, int hi) {
      return lo + static_cast<int>(rng() % static_cast<unsigned>(hi - lo + 1));
    };
    Stroke st;
    st.width = trial % 3 == 0 ? pick(0.2, 9) : 0.8 * 300 / 72 * integer(1, 3) / 2;
    if (rng() % 3) {
      const int n = integer(1, 4) * 2;
      for (int i = 0; i < n; ++i) st.dashes.push_back(pick(0.5, 20));
      st.dash_offset = rng() % 2 ? pick(0, 30) : 0;
    }
    st.cap = static_cast<cairo_line_cap_t>(rng() % 3);
    st.join = static_cast<cairo_line_join_t>(rng() % 3);
    st.a = integer(1, 254) / 255.0;
    st.r = u(rng), st.g = u(rng), st.b = u(rng);
    st.clip = rng() % 5 != 0;
    st.cx0 = integer(0, 60), st.cy0 = integer(0, 60), st.cx1 = integer(200, kW), st.cy1 = integer(150, kH);
    // Snapped as the canvas snaps (whole or half pixels), or anywhere.
    const double frac = rng() % 3 == 0 ? 0.5 : rng() % 2 ? 0.0 : pick(0, 1);
    const int kind = trial % 4;
    if (kind <= 1) {  // a grid, sometimes dense, sometimes crossing the clip
      const bool horizontal = kind == 0;
      const double from = integer(-20, 80) + (rng() % 2 ? 0 : frac), to = integer(180, 340) + frac;
      const double across = integer(-10, 60) + frac, step = rng() % 4 == 0 ? integer(1, 6) : integer(8, 60);
      st.path = grid(horizontal, from, to, across, step, integer(1, 12));
    } else if (kind == 2) {  // staircases and rectangles
      const int pieces = integer(1, 5);
      std::vector<std::array<double, 5>> shapes;
      for (int p = 0; p < pieces; ++p)
        shapes.push_back({static_cast<double>(rng() % 3), integer(-10, 300) + frac, integer(-10, 230) + frac,
                          static_cast<double>(integer(-80, 80)), static_cast<double>(integer(-80, 80))});
      st.path = [shapes](cairo_t* cr) {
        for (const auto& s : shapes) {
          if (s[0] == 0) {
            cairo_rectangle(cr, s[1], s[2], s[3], s[4]);
          } else {
            cairo_move_to(cr, s[1], s[2]);
            cairo_rel_line_to(cr, s[3], 0);
            cairo_rel_line_to(cr, 0, s[4]);
            cairo_rel_line_to(cr, s[3] / 2, 0);
            if (s[0] == 2) cairo_rel_line_to(cr, 0, 0);  // a zero-length segment (caps)
          }
        }
      };
    } else {  // a grid of both: crossing lines in one path
      const double across = integer(0, 40) + frac;
      st.path = [across](cairo_t* cr) {
        grid(true, 10, 300, across, 40, 5)(cr);
        grid(false, 10, 220, across, 50, 5)(cr);
      };
    }
    bool same = false;
    const render::MaskedStroke m = compare(st, rng, trial % 2 == 0, same);
    drawn += m.drawn;
    copied += m.copied;
    if (m.drawn && !same) {
      ++differing;
      ADD_FAILURE() << "trial " << trial << " differs from cairo_stroke";
    }
  }
  EXPECT_EQ(differing, 0u);
  // The cases that can be are taken: clipped to one rectangle or not at all, all rectilinear.
  EXPECT_EQ(drawn, 600u);
  EXPECT_GT(copied, 300u);
}

TEST(MaskedStroke, StrokesItDoesNotTakeAreLeftToCairo) {
  auto untouched = [](const std::function<void(cairo_t*)>& setup) {
    Page p;
    std::mt19937 rng(3);
    p.fill(rng, false);
    const std::string before = p.bytes();
    cairo_set_line_width(p.cr, 3);
    cairo_set_source_rgba(p.cr, 0, 0, 1, 0.5);
    setup(p.cr);
    cairo_path_t* path = cairo_copy_path(p.cr);
    const render::MaskedStroke m = render::stroke_through_mask(p.cr);
    cairo_path_t* after = cairo_copy_path(p.cr);
    bool path_kept = path->num_data == after->num_data && path->num_data > 0;
    for (int i = 0; path_kept && i < path->num_data; i += path->data[i].header.length) {
      path_kept = path->data[i].header.type == after->data[i].header.type &&
                  path->data[i].header.length == after->data[i].header.length;
      for (int k = 1; path_kept && k < path->data[i].header.length; ++k)
        path_kept = path->data[i + k].point.x == after->data[i + k].point.x &&
                    path->data[i + k].point.y == after->data[i + k].point.y;
    }
    cairo_path_destroy(path);
    cairo_path_destroy(after);
    return !m.drawn && p.bytes() == before && path_kept;
  };
  EXPECT_TRUE(untouched([](cairo_t* cr) {
    cairo_move_to(cr, 10, 10);
    cairo_line_to(cr, 50, 40);
  }));  // slanted
  EXPECT_TRUE(untouched([](cairo_t* cr) {
    cairo_move_to(cr, 10, 10);
    cairo_curve_to(cr, 20, 10, 30, 10, 40, 10);
  }));
  EXPECT_TRUE(untouched([](cairo_t* cr) {  // scaled
    cairo_scale(cr, 2, 2);
    cairo_move_to(cr, 10, 10);
    cairo_line_to(cr, 50, 10);
  }));
  EXPECT_TRUE(untouched([](cairo_t* cr) {  // two clip rectangles
    cairo_rectangle(cr, 0, 0, 50, 50);
    cairo_rectangle(cr, 100, 100, 50, 50);
    cairo_clip(cr);
    cairo_move_to(cr, 10, 10);
    cairo_line_to(cr, 150, 10);
  }));
  EXPECT_TRUE(untouched([](cairo_t* cr) {  // a clip off the pixel grid
    cairo_rectangle(cr, 0.5, 0, 50, 50);
    cairo_clip(cr);
    cairo_move_to(cr, 10, 10);
    cairo_line_to(cr, 150, 10);
  }));
  EXPECT_TRUE(untouched([](cairo_t* cr) {  // a gradient
    cairo_pattern_t* g = cairo_pattern_create_linear(0, 0, 100, 0);
    cairo_pattern_add_color_stop_rgba(g, 0, 1, 0, 0, 0.5);
    cairo_pattern_add_color_stop_rgba(g, 1, 0, 0, 1, 0.5);
    cairo_set_source(cr, g);
    cairo_pattern_destroy(g);
    cairo_move_to(cr, 10, 10);
    cairo_line_to(cr, 150, 10);
  }));
  EXPECT_TRUE(untouched([](cairo_t* cr) {  // another operator
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_move_to(cr, 10, 10);
    cairo_line_to(cr, 150, 10);
  }));
  // And one it takes, for contrast: the page changes and the path is kept.
  Page p;
  cairo_set_source_rgba(p.cr, 0, 0, 1, 0.5);
  cairo_move_to(p.cr, 10, 10);
  cairo_line_to(p.cr, 150, 10);
  const std::string before = p.bytes();
  EXPECT_TRUE(render::stroke_through_mask(p.cr).drawn);
  EXPECT_NE(p.bytes(), before);
  double x = 0, y = 0;
  cairo_get_current_point(p.cr, &x, &y);
  EXPECT_EQ(x, 150);
  EXPECT_EQ(y, 10);
}

}  // namespace
}  // namespace libplot
