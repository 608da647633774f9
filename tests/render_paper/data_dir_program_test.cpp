// data_dir() in a program that holds libplot's objects (as render_paper does): the data is found
// from the program's own directory through the <bindir> relative path, not the <libdir> one.
#include "install/data_dir.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

namespace fs = std::filesystem;

TEST(DataDirProgram, FoundFromTheProgramsDirectoryThroughBindir) {
  ::unsetenv("LIBPLOT_DATA_DIR");
  const fs::path program = fs::canonical("/proc/self/exe");
  ASSERT_FALSE(fs::exists(program.parent_path() / "libplot-data"));
  const libplot::install::DataDir dir = libplot::install::data_dir();
  EXPECT_EQ(dir.path, (program.parent_path() / "../from-bindir").lexically_normal());
  EXPECT_EQ(dir.how, "relative to " + program.string());
}
