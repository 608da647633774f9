#pragma once
// The strings a figure draws, through the recording canvas, for tests that check a drawing's
// words. Header-only: the test links libplot itself.
#include <string>
#include <vector>

#include "libplot/figure.hpp"
#include "libplot/recording_canvas.hpp"

namespace testing_support {

// The strings `c` recorded, in drawing order.
inline std::vector<std::string> texts_of(const libplot::RecordingCanvas& c) {
  std::vector<std::string> out;
  for (const auto& t : c.texts) out.push_back(t.text);
  return out;
}

// The strings `fig` draws, in drawing order.
inline std::vector<std::string> drawn_texts(const libplot::Figure& fig) {
  libplot::RecordingCanvas c;
  fig.draw(c);
  return texts_of(c);
}

}  // namespace testing_support
