#pragma once
// How error messages show a number, in every layer: the shortest form that reads back to the
// same double ("0.5", "1e+20"), and "nan", "inf", "-inf".
#include <string>

namespace libplot {

std::string show_number(double v);

}  // namespace libplot
