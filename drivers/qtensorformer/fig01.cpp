// Figure 1: the closed-loop architecture as a block diagram (no input: the layout is the driver's,
// the words are figures.json's figure1).
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig01(const paper::Section& words, const Theme& th) {
  const paper::Section s = words.at("figure1");
  const paper::Section texts = s.at("blocks");
  struct Block {
    Rect rect;
    const char* fill;
  };
  // Position and size in axes data units (x, y, x + w, y + h), as the seed lays them out; in the
  // order of kFigure1Blocks: input, state, allocator, ffn, attention, kv_cache, controller.
  const Block blocks[] = {
      {{0.05, 0.75, 0.27, 0.90}, "indigo-100"}, {{0.35, 0.75, 0.65, 0.90}, "indigo-200"},
      {{0.72, 0.75, 0.97, 0.90}, "indigo-300"}, {{0.10, 0.35, 0.32, 0.53}, "green-200"},
      {{0.40, 0.35, 0.62, 0.53}, "orange-200"}, {{0.70, 0.35, 0.94, 0.53}, "pink-200"},
      {{0.25, 0.05, 0.75, 0.20}, "yellow-200"},
  };
  static_assert(std::size(blocks) == std::size(kFigure1Blocks));
  // Arrows between blocks (from, to, the blocks they leave and enter). The seed's stray arrow
  // below the controller, which pointed at nothing, is not drawn.
  struct Link {
    Point from, to;
    int a, b;
  };
  const Link links[] = {
      {{0.27, 0.82}, {0.35, 0.82}, 0, 1}, {{0.65, 0.82}, {0.72, 0.82}, 1, 2},
      {{0.75, 0.75}, {0.21, 0.53}, 2, 3}, {{0.84, 0.75}, {0.51, 0.53}, 2, 4},
      {{0.92, 0.75}, {0.82, 0.53}, 2, 5}, {{0.21, 0.35}, {0.40, 0.20}, 3, 6},
      {{0.51, 0.35}, {0.50, 0.20}, 4, 6}, {{0.82, 0.35}, {0.60, 0.20}, 5, 6},
  };
  const double pad = 0.01;  // boxstyle "round,pad=0.01", in data units

  Figure fig(th, {.width = 10, .height = 6});
  Axes& ax = fig.axes();
  ax.axis_off();
  // matplotlib's add_patch does not autoscale: the view stays at its default, 0..1.
  ax.set_xlim(0, 1);
  ax.set_ylim(0, 1);
  const Color edge = th.color("slate-700"), ink = th.color("slate-900");
  for (std::size_t i = 0; i < std::size(blocks); ++i) {
    const Block& b = blocks[i];
    ax.box(b.rect, {.pad = pad, .facecolor = th.color(b.fill), .edgecolor = edge, .linewidth = 1.5});
    ax.text(b.rect.centre(), texts.text(kFigure1Blocks[i]),
            {.props = {.size = 9,
                       .weight = FontWeight::Bold,
                       .color = ink,
                       .ha = HAlign::Center,
                       .va = VAlign::Center},
             .fit_within = b.rect.padded(pad)});
  }
  const ArrowProps arrow{.style = "->", .color = edge, .linewidth = 1.5};
  for (const Link& l : links)
    ax.arrow(l.from, l.to, arrow, blocks[l.a].rect.padded(pad), blocks[l.b].rect.padded(pad), 3);
  ax.set_title(s.text("title"), {}, 15);
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
