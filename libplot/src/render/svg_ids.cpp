#include "render/svg_ids.hpp"

#include <cctype>
#include <map>

namespace libplot::render {
namespace {

// Id families Cairo's SVG surface numbers; some (surface, image, source) come from counters
// shared by the whole process. Glyph ids ("glyph<font>-<glyph>") are per document and stay.
constexpr std::string_view kPrefixes[] = {"surface", "image",  "source", "pattern", "mask",
                                          "clip",    "linear", "radial", "filter"};

}  // namespace

std::string renumber_svg_ids(std::string_view svg) {
  std::map<std::string, std::map<std::string, std::string>> maps;  // prefix -> old -> new
  std::string out;
  out.reserve(svg.size());
  std::size_t i = 0;
  while (i < svg.size()) {
    // An id definition or a reference: id="X, #X (in href="#X" and url(#X)).
    std::size_t name_at = std::string_view::npos;
    if (svg.compare(i, 4, "id=\"") == 0) {
      name_at = i + 4;
    } else if (svg[i] == '#') {
      name_at = i + 1;
    }
    if (name_at != std::string_view::npos) {
      bool done = false;
      for (std::string_view prefix : kPrefixes) {
        if (svg.compare(name_at, prefix.size(), prefix) != 0) continue;
        std::size_t d = name_at + prefix.size();
        std::size_t e = d;
        while (e < svg.size() && std::isdigit(static_cast<unsigned char>(svg[e]))) ++e;
        if (e == d) break;
        // Only a whole id: the digits must end the name.
        if (e < svg.size() && (std::isalnum(static_cast<unsigned char>(svg[e])) || svg[e] == '-')) break;
        auto& m = maps[std::string(prefix)];
        const std::string old(svg.substr(d, e - d));
        auto it = m.find(old);
        if (it == m.end()) it = m.emplace(old, std::to_string(m.size() + 1)).first;
        out.append(svg.substr(i, d - i));
        out.append(it->second);
        i = e;
        done = true;
        break;
      }
      if (done) continue;
    }
    out.push_back(svg[i]);
    ++i;
  }
  return out;
}

}  // namespace libplot::render
