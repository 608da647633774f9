#include "paths.hpp"

#include <glob.h>
#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <string>

#include "libplot/render.hpp"

namespace {

namespace fs = std::filesystem;

// One file of the run's inputs, by identity: a link, a hard link or another spelling of its name
// is the same file.
struct InputFile {
  dev_t dev;
  ino_t ino;
  std::string what;  // "weightcodec atlas_bf16.jsonl"
};

void add_input(std::vector<InputFile>& inputs, const fs::path& path, const std::string& what) {
  struct stat st {};
  if (path == "-" || ::stat(path.c_str(), &st) != 0) return;  // missing: the paper says so
  if (S_ISDIR(st.st_mode)) {
    // A directory given for shards: its files are the inputs.
    std::error_code ec;
    for (fs::directory_iterator it(path, ec), end; !ec && it != end; it.increment(ec))
      add_input(inputs, it->path(), what);
    return;
  }
  inputs.push_back({st.st_dev, st.st_ino, what});
}

std::vector<InputFile> inputs_of(const CliOptions& opt, const Plan& plan) {
  std::vector<InputFile> inputs;
  for (const auto& [p, figures] : plan) {
    const paper::Context ctx = context_for(opt, *p);
    for (const paper::Input& in : p->inputs()) {
      const std::string what = p->name() + " " + in.file;
      if (!in.shards) {
        add_input(inputs, ctx.input(in.file), what);
        continue;
      }
      // Files, directories (add_input lists them) or globs, as paper::resolve_shards reads them,
      // without its checks (the paper makes them, and reports what it refuses).
      for (const fs::path& v : ctx.inputs(in.file)) {
        struct stat st {};
        if (::stat(v.c_str(), &st) == 0) {
          add_input(inputs, v, what);
          continue;
        }
        glob_t g{};
        if (::glob(v.c_str(), 0, nullptr, &g) == 0)
          for (std::size_t i = 0; i < g.gl_pathc; ++i) add_input(inputs, g.gl_pathv[i], what);
        ::globfree(&g);
      }
    }
  }
  return inputs;
}

// Refuses `path` (written by `option`) when it is one of the inputs.
void not_an_input(const std::vector<InputFile>& inputs, const std::string& option, const fs::path& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return;  // not there yet: no input
  for (const InputFile& in : inputs)
    if (in.dev == st.st_dev && in.ino == st.st_ino)
      throw UsageError(option + ": " + path.string() + " is an input of this run (" + in.what + ")");
}

// A directory the run reads from or writes into: "" when it is one, else why not.
std::string not_a_directory(const fs::path& dir) {
  struct stat st {};
  if (::stat(dir.c_str(), &st) != 0) return errno == ENOENT ? "no such directory" : std::strerror(errno);
  return S_ISDIR(st.st_mode) ? "" : "not a directory";
}

}  // namespace

paper::Context context_for(const CliOptions& opt, const paper::Paper& p) {
  paper::Context ctx;
  ctx.data_dir = opt.data.value_or(p.default_data_dir());
  for (const auto& [file, values] : opt.input_files) {
    ctx.overrides[file] = values.front();
    ctx.shard_lists[file] = values;
  }
  return ctx;
}

void check_paths(const CliOptions& opt, const Plan& plan) {
  if (opt.data)
    if (const std::string why = not_a_directory(*opt.data); !why.empty())
      throw UsageError("--data " + opt.data->string() + ": " + why);
  const bool writes_figures = !opt.check_only && opt.out;
  std::error_code ec;
  const bool out_exists = writes_figures && (fs::exists(*opt.out, ec) || fs::is_symlink(*opt.out, ec));
  if (out_exists) {
    if (const std::string why = not_a_directory(*opt.out); !why.empty())
      throw UsageError("--out " + opt.out->string() + ": " + why);
    for (const auto& [p, figures] : plan) {
      const fs::path dir = *opt.out / p->name();
      struct stat st {};
      if (::stat(dir.c_str(), &st) == 0 && !S_ISDIR(st.st_mode))
        throw UsageError("--out: " + dir.string() + ": not a directory");
    }
  }
  // Reports: the same check every write makes, here before the run rather than after it.
  const std::pair<const char*, const std::optional<fs::path>*> reports[] = {
      {"--report", &opt.report}, {"--check-report", &opt.check_report}};
  for (const auto& [option, path] : reports)
    if (*path) {
      try {
        libplot::output_target(**path);
      } catch (const libplot::OutputError& e) {
        throw UsageError(std::string(option) + ": " + e.what());
      }
    }
  const std::vector<InputFile> inputs = inputs_of(opt, plan);
  for (const auto& [option, path] : reports)
    if (*path) not_an_input(inputs, option, **path);
  if (out_exists)
    for (const auto& [p, figures] : plan)
      for (const paper::FigureInfo& f : figures)
        for (const libplot::Format format : f.formats)
          not_an_input(inputs, "--out",
                       *opt.out / p->name() / (f.stem + "." + std::string(libplot::extension(format))));
  // Last, once nothing is refused: the directory the figures go into.
  if (writes_figures && !out_exists && !fs::create_directories(*opt.out, ec) && ec)
    throw UsageError("--out " + opt.out->string() + ": cannot create the directory: " + ec.message());
}
