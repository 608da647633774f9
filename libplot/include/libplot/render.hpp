#pragma once
// Output: a drawing callback rendered onto a Cairo surface (PNG, PDF or SVG), deterministically.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "libplot/export.hpp"
#include "libplot/canvas.hpp"
#include "libplot/color.hpp"
#include "libplot/error.hpp"

namespace libplot {

enum class Format { Png, Pdf, Svg };

// From a file name's extension (.png, .pdf, .svg, case-insensitive); throws OutputError otherwise.
LIBPLOT_API Format format_from_path(const std::filesystem::path& path);
// "png", "pdf", "svg" -> Format; throws OutputError naming the text otherwise.
LIBPLOT_API Format parse_format(std::string_view name);
LIBPLOT_API std::string_view extension(Format f);  // "png", "pdf", "svg"

struct RenderTarget {
  double width_in = 6.4;  // page size in inches (figure size, or the tight bbox)
  double height_in = 4.8;
  double dpi = 100;  // PNG only: pixels = int(inches * dpi), as matplotlib truncates
  Color background{1, 1, 1, 1};
  // matplotlib's path.simplify_threshold, in device units (pixels for PNG, points for PDF and
  // SVG): long unfilled polylines lose detail thinner than this. 0 turns it off.
  double path_simplify_threshold = 0.111111111111;
  // At most how many markers the drawing stamps (Canvas::draw_markers centres, all calls). A PDF
  // page told to expect many (from 2,000) paints its background so that Cairo's page analysis
  // of the stamped markers stays linear in their number (cairo_canvas.cpp, CairoCanvas::clear);
  // the page looks the same either way.
  std::size_t markers = 0;
};

// The most pixels a PNG's canvas may have: 200 million (800 MB of pixel memory; an A3 page at
// 600 dpi has 70 million). render_bytes checks it before allocating anything and throws
// OutputError naming the page size, the dpi and the pixels. The environment variable
// LIBPLOT_MAX_PIXELS (a positive whole number) sets another bound for the process.
inline constexpr std::int64_t kMaxCanvasPixels = 200'000'000;

// Pixel size a PNG of this target will have (matplotlib's truncation); sides beyond int's range
// come out clamped to it (render_bytes refuses them).
LIBPLOT_API int pixel_width(const RenderTarget& t);
LIBPLOT_API int pixel_height(const RenderTarget& t);

// Renders `draw` (which draws in figure points, origin top-left) and returns the file's bytes.
// PNG: own libpng writer, zlib level 1, one filter, no time chunk. PDF: fonts embedded as
// TrueType/CID, creation date from SOURCE_DATE_EPOCH or a fixed date. SVG: stable ids.
// The same input gives byte-identical output on every run. Running out of memory anywhere in it
// (threads included) is an OutputError naming the format and the page, never std::bad_alloc.
LIBPLOT_API std::string render_bytes(Format format, const RenderTarget& target,
                                     const std::function<void(Canvas&)>& draw);

// Writes bytes to a temporary file beside `path`, then renames it over `path`: a failure never
// leaves a truncated file nor replaces an older good one. Throws OutputError naming the path.
// Temporaries are named ".NAME.libplot-tmp.PID.N". What it replaces is output_target(path).
LIBPLOT_API void write_file_atomically(const std::filesystem::path& path, std::string_view bytes);

// The file a write to `path` replaces, checked before anything is written: `path` itself, or,
// when it is a symbolic link, the file the link names (followed to the end of a chain; the links
// stay). Throws OutputError naming `path` when that file exists and is not a regular file (a
// directory, a device, a FIFO, a socket: a rename would replace /dev/null or a pipe with a regular
// file), or when the links loop. A missing file is fine: the write creates it.
LIBPLOT_API std::filesystem::path output_target(const std::filesystem::path& path);

}  // namespace libplot
