// What the shared results pass and figure 5's classes take from the figures' sections of
// figures.json (paper::Section names the file, line and key of anything missing or mistyped).
#include <algorithm>

#include "data.hpp"

namespace weightcodec {

Fig2Select Fig2Select::of(const paper::Section& fig2) {
  const paper::Section bf16 = fig2.at("bf16"), q4k = fig2.at("q4k");
  return {bf16.text("kind"), bf16.text("method"), q4k.text("kind"), q4k.text("method")};
}

Fig5Select Fig5Select::of(const paper::Section& fig5) {
  const std::int64_t n = fig5.integer("min_records");
  if (n < 1) fig5.bad("min_records", "must be at least 1");
  return {fig5.text_map("corpus_for_kind"), static_cast<std::size_t>(n), MethodClasses::of(fig5)};
}

MethodClasses MethodClasses::of(const paper::Section& fig5) {
  MethodClasses m;
  for (const paper::Section& c : fig5.elements("classes"))
    m.classes.push_back({c.text("name"), c.text("marker"), c.strings("methods")});
  m.default_class = fig5.text("default_class");
  if (std::none_of(m.classes.begin(), m.classes.end(),
                   [&](const MethodClass& c) { return c.name == m.default_class; }))
    fig5.bad("default_class", "names no class: \"" + m.default_class + "\"");
  return m;
}

const MethodClass& MethodClasses::of_method(std::string_view method) const {
  for (const auto& c : classes)
    if (std::find(c.methods.begin(), c.methods.end(), method) != c.methods.end()) return c;
  for (const auto& c : classes)
    if (c.name == default_class) return c;
  return classes.front();
}

}  // namespace weightcodec
