// write_file_atomically: a temporary file beside the target, written, flushed to disk, then
// renamed over the target. On any failure the temporary file is removed and the target is left
// as it was. Temporaries are named ".NAME.libplot-tmp.PID.N", as render_paper's registered writes
// name theirs, so that a later run can recognise what a killed writer left behind.
#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <string>

#include "libplot/render.hpp"

namespace libplot {
namespace {

[[noreturn]] void fail(const std::filesystem::path& path, const std::string& what, int e) {
  throw OutputError("libplot: cannot write '" + path.string() + "': " + what +
                    (e ? ": " + std::string(std::strerror(e)) : std::string()));
}

// Creates a unique temporary in `dir` (the target's directory, so the rename cannot cross file
// systems). O_EXCL makes it ours alone; mode 0666 lets the umask decide, as for any new file.
int create_temporary(const std::filesystem::path& path, const std::filesystem::path& dir,
                     std::filesystem::path& tmp) {
  static std::atomic<unsigned> counter{0};
  for (int attempt = 0; attempt < 100; ++attempt) {
    std::string name(".");
    name.append(path.filename().string());
    name.append(".libplot-tmp.");
    name.append(std::to_string(::getpid()));
    name.push_back('.');
    name.append(std::to_string(counter.fetch_add(1)));
    tmp = dir / name;
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0) return fd;
    if (errno != EEXIST) fail(path, "cannot create a temporary file in '" + dir.string() + "'", errno);
  }
  fail(path, "cannot create a unique temporary file in '" + dir.string() + "'", EEXIST);
}

}  // namespace

void write_file_atomically(const std::filesystem::path& path, std::string_view bytes) {
  if (path.empty()) throw OutputError("libplot: cannot write a file with an empty path");
  if (!path.has_filename()) fail(path, "the path names a directory", 0);
  const std::filesystem::path dir =
      path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
  std::filesystem::path tmp;
  const int fd = create_temporary(path, dir, tmp);
  const auto give_up = [&](const std::string& what, int e) {
    ::unlink(tmp.c_str());
    fail(path, what, e);
  };
  for (std::size_t done = 0; done < bytes.size();) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      const int e = errno;
      ::close(fd);
      give_up("write to '" + tmp.string() + "' failed", e);
    }
    done += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0) {
    const int e = errno;
    ::close(fd);
    give_up("fsync of '" + tmp.string() + "' failed", e);
  }
  if (::close(fd) != 0) give_up("closing '" + tmp.string() + "' failed", errno);
  if (::rename(tmp.c_str(), path.c_str()) != 0) give_up("cannot rename the temporary file onto it", errno);
  // Make the rename itself durable (best effort: some file systems refuse fsync on directories).
  const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
}

}  // namespace libplot
