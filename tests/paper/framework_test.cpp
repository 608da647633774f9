// A tiny extra paper, declared exactly as docs/adding-a-paper.md says (inputs, a table, one short
// function per figure), run through TablePaper: inputs load lazily and once, a bad input fails only
// the figures that read it, with file and line, and the words are templates filled from data.
#include <gtest/gtest.h>

#include <atomic>
#include <fstream>
#include <unistd.h>

#include "error_message.hpp"
#include "libplot/libplot.hpp"
#include "paper/failure.hpp"
#include "paper/lazy.hpp"
#include "paper/limits.hpp"
#include "records/document.hpp"
#include "paper/small_jsonl.hpp"
#include "paper/table_paper.hpp"
#include "paper/template.hpp"
#include "temp_dir.hpp"

namespace {

using namespace libplot;

struct Points {
  std::vector<double> x, y;
  std::string title;
  std::pair<double, double> ylim;
  std::string where;
};

std::atomic<int> loads{0};

Points load_points(const std::filesystem::path& file) {
  ++loads;
  const auto docs = paper::read_small_jsonl(file);
  Points p;
  for (const auto* d : paper::records_of(docs, "point")) {
    p.x.push_back(d->number("x"));
    p.y.push_back(d->number("y"));
  }
  if (p.x.empty()) throw paper::InputError("no records in " + file.filename().string());
  const auto& f = paper::one_record(docs, "figure", file);
  p.title = std::string(f.string("title"));
  const auto lim = f.at("ylim").numbers();
  p.ylim = {lim.at(0), lim.at(1)};
  p.where = f.name();
  return p;
}

Figure line_figure(const Points& p, const Theme& th, paper::Notes& notes) {
  Figure fig(th, {.width = 3, .height = 2});
  Axes& ax = fig.axes();
  ax.plot(p.x, p.y);
  const double peak = *std::max_element(p.y.begin(), p.y.end());
  ax.set_title(paper::format(p.title, {{"n", static_cast<double>(p.x.size())}, {"peak", peak}}, p.where));
  paper::keep_limits(ax, paper::Axis::Y, p.ylim.first, p.ylim.second, p.y, notes, "tiny");
  return fig;
}

struct Inputs {
  paper::Shared<Points> points, broken;
};

class TinyPaper : public paper::TablePaper<Inputs> {
 public:
  std::string name() const override { return "tiny"; }
  std::vector<paper::Input> inputs() const override {
    return {{"points.jsonl", "", "points"}, {"broken.jsonl", "", "a file with a bad line"}};
  }
  std::filesystem::path default_data_dir() const override { return TINY_DATA; }

 protected:
  std::string theme_name() const override { return "base"; }
  std::vector<Row> table() const override {
    return {
        {paper::png_figure("a", "a_line", {"points.jsonl"}),
         [](Inputs& in, const Theme& th, paper::Notes& n) { return line_figure(in.points->get(), th, n); }},
        {paper::png_figure("b", "b_line", {"points.jsonl"}),
         [](Inputs& in, const Theme& th, paper::Notes& n) { return line_figure(in.points->get(), th, n); }},
        {paper::png_figure("c", "c_broken", {"broken.jsonl"}),
         [](Inputs& in, const Theme& th, paper::Notes& n) { return line_figure(in.broken->get(), th, n); }}};
  }
  std::shared_ptr<Inputs> open(const paper::Context& ctx,
                               const std::vector<paper::FigureInfo>&) const override {
    return std::make_shared<Inputs>(
        Inputs{paper::lazy<Points>([f = ctx.input("points.jsonl")] { return load_points(f); }),
               paper::lazy<Points>([f = ctx.input("broken.jsonl")] { return load_points(f); })});
  }
};

struct Outcome {
  std::map<std::string, std::string> errors;
  std::map<std::string, paper::Notes> notes;
  std::size_t drawn = 0;
};

Outcome run_all(paper::Paper& p, const paper::Context& ctx, const std::vector<paper::FigureInfo>& figs) {
  Outcome r;
  for (auto& job : p.prepare(ctx, figs)) {
    try {
      if (!job.error.empty()) throw std::runtime_error(job.error);
      const Figure f = job.build();
      EXPECT_EQ(f.render(Format::Png, job.info.save).rfind("\x89PNG", 0), 0u);
      ++r.drawn;
      r.notes[job.info.id] = *job.notes;
    } catch (const std::exception& e) {
      r.errors[job.info.id] = e.what();
    }
  }
  return r;
}

TEST(TablePaper, TinyPaperFromAFixture) {
  TinyPaper tiny;
  ASSERT_EQ(tiny.figures().size(), 3u);
  EXPECT_EQ(tiny.figures()[2].stem, "c_broken");
  EXPECT_EQ(tiny.figures()[0].inputs, std::vector<std::string>{"points.jsonl"});
  paper::Context ctx;
  ctx.data_dir = tiny.default_data_dir();
  loads = 0;
  const Outcome r = run_all(tiny, ctx, tiny.figures());
  EXPECT_EQ(r.drawn, 2u);
  // points.jsonl was read once for both figures; broken.jsonl once.
  EXPECT_EQ(loads.load(), 2);
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors.at("c"), "broken.jsonl:2: missing key y");
  EXPECT_TRUE(r.notes.at("a").empty());
}

