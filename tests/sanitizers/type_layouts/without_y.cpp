#include "shape.hpp"
Shape shape_without_y() { return {}; }
