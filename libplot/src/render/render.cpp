// Output: PNG through our own writer, PDF and SVG through Cairo, all byte-for-byte
// deterministic; and atomic file writes.
#include "libplot/render.hpp"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <limits>
#include <memory>
#include <new>

#include "error/show_number.hpp"
#include "libplot/text.hpp"
#include "libplot/version.hpp"
#include "render/cairo_canvas.hpp"
#include "render/pixel_buffer.hpp"
#include "render/png_writer.hpp"
#include "render/svg_ids.hpp"

namespace libplot {
namespace {

struct SurfaceDeleter {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct ContextDeleter {
  void operator()(cairo_t* c) const { cairo_destroy(c); }
};
using SurfacePtr = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;
using ContextPtr = std::unique_ptr<cairo_t, ContextDeleter>;

cairo_status_t append_bytes(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

void check(cairo_status_t st, const char* what) {
  if (st != CAIRO_STATUS_SUCCESS)
    throw OutputError(std::string("libplot: ") + what + ": " + cairo_status_to_string(st));
}

void validate(const RenderTarget& t) {
  if (!(t.width_in > 0) || !(t.height_in > 0) || !std::isfinite(t.width_in) || !std::isfinite(t.height_in))
    throw OutputError("libplot: the page size must be positive, got " + std::to_string(t.width_in) + " x " +
                      std::to_string(t.height_in) + " in");
  if (!(t.path_simplify_threshold >= 0) || !std::isfinite(t.path_simplify_threshold))
    throw OutputError("libplot: the path simplification threshold must be a number >= 0, got " +
                      std::to_string(t.path_simplify_threshold));
}

// The PDF's dates: SOURCE_DATE_EPOCH (seconds since 1970, UTC) when set and valid, else
// 2000-01-01, so the same figure always gives the same bytes.
std::string pdf_date() {
  std::time_t t = 946684800;  // 2000-01-01T00:00:00Z
  if (const char* env = std::getenv("SOURCE_DATE_EPOCH"); env && *env) {
    char* end = nullptr;
    const long long v = std::strtoll(env, &end, 10);
    if (end && *end == '\0' && v >= 0 && v < 253402300800LL) t = static_cast<std::time_t>(v);
  }
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

// `cleared`: every pixel of the surface already holds the background as clear() paints it.
void draw_page(cairo_surface_t* surface, render::CairoCanvas::Kind kind, double scale, double y_offset,
               double w, double h, const RenderTarget& t, const std::function<void(Canvas&)>& draw,
               bool cleared = false) {
  ContextPtr cr(cairo_create(surface));
  check(cairo_status(cr.get()), "cannot create a Cairo context");
  render::CairoCanvas canvas(cr.get(), kind, scale, y_offset);
  canvas.set_simplify_threshold(t.path_simplify_threshold);
  if (cleared) canvas.assume_cleared(w, h, t.background);
  else canvas.clear(w, h, t.background, t.markers);
  draw(canvas);
  check(cairo_status(cr.get()), "drawing failed");
}

// The ARGB32 word a raster page's background is painted with: clear() on one pixel.
std::uint32_t background_word(const Color& c) {
  SurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1));
  ContextPtr cr(cairo_create(s.get()));
  render::CairoCanvas canvas(cr.get(), render::CairoCanvas::Kind::Raster, 1.0);
  canvas.clear(1, 1, c);
  check(cairo_status(cr.get()), "cannot paint the background");
  cairo_surface_flush(s.get());
  std::uint32_t word = 0;
  std::memcpy(&word, cairo_image_surface_get_data(s.get()), sizeof word);
  return word;
}

}  // namespace

Format parse_format(std::string_view name) {
  std::string n(name);
  std::transform(n.begin(), n.end(), n.begin(), [](unsigned char c) { return std::tolower(c); });
  if (!n.empty() && n[0] == '.') n.erase(0, 1);
  if (n == "png") return Format::Png;
  if (n == "pdf") return Format::Pdf;
  if (n == "svg") return Format::Svg;
  throw OutputError("libplot: unknown output format '" + std::string(name) + "' (expected png, pdf or svg)");
}

Format format_from_path(const std::filesystem::path& path) {
  const std::string ext = path.extension().string();
  if (ext.empty())
    throw OutputError("libplot: cannot tell the format of '" + path.string() +
                      "': it has no extension (expected .png, .pdf or .svg)");
  try {
    return parse_format(ext);
  } catch (const OutputError&) {
    throw OutputError("libplot: cannot tell the format of '" + path.string() + "': unknown extension '" +
                      ext + "' (expected .png, .pdf or .svg)");
  }
}

std::string_view extension(Format f) {
  switch (f) {
    case Format::Png: return "png";
    case Format::Pdf: return "pdf";
    case Format::Svg: return "svg";
  }
  return "png";
}

namespace {

// A side in pixels as matplotlib truncates it, clamped to int's range (no overflow for a huge page).
int pixel_side(double inches, double dpi) {
  const double v = std::trunc(inches * dpi);
  if (!(v > std::numeric_limits<int>::min())) return std::numeric_limits<int>::min();
  if (!(v < std::numeric_limits<int>::max())) return std::numeric_limits<int>::max();
  return static_cast<int>(v);
}

// kMaxCanvasPixels, or LIBPLOT_MAX_PIXELS when it is a positive whole number.
std::int64_t max_canvas_pixels() {
  if (const char* env = std::getenv("LIBPLOT_MAX_PIXELS"); env && *env) {
    char* end = nullptr;
    const long long v = std::strtoll(env, &end, 10);
    if (end && *end == '\0' && v > 0) return v;
  }
  return kMaxCanvasPixels;
}

std::string page_text(const RenderTarget& t) {
  return show_number(t.width_in) + " x " + show_number(t.height_in) + " in at " + show_number(t.dpi) + " dpi";
}

std::string render_page(Format format, const RenderTarget& t, const std::function<void(Canvas&)>& draw);

}  // namespace

int pixel_width(const RenderTarget& t) { return pixel_side(t.width_in, t.dpi); }
int pixel_height(const RenderTarget& t) { return pixel_side(t.height_in, t.dpi); }

std::string render_bytes(Format format, const RenderTarget& t, const std::function<void(Canvas&)>& draw) {
  validate(t);
  try {
    return render_page(format, t, draw);
  } catch (const std::bad_alloc&) {
    throw OutputError("libplot: out of memory while rendering a " + std::string(extension(format)) + " of " +
                      page_text(t));
  }
}

namespace {

std::string render_page(Format format, const RenderTarget& t, const std::function<void(Canvas&)>& draw) {
  // Text is measured as matplotlib's backend for this format measures it.
  const ScopedTextMetrics metrics(format == Format::Png && t.dpi > 0 && std::isfinite(t.dpi)
                                      ? TextMetrics::raster_at(t.dpi)
                                      : TextMetrics::vector());
  std::string out;
  switch (format) {
    case Format::Png: {
      if (!(t.dpi > 0) || !std::isfinite(t.dpi))
        throw OutputError("libplot: the dpi must be positive, got " + std::to_string(t.dpi));
      const int w = pixel_width(t), h = pixel_height(t);
      if (w <= 0 || h <= 0 || w > 32767 || h > 32767)
        throw OutputError(
            "libplot: a PNG of " + page_text(t) + " is " + show_number(std::trunc(t.width_in * t.dpi)) +
            " x " + show_number(std::trunc(t.height_in * t.dpi)) + " pixels; each side must be 1..32767");
      const std::int64_t most = max_canvas_pixels();
      if (static_cast<std::int64_t>(w) * h > most)
        throw OutputError(
            "libplot: a PNG of " + page_text(t) + " is " + std::to_string(w) + " x " + std::to_string(h) +
            " pixels, more than the " + std::to_string(most) +
            " a canvas may have (libplot::kMaxCanvasPixels; LIBPLOT_MAX_PIXELS sets another bound)");
      // The thread's pixel memory from its last page (no page faults, no zeroing): the
      // background is painted over every pixel first (draw_page), so nothing old shows.
      const int stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, w);
      const std::size_t bytes = static_cast<std::size_t>(stride) * static_cast<std::size_t>(h);
      const render::PixelLease pixels(bytes);
      // The last page's encoder may have left the memory holding this background: only what
      // lies beyond is painted (the same word clear() paints), and the page is not cleared.
      const std::uint32_t background = background_word(t.background);
      const std::size_t ready = pixels.filled_with(background);
      if (ready > 0) {
        auto* words = reinterpret_cast<std::uint32_t*>(pixels.data());
        std::fill(words + ready / 4, words + bytes / 4, background);
      }
      SurfacePtr surface(
          cairo_image_surface_create_for_data(pixels.data(), CAIRO_FORMAT_ARGB32, w, h, stride));
      check(cairo_surface_status(surface.get()), "cannot create the image");
      // matplotlib flips y about the truncated pixel height: figure y 0 is at h - height * dpi.
      const double y_offset = h - t.height_in * t.dpi;
      draw_page(surface.get(), render::CairoCanvas::Kind::Raster, t.dpi / 72.0, y_offset, w, h, t, draw,
                ready > 0);
      render::PngOptions opt;
      opt.dpi = t.dpi;
      opt.refill = background;  // for the next page on this thread
      bool refilled = false;
      try {
        out = render::encode_png(surface.get(), opt, &refilled);
      } catch (const std::runtime_error& e) {
        throw OutputError(e.what());
      }
      if (refilled) pixels.keep_filled(background, bytes);
      break;
    }
    case Format::Pdf: {
      const double w = t.width_in * 72.0, h = t.height_in * 72.0;
      SurfacePtr surface(cairo_pdf_surface_create_for_stream(append_bytes, &out, w, h));
      check(cairo_surface_status(surface.get()), "cannot create the PDF");
      const std::string date = pdf_date();
      cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATE_DATE, date.c_str());
      cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_MOD_DATE, date.c_str());
      const std::string creator = std::string("libplot ") + LIBPLOT_VERSION_STRING;
      cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, creator.c_str());
      draw_page(surface.get(), render::CairoCanvas::Kind::Vector, 1.0, 0.0, w, h, t, draw);
      cairo_surface_finish(surface.get());
      check(cairo_surface_status(surface.get()), "PDF output failed");
      break;
    }
    case Format::Svg: {
      const double w = t.width_in * 72.0, h = t.height_in * 72.0;
      SurfacePtr surface(cairo_svg_surface_create_for_stream(append_bytes, &out, w, h));
      check(cairo_surface_status(surface.get()), "cannot create the SVG");
      cairo_svg_surface_restrict_to_version(surface.get(), CAIRO_SVG_VERSION_1_1);
      cairo_svg_surface_set_document_unit(surface.get(), CAIRO_SVG_UNIT_PT);
      draw_page(surface.get(), render::CairoCanvas::Kind::Vector, 1.0, 0.0, w, h, t, draw);
      cairo_surface_finish(surface.get());
      check(cairo_surface_status(surface.get()), "SVG output failed");
      out = render::renumber_svg_ids(out);
      break;
    }
  }
  return out;
}

}  // namespace
}  // namespace libplot
