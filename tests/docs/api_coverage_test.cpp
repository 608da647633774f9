// docs/api.md must mention every public class, struct, enum, alias, function and field declared
// in libplot/include/libplot/*.hpp (as a whole word), so the reference cannot fall behind.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "file_io.hpp"

namespace {
namespace fs = std::filesystem;

using testing_support::read_file;

// The names a header declares: types (class/struct/enum/using), functions (an identifier
// followed by '(' after a return type at the start of a line), fields (an identifier followed by
// a default initialiser). Comments are dropped first; private sections are skipped.
std::set<std::string> public_names(const std::string& header) {
  static const std::regex comment(R"(//[^\n]*)");
  static const std::regex type(R"(^\s*(?:class|struct|enum class|enum)\s+([A-Za-z_]\w*)\s*(?:[:{]|final))");
  static const std::regex alias(R"(^\s*using\s+([A-Za-z_]\w*)\s*=)");
  static const std::regex function(
      R"(^\s*(?:(?:static|virtual|inline|explicit|constexpr|friend)\s+)*[\w:<>,*&\s]*?[\w>*&]\s+[*&]?([a-z_]\w*)\s*\()");
  static const std::regex field(R"(\b([a-z_]\w*)\s*(?:\{[^}]*\}|=\s*[^,;(]*(?:\([^)]*\))?)\s*[,;])");
  static const std::set<std::string> keywords = {"return", "if",     "for",      "while",    "switch",
                                                 "void",   "sizeof", "operator", "decltype", "else"};
  std::set<std::string> out;
  std::istringstream lines(std::regex_replace(header, comment, ""));
  std::string line;
  // What each open brace belongs to: 'N' namespace, 'T' class/struct, 'O' anything else
  // (function bodies, enums, initialisers). Only namespace and class scope declare API.
  std::vector<char> scopes;
  bool in_private = false;
  std::size_t private_depth = 0;
  while (std::getline(lines, line)) {
    if (std::regex_search(line, std::regex(R"(^\s*private:)"))) {
      in_private = true;
      private_depth = scopes.size();
    }
    if (std::regex_search(line, std::regex(R"(^\s*public:)"))) in_private = false;
    const char scope = scopes.empty() ? 'N' : scopes.back();
    std::smatch m;
    const bool declares_type =
        std::regex_search(line, m, type) && !std::regex_search(line, std::regex(R"(^\s*enum)"));
    if (!in_private && (scope == 'N' || scope == 'T')) {
      if (std::regex_search(line, m, type)) out.insert(m[1]);
      if (std::regex_search(line, m, alias)) out.insert(m[1]);
      if (std::regex_search(line, m, function) && !keywords.contains(m[1])) out.insert(m[1]);
      if (scope == 'T' && line.find('(') == std::string::npos && line.find(')') == std::string::npos)
        for (auto it = std::sregex_iterator(line.begin(), line.end(), field); it != std::sregex_iterator();
             ++it)
          out.insert((*it)[1]);
    }
    bool first = true;
    for (char c : line) {
      if (c == '{') {
        const bool ns = line.find("namespace") != std::string::npos;
        scopes.push_back(first && ns ? 'N' : first && declares_type ? 'T' : 'O');
        first = false;
      } else if (c == '}' && !scopes.empty()) {
        scopes.pop_back();
      }
    }
    if (in_private && scopes.size() < private_depth) in_private = false;
  }
  return out;
}

bool mentions(const std::string& doc, const std::string& name) {
  return std::regex_search(doc, std::regex("(^|[^A-Za-z0-9_])" + name + "([^A-Za-z0-9_]|$)"));
}

TEST(ApiDocs, ExtractsTypesFunctionsAndFields) {
  const std::string header = R"(
// class Commented {
namespace libplot {
class Shown : public Base {
 public:
  static Shown make(int n = 1);  // a comment mentioning hidden()
  const Color& cycle(std::size_t i) const { return x[i]; }
  Shown() = default;
 private:
  int hidden_member_ = 0;
  void hidden();
};
struct Options {
  double width = 0.8;
  std::optional<double> lo{}, hi{};
  enum class Align { Center, Edge } align = Align::Center;
};
using Handler = std::function<void(const std::string&)>;
std::string pyformat(std::string_view fmt, const std::vector<double>& values);
}  // namespace libplot
)";
  EXPECT_EQ(public_names(header), (std::set<std::string>{"Align", "Handler", "Options", "Shown", "align",
                                                         "cycle", "hi", "lo", "make", "pyformat", "width"}));
}

TEST(ApiDocs, EveryPublicNameIsInApiMd) {
  const fs::path root = LIBPLOT_SOURCE_DIR;
  const std::string doc = read_file(root / "docs" / "api.md");
  ASSERT_FALSE(doc.empty());
  std::vector<std::string> missing;
  std::size_t checked = 0;
  for (const auto& entry : fs::directory_iterator(root / "libplot" / "include" / "libplot")) {
    if (entry.path().extension() != ".hpp") continue;
    const std::string file = entry.path().filename().string();
    if (!mentions(doc, file.substr(0, file.size() - 4))) missing.push_back(file);
    for (const std::string& name : public_names(read_file(entry.path()))) {
      ++checked;
      if (!mentions(doc, name)) missing.push_back(file + ": " + name);
    }
  }
  EXPECT_GT(checked, 300u);  // the extraction found the API, not nothing
  std::string list;
  for (const std::string& m : missing) list += "\n  " + m;
  EXPECT_TRUE(missing.empty()) << "docs/api.md does not mention:" << list;
}

}  // namespace
