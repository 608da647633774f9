// No stale line numbers: an error message quoted in docs/*.md as "FILE.json:N: [missing key ]a.b[2].c"
// names the line the driver would name for the shipped FILE: the line of a.b[2].c, or for a
// missing key the line of the object that lacks it (for a model without a metric, of the model).
// figures.json is the words file of the driver the doc is about (docs/weightcodec.md: weightcodec's;
// otherwise qtensorformer's), other .json files are the drivers' shipped data.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "file_io.hpp"

namespace {
namespace fs = std::filesystem;
using testing_support::read_file;

const fs::path kRoot = LIBPLOT_SOURCE_DIR;

std::vector<std::string> lines_of(const fs::path& p) {
  std::vector<std::string> out;
  std::istringstream in(read_file(p));
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

using Key = std::variant<std::string, std::size_t>;

// The 1-based line of the key path in a pretty-printed JSON file (keys searched in order from
// the parent's line; an index counts the element objects at the array's first element's indent).
std::size_t line_of(const std::vector<std::string>& lines, const std::vector<Key>& path) {
  std::size_t i = 0;
  for (const Key& k : path) {
    if (const auto* n = std::get_if<std::size_t>(&k)) {
      if (i + 1 >= lines.size()) return 0;
      const std::string& first = lines[i + 1];
      const std::string indent = first.substr(0, first.find_first_not_of(' ')) + "{";
      std::size_t seen = 0, j = i + 1;
      for (; j < lines.size(); ++j)
        if (lines[j].rfind(indent, 0) == 0 && seen++ == *n) break;
      if (j == lines.size()) return 0;
      i = j;
      continue;
    }
    const std::regex key("\"" + std::get<std::string>(k) + "\"\\s*:");
    std::size_t j = i;
    while (j < lines.size() && !std::regex_search(lines[j], key)) ++j;
    if (j == lines.size()) return 0;
    i = j;
  }
  return i + 1;
}

fs::path json_file(const fs::path& doc, const std::string& name) {
  if (name == "figures.json") {
    const std::string driver = doc.stem() == "weightcodec" ? "weightcodec" : "qtensorformer";
    return kRoot / "drivers" / driver / "figures.json";
  }
  for (const char* driver : {"qtensorformer", "weightcodec", "modelcard"})
    if (fs::exists(kRoot / "drivers" / driver / "data" / name))
      return kRoot / "drivers" / driver / "data" / name;
  return {};
}

TEST(DocJsonCitations, FindsTheLineOfAKeyPath) {
  const std::vector<std::string> json = {
      "{",        "  \"a\": {", "    \"b\": [",     "      {", "        \"c\": 1",
      "      },", "      {",    "        \"c\": 2", "      }", "    ]",
      "  }",      "}"};
  EXPECT_EQ(line_of(json, {std::string("a")}), 2u);
  EXPECT_EQ(line_of(json, {std::string("a"), std::string("b"), std::size_t{1}}), 7u);
  EXPECT_EQ(line_of(json, {std::string("a"), std::string("b"), std::size_t{1}, std::string("c")}), 8u);
  EXPECT_EQ(line_of(json, {std::string("x")}), 0u);
}

TEST(DocJsonCitations, QuotedMessagesNameTheShippedLines) {
  static const std::regex cite(R"(([A-Za-z0-9_]+\.json):(\d+): (missing key )?([A-Za-z0-9_.\[\]]+))");
  static const std::regex part(R"(([A-Za-z0-9_]+)((?:\[\d+\])*))");
  std::size_t checked = 0;
  for (const auto& e : fs::directory_iterator(kRoot / "docs")) {
    if (e.path().extension() != ".md") continue;
    const auto doc = lines_of(e.path());
    for (std::size_t n = 0; n < doc.size(); ++n)
      for (auto m = std::sregex_iterator(doc[n].begin(), doc[n].end(), cite); m != std::sregex_iterator();
           ++m) {
        const fs::path file = json_file(e.path(), (*m)[1]);
        if (file.empty() || (*m)[4] == "malformed") continue;  // not a shipped file; a parse error
        std::vector<Key> path;
        std::stringstream dotted((*m)[4].str());
        for (std::string p; std::getline(dotted, p, '.');) {
          std::smatch pm;
          if (!std::regex_match(p, pm, part)) break;
          path.emplace_back(pm[1].str());
          const std::string idx = pm[2];
          static const std::regex digits(R"(\d+)");
          for (auto i = std::sregex_iterator(idx.begin(), idx.end(), digits); i != std::sregex_iterator();
               ++i)
            path.emplace_back(static_cast<std::size_t>(std::stoul(i->str())));
        }
        if ((*m)[3].matched) path.pop_back();
        if (doc[n].find("without the metric") != std::string::npos)
          while (!path.empty() && !std::holds_alternative<std::size_t>(path.back())) path.pop_back();
        EXPECT_EQ(std::to_string(line_of(lines_of(file), path)), (*m)[2].str())
            << e.path().filename().string() << ":" << n + 1 << ": " << m->str();
        ++checked;
      }
  }
  EXPECT_GE(checked, 8u);
}

}  // namespace
