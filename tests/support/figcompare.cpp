// figcompare's scores (see figcompare.hpp for the definitions this follows).
#include "figcompare.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>

namespace testing_support {
namespace {

// Pillow's alpha_composite of `src` over an opaque white pixel, one channel (Pillow 9,
// AlphaComposite.c: 7 extra bits of precision, divisions by 255 as shift-adds).
std::uint32_t pillow_over_white(std::uint32_t c, std::uint32_t a) {
  if (a == 0) return 255;
  constexpr std::uint32_t kBits = 7;
  const std::uint32_t blend = 255 * (255 - a);
  const std::uint32_t outa255 = a * 255 + blend;
  const std::uint32_t coef1 = a * 255 * 255 * (1u << kBits) / outa255;
  const std::uint32_t coef2 = 255 * (1u << kBits) - coef1;
  const std::uint32_t tmp = c * coef1 + 255 * coef2 + (0x80u << kBits);
  return (((tmp >> 8) + tmp) >> 8) >> kBits;
}

// Pillow's filter for LANCZOS: sinc(x) sinc(x / 3) on [-3, 3).
double sinc(double x) {
  if (x == 0.0) return 1.0;
  x *= M_PI;
  return std::sin(x) / x;
}
double lanczos(double x) { return (-3.0 <= x && x < 3.0) ? sinc(x) * sinc(x / 3) : 0.0; }

constexpr int kPrecisionBits = 32 - 8 - 2;

struct Coeffs {
  int ksize = 0;
  std::vector<int> bounds;      // (first, count) per output sample
  std::vector<std::int32_t> k;  // fixed point, ksize per output sample
};

// Pillow's precompute_coeffs + normalize_coeffs_8bpc for a box (0, in_size).
Coeffs coeffs(int in_size, int out_size) {
  double filterscale = static_cast<double>(in_size) / out_size;
  const double scale = filterscale;
  if (filterscale < 1.0) filterscale = 1.0;
  const double support = 3.0 * filterscale;
  Coeffs c;
  c.ksize = static_cast<int>(std::ceil(support)) * 2 + 1;
  c.bounds.resize(2 * static_cast<std::size_t>(out_size));
  c.k.assign(static_cast<std::size_t>(out_size) * c.ksize, 0);
  std::vector<double> w(c.ksize);
  for (int xx = 0; xx < out_size; ++xx) {
    const double center = (xx + 0.5) * scale;
    const double ss = 1.0 / filterscale;
    int xmin = static_cast<int>(center - support + 0.5);
    if (xmin < 0) xmin = 0;
    int xmax = static_cast<int>(center + support + 0.5);
    if (xmax > in_size) xmax = in_size;
    xmax -= xmin;
    double ww = 0;
    for (int x = 0; x < xmax; ++x) {
      w[x] = lanczos((x + xmin - center + 0.5) * ss);
      ww += w[x];
    }
    for (int x = 0; x < xmax; ++x) {
      const double v = ww != 0.0 ? w[x] / ww : w[x];
      c.k[static_cast<std::size_t>(xx) * c.ksize + x] =
          v < 0 ? static_cast<std::int32_t>(-0.5 + v * (1 << kPrecisionBits))
                : static_cast<std::int32_t>(0.5 + v * (1 << kPrecisionBits));
    }
    c.bounds[2 * xx] = xmin;
    c.bounds[2 * xx + 1] = xmax;
  }
  return c;
}

std::uint8_t clip8(std::int64_t in) {
  if (in >= (static_cast<std::int64_t>(1) << kPrecisionBits << 8)) return 255;
  if (in <= 0) return 0;
  return static_cast<std::uint8_t>(in >> kPrecisionBits);
}

// scipy.ndimage.gaussian_filter(sigma 1.5, truncate 3.5, mode "reflect") of a row-major image.
std::vector<double> gaussian(const std::vector<double>& in, int w, int h) {
  constexpr int r = 5;  // int(3.5 * 1.5 + 0.5)
  double k[2 * r + 1];
  double sum = 0;
  for (int i = -r; i <= r; ++i) sum += k[i + r] = std::exp(-0.5 * i * i / (1.5 * 1.5));
  for (double& v : k) v /= sum;
  auto reflect = [](int i, int n) {  // d c b a | a b c d | d c b a
    if (n == 1) return 0;
    const int period = 2 * n;
    i %= period;
    if (i < 0) i += period;
    return i < n ? i : period - 1 - i;
  };
  std::vector<double> tmp(in.size()), out(in.size());
  // scipy filters axis 0 (rows index y) first, then axis 1.
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      double s = 0;
      for (int i = -r; i <= r; ++i) s += k[i + r] * in[static_cast<std::size_t>(reflect(y + i, h)) * w + x];
      tmp[static_cast<std::size_t>(y) * w + x] = s;
    }
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      double s = 0;
      const double* row = tmp.data() + static_cast<std::size_t>(y) * w;
      for (int i = -r; i <= r; ++i) s += k[i + r] * row[reflect(x + i, w)];
      out[static_cast<std::size_t>(y) * w + x] = s;
    }
  return out;
}

