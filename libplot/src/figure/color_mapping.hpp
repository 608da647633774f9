#pragma once
// The colormap and norm a colour-mapped call resolves from its options and its data.
#include <optional>
#include <span>

#include "libplot/axes.hpp"

namespace libplot {

// cmap defaults to viridis; vmin/vmax set the norm's limits (norms without limits reject them);
// unset limits come from the data. Errors name `call`.
ScalarMappable resolve_mapping(const std::optional<Colormap>& cmap, const Norm& norm,
                               std::optional<double> vmin, std::optional<double> vmax,
                               std::span<const double> data, const char* call);

}  // namespace libplot
