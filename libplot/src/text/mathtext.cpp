// Minimal mathtext after matplotlib 3.6's box model: characters are boxes of their ink width with
// a kern for the rest of their advance; a superscript is shrunk to 70%, raised by 0.7 x-height and
// followed by 0.05 x-height of script space; the whole is measured as Agg does, ink padded by one
// pixel on every side.
#include "text/mathtext.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace libplot::text {
namespace {

constexpr double kShrinkFactor = 0.7;
constexpr int kSizeLevels = 6;
// matplotlib's FontConstantsBase, which DejaVu Sans uses unchanged.
constexpr double kScriptSpace = 0.05;
constexpr double kSup1 = 0.7;
constexpr double kSub1 = 0.3;
constexpr double kSub2 = 0.5;
constexpr double kDelta = 0.025;
constexpr double kDeltaSlanted = 0.2;

enum class FontName { Default, Rm, It, Bf };

struct State {
  FontName font = FontName::Default;
  double size = 10;
};

struct Node {
  enum class Kind { Char, Kern, Hlist, Vlist };
  Kind kind = Kind::Hlist;
  double width = 0, height = 0, depth = 0, shift = 0;
  int size_level = 0;
  // Char
  char32_t cp = 0;
  FontSpec font;         // the glyph's font at its current size
  GlyphBox m;            // metrics at the size the char was created with
  double base_size = 0;  // that size
  bool slanted = false;
  std::vector<Node> children;

  static Node kern(double w) {
    Node n;
    n.kind = Kind::Kern;
    n.width = w;
    return n;
  }
};

bool is_letter(char32_t c) {
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
  if (c >= 0xC0 && c <= 0x24F && c != 0xD7 && c != 0xF7) return true;
  if (c >= 0x3B1 && c <= 0x3C9) return true;  // Greek small letters
  if (c == 0x3D5 || c == 0x3F5) return true;
  return false;
}

bool is_greek_capital(char32_t c) { return c >= 0x391 && c <= 0x3A9; }

void hpack(Node& n) {
  double w = 0, h = 0, d = 0;
  for (const Node& p : n.children) {
    switch (p.kind) {
      case Node::Kind::Char:
        w += p.width;
        h = std::max(h, p.height);
        d = std::max(d, p.depth);
        break;
      case Node::Kind::Hlist:
      case Node::Kind::Vlist:
        w += p.width;
        h = std::max(h, p.height - p.shift);
        d = std::max(d, p.depth + p.shift);
        break;
      case Node::Kind::Kern: w += p.width; break;
    }
  }
  n.width = w;
  n.height = h;
  n.depth = d;
}

void vpack(Node& n) {
  double w = 0, d = 0, x = 0;
  for (const Node& p : n.children) {
    if (p.kind == Node::Kind::Kern) {
      x += d + p.width;
      d = 0;
    } else {
      x += d + p.height;
      d = p.depth;
      w = std::max(w, p.width + p.shift);
    }
  }
  n.width = w;
  n.depth = d;
  n.height = x;
}

void shrink(Node& n) {
  for (Node& c : n.children) shrink(c);
  n.size_level += 1;
  if (n.size_level >= kSizeLevels) return;
  switch (n.kind) {
    case Node::Kind::Char:
      n.font.size *= kShrinkFactor;
      n.width *= kShrinkFactor;
      n.height *= kShrinkFactor;
      n.depth *= kShrinkFactor;
      break;
    case Node::Kind::Kern: n.width *= kShrinkFactor; break;
    case Node::Kind::Hlist:
    case Node::Kind::Vlist:
      n.width *= kShrinkFactor;
      n.height *= kShrinkFactor;
      n.depth *= kShrinkFactor;
      n.shift *= kShrinkFactor;
      break;
  }
}

class Builder {
 public:
  Builder(const FontSpec& base, const MathFonts& fonts) : base_(base), fonts_(fonts) {}

  FontSpec resolve(FontName name, double size, char32_t c, bool& slanted) const {
    FontSpec f = base_;
    f.size = size;
    slanted = false;
    switch (name) {
      case FontName::Default: break;
      case FontName::Rm:
        f.weight = FontWeight::Normal;
        f.style = FontStyle::Normal;
        break;
      case FontName::Bf:
        f.weight = FontWeight::Bold;
        f.style = FontStyle::Normal;
        break;
      case FontName::It:
        f.weight = FontWeight::Normal;
        // Only letters are italic; digits, symbols and Greek capitals stay upright.
        if (is_letter(c) && !is_greek_capital(c)) {
          f.style = FontStyle::Italic;
          slanted = true;
        } else {
          f.style = FontStyle::Normal;
        }
        break;
    }
    return f;
  }

