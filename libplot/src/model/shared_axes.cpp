// Groups of axes sharing a view (matplotlib's Grouper of _shared_axes): the closure of the links.
#include <algorithm>

#include "model/axes_state.hpp"

namespace libplot {

std::vector<Axes*> shared_group(const Axes& ax, bool is_x) {
  std::vector<Axes*> group{const_cast<Axes*>(&ax)};
  for (std::size_t i = 0; i < group.size(); ++i) {
    const AxesState& s = state_of(*group[i]);
    for (Axes* o : is_x ? s.shared_x : s.shared_y)
      if (std::find(group.begin(), group.end(), o) == group.end()) group.push_back(o);
  }
  return group;
}

}  // namespace libplot
