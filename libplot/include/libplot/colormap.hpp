#pragma once
// Colormaps: matplotlib 3.6's tables (ListedColormap) and segment data (LinearSegmentedColormap,
// looked up through the same 256-entry table matplotlib builds), with under/over/bad colours.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "libplot/export.hpp"
#include "libplot/color.hpp"

namespace libplot {

class LIBPLOT_API Colormap {
 public:
  // One channel's piece of a LinearSegmentedColormap: at x (0..1) the channel leaves y0 on the
  // left and y1 on the right.
  struct Segment {
    double x = 0, y0 = 0, y1 = 0;
  };

  // Every colormap matplotlib 3.6 defines from data (viridis, plasma, inferno, magma, cividis,
  // twilight, turbo, Greys, Blues, Reds, Greens, Oranges, Purples, RdBu, coolwarm, bwr, seismic,
  // jet, tab10, tab20, Set1/2/3, Paired, ...), by matplotlib's name; NAME_r is NAME reversed.
  // Segmented ones get `lut` entries (image.lut, 256). Throws InvalidArgument
  // "Colormap::named: unknown colormap 'NAME'".
  static Colormap named(std::string_view name, int lut = 256);
  // The names named() accepts, without the _r forms, sorted.
  static std::vector<std::string> names();

  // ListedColormap(colors): one entry per colour.
  static Colormap listed(std::vector<Color> colors, std::string name = "from_list");
  // LinearSegmentedColormap.from_list(name, colors, N): colours evenly spaced over 0..1.
  static Colormap from_list(std::string name, const std::vector<Color>& colors, int n = 256);
  // LinearSegmentedColormap(name, segmentdata, N). Each channel's x must rise from 0 to 1
  // (InvalidArgument otherwise).
  static Colormap segmented(std::string name, std::vector<Segment> red, std::vector<Segment> green,
                            std::vector<Segment> blue, int n = 256);

  // matplotlib's reversed(): name + "_r" (or without it, for a reversed map); under and over
  // colours that were set are swapped, unset ones follow the table's new ends.
  Colormap reversed() const;
  // matplotlib's resampled(n) (get_cmap(name, n)): the same colormap with n entries.
  Colormap resampled(int n) const;

  const std::string& name() const { return name_; }
  int size() const { return static_cast<int>(lut_.size()); }  // matplotlib's N
  const std::vector<Color>& table() const { return lut_; }

  // cmap(x) for a float: the entry int(x * N) (x == 1 is the last), under below 0, over above
  // 1, bad for NaN.
  Color operator()(double x) const;
  // cmap(i) for an integer: entry i, under for i < 0, over for i >= N.
  Color at_index(long i) const;

  Color under() const { return under_.value_or(lut_.front()); }
  Color over() const { return over_.value_or(lut_.back()); }
  Color bad() const { return bad_; }
  Colormap with_extremes(std::optional<Color> under, std::optional<Color> over,
                         std::optional<Color> bad) const;

 private:
  Colormap() = default;  // every colormap comes from a factory above, never empty
  std::string name_;
  std::vector<Color> lut_;
  std::optional<Color> under_, over_;
  Color bad_{0, 0, 0, 0};
  // Segmented maps keep their data: reversing and resampling recompute the table from it.
  std::vector<Segment> seg_[3];
  bool segmented_ = false;

  static Colormap build_segmented(std::string name, std::vector<Segment> r, std::vector<Segment> g,
                                  std::vector<Segment> b, int n);
};

// matplotlib's _create_lookup_table(N, data) for one channel (gamma 1), exposed for tests.
LIBPLOT_API std::vector<double> segment_lookup_table(int n, const std::vector<Colormap::Segment>& data);

}  // namespace libplot