  Node make_char(char32_t c, const State& st) const {
    Node n;
    n.kind = Node::Kind::Char;
    n.cp = c;
    n.font = resolve(st.font, st.size, c, n.slanted);
    n.m = fonts_.glyph(c, n.font);
    n.base_size = st.size;
    // Char._update_metrics: the glyph's metrics box, not its outline's.
    n.width = (c == U' ') ? n.m.advance : n.m.width;
    n.height = n.m.iceberg;
    n.depth = -(n.m.iceberg - n.m.height);
    return n;
  }

  // matplotlib's Hlist(children, do_kern): a Char is followed by a kern for the rest of its
  // advance plus the font's kerning with the next Char of the same font.
  Node hlist(std::vector<Node> children, bool do_kern = true) const {
    Node n;
    n.kind = Node::Kind::Hlist;
    if (do_kern) {
      std::vector<Node> out;
      out.reserve(children.size() * 2);
      for (std::size_t i = 0; i < children.size(); ++i) {
        out.push_back(children[i]);
        const Node& e = children[i];
        if (e.kind != Node::Kind::Char) continue;
        double k = e.m.advance - e.width;
        if (i + 1 < children.size() && children[i + 1].kind == Node::Kind::Char) {
          const Node& nx = children[i + 1];
          if (nx.font == e.font) k += fonts_.kern(e.cp, nx.cp, e.font);
        }
        if (k != 0.0) out.push_back(Node::kern(k));
      }
      n.children = std::move(out);
    } else {
      n.children = std::move(children);
    }
    hpack(n);
    return n;
  }

  double em_width(const State& st) const {
    FontSpec f = base_;
    f.size = st.size;
    f.weight = FontWeight::Normal;
    f.style = FontStyle::Italic;
    return fonts_.glyph(U'm', f).advance;
  }

  double xheight(const State& st) const {
    bool slanted = false;
    return fonts_.glyph(U'x', resolve(st.font, st.size, U'x', slanted)).iceberg;
  }

  double rule_thickness(const State& st) const { return 0.75 / 12.0 * st.size; }

  // matplotlib's Parser.subsuper for ordinary (not over/under, not integral) nuclei.
  Node subsuper(std::optional<Node> nucleus_in, std::optional<Node> sub, std::optional<Node> sup,
                const State& st) const {
    const double xh = xheight(st);
    Node nucleus;
    Node last;
    bool have_last = false;
    if (!nucleus_in) {
      nucleus = hlist({});
    } else if (nucleus_in->kind == Node::Kind::Hlist) {
      std::vector<Node> ch = nucleus_in->children;
      if (ch.size() >= 2 && ch.back().kind == Node::Kind::Kern && ch[ch.size() - 2].kind == Node::Kind::Char)
        ch.pop_back();
      if (!ch.empty() && ch.back().kind == Node::Kind::Char) ch.back().width = ch.back().m.advance;
      if (!ch.empty()) {
        last = ch.back();
        have_last = true;
      }
      nucleus = hlist(std::move(ch), false);
    } else {
      Node c = *nucleus_in;
      if (c.kind == Node::Kind::Char) c.width = c.m.advance;
      last = c;
      have_last = true;
      nucleus = hlist({c});
    }

    const bool slanted = have_last && last.kind == Node::Kind::Char && last.slanted;
    const double lc_height = have_last ? last.height : 0.0;
    double superkern = kDelta * xh;
    double subkern = kDelta * xh;
    if (slanted) {
      superkern += kDelta * xh;
      superkern += kDeltaSlanted * (lc_height - xh * 2.0 / 3.0);
      subkern = 0;
    }

    Node x;
    if (!sup) {
      x = hlist({Node::kern(subkern), *sub});
      shrink(x);
      x.shift = kSub1 * xh;
    } else {
      x = hlist({Node::kern(superkern), *sup});
      shrink(x);
      double shift_up = kSup1 * xh;
      if (!sub) {
        x.shift = -shift_up;
      } else {
        Node y = hlist({Node::kern(subkern), *sub});
        shrink(y);
        const double shift_down = kSub2 * xh;
        const double clr = 2.0 * rule_thickness(st) - ((shift_up - x.depth) - (y.height - shift_down));
        if (clr > 0) shift_up += clr;
        Node v;
        v.kind = Node::Kind::Vlist;
        const double gap = (shift_up - x.depth) - (y.height - shift_down);
        v.children = {x, Node::kern(gap), y};
        vpack(v);
        v.shift = shift_down;
        x = v;
      }
    }
    x.width += kScriptSpace * xh;
    return hlist({nucleus, x});
  }

