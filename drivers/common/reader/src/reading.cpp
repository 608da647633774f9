// read_records and read_records_in_chunks: one pool of threads taking whichever work is due:
// decompressing the next chunk of whole lines (one thread at a time: the stream is one sequence),
// parsing a decompressed chunk, and merging parsed chunks in chunk order (one thread at a time).
//
// read_records is the serial case: only the calling thread parses, so its callback sees the
// records in order on that thread; a second thread, when the plan has one, only decompresses
// ahead. read_records_in_chunks parses on every thread, each chunk into a part of its own; the
// calling thread decompresses by preference, while there is room in the read-ahead, and parses
// when there is not, so on two cores two threads keep both busy and no third competes for them.
#include <sched.h>

#include <algorithm>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <exception>
#include <limits>
#include <map>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

#include "byte_source.hpp"
#include "chunk_buffer.hpp"
#include "line_chunker.hpp"
#include "read_plan.hpp"
#include "record_reader.hpp"
#include "records/read.hpp"
#include "records/read_chunks.hpp"

namespace records {

namespace detail {

ReadPlan plan_reading(std::optional<std::uint64_t> known_size, std::size_t chunk_bytes, bool background) {
  if (known_size && *known_size < chunk_bytes) return {static_cast<std::size_t>(*known_size) + 1, false};
  return {chunk_bytes, background};
}

bool machine_loaded(double load_average, int usable_processors) {
  return usable_processors < 2 || load_average >= 2.0 * usable_processors;
}

bool machine_busy(double load_average, int usable_processors) {
  return usable_processors < 2 || load_average >= usable_processors;
}

unsigned usable_processors() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (::sched_getaffinity(0, sizeof(set), &set) != 0 || CPU_COUNT(&set) < 1) return 1;
  return static_cast<unsigned>(CPU_COUNT(&set));
}

// The rules for this process now; false when the load is unknown.
bool machine_loaded_now() {
  double load = 0;
  return ::getloadavg(&load, 1) == 1 && machine_loaded(load, static_cast<int>(usable_processors()));
}
bool machine_busy_now() {
  double load = 0;
  return ::getloadavg(&load, 1) == 1 && machine_busy(load, static_cast<int>(usable_processors()));
}

}  // namespace detail

namespace {

using detail::Chunk;
using detail::ChunkBuffer;

// The lines a chunk holds: its newlines, plus a last line without one; an overlong line is one.
std::uint64_t lines_in(const Chunk& chunk) {
  if (chunk.kind == Chunk::Kind::overlong_line) return 1;
  if (chunk.kind != Chunk::Kind::lines || chunk.size == 0) return 0;
  const char* begin = chunk.buffer->data();
  const char* const end = begin + chunk.size;
  std::uint64_t lines = 0;
  while (const void* newline = std::memchr(begin, '\n', static_cast<std::size_t>(end - begin))) {
    ++lines;
    begin = static_cast<const char*>(newline) + 1;
  }
  return lines + (begin < end ? 1 : 0);
}

// Adds a later chunk's counts to `into`, as one pass would have counted them.
void add_summary(ReadSummary& into, const ReadSummary& part) {
  into.lines += part.lines;
  into.blank_lines += part.blank_lines;
  into.records += part.records;
  into.stopped_early = into.stopped_early || part.stopped_early;
}

class ChunkPool {
 public:
  // `serial`: read_records' callback, called on the calling thread only; else `start` and
  // `merge` make and take a part per chunk. Without threads (`threads` 1) and without read-ahead,
  // one buffer is decompressed into and parsed in turn.
  ChunkPool(detail::ByteSource& source, const std::filesystem::path& path, const RecordCallback* serial,
            const StartChunk* start, const MergeChunk* merge, const ReadOptions& options, unsigned threads,
            std::size_t chunk_bytes, std::size_t read_ahead_bytes)
      : path_(path),
        serial_(serial),
        start_(start),
        merge_(merge),
        options_(options),
        threads_(threads),
        chunker_(source, chunk_bytes, std::min(options.max_record_bytes, detail::kLargestRecord)),
        read_ahead_bytes_(read_ahead_bytes) {
    // Enough buffers for one being filled and one being parsed per thread, and at least the
    // read-ahead's worth: buffers are held until their chunk is merged.
    const std::size_t buffers =
        threads == 1 && read_ahead_bytes == 0
            ? 1
            : std::max<std::size_t>(read_ahead_bytes / chunk_bytes, 2 * std::size_t{threads} + 1);
    for (std::size_t i = 0; i < buffers; ++i) {
      buffers_.push_back(std::make_unique<ChunkBuffer>(chunk_bytes));
      free_.push_back(buffers_.back().get());
    }
    summary_.file = path.string();
  }

