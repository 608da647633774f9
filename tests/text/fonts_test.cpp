// The pinned font configuration.
#include <gtest/gtest.h>

#include <fontconfig/fontconfig.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "error_message.hpp"
#include "libplot/text.hpp"
#include "text/font_config.hpp"
#include "temp_dir.hpp"
#include "text/font_match.hpp"

namespace libplot {
namespace {

TEST(Fonts, DefaultFamilyIsDejaVuSans) {
  auto& e = TextEngine::for_this_thread();
  FontSpec f;
  EXPECT_EQ(e.resolved_family(f), "DejaVu Sans");
  EXPECT_EQ(e.resolved_file(f), "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf");
  f.weight = FontWeight::Bold;
  EXPECT_EQ(e.resolved_file(f), "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf");
  f.weight = FontWeight::Semibold;  // matplotlib picks Bold for semibold
  EXPECT_EQ(e.resolved_file(f), "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf");
}

TEST(Fonts, GenericAndMissingFamiliesResolveToDejaVu) {
  auto& e = TextEngine::for_this_thread();
  for (const char* family : {"sans-serif", "Arial", "Helvetica", "No Such Font"}) {
    FontSpec f;
    f.family = family;
    EXPECT_EQ(e.resolved_family(f), "DejaVu Sans") << family;
  }
  FontSpec mono;
  mono.family = "monospace";
  EXPECT_EQ(e.resolved_family(mono), "DejaVu Sans Mono");
}

TEST(Fonts, OtherInstalledFontsNeverLeakIn) {
  // Whatever else the machine has (Lato, Liberation, URW...), our configuration only sees the
  // DejaVu directory.
  auto& e = TextEngine::for_this_thread();
  for (const char* family : {"Lato", "Liberation Sans", "Nimbus Sans", "URW Bookman"}) {
    FontSpec f;
    f.family = family;
    EXPECT_EQ(e.resolved_file(f).rfind("/usr/share/fonts/truetype/dejavu/", 0), 0u) << family;
  }
  // Condensed and extra-light faces are rejected even where fonts-dejavu-extra installs them.
  FontSpec f;
  f.family = "DejaVu Sans Condensed";
  EXPECT_EQ(e.resolved_file(f), "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf");
}

TEST(Fonts, DirectMatchPicksPangosFileForEveryFamilyWeightAndStyle) {
  // PNG text finds its font file through fontconfig directly (no Pango font map); it must be the
  // file Pango resolves for PDF and SVG, or the formats would draw different faces.
  auto& e = TextEngine::for_this_thread();
  int checked = 0;
  for (const char* family :
       {"DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "sans-serif", "serif", "monospace", "Arial",
        "Helvetica", "No Such Font", "DejaVu Sans Condensed", "No Such Font, DejaVu Serif"})
    for (FontWeight w : {FontWeight::Normal, FontWeight::Semibold, FontWeight::Bold})
      for (FontStyle st : {FontStyle::Normal, FontStyle::Italic}) {
        FontSpec f;
        f.family = family;
        f.weight = w;
        f.style = st;
        f.size = 7.5;
        const text::MatchedFont m = text::match_font(f);
        EXPECT_EQ(m.file, e.resolved_file(f)) << family << " " << int(w) << " " << int(st);
        EXPECT_EQ(m.family, e.resolved_family(f)) << family << " " << int(w) << " " << int(st);
        ++checked;
      }
  EXPECT_EQ(checked, 66);
  FontSpec bold_serif;
  bold_serif.family = "serif";
  bold_serif.weight = FontWeight::Bold;
  EXPECT_EQ(text::match_font(bold_serif).file, "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf");
}

TEST(Fonts, PinnedFontsCanBecomeTheProcessDefault) {
  // render_paper's start-up: fontconfig's default is then libplot's configuration, so the
  // FcInit Pango runs finds it set and loads nothing, and matching is unchanged.
  use_pinned_fonts_process_wide();
  EXPECT_EQ(FcConfigGetCurrent(), text::font_config());
  auto& e = TextEngine::for_this_thread();
  FontSpec f;
  f.weight = FontWeight::Bold;
  EXPECT_EQ(e.resolved_file(f), "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf");
  EXPECT_EQ(text::match_font(f).file, e.resolved_file(f));
}

TEST(Fonts, ConfigPathHonoursEnvironment) {
  // In the build tree the data directory is the libplot-data/ link farm beside the library.
  const std::filesystem::path built = text::font_config_path();
  EXPECT_EQ(built, std::filesystem::path(LIBPLOT_TEST_BUILD_DATA) / "fonts" / "fonts.conf");
  EXPECT_EQ(std::filesystem::canonical(built), std::filesystem::path(LIBPLOT_TEST_FONTCONF));
  // LIBPLOT_DATA_DIR is the one override.
  ::setenv("LIBPLOT_DATA_DIR", LIBPLOT_TEST_DATA_OVERRIDE, 1);
  EXPECT_EQ(text::font_config_path(),
            std::filesystem::path(LIBPLOT_TEST_DATA_OVERRIDE) / "fonts" / "fonts.conf");
  ::setenv("LIBPLOT_DATA_DIR", "/nonexistent", 1);
  EXPECT_EQ(error_message<FontConfigError>([] { text::font_config_path(); }),
            "libplot: no font configuration at /nonexistent/fonts/fonts.conf (data directory "
            "/nonexistent, from $LIBPLOT_DATA_DIR; LIBPLOT_DATA_DIR names a directory holding "
            "fonts/fonts.conf and themes/)");
  ::unsetenv("LIBPLOT_DATA_DIR");
  EXPECT_EQ(text::font_config_path(), built);
}

TEST(Fonts, MissingDejaVuIsAClearError) {
  const testing_support::TempDir tmp("libplot-fonts-test-empty");
  const std::filesystem::path& dir = tmp.path();
  const auto conf = dir / "fonts.conf";
  std::ofstream(conf) << "<?xml version=\"1.0\"?>\n<fontconfig><dir>" << dir.string() << "</dir><cachedir>"
                      << (dir / "cache").string() << "</cachedir></fontconfig>\n";
  const std::string msg = error_message<FontConfigError>([&] { text::load_font_config(conf); });
  EXPECT_NE(msg.find("DejaVu Sans"), std::string::npos) << msg;
  EXPECT_NE(msg.find(conf.string()), std::string::npos) << msg;
}

// The font configuration goes through the bounded input reader: each bad file is a
// FontConfigError naming it, at once.
std::string load_error(const std::filesystem::path& conf) {
  return error_message<FontConfigError>([&] { text::load_font_config(conf); });
}

TEST(Fonts, BadConfigurationFilesAreClearErrors) {
  const testing_support::TempDir tmp("libplot-fonts-bad");
  const std::filesystem::path& dir = tmp.path();
  const auto fifo = dir / "fifo.conf";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(load_error(fifo), "libplot: not a regular file: " + fifo.string());
  EXPECT_EQ(load_error(dir), "libplot: not a regular file: " + dir.string());
  EXPECT_EQ(load_error("/dev/zero"), "libplot: not a regular file: /dev/zero");
  const auto huge = dir / "huge.conf";
  { std::ofstream create(huge); }
  std::filesystem::resize_file(huge, (std::size_t{1} << 20) + 1);
  EXPECT_EQ(load_error(huge), "libplot: " + huge.string() + ": larger than 1048576 bytes");
  EXPECT_EQ(load_error(dir / "missing.conf"), "libplot: cannot read font configuration '" +
                                                  (dir / "missing.conf").string() +
                                                  "': No such file or directory");
  const auto broken = dir / "broken.conf";
  std::ofstream(broken) << "<fontconfig><dir>";
  EXPECT_EQ(load_error(broken), "libplot: cannot load the font configuration " + broken.string());
}

TEST(Fonts, OneEnginePerThreadSameNumbers) {
  TextEngine* main_engine = &TextEngine::for_this_thread();
  const LineMetrics here = main_engine->measure_line("Threads", FontSpec{});
  TextEngine* other_engine = nullptr;
  LineMetrics there;
  std::thread t([&] {
    other_engine = &TextEngine::for_this_thread();
    there = other_engine->measure_line("Threads", FontSpec{});
  });
  t.join();
  EXPECT_NE(main_engine, other_engine);
  EXPECT_EQ(here, there);
}

}  // namespace
}  // namespace libplot
