// render_paper: renders every figure of every registered paper. (Papers arrive with later issues.)
#include <cstdio>
#include <cstring>
#include <string>

#include "libplot/libplot.hpp"

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      std::puts("usage: render_paper --out DIR");
      return 0;
    }
  }
  return 0;
}
