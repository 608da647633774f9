#include "image_compare.hpp"

#include "file_io.hpp"

#include <png.h>

#include <algorithm>
#include <cstring>
#include <sstream>
#include <stdexcept>

namespace testing_support {

namespace {

std::uint8_t over_white(std::uint8_t c, std::uint8_t a) {
  return static_cast<std::uint8_t>((c * a + 255 * (255 - a) + 127) / 255);
}

}  // namespace

Image decode_png(const std::string& bytes) {
  png_image img;
  std::memset(&img, 0, sizeof img);
  img.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&img, bytes.data(), bytes.size()))
    throw std::runtime_error(std::string("decode_png: ") + img.message);
  img.format = PNG_FORMAT_RGBA;
  Image out;
  out.width = static_cast<int>(img.width);
  out.height = static_cast<int>(img.height);
  out.rgba.resize(PNG_IMAGE_SIZE(img));
  if (!png_image_finish_read(&img, nullptr, out.rgba.data(), 0, nullptr))
    throw std::runtime_error(std::string("decode_png: ") + img.message);
  return out;
}

Image read_png(const std::filesystem::path& path) { return decode_png(read_file(path)); }

void write_png(const std::filesystem::path& path, const Image& img) {
  png_image p;
  std::memset(&p, 0, sizeof p);
  p.version = PNG_IMAGE_VERSION;
  p.width = img.width;
  p.height = img.height;
  p.format = PNG_FORMAT_RGBA;
  std::filesystem::create_directories(path.parent_path());
  if (!png_image_write_to_file(&p, path.c_str(), 0, img.rgba.data(), 0, nullptr))
    throw std::runtime_error("cannot write " + path.string());
}

Comparison compare(const Image& e, const Image& a, int threshold) {
  Comparison c;
  c.same_size = e.width == a.width && e.height == a.height;
  if (!c.same_size) return c;
  c.diff = e;
  for (std::size_t i = 0; i + 3 < e.rgba.size(); i += 4) {
    int worst = 0;
    for (int k = 0; k < 3; ++k)
      worst = std::max(worst, std::abs(over_white(e.rgba[i + k], e.rgba[i + 3]) -
                                       over_white(a.rgba[i + k], a.rgba[i + 3])));
    if (worst > threshold) {
      ++c.differing;
      c.diff.rgba[i] = 255;
      c.diff.rgba[i + 1] = 0;
      c.diff.rgba[i + 2] = 0;
      c.diff.rgba[i + 3] = 255;
    } else {
      for (int k = 0; k < 3; ++k)
        c.diff.rgba[i + k] =
            static_cast<std::uint8_t>(255 - (255 - over_white(e.rgba[i + k], e.rgba[i + 3])) / 4);
      c.diff.rgba[i + 3] = 255;
    }
  }
  return c;
}

std::string check_golden(const std::filesystem::path& golden, const std::string& actual_png,
                         const std::filesystem::path& failure_dir, const std::string& name,
                         std::size_t max_differing) {
  const Image actual = decode_png(actual_png);
  const auto actual_path = failure_dir / (name + ".actual.png");
  if (!std::filesystem::exists(golden)) {
    write_png(actual_path, actual);
    return "no golden image " + golden.string() + "; actual written to " + actual_path.string();
  }
  const Image expected = read_png(golden);
  const Comparison c = compare(expected, actual);
  if (c.same_size && c.differing <= max_differing) return "";
  const auto expected_path = failure_dir / (name + ".expected.png");
  write_png(expected_path, expected);
  write_png(actual_path, actual);
  std::ostringstream msg;
  if (!c.same_size) {
    msg << name << ": size " << actual.width << "x" << actual.height << " differs from golden "
        << expected.width << "x" << expected.height;
  } else {
    const auto diff_path = failure_dir / (name + ".diff.png");
    write_png(diff_path, c.diff);
    msg << name << ": " << c.differing << " pixels differ (at most " << max_differing
        << " allowed); diff: " << diff_path.string();
  }
  msg << "; expected: " << expected_path.string() << "; actual: " << actual_path.string();
  return msg.str();
}

}  // namespace testing_support
