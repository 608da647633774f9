#pragma once
// A canvas that records what would be drawn, in figure points, for tests and layout lints.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "libplot/export.hpp"
#include "libplot/canvas.hpp"

namespace libplot {

struct RecordedText {
  std::string text{};  // the block's lines joined by '\n'
  FontSpec font{};
  Color color{};
  double rotation_deg = 0;
  Rect bbox{};  // axis-aligned box of the (rotated) block on the figure
  // The glyphs' extent: each line from its pen origin over its advance, from its ink top to its
  // ink bottom (no line spacing or descent room), rotated; the axis-aligned box of that.
  Rect ink{};
  std::array<Point, 4>
      corners{};  // the (rotated) block's corners: top-left, top-right, bottom-right, bottom-left
  std::optional<Rect> clip{};  // the clip in force, if any
  std::size_t group = 0;       // index into RecordingCanvas::groups
};

struct RecordedPath {
  Rect bounds{};  // of the path's control points (stroke width not included)
  std::optional<Color> fill{};
  std::optional<LineStyle> stroke{};
  std::optional<Rect> clip{};
  std::size_t segment_count = 0;
  Snap snap = Snap::Auto;
  std::size_t group = 0;
  // The path's subpaths as polylines (curves by their control polygon), closed ones repeating
  // their first point at the end.
  std::vector<std::vector<Point>> polylines{};
};

struct RecordedMarkers {
  Rect marker_bounds{};  // of one marker, centred on (0, 0)
  std::vector<Point> centres{};
  std::optional<Color> fill{};
  std::optional<LineStyle> edge{};
  std::optional<Rect> clip{};
  Snap snap = Snap::Auto;
  std::size_t group = 0;
};

struct RecordedImage {
  int width = 0, height = 0;  // pixels of the image
  Rect dest{};                // where it is drawn, figure points
  Interpolation interpolation = Interpolation::Nearest;
  std::optional<Rect> clip{};
  std::vector<std::uint8_t> rgba{};
};

// Records every call in order of drawing within each list; a path drawn with fill and stroke
// is one RecordedPath. Texts' boxes are those of place_text (the rotated block's axis-aligned box).
class LIBPLOT_API RecordingCanvas : public Canvas {
 public:
  void draw_path(const Path& path, const std::optional<Color>& fill, const std::optional<LineStyle>& stroke,
                 Snap snap = Snap::Auto) override;
  void draw_markers(const Path& marker, std::span<const Point> centres, const std::optional<Color>& fill,
                    const std::optional<LineStyle>& edge, Snap snap = Snap::Auto) override;
  void draw_text(const TextRun& run) override;
  void draw_image(const Image& image, const Rect& dest, Interpolation interpolation) override;
  void push_clip(const Rect& rect) override;
  void pop_clip() override;
  void open_group(const DrawGroup& g) override;
  void close_group() override;

  std::vector<RecordedText> texts{};
  std::vector<RecordedPath> paths{};
  std::vector<RecordedMarkers> markers{};
  // Every group opened, each with the fields it inherited filled in; groups[0] holds what is
  // drawn outside any group.
  std::vector<DrawGroup> groups{DrawGroup{}};
  std::vector<RecordedImage> images{};

  // Texts whose string equals `s` (convenience for tests).
  std::vector<const RecordedText*> find_text(const std::string& s) const;
  // The axis-aligned box a run occupies on the figure: its block's corners rotated about the
  // run's origin.
  static Rect text_box(const TextRun& run);

 private:
  std::vector<Rect> clips_;        // intersected clip stack
  std::vector<std::size_t> open_;  // indices into groups of the open groups
  std::size_t current_group() const { return open_.empty() ? 0 : open_.back(); }
};

}  // namespace libplot
