// Registered atomic writes: a temporary file beside the target, written, flushed to disk, then
// renamed over the target; on any failure the temporary is removed and the target left as it was.
// Every write in progress is registered, so abandon_writes_in_progress() can remove them all (a
// signal handler's last act), and remove_stale_temporaries() removes those whose writing process
// is gone (a kill -9, a power cut).
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <mutex>
#include <set>
#include <string>

#include "libplot/error.hpp"
#include "libplot/render.hpp"
#include "process/atomic_writes.hpp"

namespace process {
using libplot::OutputError;
namespace {

constexpr std::string_view kTempMarker = ".libplot-tmp.";

std::string errno_text(int e) { return std::strerror(e); }

[[noreturn]] void fail(const std::filesystem::path& path, const std::string& what, int e) {
  throw OutputError("libplot: cannot write '" + path.string() + "': " + what +
                    (e ? ": " + errno_text(e) : std::string()));
}

// The temporaries of this process's writes in progress. Creating, renaming and abandoning happen
// under the lock, so after abandon_writes_in_progress() no temporary of ours exists or appears.
struct InProgress {
  std::mutex mutex;
  std::set<std::string> files;
  bool abandoned = false;
};

InProgress& in_progress() {
  static InProgress* registry = new InProgress;  // never destroyed: used until _exit
  return *registry;
}

// The PID in "PID.N..." when `rest` is `fields` dot-separated runs of digits; 0 otherwise. The
// last field, when `last_below` is set, must be below it.
pid_t pid_of_fields(std::string_view rest, int fields, long last_below = 0) {
  long values[3] = {0, 0, 0};
  for (int i = 0; i < fields; ++i) {
    const std::size_t dot = i + 1 < fields ? rest.find('.') : rest.size();
    if (dot == std::string_view::npos || dot == 0 || dot > 18) return 0;
    const auto [end, ec] = std::from_chars(rest.data(), rest.data() + dot, values[i]);
    if (ec != std::errc() || end != rest.data() + dot || values[i] < 0) return 0;
    rest.remove_prefix(std::min(dot + 1, rest.size()));
    if (i + 1 < fields && rest.empty()) return 0;
  }
  if (values[0] <= 0 || (last_below > 0 && values[fields - 1] >= last_below)) return 0;
  return static_cast<pid_t>(values[0]);
}

// PID of a temporary's writer from its name ".NAME.libplot-tmp.PID.N", or from the name earlier
// versions gave: ".NAME.tmp.PID.N.T" (T a clock tick modulo 1000003); 0 if it is neither.
pid_t writer_of(std::string_view name) {
  if (name.empty() || name.front() != '.') return 0;
  const std::size_t marker = name.rfind(kTempMarker);
  if (marker != std::string_view::npos && marker != 0)
    return pid_of_fields(name.substr(marker + kTempMarker.size()), 2);
  constexpr std::string_view kOldMarker = ".tmp.";
  const std::size_t old = name.rfind(kOldMarker);
  if (old == std::string_view::npos || old == 0) return 0;
  return pid_of_fields(name.substr(old + kOldMarker.size()), 3, 1000003);
}

}  // namespace

void write_file_atomically(const std::filesystem::path& path, std::string_view bytes) {
  // The library's check, so that every file written refuses the same targets (<libplot/render.hpp>);
  // messages name the path as given, the bytes go to the file it names.
  const std::filesystem::path target = libplot::output_target(path);
  const std::filesystem::path dir =
      target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");

  // A unique name in the same directory (so the rename cannot cross file systems). O_EXCL makes
  // it ours alone; mode 0666 lets the umask decide the permissions, as for any new file.
  static std::atomic<unsigned> counter{0};
  InProgress& registry = in_progress();
  std::filesystem::path tmp;
  int fd = -1;
  {
    std::lock_guard lock(registry.mutex);
    if (registry.abandoned) fail(path, "the program is being interrupted", 0);
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
      // Built with append (GCC 12 warns falsely, -Wrestrict, on chains of operator+ here).
      std::string name(".");
      name.append(target.filename().string());
      name.append(kTempMarker);
      name.append(std::to_string(::getpid()));
      name.push_back('.');
      name.append(std::to_string(counter.fetch_add(1)));
      tmp = dir / name;
      fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
      if (fd < 0 && errno != EEXIST)
        fail(path, "cannot create a temporary file in '" + dir.string() + "'", errno);
    }
    if (fd < 0) fail(path, "cannot create a unique temporary file in '" + dir.string() + "'", EEXIST);
    registry.files.insert(tmp.string());
  }
  const auto forget = [&] {
    std::lock_guard lock(registry.mutex);
    registry.files.erase(tmp.string());
  };

  auto abandon = [&](const std::string& what, int e) {
    ::close(fd);
    ::unlink(tmp.c_str());
    forget();
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
    forget();
    fail(path, "closing '" + tmp.string() + "' failed", e);
  }
  {
    std::lock_guard lock(registry.mutex);
    registry.files.erase(tmp.string());
    if (registry.abandoned) {
      ::unlink(tmp.c_str());  // already removed by abandon_writes_in_progress(); harmless
      fail(path, "the program is being interrupted", 0);
    }
    if (::rename(tmp.c_str(), target.c_str()) != 0) {
      const int e = errno;
      ::unlink(tmp.c_str());
      fail(path, "cannot rename the temporary file onto it", e);
    }
  }
  // Make the rename itself durable (best effort: some file systems refuse fsync on directories).
  const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
}

std::size_t abandon_writes_in_progress() noexcept {
  InProgress& registry = in_progress();
  std::lock_guard lock(registry.mutex);
  registry.abandoned = true;
  std::size_t removed = 0;
  for (const std::string& file : registry.files)
    if (::unlink(file.c_str()) == 0) ++removed;
  registry.files.clear();
  return removed;
}

std::size_t remove_stale_temporaries(const std::filesystem::path& dir) {
  std::size_t removed = 0;
  std::error_code ec;
  for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    const pid_t pid = writer_of(name);
    if (pid == 0 || pid == ::getpid()) continue;
    // Abandoned only when no process has that PID (ESRCH); a live one, even if the PID was
    // reused by another program, keeps its file: we cannot prove it stale.
    if (::kill(pid, 0) == 0 || errno != ESRCH) continue;
    std::error_code type_ec;
    if (!it->is_regular_file(type_ec)) continue;
    if (::unlink(it->path().c_str()) == 0) ++removed;
  }
  return removed;
}

}  // namespace process
