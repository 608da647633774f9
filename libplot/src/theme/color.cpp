// Colour parsing with matplotlib 3.6's rules (colors._to_rgba_no_colorcycle and _is_nth_color).
#include "libplot/color.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <optional>

namespace libplot {
namespace {

struct NamedColor {
  std::string_view name;
  std::uint32_t rgb;  // 0xrrggbb, used when r < 0
  double r, g, b;     // exact fractions for matplotlib's single letters
};

constexpr NamedColor kNamed[] = {
#include "color_table.inc"
};

constexpr bool sorted_by_name() {
  for (std::size_t i = 1; i < std::size(kNamed); ++i)
    if (!(kNamed[i - 1].name < kNamed[i].name)) return false;
  return true;
}
static_assert(sorted_by_name(), "color_table.inc must be sorted bytewise for binary search");

constexpr std::array<std::uint32_t, 10> kTab10 = {0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd,
                                                  0x8c564b, 0xe377c2, 0x7f7f7f, 0xbcbd22, 0x17becf};

Color from_rgb24(std::uint32_t v, double alpha = 1.0) {
  return {((v >> 16) & 0xff) / 255.0, ((v >> 8) & 0xff) / 255.0, (v & 0xff) / 255.0, alpha};
}

char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

std::string to_lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), lower);
  return out;
}

std::optional<Color> lookup_name(std::string_view key) {
  const auto* end = std::end(kNamed);
  const auto* it = std::lower_bound(std::begin(kNamed), end, key,
                                    [](const NamedColor& n, std::string_view k) { return n.name < k; });
  if (it == end || it->name != key) return std::nullopt;
  if (it->r >= 0) return Color{it->r, it->g, it->b, 1.0};
  return from_rgb24(it->rgb);
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  c = lower(c);
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

// "#rgb", "#rgba", "#rrggbb", "#rrggbbaa".
std::optional<Color> parse_hex(std::string_view s) {
  if (s.empty() || s[0] != '#') return std::nullopt;
  const std::string_view d = s.substr(1);
  if (d.size() != 3 && d.size() != 4 && d.size() != 6 && d.size() != 8) return std::nullopt;
  for (char c : d)
    if (hex_digit(c) < 0) return std::nullopt;
  const bool shorthand = d.size() <= 4;
  const std::size_t channels = shorthand ? d.size() : d.size() / 2;
  double v[4] = {0, 0, 0, 1};
  for (std::size_t i = 0; i < channels; ++i) {
    const int hi = hex_digit(d[shorthand ? i : 2 * i]);
    const int lo = hex_digit(d[shorthand ? i : 2 * i + 1]);
    v[i] = (hi * 16 + lo) / 255.0;
  }
  return Color{v[0], v[1], v[2], v[3]};
}

// "C<digits>": the default cycle.
std::optional<Color> parse_cycle_ref(std::string_view s) {
  if (s.size() < 2 || s[0] != 'C') return std::nullopt;
  std::size_t index = 0;
  for (char c : s.substr(1)) {
    if (c < '0' || c > '9') return std::nullopt;
    index = (index * 10 + static_cast<std::size_t>(c - '0')) % kTab10.size();
  }
  return cycle_color(index);
}

// A grey level as Python's float() reads it (surrounding blanks allowed, optional sign).
std::optional<double> parse_float(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  if (s.empty()) return std::nullopt;
  double v = 0;
  const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || ptr != s.data() + s.size()) return std::nullopt;
  return v;
}

}  // namespace

Color parse_color(std::string_view text) {
  if (text.size() == 4 && to_lower(text) == "none") return {0, 0, 0, 0};
  if (auto c = parse_cycle_ref(text)) return *c;
  // Single letters are matched exactly ("R" is not red); longer names case-insensitively.
  if (auto c = lookup_name(text.size() == 1 ? std::string(text) : to_lower(text))) return *c;
  if (auto c = parse_hex(text)) return *c;
  if (auto g = parse_float(text)) {
    if (!(*g >= 0 && *g <= 1)) throw ColorError("grey level '" + std::string(text) + "' is outside 0..1");
    return {*g, *g, *g, 1};
  }
  throw ColorError("unknown colour '" + std::string(text) + "'");
}

std::string to_hex(const Color& c) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out = "#";
  auto put = [&](double v) {
    // std::nearbyint rounds half to even in the default rounding mode, as Python's round().
    const int n = static_cast<int>(std::nearbyint(std::clamp(v, 0.0, 1.0) * 255.0));
    out += kDigits[n >> 4];
    out += kDigits[n & 15];
  };
  put(c.r);
  put(c.g);
  put(c.b);
  if (c.a < 1) put(c.a);
  return out;
}

const Color& cycle_color(std::size_t index) {
  static const std::array<Color, 10> colors = [] {
    std::array<Color, 10> out;
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = from_rgb24(kTab10[i]);
    return out;
  }();
  return colors[index % colors.size()];
}

std::vector<Color> default_cycle() {
  std::vector<Color> out;
  for (std::size_t i = 0; i < kTab10.size(); ++i) out.push_back(cycle_color(i));
  return out;
}

}  // namespace libplot
