#include "input/bounded_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>

namespace libplot {

std::string read_bounded_file(const std::filesystem::path& file, std::size_t max_bytes,
                              const std::string& what) {
  const auto cannot = [&] {
    return InputFileError("cannot read " + what + " '" + file.string() + "': " + std::strerror(errno));
  };
  // O_NONBLOCK so that opening a FIFO without a writer returns at once; the type is checked on
  // the descriptor actually opened.
  const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) throw cannot();
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat info {};
  if (::fstat(fd, &info) != 0) throw cannot();
  if (!S_ISREG(info.st_mode)) throw InputFileError("not a regular file: " + file.string());
  const auto too_large = [&] {
    return InputFileError(file.string() + ": larger than " + std::to_string(max_bytes) + " bytes");
  };
  if (static_cast<std::uint64_t>(info.st_size) > max_bytes) throw too_large();
  std::string text;
  char block[16384];
  for (;;) {
    const ssize_t got = ::read(fd, block, sizeof block);
    if (got < 0) {
      if (errno == EINTR || errno == EAGAIN) continue;
      throw cannot();
    }
    if (got == 0) break;
    text.append(block, static_cast<std::size_t>(got));
    if (text.size() > max_bytes) throw too_large();  // the file grew while being read
  }
  return text;
}

}  // namespace libplot
