#include "byte_source.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zstd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>

namespace records::detail {
namespace {

// An open file descriptor with a read-ahead buffer, so the first bytes can be inspected.
class FileInput {
 public:
  // The read-ahead buffer holds buffer_bytes, or a regular file's size plus one byte when that is
  // less (a small file is not given 128 KiB to fault in).
  FileInput(const std::filesystem::path& path, std::size_t buffer_bytes) {
    if (path == "-") {
      // Standard input: a pipe or a file, read once from where it stands; a copy of the
      // descriptor, so closing it leaves the process's standard input alone.
      fd_ = ::fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 0);
      if (fd_ < 0) throw ReadError(path.string(), 0, Reason::cannot_open, std::strerror(errno));
      allocate(buffer_bytes);
      return;
    }
    // O_NONBLOCK: opening a FIFO with no writer must not block; the type check on the opened
    // descriptor (not on the name, which could change in between) then refuses it.
    fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd_ < 0) throw ReadError(path.string(), 0, Reason::cannot_open, std::strerror(errno));
    struct stat info {};
    if (::fstat(fd_, &info) != 0) {
      const int e = errno;
      ::close(fd_);
      throw ReadError(path.string(), 0, Reason::read_error, std::strerror(e));
    }
    if (!S_ISREG(info.st_mode)) {
      ::close(fd_);
      throw ReadError(path.string(), 0, Reason::not_regular_file, "");
    }
    size_ = static_cast<std::uint64_t>(info.st_size);
    sized_ = true;
    allocate(static_cast<std::size_t>(std::min<std::uint64_t>(buffer_bytes, size_ + 1)));
    // Back to blocking reads (a regular file never blocks, but keep the usual semantics).
    if (const int flags = ::fcntl(fd_, F_GETFL); flags >= 0) ::fcntl(fd_, F_SETFL, flags & ~O_NONBLOCK);
  }
  FileInput(const FileInput&) = delete;
  FileInput& operator=(const FileInput&) = delete;
  ~FileInput() { ::close(fd_); }

  // Reads up to n bytes straight from the file; 0 at its end.
  std::size_t read_raw(char* dst, std::size_t n) {
    for (;;) {
      ssize_t got = ::read(fd_, dst, n);
      if (got >= 0) return static_cast<std::size_t>(got);
      if (errno != EINTR) throw StreamFailure{Reason::read_error, std::strerror(errno)};
    }
  }

  // Refills the read-ahead buffer; false at the end of the file.
  bool refill() {
    begin_ = 0;
    end_ = read_raw(buffer_.get(), capacity_);
    return end_ != 0;
  }

  // Keeps reading until the buffer holds `n` bytes or the file ends (short reads are legal).
  void fill_at_least(std::size_t n) {
    while (end_ < n && end_ < capacity_) {
      std::size_t got = read_raw(buffer_.get() + end_, capacity_ - end_);
      if (got == 0) break;
      end_ += got;
    }
  }

  // The file's size when it was opened; nullopt for standard input.
  std::optional<std::uint64_t> size() const noexcept {
    return sized_ ? std::optional<std::uint64_t>(size_) : std::nullopt;
  }
  const char* buffered() const noexcept { return buffer_.get() + begin_; }
  std::size_t buffered_size() const noexcept { return end_ - begin_; }
  void consume(std::size_t n) noexcept { begin_ += n; }

 private:
  void allocate(std::size_t bytes) {
    capacity_ = std::max<std::size_t>(bytes, 1);
    buffer_ = std::make_unique_for_overwrite<char[]>(capacity_);  // a read writes before any read
  }

  int fd_ = -1;
  std::uint64_t size_ = 0;
  bool sized_ = false;
  std::unique_ptr<char[]> buffer_;
  std::size_t capacity_ = 0;
  std::size_t begin_ = 0;
  std::size_t end_ = 0;
};

class PlainSource final : public ByteSource {
 public:
  explicit PlainSource(std::unique_ptr<FileInput> input) : input_(std::move(input)) {}

  bool compressed() const noexcept override { return false; }
  std::optional<std::uint64_t> known_size() const noexcept override { return input_->size(); }

 protected:
  void fill(char* dst, std::size_t n, std::size_t& done) override {
    // What was read ahead while sniffing the format goes first.
    std::size_t from_buffer = std::min(n, input_->buffered_size());
    std::memcpy(dst, input_->buffered(), from_buffer);
    input_->consume(from_buffer);
    done += from_buffer;
    while (done < n) {
      std::size_t got = input_->read_raw(dst + done, n - done);
      if (got == 0) break;
      done += got;
    }
  }

