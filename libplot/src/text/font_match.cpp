// The pattern is the one Pango 1.50 builds for a PangoFontDescription (pango_fc_make_pattern:
// family list, OpenType weight, slant, width, size) with libplot's weights and styles, put
// through the configuration's substitutions and fontconfig's defaults, then matched against the
// configuration's fonts (all TrueType here, so Pango's format filter keeps them all).
// tests/text/fonts_test.cpp checks every family, weight and style against Pango's own answer.
#include "text/font_match.hpp"

#include <fontconfig/fontconfig.h>

#include <memory>

#include "libplot/error.hpp"
#include "text/font_config.hpp"

namespace libplot::text {

void add_families(FcPattern* pat, const std::string& family) {
  // Pango splits the family on commas, as matplotlib-style "A, B" lists are written.
  std::size_t start = 0;
  while (start <= family.size()) {
    const std::size_t comma = std::min(family.find(',', start), family.size());
    std::string name = family.substr(start, comma - start);
    const auto b = name.find_first_not_of(' '), e = name.find_last_not_of(' ');
    name = b == std::string::npos ? std::string() : name.substr(b, e - b + 1);
    if (!name.empty()) FcPatternAddString(pat, FC_FAMILY, reinterpret_cast<const FcChar8*>(name.c_str()));
    start = comma + 1;
  }
}

MatchedFont match_font(const FontSpec& font) {
  FcConfig* config = font_config();
  std::unique_ptr<FcPattern, decltype(&FcPatternDestroy)> pat(FcPatternCreate(), FcPatternDestroy);
  add_families(pat.get(), font.family);
  // Semibold is drawn bold (DejaVu has no semibold), as TextEngine describes it to Pango.
  const double weight = font.weight == FontWeight::Normal ? 400 : 700;
  FcPatternAddDouble(pat.get(), FC_WEIGHT, FcWeightFromOpenTypeDouble(weight));
  FcPatternAddInteger(pat.get(), FC_SLANT,
                      font.style == FontStyle::Italic ? FC_SLANT_OBLIQUE : FC_SLANT_ROMAN);
  FcPatternAddInteger(pat.get(), FC_WIDTH, FC_WIDTH_NORMAL);
  FcPatternAddDouble(pat.get(), FC_SIZE, font.size);
  FcPatternAddDouble(pat.get(), FC_PIXEL_SIZE, font.size);
  FcConfigSubstitute(config, pat.get(), FcMatchPattern);
  FcDefaultSubstitute(pat.get());
  FcResult result = FcResultNoMatch;
  std::unique_ptr<FcPattern, decltype(&FcPatternDestroy)> match(FcFontMatch(config, pat.get(), &result),
                                                                FcPatternDestroy);
  MatchedFont out;
  FcChar8* s = nullptr;
  if (match && FcPatternGetString(match.get(), FC_FILE, 0, &s) == FcResultMatch && s)
    out.file = reinterpret_cast<const char*>(s);
  if (match && FcPatternGetString(match.get(), FC_FAMILY, 0, &s) == FcResultMatch && s)
    out.family = reinterpret_cast<const char*>(s);
  if (out.file.empty()) throw FontConfigError("libplot: no font file for family \"" + font.family + "\"");
  return out;
}

}  // namespace libplot::text
