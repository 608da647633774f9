#include "artists/free_text.hpp"

#include "artists/legend.hpp"
#include "model/axes_state.hpp"
#include "model/figure_state.hpp"

namespace libplot {

struct FreeTextArtist::Placed : LatePlacement {
  Point shift;
};

std::shared_ptr<const LatePlacement> FreeTextArtist::place_late(const DrawContext& ctx) const {
  auto placed = std::make_shared<Placed>();
  if (text.empty() || ctx.fig.theme.matplotlib_compat) return placed;  // matplotlib: where it was asked
  const Rect want = asked_box(ctx);
  // The data, the other texts, the legends and the free texts placed before it.
  Obstacles obs = collect_obstacles(owner_, ctx, this);
  for (const auto& a : state_of(owner_).artists) {
    if (const auto* lg = dynamic_cast<const LegendArtist*>(a.get()); lg && !lg->entries().empty())
      obs.boxes.push_back(lg->frame(ctx));
    if (const auto* t = dynamic_cast<const FreeTextArtist*>(a.get()); t && t != this && ctx.has_placement(*t))
      t->obstacles(ctx, obs);
  }
  const Rect got = clear_of_data(want, ctx.tr.box.padded(-2), obs, true);
  placed->shift = {got.x0 - want.x0, got.y0 - want.y0};
  return placed;
}

Rect FreeTextArtist::asked_box(const DrawContext& ctx) const {
  // Where it was asked (ctx.late has no placement of this text yet: no shift).
  const TextArtist::Placed asked = place(ctx);
  return box ? asked.placed.bbox.padded(box->pad * asked.font.size) : asked.placed.bbox;
}

Point FreeTextArtist::late_shift(const DrawContext& ctx) const {
  if (!ctx.has_placement(*this)) return {0, 0};
  return ctx.placement_of<Placed>(*this).shift;
}

}  // namespace libplot
