#pragma once
// matplotlib 3.6.3's numbers for the text tests (generated into mpl_metrics.inc).
#include <vector>

#include "libplot/text.hpp"

namespace libplot::testdata {

struct MplMetric {
  const char* text;
  double size;
  FontWeight weight;
  double dpi;
  double width, height, descent;  // points
};

struct MplLayout {
  const char* text;
  double size;
  HAlign multialign;
  double width, height, descent;
  std::vector<double> xs;         // pen origins from the block's left edge
  std::vector<double> baselines;  // below the block's top
};

struct MplPlace {
  const char* text;
  double rotation;
  HAlign ha;
  VAlign va;
  double x0, y0, x1, y1;  // display points, y up, anchored at (100, 100) on a 288 pt figure
};

#include "mpl_metrics.inc"

}  // namespace libplot::testdata