 private:
  const FontSpec& base_;
  const MathFonts& fonts_;
};

// ---- parser: matplotlib's grammar, for the tokens plots use ----

struct Symbol {
  const char* name;
  char32_t cp;
};
constexpr Symbol kSymbols[] = {
    {"times", 0xD7},       {"cdot", 0x22C5},  {"pm", 0xB1},      {"mp", 0x2213},
    {"div", 0xF7},         {"circ", 0x2218},  {"infty", 0x221E}, {"approx", 0x2248},
    {"leq", 0x2264},       {"geq", 0x2265},   {"neq", 0x2260},   {"rightarrow", 0x2192},
    {"leftarrow", 0x2190}, {"to", 0x2192},    {"sim", 0x223C},   {"alpha", 0x3B1},
    {"beta", 0x3B2},       {"gamma", 0x3B3},  {"delta", 0x3B4},  {"epsilon", 0x3B5},
    {"varepsilon", 0x3B5}, {"zeta", 0x3B6},   {"eta", 0x3B7},    {"theta", 0x3B8},
    {"kappa", 0x3BA},      {"lambda", 0x3BB}, {"mu", 0x3BC},     {"nu", 0x3BD},
    {"xi", 0x3BE},         {"pi", 0x3C0},     {"rho", 0x3C1},    {"sigma", 0x3C3},
    {"tau", 0x3C4},        {"phi", 0x3D5},    {"varphi", 0x3C6}, {"chi", 0x3C7},
    {"psi", 0x3C8},        {"omega", 0x3C9},  {"Gamma", 0x393},  {"Delta", 0x394},
    {"Theta", 0x398},      {"Lambda", 0x39B}, {"Xi", 0x39E},     {"Pi", 0x3A0},
    {"Sigma", 0x3A3},      {"Phi", 0x3A6},    {"Psi", 0x3A8},    {"Omega", 0x3A9},
    {"degree", 0xB0},      {"prime", 0x2032}, {"ast", 0x2217},   {"star", 0x22C6},
    {"bullet", 0x2219},    {"ldots", 0x2026}, {"cdots", 0x22EF},
};

bool is_binary_operator(char32_t c) {
  switch (c) {
    case U'+':
    case U'*':
    case U'-':
    case 0x2212:
    case 0xB1:
    case 0x2213:
    case 0xD7:
    case 0xF7:
    case 0x2217:
    case 0x22C6:
    case 0x2218:
    case 0x2219:
    case 0x22C5: return true;
    default: return false;
  }
}
bool is_relation_or_arrow(char32_t c) {
  switch (c) {
    case U'=':
    case U'<':
    case U'>':
    case U':':
    case 0x2264:
    case 0x2265:
    case 0x2260:
    case 0x2248:
    case 0x223C:
    case 0x2192:
    case 0x2190: return true;
    default: return false;
  }
}
bool is_punctuation(char32_t c) { return c == U',' || c == U';' || c == U'.' || c == U'!'; }
bool is_left_delim(char32_t c) { return c == U'(' || c == U'[' || c == U'<'; }
bool is_digit(char32_t c) { return c >= U'0' && c <= U'9'; }

// Commands the parser knows besides kSymbols: font commands taking a group, font switches,
// spaces, and backslash-escaped single characters.
struct FontCommand {
  const char* name;
  FontName font;
};
constexpr FontCommand kFonts[] = {{"mathdefault", FontName::Default}, {"mathrm", FontName::Rm},
                                  {"mathregular", FontName::Default}, {"mathit", FontName::It},
                                  {"mathbf", FontName::Bf},           {"mathsf", FontName::Rm}};
constexpr FontCommand kSwitches[] = {{"rm", FontName::Rm},
                                     {"it", FontName::It},
                                     {"bf", FontName::Bf},
                                     {"default", FontName::Default},
                                     {"regular", FontName::Default}};
struct SpaceCommand {
  const char* name;
  double em;
};
constexpr SpaceCommand kSpaces[] = {{",", 0.16667}, {"thinspace", 0.16667}, {"/", 0.16667}, {">", 0.22222},
                                    {":", 0.22222}, {";", 0.27778},         {" ", 0.33333}, {"enspace", 0.5},
                                    {"quad", 1.0},  {"qquad", 2.0},         {"!", -0.16667}};

bool is_escaped_symbol(const std::u32string& name) {
  return name.size() == 1 && (name[0] == U'%' || name[0] == U'$' || name[0] == U'{' || name[0] == U'}' ||
                              name[0] == U'_' || name[0] == U'|' || name[0] == U'[' || name[0] == U']');
}

bool command_is(const std::u32string& a, const char* b) {
  std::size_t i = 0;
  for (; b[i]; ++i)
    if (i >= a.size() || a[i] != static_cast<char32_t>(static_cast<unsigned char>(b[i]))) return false;
  return i == a.size();
}

bool is_known_command(const std::u32string& name) {
  if (is_escaped_symbol(name)) return true;
  for (const auto& f : kFonts)
    if (command_is(name, f.name)) return true;
  for (const auto& f : kSwitches)
    if (command_is(name, f.name)) return true;
  for (const auto& sp : kSpaces)
    if (command_is(name, sp.name)) return true;
  for (const auto& sym : kSymbols)
    if (command_is(name, sym.name)) return true;
  return false;
}

std::string utf8_encode_all(std::u32string_view s) {
  std::string out;
  for (char32_t c : s) out += utf8_encode(c);
  return out;
}

class Parser {
 public:
  Parser(std::u32string_view s, const Builder& b) : s_(s), b_(b) {}

