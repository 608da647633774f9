#pragma once
// Layout of one axes: view limits, ticks and every decoration's position, computed before drawing
// so that tight layout, tight bounding boxes and label placement can all read them.
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "model/axes_state.hpp"
#include "model/figure_state.hpp"
#include "libplot/canvas.hpp"
#include "libplot/scale.hpp"

namespace libplot {

struct PlacedLabel {
  TextBlock block;
  PlacedText placed;
  Color color;
};

struct AxisTicks {
  std::vector<double> major;              // in view
  std::vector<std::string> labels;        // one per major tick
  std::vector<double> minor;              // in view
  std::vector<std::string> minor_labels;  // one per minor tick ("" = none)
  std::string offset_text;
};

struct AxesLayout {
  Rect box;  // figure points
  AxesTransform tr;
  AxisTicks xticks, yticks;
  std::vector<PlacedLabel> xtick_labels, ytick_labels;
  std::optional<PlacedLabel> xlabel, ylabel, title, xoffset, yoffset;
  // The box plus every decoration (matplotlib's Axes.get_tightbbox without the artists).
  Rect decorations;
  // The top of the box or of what the x axis draws above it (figure points), for titles.
  double xaxis_top = 0;
  // Where the artists placed against the others go (place_late_artists).
  LatePlacements late;
};

// View limits of both axes from data limits, margins, sticky edges and explicit limits.
void autoscale(const Axes& ax, Interval& xview, Interval& yview);
// libplot's automatic headroom (Axes::set_auto_headroom): grows the autoscaled ends of `tr`'s
// views so that texts anchored to data values fit inside the axes box (layout/headroom.cpp).
// `annotations_x`: also grow x for annotations asking for it (AnnotateOptions::headroom_x); off
// while tight_layout measures, which makes room for such a text where it was asked, as
// matplotlib's does, before the final layout fits it inside. `boxes`: every axes' box in figure
// order, which a view shared by several axes needs (without them a shared view does not grow).
void apply_headroom(const Axes& ax, AxesTransform& tr, const FigureState& fig, TextEngine& text,
                    bool annotations_x = true, std::span<const Rect> boxes = {});
// The figure-space extent of the axes' artists (not counting those placed late), or empty.
Rect content_extent(const Axes& ax, const AxesTransform& tr, const FigureState& fig, TextEngine& text);
// Everything but drawing: ticks for the box's size, labels, titles and their boxes. A secondary
// axis reads its parent's final transform (`parent`, laid out before it; without it, the
// parent's autoscaled view without headroom). `boxes`: as apply_headroom's.
AxesLayout layout_axes(const Axes& ax, const Rect& box, const FigureState& fig, TextEngine& text,
                       const AxesTransform* parent = nullptr, bool annotations_x = true,
                       std::span<const Rect> boxes = {});
// Titles above the top x axes of their axes' twins and secondary axes (matplotlib's
// _update_title_position): `lays` are the figure's axes' layouts, in order.
void raise_titles(const FigureState& fig, std::vector<AxesLayout*>& lays);
// The box plus the outward part of its major tick marks, where an axis has ticks in view.
Rect tick_marks_extent(const AxesState& s, const AxesLayout& L, const Theme& th);
// The index of the parent of a secondary axis among the figure's axes.
std::size_t parent_index(const FigureState& fig, const Axes& secondary);
// Places the artists placed against the others into lay.late, once the transform is final:
// legends first (point labels avoid them), then the rest. Tight layout's trial layouts place
// legends only: point labels stay inside the axes box, which tight layout counts anyway.
enum class LatePlacing { All, LegendsOnly };
// The axes' axhline/axvline positions in figure points, for texts to keep clear of.
std::vector<RefLine> reference_lines(const Axes& ax, const AxesTransform& tr);
void place_late_artists(const Axes& ax, AxesLayout& lay, const FigureState& fig, TextEngine& text,
                        LatePlacing which = LatePlacing::All);
// Draws the laid-out axes (background, artists, decorations) in z-order.
void draw_axes(const Axes& ax, const AxesLayout& lay, Canvas& canvas, const FigureState& fig,
               TextEngine& text);
// What tight layout fits: as axes_tight_extent, but the title's and x label's widths and the y
// label's height collapsed to a pixel (matplotlib's get_tightbbox(for_layout_only=True)).
Rect axes_layout_extent(const Axes& ax, const AxesLayout& lay, const FigureState& fig, TextEngine& text);
// The extent of the axes' artists (clipped ones within the box) plus its decorations. An artist
// placed late that the layout did not place (tight layout's trials) counts as nothing.
Rect axes_tight_extent(const Axes& ax, const AxesLayout& lay, const FigureState& fig, TextEngine& text);

}  // namespace libplot
