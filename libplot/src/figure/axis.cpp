// Axis: the tick locators and formatters of one axis (matplotlib's ax.xaxis.set_major_locator).
#include "libplot/axis.hpp"

#include "figure/sharing.hpp"
#include "model/axes_state.hpp"

namespace libplot {

void Axis::set_major_locator(Locator l) {
  l.check("set_major_locator");
  s_->major_locator = std::move(l);
  s_->category_locator = false;
  if (s_->owner) share_ticker(*s_->owner, s_->is_x);
}

void Axis::set_minor_locator(Locator l) {
  l.check("set_minor_locator");
  s_->minor_locator = std::move(l);
  if (s_->owner) share_ticker(*s_->owner, s_->is_x);
}

void Axis::set_major_formatter(Formatter f) {
  f.check("set_major_formatter");
  s_->major_formatter = std::move(f);
  s_->category_formatter = false;
  if (s_->owner) share_ticker(*s_->owner, s_->is_x);
}

void Axis::set_minor_formatter(Formatter f) {
  f.check("set_minor_formatter");
  s_->minor_formatter = std::move(f);
  if (s_->owner) share_ticker(*s_->owner, s_->is_x);
}

}  // namespace libplot
