// The PNG writer (see png_writer.hpp). Layout of the output: signature, IHDR, pHYs, tEXt, one
// IDAT chunk per row band (the first starts with the zlib header, the last ends with the
// Adler-32), IEND. Bands are deflated by ISA-L's igzip (raw deflate, stateless); band CRCs and
// Adler-32s are computed by the thread that deflates the band and combined with zlib's
// *_combine functions.
#include "render/png_writer.hpp"

#include <isa-l/igzip_lib.h>
#include <libdeflate.h>
#include <zlib.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <thread>
#include <vector>

#include "libplot/error.hpp"
#include "libplot/version.hpp"
#include "render/pixel_buffer.hpp"
#include "render/rgba_rows.hpp"
#include "platform/usable_cpus.hpp"

namespace libplot::render {
namespace {

// Raw bytes per band, about: large enough that cutting the deflate stream costs little (under
// 0.5 % of the size on figures), small enough to keep two or more cores busy on a figure.
constexpr std::size_t kBandBytes = 1 << 20;

std::uint8_t paeth(int a, int b, int c) {
  const int p = a + b - c, pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
  return static_cast<std::uint8_t>(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c));
}

// Writes filter byte + filtered row into out; prev is the unfiltered row above (zeros for the
// first row of the image).
void filter_row(int filter, const std::uint8_t* row, const std::uint8_t* prev, std::size_t n,
                std::uint8_t* out) {
  out[0] = static_cast<std::uint8_t>(filter);
  std::uint8_t* o = out + 1;
  switch (filter) {
    case 1:
      for (std::size_t i = 0; i < 4 && i < n; ++i) o[i] = row[i];
      for (std::size_t i = 4; i < n; ++i) o[i] = static_cast<std::uint8_t>(row[i] - row[i - 4]);
      break;
    case 2:
      for (std::size_t i = 0; i < n; ++i) o[i] = static_cast<std::uint8_t>(row[i] - prev[i]);
      break;
    case 3:
      for (std::size_t i = 0; i < n; ++i) {
        const int left = i >= 4 ? row[i - 4] : 0;
        o[i] = static_cast<std::uint8_t>(row[i] - ((left + prev[i]) >> 1));
      }
      break;
    case 4:
      for (std::size_t i = 0; i < n; ++i) {
        const int left = i >= 4 ? row[i - 4] : 0, upleft = i >= 4 ? prev[i - 4] : 0;
        o[i] = static_cast<std::uint8_t>(row[i] - paeth(left, prev[i], upleft));
      }
      break;
    default: std::memcpy(o, row, n);
  }
}

// A byte buffer that only grows, kept by the encoding thread for its next image: a worker's
// raw rows, reused for each band it deflates, and each band's output, reused for the band of the
// same number (a fresh 1 MiB buffer a band cost an mmap, a page fault every 4 KB and an munmap).
// A worker's raw rows (about kBandBytes, every byte written) live in huge pages: one cleared
// 2 MiB page instead of a page fault every 4 KB, which was a tenth of a one-figure PNG's
// encoding; the bands' outputs, written only as far as the deflate data goes, stay in malloc's
// memory.
struct KeptBytes {
  bool huge = false;
  HugePageBytes huge_bytes{};
  std::unique_ptr<std::uint8_t[]> bytes{};
  std::size_t size = 0;
  std::uint8_t* get(std::size_t n) {
    if (size < n) {
      if (huge) huge_bytes = huge_page_bytes(n);
      else bytes = std::make_unique_for_overwrite<std::uint8_t[]>(n);
      size = n;
    }
    return huge ? huge_bytes.get() : bytes.get();
  }
};

struct Band {
  int y0 = 0, y1 = 0;
  KeptBytes* out = nullptr;
  std::uint8_t* z = nullptr;  // raw deflate data, ending on a byte boundary
  std::size_t z_len = 0;
  uLong adler = 1, raw_len = 0;
  uLong crc = 0;  // CRC-32 of z
  std::string error{};
};

struct Image {
  const unsigned char* data;
  int w, h, stride;
};

void deflate_band(const Image& im, const PngOptions& opt, bool last, Band& b, KeptBytes& scratch) {
  const std::size_t n = static_cast<std::size_t>(im.w) * 4;
  const std::size_t raw_len = static_cast<std::size_t>(b.y1 - b.y0) * (n + 1);
  std::uint8_t* const raw = scratch.get(raw_len);
  auto src = [&](int y) {
    return reinterpret_cast<const std::uint32_t*>(im.data + static_cast<std::size_t>(y) *
                                                                static_cast<std::size_t>(im.stride));
  };
  // The Adler-32 of the raw rows, row by row while each is in the nearest cache (a band is as
  // large as the core's second-level cache).
  uLong adler = 1;
  if (opt.filter == 0) {  // converted straight into place
    for (int y = b.y0; y < b.y1; ++y) {
      std::uint8_t* o = raw + static_cast<std::size_t>(y - b.y0) * (n + 1);
      o[0] = 0;
      // No other row reads this one (filter None): it is refilled while still in the cache.
      if (opt.refill)
        to_rgba_refill(const_cast<std::uint32_t*>(src(y)), o + 1, im.w,
                       static_cast<std::size_t>(im.stride) / 4, *opt.refill);
      else to_rgba(src(y), o + 1, im.w);
      adler = libdeflate_adler32(static_cast<std::uint32_t>(adler), o, n + 1);  // SIMD; zlib's is scalar
    }
  } else {
    std::vector<std::uint8_t> rows(2 * n);
    std::uint8_t* prev = rows.data();
    std::uint8_t* cur = rows.data() + n;
    if (b.y0 > 0) to_rgba(src(b.y0 - 1), prev, im.w);
    for (int y = b.y0; y < b.y1; ++y) {
      to_rgba(src(y), cur, im.w);
      std::uint8_t* o = raw + static_cast<std::size_t>(y - b.y0) * (n + 1);
      filter_row(opt.filter, cur, prev, n, o);
      adler = libdeflate_adler32(static_cast<std::uint32_t>(adler), o, n + 1);
      std::swap(prev, cur);
    }
  }
  b.raw_len = static_cast<uLong>(raw_len);
  b.adler = adler;
  // igzip's working memory for the level (level 0 needs none); its size shapes the blocks, so it
  // is fixed, never tuned to the band.
  static constexpr std::size_t kLevelBuf[] = {ISAL_DEF_LVL0_DEFAULT, ISAL_DEF_LVL1_DEFAULT,
                                              ISAL_DEF_LVL2_DEFAULT, ISAL_DEF_LVL3_DEFAULT};
  const int level = std::clamp(opt.compression, 0, ISAL_DEF_MAX_LEVEL);
  std::vector<std::uint8_t> level_buf(kLevelBuf[level]);
  auto zs = std::make_unique<isal_zstream>();  // 80 KB: not on a worker thread's stack
  isal_deflate_stateless_init(zs.get());
  zs->level = static_cast<std::uint32_t>(level);
  zs->level_buf = level_buf.empty() ? nullptr : level_buf.data();
  zs->level_buf_size = static_cast<std::uint32_t>(level_buf.size());
  zs->gzip_flag = IGZIP_DEFLATE;  // raw deflate: the zlib header and Adler-32 are ours
  // Not the last band: end on a full flush (byte-aligned, no final block, no history carried)
  // so the next band's independent stream can follow it.
  zs->flush = FULL_FLUSH;
  zs->end_of_stream = last ? 1 : 0;
  // Room for stored blocks (5 bytes a 64 KiB block) should the data not compress.
  const std::size_t cap = raw_len + raw_len / 64 + ISAL_DEF_MAX_HDR_SIZE + 64;
  b.z = b.out->get(cap);
  zs->next_in = raw;
  zs->avail_in = static_cast<std::uint32_t>(raw_len);
  zs->next_out = b.z;
  zs->avail_out = static_cast<std::uint32_t>(cap);
  const int rc = isal_deflate_stateless(zs.get());
  if (rc != COMP_OK || zs->avail_in != 0) {
    b.error = "igzip deflate failed (" + std::to_string(rc) + ")";
    return;
  }
  b.z_len = cap - zs->avail_out;
  b.crc = libdeflate_crc32(0, b.z, b.z_len);
}

// The filter for a flat-colour image or a continuous-tone one, from up to 64 rows spread over
// the image: none when at least half their pixels repeat the pixel to their left, else up.
int choose_filter(const Image& im) {
  std::size_t same = 0, total = 0;
  const int step = std::max(1, im.h / 64);
  for (int y = 0; y < im.h; y += step) {
    const auto* row = reinterpret_cast<const std::uint32_t*>(
        im.data + static_cast<std::size_t>(y) * static_cast<std::size_t>(im.stride));
    for (int x = 1; x < im.w; ++x) same += row[x] == row[x - 1];
    total += static_cast<std::size_t>(im.w - 1);
  }
  return 2 * same >= total ? 0 : 2;
}

void put32(std::string& s, std::uint32_t v) {
  const char b[4] = {static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8),
                     static_cast<char>(v)};
  s.append(b, 4);
}

