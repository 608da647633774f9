#pragma once
// Point labels that never collide: each label is put at the first free spot around its point,
// searching rings of candidate positions, against markers, lines, other labels, the legend and
// the axes frame. Far placements get a thin leader line back to the point.
#include <string>
#include <vector>

#include "artists/artists.hpp"
#include "model/artist.hpp"
#include "libplot/axes.hpp"

namespace libplot {

class PointLabelsArtist : public Artist, public PointLabels {
 public:
  PointLabelsArtist(const Axes& owner, std::vector<double> x, std::vector<double> y,
                    std::vector<std::string> labels, PointLabelOptions o, Color default_color,
                    double default_size);
  void draw(const DrawContext& ctx) const override;
  void obstacles(const DrawContext& ctx, Obstacles& out) const override;
  Rect extent(const DrawContext& ctx) const override;
  bool clipped() const override { return false; }
  double draw_zorder(const DrawContext& ctx) const override;
  bool placed_late() const override { return true; }
  // Places the labels (place), once per save; drawing, obstacles and extent read the result.
  std::shared_ptr<const LatePlacement> place_late(const DrawContext& ctx) const override;

  // leader: drawn from `from` (the marker's edge) to `to` (the label box).
  struct Placement {
    Rect box;
    Point anchor;
    Point point;
    bool leader;
    Point from, to;
    std::size_t index;
  };
  // Where each label goes (figure points); the same answer every call. Reads the legends'
  // placements from ctx.late, so the layout places legends first.
  std::vector<Placement> place(const DrawContext& ctx) const;
  struct Placed : LatePlacement {
    std::vector<Placement> labels;
  };
  // Labels left out by the last placement because their neighbourhood was full (see place()).
  std::size_t dropped() const override { return dropped_; }

 private:
  const Axes& owner_;
  std::vector<double> x_, y_;
  std::vector<std::string> labels_;
  PointLabelOptions o_;
  Color color_;
  double size_;
  mutable std::size_t dropped_ = 0;
  // With o_.compat_offset: one annotation per label, what compat mode draws instead.
  std::vector<TextArtist> compat_;
  bool compat(const DrawContext& ctx) const;
};

// How many times this thread ran PointLabelsArtist::place: tests check that a save places each
// point-labels artist once.
std::size_t point_label_placements_on_this_thread();

// Labels' candidate spots are computed on every usable processor from 2,000 labels on (the same
// spots whatever the number of threads). Tests force a number of threads here (0: that rule).
void set_point_label_threads_for_testing(std::size_t threads);

}  // namespace libplot
