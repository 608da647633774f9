// A struct whose layout depends on a macro: the two files below see two different types.
#pragma once
struct Shape {
  double x = 0;
#ifdef SHAPE_HAS_Y
  double y = 0;
#endif
};
