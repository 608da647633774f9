#include "render/png_writer.hpp"

#include <png.h>
#include <zlib.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <csetjmp>
#include <stdexcept>
#include <vector>

#include "libplot/error.hpp"
#include "libplot/version.hpp"

namespace libplot::render {
namespace {

struct Ctx {
  std::string* out;
  char message[200];
};

void write_fn(png_structp png, png_bytep data, png_size_t len) {
  auto* ctx = static_cast<Ctx*>(png_get_io_ptr(png));
  ctx->out->append(reinterpret_cast<const char*>(data), len);
}
void flush_fn(png_structp) {}

// libpng reports errors by longjmp back to the setjmp in write_png (never through C++ frames).
void error_fn(png_structp png, png_const_charp msg) {
  auto* ctx = static_cast<Ctx*>(png_get_error_ptr(png));
  std::snprintf(ctx->message, sizeof ctx->message, "%s", msg);
  png_longjmp(png, 1);
}
void warning_fn(png_structp, png_const_charp) {}

// Cairo's ARGB32 is premultiplied, native-endian 32-bit words; PNG wants straight RGBA bytes.
void unpremultiply_row(const std::uint32_t* src, std::uint8_t* dst, int width) {
  for (int x = 0; x < width; ++x) {
    const std::uint32_t p = src[x];
    const std::uint32_t a = p >> 24;
    std::uint32_t r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
    if (a == 0) {
      r = g = b = 0;
    } else if (a != 255) {
      r = (r * 255 + a / 2) / a;
      g = (g * 255 + a / 2) / a;
      b = (b * 255 + a / 2) / a;
    }
    dst[4 * x + 0] = static_cast<std::uint8_t>(r);
    dst[4 * x + 1] = static_cast<std::uint8_t>(g);
    dst[4 * x + 2] = static_cast<std::uint8_t>(b);
    dst[4 * x + 3] = static_cast<std::uint8_t>(a);
  }
}

int png_filter_flag(int filter) {
  switch (filter) {
    case 0: return PNG_FILTER_NONE;
    case 2: return PNG_FILTER_UP;
    case 3: return PNG_FILTER_AVG;
    case 4: return PNG_FILTER_PAETH;
    case 1: return PNG_FILTER_SUB;
    default: return PNG_FILTER_NONE;
  }
}

// Everything that can longjmp lives here; the caller owns every C++ object.
bool write_png(png_structp png, png_infop info, Ctx* ctx, const PngOptions& opt, int w, int h,
               int stride, const unsigned char* data, std::uint8_t* row, png_text* text) {
  if (setjmp(png_jmpbuf(png))) return false;
  png_set_write_fn(png, ctx, write_fn, flush_fn);
  png_set_IHDR(png, info, static_cast<png_uint_32>(w), static_cast<png_uint_32>(h), 8,
               PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
               PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, opt.compression);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, png_filter_flag(opt.filter));
  if (opt.dpi > 0) {
    const auto ppm = static_cast<png_uint_32>(std::lround(opt.dpi / 0.0254));
    png_set_pHYs(png, info, ppm, ppm, PNG_RESOLUTION_METER);
  }
  if (text) png_set_text(png, info, text, 1);
  png_write_info(png, info);
  for (int y = 0; y < h; ++y) {
    unpremultiply_row(
        reinterpret_cast<const std::uint32_t*>(data + static_cast<std::size_t>(y) * stride), row,
        w);
    png_write_row(png, row);
  }
  png_write_end(png, info);
  return true;
}

}  // namespace

std::string encode_png(cairo_surface_t* image, const PngOptions& opt) {
  cairo_surface_flush(image);
  if (cairo_image_surface_get_format(image) != CAIRO_FORMAT_ARGB32)
    throw OutputError("libplot: PNG encoding needs an ARGB32 image");
  const int w = cairo_image_surface_get_width(image);
  const int h = cairo_image_surface_get_height(image);
  const int stride = cairo_image_surface_get_stride(image);
  const unsigned char* data = cairo_image_surface_get_data(image);

  std::string out;
  out.reserve(static_cast<std::size_t>(w) * h / 4 + 1024);
  Ctx ctx{&out, {0}};
  std::vector<std::uint8_t> row(static_cast<std::size_t>(w) * 4);
  std::string software = std::string("libplot ") + LIBPLOT_VERSION_STRING;
  png_text text{};
  text.compression = PNG_TEXT_COMPRESSION_NONE;
  text.key = const_cast<char*>("Software");
  text.text = software.data();
  text.text_length = software.size();

  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &ctx, error_fn, warning_fn);
  if (!png) throw OutputError("libplot: png_create_write_struct failed");
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_write_struct(&png, nullptr);
    throw OutputError("libplot: png_create_info_struct failed");
  }
  const bool ok = write_png(png, info, &ctx, opt, w, h, stride, data, row.data(),
                            opt.software_text ? &text : nullptr);
  png_destroy_write_struct(&png, &info);
  if (!ok) throw OutputError(std::string("libplot: PNG encoding failed: ") + ctx.message);
  return out;
}

}  // namespace libplot::render
