// Every paper figure (through the paper interface, on the shipped data) and every gallery entry
// lints without an error finding. Accepted warnings are listed with their reason in docs/lint.md.
#include <gtest/gtest.h>

#include "gallery.hpp"
#include "libplot/libplot.hpp"
#include "paper/paper.hpp"

namespace {

std::string errors_of(const std::string& name, const std::vector<libplot::LintFinding>& findings) {
  std::string out;
  for (const auto& f : findings)
    if (f.severity == libplot::Severity::Error) out += name + ": " + f.rule + ": " + f.message + "\n";
  return out;
}

TEST(LintPapers, EveryPaperFigureLintsWithoutErrors) {
  std::size_t figures = 0, warnings = 0;
  std::string errors;
  paper::SkipCounter skips;
  for (const auto& p : paper::all_papers()) {
    paper::Context ctx;
    ctx.data_dir = p->default_data_dir();
    ctx.skips = &skips;
    for (auto& job : p->prepare(ctx, p->figures())) {
      ASSERT_TRUE(job.error.empty()) << job.info.stem << ": " << job.error;
      const auto findings =
          job.build().lint({.bbox_tight = job.info.save.bbox_tight, .pad_inches = job.info.save.pad_inches});
      ++figures;
      for (const auto& f : findings) warnings += f.severity == libplot::Severity::Warning;
      errors += errors_of(p->name() + "/" + job.info.stem, findings);
    }
  }
  EXPECT_EQ(figures, 25u);
  EXPECT_EQ(errors, "");
  // The accepted warnings of docs/lint.md ("Accepted findings on the shipped data").
  EXPECT_EQ(warnings, 13u);
}

TEST(LintPapers, EveryGalleryEntryLintsWithoutErrors) {
  std::string errors, bands;
  for (const auto& e : gallery::entries()) {
    const auto findings = e.make().lint({.bbox_tight = e.save.bbox_tight, .pad_inches = e.save.pad_inches});
    errors += errors_of("gallery/" + e.name, findings);
    // empty-band is a warning; no gallery entry has one either.
    for (const auto& f : findings)
      if (f.rule == "empty-band") bands += e.name + ": " + f.message + "\n";
  }
  EXPECT_GT(gallery::entries().size(), 10u);
  EXPECT_EQ(errors, "");
  EXPECT_EQ(bands, "");
}

}  // namespace
