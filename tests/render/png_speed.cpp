// Measures libplot's PNG writer against cairo_surface_write_to_png on a figure-like image, in
// one run (docs/rendering.md quotes it). Usage: render_png_speed [image.png]
// Without an argument it draws a 1824 x 656 figure (11.4 x 4.1 in at 160 dpi): bars, grid,
// lines, markers and text on a tinted background.
#include <cairo.h>

#include <chrono>
#include <ctime>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "render/cairo_canvas.hpp"
#include "render/png_writer.hpp"

using namespace libplot;
using Clock = std::chrono::steady_clock;

namespace {

cairo_status_t sink(void* c, const unsigned char* d, unsigned n) {
  static_cast<std::string*>(c)->append(reinterpret_cast<const char*>(d), n);
  return CAIRO_STATUS_SUCCESS;
}

// CPU time of the whole process (all threads): what a loaded machine does not inflate.
double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

Path rect(double x0, double y0, double x1, double y1) {
  Path p;
  p.move_to({x0, y0}).line_to({x1, y0}).line_to({x1, y1}).line_to({x0, y1}).close();
  return p;
}

void figure(Canvas& c) {
  const double W = 11.4 * 72, H = 4.1 * 72;
  c.fill_path(rect(0, 0, W, H), Color{0.988, 0.988, 0.984, 1});
  auto& e = TextEngine::for_this_thread();
  for (int panel = 0; panel < 3; ++panel) {
    const double x0 = 40 + panel * 270, x1 = x0 + 230, y0 = 40, y1 = H - 50;
    for (int g = 0; g < 6; ++g) {
      Path grid;
      const double y = y0 + g * (y1 - y0) / 5;
      grid.move_to({x0, y}).line_to({x1, y});
      c.stroke_path(grid, LineStyle{Color{0.69, 0.69, 0.69, 0.6}, 0.8, {2.96, 1.28}});
      const TextBlock t = e.layout(std::to_string(100 - 20 * g), FontSpec{"DejaVu Sans", 8});
      c.draw_text({t, place_text(t, {x0 - 4, y}, HAlign::Right, VAlign::CenterBaseline).origin, 0,
                   Color{0.2, 0.2, 0.2, 1}});
    }
    for (int i = 0; i < 8; ++i) {
      const double h = (y1 - y0) * (0.2 + 0.1 * ((i * 7 + panel * 3) % 8));
      c.fill_path(rect(x0 + 8 + i * 28, y1 - h, x0 + 28 + i * 28, y1),
                  Color{0.12 + 0.1 * panel, 0.47, 0.71 - 0.1 * i / 8.0, 1});
    }
    Path line;
    Point pts[40];
    for (int i = 0; i < 40; ++i) {
      pts[i] = {x0 + i * 230.0 / 39, y0 + 60 + 40 * std::sin(i / 4.0 + panel)};
      if (i == 0) line.move_to(pts[i]);
      else line.line_to(pts[i]);
    }
    c.stroke_path(line, LineStyle{Color{1, 0.5, 0.05, 1}, 1.5});
    Path dot = Path::circle({0, 0}, 2.5);
    c.draw_markers(dot, pts, Color{1, 0.5, 0.05, 1}, LineStyle{Color{1, 1, 1, 1}, 0.8});
    c.stroke_path(rect(x0, y0, x1, y1), LineStyle{Color{0, 0, 0, 1}, 0.8});
    const TextBlock title = e.layout("Panel " + std::to_string(panel + 1) + ": throughput (MB/s)",
                                     FontSpec{"DejaVu Sans", 11, FontWeight::Bold});
    c.draw_text({title, place_text(title, {(x0 + x1) / 2, y0 - 6}, HAlign::Center, VAlign::Bottom).origin, 0,
                 Color{0, 0, 0, 1}});
  }
}

}  // namespace

int main(int argc, char** argv) {
  cairo_surface_t* s = nullptr;
  if (argc > 1) {
    cairo_surface_t* png = cairo_image_surface_create_from_png(argv[1]);
    const int w = cairo_image_surface_get_width(png), h = cairo_image_surface_get_height(png);
    s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t* cr = cairo_create(s);
    cairo_set_source_surface(cr, png, 0, 0);
    cairo_paint(cr);
    cairo_destroy(cr);
    cairo_surface_destroy(png);
  } else {
    s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1824, 656);
    cairo_t* cr = cairo_create(s);
    render::CairoCanvas canvas(cr, render::CairoCanvas::Kind::Raster, 160.0 / 72.0);
    figure(canvas);
    cairo_destroy(cr);
  }
  if (std::getenv("PNG_SPEED_DUMP")) cairo_surface_write_to_png(s, std::getenv("PNG_SPEED_DUMP"));
  const int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
  const double mp = double(w) * h / 1e6;
  const int n = 20;
  std::printf("image %d x %d, %d runs each\n", w, h, n);
  double ours = 0;
  struct Config {
    int filter, level, threads;
    const char* what;
  };
  const Config configs[] = {
      {-1, 1, 1, "filter on content, 1 thread (default settings)"},
      {-1, 1, 0, "filter on content, all cores (default)"},
      {0, 1, 1, "filter none, 1 thread"},
      {1, 1, 1, "filter sub, 1 thread"},
      {2, 1, 1, "filter up, 1 thread"},
      {4, 1, 1, "filter paeth, 1 thread"},
      {0, 0, 1, "filter none, igzip level 0, 1 thread"},
      {0, 2, 1, "filter none, igzip level 2, 1 thread"},
      {0, 3, 1, "filter none, igzip level 3, 1 thread"},
  };
  // PNG_SPEED_DEFAULT_ONLY=1: only the default settings (for a profiler).
  const bool only_default = std::getenv("PNG_SPEED_DEFAULT_ONLY") != nullptr;
  for (const Config& cf : configs) {
    if (only_default && cf.threads != 0) continue;
    render::PngOptions o;
    o.filter = cf.filter;
    o.compression = cf.level;
    o.threads = cf.threads;
    o.dpi = 160;
    std::string out;
    const auto t0 = Clock::now();
    const double c0 = cpu_seconds();
    for (int i = 0; i < n; ++i) out = render::encode_png(s, o);
    const double sec = std::chrono::duration<double>(Clock::now() - t0).count() / n;
    const double cpu = (cpu_seconds() - c0) / n;
    if (cf.threads == 0) ours = sec;
    std::printf("igzip %d, %-46s wall %6.1f ms  cpu %6.1f ms  %7zu bytes\n", cf.level, cf.what, sec * 1e3,
                cpu * 1e3, out.size());
  }
  if (only_default) return 0;
  std::string out;
  const auto t0 = Clock::now();
  const double c0 = cpu_seconds();
  for (int i = 0; i < n; ++i) {
    out.clear();
    cairo_surface_write_to_png_stream(s, sink, &out);
  }
  const double sec = std::chrono::duration<double>(Clock::now() - t0).count() / n;
  std::printf(
      "cairo_surface_write_to_png:                                    wall %6.1f ms  cpu %6.1f ms  %7zu "
      "bytes (%.1f MP/s)\n",
      sec * 1e3, (cpu_seconds() - c0) / n * 1e3, out.size(), mp / sec);
  std::printf("speed-up of the default writer over Cairo's: %.2fx\n", sec / ours);
  cairo_surface_destroy(s);
}