  ReadSummary run() {
    {
      std::vector<std::jthread> helpers;
      for (unsigned t = 1; t < threads_; ++t) {
        try {
          // Serial: the helper decompresses ahead and never parses.
          helpers.emplace_back([this] { work(serial_ != nullptr, serial_ == nullptr); });
        } catch (const std::system_error&) {
          break;  // no more threads to be had: those started and this one do the work
        }
      }
      work(serial_ == nullptr || threads_ == 1, true);
    }
    if (error_) std::rethrow_exception(error_);
    summary_.bytes = chunker_.bytes_read();
    return std::move(summary_);
  }

 private:
  // A decompressed chunk waiting for a thread to parse it.
  struct Job {
    ChunkInfo info;
    Chunk chunk;
  };
  // A parsed chunk waiting for its turn to merge, with its buffer (held until then, which bounds
  // the parts waiting by the read-ahead).
  struct Parsed {
    ChunkInfo info;
    std::unique_ptr<ChunkPart> part;
    ReadSummary summary;
    std::exception_ptr error;
    ChunkBuffer* buffer = nullptr;
  };

  static constexpr std::uint64_t kNone = std::numeric_limits<std::uint64_t>::max();

  // `decompresses`: this thread decompresses by preference; `parses`: it may parse. A failure of
  // the pool itself (out of memory) ends the read for every thread, as the first error.
  void work(bool decompresses, bool parses) {
    try {
      loop(decompresses, parses);
    } catch (...) {
      std::lock_guard lock(mutex_);
      if (!error_) error_ = std::current_exception();
      finished_ = true;
      wake_.notify_all();
    }
  }

  void loop(bool decompresses, bool parses) {
    detail::RecordReader reader(path_, options_);  // this thread's parser and its buffers
    std::unique_lock lock(mutex_);
    while (!finished_) {
      if (may_decompress(decompresses)) {
        decompress(lock);
      } else if (parses && !jobs_.empty()) {
        Job job = std::move(jobs_.front());
        jobs_.pop_front();
        parse(std::move(job), reader, lock);
      } else {
        wake_.wait(lock);
      }
    }
  }

  // The preferred thread decompresses whenever the read-ahead has room; another only when it
  // would otherwise wait for work (the preferred one is parsing, or the scheduler gave its core to
  // another process): zstd's window stays in one core's cache, and a descheduled thread does not
  // leave the others idle.
  bool may_decompress(bool decompresses) const {
    return !decompressing_ && !ended_ && first_failed_ == kNone && !free_.empty() &&
           (in_flight_bytes_ < read_ahead_bytes_ || jobs_.empty()) && (decompresses || jobs_.empty());
  }

  void decompress(std::unique_lock<std::mutex>& lock) {
    decompressing_ = true;
    ChunkBuffer* buffer = free_.front();
    free_.pop_front();
    lock.unlock();
    Chunk chunk = chunker_.next(*buffer);  // only this thread touches the chunker and free buffers' bytes
    // Serial: the one parser numbers the lines itself as it reads them.
    const std::uint64_t lines = serial_ != nullptr ? 0 : lines_in(chunk);
    lock.lock();
    decompressing_ = false;
    if (chunk.buffer == nullptr) free_.push_front(buffer);
    if (chunk.kind == Chunk::Kind::end || chunk.kind == Chunk::Kind::failure) ended_ = true;
    if (chunk.kind != Chunk::Kind::end) {
      if (chunk.buffer != nullptr) in_flight_bytes_ += chunk.buffer->capacity();
      jobs_.push_back(Job{ChunkInfo{produced_++, next_line_}, std::move(chunk)});
      next_line_ += lines;
    }
    chunker_.shrink_free(free_);
    if (ended_ && merged_ == produced_) finished_ = true;
    wake_.notify_all();
  }

  void parse(Job job, detail::RecordReader& reader, std::unique_lock<std::mutex>& lock) {
    // A chunk after one that failed is not parsed: its part would be dropped.
    const bool wanted = job.info.index < first_failed_;
    lock.unlock();
    Parsed parsed{job.info, nullptr, {}, nullptr, job.chunk.buffer};
    if (wanted) {
      try {
        if (serial_ != nullptr) {
          parsed.summary = reader.take_chunk(job.chunk, serial_line_, *serial_);
          serial_line_ += parsed.summary.lines;
        } else {
          parsed.part = (*start_)(job.info);
          ChunkPart* part = parsed.part.get();
          const RecordCallback on_record = [part](Record& record) {
            part->record(record);
            return true;
          };
          parsed.summary = reader.take_chunk(job.chunk, job.info.first_line, on_record);
        }
      } catch (...) {
        parsed.error = std::current_exception();
      }
    }
    lock.lock();
    if (parsed.error) first_failed_ = std::min(first_failed_, job.info.index);
    parsed_.emplace(job.info.index, std::move(parsed));
    merge_in_order(lock);
  }

