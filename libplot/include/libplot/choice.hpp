#pragma once
// Closed sets of choices. Each option that picks one of a fixed set of values takes the enum value
// (LegendLoc::UpperRight) or matplotlib's word for it ("upper right"), so that code ported from
// matplotlib keeps its words and new code gets the compiler's checking.
#include <array>
#include <cstddef>
#include <string>
#include <string_view>

namespace libplot {

// Where a legend goes (matplotlib's loc, codes 0 to 10 in this order).
enum class LegendLoc {
  Best,
  UpperRight,
  UpperLeft,
  LowerLeft,
  LowerRight,
  Right,
  CenterLeft,
  CenterRight,
  LowerCenter,
  UpperCenter,
  Center
};
// Which axis an option applies to (grid, tick_params).
enum class WhichAxis { X, Y, Both };
// Which ticks an option applies to (grid, tick_params).
enum class WhichTicks { Major, Minor, Both };
// Axes::set_aspect's named ratios: "auto" (fill the box) and "equal" (1 data unit = 1 data unit).
enum class Aspect { Auto, Equal };

// matplotlib's words for each value, in the enum's order.
template <class E>
struct ChoiceWords;
template <>
struct ChoiceWords<LegendLoc> {
  static constexpr std::array<std::string_view, 11> words = {
      "best",        "upper right",  "upper left",   "lower left",   "lower right", "right",
      "center left", "center right", "lower center", "upper center", "center"};
};
template <>
struct ChoiceWords<WhichAxis> {
  static constexpr std::array<std::string_view, 3> words = {"x", "y", "both"};
};
template <>
struct ChoiceWords<WhichTicks> {
  static constexpr std::array<std::string_view, 3> words = {"major", "minor", "both"};
};
template <>
struct ChoiceWords<Aspect> {
  static constexpr std::array<std::string_view, 2> words = {"auto", "equal"};
};

// One value of E, given as the enum or as its word. A word that names none of them is kept as
// given and refused by the call that receives it, with an InvalidArgument naming the call, the
// argument, the word and the words it accepts (so an options struct can always be built).
template <class E>
class Choice {
 public:
  Choice(E value) : value_(value) {}
  Choice(std::string_view word) {
    const auto& words = ChoiceWords<E>::words;
    for (std::size_t i = 0; i < words.size(); ++i)
      if (words[i] == word) {
        value_ = static_cast<E>(i);
        return;
      }
    known_ = false;
    unknown_ = word;
  }
  Choice(const char* word) : Choice(std::string_view(word)) {}
  Choice(const std::string& word) : Choice(std::string_view(word)) {}

  // The value (the first one for an unknown word: check valid() first).
  E value() const { return value_; }
  operator E() const { return value_; }
  bool valid() const { return known_; }
  // matplotlib's word for the value, or the unknown word as given.
  std::string_view word() const {
    return known_ ? ChoiceWords<E>::words[static_cast<std::size_t>(value_)] : std::string_view(unknown_);
  }
  // Compared with a word as matplotlib code compares strings (theme.legend_loc == "best").
  friend bool operator==(const Choice& c, std::string_view word) { return c.word() == word; }

 private:
  E value_{};
  bool known_ = true;
  std::string unknown_{};
};

}  // namespace libplot