 private:
  std::unique_ptr<FileInput> input_;
};

class ZstdSource final : public ByteSource {
 public:
  explicit ZstdSource(std::unique_ptr<FileInput> input)
      : input_(std::move(input)), context_(ZSTD_createDCtx()), known_size_(declared_size(*input_)) {
    if (context_ == nullptr) throw StreamFailure{Reason::read_error, "out of memory"};
  }
  ZstdSource(const ZstdSource&) = delete;
  ZstdSource& operator=(const ZstdSource&) = delete;
  ~ZstdSource() override { ZSTD_freeDCtx(context_); }

  bool compressed() const noexcept override { return true; }
  std::optional<std::uint64_t> known_size() const noexcept override { return known_size_; }

 protected:
  void fill(char* dst, std::size_t n, std::size_t& done) override {
    ZSTD_outBuffer out{dst, n, 0};
    while (out.pos < n) {
      if (input_->buffered_size() == 0 && !input_ended_) input_ended_ = !input_->refill();
      ZSTD_inBuffer in{input_->buffered(), input_->buffered_size(), 0};
      const std::size_t produced_before = out.pos;
      const std::size_t hint = ZSTD_decompressStream(context_, &out, &in);
      input_->consume(in.pos);
      done = out.pos;
      if (ZSTD_isError(hint)) throw StreamFailure{Reason::corrupt_zstd, ZSTD_getErrorName(hint)};
      const bool progressed = in.pos != 0 || out.pos != produced_before;
      // A call that did nothing says nothing about the frame: after a complete frame, zstd
      // asks for the next frame's header.
      if (progressed) frame_complete_ = (hint == 0);
      if (!progressed && input_ended_) {
        // Nothing more will come: the last frame must have been complete.
        if (!frame_complete_) throw StreamFailure{Reason::truncated_zstd, "the data ends inside a frame"};
        break;
      }
    }
  }

 private:
  std::unique_ptr<FileInput> input_;
  ZSTD_DCtx* context_;
  bool input_ended_ = false;
  bool frame_complete_ = true;
  std::optional<std::uint64_t> known_size_;

  // What the frame declares, when the file is one frame that the first read took whole.
  static std::optional<std::uint64_t> declared_size(const FileInput& input) {
    const std::size_t n = input.buffered_size();
    if (input.size() != n || ZSTD_findFrameCompressedSize(input.buffered(), n) != n) return std::nullopt;
    const unsigned long long size = ZSTD_getFrameContentSize(input.buffered(), n);
    if (size == ZSTD_CONTENTSIZE_UNKNOWN || size == ZSTD_CONTENTSIZE_ERROR) return std::nullopt;
    return size;
  }
};

bool starts_with_zstd_frame(const char* bytes, std::size_t size) {
  if (size < 4) return false;
  const auto byte = [bytes](int i) { return static_cast<unsigned char>(bytes[i]); };
  const bool zstd_frame = byte(0) == 0x28 && byte(1) == 0xB5 && byte(2) == 0x2F && byte(3) == 0xFD;
  // Skippable frames: magic 0x184D2A50..5F, little-endian.
  const bool skippable =
      (byte(0) & 0xF0) == 0x50 && byte(1) == 0x2A && byte(2) == 0x4D && byte(3) == 0x18;
  return zstd_frame || skippable;
}

}  // namespace

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

std::unique_ptr<ByteSource> open_byte_source(const std::filesystem::path& path) {
  auto input = std::make_unique<FileInput>(path, ZSTD_DStreamInSize());
  try {
    input->fill_at_least(4);
  } catch (const StreamFailure& failure) {
    throw ReadError(path.string(), 0, failure.reason, failure.detail);
  }
  if (starts_with_zstd_frame(input->buffered(), input->buffered_size())) {
    return std::make_unique<ZstdSource>(std::move(input));
  }
  // A file named .zst that holds no zstd frame is broken, not text that happens to be named so.
  if (path.extension() == ".zst") {
    throw ReadError(path.string(), 0, Reason::corrupt_zstd,
                    input->buffered_size() == 0 ? "empty file, expected a zstd frame"
                                                : "no zstd frame at the start of the file");
  }
  return std::make_unique<PlainSource>(std::move(input));
}

}  // namespace records::detail
