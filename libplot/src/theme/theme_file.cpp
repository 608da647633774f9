#include "theme/theme_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace libplot {

std::string read_theme_file(const std::filesystem::path& file) {
  // O_NONBLOCK so that opening a FIFO without a writer returns at once; the type is checked on
  // the descriptor actually opened.
  const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0)
    throw ThemeFileError("cannot read theme '" + file.string() + "': " + std::strerror(errno));
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat info {};
  if (::fstat(fd, &info) != 0)
    throw ThemeFileError("cannot read theme '" + file.string() + "': " + std::strerror(errno));
  if (!S_ISREG(info.st_mode)) throw ThemeFileError("not a regular file: " + file.string());
  const auto too_large = [&] {
    return ThemeFileError(file.string() + ": larger than " + std::to_string(kMaxThemeBytes) +
                          " bytes");
  };
  if (static_cast<std::uint64_t>(info.st_size) > kMaxThemeBytes) throw too_large();
  std::string text;
  char block[16384];
  for (;;) {
    const ssize_t got = ::read(fd, block, sizeof block);
    if (got < 0) {
      if (errno == EINTR || errno == EAGAIN) continue;
      throw ThemeFileError("cannot read theme '" + file.string() + "': " + std::strerror(errno));
    }
    if (got == 0) break;
    text.append(block, static_cast<std::size_t>(got));
    if (text.size() > kMaxThemeBytes) throw too_large();  // the file grew while being read
  }
  return text;
}

}  // namespace libplot