  // Parses the whole math string (without its $).
  Node parse(const State& st) {
    std::vector<Node> toks = sequence(st);
    return b_.hlist(std::move(toks));
  }

 private:
  std::u32string_view s_;
  std::size_t pos_ = 0;
  std::size_t depth_ = 0;  // groups open
  const Builder& b_;

  void skip_spaces() {
    while (pos_ < s_.size() && (s_[pos_] == U' ' || s_[pos_] == U'\t')) ++pos_;
  }

  char32_t prev_nonspace(std::size_t at) const {
    while (at > 0) {
      --at;
      if (s_[at] != U' ') return s_[at];
    }
    return 0;
  }
  char32_t next_nonspace(std::size_t at) const {
    for (std::size_t i = at; i < s_.size(); ++i)
      if (s_[i] != U' ') return s_[i];
    return 0;
  }

  std::u32string read_command() {
    // at a backslash
    ++pos_;
    std::u32string name;
    while (pos_ < s_.size() &&
           ((s_[pos_] >= U'a' && s_[pos_] <= U'z') || (s_[pos_] >= U'A' && s_[pos_] <= U'Z'))) {
      name += s_[pos_++];
    }
    if (name.empty() && pos_ < s_.size()) name += s_[pos_++];
    return name;
  }

  static bool eq(const std::u32string& a, const char* b) {
    std::size_t i = 0;
    for (; b[i]; ++i)
      if (i >= a.size() || a[i] != static_cast<char32_t>(static_cast<unsigned char>(b[i]))) return false;
    return i == a.size();
  }

  std::vector<Node> group_contents(const State& st) {
    // after '{'. Each level recurses here and in the layout: bounded, so no text can exhaust the
    // stack (the public calls refuse such a text first, naming the call).
    if (++depth_ > kMaxMathDepth)
      throw MathTextError("mathtext: braces nest deeper than " + std::to_string(kMaxMathDepth) +
                          " levels (libplot::kMaxMathDepth): '" + abbreviated(utf8_encode_all(s_)) + "'");
    std::vector<Node> v = sequence(st);
    if (pos_ < s_.size() && s_[pos_] == U'}') ++pos_;
    --depth_;
    return v;
  }

