#pragma once
// The Canvas on a Cairo context: figure points in, device units out. On raster output it follows
// Agg's habits (path snapping, markers and clip boxes on whole pixels, text positions snapped as
// FT2Font images are), so a PNG lines up with matplotlib's pixel for pixel where it can.
#include <cairo.h>

#include <cstddef>
#include <optional>
#include <vector>

#include "libplot/canvas.hpp"
#include "libplot/text.hpp"

namespace libplot::render {

class CairoCanvas : public Canvas {
 public:
  enum class Kind { Raster, Vector };
  // `cr` has an identity transform; `scale` is device units per point (dpi / 72 for PNG, 1 for
  // PDF and SVG); `y_offset` (device units) is added to every y: matplotlib flips y about the
  // truncated pixel height, so a figure whose height is not a whole number of pixels starts a
  // fraction of a pixel above the image's top.
  CairoCanvas(cairo_t* cr, Kind kind, double scale, double y_offset = 0);

  void draw_path(const Path& path, const std::optional<Color>& fill, const std::optional<LineStyle>& stroke,
                 Snap snap = Snap::Auto) override;
  void draw_markers(const Path& marker, std::span<const Point> centres, const std::optional<Color>& fill,
                    const std::optional<LineStyle>& edge, Snap snap = Snap::Auto) override;
  void draw_text(const TextRun& run) override;
  void draw_image(const Image& image, const Rect& dest, Interpolation interpolation) override;
  void push_clip(const Rect& rect) override;
  void pop_clip() override;

  // matplotlib's path.simplify_threshold in device units; 0 turns simplification off.
  void set_simplify_threshold(double device_units) { simplify_threshold_ = device_units; }

  // Raster text turned a quarter left is turned by hand and painted upright (the default), or
  // painted through Cairo's rotation (tests compare the two).
  void set_turn_quarter_masks(bool on) { turn_quarter_masks_ = on; }

  // Fills the whole surface (w × h device units) with `c`, replacing what is there. `markers`:
  // at most how many markers the page will stamp (RenderTarget::markers).
  void clear(double w, double h, const Color& c, std::size_t markers = 0);
  // What clear(w, h, c) would leave, for a surface whose every pixel already holds the word
  // clear would paint: nothing is painted (pixel_buffer.hpp: memory left holding the background).
  void assume_cleared(double w, double h, const Color& c);

 private:
  cairo_t* cr_;
  bool raster_;
  double s_;
  double ty_;
  int clip_depth_ = 0;
  double simplify_threshold_ = 0;
  // Set by clear() on a raster page: every pixel holds this opaque colour, as nothing has been
  // drawn since; any drawing resets it (noop_fill.hpp).
  std::optional<Color> uniform_{};
  // A PDF page told to expect many markers (clear()): its background is painted as a form.
  bool background_form_ = false;
  double page_w_ = 0, page_h_ = 0;
  bool turn_quarter_masks_ = true;
  // Whether a fill of the current path (0, 0, w, h) with `c` covers a raster page exactly, in
  // one opaque colour.
  bool fills_whole_page(double w, double h, const Color& c);

  // Strokes a long open polyline (device units) in overlapping pieces; false when it is short
  // enough to stroke whole or cannot be split.
  bool stroke_in_pieces(const Path& device_path, const LineStyle& style);

  void apply_stroke_style(const LineStyle& st);
  // PDF markers: the marker once as a form XObject, painted at every centre.
  void draw_markers_as_form(const Path& marker, std::span<const Point> centres,
                            const std::optional<Color>& fill, const std::optional<LineStyle>& edge);
  // One plain line on raster output, its pen origin at device (X, Y).
  void draw_agg_line(const TextSpan& span, double X, double Y, double rad);
  // Once the context has failed (a non-invertible matrix from non-finite coordinates), nothing
  // more is drawn: the render fails with Cairo's status anyway, and drawing on through the
  // stamp path of draw_markers would allocate a Cairo pattern that is never freed.
  bool failed() const { return cairo_status(cr_) != CAIRO_STATUS_SUCCESS; }
};

// Agg's PathSnapper decision and offset, exposed for tests. `pts` are device coordinates.
bool should_snap(const Path& device_path, Snap snap);
double snap_offset(double stroke_width_px);

}  // namespace libplot::render
