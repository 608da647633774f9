# Fails unless PROGRAM needs none of Cairo's stack or libplot.so as shared libraries and exports
# Cairo's, FontConfig's and FreeType's entry points (for Pango, loaded later, to bind to).
execute_process(COMMAND ${READELF} -d ${PROGRAM} OUTPUT_VARIABLE dynamic RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "readelf -d ${PROGRAM} failed")
endif()
foreach(lib libplot libcairo libpixman libfontconfig libfreetype libpng libX11 libxcb)
  if(dynamic MATCHES "NEEDED[^\n]*\\[${lib}[.-]")
    message(FATAL_ERROR "${PROGRAM} needs ${lib} as a shared library:\n${dynamic}")
  endif()
endforeach()
execute_process(COMMAND ${NM} -D --defined-only ${PROGRAM} OUTPUT_VARIABLE exported)
foreach(sym cairo_create cairo_show_glyphs cairo_ft_font_face_create_for_pattern
            FcConfigGetCurrent FcFontMatch FT_Init_FreeType FT_Load_Glyph)
  if(NOT exported MATCHES " T ${sym}\n")
    message(FATAL_ERROR "${PROGRAM} does not export ${sym}")
  endif()
endforeach()
