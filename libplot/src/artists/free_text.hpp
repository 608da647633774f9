#pragma once
// A text that keeps clear of what its axes draw (AnnotateOptions::avoid_data): placed after the
// data and the legends, where it was asked when nothing is under it, else at the free place inside
// the axes nearest to that, as a legend with avoid_data.
#include <memory>

#include "artists/artists.hpp"
#include "model/artist.hpp"

namespace libplot {

class Axes;

class FreeTextArtist : public TextArtist {
 public:
  explicit FreeTextArtist(const Axes& owner) : owner_(owner) {}
  bool placed_late() const override { return true; }
  // Finds the shift from where the text was asked, once per save.
  std::shared_ptr<const LatePlacement> place_late(const DrawContext& ctx) const override;
  // The box the text takes where it was asked (its frame included), before any shift.
  Rect asked_box(const DrawContext& ctx) const;

 protected:
  Point late_shift(const DrawContext& ctx) const override;

 private:
  struct Placed;
  const Axes& owner_;
};

}  // namespace libplot
