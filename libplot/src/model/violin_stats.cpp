// mlab.GaussianKDE and cbook.violin_stats of matplotlib 3.6, in numpy 1.24's order of operations.
#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include "libplot/error.hpp"
#include "libplot/violin.hpp"

namespace libplot {

namespace {

// numpy's pairwise summation (np.add.reduce of a contiguous float64 array).
double pairwise_sum(const double* a, std::size_t n) {
  if (n < 8) {
    double res = 0.;
    for (std::size_t i = 0; i < n; ++i) res += a[i];
    return res;
  }
  if (n <= 128) {
    double r[8];
    for (int j = 0; j < 8; ++j) r[j] = a[j];
    std::size_t i = 8;
    for (; i < n - (n % 8); i += 8)
      for (int j = 0; j < 8; ++j) r[j] += a[i + j];
    double res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; ++i) res += a[i];
    return res;
  }
  std::size_t n2 = n / 2;
  n2 -= n2 % 8;
  return pairwise_sum(a, n2) + pairwise_sum(a + n2, n - n2);
}

double sum(const std::vector<double>& v) { return pairwise_sum(v.data(), v.size()); }

void check_values(const char* call, std::span<const double> values) {
  for (std::size_t i = 0; i < values.size(); ++i)
    if (!std::isfinite(values[i]))
      throw InvalidArgument(std::string(call) + ": values[" + std::to_string(i) + "] is " +
                            std::to_string(values[i]) + "; it must be finite");
}

}  // namespace

std::vector<double> gaussian_kde(std::span<const double> data, std::span<const double> points) {
  const std::size_t n = data.size();
  if (n < 2)
    throw InvalidArgument("gaussian_kde: data has " + std::to_string(n) + " values; a KDE needs at least 2");
  check_values("gaussian_kde", data);
  // np.cov(data, bias=False): deviations from the mean, their dot product times 1 / (n - 1).
  const std::vector<double> d(data.begin(), data.end());
  const double mean = sum(d) / double(n);
  std::vector<double> sq;
  for (double v : d) sq.push_back((v - mean) * (v - mean));
  const double data_cov = sum(sq) * (1.0 / double(n - 1));
  if (!(data_cov > 0)) throw InvalidArgument("gaussian_kde: data has no spread (all values equal)");
  const double data_inv_cov = 1.0 / data_cov;
  const double factor = std::pow(double(n), -1.0 / 5);  // Scott: n^(-1/(d+4)), d = 1
  const double covariance = data_cov * (factor * factor);
  const double inv_cov = data_inv_cov / (factor * factor);
  // numpy.linalg.det goes through the log-determinant: exp(log(x)) for a 1 × 1 matrix.
  const double norm_factor = std::sqrt(std::exp(std::log(2 * std::numbers::pi * covariance))) * double(n);
  const std::size_t m = points.size();
  std::vector<double> result(m, 0.0);
  if (m >= n) {  // mlab loops over the data, adding each kernel to every point
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < m; ++j) {
        const double diff = d[i] - points[j];
        const double energy = diff * (inv_cov * diff) / 2.0;
        result[j] = result[j] + std::exp(-energy);
      }
  } else {  // ... or over the points, summing the kernels pairwise
    std::vector<double> k(n);
    for (std::size_t j = 0; j < m; ++j) {
      for (std::size_t i = 0; i < n; ++i) {
        const double diff = d[i] - points[j];
        k[i] = std::exp(-(diff * (inv_cov * diff) / 2.0));
      }
      result[j] = sum(k);
    }
  }
  for (double& r : result) r = r / norm_factor;
  return result;
}

ViolinStats violin_stats(std::span<const double> values, int points) {
  if (values.empty()) throw InvalidArgument("violin_stats: values is empty");
  check_values("violin_stats", values);
  if (points < 2)
    throw InvalidArgument("violin_stats: points is " + std::to_string(points) + "; it must be >= 2");
  ViolinStats s;
  std::vector<double> sorted(values.begin(), values.end());
  std::sort(sorted.begin(), sorted.end());
  s.min = sorted.front();
  s.max = sorted.back();
  s.mean = sum(std::vector<double>(values.begin(), values.end())) / double(values.size());
  const std::size_t h = sorted.size() / 2;
  s.median = sorted.size() % 2 ? sorted[h] : (sorted[h - 1] + sorted[h]) / 2;  // np.median: mean of the two
  // numpy.linspace: i × step + start, the last exactly stop.
  const double step = (s.max - s.min) / double(points - 1);
  for (int i = 0; i < points; ++i) s.coords.push_back(step == 0 ? s.min : double(i) * step + s.min);
  s.coords.back() = s.max;
  if (s.min == s.max) {
    s.vals.assign(s.coords.size(), 1.0);  // matplotlib: (X[0] == coords) for data of one value
  } else {
    s.vals = gaussian_kde(values, s.coords);
  }
  return s;
}

}  // namespace libplot
