// Several results shards: resolved into one order whatever the command line says, read on any
// number of threads, and merged into exactly what one file holding their concatenation gives.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <sstream>

#include "data.hpp"
#include "exact_sum.hpp"
#include "noisy_data.hpp"
#include "shipped_words.hpp"
#include "paper/paper.hpp"
#include "paper/shards.hpp"
#include "records/error.hpp"
#include "records/read.hpp"

namespace {

namespace fs = std::filesystem;
using namespace weightcodec_test;
using weightcodec::ResultsData;

const fs::path kSample = fs::path(WEIGHTCODEC_SAMPLE_DIR) / "results.jsonl.zst";

// The shipped results, decompressed, as lines (it has no blank line).
std::vector<std::string> sample_lines() {
  std::vector<std::string> lines;
  records::read_records(kSample, [&](records::Record& r) { lines.emplace_back(r.json()); });
  return lines;
}

std::string lines_between(const std::vector<std::string>& lines, std::size_t from, std::size_t to) {
  std::string s;
  for (std::size_t i = from; i < to && i < lines.size(); ++i) (s += lines[i]) += '\n';
  return s;
}

std::vector<weightcodec::ResultsShard> resolved(const std::vector<fs::path>& values) {
  std::vector<weightcodec::ResultsShard> out;
  for (auto& s : paper::resolve_shards(values)) out.push_back({s.path, s.name});
  return out;
}

// Everything a figure reads from the results, as text: equal text, equal figures.
std::string figures_input(ResultsData r) {
  std::ostringstream o;
  o.precision(17);
  o << "records " << r.records << "\n";
  for (const auto& [reason, n] : r.skips) o << reason << " " << n << "\n";
  for (const auto* t : {&r.bf16, &r.q4k})
    for (std::size_t i = 0; i < t->names.size(); ++i)
      o << t->names[i] << " " << static_cast<int>(t->ratios[i].state) << " " << t->ratios[i].value << "\n";
  weightcodec::SkipCounts more;
  for (const auto& p : weightcodec::fig5_points(r, fig5(), more))
    o << p.corpus << " " << p.method << " " << p.ratio << " " << p.mbps << " " << p.n << " " << p.front
      << "\n";
  for (const auto& [reason, n] : more) o << reason << " " << n << "\n";
  return o.str();
}

// Where each skip is, as a report names it.
std::string places(const ResultsData& r) {
  std::string s;
  for (const auto& l : r.located)
    s += l.file + ":" + std::to_string(l.line) + ": " + l.field + ": " + l.reason + "\n";
  return s;
}

class Shards : public ::testing::Test {
 protected:
  Shards() : dir_(::testing::UnitTest::GetInstance()->current_test_info()->name()) {
    const auto lines = sample_lines();
    EXPECT_EQ(lines.size(), 1687u);
    // Three shards whose names sort in file order: a (plain), b (zstd), c (plain).
    fs::create_directories(dir_ / "split");
    write_file(dir_ / "split/a.jsonl", lines_between(lines, 0, 500));
    write_file(dir_ / "split/b.jsonl.zst", zstd_compress(lines_between(lines, 500, 1100)));
    write_file(dir_ / "split/c.jsonl", lines_between(lines, 1100, lines.size()));
  }
  TempDir dir_;
};

TEST_F(Shards, SplitIntoThreeGivesTheUnsplitFigures) {
  const std::string whole = figures_input(weightcodec::read_results(kSample, both()));
  for (unsigned threads : {1u, 2u, 4u}) {
    SCOPED_TRACE(threads);
    const auto r = weightcodec::read_results_shards(resolved({dir_ / "split"}), both(), threads);
    EXPECT_EQ(r.records, 1687u);
    EXPECT_EQ(r.file, "a.jsonl, b.jsonl.zst, c.jsonl");
    EXPECT_EQ(figures_input(r), whole);
  }
}

TEST_F(Shards, OrderOfTheCommandLineAndThreadsChangeNothing) {
  const fs::path d = dir_ / "split";
  const std::vector<std::vector<fs::path>> orders = {{d / "a.jsonl", d / "b.jsonl.zst", d / "c.jsonl"},
                                                     {d / "c.jsonl", d / "a.jsonl", d / "b.jsonl.zst"},
                                                     {d / "b.jsonl.zst", d / "c.jsonl", d / "a.jsonl"},
                                                     {d / "c.jsonl", d / "*.zst", d / "a.*"},
                                                     {d}};
  std::string first_data, first_places;
  for (const auto& order : orders)
    for (unsigned threads : {1u, 2u, 4u}) {
      auto r = weightcodec::read_results_shards(resolved(order), both(), threads);
      const std::string p = places(r);
      const std::string data = figures_input(std::move(r));
      if (first_data.empty()) {
        first_data = data;
        first_places = p;
      }
      EXPECT_EQ(data, first_data);
      EXPECT_EQ(p, first_places);
    }
  // Skips name the shard and its own line numbers (line 1110 of the file is line 10 of c).
  EXPECT_NE(first_places.find("a.jsonl:1: methods: results: record without methods\n"), std::string::npos)
      << first_places;
  EXPECT_NE(first_places.find("b.jsonl.zst:286: methods.bf16_pretrained_k1: results: method without ratio\n"),
            std::string::npos)
      << first_places;
  EXPECT_NE(first_places.find("c.jsonl:587: _kind: results: record kind not benchmarked\n"),
            std::string::npos)
      << first_places;
}

TEST_F(Shards, ARecordKeyInTwoShardsIsARerunAsInOneFile) {
  const std::string t1 =
      R"({"_kind": "bench_bf16_perfile", "tensor_name": "t", "input_bytes": 100, "methods": {"bf16_split": {"ratio": 1.5, "decompress_MBps": 700}}})";
  const std::string t2 =
      R"({"_kind": "bench_bf16_perfile", "tensor_name": "t", "input_bytes": 300, "methods": {"bf16_split": {"ratio": 1.7, "decompress_MBps": 500}}})";
  const std::string u =
      R"({"_kind": "bench_bf16_perfile", "tensor_name": "u", "input_bytes": 100, "methods": {"bf16_split": {"ratio": 1.2, "decompress_MBps": 600}}})";
  write_file(dir_ / "p1.jsonl", t1 + "\n" + u + "\n");
  write_file(dir_ / "p2.jsonl", u + "\n" + t2 + "\n");
  auto r = weightcodec::read_results_shards(resolved({dir_ / "p2.jsonl", dir_ / "p1.jsonl"}), both(), 2);
  // t and u are each seen twice: two reruns, located where the later shard has them.
  EXPECT_EQ(r.skips.at("results: rerun replaces an earlier result"), 2u);
  EXPECT_EQ(places(r),
            "p2.jsonl:1: tensor_name: results: rerun replaces an earlier result\n"
            "p2.jsonl:2: tensor_name: results: rerun replaces an earlier result\n");
  ASSERT_EQ(r.bf16.names, (std::vector<std::string>{"t", "u"}));
  EXPECT_EQ(r.bf16.ratios[0].value, 1.7);  // the later shard's rerun wins, as later in one file
  ASSERT_EQ(r.methods.size(), 1u);
  EXPECT_EQ(r.methods[0].count, 4u);  // figure 5 keeps every run as a sample, as the seed
  EXPECT_EQ(r.methods[0].weighted_ratio_sum.value(), 1.5 * 100 + 1.2 * 100 + 1.2 * 100 + 1.7 * 300);
  EXPECT_EQ(r.methods[0].mbps, (std::vector<double>{700, 600, 600, 500}));
}

TEST_F(Shards, ErrorsNameTheValue) {
  const fs::path d = dir_ / "split";
  auto message = [](const std::vector<fs::path>& values) -> std::string {
    try {
      paper::resolve_shards(values);
    } catch (const paper::InputError& e) {
      return e.what();
    }
    return "no error";
  };
  fs::create_directories(dir_ / "empty");
  write_file(dir_ / "empty/notes.txt", "x");
  write_file(dir_ / "empty/.hidden.jsonl", "{}\n");
  EXPECT_EQ(message({d / "a.jsonl", dir_ / "nope.jsonl"}),
            (dir_ / "nope.jsonl").string() + ": cannot open: No such file or directory");
  EXPECT_EQ(message({dir_ / "empty"}),
            (dir_ / "empty").string() + ": no *.jsonl or *.jsonl.zst file in the directory");
  EXPECT_EQ(message({dir_ / "z*.jsonl"}), (dir_ / "z*.jsonl").string() + ": no file matches the pattern");
  EXPECT_EQ(message({d / "a.jsonl", d / "a.jsonl"}), (d / "a.jsonl").string() + ": shard given twice");
  EXPECT_EQ(
      message({d, d / "." / "c.jsonl"}),
      (d / "." / "c.jsonl").string() + ": shard given twice (also as " + (d / "c.jsonl").string() + ")");
  EXPECT_EQ(message({"-", "-"}), "-: shard given twice");
  fs::create_hard_link(d / "a.jsonl", dir_ / "hard.jsonl");
  EXPECT_EQ(
      message({d / "a.jsonl", dir_ / "hard.jsonl"}),
      (d / "a.jsonl").string() + ": shard given twice (also as " + (dir_ / "hard.jsonl").string() + ")");
  fs::copy_file(d / "c.jsonl", dir_ / "copy.jsonl");
  EXPECT_EQ(message({d, dir_ / "copy.jsonl"}), (d / "c.jsonl").string() + ": same contents as shard " +
                                                   (dir_ / "copy.jsonl").string() + " (a copy?)");
}

TEST_F(Shards, OrderIsByCanonicalPathStandardInputFirstNamesDisambiguated) {
  fs::create_directories(dir_ / "x");
  fs::create_directories(dir_ / "y");
  write_file(dir_ / "x/r.jsonl", "{}\n");
  write_file(dir_ / "y/r.jsonl", "{\"a\": 1}\n");
  const auto shards =
      paper::resolve_shards({dir_ / "y", dir_ / "split/b.jsonl.zst", "-", dir_ / "x/r.jsonl"});
  ASSERT_EQ(shards.size(), 4u);
  EXPECT_EQ(shards[0].name, "-");
  EXPECT_EQ(shards[1].name, "b.jsonl.zst");
  EXPECT_EQ(shards[2].name, (dir_ / "x/r.jsonl").string());  // two shards named r.jsonl: their paths
  EXPECT_EQ(shards[3].name, (dir_ / "y/r.jsonl").string());
}

TEST_F(Shards, TheFirstFailingShardInOrderIsTheError) {
  write_file(dir_ / "split/b2.jsonl", "{\"_kind\": \"bench_7B\", \"methods\": {}}\n{broken\n");
  write_file(dir_ / "split/c.jsonl", "{\"_kind\": oops}\n");
  for (unsigned threads : {1u, 2u, 4u}) {
    try {
      weightcodec::read_results_shards(resolved({dir_ / "split"}), {.fig5 = fig5()}, threads);
      ADD_FAILURE() << "no error";
    } catch (const records::ReadError& e) {
      EXPECT_EQ(e.file(), (dir_ / "split/b2.jsonl").string());
      EXPECT_EQ(e.line(), 2u);
    }
  }
}

TEST(ExactSum, IndependentOfOrderAndCorrectlyRounded) {
  weightcodec::ExactSum a, b, c;
  for (int i = 0; i < 10; ++i) a.add(0.1);
  EXPECT_EQ(a.value(), 1.0);  // a running sum gives 0.9999999999999999
  for (double x : {1e100, 1.0, -1e100, 1e-100}) b.add(x);
  EXPECT_EQ(b.value(), 1.0);
  c.add(1e16);
  c.add(1.0);
  c.add(1.0);  // 1e16 + 2 exactly; a running sum loses both ones
  EXPECT_EQ(c.value(), 1e16 + 2);
  weightcodec::ExactSum merged;
  merged.add(c);
  merged.add(a);
  weightcodec::ExactSum all;
  for (int i = 0; i < 10; ++i) all.add(0.1);
  all.add(1e16);
  all.add(1.0);
  all.add(1.0);
  EXPECT_EQ(merged.value(), all.value());
  EXPECT_EQ(weightcodec::ExactSum().value(), 0.0);
}

TEST_F(Shards, OnlyALoneShardOfAtLeast1MBIsDecompressedOnAThreadOfItsOwn) {
  const fs::path under = dir_ / "under.jsonl.zst", at = dir_ / "at.jsonl.zst";
  write_file(under, std::string((std::size_t{1} << 20) - 1, 'x'));
  write_file(at, std::string(std::size_t{1} << 20, 'x'));
  EXPECT_FALSE(weightcodec::decompress_in_background(under, 1));
  EXPECT_TRUE(weightcodec::decompress_in_background(at, 1));
  EXPECT_FALSE(weightcodec::decompress_in_background(at, 2));  // readers share the cores
  EXPECT_FALSE(
      weightcodec::decompress_in_background(fs::path(WEIGHTCODEC_SAMPLE_DIR) / "results.jsonl.zst", 1));
  EXPECT_TRUE(weightcodec::decompress_in_background("-", 1));
  EXPECT_TRUE(weightcodec::decompress_in_background(dir_ / "missing.jsonl", 1));  // the reader names it
}

// Values from Python's math.fsum on the same terms.
TEST(ExactSum, RoundsTiesToEvenAndKeepsSubnormals) {
  auto sum = [](std::initializer_list<double> terms) {
    weightcodec::ExactSum s;
    for (double x : terms) s.add(x);
    return s.value();
  };
  EXPECT_EQ(sum({1.0, 0x1p-53}), 1.0);                             // a tie: to even
  EXPECT_EQ(sum({1.0, 0x1p-53, 0x1p-1074}), 0x1.0000000000001p0);  // just above the tie
  EXPECT_EQ(sum({-1.0, -0x1p-53, -0x1p-1074}), -0x1.0000000000001p0);
  EXPECT_EQ(sum({0x1p53, 1.0}), 0x1p53);
  EXPECT_EQ(sum({0x1p53, 1.0, 0x1p-100}), 0x1p53 + 2);
  EXPECT_EQ(sum({0x1p53 + 2, 1.0}), 0x1p53 + 4);                     // odd below: up
  EXPECT_EQ(sum({0x1p-1074, 0x1p-1074, 0x1p-1074}), 3 * 0x1p-1074);  // subnormals exactly
  EXPECT_EQ(sum({0x1p-1022, -0x1p-1074}), 0x0.fffffffffffffp-1022);
  EXPECT_EQ(sum({1e308, 1e308, -1e308}), 1e308);              // no intermediate overflow (fsum raises)
  EXPECT_EQ(sum({1.7976931348623157e308, 1e292}), HUGE_VAL);  // rounds past the largest
  EXPECT_EQ(sum({-1.7976931348623157e308, -1e292}), -HUGE_VAL);
  EXPECT_EQ(sum({1.7976931348623157e308, 1e291}), 1.7976931348623157e308);
  EXPECT_EQ(sum({HUGE_VAL, 1.0}), HUGE_VAL);
  EXPECT_TRUE(std::isnan(sum({HUGE_VAL, -HUGE_VAL, 1.0})));
  EXPECT_TRUE(std::isnan(sum({NAN, 1.0})));
  const double zero = sum({-0.0});
  EXPECT_EQ(zero, 0.0);
  EXPECT_FALSE(std::signbit(zero));  // fsum's +0 for an exact zero
  EXPECT_FALSE(std::signbit(sum({-1.0, 1.0})));
  EXPECT_EQ(sum({1e300, 1e-300, -1e300}), 1e-300);  // the whole exponent range at once
}

TEST(ExactSum, MillionsOfTermsAcrossTheRangeMatchFsum) {
  // Terms of both signs over 300 binary orders of magnitude, more than the accumulator adds
  // between two carries; split in two parts merged in the other order, and whole.
  constexpr int n = 2'500'000;
  weightcodec::ExactSum whole, first, second, tenths;
  for (int k = 0; k < n; ++k) {
    const auto mantissa = (static_cast<std::uint64_t>(k) * 2654435761u) % (std::uint64_t{1} << 53);
    const double x = std::ldexp(static_cast<double>(mantissa), (k * 7) % 300 - 150 - 52);
    const double term = k % 3 == 0 ? -x : x;
    whole.add(term);
    (k < n / 3 ? first : second).add(term);
  }
  EXPECT_EQ(whole.value(), 0x1.1217075ce8314p+162);
  weightcodec::ExactSum merged;
  merged.add(second);
  merged.add(first);
  EXPECT_EQ(merged.value(), 0x1.1217075ce8314p+162);
  for (int k = 0; k < 3'000'000; ++k) tenths.add(0.1);
  EXPECT_EQ(tenths.value(), 300000.0);
}

}  // namespace

