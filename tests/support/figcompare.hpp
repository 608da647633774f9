#pragma once
// ../shared/tools/figcompare's scores, reproduced in C++ so a ctest test can hold every paper
// figure to matplotlib's reference without Python. The definitions follow the tool exactly:
//
//   gray     the PNG composited over opaque white (Pillow's alpha_composite, integer rounding),
//            then Pillow's "L" conversion (ITU-R 601-2 luma, 16-bit fixed point)
//   resize   Pillow's LANCZOS resize (Image.resize): separable, horizontal pass then vertical,
//            a 3-lobe windowed sinc stretched by the scale factor, coefficients normalised and
//            rounded to 22-bit fixed point, 8-bit intermediate image, clipped
//   ssim     skimage.metrics.structural_similarity(data_range=255, gaussian_weights=True,
//            sigma=1.5, use_sample_covariance=False): Gaussian window (scipy's gaussian_filter,
//            truncate 3.5 = radius 5, mode "reflect"), K1 = 0.01, K2 = 0.03, population
//            covariances, the mean of the SSIM map with a 5-pixel border cropped off
//   ssim_q   ssim of both images resized to a quarter (max(8, w // 4) x max(8, h // 4))
//   ink_f1   both images resized to a half; ink = |value - the image's most common value| > 24;
//            precision and recall of ink against the other's ink dilated by a 5 x 5 square
//            (a 2 px tolerance at half size); their harmonic mean
//
// OURS is resized to REF's size first when the sizes differ (then `same_size` is false).
#include <filesystem>
#include <vector>

#include "image_compare.hpp"

namespace testing_support {

struct GrayImage {
  int width = 0, height = 0;
  std::vector<double> v;  // 0..255, row-major
};

// figcompare's gray(): composited over white, Pillow's luma, as doubles.
GrayImage to_gray(const Image& img);
// Pillow's LANCZOS resize of an 8-bit gray image (values must be whole numbers 0..255).
GrayImage resize_lanczos(const GrayImage& img, int width, int height);
// skimage's structural_similarity with figcompare's arguments.
double ssim(const GrayImage& a, const GrayImage& b);
// figcompare's ink_f1 of two images of the same size (already at half size).
double ink_f1(const GrayImage& ref, const GrayImage& ours);

struct FigScore {
  bool same_size = false;
  int ref_width = 0, ref_height = 0, our_width = 0, our_height = 0;
  double ssim_q = 0, ssim = 0, ink_f1 = 0;
};
// All of figcompare's numbers for one pair. `full` also computes the full-size ssim (slow on
// 300 dpi figures); otherwise `ssim` stays 0.
FigScore figcompare(const Image& ref, const Image& ours, bool full = false);

}  // namespace testing_support
