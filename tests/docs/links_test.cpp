// No dead links: every relative Markdown link in README.md, CHANGELOG.md and docs/*.md names an
// existing file inside the repository (a clone holds nothing beside it, so a link out of the tree
// is dead for every reader of the docs), and every docs/*.md path cited in libplot's sources
// exists.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "file_io.hpp"

namespace {
namespace fs = std::filesystem;

using testing_support::read_file;

// Relative link targets of a Markdown text ("[t](path#anchor)" -> "path"), skipping URLs,
// pure anchors and code spans/blocks.
std::vector<std::string> relative_links(std::string text) {
  text = std::regex_replace(text, std::regex("```[\\s\\S]*?```"), "");
  text = std::regex_replace(text, std::regex("`[^`\n]*`"), "");
  static const std::regex link(R"(\]\(([^)\s]+)\))");
  std::vector<std::string> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), link); it != std::sregex_iterator(); ++it) {
    std::string target = (*it)[1];
    if (target.find("://") != std::string::npos || target.rfind("mailto:", 0) == 0 || target[0] == '#')
      continue;
    if (const auto hash = target.find('#'); hash != std::string::npos) target.erase(hash);
    out.push_back(target);
  }
  return out;
}

TEST(DocLinks, ExtractsRelativeLinks) {
  EXPECT_EQ(relative_links("[a](x.md) [b](https://e.org/y) [c](#top) [d](../z.md#s) `[e](no.md)`\n"
                           "```\n[f](no.md)\n```\n"),
            (std::vector<std::string>{"x.md", "../z.md"}));
}

// Whether a link target, relative to the directory `from` (itself inside `root`), stays inside
// `root`, judged on the path's text ("../" past the root leaves it, whatever exists there).
bool inside(const fs::path& root, const fs::path& from, const std::string& target) {
  if (fs::path(target).is_absolute()) return false;
  fs::path base = root.lexically_normal();
  if (!base.has_filename()) base = base.parent_path();  // "/r/" names the same directory as "/r"
  const fs::path rel = (from / target).lexically_normal().lexically_relative(base);
  return !rel.empty() && *rel.begin() != "..";
}

TEST(DocLinks, LinksOutOfTheRepositoryAreRecognised) {
  const fs::path root = "/r";
  EXPECT_TRUE(inside(root, "/r/docs", "api.md"));
  EXPECT_TRUE(inside("/r/", "/r/docs", "api.md"));
  EXPECT_TRUE(inside(root, "/r/docs", "../golden/gallery/line.png"));
  EXPECT_TRUE(inside(root, "/r", "docs/lint.md"));
  EXPECT_FALSE(inside(root, "/r/docs", "../../shared/DESIGN.md"));
  EXPECT_FALSE(inside(root, "/r", "../shared/reference/DEFECTS.md"));
  EXPECT_FALSE(inside(root, "/r/docs", "../docs/../../x.md"));
  EXPECT_FALSE(inside(root, "/r/docs", "/etc/passwd"));
}

TEST(DocLinks, RelativeLinksResolve) {
  const fs::path root = LIBPLOT_SOURCE_DIR;
  std::vector<fs::path> files{root / "README.md", root / "CHANGELOG.md"};
  for (const auto& e : fs::directory_iterator(root / "docs"))
    if (e.path().extension() == ".md") files.push_back(e.path());
  ASSERT_GT(files.size(), 5u);
  std::string dead;
  std::size_t links = 0;
  for (const fs::path& f : files)
    for (const std::string& target : relative_links(read_file(f))) {
      ++links;
      if (!inside(root, f.parent_path(), target))
        dead += "\n  " + fs::relative(f, root).string() + ": " + target + " (outside the repository)";
      else if (!fs::exists(f.parent_path() / target))
        dead += "\n  " + fs::relative(f, root).string() + ": " + target;
    }
  EXPECT_GT(links, 10u);
  EXPECT_TRUE(dead.empty()) << "dead links:" << dead;
}

TEST(DocLinks, SourcesCiteExistingDocs) {
  const fs::path root = LIBPLOT_SOURCE_DIR;
  static const std::regex cited(R"(docs/[A-Za-z0-9_.-]+\.md)");
  std::string dead;
  for (const auto& e : fs::recursive_directory_iterator(root / "libplot")) {
    const auto ext = e.path().extension();
    if (ext != ".hpp" && ext != ".cpp") continue;
    const std::string text = read_file(e.path());
    for (auto it = std::sregex_iterator(text.begin(), text.end(), cited); it != std::sregex_iterator(); ++it)
      if (!fs::exists(root / it->str()))
        dead += "\n  " + fs::relative(e.path(), root).string() + ": " + it->str();
  }
  EXPECT_TRUE(dead.empty()) << "sources cite missing docs:" << dead;
}

}  // namespace