std::vector<bool> ink(const GrayImage& g) {
  std::map<int, std::size_t> counts;
  for (double v : g.v) ++counts[static_cast<int>(v)];
  int mode = 0;
  std::size_t best = 0;
  for (const auto& [value, n] : counts)
    if (n > best) {
      best = n;
      mode = value;
    }
  std::vector<bool> out(g.v.size());
  for (std::size_t i = 0; i < g.v.size(); ++i) out[i] = std::fabs(g.v[i] - mode) > 24;
  return out;
}

// scipy.ndimage.binary_dilation with a 5 x 5 square (border 0).
std::vector<bool> dilate(const std::vector<bool>& m, int w, int h) {
  std::vector<bool> rows(m.size()), out(m.size());
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      bool any = false;
      for (int i = std::max(0, x - 2); i <= std::min(w - 1, x + 2) && !any; ++i)
        any = m[static_cast<std::size_t>(y) * w + i];
      rows[static_cast<std::size_t>(y) * w + x] = any;
    }
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      bool any = false;
      for (int j = std::max(0, y - 2); j <= std::min(h - 1, y + 2) && !any; ++j)
        any = rows[static_cast<std::size_t>(j) * w + x];
      out[static_cast<std::size_t>(y) * w + x] = any;
    }
  return out;
}

}  // namespace

GrayImage to_gray(const Image& img) {
  GrayImage g{img.width, img.height, {}};
  g.v.resize(static_cast<std::size_t>(img.width) * img.height);
  for (std::size_t i = 0; i < g.v.size(); ++i) {
    const std::uint8_t* p = img.rgba.data() + 4 * i;
    const std::uint32_t r = pillow_over_white(p[0], p[3]), gg = pillow_over_white(p[1], p[3]),
                        b = pillow_over_white(p[2], p[3]);
    g.v[i] = static_cast<double>((r * 19595 + gg * 38470 + b * 7471 + 0x8000) >> 16);
  }
  return g;
}

GrayImage resize_lanczos(const GrayImage& img, int width, int height) {
  if (img.width == width && img.height == height) return img;
  const Coeffs ch = coeffs(img.width, width), cv = coeffs(img.height, height);
  // Horizontal pass over the rows the vertical pass uses (Pillow skips the others), to 8 bits.
  const int first = cv.bounds[0];
  const int last = cv.bounds[2 * (height - 1)] + cv.bounds[2 * (height - 1) + 1];
  const bool horizontal = width != img.width, vertical = height != img.height;
  std::vector<std::uint8_t> tmp;
  int tw = img.width, th = img.height, row0 = 0;
  if (horizontal) {
    tw = width;
    th = last - first;
    row0 = first;
    tmp.resize(static_cast<std::size_t>(tw) * th);
    for (int y = 0; y < th; ++y)
      for (int xx = 0; xx < width; ++xx) {
        const int xmin = ch.bounds[2 * xx], n = ch.bounds[2 * xx + 1];
        const std::int32_t* k = ch.k.data() + static_cast<std::size_t>(xx) * ch.ksize;
        std::int64_t ss = 1 << (kPrecisionBits - 1);
        const double* src = img.v.data() + static_cast<std::size_t>(y + first) * img.width + xmin;
        for (int x = 0; x < n; ++x) ss += static_cast<std::int64_t>(src[x]) * k[x];
        tmp[static_cast<std::size_t>(y) * tw + xx] = clip8(ss);
      }
  } else {
    tmp.resize(img.v.size());
    for (std::size_t i = 0; i < img.v.size(); ++i) tmp[i] = static_cast<std::uint8_t>(img.v[i]);
  }
  GrayImage out{width, height, {}};
  out.v.resize(static_cast<std::size_t>(width) * height);
  if (!vertical) {
    for (std::size_t i = 0; i < out.v.size(); ++i) out.v[i] = tmp[i];
    return out;
  }
  for (int yy = 0; yy < height; ++yy) {
    const int ymin = cv.bounds[2 * yy] - row0, n = cv.bounds[2 * yy + 1];
    const std::int32_t* k = cv.k.data() + static_cast<std::size_t>(yy) * cv.ksize;
    for (int x = 0; x < width; ++x) {
      std::int64_t ss = 1 << (kPrecisionBits - 1);
      for (int y = 0; y < n; ++y)
        ss += static_cast<std::int64_t>(tmp[static_cast<std::size_t>(y + ymin) * tw + x]) * k[y];
      out.v[static_cast<std::size_t>(yy) * width + x] = clip8(ss);
    }
  }
  (void)th;
  return out;
}

