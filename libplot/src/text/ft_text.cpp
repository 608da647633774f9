// FT2Font's set_text and draw_glyphs_to_bitmap, reproduced on FreeType (see ft_text.hpp).
#include "text/ft_text.hpp"

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_GLYPH_H
#include FT_OUTLINE_H

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <stdexcept>

#include "error/show_number.hpp"
#include "text/key_number.hpp"
#include "libplot/error.hpp"
#include "text/mathtext.hpp"

namespace libplot::text {

namespace {

std::string key_of(std::string_view s, const FtFontKey& f) {
  std::string k;
  k.reserve(s.size() + f.file.size() + 32);
  k.append(s);
  k += '\x1f';
  append_key_number(k, f.size);
  k += '|';
  append_key_number(k, f.dpi);
  k += f.hinted ? "|1\x1f" : "|0\x1f";
  k += f.file;
  return k;
}

// The glyphs of one set_text: each by its index and pen position (26.6, y is 0).
struct Glyphs {
  struct At {
    FT_UInt index;
    FT_Pos pen_x;
  };
  std::vector<At> v;
};

// One glyph's coverage as FT_Glyph_To_Bitmap renders it at a pen whose whole-pixel part is 0.
struct Coverage {
  bool ok = false;  // false: FreeType gave no grey bitmap (the glyph draws nothing)
  int left = 0, top = 0, width = 0, rows = 0;
  std::vector<unsigned char> pixels{};  // rows x width
};

}  // namespace

struct FtText::Impl {
  FT_Library lib = nullptr;
  struct Face {
    FT_Face face = nullptr;
    double size = -1, dpi = -1;
  };
  std::unordered_map<std::string, Face> faces;
  std::unordered_map<std::string, FtLine> lines;
  std::unordered_map<std::string, FtGlyph> glyphs;
  std::unordered_map<std::string, double> kerns;
  // Each glyph FreeType loaded for a face at one size, dpi and hinting, at pen (0, 0): a line
  // loads each of its glyphs once, so measuring costs no FreeType work per character after the
  // first of each kind (64 KiB of text: 2.2 s of FT_Load_Glyph before).
  struct Loaded {
    FT_Glyph glyph = nullptr;  // null: FreeType could not load it (the character is skipped)
    FT_Pos advance = 0;
    FT_BBox box{};      // FT_GLYPH_BBOX_SUBPIXELS control box at pen (0, 0)
    bool moves = true;  // false for an outline without points (a space): its box stays at 0
  };
  std::unordered_map<std::string, std::unordered_map<FT_UInt, Loaded>> loaded;
  // Rendered glyphs by face and size (key_of("", font)), then glyph index and the pen's
  // fraction of a pixel (0..63). An outline moved by whole pixels (multiples of 64 in 26.6)
  // renders to the same coverage moved by as many pixels, FreeType's rounding of its box moving
  // with it; so a glyph is rendered once per fraction and copied after that (digits repeat in
  // every tick label: 5,000 renders on the qtensorformer figures, 1,800 different).
  std::unordered_map<std::string, std::unordered_map<std::uint64_t, Coverage>> rendered;
  std::size_t rendered_count = 0;
  static constexpr std::size_t kMaxRendered = 50000;  // then forgotten and rebuilt

  ~Impl() {
    for (auto& [k, by_index] : loaded)
      for (auto& [i, l] : by_index)
        if (l.glyph) FT_Done_Glyph(l.glyph);
    for (auto& [f, face] : faces) FT_Done_Face(face.face);
    if (lib) FT_Done_FreeType(lib);
  }

  // The face of `font.file` at FT2Font::set_size(size, dpi): FreeType at hinting_factor x dpi
  // horizontally, every outline and advance shrunk back by the face transform.
  FT_Face face(const FtFontKey& font) {
    auto it = faces.find(font.file);
    if (it == faces.end()) {
      FT_Face f = nullptr;
      if (FT_New_Face(lib, font.file.c_str(), 0, &f) != 0)
        throw std::runtime_error("libplot: FreeType cannot open the font file " + font.file);
      it = faces.emplace(font.file, Face{f}).first;
    }
    Face& f = it->second;
    if (f.size != font.size || f.dpi != font.dpi) {
      // FreeType sizes up to 65535 pixels, here at kHintingFactor x dpi: say which product is
      // too large rather than only that sizing failed.
      if (!(font.size * font.dpi * kHintingFactor / 72 <= 65535))
        throw InvalidArgument("libplot: text of " + show_number(font.size) + " pt at " +
                              show_number(font.dpi) +
                              " dpi is past FreeType's limit (font size x dpi at most " +
                              std::to_string(65535 * 72 / kHintingFactor) + ")");
      if (FT_Set_Char_Size(f.face, static_cast<FT_F26Dot6>(font.size * 64), 0,
                           static_cast<FT_UInt>(font.dpi * kHintingFactor),
                           static_cast<FT_UInt>(font.dpi)) != 0)
        throw std::runtime_error("libplot: FreeType cannot size " + font.file);
      FT_Matrix shrink{65536 / kHintingFactor, 0, 0, 65536};
      FT_Set_Transform(f.face, &shrink, nullptr);
      f.size = font.size;
      f.dpi = font.dpi;
    }
    return f.face;
  }

