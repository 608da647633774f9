// The golden comparison catches a label moved by one pixel, and names the images it writes.
#include <gtest/gtest.h>

#include <filesystem>

#include "file_io.hpp"
#include "image_compare.hpp"
#include "temp_dir.hpp"

using namespace testing_support;

namespace {

const std::filesystem::path kGolden =
    std::filesystem::path(LIBPLOT_GOLDEN_DIR) / "modelcard/09_tokenizer_cost.png";

// Moves a block of pixels one pixel to the right, as a label drawn 1 px off would be.
Image shifted_right(const Image& img, int x0, int y0, int x1, int y1) {
  Image out = img;
  for (int y = y0; y < y1; ++y)
    for (int x = x1 - 1; x > x0; --x)
      for (int k = 0; k < 4; ++k)
        out.rgba[(y * img.width + x) * 4 + k] = img.rgba[(y * img.width + x - 1) * 4 + k];
  return out;
}

std::string png_bytes(const Image& img, const std::filesystem::path& tmp) {
  write_png(tmp, img);
  return read_file(tmp);
}

}  // namespace

TEST(ImageCompare, IdenticalImagesMatch) {
  const Image g = read_png(kGolden);
  EXPECT_EQ(compare(g, g).differing, 0u);
}

TEST(ImageCompare, OnePixelLabelMoveIsCaught) {
  const Image g = read_png(kGolden);
  // The "unchanged — the rule keeps …" note sits in rows 140–158 from column 255.
  const Image moved = shifted_right(g, 255, 140, 700, 158);
  const Comparison c = compare(g, moved);
  ASSERT_TRUE(c.same_size);
  EXPECT_GT(c.differing, 500u);
}

TEST(ImageCompare, MismatchWritesAndNamesExpectedActualDiff) {
  const Image g = read_png(kGolden);
  const auto dir = fresh_dir("golden_compare_test");
  const std::string png = png_bytes(shifted_right(g, 255, 140, 700, 158), dir / "in.png");
  const std::string msg = check_golden(kGolden, png, dir, "09");
  EXPECT_NE(msg.find("pixels differ (at most 50 allowed)"), std::string::npos) << msg;
  for (const char* f : {"09.expected.png", "09.actual.png", "09.diff.png"}) {
    EXPECT_TRUE(std::filesystem::exists(dir / f)) << f;
    EXPECT_NE(msg.find((dir / f).string()), std::string::npos) << f;
  }
  EXPECT_EQ(check_golden(kGolden, png_bytes(g, dir / "same.png"), dir, "same"), "");
}
