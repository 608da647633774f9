#pragma once
// What the point-label tests share: their crowded case and a count of the placements made.
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "artists/point_labels.hpp"

namespace libplot::test {

// Twelve points in a tight cluster ("label 0".."label 11") and one far away ("far").
struct LabelledPoints {
  std::vector<double> x, y;
  std::vector<std::string> labels;
};

inline LabelledPoints clustered_points() {
  LabelledPoints p;
  for (int i = 0; i < 12; ++i) {
    p.x.push_back(1 + 0.05 * i);
    p.y.push_back(1 + 0.04 * (i % 3));
    p.labels.push_back("label " + std::to_string(i));
  }
  p.x.push_back(3);
  p.y.push_back(3);
  p.labels.push_back("far");
  return p;
}

// How many point-labels artists `f` places (on this thread).
inline std::size_t placements_during(const std::function<void()>& f) {
  const std::size_t before = point_label_placements_on_this_thread();
  f();
  return point_label_placements_on_this_thread() - before;
}

}  // namespace libplot::test