  // Merges the parsed parts that are next in order; one thread at a time, the others leave
  // theirs to it.
  void merge_in_order(std::unique_lock<std::mutex>& lock) {
    if (merging_) return;
    merging_ = true;
    while (!finished_) {
      auto next = parsed_.find(merged_);
      if (next == parsed_.end()) break;
      Parsed parsed = std::move(next->second);
      parsed_.erase(next);
      std::exception_ptr error = parsed.error;
      if (!error) {
        lock.unlock();
        try {
          if (merge_ != nullptr) (*merge_)(std::move(parsed.part), parsed.info);
        } catch (...) {
          error = std::current_exception();
        }
        lock.lock();
        add_summary(summary_, parsed.summary);
      }
      release(parsed.buffer);
      ++merged_;
      if (error) {
        // The first failure in file order: every chunk before it has been merged.
        error_ = error;
        finished_ = true;
      } else if (summary_.stopped_early || (ended_ && merged_ == produced_)) {
        finished_ = true;
      }
    }
    merging_ = false;
    wake_.notify_all();
  }

  void release(ChunkBuffer* buffer) {
    if (buffer == nullptr) return;
    in_flight_bytes_ -= buffer->capacity();
    free_.push_back(buffer);
  }

  const std::filesystem::path& path_;
  const RecordCallback* serial_;
  const StartChunk* start_;
  const MergeChunk* merge_;
  const ReadOptions& options_;
  const unsigned threads_;
  detail::LineChunker chunker_;
  const std::size_t read_ahead_bytes_;
  std::vector<std::unique_ptr<ChunkBuffer>> buffers_;

  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<ChunkBuffer*> free_;
  std::deque<Job> jobs_;                    // decompressed, in chunk order
  std::map<std::uint64_t, Parsed> parsed_;  // parsed, by chunk index, waiting to merge
  std::size_t in_flight_bytes_ = 0;         // capacity of buffers taken from free_ and holding a chunk
  std::uint64_t produced_ = 0;              // chunks decompressed
  std::uint64_t next_line_ = 1;             // the first line of the next chunk
  std::uint64_t serial_line_ = 1;           // the same, counted by the serial parser
  std::uint64_t merged_ = 0;                // chunks merged (or dropped after a failure)
  std::uint64_t first_failed_ = kNone;      // the lowest chunk index whose parse failed
  bool decompressing_ = false;              // a thread is in chunker_.next
  bool ended_ = false;                      // the stream ended or failed: no more chunks
  bool merging_ = false;
  bool finished_ = false;  // every chunk merged, or the first failure reached
  std::exception_ptr error_;
  ReadSummary summary_;
};

// read_records on an open source: a decompressing thread as the plan and the machine say.
ReadSummary read_serial(detail::ByteSource& source, const std::filesystem::path& path,
                        const RecordCallback& on_record, const ReadOptions& options) {
  detail::ReadPlan plan =
      detail::plan_reading(source.known_size(), std::max<std::size_t>(options.chunk_bytes, 4096),
                           options.background_decompression);
  if (plan.background && !options.background_when_loaded && detail::machine_loaded_now())
    plan.background = false;
  return ChunkPool(source, path, &on_record, nullptr, nullptr, options, plan.background ? 2 : 1,
                   plan.chunk_bytes, plan.background ? options.read_ahead_bytes : 0)
      .run();
}

}  // namespace

ReadSummary read_records(const std::filesystem::path& path, const RecordCallback& on_record,
                         const ReadOptions& options) {
  auto source = detail::open_byte_source(path);
  return read_serial(*source, path, on_record, options);
}

ReadSummary read_records_in_chunks(const std::filesystem::path& path, const StartChunk& start,
                                   const MergeChunk& merge, const ReadOptions& options,
                                   const ChunkOptions& chunk_options) {
  auto source = detail::open_byte_source(path);
  const std::size_t chunk_bytes = std::max<std::size_t>(chunk_options.chunk_bytes, 4096);
  unsigned threads = chunk_options.threads != 0 ? chunk_options.threads : detail::usable_processors();
  const auto known_size = source->known_size();
  if ((known_size && *known_size < 2 * chunk_bytes) ||
      (!options.background_when_loaded && detail::machine_busy_now())) {
    threads = 1;
  }
  if (threads <= 1) {
    // read_records' own way: one part for the whole file.
    const ChunkInfo whole{0, 1};
    std::unique_ptr<ChunkPart> part = start(whole);
    const RecordCallback on_record = [&part](Record& record) {
      part->record(record);
      return true;
    };
    ReadSummary summary = read_serial(*source, path, on_record, options);
    merge(std::move(part), whole);
    return summary;
  }
  return ChunkPool(*source, path, nullptr, &start, &merge, options, threads, chunk_bytes,
                   chunk_options.read_ahead_bytes)
      .run();
}

}  // namespace records
