// write_file_atomically: a temporary file beside the target, written, flushed to disk, then
// renamed over the target. On any failure the temporary file is removed and the target is left
// as it was.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <string>

#include "libplot/render.hpp"

namespace libplot {
namespace {

std::string errno_text(int e) { return std::strerror(e); }

[[noreturn]] void fail(const std::filesystem::path& path, const std::string& what, int e) {
  throw OutputError("libplot: cannot write '" + path.string() + "': " + what +
                    (e ? ": " + errno_text(e) : std::string()));
}

}  // namespace

void write_file_atomically(const std::filesystem::path& path, std::string_view bytes) {
  if (path.empty()) throw OutputError("libplot: cannot write a file with an empty path");
  if (!path.has_filename()) fail(path, "the path names a directory", 0);
  const std::filesystem::path dir =
      path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");

  // A unique name in the same directory (so the rename cannot cross file systems). O_EXCL makes
  // it ours alone; mode 0666 lets the umask decide the permissions, as for any new file.
  static std::atomic<unsigned> counter{0};
  std::filesystem::path tmp;
  int fd = -1;
  for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
    const auto tick = static_cast<unsigned long long>(
        std::chrono::steady_clock::now().time_since_epoch().count());
    // Built with append (GCC 12 warns falsely, -Wrestrict, on chains of operator+ here).
    std::string name(".");
    name.append(path.filename().string());
    name.append(".tmp.");
    name.append(std::to_string(::getpid()));
    name.push_back('.');
    name.append(std::to_string(counter.fetch_add(1)));
    name.push_back('.');
    name.append(std::to_string(tick % 1000003));
    tmp = dir / name;
    fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0 && errno != EEXIST) fail(path, "cannot create a temporary file in '" + dir.string() + "'", errno);
  }
  if (fd < 0) fail(path, "cannot create a unique temporary file in '" + dir.string() + "'", EEXIST);

  auto abandon = [&](const std::string& what, int e) {
    ::close(fd);
    ::unlink(tmp.c_str());
    fail(path, what, e);
  };
  const char* p = bytes.data();
  std::size_t left = bytes.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      abandon("write to '" + tmp.string() + "' failed", errno);
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0) abandon("fsync of '" + tmp.string() + "' failed", errno);
  if (::close(fd) != 0) {
    const int e = errno;
    ::unlink(tmp.c_str());
    fail(path, "closing '" + tmp.string() + "' failed", e);
  }
  if (::rename(tmp.c_str(), path.c_str()) != 0) {
    const int e = errno;
    ::unlink(tmp.c_str());
    fail(path, "cannot rename the temporary file onto it", e);
  }
  // Make the rename itself durable (best effort: some file systems refuse fsync on directories).
  const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
}

}  // namespace libplot
