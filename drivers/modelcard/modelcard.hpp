#pragma once
// The model-card paper (figures 06–09): its data, read from drivers/modelcard/data/*.jsonl, and
// one function per figure. The driver holds no numbers: every value comes from the data files.
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "libplot/figure.hpp"
#include "records/document.hpp"

namespace modelcard {

using Range = std::pair<double, double>;

// A text placed in a panel, in data coordinates (x, y) or axes fractions (axes_x, axes_y).
struct Note {
  std::string text;
  std::optional<double> x, y, axes_x, axes_y;
};

// The words and limits of one axes (a "panel" record), or of a whole figure (a "figure" record).
struct Panel {
  std::string name, title, xlabel, ylabel, suptitle;
  std::vector<std::string> series, footer;
  std::optional<Range> xlim, ylim;
  std::optional<Note> note;
  std::optional<double> log_base, floor_note_offset, parity, costly_above;
  int reduction_decimals = 0;
};

struct Floor { std::string label; double macro_f1 = 0; };

struct StagePath {
  struct Config { std::string label; double f1_mean, f1_sd, bf16_mib, q8_mib; };
  struct Precision { std::string label; double f1_mean, f1_sd; };
  std::vector<Config> configs;
  std::vector<Precision> precisions;
  Panel figure, size, quality, precision;
};

struct Runtime {
  struct Row { std::string label; double before_ms, after_ms; };
  std::vector<Row> v3_vs_v2, port;
  Panel figure, v3_panel, port_panel;
};

struct WindowSweep {
  struct Model {
    std::string label, colour, delta_note;
    double context = 0;
    std::vector<double> window, macro_f1;
  };
  std::vector<Model> models;
  Panel figure;
};

struct TokenizerCost {
  struct Language { std::string language; double upstream, cut, ratio; };
  std::vector<Language> languages;
  Panel figure;
};

Floor load_floor(const std::filesystem::path& file);
StagePath load_stage_path(const std::filesystem::path& file);
Runtime load_runtime(const std::filesystem::path& file);
WindowSweep load_window_sweep(const std::filesystem::path& file);
TokenizerCost load_tokenizer_cost(const std::filesystem::path& file);

libplot::Figure fig06(const StagePath& d, const Floor& floor, const libplot::Theme& theme);
libplot::Figure fig07(const Runtime& d, const libplot::Theme& theme);
libplot::Figure fig08(const WindowSweep& d, const Floor& floor, const libplot::Theme& theme);
libplot::Figure fig09(const TokenizerCost& d, const libplot::Theme& theme);

// The paper's shared look (the seed's bare()): grid behind, only the bottom spine, in grid colour.
void bare(libplot::Axes& ax, const libplot::Theme& theme, const char* axis = "y");
// Footer lines centred under the figure, from the bottom up at the seed's spacing.
void footer(libplot::Figure& fig, const std::vector<std::string>& lines, const std::vector<double>& ys);
// "−0.0336": Python's format with a real minus sign, as matplotlib labels show it.
std::string with_minus(std::string s);

}  // namespace modelcard
