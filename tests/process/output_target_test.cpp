// Both atomic writers (libplot::write_file_atomically, used by Figure::save, and render_paper's
// registered process::write_file_atomically) refuse a target that exists and is not a regular
// file, before anything is written, and write through a symbolic link to the file it names.
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include "error_message.hpp"
#include "file_io.hpp"
#include "libplot/render.hpp"
#include "process/atomic_writes.hpp"
#include "temp_dir.hpp"

namespace {

namespace fs = std::filesystem;
using testing_support::read_file;
using testing_support::write_file;
using Writer = void (*)(const fs::path&, std::string_view);

struct Named {
  const char* name;
  Writer write;
};
void PrintTo(const Named& n, std::ostream* os) { *os << n.name; }

class OutputTarget : public ::testing::TestWithParam<Named> {
 protected:
  void write(const fs::path& p, std::string_view bytes) const { GetParam().write(p, bytes); }
  std::string refusal(const fs::path& p) const {
    return error_message<libplot::OutputError>([&] { write(p, "bytes"); });
  }
  // Every entry of the scratch directory, recursively: no temporary may be left.
  std::vector<std::string> entries() const {
    std::vector<std::string> found;
    std::error_code ec;  // links are listed, not followed (a loop among them is no error here)
    for (fs::recursive_directory_iterator it(dir_, ec), end; !ec && it != end; it.increment(ec))
      found.push_back(it->path().lexically_relative(dir_).string());
    std::sort(found.begin(), found.end());
    return found;
  }
  const testing_support::TempDir scratch_{"libplot-output-target"};
  const fs::path dir_ = scratch_.path();
};

mode_t type_of(const fs::path& p) {
  struct stat st {};
  return ::lstat(p.c_str(), &st) == 0 ? st.st_mode & S_IFMT : 0;
}

TEST_P(OutputTarget, FifoIsRefusedAndKept) {
  const fs::path fifo = dir_ / "fig.png";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(refusal(fifo), "libplot: cannot write '" + fifo.string() + "': it is a FIFO, not a regular file");
  EXPECT_EQ(type_of(fifo), S_IFIFO);
  EXPECT_EQ(entries(), std::vector<std::string>{"fig.png"});
}

// /dev/null only through a link in the scratch directory: a writer without the check replaces the
// link, never the device.
TEST_P(OutputTarget, DeviceThroughALinkIsRefusedBeforeAnythingIsWritten) {
  const fs::path link = dir_ / "null.png";
  fs::create_symlink("/dev/null", link);
  EXPECT_EQ(refusal(link),
            "libplot: cannot write '" + link.string() +
                "': it is a symbolic link to '/dev/null', a character device, not a regular file");
  EXPECT_EQ(type_of(link), S_IFLNK);
  EXPECT_EQ(type_of("/dev/null"), S_IFCHR);
  EXPECT_EQ(entries(), std::vector<std::string>{"null.png"});
}

TEST_P(OutputTarget, DirectoryAndSocketAreRefused) {
  fs::create_directories(dir_ / "fig.svg/inner");
  EXPECT_EQ(refusal(dir_ / "fig.svg"), "libplot: cannot write '" + (dir_ / "fig.svg").string() +
                                           "': it is a directory, not a regular file");
  const fs::path sock = dir_ / "fig.pdf";
  const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
  ASSERT_GE(fd, 0);
  sockaddr_un addr{};
  addr.sun_family = AF_UNIX;
  ASSERT_LT(sock.string().size(), sizeof addr.sun_path);
  std::strcpy(addr.sun_path, sock.c_str());
  ASSERT_EQ(::bind(fd, reinterpret_cast<const sockaddr*>(&addr), sizeof addr), 0);
  EXPECT_EQ(refusal(sock),
            "libplot: cannot write '" + sock.string() + "': it is a socket, not a regular file");
  ::close(fd);
  EXPECT_EQ(type_of(sock), S_IFSOCK);
  EXPECT_EQ(entries(), (std::vector<std::string>{"fig.pdf", "fig.svg", "fig.svg/inner"}));
}

// A link (relative, or a chain of two) is written through: the file it names gets the bytes, the
// link stays, the temporary was made beside the target (the rename cannot cross file systems).
TEST_P(OutputTarget, SymlinkIsWrittenThroughToItsTarget) {
  fs::create_directories(dir_ / "real");
  write_file(dir_ / "real/fig.png", "old");
  fs::create_symlink("real/fig.png", dir_ / "link.png");
  fs::create_symlink(dir_ / "link.png", dir_ / "chain.png");
  write(dir_ / "link.png", "new");
  EXPECT_EQ(read_file(dir_ / "real/fig.png"), "new");
  write(dir_ / "chain.png", "newer");
  EXPECT_EQ(read_file(dir_ / "real/fig.png"), "newer");
  EXPECT_EQ(type_of(dir_ / "link.png"), S_IFLNK);
  EXPECT_EQ(type_of(dir_ / "chain.png"), S_IFLNK);
  // A dangling link: its target is created, as a shell's redirection does.
  fs::create_symlink("real/new.png", dir_ / "dangling.png");
  write(dir_ / "dangling.png", "first");
  EXPECT_EQ(read_file(dir_ / "real/new.png"), "first");
  EXPECT_EQ(entries(), (std::vector<std::string>{"chain.png", "dangling.png", "link.png", "real",
                                                 "real/fig.png", "real/new.png"}));
}

TEST_P(OutputTarget, LinkLoopIsRefused) {
  fs::create_symlink("b.png", dir_ / "a.png");
  fs::create_symlink("a.png", dir_ / "b.png");
  EXPECT_EQ(refusal(dir_ / "a.png"),
            "libplot: cannot write '" + (dir_ / "a.png").string() +
                "': cannot follow its symbolic links: Too many levels of symbolic links");
  EXPECT_EQ(entries(), (std::vector<std::string>{"a.png", "b.png"}));
}

INSTANTIATE_TEST_SUITE_P(Writers, OutputTarget,
                         ::testing::Values(Named{"libplot", &libplot::write_file_atomically},
                                           Named{"process", &process::write_file_atomically}),
                         [](const ::testing::TestParamInfo<Named>& i) { return std::string(i.param.name); });

}  // namespace
