#pragma once
// The shipped words (drivers/weightcodec/figures.json) for the data tests: a figure's section,
// and what the results pass takes from figures 2 and 5.
#include "data.hpp"
#include "records/document.hpp"

namespace weightcodec_test {

inline paper::Section words(const char* figure) {
  static const auto doc = records::JsonDocument::load(WEIGHTCODEC_WORDS);
  return paper::Section::root(doc).at(figure);
}
inline weightcodec::Fig2Select fig2() { return weightcodec::Fig2Select::of(words("fig2")); }
inline weightcodec::Fig5Select fig5() { return weightcodec::Fig5Select::of(words("fig5")); }
// Both figures' selections: the pass folds what figures 2 and 5 need.
inline weightcodec::ResultsWanted both() { return {.fig2 = fig2(), .fig5 = fig5()}; }

}  // namespace weightcodec_test
