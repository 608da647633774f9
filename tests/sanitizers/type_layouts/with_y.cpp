#define SHAPE_HAS_Y
#include "shape.hpp"
Shape shape_with_y() { return {}; }