  Node symbol_node(char32_t c, std::size_t loc, const State& st) {
    if (c == U'-') c = 0x2212;
    Node ch = b_.make_char(c, st);
    if (is_binary_operator(c) || is_relation_or_arrow(c)) {
      const char32_t prev = prev_nonspace(loc);
      const bool at_start = prev == 0;
      if (is_binary_operator(c) && (at_start || prev == U'{' || is_left_delim(prev))) return ch;
      const double sp = 0.2 * b_.em_width(st);
      return b_.hlist({Node::kern(sp), ch, Node::kern(sp)});
    }
    if (is_punctuation(c)) {
      const char32_t prev = prev_nonspace(loc);
      const char32_t next = next_nonspace(loc + 1);
      if (c == U',' && prev == U'{' && next == U'}') return ch;
      if (c == U'.' && is_digit(prev) && is_digit(next)) return ch;
      return b_.hlist({ch, Node::kern(0.2 * b_.em_width(st))});
    }
    return ch;
  }

  // One placeable: a group, a command or a symbol. Returns nothing at the end of a group.
  std::optional<Node> placeable(State& st) {
    skip_spaces();
    if (pos_ >= s_.size()) return std::nullopt;
    const char32_t c = s_[pos_];
    if (c == U'}') return std::nullopt;
    if (c == U'{') {
      ++pos_;
      State inner = st;
      return b_.hlist(group_contents(inner));
    }
    if (c == U'\\') {
      const std::size_t loc = pos_;
      const std::u32string name = read_command();
      for (const auto& f : kFonts) {
        if (eq(name, f.name)) {
          skip_spaces();
          State inner = st;
          inner.font = f.font;
          if (pos_ < s_.size() && s_[pos_] == U'{') {
            ++pos_;
            return b_.hlist(group_contents(inner));
          }
          return b_.hlist({});
        }
      }
      for (const auto& f : kSwitches) {
        if (eq(name, f.name)) {
          st.font = f.font;  // for the rest of the group
          return b_.hlist({});
        }
      }
      for (const auto& sp : kSpaces)
        if (eq(name, sp.name)) return Node::kern(sp.em * b_.em_width(st));
      if (is_escaped_symbol(name)) return symbol_node(name[0], loc, st);
      for (const auto& sym : kSymbols)
        if (eq(name, sym.name)) return symbol_node(sym.cp, loc, st);
      // The public calls reject unknown commands (unsupported_math_command); text that reaches
      // here another way fails rather than drawing the command's name.
      throw MathTextError(std::string("mathtext: unsupported command \\") += utf8_encode_all(name));
    }
    if (c == U'~') {
      ++pos_;
      return Node::kern(0.33333 * b_.em_width(st));
    }
    const std::size_t loc = pos_++;
    return symbol_node(c, loc, st);
  }

  std::vector<Node> sequence(State st) {
    std::vector<Node> out;
    for (;;) {
      skip_spaces();
      if (pos_ >= s_.size() || s_[pos_] == U'}') break;
      const char32_t c = s_[pos_];
      if (c == U'^' || c == U'_') {
        std::optional<Node> nucleus;
        if (!out.empty()) {
          nucleus = std::move(out.back());
          out.pop_back();
        }
        std::optional<Node> sub, sup;
        while (pos_ < s_.size() && (s_[pos_] == U'^' || s_[pos_] == U'_')) {
          const bool is_sup = s_[pos_] == U'^';
          ++pos_;
          State inner = st;
          std::optional<Node> arg = placeable(inner);
          if (!arg) arg = b_.hlist({});
          (is_sup ? sup : sub) = std::move(arg);
          skip_spaces();
        }
        out.push_back(b_.subsuper(std::move(nucleus), std::move(sub), std::move(sup), st));
        continue;
      }
      std::optional<Node> p = placeable(st);
      if (!p) break;
      out.push_back(std::move(*p));
    }
    return out;
  }
};

// ---- ship: glyph positions (x right, y down from the main baseline) ----

struct Placed {
  const Node* ch;
  double x, y;
};

void hlist_out(const Node& box, double x, double base, std::vector<Placed>& out);

void vlist_out(const Node& box, double left, double base, std::vector<Placed>& out) {
  double v = base - box.height;
  for (const Node& p : box.children) {
    if (p.kind == Node::Kind::Kern) {
      v += p.width;
    } else if (p.kind == Node::Kind::Hlist || p.kind == Node::Kind::Vlist) {
      if (p.children.empty()) {
        v += p.height + p.depth;
        continue;
      }
      v += p.height;
      if (p.kind == Node::Kind::Hlist) hlist_out(p, left + p.shift, v, out);
      else vlist_out(p, left + p.shift, v, out);
      v += p.depth;
    }
  }
}

void hlist_out(const Node& box, double x, double base, std::vector<Placed>& out) {
  for (const Node& p : box.children) {
    switch (p.kind) {
      case Node::Kind::Char:
        out.push_back({&p, x, base});
        x += p.width;
        break;
      case Node::Kind::Kern: x += p.width; break;
      case Node::Kind::Hlist:
        if (!p.children.empty()) hlist_out(p, x, base + p.shift, out);
        x += p.width;
        break;
      case Node::Kind::Vlist:
        if (!p.children.empty()) vlist_out(p, x, base + p.shift, out);
        x += p.width;
        break;
    }
  }
}

}  // namespace