// ---------------------------------------------------------------- one file, chunks on threads

// The sample twice over (every tensor a rerun in the second half, next to the entries' own
// skips), plain and compressed: chunked on any number of threads, with any chunk size, it gives
// the one-thread pass's data and skip list, in the same order.
TEST_F(Shards, OneFileInChunksGivesTheOneThreadData) {
  const auto lines = sample_lines();
  const std::string twice = lines_between(lines, 0, lines.size()) + lines_between(lines, 0, lines.size());
  write_file(dir_ / "twice.jsonl", twice);
  write_file(dir_ / "twice.jsonl.zst", zstd_compress(twice));
  for (const char* name : {"twice.jsonl", "twice.jsonl.zst"}) {
    const weightcodec::ResultsShard shard{dir_ / name, name};
    ResultsData one = weightcodec::read_results_shard(shard, 0, both(), false, [] { return true; });
    EXPECT_EQ(one.records, 2 * 1687u);
    // The sample's own 3 reruns, twice, and every tensor's first record again.
    EXPECT_EQ(one.skips.at("results: rerun replaces an earlier result"),
              2 * 3u + one.bf16.names.size() + one.q4k.names.size());
    const std::string want_places = places(one);
    const std::string want = figures_input(std::move(one));
    for (std::size_t chunk : {std::size_t{4096}, std::size_t{50000}, std::size_t{1} << 20})
      for (unsigned threads : {2u, 3u, 4u}) {
        SCOPED_TRACE(std::string(name) + " chunk " + std::to_string(chunk) + " threads " +
                     std::to_string(threads));
        ResultsData r = weightcodec::read_results_chunked(shard, 0, both(), threads, chunk, true);
        EXPECT_EQ(r.file, name);
        EXPECT_EQ(places(r), want_places);
        EXPECT_EQ(figures_input(std::move(r)), want);
      }
  }
}

