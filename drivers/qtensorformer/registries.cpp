// Colours and short labels looked up by the data's own names in a figure's section of figures.json,
// so reordering the data keeps each category's colour and no name is cut in C++.
#include <algorithm>
#include <map>

#include "qtensorformer.hpp"

namespace qtensorformer {

std::vector<libplot::Color> category_colours(const paper::Section& s, const char* registry,
                                             const std::string& figure,
                                             const std::vector<std::string>& categories,
                                             const libplot::Theme& th, paper::Notes& notes) {
  const std::map<std::string, std::string> names = s.text_map(registry);
  std::vector<libplot::Color> taken;
  for (const auto& [category, name] : names) taken.push_back(th.color(name));
  const auto is_taken = [&](const libplot::Color& c) {
    return std::find(taken.begin(), taken.end(), c) != taken.end();
  };
  std::vector<libplot::Color> out;
  std::size_t next = 0;  // the theme cycle's next index to try for a category without a colour
  for (const auto& category : categories) {
    if (const auto it = names.find(category); it != names.end()) {
      out.push_back(th.color(it->second));
      continue;
    }
    // The cycle's next colour no registry entry (nor an earlier fallback) uses; once all are
    // used, the cycle's next one regardless.
    std::size_t pick = next;
    for (std::size_t k = 0; k < th.prop_cycle.size(); ++k)
      if (!is_taken(th.cycle(next + k))) {
        pick = next + k;
        break;
      }
    next = pick + 1;
    out.push_back(th.cycle(pick));
    taken.push_back(out.back());
    notes.push_back(figure + ": no colour for " + category + " in figures.json " + figure + "." + registry +
                    " (drawn in the theme cycle's C" + std::to_string(pick % th.prop_cycle.size()) + ")");
  }
  return out;
}

std::vector<std::string> short_names(const paper::Section& s, const std::vector<std::string>& names) {
  const std::map<std::string, std::string> labels = s.text_map("short_names");
  std::vector<std::string> out;
  for (const auto& n : names) {
    const auto it = labels.find(n);
    out.push_back(it == labels.end() ? n : it->second);
  }
  return out;
}

}  // namespace qtensorformer
