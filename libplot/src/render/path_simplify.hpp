#pragma once
// matplotlib's path simplification (rcParams path.simplify, Agg's PathSimplifier), applied to a
// path already in device units: runs of nearly collinear segments (every point within
// `threshold` device units of the run's direction) become the run's extreme points, forward and
// backward along that direction. What is dropped is thinner than the threshold (1/9 px by
// default), so the stroke looks the same with far fewer vertices.
#include <cstddef>
#include <optional>

#include "libplot/canvas.hpp"
#include "render/device_map.hpp"

namespace libplot::render {

// matplotlib's default path.simplify_threshold.
inline constexpr double kDefaultSimplifyThreshold = 0.111111111111;

// matplotlib's Path.should_simplify: at least 128 vertices, only moves and straight segments
// (no curves, no closed subpaths).
bool should_simplify(const Path& path);

// The simplified path. `device_path` must hold only MoveTo/LineTo segments with finite points;
// the first and last points of every subpath are kept. Consecutive identical points are
// written once (Agg's stroker drops them too).
Path simplify_path(const Path& device_path, double threshold);

// simplify_path(path mapped by `map`), without a mapped copy of the whole path: each point is
// mapped as the simplification reaches it. nullopt when a mapped point is not finite (the caller
// then draws the path as it is). `path` must hold only MoveTo/LineTo segments.
std::optional<Path> simplify_mapped(const Path& path, const DeviceMap& map, double threshold);

}  // namespace libplot::render
