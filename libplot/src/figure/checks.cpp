// The wording of every argument error, in one place.
#include "figure/checks.hpp"

#include <cmath>

#include "libplot/theme.hpp"
#include "text/mathtext.hpp"
#include "text/text_length.hpp"

namespace libplot::check {
namespace {

[[noreturn]] void fail(std::string_view call, std::string_view what) {
  throw InvalidArgument(std::string(call) + ": " + std::string(what));
}

std::string is(std::string_view arg, double v) { return std::string(arg) + " is " + show(v); }

}  // namespace

void finite(std::string_view call, std::string_view arg, double v) {
  if (!std::isfinite(v)) fail(call, is(arg, v) + "; it must be finite");
}

void non_negative(std::string_view call, std::string_view arg, double v) {
  if (!(std::isfinite(v) && v >= 0)) fail(call, is(arg, v) + "; it must be finite and >= 0");
}
void non_negative(std::string_view call, std::string_view arg, const std::optional<double>& v) {
  if (v) non_negative(call, arg, *v);
}

void positive(std::string_view call, std::string_view arg, double v) {
  if (!(std::isfinite(v) && v > 0)) fail(call, is(arg, v) + "; it must be finite and > 0");
}
void positive(std::string_view call, std::string_view arg, const std::optional<double>& v) {
  if (v) positive(call, arg, *v);
}

void at_most(std::string_view call, std::string_view arg, double v, double max, std::string_view bound) {
  if (v > max)
    fail(call, is(arg, v) + "; it must be at most " + show(max) + " (libplot::" + std::string(bound) + ")");
}
void at_most(std::string_view call, std::string_view arg, const std::optional<double>& v, double max,
             std::string_view bound) {
  if (v) at_most(call, arg, *v, max, bound);
}

void hist_bins(std::string_view call, int bins) {
  if (bins < 0) fail(call, "bins is " + std::to_string(bins) + "; it must be positive");
  if (bins > kMaxHistBins)
    fail(call, "bins is " + std::to_string(bins) + "; it must be at most " + std::to_string(kMaxHistBins) +
                   " (libplot::kMaxHistBins)");
}

void alpha(std::string_view call, double v) {
  if (!(v >= 0 && v <= 1)) fail(call, is("alpha", v) + "; it must be within 0..1");
}
void alpha(std::string_view call, const std::optional<double>& v) {
  if (v) alpha(call, *v);
}

void same_length(std::string_view call, std::string_view arg_a, std::size_t a, std::string_view arg_b,
                 std::size_t b) {
  if (a != b)
    fail(call, std::string(arg_a) + " has " + std::to_string(a) + " values but " + std::string(arg_b) +
                   " has " + std::to_string(b));
}

void one_of(std::string_view call, std::string_view arg, std::string_view v,
            std::span<const std::string_view> allowed) {
  for (std::string_view a : allowed)
    if (v == a) return;
  std::string list;
  std::size_t i = 0;
  for (std::string_view a : allowed) {
    list += (i == 0 ? "'" : i + 1 == allowed.size() ? " or '" : ", '") + std::string(a) + "'";
    ++i;
  }
  fail(call, std::string(arg) + " is '" + std::string(v) + "'; expected " + list);
}

void text_length(std::string_view call, std::string_view arg, std::string_view text) {
  text::check_length(call, arg, text);
}

void mathtext(std::string_view call, std::string_view arg, std::string_view text) {
  text_length(call, arg, text);
  const std::string command = text::unsupported_math_command(text);
  if (!command.empty())
    throw MathTextError(std::string(call) + ": " + std::string(arg) + " uses the mathtext command " +
                        command + ", which libplot does not support (text: '" + std::string(text) + "')");
  text::check_math_depth(call, arg, text);
}

void text_props(std::string_view call, const TextProps& p) {
  positive(call, "size", p.size);
  finite(call, "rotation", p.rotation);
  alpha(call, p.alpha);
  positive(call, "linespacing", p.linespacing);
}

}  // namespace libplot::check