  static FT_Int32 flags(const FtFontKey& font) {
    return font.hinted ? FT_LOAD_FORCE_AUTOHINT : FT_LOAD_NO_HINTING;
  }

  const Loaded& load(FT_Face f, std::unordered_map<FT_UInt, Loaded>& by_index, FT_UInt index,
                     const FtFontKey& font) {
    auto it = by_index.find(index);
    if (it != by_index.end()) return it->second;
    Loaded l;
    if (FT_Load_Glyph(f, index, flags(font)) == 0 && FT_Get_Glyph(f->glyph, &l.glyph) == 0) {
      l.advance = f->glyph->advance.x;
      FT_Glyph_Get_CBox(l.glyph, FT_GLYPH_BBOX_SUBPIXELS, &l.box);
      l.moves = !(l.glyph->format == FT_GLYPH_FORMAT_OUTLINE &&
                  reinterpret_cast<FT_OutlineGlyph>(l.glyph)->outline.n_points == 0);
    } else {
      l.glyph = nullptr;
    }
    return by_index.emplace(index, l).first->second;
  }

  // FT2Font::set_text at angle 0; keeps the glyphs when `keep` is given. A glyph moved to the
  // pen has its control box moved by the pen exactly (26.6 coordinates), so the box comes from
  // the glyph loaded once at (0, 0); an empty outline's box is (0, 0, 0, 0) wherever it is, and
  // FT2Font's line box includes that point too.
  FtLine set(std::string_view utf8, const FtFontKey& font, Glyphs* keep) {
    FT_Face f = face(font);
    auto& by_index = loaded[key_of("", font)];
    FtLine line;
    long xmin = 32000, ymin = 32000, xmax = -32000, ymax = -32000;
    FT_Vector pen{0, 0};
    FT_UInt previous = 0;
    for (char32_t c : utf8_decode(utf8)) {
      const FT_UInt index = FT_Get_Char_Index(f, c);
      if (FT_HAS_KERNING(f) && previous && index) {
        FT_Vector delta{0, 0};
        if (FT_Get_Kerning(f, previous, index, FT_KERNING_DEFAULT, &delta) == 0)
          pen.x += delta.x / kHintingFactor;
      }
      const Loaded& l = load(f, by_index, index, font);
      if (!l.glyph) continue;
      const FT_Pos dx = l.moves ? pen.x : 0;
      xmin = std::min<long>(xmin, l.box.xMin + dx);
      xmax = std::max<long>(xmax, l.box.xMax + dx);
      ymin = std::min<long>(ymin, l.box.yMin);
      ymax = std::max<long>(ymax, l.box.yMax);
      if (keep) keep->v.push_back({index, pen.x});
      pen.x += l.advance;
      previous = index;
    }
    line.advance = pen.x;
    if (xmin > xmax) xmin = ymin = xmax = ymax = 0;
    line.xmin = xmin;
    line.ymin = ymin;
    line.xmax = xmax;
    line.ymax = ymax;
    return line;
  }

  // FT2Font::draw_glyphs_to_bitmap (antialiased) and its draw_bitmap (coverage or-ed, clipped).
  // FT_Glyph_To_Bitmap of the loaded glyph moved to (fraction, 0), once per fraction.
  const Coverage& coverage(const std::string& face_key, FT_UInt index, FT_Pos fraction,
                           FT_Glyph loaded_glyph) {
    if (rendered_count >= kMaxRendered) {
      rendered.clear();
      rendered_count = 0;
    }
    auto& by_glyph = rendered[face_key];
    const std::uint64_t k = (static_cast<std::uint64_t>(index) << 6) | static_cast<std::uint64_t>(fraction);
    auto it = by_glyph.find(k);
    if (it != by_glyph.end()) return it->second;
    Coverage c;
    FT_Glyph g = nullptr;
    if (FT_Glyph_Copy(loaded_glyph, &g) == 0) {
      FT_Vector pen{fraction, 0};
      FT_Glyph_Transform(g, nullptr, &pen);
      if (FT_Glyph_To_Bitmap(&g, FT_RENDER_MODE_NORMAL, nullptr, 1) == 0) {
        const FT_BitmapGlyph b = reinterpret_cast<FT_BitmapGlyph>(g);
        const FT_Bitmap& bm = b->bitmap;
        if (bm.pixel_mode == FT_PIXEL_MODE_GRAY) {
          c.ok = true;
          c.left = b->left;
          c.top = b->top;
          c.width = static_cast<int>(bm.width);
          c.rows = static_cast<int>(bm.rows);
          c.pixels.resize(static_cast<std::size_t>(c.width) * static_cast<std::size_t>(c.rows));
          for (int r = 0; r < c.rows; ++r)
            std::copy_n(bm.buffer + static_cast<std::ptrdiff_t>(r) * bm.pitch, c.width,
                        c.pixels.data() + static_cast<std::size_t>(r) * static_cast<std::size_t>(c.width));
        }
      }
      FT_Done_Glyph(g);
    }
    ++rendered_count;
    return by_glyph.emplace(k, std::move(c)).first->second;
  }