void chunk(std::string& out, const char* type, const std::string& body) {
  put32(out, static_cast<std::uint32_t>(body.size()));
  const std::size_t at = out.size();
  out.append(type, 4);
  out += body;
  put32(out, static_cast<std::uint32_t>(crc32(0, reinterpret_cast<const Bytef*>(out.data() + at),
                                              static_cast<uInt>(out.size() - at))));
}

// Worker t's raw rows, kept by the encoding thread for its next image.
std::vector<KeptBytes>& thread_scratch() {
  thread_local std::vector<KeptBytes> kept;
  return kept;
}

}  // namespace

const void* png_raw_rows_of_this_thread() {
  const std::vector<KeptBytes>& scratch = thread_scratch();
  return scratch.empty() ? nullptr : scratch.front().huge_bytes.get();
}

std::string encode_png(cairo_surface_t* image, const PngOptions& opt, bool* refilled) {
  if (refilled) *refilled = false;
  cairo_surface_flush(image);
  if (cairo_image_surface_get_format(image) != CAIRO_FORMAT_ARGB32)
    throw OutputError("libplot: PNG encoding needs an ARGB32 image");
  const Image im{cairo_image_surface_get_data(image), cairo_image_surface_get_width(image),
                 cairo_image_surface_get_height(image), cairo_image_surface_get_stride(image)};
  if (im.w <= 0 || im.h <= 0) throw OutputError("libplot: PNG encoding needs a non-empty image");

  PngOptions o = opt;
  if (o.filter < 0 || o.filter > 4) o.filter = choose_filter(im);
  if (o.filter != 0) o.refill.reset();  // a filtered row is read again for the row below it
  // Bands of a fixed number of rows, set by the width alone.
  const std::size_t row_bytes = static_cast<std::size_t>(im.w) * 4 + 1;
  const int band_rows = static_cast<int>(std::max<std::size_t>(1, kBandBytes / row_bytes));
  std::vector<Band> bands;
  for (int y = 0; y < im.h; y += band_rows) bands.push_back({y, std::min(im.h, y + band_rows)});
  const int threads = std::min(static_cast<int>(bands.size()), opt.threads > 0 ? opt.threads : usable_cpus());
  // Worker t uses scratch[t], kept by this thread (encoding calls no outside code, so a thread
  // never encodes two images at once).
  std::vector<KeptBytes>& scratch = thread_scratch();  // this thread's: a worker asking would get its own
  while (scratch.size() < static_cast<std::size_t>(threads)) scratch.push_back(KeptBytes{.huge = true});
  thread_local std::vector<KeptBytes> kept_outputs;
  std::vector<KeptBytes>& outputs = kept_outputs;
  if (outputs.size() < bands.size()) outputs.resize(bands.size());
  for (std::size_t k = 0; k < bands.size(); ++k) bands[k].out = &outputs[k];
  std::atomic<std::size_t> next{0};
  // No exception leaves a worker (it would end the process): the first one (std::bad_alloc, say)
  // stops every worker and is rethrown here, in the calling thread.
  std::mutex failed_lock;
  std::exception_ptr failed;
  auto work = [&](int t) {
    try {
      for (std::size_t k; (k = next.fetch_add(1)) < bands.size();)
        deflate_band(im, o, k + 1 == bands.size(), bands[k], scratch[static_cast<std::size_t>(t)]);
    } catch (...) {
      const std::lock_guard hold(failed_lock);
      if (!failed) failed = std::current_exception();
      next = bands.size();
    }
  };
  {
    std::vector<std::jthread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
    work(0);
  }
  if (failed) std::rethrow_exception(failed);
  for (const Band& b : bands)
    if (!b.error.empty()) throw OutputError("libplot: PNG encoding failed: " + b.error);
  if (o.refill) cairo_surface_mark_dirty(image);
  if (refilled) *refilled = o.refill.has_value();

  std::size_t total = 128;
  for (const Band& b : bands) total += b.z_len + 12;
  std::string out;
  out.reserve(total);
  out.append("\x89PNG\r\n\x1a\n", 8);
  std::string body;
  put32(body, static_cast<std::uint32_t>(im.w));
  put32(body, static_cast<std::uint32_t>(im.h));
  body += std::string("\x08\x06\x00\x00\x00", 5);  // 8-bit RGBA, deflate, adaptive filters, no interlace
  chunk(out, "IHDR", body);
  if (opt.dpi > 0) {
    const auto ppm = static_cast<std::uint32_t>(std::lround(opt.dpi / 0.0254));
    body.clear();
    put32(body, ppm);
    put32(body, ppm);
    body += '\x01';  // metres
    chunk(out, "pHYs", body);
  }
  if (opt.software_text) chunk(out, "tEXt", std::string("Software\0libplot ", 17) + LIBPLOT_VERSION_STRING);

  // The zlib header: deflate, 32 K window, FLEVEL (informative: igzip's levels 0 and 1 are
  // "fastest", 2 "fast", 3 "default"), check bits.
  const int level = std::clamp(opt.compression, 0, ISAL_DEF_MAX_LEVEL);
  const unsigned flevel = level < 2 ? 0 : static_cast<unsigned>(level - 1);
  unsigned hdr = (0x78u << 8) | (flevel << 6);
  hdr += 31 - hdr % 31;
  const std::string zhead{static_cast<char>(hdr >> 8), static_cast<char>(hdr & 0xFF)};
  uLong adler = 1;
  for (const Band& b : bands) adler = adler32_combine(adler, b.adler, static_cast<z_off_t>(b.raw_len));
  std::string ztail;
  put32(ztail, static_cast<std::uint32_t>(adler));
  auto crc_of = [](uLong crc, const std::string& s) {
    return crc32(crc, reinterpret_cast<const Bytef*>(s.data()), static_cast<uInt>(s.size()));
  };
  for (std::size_t k = 0; k < bands.size(); ++k) {
    const Band& b = bands[k];
    const bool first = k == 0, last = k + 1 == bands.size();
    const std::size_t len = b.z_len + (first ? 2 : 0) + (last ? 4 : 0);
    put32(out, static_cast<std::uint32_t>(len));
    uLong crc = crc_of(0, std::string("IDAT"));
    out += "IDAT";
    if (first) {
      out += zhead;
      crc = crc_of(crc, zhead);
    }
    out.append(reinterpret_cast<const char*>(b.z), b.z_len);
    crc = crc32_combine(crc, b.crc, static_cast<z_off_t>(b.z_len));
    if (last) {
      out += ztail;
      crc = crc_of(crc, ztail);
    }
    put32(out, static_cast<std::uint32_t>(crc));
  }
  chunk(out, "IEND", "");
  return out;
}

}  // namespace libplot::render
