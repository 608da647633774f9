#pragma once
// Pango, loaded the first time text is drawn or resolved through it (PDF, SVG, a PNG's mathtext
// character that text/direct_glyphs.cpp leaves to Pango),
// never at program start: libplot does not link it, so a process that never needs it (most PNG
// figures) does not load Pango, GObject, GIO, HarfBuzz and their dozen dependencies (about 2.7 ms
// of every process start, most of them BIND_NOW). The headers give the signatures only.
#include <pango/pangocairo.h>
#include <pango/pangofc-font.h>
#include <pango/pangofc-fontmap.h>

namespace libplot::text {

// The Pango, PangoCairo, PangoFc and GObject functions libplot calls, by the names they have
// without their library's prefix.
struct PangoApi {
// One list, laid out by hand: clang-format's layout of it is not stable.
// clang-format off
#define LIBPLOT_PANGO_FUNCTIONS(X)                                                              \
  X(pango_cairo_font_map_new_for_font_type) X(pango_cairo_font_map_set_resolution)             \
  X(pango_cairo_context_set_font_options) X(pango_cairo_context_set_resolution)                \
  X(pango_cairo_layout_line_path) X(pango_cairo_show_layout_line)                              \
  X(pango_fc_font_map_set_config) X(pango_fc_font_get_type) X(pango_fc_font_get_pattern)       \
  X(pango_font_map_create_context) X(pango_font_map_load_font)                                 \
  X(pango_context_set_round_glyph_positions) X(pango_context_set_base_dir)                     \
  X(pango_context_set_language) X(pango_language_from_string)                                  \
  X(pango_layout_new) X(pango_layout_set_single_paragraph_mode) X(pango_layout_set_attributes) \
  X(pango_layout_set_font_description) X(pango_layout_set_text)                                \
  X(pango_layout_get_line_readonly)                                                            \
  X(pango_attr_list_new) X(pango_attr_list_insert) X(pango_attr_list_unref)                    \
  X(pango_attr_font_features_new) X(pango_attr_insert_hyphens_new)                             \
  X(pango_font_description_new) X(pango_font_description_free)                                 \
  X(pango_font_description_set_family) X(pango_font_description_set_weight)                    \
  X(pango_font_description_set_style) X(pango_font_description_set_stretch)                    \
  X(pango_font_description_set_absolute_size)                                                  \
  X(g_object_unref) X(g_type_check_instance_is_a)
// clang-format on
#define LIBPLOT_PANGO_MEMBER(name) decltype(&::name) name = nullptr;
  LIBPLOT_PANGO_FUNCTIONS(LIBPLOT_PANGO_MEMBER)
#undef LIBPLOT_PANGO_MEMBER
};

// Pango's functions, its libraries loaded on the first call (thread-safe). Throws
// FontConfigError naming the library when it cannot be loaded or lacks a function.
const PangoApi& pango();

}  // namespace libplot::text
