#include "cli.hpp"

#include <algorithm>
#include <set>
#include <sstream>

namespace {

std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream in(s);
  std::string item;
  while (std::getline(in, item, ',')) out.push_back(item);
  return out;
}

}  // namespace

std::string usage_text(const std::vector<std::unique_ptr<paper::Paper>>& papers) {
  std::ostringstream o;
  o << "usage: render_paper --out DIR [options]\n"
       "Renders every figure of every paper into DIR/<paper>/, named as the papers' scripts name them.\n\n"
       "options:\n"
       "  --out DIR          output directory (required to render)\n"
       "  --paper NAME       render only this paper (repeatable)\n"
       "  --only FIGURE      render only this figure, by id or file stem (repeatable)\n"
       "  --list             list papers, figures and inputs, then exit\n"
       "  --format LIST      comma-separated png,pdf,svg (default: what each paper's script wrote)\n"
       "  --data DIR         directory holding the selected paper's inputs under their usual names\n"
       "                     (default: the sample data shipped with the project)\n"
       "  --jobs N           figures rendered in parallel (default: number of cores)\n"
       "  --quiet            no progress lines, only errors and the summary\n"
       "  --matplotlib-compat  draw what matplotlib draws (libplot's improvements off)\n"
       "  --report FILE      write every skipped record or entry to FILE, one JSON object a line:\n"
       "                     {\"file\", \"line\", \"field\", \"reason\"} (stderr shows the first 3 per "
       "reason)\n"
       "  --check            also lint every figure (docs/lint.md); print findings as\n"
       "                     paper/figure: rule: message; exit 1 on any error finding\n"
       "  --check-report FILE  write the findings as JSON Lines (implies --check)\n"
       "  --check-only       lint without writing images (--out not needed)\n"
       "  --help, --version\n";
  bool any = false;
  for (const auto& p : papers)
    for (const auto& in : p->inputs())
      if (!in.option.empty()) {
        if (!any) o << "\ninput files (instead of --data's):\n";
        any = true;
        o << "  " << in.option << " FILE";
        for (std::size_t i = in.option.size() + 5; i < 19; ++i) o << ' ';
        o << p->name() << ": " << in.file << "\n";
        if (in.shards)
          o << "                     (repeatable; also a directory of *.jsonl[.zst] files, a quoted glob,\n"
               "                     or - for standard input: read as shards, in parallel up to --jobs)\n";
      }
  o << "\nexit codes: 0 all written; 1 some figure failed on its input (or, with --check, has an\n"
       "error finding); 2 usage error\n";
  return o.str();
}

CliOptions parse_cli(const std::vector<std::string>& args,
                     const std::vector<std::unique_ptr<paper::Paper>>& papers) {
  CliOptions o;
  std::map<std::string, std::string> input_options;  // --results -> results.jsonl.zst
  std::map<std::string, std::string> option_paper;   // --results -> weightcodec
  std::set<std::string> sharded;                     // options that may be repeated
  for (const auto& p : papers)
    for (const auto& in : p->inputs())
      if (!in.option.empty()) {
        input_options[in.option] = in.file;
        option_paper[in.option] = p->name();
        if (in.shards) sharded.insert(in.option);
      }
  std::set<std::string> given;  // single-valued options seen, to refuse a second one
  auto once = [&](const std::string& option) {
    if (!given.insert(option).second) throw UsageError(option + " given more than once");
  };
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string a = args[i];
    std::string value;
    bool has_inline = false;
    if (a.rfind("--", 0) == 0) {
      if (auto eq = a.find('='); eq != std::string::npos) {
        value = a.substr(eq + 1);
        a = a.substr(0, eq);
        has_inline = true;
      }
    }
    auto next = [&]() -> std::string {
      if (has_inline) return value;
      if (i + 1 >= args.size()) throw UsageError("option " + a + " needs a value");
      return args[++i];
    };
    if (a == "--help" || a == "-h") o.help = true;
    else if (a == "--version") o.version = true;
    else if (a == "--list") o.list = true;
    else if (a == "--quiet" || a == "-q") o.quiet = true;
    else if (a == "--matplotlib-compat") o.matplotlib_compat = true;
    else if (a == "--out") {
      once(a);
      o.out = next();
      if (o.out->empty()) throw UsageError("--out: empty directory name");
    } else if (a == "--check") o.check = true;
    else if (a == "--check-only") o.check = o.check_only = true;
    else if (a == "--check-report") {
      once(a);
      o.check = true;
      o.check_report = next();
      if (o.check_report->empty()) throw UsageError("--check-report: empty file name");
    } else if (a == "--data") {
      once(a);
      o.data = next();
      if (o.data->empty()) throw UsageError("--data: empty directory name");
    } else if (a == "--report") {
      once(a);
      o.report = next();
      if (o.report->empty()) throw UsageError("--report: empty file name");
    } else if (a == "--paper") o.papers.push_back(next());
    else if (a == "--only") o.only.push_back(next());
    else if (a == "--format") {
      once(a);
      std::vector<libplot::Format> f;
      for (const auto& name : split_commas(next())) {
        libplot::Format format{};
        try {
          format = libplot::parse_format(name);
        } catch (const libplot::OutputError&) {
          throw UsageError("--format: unknown format '" + name + "' (expected png, pdf or svg)");
        }
        // png,png is png once: each file is written once.
        if (std::find(f.begin(), f.end(), format) == f.end()) f.push_back(format);
      }
      if (f.empty()) throw UsageError("--format: no format given");
      o.formats = f;
    } else if (a == "--jobs" || a == "-j") {
      once("--jobs");
      const std::string v = next();
      try {
        std::size_t used = 0;
        o.jobs = std::stoi(v, &used);
        if (used != v.size() || o.jobs < 1) throw std::invalid_argument(v);
      } catch (const std::exception&) {
        throw UsageError("--jobs: expected a positive integer, got '" + v + "'");
      }
    } else if (auto it = input_options.find(a); it != input_options.end()) {
      if (!sharded.count(a)) once(a);
      const std::string file = next();
      if (file.empty()) throw UsageError(a + ": empty file name");
      o.input_files[it->second].push_back(file);
      if (std::find(o.input_options.begin(), o.input_options.end(), a) == o.input_options.end())
        o.input_options.push_back(a);
    } else {
      throw UsageError("unknown option '" + args[i] + "'");
    }
  }
  for (const auto& name : o.papers) {
    bool known = false;
    for (const auto& p : papers) known |= p->name() == name;
    if (!known) throw UsageError("--paper: no paper named '" + name + "'");
  }
  // An input option for a paper that is not rendered would be silently ignored.
  if (!o.papers.empty())
    for (const std::string& option : o.input_options) {
      const std::string& owner = option_paper[option];
      if (std::find(o.papers.begin(), o.papers.end(), owner) == o.papers.end())
        throw UsageError(option + " is an input of paper " + owner + ", which is not selected");
    }
  if (!o.help && !o.version && !o.list && !o.check_only && !o.out) throw UsageError("--out DIR is required");
  return o;
}
