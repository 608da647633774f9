#pragma once
// The Q-TensorFormer paper's spec, figures.json (shipped beside the driver, not in the data
// directory): every title, label, tick label and box text a figure shows, the input keys it
// selects and its fixed numbers, so the C++ holds none of them. Style (colours by theme name,
// markers, sizes, positions) stays in the C++ and themes/qtensorformer.json.
//
// Fields documented as templates are filled by paper::format (Python format specs, named fields).
// load_spec() checks every template against the fields its figure gives it, so a bad one fails
// when the file is read, naming the file and the key path.
#include <cstddef>
#include <filesystem>
#include <initializer_list>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace qtensorformer {

struct Limits { double low = 0, high = 0; };  // an axis range [low, high]
struct Keyed { std::string key, label; };
// A label's offset in points from its point, as the seed's annotate(xytext, textcoords="offset
// points"): where matplotlib-compat mode draws it (libplot places point labels otherwise).
struct OffsetPt { double x = 0, y = 0; };     // an input key and what the figure shows for it

// The boxes of figure 1's diagram, keys of figure1.blocks; the layout is the C++'s, in this order.
inline constexpr const char* kFigure1Blocks[] = {"input", "state", "allocator", "ffn", "attention", "kv_cache", "controller"};

struct Spec {
  struct Figure1 {
    std::string title;
    std::vector<std::string> blocks;  // one text per kFigure1Blocks entry, in that order
  } figure1;
  struct Figure2 {
    std::vector<Keyed> heads;         // regression_heads.<key>, tick label
    double acceptance_r2 = 0;         // the calibration acceptance bar
    std::string acceptance_label;     // template: {:..} the bar
    std::string value_label;          // template: {:..} a head's R²
    Limits ylim;
    std::string ylabel, title;
  } figure2;
  struct Figure3 {
    std::string value_label;          // template: {:..} a feature's drop
    std::string xlabel;               // template: {features} how many features
    std::string ylabel, title;
    std::vector<std::string> highlighted;  // features (as in the data) drawn in the darker colour
  } figure3;
  struct Figure4 {
    std::string experiment;           // experiments.<experiment>.rank_metrics
    std::string independent_label, nested_label;
    std::string gap_label;            // template: {:..} the gap
    OffsetPt gap_offset;
    std::string xlabel, ylabel, title;
  } figure4;
  struct Figure5 {
    std::string xlabel, latency_ylabel, latency_title, traffic_ylabel, traffic_title, suptitle;
  } figure5;
  struct Figure6 {
    std::string seq_len;              // configurations.*.seq_metrics.<seq_len>
    std::string stored_label;         // template: {seq_len}
    std::string decode_label, ylabel, decode_ylabel, title;
  } figure6;
  struct Figure7 {
    std::vector<Keyed> policies;      // policies.<key>, legend label, in drawing order
    Limits ylim;
    std::string xlabel, ylabel, title;
  } figure7;
  struct Figure8 {
    std::string disturbance_label;    // template: {:..} seq_len_before, {:..} seq_len_after
    std::string target_label;         // template: {:..} target_latency_ms
    std::string band_label;           // template: {:..} sla_tolerance_pct
    std::string static_label;         // template: {:..} the static heuristic's violation %
    std::string p_only_label, pid_label;
    Limits ylim;
    std::string xlabel, ylabel, title;
  } figure8;
  struct Figure9 {
    std::vector<Keyed> taus;          // hysteresis_analysis.<key>, tick label (template: {tau})
    std::string tau_list_item;        // template: {tau}, one entry of the suptitle's list
    std::vector<std::string> tau_in_title;  // per tau: its "in_title" template, or tau_list_item
    std::string churn_ylabel, churn_title;
    std::string churn_value_label;    // template: {:..} churn %
    std::string jitter_ylabel, jitter_title;
    std::string jitter_value_label;   // template: {:..} jitter ms
    std::string suptitle;             // template: {taus} the list of the taus shown
  } figure9;
  struct Figure10 {
    std::vector<std::string> simulation_ticks;  // SDPA, surrogate, statevector
    std::string simulation_ylabel, simulation_title;
    std::string value_label;          // template: {:..} a latency
    std::string budget_tick;
    std::string sdpa_label;           // template: {:..} classical_sdpa_reference_ms
    std::string budget_label;         // template: {:..} threshold_ms
    std::string readout_note;         // appended to budget_label when includes_readout
    Limits budget_ylim;
    std::string budget_ylabel, budget_title, suptitle;
  } figure10;
  struct Figure11 {
    std::vector<Keyed> subsystems;    // *_percentage_breakdown.<key>, slice label
    std::string autopct;              // template: {:..} a slice's percentage
    std::string prefill_title, decode_title, suptitle;
  } figure11;
  struct Figure12 {
    Limits intensity_log10;           // the x axis: 10^low .. 10^high
    int intensity_points = 0;         // log-spaced samples over it
    std::string hardware_label;       // template: {hardware}, {:..} peak TFLOPS, {:..} GB/s
    std::string operating_point_label;  // template: {system}, {:..} intensity, {bound}
    std::string compute_bound, memory_bound, mixed_bound;
    OffsetPt note_offset;             // the note, from the point it names
    // Where the seed wrote the note (data: intensity x intensity_times, tflops), drawn there in
    // matplotlib-compat mode: it fits only the sample data.
    double seed_note_intensity_times = 0, seed_note_tflops = 0;
    std::string xlabel, ylabel, title;
  } figure12;
  struct Figure13 {
    std::string frontier_xlabel, frontier_ylabel, frontier_title;
    OffsetPt label_offset;            // a system's name beside its point
    std::string advantage_ylabel, advantage_title;
    std::string advantage_value_label;  // template: {:..} an advantage %
    Limits advantage_ylim;
    std::string suptitle;
  } figure13;
  struct Figure14 {
    std::string dense_label, tt_label, batch_xlabel, batch_ylabel, batch_title;
    std::vector<std::string> bar_labels;  // templates: {:..} the bar's value; allocator, slicing, floor, target
    std::string deadline_ylabel;
    std::string deadline_title;       // template: {:..} target_sla_ms
    std::string value_label;          // template: {:..} a bar's value
    Limits deadline_ylim;
    std::string suptitle;
  } figure14;
  struct Figure15 {
    struct Panel { std::string x, y, xlabel, ylabel, title; };  // x, y: metrics.<key>
    std::vector<Panel> panels;
    std::size_t label_max_chars = 0;  // a point label's length cut
    OffsetPt label_offset;
    std::string suptitle;             // template: {:d} the number of models
    std::map<std::string, std::string> category_colors;  // a model's category -> theme colour
    std::string own_category;         // the paper's own models: star markers, larger
  } figure15;
  struct Figure16 {
    std::string model;                // model_id of the paper's own model
    struct Baseline { std::string id, name; };
    std::vector<Baseline> baselines;  // bottom to top
    struct Metric { std::string key, label; bool lower_is_better = true; std::string color; };
    std::vector<Metric> metrics;
    std::string xlabel;
    std::string title;                // template: {:d} the number of baselines
  } figure16;
};

// Reads and checks a spec. Errors are records::DocumentError naming the file and the key path:
// "/path/figures.json: missing key figure2.acceptance_r2".
Spec load_spec(const std::filesystem::path& file);
// The spec shipped beside the driver (drivers/qtensorformer/figures.json).
std::filesystem::path shipped_spec_path();

}  // namespace qtensorformer
