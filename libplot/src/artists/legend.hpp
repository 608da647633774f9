#pragma once
// Legends: matplotlib's legend box (handles, texts, packing, frame) and its placement, including
// "best" (least overlap with what is drawn).
#include <vector>

#include "model/artist.hpp"
#include "libplot/axes.hpp"

namespace libplot {

class LegendArtist : public Artist {
 public:
  LegendArtist(const Axes& owner, LegendOptions opts);
  void draw(const DrawContext& ctx) const override;
  void obstacles(const DrawContext& ctx, Obstacles& out) const override;
  Rect extent(const DrawContext& ctx) const override;
  bool clipped() const override { return false; }
  bool placed_late() const override { return true; }
  // Packs the entries and finds the frame's place (incl. "best"), once per save.
  std::shared_ptr<const LatePlacement> place_late(const DrawContext& ctx) const override;

  struct Entry {
    LegendHandle handle;
    std::string label;
  };
  std::vector<Entry> entries() const;
  // The legend's frame box on the figure, as the layout placed it; empty without entries.
  Rect frame(const DrawContext& ctx) const;

 private:
  struct Packed;
  struct Placed;
  Packed pack(const DrawContext& ctx) const;
  Rect find_frame(const DrawContext& ctx, const Packed& P) const;
  const Axes& owner_;
  LegendOptions opts_;
};

// Every figure-space obstacle of an axes' artists except `skip` (and of its twins); with
// `bar_ends_only`, of bars only their value ends (BarsArtist::end_obstacles).
Obstacles collect_obstacles(const Axes& ax, const DrawContext& ctx, const Artist* skip,
                            bool bar_ends_only = false);

// `preferred` when nothing of `obs` is under it (with a 2 pt clearance; texts only when `texts`),
// else the free position inside `container` nearest to it on a fine grid, else the least covered
// one (LegendOptions::avoid_data, AnnotateOptions::avoid_data).
Rect clear_of_data(const Rect& preferred, const Rect& container, const Obstacles& obs, bool texts);
// How much of `obs` (and of its texts, with `texts`) is under r kept clear_of_data's clearance
// from it: 0 when r is a clear place.
double data_under(const Rect& r, const Obstacles& obs, bool texts);

// Throws InvalidArgument "legend: loc is 'x'; expected one of 'best', ..." unless `loc` names a
// legend location.
void check_legend_loc(const Choice<LegendLoc>& loc);

}  // namespace libplot
