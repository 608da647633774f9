#include "byte_source.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace records::detail {
namespace {

// A zstd frame (magic 28 B5 2F FD) or a skippable one (50..5F 2A 4D 18).
bool starts_with_zstd_frame(const char* bytes, std::size_t size) {
  if (size < 4) return false;
  const auto byte = [bytes](int i) { return static_cast<unsigned char>(bytes[i]); };
  const bool skippable = (byte(0) & 0xF0) == 0x50 && byte(1) == 0x2A && byte(2) == 0x4D && byte(3) == 0x18;
  return (byte(0) == 0x28 && byte(1) == 0xB5 && byte(2) == 0x2F && byte(3) == 0xFD) || skippable;
}

}  // namespace

ByteSource::ByteSource(const std::filesystem::path& path) {
  const auto fail = [&](Reason reason, const char* detail) {
    if (fd_ >= 0) ::close(fd_);
    throw ReadError(path.string(), 0, reason, detail);
  };
  std::optional<std::uint64_t> size;
  if (path == "-") {
    // A copy of the descriptor, so closing it leaves the process's standard input alone.
    fd_ = ::fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 0);
    if (fd_ < 0) fail(Reason::cannot_open, std::strerror(errno));
  } else {
    // O_NONBLOCK: opening a FIFO with no writer must not block; the type check on the opened
    // descriptor (not on the name, which could change in between) then refuses it.
    fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd_ < 0) fail(Reason::cannot_open, std::strerror(errno));
    struct stat info {};
    if (::fstat(fd_, &info) != 0) fail(Reason::read_error, std::strerror(errno));
    if (!S_ISREG(info.st_mode)) fail(Reason::not_regular_file, "");
    size = static_cast<std::uint64_t>(info.st_size);
    if (const int flags = ::fcntl(fd_, F_GETFL); flags >= 0) ::fcntl(fd_, F_SETFL, flags & ~O_NONBLOCK);
  }
  // zstd's input size, or a small file's size plus one byte (not 128 KiB to fault in).
  capacity_ = std::max<std::size_t>(
      std::min<std::uint64_t>(ZSTD_DStreamInSize(), size.value_or(SIZE_MAX - 1) + 1), 1);
  buffer_ = std::make_unique_for_overwrite<char[]>(capacity_);  // a read writes before any read
  try {
    while (end_ < 4 && end_ < capacity_) {
      const std::size_t got = read_raw(buffer_.get() + end_, capacity_ - end_);
      if (got == 0) break;
      end_ += got;
    }
  } catch (const StreamFailure& failure) {
    fail(failure.reason, failure.detail.c_str());
  }
  if (!starts_with_zstd_frame(buffer_.get(), end_)) {
    // A file named .zst that holds no zstd frame is broken, not text that happens to be named so.
    if (path.extension() == ".zst") {
      fail(Reason::corrupt_zstd,
           end_ == 0 ? "empty file, expected a zstd frame" : "no zstd frame at the start of the file");
    }
    known_size_ = size;
    return;
  }
  zstd_ = ZSTD_createDCtx();
  if (zstd_ == nullptr) fail(Reason::read_error, "out of memory");
  // A small file of one frame, all read already: the frame's declared content size.
  if (size == end_ && ZSTD_findFrameCompressedSize(buffer_.get(), end_) == end_) {
    const unsigned long long declared = ZSTD_getFrameContentSize(buffer_.get(), end_);
    if (declared != ZSTD_CONTENTSIZE_UNKNOWN && declared != ZSTD_CONTENTSIZE_ERROR) known_size_ = declared;
  }
}

ByteSource::~ByteSource() {
  ZSTD_freeDCtx(zstd_);
  ::close(fd_);
}

std::size_t ByteSource::read_raw(char* dst, std::size_t n) {
  for (;;) {
    const ssize_t got = ::read(fd_, dst, n);
    if (got >= 0) return static_cast<std::size_t>(got);
    if (errno != EINTR) throw StreamFailure{Reason::read_error, std::strerror(errno)};
  }
}

std::size_t ByteSource::read(char* dst, std::size_t n) {
  if (pending_failure_) {
    StreamFailure failure = std::move(*pending_failure_);
    pending_failure_.reset();
    throw failure;
  }
  std::size_t done = 0;
  try {
    fill(dst, n, done);
  } catch (StreamFailure& failure) {
    if (done == 0) throw;
    pending_failure_ = std::move(failure);
  }
  return done;
}

void ByteSource::fill(char* dst, std::size_t n, std::size_t& done) {
  if (zstd_ != nullptr) return decompress(dst, n, done);
  // What was read ahead while telling the format goes first.
  const std::size_t from_buffer = std::min(n, end_ - begin_);
  std::memcpy(dst, buffer_.get() + begin_, from_buffer);
  begin_ += from_buffer;
  done += from_buffer;
  while (done < n) {
    const std::size_t got = read_raw(dst + done, n - done);
    if (got == 0) break;
    done += got;
  }
}

void ByteSource::decompress(char* dst, std::size_t n, std::size_t& done) {
  ZSTD_outBuffer out{dst, n, 0};
  while (out.pos < n) {
    if (begin_ == end_ && !input_ended_) {
      begin_ = 0;
      end_ = read_raw(buffer_.get(), capacity_);
      input_ended_ = end_ == 0;
    }
    ZSTD_inBuffer in{buffer_.get() + begin_, end_ - begin_, 0};
    const std::size_t produced_before = out.pos;
    const std::size_t hint = ZSTD_decompressStream(zstd_, &out, &in);
    begin_ += in.pos;
    done = out.pos;
    if (ZSTD_isError(hint)) throw StreamFailure{Reason::corrupt_zstd, ZSTD_getErrorName(hint)};
    const bool progressed = in.pos != 0 || out.pos != produced_before;
    // A call that did nothing says nothing about the frame: after a complete frame, zstd asks for
    // the next frame's header.
    if (progressed) frame_complete_ = (hint == 0);
    if (!progressed && input_ended_) {
      // Nothing more will come: the last frame must have been complete.
      if (!frame_complete_) throw StreamFailure{Reason::truncated_zstd, "the data ends inside a frame"};
      break;
    }
  }
}

}  // namespace records::detail