std::u32string utf8_decode(std::string_view s) {
  std::u32string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    char32_t cp;
    int n;
    if (c < 0x80) {
      cp = c;
      n = 1;
    } else if ((c >> 5) == 0x6) {
      cp = c & 0x1F;
      n = 2;
    } else if ((c >> 4) == 0xE) {
      cp = c & 0x0F;
      n = 3;
    } else if ((c >> 3) == 0x1E) {
      cp = c & 0x07;
      n = 4;
    } else {
      out.push_back(0xFFFD);
      ++i;
      continue;
    }
    if (i + n > s.size()) {
      out.push_back(0xFFFD);
      break;
    }
    for (int k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    out.push_back(cp);
    i += n;
  }
  return out;
}

std::string utf8_encode(char32_t c) {
  std::string s;
  if (c < 0x80) {
    s += static_cast<char>(c);
  } else if (c < 0x800) {
    s += static_cast<char>(0xC0 | (c >> 6));
    s += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    s += static_cast<char>(0xE0 | (c >> 12));
    s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    s += static_cast<char>(0xF0 | (c >> 18));
    s += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (c & 0x3F));
  }
  return s;
}

bool is_math_text(std::string_view s) {
  std::size_t dollars = 0, escaped = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '$') {
      ++dollars;
      if (i > 0 && s[i - 1] == '\\') ++escaped;
    }
  }
  const std::size_t n = dollars - escaped;
  return n > 0 && n % 2 == 0;
}

std::string unescape_dollars(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 1 < s.size() && s[i + 1] == '$') continue;
    out += s[i];
  }
  return out;
}

MathLine layout_math(std::string_view line, const FontSpec& font, double dpi, const MathFonts& fonts) {
  const Builder b(font, fonts);
  const std::u32string u = utf8_decode(line);

  // Split at unescaped '$': plain, math, plain, math, ..., plain.
  std::vector<Node> parts;
  std::u32string plain;
  std::size_t i = 0;
  bool in_math = false;
  std::u32string math;
  for (; i < u.size(); ++i) {
    const char32_t c = u[i];
    if (!in_math) {
      if (c == U'\\' && i + 1 < u.size() && u[i + 1] == U'$') {
        plain += U'$';
        ++i;
      } else if (c == U'$') {
        State st;
        st.size = font.size;
        std::vector<Node> chars;
        for (char32_t pc : plain) chars.push_back(b.make_char(pc, st));
        parts.push_back(b.hlist(std::move(chars)));
        plain.clear();
        in_math = true;
      } else {
        plain += c;
      }
    } else {
      if (c == U'\\' && i + 1 < u.size()) {
        math += c;
        math += u[++i];
      } else if (c == U'$') {
        State st;
        st.size = font.size;
        st.font = FontName::It;  // rcParams["mathtext.default"]
        Parser p(math, b);
        parts.push_back(p.parse(st));
        math.clear();
        in_math = false;
      } else {
        math += c;
      }
    }
  }
  {
    State st;
    st.size = font.size;
    std::vector<Node> chars;
    for (char32_t pc : plain) chars.push_back(b.make_char(pc, st));
    parts.push_back(b.hlist(std::move(chars)));
  }
  const Node box = b.hlist(std::move(parts));

  std::vector<Placed> glyphs;
  hlist_out(box, 0, 0, glyphs);

  // Agg's raster metrics (MathtextBackendAgg / Output.to_raster): the ink of every glyph and the
  // origin (0, 0) of the box's top-left, padded by one pixel, in ship coordinates (y down from
  // the box's top, the baseline at box.height).
  const double px = 72.0 / dpi;
  const double H = box.height, D = box.depth;
  double xmin = 0, ymin = 0, xmax = 0, ymax = 0;
  for (const Placed& g : glyphs) {
    // The glyph as rendered: measured again at its final (possibly shrunk) size, as
    // render_glyph does; hinting makes that differ from the creation size's box scaled.
    const GlyphBox m = fonts.glyph(g.ch->cp, g.ch->font);
    const double oy = H + g.y;
    xmin = std::min(xmin, g.x + m.xmin);
    xmax = std::max(xmax, g.x + m.xmax);
    ymin = std::min(ymin, oy - m.ymax);
    ymax = std::max(ymax, oy - m.ymin);
  }
  xmin -= px;
  ymin -= px;
  xmax += px;
  ymax += px;
  const double w = xmax - xmin;
  const double total = ymax - ymin;
  const double h_above = total - D;
  const double d = total - H;

  MathLine out;
  out.metrics.width = w;
  out.metrics.ascent = h_above;
  out.metrics.descent = d;
  out.metrics.ink_left = 0;

  // Agg draws the padded image with its bottom edge one pixel below the descent point and its
  // height rounded up to whole pixels; the glyphs sit in it at their ship positions.
  const double img_h = std::ceil((h_above + std::max(d, 0.0)) / px - 1e-9) * px;
  const double img_top = d + px - img_h;  // relative to the line's baseline, y down
  for (const Placed& g : glyphs) {
    if (g.ch->cp == U' ') continue;
    TextSpan s;
    s.text = utf8_encode(g.ch->cp);
    s.font = g.ch->font;
    s.dx = g.x - xmin;
    s.dy = img_top + (H + g.y) - ymin;
    out.spans.push_back(std::move(s));
  }
  return out;
}