// A bad line anywhere (first, middle, last, one longer than a chunk) is the one-thread error:
// the same file, line and message whatever the threads.
TEST_F(Shards, OneFileInChunksFailsAtTheFirstBadLine) {
  auto lines = sample_lines();
  const std::string long_bad =
      R"({"_kind": "bench_7B", "pad": ")" + std::string(70000, 'p') + R"(", "methods": {}, })";
  for (const auto& [at, bad] : std::vector<std::pair<std::size_t, std::string>>{
           {0, "{oops"}, {900, "{\"_kind\": 1, \"_kind\": 2}"}, {1686, "[]"}, {1200, long_bad}}) {
    SCOPED_TRACE(at);
    auto broken = lines;
    broken[at] = bad;
    broken[std::min<std::size_t>(at + 300, broken.size() - 1)] = "{later";  // a later bad line loses
    write_file(dir_ / "bad.jsonl", lines_between(broken, 0, broken.size()));
    const weightcodec::ResultsShard shard{dir_ / "bad.jsonl", "bad.jsonl"};
    std::string want;
    try {
      weightcodec::read_results_shard(shard, 0, both(), false, [] { return true; });
    } catch (const records::ReadError& e) {
      want = e.what();
      EXPECT_EQ(e.line(), at + 1);
    }
    ASSERT_FALSE(want.empty());
    for (std::size_t chunk : {std::size_t{4096}, std::size_t{65536}})
      for (unsigned threads : {2u, 4u}) {
        try {
          weightcodec::read_results_chunked(shard, 0, both(), threads, chunk, true);
          ADD_FAILURE() << "no error";
        } catch (const records::ReadError& e) {
          EXPECT_EQ(std::string(e.what()), want);
        }
      }
  }
}
