// write_file_atomically: complete files or nothing, the old file kept on failure.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "error_message.hpp"
#include "file_io.hpp"
#include "libplot/figure.hpp"
#include "libplot/render.hpp"
#include "temp_dir.hpp"

namespace libplot {
namespace {

namespace fs = std::filesystem;

using testing_support::read_file;

class AtomicWrite : public ::testing::Test {
 protected:
  std::size_t entries() const {
    return static_cast<std::size_t>(std::distance(fs::directory_iterator(dir_), {}));
  }
  const testing_support::TempDir scratch_{"libplot-atomic"};
  const fs::path dir_ = scratch_.path();
};

TEST_F(AtomicWrite, WritesAndReplaces) {
  const fs::path p = dir_ / "fig.png";
  write_file_atomically(p, std::string("first\0bytes", 11));
  EXPECT_EQ(read_file(p), std::string("first\0bytes", 11));
  write_file_atomically(p, "second");
  EXPECT_EQ(read_file(p), "second");
  write_file_atomically(p, "");
  EXPECT_EQ(fs::file_size(p), 0u);
  EXPECT_EQ(entries(), 1u);  // no temporary file left behind
}

TEST_F(AtomicWrite, RenameOntoADirectoryFailsAndLeavesNothing) {
  const fs::path target = dir_ / "out.svg";
  fs::create_directories(target / "inner");
  const std::string what = error_message<OutputError>([&] { write_file_atomically(target, "data"); });
  EXPECT_NE(what.find(target.string()), std::string::npos) << what;
  EXPECT_TRUE(fs::is_directory(target / "inner"));
  EXPECT_EQ(entries(), 1u);  // the directory only: the temporary file is gone
}

TEST_F(AtomicWrite, MissingDirectoryNamesThePath) {
  const fs::path target = dir_ / "no" / "such" / "dir" / "fig.pdf";
  const std::string what = error_message<OutputError>([&] { write_file_atomically(target, "data"); });
  EXPECT_NE(what.find(target.string()), std::string::npos) << what;
  EXPECT_FALSE(fs::exists(target));
}

TEST_F(AtomicWrite, UnwritableDirectoryKeepsTheOldFile) {
  if (::geteuid() == 0) GTEST_SKIP() << "root writes into read-only directories";
  const fs::path p = dir_ / "fig.png";
  write_file_atomically(p, "good old figure");
  fs::permissions(dir_, fs::perms::owner_read | fs::perms::owner_exec);
  EXPECT_THROW(write_file_atomically(p, "new"), OutputError);
  fs::permissions(dir_, fs::perms::owner_all, fs::perm_options::add);
  EXPECT_EQ(read_file(p), "good old figure");
  EXPECT_EQ(entries(), 1u);
}

TEST_F(AtomicWrite, OldFileIntactWhenTheTargetCannotBeReplaced) {
  // The target is a non-empty directory holding the previous figure: the rename fails, nothing
  // inside changes.
  const fs::path target = dir_ / "fig.png";
  fs::create_directories(target);
  std::ofstream(target / "previous.png") << "previous";
  EXPECT_THROW(write_file_atomically(target, "new bytes"), OutputError);
  EXPECT_EQ(read_file(target / "previous.png"), "previous");
  EXPECT_EQ(entries(), 1u);
}

// Figure::save goes through the same check as every write (tests/process/output_target_test.cpp
// has the cases): a FIFO where the figure is to go is refused and stays a FIFO.
TEST_F(AtomicWrite, FigureSaveOntoAFifoIsRefused) {
  const fs::path fifo = dir_ / "fig.png";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  Figure fig(Theme{}, {.width = 2, .height = 2, .dpi = 50});
  fig.axes().plot(std::vector<double>{1, 2}, std::vector<double>{3, 4});
  const std::string what = error_message<OutputError>([&] { fig.save(fifo); });
  EXPECT_EQ(what, "libplot: cannot write '" + fifo.string() + "': it is a FIFO, not a regular file");
  struct stat st {};
  ASSERT_EQ(::lstat(fifo.c_str(), &st), 0);
  EXPECT_TRUE(S_ISFIFO(st.st_mode));
  EXPECT_EQ(entries(), 1u);
}

}  // namespace
}  // namespace libplot