  void draw(FtLine& line, const Glyphs& glyphs, const FtFontKey& font) {
    const long w = (line.xmax - line.xmin) / 64 + 2, h = (line.ymax - line.ymin) / 64 + 2;
    line.image_width = static_cast<int>(w);
    line.image_height = static_cast<int>(h);
    line.image.assign(static_cast<std::size_t>(w * h), 0);
    const std::string face_key = key_of("", font);
    auto& by_index = loaded[face_key];
    for (const Glyphs::At& at : glyphs.v) {
      const auto l = by_index.find(at.index);
      if (l == by_index.end() || !l->second.glyph) continue;
      const FT_Pos whole = at.pen_x >= 0 ? at.pen_x / 64 : -((-at.pen_x + 63) / 64);  // floor
      const Coverage& cov = coverage(face_key, at.index, at.pen_x - whole * 64, l->second.glyph);
      if (!cov.ok) continue;
      const long left = cov.left + whole;
      const int x = static_cast<int>(left - line.xmin * (1. / 64.));
      const int y = static_cast<int>(line.ymax * (1. / 64.) - cov.top + 1);
      struct {
        const unsigned char* buffer;
        int pitch;
      } bm{cov.pixels.data(), cov.width};
      const int cw = cov.width, ch = cov.rows;
      const int iw = line.image_width, ih = line.image_height;
      const int x1 = std::clamp(x, 0, iw), y1 = std::clamp(y, 0, ih);
      const int x2 = std::clamp(x + cw, 0, iw), y2 = std::clamp(y + ch, 0, ih);
      const int x_start = std::max(0, -x), y_offset = y1 - std::max(0, -y);
      for (int i = y1; i < y2; ++i) {
        std::uint8_t* dst = line.image.data() + i * iw + x1;
        const unsigned char* src = bm.buffer + (i - y_offset) * bm.pitch + x_start;
        for (int j = x1; j < x2; ++j) *dst++ |= *src++;
      }
    }
    line.has_image = true;
  }
};

FtText::FtText() : impl_(std::make_unique<Impl>()) {
  if (FT_Init_FreeType(&impl_->lib) != 0) throw std::runtime_error("libplot: cannot initialise FreeType");
}
FtText::~FtText() = default;

const FtLine& FtText::set_text(std::string_view utf8, const FtFontKey& font) {
  const std::string key = key_of(utf8, font);
  auto it = impl_->lines.find(key);
  if (it != impl_->lines.end()) return it->second;
  return impl_->lines.emplace(key, impl_->set(utf8, font, nullptr)).first->second;
}

const FtLine& FtText::line_image(std::string_view utf8, const FtFontKey& font) {
  const std::string key = key_of(utf8, font);
  auto it = impl_->lines.find(key);
  if (it != impl_->lines.end() && it->second.has_image) return it->second;
  Glyphs glyphs;
  FtLine line = impl_->set(utf8, font, &glyphs);
  impl_->draw(line, glyphs, font);
  return impl_->lines.insert_or_assign(key, std::move(line)).first->second;
}

FtGlyph FtText::glyph(char32_t c, const FtFontKey& font) {
  const std::string key = key_of(utf8_encode(c), font);
  auto it = impl_->glyphs.find(key);
  if (it != impl_->glyphs.end()) return it->second;
  FT_Face f = impl_->face(font);
  FtGlyph out;
  if (FT_Load_Glyph(f, FT_Get_Char_Index(f, c), Impl::flags(font)) == 0) {
    FT_Glyph g = nullptr;
    if (FT_Get_Glyph(f->glyph, &g) == 0) {
      FT_BBox box;
      FT_Glyph_Get_CBox(g, FT_GLYPH_BBOX_SUBPIXELS, &box);
      const FT_Glyph_Metrics& gm = f->glyph->metrics;
      out = {box.xMin,
             box.yMin,
             box.xMax,
             box.yMax,
             static_cast<double>(f->glyph->linearHoriAdvance / kHintingFactor) / 65536.0,
             gm.width / kHintingFactor,
             gm.height,
             gm.horiBearingY};
      FT_Done_Glyph(g);
    }
  }
  impl_->glyphs.emplace(key, out);
  return out;
}

double FtText::kern(char32_t a, char32_t b, const FtFontKey& font) {
  std::string s = utf8_encode(a);
  s += utf8_encode(b);
  const std::string key = key_of(s, font);
  auto it = impl_->kerns.find(key);
  if (it != impl_->kerns.end()) return it->second;
  FT_Face f = impl_->face(font);
  double k = 0;
  const FT_UInt ia = FT_Get_Char_Index(f, a), ib = FT_Get_Char_Index(f, b);
  FT_Vector delta{0, 0};
  if (FT_HAS_KERNING(f) && ia && ib && FT_Get_Kerning(f, ia, ib, FT_KERNING_DEFAULT, &delta) == 0)
    k = static_cast<double>(static_cast<int>(delta.x) / kHintingFactor) / 64.0;
  impl_->kerns.emplace(key, k);
  return k;
}

}  // namespace libplot::text
