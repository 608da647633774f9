#include "byte_source.hpp"

#include "decoder_memory.hpp"
#include "huge_pages.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zstd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <vector>

namespace records::detail {
namespace {

// A zstd file that is one frame declaring at most this much content is read whole and decoded in
// one call into the caller's buffer (whole_in_one_read). Larger ones stream through zstd's window.
constexpr std::size_t kWholeFrameBytes = std::size_t{4} << 20;
// A whole file's bytes go into huge pages from this size on: one cleared 2 MiB page costs about
// what 50 page faults on 4 KiB pages cost.
constexpr std::size_t kWholeInHugePages = std::size_t{256} << 10;

// An open file descriptor with a read-ahead buffer, so the first bytes can be inspected.
class FileInput {
 public:
  // The read-ahead buffer holds buffer_bytes, or a regular file's size plus one byte when that is
  // less (a small file is not given 128 KiB to fault in); its bytes are never read before a read
  // wrote them, so they start uninitialised.
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

  // Holds the whole of a regular file of at most `most` bytes, nothing consumed yet, in the
  // buffer (grown to its size plus one byte, so that a file grown since it was opened shows);
  // false for larger files and standard input.
  bool take_whole(std::size_t most) {
    if (!sized_ || size_ > most || begin_ != 0) return false;
    const auto want = static_cast<std::size_t>(size_) + 1;
    if (capacity_ < want) {
      // Written through once by the reads: huge pages from kWholeInHugePages on.
      Bytes bigger = zeroed_bytes(want, kWholeInHugePages);
      std::memcpy(bigger.get(), buffer_.get(), end_);
      buffer_ = std::move(bigger);
      capacity_ = want;
    }
    fill_at_least(want);
    return true;
  }

  // The file's size when it was opened; nullopt for standard input.
  std::optional<std::uint64_t> size() const noexcept {
    return sized_ ? std::optional<std::uint64_t>(size_) : std::nullopt;
  }
  std::size_t mapped() const noexcept { return buffer_.get_deleter().mapped; }
  const char* buffered() const noexcept { return buffer_.get() + begin_; }
  std::size_t buffered_size() const noexcept { return end_ - begin_; }
  void consume(std::size_t n) noexcept { begin_ += n; }

 private:
  void allocate(std::size_t bytes) {
    capacity_ = std::max<std::size_t>(bytes, 1);
    buffer_ = uninitialised_bytes(capacity_);
  }

  int fd_ = -1;
  std::uint64_t size_ = 0;
  bool sized_ = false;
  Bytes buffer_;
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
      : input_(std::move(input)),
        context_(ZSTD_createDCtx_advanced(memory_.zstd_memory())),
        known_size_(declared_size(*input_)),
        whole_(known_size_ && *known_size_ <= kWholeFrameBytes) {
    if (context_ == nullptr) throw StreamFailure{Reason::read_error, "out of memory"};
  }
  ZstdSource(const ZstdSource&) = delete;
  ZstdSource& operator=(const ZstdSource&) = delete;
  ~ZstdSource() override { ZSTD_freeDCtx(context_); }

  bool compressed() const noexcept override { return true; }
  std::optional<std::uint64_t> known_size() const noexcept override { return known_size_; }
  bool whole_in_one_read() const noexcept override { return whole_; }
  std::size_t input_in_huge_pages() const noexcept override { return input_->mapped(); }

 protected:
  void fill(char* dst, std::size_t n, std::size_t& done) override {
    const bool first = !started_;
    started_ = true;
    // The whole frame at once, straight into dst: zstd then needs no window of its own (no
    // mapping, no second copy of every byte). A frame that fails so is decoded again by
    // streaming below, which delivers the bytes before the failure first and then names it.
    if (first && whole_ && n >= *known_size_) {
      const std::size_t got = ZSTD_decompressDCtx(context_, dst, n, input_->buffered(), input_->buffered_size());
      if (!ZSTD_isError(got)) {
        input_->consume(input_->buffered_size());
        done = got;
        return;
      }
      ZSTD_DCtx_reset(context_, ZSTD_reset_session_only);
      // A call that fails reports none of its output: a block at a time, so that the bytes
      // before the damage reach the caller.
      out_step_ = ZSTD_BLOCKSIZE_MAX;
    }
    ZSTD_outBuffer out{dst, 0, 0};
    while (out.pos < n) {
      out.size = out.pos + std::min(n - out.pos, out_step_);
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
        if (!frame_complete_) {
          throw StreamFailure{Reason::truncated_zstd, "the data ends inside a frame"};
        }
        break;
      }
    }
  }

 private:
  std::unique_ptr<FileInput> input_;
  DecoderMemory memory_;  // before context_: the decoder's buffers live in it
  ZSTD_DCtx* context_;
  bool input_ended_ = false;
  bool frame_complete_ = true;
  bool started_ = false;
  std::size_t out_step_ = SIZE_MAX;  // most output asked of one ZSTD_decompressStream call
  std::optional<std::uint64_t> known_size_;
  bool whole_;

  // What the frame header declares, when the file (read whole if it is small enough to be decoded
  // at once) is one frame.
  static std::optional<std::uint64_t> declared_size(FileInput& input) {
    // A frame small enough to be decoded at once: the rest of the file is read now (its
    // compressed size is at most its content's plus a few bytes a block).
    const unsigned long long head = ZSTD_getFrameContentSize(input.buffered(), input.buffered_size());
    if (head != ZSTD_CONTENTSIZE_UNKNOWN && head != ZSTD_CONTENTSIZE_ERROR && head <= kWholeFrameBytes)
      input.take_whole(kWholeFrameBytes + kWholeFrameBytes / 64 + 1024);
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
