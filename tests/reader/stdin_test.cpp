// read_records("-") reads standard input: here a pipe fed by a thread, more than a pipe's
// buffer of it, zstd-compressed and plain.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdint>
#include <string>
#include <thread>
#include <vector>

#include "records/records.hpp"
#include "test_files.hpp"

namespace {

// Standard input replaced by a pipe that a thread fills with `bytes`, for one scope.
class StdinPipe {
 public:
  explicit StdinPipe(std::string bytes) : bytes_(std::move(bytes)) {
    int fds[2];
    EXPECT_EQ(::pipe(fds), 0);
    saved_ = ::dup(STDIN_FILENO);
    ::dup2(fds[0], STDIN_FILENO);
    ::close(fds[0]);
    writer_ = std::thread([this, w = fds[1]] {
      std::size_t done = 0;
      while (done < bytes_.size()) {
        const ssize_t n = ::write(w, bytes_.data() + done, bytes_.size() - done);
        if (n <= 0) break;
        done += static_cast<std::size_t>(n);
      }
      ::close(w);
    });
  }
  ~StdinPipe() {
    writer_.join();
    ::dup2(saved_, STDIN_FILENO);
    ::close(saved_);
  }

 private:
  std::string bytes_;
  int saved_ = -1;
  std::thread writer_;
};

std::vector<std::int64_t> read_ids(const records::ReadOptions& options = {}) {
  std::vector<std::int64_t> ids;
  records::read_records(
      "-", [&](records::Record& r) { ids.push_back(r.integer("i").value_or(-1)); }, options);
  return ids;
}

std::vector<std::int64_t> one_to(std::int64_t n) {
  std::vector<std::int64_t> v;
  for (std::int64_t i = 1; i <= n; ++i) v.push_back(i);
  return v;
}

TEST(ReadStdin, ZstdFromAPipe) {
  const std::string text = records_test::numbered_lines(1, 20000);  // ~200 KB: several pipe fills
  StdinPipe in(records_test::zstd_frame(text));
  EXPECT_EQ(read_ids(), one_to(20000));
}

TEST(ReadStdin, PlainFromAPipeWithoutBackgroundThread) {
  StdinPipe in(records_test::numbered_lines(1, 20000));
  records::ReadOptions o;
  o.background_decompression = false;
  EXPECT_EQ(read_ids(o), one_to(20000));
}

TEST(ReadStdin, EmptyInputHasNoRecords) {
  StdinPipe in("");
  EXPECT_EQ(read_ids(), std::vector<std::int64_t>{});
}

TEST(ReadStdin, ErrorsNameStandardInputAsDash) {
  StdinPipe in("{\"i\": 1}\n{\"i\": \n");
  try {
    read_ids();
    ADD_FAILURE() << "expected a ReadError";
  } catch (const records::ReadError& e) {
    EXPECT_EQ(std::string(e.what()).substr(0, 5), "-:2: ");
  }
}

}  // namespace
