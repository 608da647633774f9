// Ticks, tick labels, axis labels and titles of one axes, placed as matplotlib places them.
#include "layout/axes_layout.hpp"

#include <algorithm>
#include <stdexcept>
#include <cmath>

#include "libplot/dates.hpp"
#include "libplot/error.hpp"
#include "libplot/ticker.hpp"
#include "ticker/detail.hpp"

namespace libplot {

namespace {

// A view that overflowed a double (data near 1e308 and the autoscale margins, on a log scale
// above all) gets no ticks: say which axes and axis, and the limits, instead of letting a
// locator fail with no place ("LogLocator: the view limits must be finite").
void check_view_finite(const Interval& view, const FigureState& fig, const Axes& ax, const char* axis) {
  if (std::isfinite(view.lo) && std::isfinite(view.hi)) return;
  std::size_t index = 0;
  while (index < fig.axes.size() && fig.axes[index].get() != &ax) ++index;
  const std::string& title = state_of(ax).title;
  throw InvalidArgument("axes " + std::to_string(index + 1) + (title.empty() ? "" : " ('" + title + "')") +
                        ", " + axis + " axis: the view limits " + ticker_detail::py_repr(view.lo) + " .. " +
                        ticker_detail::py_repr(view.hi) +
                        " are not finite: the data and the margins around it overflow a double");
}

const TickTheme& tick_theme(const Theme& t, bool x) { return x ? t.xtick : t.ytick; }

// Distance from the spine to the tick label: the tick's outward length plus the pad.
double label_pad(const AxisState& a, const TickTheme& tt) {
  const double size = a.tick_length.value_or(tt.major_size);
  const double pad = a.tick_pad.value_or(tt.major_pad);
  switch (tt.direction) {
    case TickTheme::Direction::Out: return size + pad;
    case TickTheme::Direction::InOut: return size / 2 + pad;
    case TickTheme::Direction::In: return pad;
  }
  return size + pad;
}

// The same for minor tick labels (xtick.minor.size + xtick.minor.pad).
double minor_label_pad(const TickTheme& tt) {
  switch (tt.direction) {
    case TickTheme::Direction::Out: return tt.minor_size + tt.minor_pad;
    case TickTheme::Direction::InOut: return tt.minor_size / 2 + tt.minor_pad;
    case TickTheme::Direction::In: return tt.minor_pad;
  }
  return tt.minor_size + tt.minor_pad;
}

// The locators and formatters an axis uses when none is set (matplotlib's scale defaults).
Locator major_locator(const AxisState& a) {
  if (a.major_locator) return *a.major_locator;
  if (a.scale.is_log()) return LogLocator{.base = a.scale.base};
  if (a.scale.is_symlog()) return SymmetricalLogLocator{.base = a.scale.base, .linthresh = a.scale.linthresh};
  if (a.scale.is_logit()) return LogitLocator{};
  if (a.dates) return AutoDateLocator{};
  return AutoLocator{};
}

Locator minor_locator(const AxisState& a) {
  if (a.minor_locator) return *a.minor_locator;
  if (a.scale.is_log()) {
    // No minor ticks when the locator refuses the limits (its domain and argument errors); any
    // other failure, std::bad_alloc above all, is not ours to swallow.
    return [base = a.scale.base](const AxisView& v) -> std::vector<double> {
      try {
        return LogLocator{.base = base, .subs_mode = LogLocator::Subs::Auto}(v);
      } catch (const InvalidArgument&) {
        return {};
      }
    };
  }
  // matplotlib 3.6's SymLogScale passes its subs (None) to the minor locator, which reads None
  // as [1]: the minor ticks are the major ones, all dropped as overlapping. The same here.
  if (a.scale.is_symlog()) return SymmetricalLogLocator{.base = a.scale.base, .linthresh = a.scale.linthresh};
  if (a.scale.is_logit()) return LogitLocator{.minor = true};
  if (a.minor_visible) return AutoMinorLocator{};
  return NullLocator{};
}

Formatter major_formatter(const AxisState& a) {
  if (a.major_formatter) return *a.major_formatter;
  if (a.scale.is_log() || a.scale.is_symlog()) return LogFormatter{.base = a.scale.base};
  if (a.scale.is_logit()) return LogitFormatter{};
  if (a.dates) return AutoDateFormatter{};
  return ScalarFormatter{.thousands_separator = a.thousands};
}

Formatter minor_formatter(const AxisState& a) {
  if (a.minor_formatter) return *a.minor_formatter;
  if (a.scale.is_log()) return LogFormatter{.base = a.scale.base};
  if (a.scale.is_logit()) return LogitFormatter{.minor = true};
  return NullFormatter{};
}

// Axis._update_ticks: the locators' ticks, labelled over all of them, drawn where in view.
AxisTicks compute_ticks(const AxisState& a, const Interval& view, double length_pt, double label_size,
                        bool is_x) {
  AxisTicks t;
  AxisView v;
  v.vmin = std::min(view.lo, view.hi);
  v.vmax = std::max(view.lo, view.hi);
  v.tick_space = tick_space(length_pt, label_size, is_x);
  v.minpos = v.vmin > 0 ? v.vmin : 1e-300;
  v.scale = a.scale;

  const std::vector<double> locs = major_locator(a)(v);
  TickLabels labels = major_formatter(a)(locs, v);
  for (std::size_t i : ticks_in_view(locs, v.vmin, v.vmax, a.scale)) {
    t.major.push_back(locs[i]);
    t.labels.push_back(labels.labels[i]);
  }
  t.offset_text = std::move(labels.offset_text);

  v.major_locs = locs;
  std::vector<double> minor = minor_locator(a)(v);
  if (!minor.empty()) {
    minor = remove_overlapping_locs(minor, locs, v.vmin, v.vmax, a.scale);
    const TickLabels ml = minor_formatter(a)(minor, v);
    for (std::size_t i : ticks_in_view(minor, v.vmin, v.vmax, a.scale)) {
      t.minor.push_back(minor[i]);
      t.minor_labels.push_back(ml.labels[i]);
    }
  }
  return t;
}

PlacedLabel make_label(TextEngine& text, const std::string& s, const FontSpec& font, Point anchor, HAlign ha,
                       VAlign va, double rotation, const Color& c, HAlign multialign) {
  PlacedLabel l;
  l.block = text.layout(s, font, multialign);
  l.placed = place_text(l.block, anchor, ha, va, rotation);
  l.color = c;
  return l;
}

Color tick_label_color(const AxisState& a, const TickTheme& tt) {
  if (a.labels.color) return *a.labels.color;
  if (a.fixed_label_props.color) return *a.fixed_label_props.color;
  // tick_params(color=...) colours the tick marks only (matplotlib's labelcolor "inherit" reads
  // the theme's tick colour, not the per-axes one).
  return tt.labelcolor.value_or(tt.color);
}

// The title, its baseline titlepad above `top` (figure points), centred over the box.
std::optional<PlacedLabel> layout_title(const Axes& ax, const FigureState& fig, TextEngine& text,
                                        const Rect& box, double top) {
  const AxesState& s = state_of(ax);
  if (s.title.empty()) return std::nullopt;
  const Theme& th = fig.theme;
  const TextProps& p = s.title_props;
  const FontSpec f{p.family.value_or(th.font_family), p.size.value_or(th.axes_titlesize),
                   p.weight.value_or(th.axes_titleweight), FontStyle::Normal};
  const double pad = s.title_pad.value_or(th.axes_titlepad);
  const Color c = p.color.value_or(th.axes_titlecolor.value_or(th.text_color));
  return make_label(text, s.title, f, {box.x0 + box.width() / 2, top - pad}, HAlign::Center, VAlign::Baseline,
                    0, c, HAlign::Center);
}

}  // namespace

// The box plus the outward part of its major tick marks, where an axis has ticks in view.
Rect tick_marks_extent(const AxesState& s, const AxesLayout& L, const Theme& th) {
  Rect r = L.box;
  auto outward = [](const AxisState& a, const TickTheme& tt) {
    const double size = a.tick_length.value_or(tt.major_size);
    switch (tt.direction) {
      case TickTheme::Direction::Out: return size;
      case TickTheme::Direction::InOut: return size / 2;
      case TickTheme::Direction::In: return 0.0;
    }
    return size;
  };
  if (!L.xticks.major.empty()) {
    const double o = outward(s.x, th.xtick);
    if (s.x.ticks_low) r.y1 = std::max(r.y1, L.box.y1 + o);
    if (s.x.ticks_high) r.y0 = std::min(r.y0, L.box.y0 - o);
  }
  if (!L.yticks.major.empty()) {
    const double o = outward(s.y, th.ytick);
    if (s.y.ticks_low) r.x0 = std::min(r.x0, L.box.x0 - o);
    if (s.y.ticks_high) r.x1 = std::max(r.x1, L.box.x1 + o);
  }
  return r;
}

std::size_t parent_index(const FigureState& fig, const Axes& secondary) {
  const Axes* p = state_of(secondary).secondary_of;
  for (std::size_t i = 0; i < fig.axes.size(); ++i)
    if (fig.axes[i].get() == p) return i;
  throw std::logic_error("parent_index: the secondary axis's parent is not in its figure");
}

AxesLayout layout_axes(const Axes& ax, const Rect& box, const FigureState& fig, TextEngine& text,
                       const AxesTransform* parent, bool annotations_x, std::span<const Rect> boxes) {
  const AxesState& s = state_of(ax);
  const Theme& th = fig.theme;
  AxesLayout L;
  L.box = box;
  autoscale(ax, L.tr.xview, L.tr.yview);
  L.tr.xscale = s.x.scale;  // the same on axes sharing x (set on the whole group)
  L.tr.yscale = s.y.scale;
  L.tr.box = box;
  apply_headroom(ax, L.tr, fig, text, annotations_x, boxes);
  if (s.secondary_of) {
    // A secondary axis draws where its parent maps data: the parent's view and scales on its own
    // (zero-thickness) box.
    if (parent) {
      L.tr.xview = parent->xview;
      L.tr.yview = parent->yview;
      L.tr.xscale = parent->xscale;
      L.tr.yscale = parent->yscale;
    } else {
      autoscale(*s.secondary_of, L.tr.xview, L.tr.yview);
      L.tr.xscale = state_of(*s.secondary_of).x.scale;
      L.tr.yscale = state_of(*s.secondary_of).y.scale;
    }
  }
  L.decorations = box;
  if (!s.axis_on && th.matplotlib_compat) {
    // matplotlib: the title above the invisible frame, which tight layout counts as drawn.
    L.title = layout_title(ax, fig, text, box, box.y0);
    if (L.title) L.decorations = L.decorations.united(L.title->placed.bbox);
    return L;
  }
  if (!s.axis_on) {
    // No frame: the title sits its pad above what the axes draws (libplot; matplotlib keeps it
    // above the invisible frame, leaving the margins as an empty band under the title).
    // The invisible frame takes no room either: tight layout fits what is drawn.
    const Rect content = content_extent(ax, L.tr, fig, text);
    L.title = layout_title(ax, fig, text, box, content.is_empty() ? box.y0 : content.y0);
    if (!content.is_empty()) L.decorations = content;
    if (L.title) L.decorations = L.decorations.united(L.title->placed.bbox);
    return L;
  }

  const TickTheme& xt = tick_theme(th, true);
  const TickTheme& yt = tick_theme(th, false);
  const double xls = s.x.labels.size.value_or(s.x.fixed_label_props.size.value_or(xt.labelsize));
  const double yls = s.y.labels.size.value_or(s.y.fixed_label_props.size.value_or(yt.labelsize));
  if (s.secondary_of) {
    // Ticks chosen in the secondary axis's units over forward(parent view), then placed at the
    // parent values inverse(tick) (matplotlib's SecondaryAxis with its function scale).
    const bool sx = s.secondary_x;
    const Interval pv = sx ? L.tr.xview : L.tr.yview;
    const Interval view{s.secondary_forward(pv.lo), s.secondary_forward(pv.hi)};
    const Rect& pbox = parent ? parent->box : box;
    AxisTicks t;  // none where forward gives no numbers
    if (std::isfinite(view.lo) && std::isfinite(view.hi) && view.lo != view.hi)
      t = compute_ticks(sx ? s.x : s.y, view, sx ? pbox.width() : pbox.height(), sx ? xls : yls, sx);
    for (double& v : t.major) v = s.secondary_inverse(v);
    for (double& v : t.minor) v = s.secondary_inverse(v);
    (sx ? L.xticks : L.yticks) = std::move(t);
  } else {
    check_view_finite(L.tr.xview, fig, ax, "x");
    check_view_finite(L.tr.yview, fig, ax, "y");
    L.xticks = compute_ticks(s.x, L.tr.xview, box.width(), xls, true);
    L.yticks = compute_ticks(s.y, L.tr.yview, box.height(), yls, false);
  }

  // ---- tick labels
  const FontWeight xw = s.x.labels.weight.value_or(s.x.fixed_label_props.weight.value_or(th.font_weight));
  const FontWeight yw = s.y.labels.weight.value_or(s.y.fixed_label_props.weight.value_or(th.font_weight));
  const FontSpec xfont{th.font_family, xls, xw, FontStyle::Normal};
  const FontSpec yfont{th.font_family, yls, yw, FontStyle::Normal};
  const Color xc = tick_label_color(s.x, xt), yc = tick_label_color(s.y, yt);
  const double xpad = label_pad(s.x, xt), ypad = label_pad(s.y, yt);
  const double xrot = s.x.labels.rotation != 0 ? s.x.labels.rotation : s.x.fixed_label_props.rotation;
  const HAlign xha = s.x.labels.ha.value_or(HAlign::Center);
  const double yrot = s.y.labels.rotation;
  // One label per tick with text, on each side the axis labels (major and minor alike; minor
  // labels come from set_minor_formatter, or a log axis spanning less than a decade or so).
  auto x_labels = [&](const std::vector<double>& ticks, const std::vector<std::string>& labels, double pad) {
    for (std::size_t i = 0; i < ticks.size(); ++i) {
      const std::string& lab = labels[i];
      if (lab.empty()) continue;
      const double x = L.tr.x_to_fig(ticks[i]);
      if (s.x.label_low)
        L.xtick_labels.push_back(
            make_label(text, lab, xfont, {x, box.y1 + pad}, xha, VAlign::Top, xrot, xc, xha));
      if (s.x.label_high)
        L.xtick_labels.push_back(
            make_label(text, lab, xfont, {x, box.y0 - pad}, xha, VAlign::Bottom, xrot, xc, xha));
    }
  };
  auto y_labels = [&](const std::vector<double>& ticks, const std::vector<std::string>& labels, double pad) {
    for (std::size_t i = 0; i < ticks.size(); ++i) {
      const std::string& lab = labels[i];
      if (lab.empty()) continue;
      const double y = L.tr.y_to_fig(ticks[i]);
      if (s.y.label_low)
        L.ytick_labels.push_back(make_label(text, lab, yfont, {box.x0 - pad, y},
                                            s.y.labels.ha.value_or(HAlign::Right), VAlign::CenterBaseline,
                                            yrot, yc, HAlign::Right));
      if (s.y.label_high)
        L.ytick_labels.push_back(make_label(text, lab, yfont, {box.x1 + pad, y},
                                            s.y.labels.ha.value_or(HAlign::Left), VAlign::CenterBaseline,
                                            yrot, yc, HAlign::Left));
    }
  };
  x_labels(L.xticks.major, L.xticks.labels, xpad);
  y_labels(L.yticks.major, L.yticks.labels, ypad);
  x_labels(L.xticks.minor, L.xticks.minor_labels, minor_label_pad(xt));
  y_labels(L.yticks.minor, L.yticks.minor_labels, minor_label_pad(yt));
  for (const auto& l : L.xtick_labels) L.decorations = L.decorations.united(l.placed.bbox);
  for (const auto& l : L.ytick_labels) L.decorations = L.decorations.united(l.placed.bbox);
  // Tick marks outside the box count too (matplotlib's axis tight bbox): they are all an inner
  // axes of a shared grid keeps once its labels are hidden.
  L.decorations = L.decorations.united(tick_marks_extent(s, L, th));

  // ---- offset texts (e.g. "1e6"): x at the right end below the labels, y above the top-left,
  // both OFFSETTEXTPAD (3 pt) from the labels or the frame (matplotlib's
  // _update_offset_text_position)
  constexpr double kOffsetTextPad = 3;
  if (!L.xticks.offset_text.empty() && s.x.label_low) {
    double bottom = box.y1;
    for (const auto& l : L.xtick_labels) bottom = std::max(bottom, l.placed.bbox.y1);
    L.xoffset = make_label(text, L.xticks.offset_text, xfont, {box.x1, bottom + kOffsetTextPad},
                           HAlign::Right, VAlign::Top, 0, xc, HAlign::Left);
    L.decorations = L.decorations.united(L.xoffset->placed.bbox);
  }
  if (!L.yticks.offset_text.empty() && (s.y.label_low || s.y.label_high)) {
    const double x = s.y.label_high ? box.x1 : box.x0;
    L.yoffset =
        make_label(text, L.yticks.offset_text, yfont, {x, box.y0 - kOffsetTextPad},
                   s.y.label_high ? HAlign::Right : HAlign::Left, VAlign::Bottom, 0, yc, HAlign::Left);
    L.decorations = L.decorations.united(L.yoffset->placed.bbox);
  }

  // ---- axis labels, beyond the tick labels (matplotlib's _update_label_position)
  // An x axis with labels only on top (twiny, a secondary axis) has its label on top.
  const bool x_top = s.x.label_high && !s.x.label_low;
  if (!s.x.label.empty()) {
    double edge = x_top ? box.y0 : box.y1;
    for (const auto& l : L.xtick_labels) {
      if (x_top) edge = std::min(edge, l.placed.bbox.y0);
      else if (!s.x.label_high) edge = std::max(edge, l.placed.bbox.y1);
    }
    const TextProps& p = s.x.label_props;
    const FontSpec f{p.family.value_or(th.font_family), p.size.value_or(th.axes_labelsize),
                     p.weight.value_or(th.axes_labelweight), FontStyle::Normal};
    const double pad = s.x.labelpad.value_or(th.axes_labelpad);
    // matplotlib: a top label's baseline (not its bottom) sits labelpad above the tick labels.
    L.xlabel = make_label(text, s.x.label, f, {box.x0 + box.width() / 2, x_top ? edge - pad : edge + pad},
                          HAlign::Center, x_top ? VAlign::Baseline : VAlign::Top, 0,
                          p.color.value_or(th.axes_labelcolor), HAlign::Center);
    L.decorations = L.decorations.united(L.xlabel->placed.bbox);
  }
  if (!s.y.label.empty()) {
    const bool right = s.y.label_high && !s.y.label_low;
    double edge = right ? box.x1 : box.x0;
    for (const auto& l : L.ytick_labels)
      edge = right ? std::max(edge, l.placed.bbox.x1) : std::min(edge, l.placed.bbox.x0);
    const TextProps& p = s.y.label_props;
    const FontSpec f{p.family.value_or(th.font_family), p.size.value_or(th.axes_labelsize),
                     p.weight.value_or(th.axes_labelweight), FontStyle::Normal};
    const double pad = s.y.labelpad.value_or(th.axes_labelpad);
    const Point anchor{right ? edge + pad : edge - pad, box.y0 + box.height() / 2};
    L.ylabel = make_label(text, s.y.label, f, anchor, right ? HAlign::Left : HAlign::Right, VAlign::Center,
                          90, p.color.value_or(th.axes_labelcolor), HAlign::Center);
    L.decorations = L.decorations.united(L.ylabel->placed.bbox);
  }

  // ---- title: baseline titlepad above the axes (or above top tick labels)
  double top = box.y0;
  if (s.x.label_high)
    for (const auto& l : L.xtick_labels) top = std::min(top, l.placed.bbox.y0);
  if (x_top && L.xlabel) top = std::min(top, L.xlabel->placed.bbox.y0);
  L.xaxis_top = top;
  L.title = layout_title(ax, fig, text, box, top);
  if (L.title) L.decorations = L.decorations.united(L.title->placed.bbox);
  return L;
}

}  // namespace libplot
