// write_file_atomically: a temporary file beside the target, written, flushed to disk, then
// renamed over the target. On any failure the temporary file is removed and the target is left
// as it was. Temporaries are named ".NAME.libplot-tmp.PID.N", as render_paper's registered writes
// name theirs, so that a later run can recognise what a killed writer left behind. output_target
// is the check both writers make before anything is written.
#include <fcntl.h>
#include <sys/stat.h>
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

// What a file of type `mode` is, for a message.
const char* kind_of(mode_t mode) {
  switch (mode & S_IFMT) {
    case S_IFDIR: return "a directory";
    case S_IFCHR: return "a character device";
    case S_IFBLK: return "a block device";
    case S_IFIFO: return "a FIFO";
    case S_IFSOCK: return "a socket";
    default: return "a file of unknown type";
  }
}

// Creates a unique temporary beside `target` (in its directory, so the rename cannot cross file
// systems). O_EXCL makes it ours alone; mode 0666 lets the umask decide, as for any new file.
// Messages name `path`, the path as given.
int create_temporary(const std::filesystem::path& path, const std::filesystem::path& target,
                     const std::filesystem::path& dir, std::filesystem::path& tmp) {
  static std::atomic<unsigned> counter{0};
  for (int attempt = 0; attempt < 100; ++attempt) {
    std::string name(".");
    name.append(target.filename().string());
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

std::filesystem::path output_target(const std::filesystem::path& path) {
  if (path.empty()) throw OutputError("libplot: cannot write a file with an empty path");
  if (!path.has_filename()) fail(path, "the path names a directory", 0);
  // Links are followed one at a time (at most 40, as the kernel does) so that the rename goes onto
  // the file the link names and the link stays.
  std::filesystem::path target = path;
  for (int hops = 0;; ++hops) {
    struct stat st {};
    // Missing: the write creates it; unreachable: the write's own error says why.
    if (::lstat(target.c_str(), &st) != 0 || S_ISREG(st.st_mode)) return target;
    if (!S_ISLNK(st.st_mode)) {
      if (hops == 0) fail(path, std::string("it is ") + kind_of(st.st_mode) + ", not a regular file", 0);
      fail(path,
           "it is a symbolic link to '" + target.string() + "', " + kind_of(st.st_mode) +
               ", not a regular file",
           0);
    }
    if (hops == 40) fail(path, "cannot follow its symbolic links", ELOOP);
    std::error_code ec;
    const std::filesystem::path next = std::filesystem::read_symlink(target, ec);
    if (ec) fail(path, "cannot read the symbolic link '" + target.string() + "'", ec.value());
    target = next.is_absolute() ? next : target.parent_path() / next;
  }
}

void write_file_atomically(const std::filesystem::path& path, std::string_view bytes) {
  const std::filesystem::path target = output_target(path);
  const std::filesystem::path dir =
      target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
  std::filesystem::path tmp;
  const int fd = create_temporary(path, target, dir, tmp);
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
  if (::rename(tmp.c_str(), target.c_str()) != 0) give_up("cannot rename the temporary file onto it", errno);
  // Make the rename itself durable (best effort: some file systems refuse fsync on directories).
  const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
}

}  // namespace libplot
