#pragma once
// The model-card paper (figures 06–09): its data, read from drivers/modelcard/data/*.jsonl, and
// one function per figure. The driver holds no numbers: every value comes from the data files,
// every text showing a number is a template (paper::format) filled from them.
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "libplot/figure.hpp"
#include "paper/paper.hpp"
#include "paper/words.hpp"
#include "records/document.hpp"

namespace modelcard {

using Range = std::pair<double, double>;

// A text placed in a panel. Figures 06 and 07 place it at axes fractions ("axes_x", "axes_y");
// figure 09 beside the bar of one language ("language"), offset by ("x", "y") points, and only
// when that language's token count is unchanged. `text` is a template; `where` names its file
// and line for messages.
struct Note {
  paper::Text text;  // shown only when an alternative applies (paper/words.hpp)
  std::string where;
  double x = 0, y = 0;
  std::string language;
};
enum class NoteAt { AxesFraction, BesideLanguage };

// The words and limits of one axes (a "panel" record), or of a whole figure (a "figure" record).
// The words as read are `words`; said() fills them from a figure's fields into the strings.
struct Panel {
  std::string name, where, title, xlabel, ylabel, suptitle;
  std::vector<std::string> series, footer;  // footer: the lines the data bear out
  struct Words {
    paper::Text title, xlabel, ylabel, suptitle;
    std::vector<paper::Text> series, footer;
  } words;
  // The keys below are read by some figures only; the loader of a figure requires the ones it
  // reads (require_keys in data.cpp), so a figure never runs without them.
  std::optional<Range> xlim, ylim;
  std::optional<double> ylim_top;  // with floor_margin: ylim = [floor - floor_margin, ylim_top]
  std::optional<double> floor_margin;
  std::optional<Note> note;  // a panel without one shows no note
  std::optional<double> log_base, parity, costly_above;
  std::optional<double> same_loss_within;   // figure 08: two changes this close count as "as much"
  std::optional<double> floor_note_points;  // offset of the floor's label from its line, points
  int reduction_decimals = 0;
  // The panel's other words and number templates ("value_label": "{value:,.0f}"), from its
  // record's "text" object: each a string or alternatives (paper/words.hpp), so a count of one
  // can read "1 token".
  std::map<std::string, paper::Text> texts;
  std::map<std::string, double> facts;  // the record's "facts" object (add_facts)
  // The text `key` filled from `fields`: its first alternative that applies ("" when none does).
  // A key the record's "text" object lacks is an error naming the file, the line and the key.
  std::string say(const std::string& key, const paper::Fields& fields) const;
};

// The card's shared constants: the predictor floor, and facts of the evaluation split the
// texts state ("split_docs": documents in the calibration split, "task_labels": the head's
// labels).
struct Floor {
  std::string label;
  double macro_f1 = 0;
  double split_docs = 0, task_labels = 0;
};

struct StagePath {
  // seeds: how many seeds the mean and SD are over.
  struct Config {
    std::string label;
    double f1_mean, f1_sd, bf16_mib, q8_mib, seeds;
  };
  // config: the configuration the precisions were measured at.
  struct Precision {
    std::string label;
    double f1_mean, f1_sd;
    std::string config;
  };
  std::vector<Config> configs;
  std::vector<Precision> precisions;
  Panel figure, size, quality, precision;
};

struct Runtime {
  // blocks (v3_vs_v2 rows): the timing is a median over this many blocks; bit_identical (port
  // rows): the output equals the "before" level's bit for bit. Each kind of row has its own.
  struct Row {
    std::string cut;
    double tokens, before_ms, after_ms;
    std::optional<double> blocks;
    std::optional<bool> bit_identical;
  };
  std::vector<Row> v3_vs_v2, port;
  Panel figure, v3_panel, port_panel;
};

struct WindowSweep {
  struct Model {
    std::string label, colour, delta_note;
    std::string short_name;  // how the footer names it ("qwen"); "" when not given
    double context = 0;
    std::vector<double> window, macro_f1;
    std::vector<std::optional<double>> threshold;  // selected threshold per window (null: not recorded)
  };
  std::vector<Model> models;
  std::map<double, double> window_counts;  // reading window -> windows read ("window_count" records)
  Panel figure;
};

struct TokenizerCost {
  struct Language {
    std::string language;
    double upstream, cut, ratio;
  };
  std::vector<Language> languages;
  Panel figure;
};

Floor load_floor(const std::filesystem::path& file);
StagePath load_stage_path(const std::filesystem::path& file);
Runtime load_runtime(const std::filesystem::path& file);
WindowSweep load_window_sweep(const std::filesystem::path& file);
TokenizerCost load_tokenizer_cost(const std::filesystem::path& file);

libplot::Figure fig06(const StagePath& d, const Floor& floor, const libplot::Theme& theme,
                      paper::Notes& notes);
libplot::Figure fig07(const Runtime& d, const libplot::Theme& theme, paper::Notes& notes);
libplot::Figure fig08(const WindowSweep& d, const Floor& floor, const libplot::Theme& theme,
                      paper::Notes& notes);
libplot::Figure fig09(const TokenizerCost& d, const libplot::Theme& theme, paper::Notes& notes);

// The paper's shared look (the seed's bare()): grid behind, only the bottom spine, in grid colour.
void bare(libplot::Axes& ax, const libplot::Theme& theme, const char* axis = "y");
// Footer lines centred under the figure, stacked upwards from `bottom` (figure fraction) by
// `step`: every line is drawn, however many the words file gives.
void footer(libplot::Figure& fig, const std::vector<std::string>& lines, double bottom, double step);
std::vector<double> footer_ys(std::size_t lines, double bottom, double step);
// A panel's y limits measured from the floor: [floor - floor_margin, ylim_top].
Range floor_ylim(const Panel& p, const Floor& floor);
// The floor's label at axes fraction `axes_x`, just off the floor's line (floor_note_points).
void floor_label(libplot::Axes& ax, const std::string& text, double axes_x, double floor, const Panel& p,
                 const libplot::TextProps& props);
// The signed change from `before` to `after` in percent, as a label: "−22%", "+16%".
std::string change_label(double before, double after, int decimals);
// The panel with its words filled from `fields` (paper/words.hpp): texts no alternative applies
// to are empty, footer lines and series labels that do not apply are left out.
Panel said(const Panel& p, const paper::Fields& fields);
// A figure record's "facts": numbers its texts state that no other record holds (the seed of a
// sweep, a tokenizer id), each a field; `known` lists the names the words may use, absent when
// the file does not give them.
void add_facts(paper::Fields& fields, const Panel& p, std::initializer_list<const char*> known);

}  // namespace modelcard