TEST(TablePaper, OnlySelectedFiguresLoadTheirInputs) {
  TinyPaper tiny;
  paper::Context ctx;
  ctx.data_dir = tiny.default_data_dir();
  loads = 0;
  const Outcome r = run_all(tiny, ctx, {tiny.figures()[0]});
  EXPECT_EQ(r.drawn, 1u);
  EXPECT_EQ(loads.load(), 1);
}

TEST(TablePaper, ValuesOutsideAFixedLimitWidenItWithANote) {
  const testing_support::TempDir tmp("tiny_widen");
  const std::filesystem::path& dir = tmp.path();
  std::ofstream(dir / "points.jsonl") << "{\"record\": \"point\", \"x\": 1, \"y\": 2}\n"
                                      << "{\"record\": \"point\", \"x\": 2, \"y\": 7}\n"
                                      << "{\"record\": \"figure\", \"title\": \"t\", \"ylim\": [0, 5]}\n";
  TinyPaper tiny;
  paper::Context ctx;
  ctx.data_dir = dir;
  const Outcome r = run_all(tiny, ctx, {tiny.figures()[0]});
  ASSERT_EQ(r.drawn, 1u);
  EXPECT_EQ(r.notes.at("a"), paper::Notes{"tiny: y limit [0, 5] widened to [0, 7.35]: 1 value(s) above it"});
}

TEST(TablePaper, AMissingThemeFailsEveryFigureWithItsMessage) {
  class NoTheme : public TinyPaper {
   protected:
    std::string theme_name() const override { return "no_such_theme"; }
  } p;
  paper::Context ctx;
  ctx.data_dir = p.default_data_dir();
  const Outcome r = run_all(p, ctx, p.figures());
  EXPECT_EQ(r.drawn, 0u);
  ASSERT_EQ(r.errors.size(), 3u);
  EXPECT_NE(r.errors.at("a").find("no theme named 'no_such_theme'"), std::string::npos) << r.errors.at("a");
}

TEST(TablePaper, UnknownFigureIsAJobError) {
  TinyPaper tiny;
  paper::Context ctx;
  ctx.data_dir = tiny.default_data_dir();
  auto jobs = tiny.prepare(ctx, {paper::png_figure("z", "z", {})});
  ASSERT_EQ(jobs.size(), 1u);
  EXPECT_EQ(jobs[0].error, "no figure z in the tiny paper");
}

// Any failure names where it happened: render_paper's figure failures and lazily read inputs.
template <class E>
std::string described(E e, const std::string& doing) {
  return paper::describe_failure(std::make_exception_ptr(e), doing);
}

TEST(Failure, MessagesNameWhereTheyHappened) {
  const std::string fig = "rendering out/qtensorformer/figure3_8d_lofo_importance";
  EXPECT_EQ(described(std::bad_alloc(), fig),
            "out of memory while rendering out/qtensorformer/figure3_8d_lofo_importance");
  EXPECT_EQ(described(std::length_error("vector::reserve"), fig),
            "unexpected error while rendering out/qtensorformer/figure3_8d_lofo_importance: vector::reserve");
  EXPECT_EQ(described(42, fig),
            "unexpected error while rendering out/qtensorformer/figure3_8d_lofo_importance");
  // Input errors already name their file and line: kept as they are.
  EXPECT_EQ(described(paper::InputError("broken.jsonl:2: missing key y"), fig),
            "broken.jsonl:2: missing key y");
  EXPECT_EQ(described(records::DocumentError("fig3.json: malformed JSON"), fig), "fig3.json: malformed JSON");
  // So do a theme's and the font configuration's (they were "unexpected error while rendering").
  EXPECT_EQ(described(libplot::ThemeError("themes/qtensorformer.json: larger than 1048576 bytes"), fig),
            "themes/qtensorformer.json: larger than 1048576 bytes");
  EXPECT_EQ(described(libplot::FontConfigError("fonts.conf: not a regular file: fonts.conf"), fig),
            "fonts.conf: not a regular file: fonts.conf");
  // A failed write names its file and the system's reason: not "unexpected".
  EXPECT_EQ(described(libplot::OutputError(
                          "libplot: cannot write 'out/f.png': write to 'out/.f.png.libplot-tmp.1.0' "
                          "failed: No space left on device"),
                      fig),
            "libplot: cannot write 'out/f.png': write to 'out/.f.png.libplot-tmp.1.0' failed: No space left "
            "on device");
}

TEST(Failure, LazyInputNamesTheFileOfAnyFailure) {
  int reads = 0;
  auto failing = [&](auto error) {
    return paper::lazy_input<int>("/data/figure3.json", [&reads, error](const std::filesystem::path&) -> int {
      ++reads;
      throw error;
    });
  };
  auto message = [](paper::Shared<int> in) { return error_message<paper::InputError>([&] { in->get(); }); };
  const auto oom = failing(std::bad_alloc());
  EXPECT_EQ(message(oom), "out of memory while reading /data/figure3.json");
  EXPECT_EQ(message(oom), "out of memory while reading /data/figure3.json");  // every figure that needs it
  EXPECT_EQ(reads, 1);
  EXPECT_EQ(message(failing(std::out_of_range("map::at"))),
            "unexpected error while reading /data/figure3.json: map::at");
  EXPECT_EQ(message(failing(paper::InputError("figure3.json:4: missing key x"))),
            "figure3.json:4: missing key x");
  const auto fine = paper::lazy_input<int>("/data/figure3.json", [](const std::filesystem::path& f) {
    return static_cast<int>(f.filename().string().size());
  });
  EXPECT_EQ(fine->get(), 12);
}

}  // namespace
