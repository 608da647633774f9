// The gallery under test: every entry against its golden image, the whole gallery rendered twice
// in every format with byte-identical results, PDF font embedding, and docs/gallery.md in step
// with gallery.cpp. Regenerate goldens (after looking at them): gallery_render golden/gallery
#include <gtest/gtest.h>

#include <map>
#include <thread>

#include "file_io.hpp"
#include "gallery.hpp"
#include "image_compare.hpp"

namespace {

using libplot::Format;

std::string render(const gallery::Entry& e, Format f) {
  libplot::SaveOptions o = e.save;
  o.format = f;
  return e.make().render(f, o);
}

class GalleryGolden : public ::testing::TestWithParam<gallery::Entry> {};

TEST_P(GalleryGolden, MatchesGolden) {
  const gallery::Entry& e = GetParam();
  const std::string png = render(e, Format::Png);
  EXPECT_EQ(testing_support::check_golden(std::filesystem::path(LIBPLOT_GOLDEN_DIR) / (e.name + ".png"), png,
                                          LIBPLOT_FAILURE_DIR, e.name),
            "");
}

INSTANTIATE_TEST_SUITE_P(Gallery, GalleryGolden, ::testing::ValuesIn(gallery::entries()),
                         [](const auto& info) { return info.param.name; });

// Every entry rendered in gallery order on this thread, then again in reverse order on a fresh
// thread (cold text caches, different cache history): the bytes must not change.
std::map<std::string, std::string> render_all(Format f, bool reverse) {
  std::map<std::string, std::string> out;
  auto entries = gallery::entries();
  if (reverse) std::reverse(entries.begin(), entries.end());
  for (const auto& e : entries) out[e.name] = render(e, f);
  return out;
}

void expect_deterministic(Format f) {
  const auto first = render_all(f, false);
  std::map<std::string, std::string> second;
  std::thread([&] { second = render_all(f, true); }).join();
  ASSERT_EQ(first.size(), gallery::entries().size());
  for (const auto& [name, bytes] : first) {
    EXPECT_FALSE(bytes.empty()) << name;
    EXPECT_TRUE(bytes == second.at(name))
        << name << "." << libplot::extension(f) << " differs between two renderings";
  }
}

TEST(GalleryDeterminism, Png) { expect_deterministic(Format::Png); }
TEST(GalleryDeterminism, Pdf) { expect_deterministic(Format::Pdf); }
TEST(GalleryDeterminism, Svg) { expect_deterministic(Format::Svg); }

// Text in PDFs is real text in embedded TrueType fonts, never Type 3 bitmaps or outlines.
TEST(GalleryPdf, EmbedsTrueTypeFonts) {
  for (const auto& e : gallery::entries()) {
    const std::string pdf = render(e, Format::Pdf);
    EXPECT_EQ(pdf.rfind("%PDF-", 0), 0u) << e.name;
    EXPECT_EQ(pdf.find("/Type3"), std::string::npos) << e.name;
    EXPECT_NE(pdf.find("/FontFile2"), std::string::npos) << e.name;
  }
}

TEST(GalleryEntries, NamesAreUniqueAndHaveCode) {
  const std::string source = gallery::read_sources(LIBPLOT_GALLERY_SOURCE);
  std::set<std::string> names;
  for (const auto& e : gallery::entries()) {
    EXPECT_TRUE(names.insert(e.name).second) << e.name;
    EXPECT_NO_THROW(gallery::entry_code(source, e.name)) << e.name;
  }
  EXPECT_EQ(names.size(), 75u);
}

TEST(GalleryEntries, BboxTightCropsThePage) {
  for (const auto& e : gallery::entries()) {
    if (!e.save.bbox_tight) continue;
    const libplot::Figure fig = e.make();
    const auto [w, h] = fig.pixel_size(e.save);
    EXPECT_NE(std::make_pair(w, h), fig.pixel_size()) << e.name;
  }
}

TEST(GalleryDocs, MarkdownIsUpToDate) {
  const std::string expected = gallery::markdown(gallery::read_sources(LIBPLOT_GALLERY_SOURCE));
  EXPECT_TRUE(testing_support::read_file(LIBPLOT_GALLERY_DOC) == expected)
      << "docs/gallery.md is out of date: run gallery_render --markdown docs/gallery.md";
}

}  // namespace
