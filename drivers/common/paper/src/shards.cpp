#include "paper/shards.hpp"

#include <glob.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <map>
#include <set>

#include "paper/paper.hpp"

namespace paper {
namespace {

bool is_shard_name(const std::string& name) {
  auto ends_with = [&](std::string_view tail) {
    return name.size() > tail.size() && name.compare(name.size() - tail.size(), tail.size(), tail) == 0;
  };
  // Hidden files are left out, as a shell's glob leaves them (editors' and writers' temporaries).
  return name[0] != '.' && (ends_with(".jsonl") || ends_with(".jsonl.zst"));
}

bool has_glob_characters(const std::string& s) { return s.find_first_of("*?[") != std::string::npos; }

// The files a value names, unordered.
std::vector<std::filesystem::path> expand(const std::filesystem::path& value) {
  const std::string text = value.string();
  if (text == "-") return {value};
  std::error_code ec;
  const auto status = std::filesystem::status(value, ec);
  if (std::filesystem::is_directory(status)) {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(value, ec))
      if (is_shard_name(entry.path().filename().string())) files.push_back(entry.path());
    if (ec) throw InputError(text + ": cannot list the directory: " + ec.message());
    if (files.empty()) throw InputError(text + ": no *.jsonl or *.jsonl.zst file in the directory");
    return files;
  }
  if (std::filesystem::exists(status) || !has_glob_characters(text)) return {value};
  glob_t g{};
  const int rc = ::glob(text.c_str(), 0, nullptr, &g);
  std::vector<std::filesystem::path> files;
  for (std::size_t i = 0; rc == 0 && i < g.gl_pathc; ++i) files.emplace_back(g.gl_pathv[i]);
  ::globfree(&g);
  if (rc == GLOB_NOMATCH) throw InputError(text + ": no file matches the pattern");
  if (rc != 0) throw InputError(text + ": cannot expand the pattern");
  return files;
}

// Whether two files of the same size hold the same bytes.
bool same_contents(const std::filesystem::path& a, const std::filesystem::path& b) {
  std::ifstream fa(a, std::ios::binary), fb(b, std::ios::binary);
  std::vector<char> ba(1 << 16), bb(1 << 16);
  while (fa && fb) {
    fa.read(ba.data(), static_cast<std::streamsize>(ba.size()));
    fb.read(bb.data(), static_cast<std::streamsize>(bb.size()));
    if (fa.gcount() != fb.gcount() ||
        std::memcmp(ba.data(), bb.data(), static_cast<std::size_t>(fa.gcount())) != 0)
      return false;
  }
  return fa.eof() && fb.eof();
}

}  // namespace

std::vector<Shard> resolve_shards(const std::vector<std::filesystem::path>& values) {
  struct Found {
    Shard shard;
    dev_t dev = 0;
    ino_t ino = 0;
    off_t size = -1;
  };
  std::vector<Found> found;
  for (const auto& value : values)
    for (auto& path : expand(value)) {
      Found f;
      f.shard.path = path;
      if (path == "-") {
        f.shard.key = "-";
      } else {
        struct stat st {};
        if (::stat(path.c_str(), &st) != 0)
          throw InputError(path.string() + ": cannot open: " + std::strerror(errno));
        std::error_code ec;
        f.shard.key = std::filesystem::canonical(path, ec).string();
        if (ec) throw InputError(path.string() + ": cannot open: " + ec.message());
        f.dev = st.st_dev;
        f.ino = st.st_ino;
        if (S_ISREG(st.st_mode)) f.size = st.st_size;
      }
      found.push_back(std::move(f));
    }
  // Byte order of canonical paths: "-" (standard input) sorts before every absolute path.
  std::stable_sort(found.begin(), found.end(),
                   [](const Found& a, const Found& b) { return a.shard.key < b.shard.key; });
  for (std::size_t i = 1; i < found.size(); ++i) {
    const Found& a = found[i - 1];
    const Found& b = found[i];
    if (a.shard.key == b.shard.key)
      throw InputError(a.shard.path.string() == b.shard.path.string()
                           ? b.shard.path.string() + ": shard given twice"
                           : b.shard.path.string() + ": shard given twice (also as " + a.shard.path.string() +
                                 ")");
  }
  // The same file under two names (hard links), and copies: the same records twice would count
  // every sample twice without a word.
  std::map<std::pair<dev_t, ino_t>, const Found*> inodes;
  std::multimap<off_t, const Found*> sizes;
  for (const Found& f : found) {
    if (f.shard.key == "-") continue;
    if (auto [it, inserted] = inodes.try_emplace({f.dev, f.ino}, &f); !inserted)
      throw InputError(f.shard.path.string() + ": shard given twice (also as " +
                       it->second->shard.path.string() + ")");
    if (f.size <= 0) continue;
    auto [lo, hi] = sizes.equal_range(f.size);
    for (auto it = lo; it != hi; ++it)
      if (same_contents(it->second->shard.path, f.shard.path))
        throw InputError(f.shard.path.string() + ": same contents as shard " +
                         it->second->shard.path.string() + " (a copy?)");
    sizes.emplace(f.size, &f);
  }
  std::map<std::string, int> names;
  for (const Found& f : found) ++names[f.shard.path.filename().string()];
  std::vector<Shard> out;
  for (Found& f : found) {
    const std::string file_name = f.shard.path.filename().string();
    f.shard.name = names[file_name] > 1 ? f.shard.path.string() : file_name;
    out.push_back(std::move(f.shard));
  }
  return out;
}

}  // namespace paper
