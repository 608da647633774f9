#pragma once
// The one shape every paper has: a table of figures over a set of lazily loaded, shared inputs.
//
//   struct Inputs { paper::Shared<Floor> floor; ... };     // nothing read yet
//   class MyPaper : public paper::TablePaper<Inputs> {
//     std::vector<Row> table() const override;            // id, stem, inputs, formats, build
//     std::shared_ptr<Inputs> open(const paper::Context&, const std::vector<paper::FigureInfo>&) const
//     override;
//   };
//
// Each figure job loads the theme and the inputs it uses on first use; anything that throws
// while loading or drawing fails that figure only (render_paper prints the message, which names
// the file, line and field where there is one) and never the process.
#include <memory>
#include <string>
#include <vector>

#include "libplot/theme.hpp"
#include "paper/lazy.hpp"
#include "paper/paper.hpp"

namespace paper {

template <class Inputs>
class TablePaper : public Paper {
 public:
  struct Row {
    FigureInfo info;
    std::function<libplot::Figure(Inputs&, const libplot::Theme&, Notes&)> build;
  };

  std::vector<FigureInfo> figures() const override {
    std::vector<FigureInfo> out;
    for (const Row& r : table()) out.push_back(r.info);
    return out;
  }

  std::vector<FigureJob> prepare(const Context& ctx, const std::vector<FigureInfo>& selected) final {
    std::shared_ptr<Inputs> in = open(ctx, selected);
    auto theme = lazy<libplot::Theme>([n = theme_name()] { return libplot::Theme::named(n); });
    const std::vector<Row> rows = table();
    std::vector<FigureJob> jobs;
    for (const FigureInfo& info : selected) {
      FigureJob job{info, {}, {}};
      for (const Row& r : rows)
        if (r.info.id == info.id)
          job.build = [in, theme, build = r.build, notes = job.notes] {
            return build(*in, theme->get(), *notes);
          };
      if (!job.build) job.error = "no figure " + info.id + " in the " + name() + " paper";
      jobs.push_back(std::move(job));
    }
    return jobs;
  }

 protected:
  // The paper's figures, in output order.
  virtual std::vector<Row> table() const = 0;
  // The lazy holders of the inputs the selected figures may use; reads nothing.
  virtual std::shared_ptr<Inputs> open(const Context& ctx, const std::vector<FigureInfo>& selected) const = 0;
  // The theme file, themes/<theme_name()>.json.
  virtual std::string theme_name() const { return name(); }
};

// A figure as the seed script writes it: one PNG at the theme's dpi.
inline FigureInfo png_figure(std::string id, std::string stem, std::vector<std::string> inputs) {
  return FigureInfo{std::move(id), std::move(stem), std::move(inputs), {libplot::Format::Png}, {}};
}

}  // namespace paper
