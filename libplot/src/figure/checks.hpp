#pragma once
// Argument checks for the public calls: each throws a libplot::Error subclass naming the call,
// the argument and the value, in one wording ("errorbar: yerr has 3 values but y has 4").
#include <cstddef>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "error/show_number.hpp"
#include "libplot/choice.hpp"
#include "libplot/error.hpp"
#include "libplot/style.hpp"

namespace libplot::check {

// A number as the messages show it: shortest round-trip form, "nan", "inf".
inline std::string show(double v) { return show_number(v); }

// "<call>: <arg> is <v>; it must be finite"
void finite(std::string_view call, std::string_view arg, double v);
// "<call>: <arg> is <v>; it must be finite and >= 0" (when set)
void non_negative(std::string_view call, std::string_view arg, double v);
void non_negative(std::string_view call, std::string_view arg, const std::optional<double>& v);
// "<call>: <arg> is <v>; it must be finite and > 0" (when set)
void positive(std::string_view call, std::string_view arg, double v);
void positive(std::string_view call, std::string_view arg, const std::optional<double>& v);
// "<call>: <arg> is <v>; it must be at most <max> (libplot::<bound>)" (when set), for the
// shared bounds of <libplot/theme.hpp>
void at_most(std::string_view call, std::string_view arg, double v, double max, std::string_view bound);
void at_most(std::string_view call, std::string_view arg, const std::optional<double>& v, double max,
             std::string_view bound);
// "hist: bins is -3; it must be positive", "hist: bins is 200000; it must be at most 100000
// (libplot::kMaxHistBins)"; 0 is the theme's hist.bins
void hist_bins(std::string_view call, int bins);
// "<call>: alpha is <v>; it must be within 0..1" (when set)
void alpha(std::string_view call, double v);
void alpha(std::string_view call, const std::optional<double>& v);
// "<call>: <arg_a> has <a> values but <arg_b> has <b>"
void same_length(std::string_view call, std::string_view arg_a, std::size_t a, std::string_view arg_b,
                 std::size_t b);
// "<call>: <arg> is '<v>'; expected 'x', 'y' or 'both'"
void one_of(std::string_view call, std::string_view arg, std::string_view v,
            std::span<const std::string_view> allowed);
inline void one_of(std::string_view call, std::string_view arg, std::string_view v,
                   std::initializer_list<std::string_view> allowed) {
  one_of(call, arg, v, std::span<const std::string_view>(allowed.begin(), allowed.size()));
}
// The same for a Choice given as an unknown word; a Choice given as its enum always passes.
template <class E>
void one_of(std::string_view call, std::string_view arg, const Choice<E>& c) {
  if (!c.valid()) one_of(call, arg, c.word(), std::span<const std::string_view>(ChoiceWords<E>::words));
}
// A text's properties: size and linespacing > 0, rotation finite, alpha within 0..1 (when set)
void text_props(std::string_view call, const TextProps& p);
// InvalidArgument "<call>: <arg> is <n> bytes long; a text may be at most 65536 bytes
// (libplot::kMaxTextBytes)"
void text_length(std::string_view call, std::string_view arg, std::string_view text);
// Every text argument comes here: text_length, then MathTextError "<call>: <arg> uses the mathtext command
// \frac, which libplot does not support (text: '$\frac{a}{b}$')"
void mathtext(std::string_view call, std::string_view arg, std::string_view text);

}  // namespace libplot::check