double ssim(const GrayImage& a, const GrayImage& b) {
  const int w = a.width, h = a.height;
  const std::size_t n = a.v.size();
  std::vector<double> xx(n), yy(n), xy(n);
  for (std::size_t i = 0; i < n; ++i) {
    xx[i] = a.v[i] * a.v[i];
    yy[i] = b.v[i] * b.v[i];
    xy[i] = a.v[i] * b.v[i];
  }
  const std::vector<double> ux = gaussian(a.v, w, h), uy = gaussian(b.v, w, h);
  const std::vector<double> uxx = gaussian(xx, w, h), uyy = gaussian(yy, w, h), uxy = gaussian(xy, w, h);
  const double c1 = (0.01 * 255) * (0.01 * 255), c2 = (0.03 * 255) * (0.03 * 255);
  constexpr int pad = 5;
  double sum = 0;
  std::size_t count = 0;
  for (int y = pad; y < h - pad; ++y)
    for (int x = pad; x < w - pad; ++x) {
      const std::size_t i = static_cast<std::size_t>(y) * w + x;
      const double vx = uxx[i] - ux[i] * ux[i], vy = uyy[i] - uy[i] * uy[i], vxy = uxy[i] - ux[i] * uy[i];
      const double a1 = 2 * ux[i] * uy[i] + c1, a2 = 2 * vxy + c2;
      const double b1 = ux[i] * ux[i] + uy[i] * uy[i] + c1, b2 = vx + vy + c2;
      sum += (a1 * a2) / (b1 * b2);
      ++count;
    }
  return count ? sum / static_cast<double>(count) : 0.0;
}

double ink_f1(const GrayImage& ref, const GrayImage& ours) {
  const std::vector<bool> r = ink(ref), o = ink(ours);
  const std::vector<bool> rd = dilate(r, ref.width, ref.height), od = dilate(o, ours.width, ours.height);
  std::size_t o_n = 0, r_n = 0, o_hit = 0, r_hit = 0;
  for (std::size_t i = 0; i < r.size(); ++i) {
    o_n += o[i];
    r_n += r[i];
    o_hit += o[i] && rd[i];
    r_hit += r[i] && od[i];
  }
  const double precision = static_cast<double>(o_hit) / static_cast<double>(std::max<std::size_t>(1, o_n));
  const double recall = static_cast<double>(r_hit) / static_cast<double>(std::max<std::size_t>(1, r_n));
  return 2 * precision * recall / std::max(1e-9, precision + recall);
}

FigScore figcompare(const Image& ref_img, const Image& our_img, bool full) {
  FigScore s;
  s.ref_width = ref_img.width;
  s.ref_height = ref_img.height;
  s.our_width = our_img.width;
  s.our_height = our_img.height;
  s.same_size = ref_img.width == our_img.width && ref_img.height == our_img.height;
  const GrayImage ref = to_gray(ref_img);
  const GrayImage ours = resize_lanczos(to_gray(our_img), ref.width, ref.height);
  if (full) s.ssim = ssim(ref, ours);
  const int qw = std::max(8, ref.width / 4), qh = std::max(8, ref.height / 4);
  s.ssim_q = ssim(resize_lanczos(ref, qw, qh), resize_lanczos(ours, qw, qh));
  const int hw = std::max(8, ref.width / 2), hh = std::max(8, ref.height / 2);
  s.ink_f1 = ink_f1(resize_lanczos(ref, hw, hh), resize_lanczos(ours, hw, hh));
  return s;
}

}  // namespace testing_support
