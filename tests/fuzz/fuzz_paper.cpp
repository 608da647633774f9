// A paper driver on hostile data: the shipped sample data with one input file (chosen by the first
// byte) replaced by the fuzz input, then prepare() and every figure's build(). Any figure may fail
// with an exception naming its input; none may crash, trip ASan or UBSan, or run out of memory
// (std::bad_alloc aborts: inputs must be bounded before they drive an allocation).
// Built twice: FUZZ_PAPER=modelcard and FUZZ_PAPER=qtensorformer (tests/fuzz/CMakeLists.txt).
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include "paper/paper.hpp"

namespace paper {
std::unique_ptr<Paper> FUZZ_PAPER_FACTORY();
}

namespace {

namespace fs = std::filesystem;

struct Setup {
  std::unique_ptr<paper::Paper> paper = paper::FUZZ_PAPER_FACTORY();
  fs::path data;
  std::vector<std::string> files;  // the paper's input files
  std::vector<paper::FigureInfo> figures = paper->figures();

  Setup() {
    data = fs::temp_directory_path() / ("fuzz_paper_" + paper->name() + "_" + std::to_string(::getpid()));
    fs::remove_all(data);
    fs::create_directories(data);
    fs::copy(paper->default_data_dir(), data, fs::copy_options::recursive);
    for (const auto& in : paper->inputs()) files.push_back(in.file);
  }
  ~Setup() {
    std::error_code ignored;
    fs::remove_all(data, ignored);
  }
  // Puts the shipped file back after a run replaced it.
  void restore(const std::string& file) const {
    fs::copy_file(paper->default_data_dir() / file, data / file, fs::copy_options::overwrite_existing);
  }
};

Setup& setup() {
  static Setup s;
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  Setup& s = setup();
  if (size < 1 || s.files.empty()) return 0;
  const std::string& file = s.files[bytes[0] % s.files.size()];
  {
    std::ofstream out(s.data / file, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes + 1), static_cast<std::streamsize>(size - 1));
  }
  paper::SkipCounter skips;
  paper::Context ctx;
  ctx.data_dir = s.data;
  ctx.skips = &skips;
  try {
    for (auto& job : s.paper->prepare(ctx, s.figures)) {
      if (!job.error.empty()) continue;
      try {
        const libplot::Figure figure = job.build();
        (void)figure;
      } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "fuzz_paper: std::bad_alloc building %s\n", job.info.stem.c_str());
        std::abort();
      } catch (const std::exception&) {
        // A figure that fails on its input, with a message: expected.
      }
    }
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "fuzz_paper: std::bad_alloc in prepare\n");
    std::abort();
  }
  s.restore(file);
  return 0;
}