namespace {

std::size_t nesting_depth(std::string_view text) {
  if (!is_math_text(text)) return 0;
  // layout_math's split at unescaped '$', and the parser's groups: every '{' in math opens one
  // (an escaped character is skipped, as read_command reads it).
  std::size_t depth = 0, deepest = 0;
  bool in_math = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\\' && i + 1 < text.size() && (in_math || text[i + 1] == '$')) {
      ++i;
    } else if (c == '$') {
      in_math = !in_math;
      depth = 0;
    } else if (in_math && c == '{') {
      deepest = std::max(deepest, ++depth);
    } else if (in_math && c == '}' && depth > 0) {
      --depth;
    }
  }
  return deepest;
}

}  // namespace

std::size_t math_nesting_depth(std::string_view text) {
  // A block is laid out line by line, a line measured whole: the deeper of the two readings.
  std::size_t deepest = nesting_depth(text);
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    if (start == 0 && end == text.size()) break;
    deepest = std::max(deepest, nesting_depth(text.substr(start, end - start)));
    start = end + 1;
  }
  return deepest;
}

std::string abbreviated(std::string_view text, std::size_t max_bytes) {
  if (text.size() <= max_bytes) return std::string(text);
  std::size_t end = max_bytes;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;  // a whole character
  return std::string(text.substr(0, end)) + "\u2026";
}

std::string unsupported_math_command(std::string_view text) {
  if (!is_math_text(text)) return {};
  const std::u32string u = utf8_decode(text);
  bool in_math = false;
  for (std::size_t i = 0; i < u.size(); ++i) {
    const char32_t c = u[i];
    if (c == U'\\' && i + 1 < u.size() && u[i + 1] == U'$') {
      ++i;
    } else if (c == U'$') {
      in_math = !in_math;
    } else if (in_math && c == U'\\' && i + 1 < u.size()) {
      // read_command's rule: a run of letters, or one other character.
      std::u32string name;
      std::size_t j = i + 1;
      while (j < u.size() && ((u[j] >= U'a' && u[j] <= U'z') || (u[j] >= U'A' && u[j] <= U'Z')))
        name += u[j++];
      if (name.empty()) name += u[j++];
      if (!is_known_command(name)) {
        std::string command(1, '\\');  // (not "\\" + ...: GCC 12 warns -Wrestrict there)
        return command += utf8_encode_all(name);
      }
      i = j - 1;
    }
  }
  return {};
}

}  // namespace libplot::text
