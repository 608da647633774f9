#pragma once
// Golden-image comparison for tests: decode PNGs, count pixels that differ beyond a colour
// threshold (pixelmatch-style), and write expected / actual / diff images when they do not match.
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace testing_support {

struct Image {
  int width = 0, height = 0;
  std::vector<std::uint8_t> rgba;  // straight alpha, row-major
};

Image decode_png(const std::string& bytes);
Image read_png(const std::filesystem::path& path);
void write_png(const std::filesystem::path& path, const Image& img);

struct Comparison {
  bool same_size = false;
  std::size_t differing = 0;  // pixels beyond the threshold
  Image diff;                 // differing pixels red over a faded copy of the expected image
};

// A pixel differs when any channel (composited over white) differs by more than `threshold`
// (0..255). Antialiasing noise stays below it; a moved label does not.
Comparison compare(const Image& expected, const Image& actual, int threshold = 40);

// Compares `actual_png` with the golden file. On mismatch writes NAME.expected.png,
// NAME.actual.png and NAME.diff.png into `failure_dir` and returns a message naming them;
// returns "" on a match. At most `max_differing` pixels may differ.
std::string check_golden(const std::filesystem::path& golden, const std::string& actual_png,
                         const std::filesystem::path& failure_dir, const std::string& name,
                         std::size_t max_differing = 50);

}  // namespace testing_support
