// figures.json: the paper's words and constants, so the C++ holds no number or text a figure shows.
#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "libplot/ticker.hpp"
#include "paper/paper.hpp"
#include "paper/template.hpp"
#include "records/document.hpp"
#include "spec.hpp"

namespace qtensorformer {

namespace {

using records::DocumentError;
using records::JsonNode;
// One object of the spec, with the file's name for messages.
class Section {
 public:
  Section(const std::string& file, JsonNode node) : file_(file), node_(std::move(node)) {}

  Section at(const char* key) const { return {file_, node_.at(key)}; }

  [[noreturn]] void bad(std::string_view key, const std::string& what) const {
    const std::string path = node_.path().empty() ? std::string(key) : node_.path() + "." + std::string(key);
    throw DocumentError(file_ + ": " + path + (what.starts_with(":") ? "" : " ") + what);
  }

  std::string text(const char* key) const { return std::string(node_.string(key)); }
  double number(const char* key) const { return node_.number(key); }

  // A template filled with `values` numbers and the named text fields; checked here.
  // A template (paper::format) whose fields are among `numbers` and `texts`.
  std::string tmpl(const char* key, std::initializer_list<const char*> numbers,
                   std::initializer_list<const char*> texts = {}) const {
    std::string t = text(key);
    check_template(key, t, numbers, texts);
    return t;
  }

  OffsetPt offset_pt(const char* key) const {
    const auto v = node_.numbers(key);
    if (v.size() != 2) bad(key, "must be [x, y] in points");
    return {v[0], v[1]};
  }

  Limits limits(const char* key) const {
    const auto v = node_.numbers(key);
    if (v.size() != 2) bad(key, "must be [low, high]");
    return {v[0], v[1]};
  }

  // An array of strings: `count` of them, or at least one when count is 0.
  std::vector<std::string> texts(const char* key, std::size_t count = 0) const {
    auto v = node_.strings(key);
    expect_count(key, v.size(), count);
    return v;
  }

  // An array of {key_field: ..., label_field: ...} objects, at least one.
  std::vector<Keyed> keyed(const char* key, const char* key_field = "key", const char* label_field = "label") const {
    std::vector<Keyed> out;
    for (const JsonNode& e : node_.elements(key))
      out.push_back({std::string(e.string(key_field)), std::string(e.string(label_field))});
    expect_count(key, out.size(), 0);
    return out;
  }

  std::vector<JsonNode> elements(const char* key) const {
    auto v = node_.elements(key);
    expect_count(key, v.size(), 0);
    return v;
  }

  void check_template(std::string_view key, const std::string& t, std::initializer_list<const char*> numbers,
                      std::initializer_list<const char*> texts) const {
    paper::Fields fields;
    for (const char* n : numbers) fields.emplace(n, 1.0);
    for (const char* n : texts) fields.emplace(n, std::string("x"));
    try {
      paper::format(t, fields);
    } catch (const paper::InputError& e) {
      bad(key, std::string(": ") + e.what());
    }
  }

  const JsonNode& node() const { return node_; }

 private:
  void expect_count(std::string_view key, std::size_t n, std::size_t count) const {
    if (count == 0 && n == 0) bad(key, "is empty");
    if (count != 0 && n != count)
      bad(key, "has " + std::to_string(n) + " entries, expected " + std::to_string(count));
  }

  const std::string& file_;
  JsonNode node_;
};

}  // namespace

Spec load_spec(const std::filesystem::path& file) {
  const auto doc = records::JsonDocument::load(file);
  const Section root(doc.name(), doc.root());
  Spec s;

  {
    const Section f = root.at("figure1");
    auto& o = s.figure1;
    o.title = f.text("title");
    const Section blocks = f.at("blocks");
    for (const char* id : kFigure1Blocks) o.blocks.push_back(blocks.text(id));
  }
  {
    const Section f = root.at("figure2");
    auto& o = s.figure2;
    o.heads = f.keyed("heads");
    o.acceptance_r2 = f.number("acceptance_r2");
    o.acceptance_label = f.tmpl("acceptance_label", {"r2"});
    o.value_label = f.tmpl("value_label", {"r2"});
    o.ylim = f.limits("ylim");
    o.ylabel = f.text("ylabel");
    o.title = f.text("title");
  }
  {
    const Section f = root.at("figure3");
    auto& o = s.figure3;
    o.value_label = f.tmpl("value_label", {"drop"});
    o.ylabel = f.text("ylabel");
    o.xlabel = f.tmpl("xlabel", {"features"});
    o.title = f.text("title");
    o.highlighted = f.node().strings("highlighted");
  }
  {
    const Section f = root.at("figure4");
    auto& o = s.figure4;
    o.experiment = f.text("experiment");
    o.independent_label = f.text("independent_label");
    o.nested_label = f.text("nested_label");
    o.gap_label = f.tmpl("gap_label", {"gap"});
    o.gap_offset = f.offset_pt("gap_offset_pt");
    o.xlabel = f.text("xlabel");
    o.ylabel = f.text("ylabel");
    o.title = f.text("title");
  }
  {
    const Section f = root.at("figure5");
    auto& o = s.figure5;
    o.xlabel = f.text("xlabel");
    o.latency_ylabel = f.text("latency_ylabel");
    o.latency_title = f.text("latency_title");
    o.traffic_ylabel = f.text("traffic_ylabel");
    o.traffic_title = f.text("traffic_title");
    o.suptitle = f.text("suptitle");
  }
  {
    const Section f = root.at("figure6");
    auto& o = s.figure6;
    o.seq_len = f.text("seq_len");
    o.stored_label = f.tmpl("stored_label", {}, {"seq_len"});
    o.decode_label = f.text("decode_label");
    o.ylabel = f.text("ylabel");
    o.decode_ylabel = f.text("decode_ylabel");
    o.title = f.text("title");
  }
  {
    const Section f = root.at("figure7");
    auto& o = s.figure7;
    o.policies = f.keyed("policies");
    o.ylim = f.limits("ylim");
    o.xlabel = f.text("xlabel");
    o.ylabel = f.text("ylabel");
    o.title = f.text("title");
  }
  {
    const Section f = root.at("figure8");
    auto& o = s.figure8;
    o.disturbance_label = f.tmpl("disturbance_label", {"before", "after"});
    o.target_label = f.tmpl("target_label", {"target_ms"});
    o.band_label = f.tmpl("band_label", {"tolerance_pct"});
    o.static_label = f.tmpl("static_label", {"violation_pct"});
    o.p_only_label = f.text("p_only_label");
    o.pid_label = f.text("pid_label");
    o.ylim = f.limits("ylim");
    o.xlabel = f.text("xlabel");
    o.ylabel = f.text("ylabel");
    o.title = f.text("title");
  }
  {
    const Section f = root.at("figure9");
    auto& o = s.figure9;
    o.taus = f.keyed("taus");
    for (std::size_t i = 0; i < o.taus.size(); ++i)
      f.check_template("taus[" + std::to_string(i) + "].label", o.taus[i].label, {"tau"}, {});
    o.tau_list_item = f.tmpl("tau_list_item", {"tau"});
    for (const JsonNode& e : f.node().elements("taus")) {
      o.tau_in_title.push_back(e.contains("in_title") ? std::string(e.string("in_title")) : o.tau_list_item);
      f.check_template("taus[" + std::to_string(o.tau_in_title.size() - 1) + "].in_title", o.tau_in_title.back(), {"tau"}, {});
    }
    o.churn_ylabel = f.text("churn_ylabel");
    o.churn_title = f.text("churn_title");
    o.churn_value_label = f.tmpl("churn_value_label", {"churn_pct"});
    o.jitter_ylabel = f.text("jitter_ylabel");
    o.jitter_title = f.text("jitter_title");
    o.jitter_value_label = f.tmpl("jitter_value_label", {"jitter_ms"});
    o.suptitle = f.tmpl("suptitle", {}, {"taus"});
  }
  {
    const Section f = root.at("figure10");
    auto& o = s.figure10;
    o.simulation_ticks = f.texts("simulation_ticks", 3);
    o.simulation_ylabel = f.text("simulation_ylabel");
    o.simulation_title = f.text("simulation_title");
    o.value_label = f.tmpl("value_label", {"latency_ms"});
    o.budget_tick = f.text("budget_tick");
    o.sdpa_label = f.tmpl("sdpa_label", {"latency_ms"});
    o.budget_label = f.tmpl("budget_label", {"threshold_ms"});
    o.readout_note = f.text("readout_note");
    o.budget_ylim = f.limits("budget_ylim");
    o.budget_ylabel = f.text("budget_ylabel");
    o.budget_title = f.text("budget_title");
    o.suptitle = f.text("suptitle");
  }
  {
    const Section f = root.at("figure11");
    auto& o = s.figure11;
    o.subsystems = f.keyed("subsystems");
    o.autopct = f.text("autopct");  // libplot's pie autopct: a pyformat template of one value
    try {
      libplot::pyformat(o.autopct, {1.0});
    } catch (const std::invalid_argument& e) {
      f.bad("autopct", std::string(": ") + e.what());
    }
    o.prefill_title = f.text("prefill_title");
    o.decode_title = f.text("decode_title");
    o.suptitle = f.text("suptitle");
  }
  {
    const Section f = root.at("figure12");
    auto& o = s.figure12;
    o.intensity_log10 = f.limits("intensity_log10_range");
    const auto points = f.node().integer("intensity_points");
    if (points < 2 || points > 100000) f.bad("intensity_points", "must be 2 to 100000");
    o.intensity_points = static_cast<int>(points);
    o.hardware_label = f.tmpl("hardware_label", {"peak_tflops", "bandwidth_gbs"}, {"hardware"});
    o.operating_point_label = f.tmpl("operating_point_label", {"intensity"}, {"system", "bound"});
    const Section bound = f.at("bound");
    o.compute_bound = bound.text("compute");
    o.memory_bound = bound.text("memory");
    o.mixed_bound = bound.text("mixed");
    o.note_offset = f.offset_pt("note_offset_pt");
    const Section seed_note = f.at("seed_note_at");
    o.seed_note_intensity_times = seed_note.number("intensity_times");
    o.seed_note_tflops = seed_note.number("tflops");
    if (!(o.seed_note_intensity_times > 0) || !(o.seed_note_tflops > 0))
      f.bad("seed_note_at", "must be positive (a log-log axes)");
    o.xlabel = f.text("xlabel");
    o.ylabel = f.text("ylabel");
    o.title = f.text("title");
  }
  {
    const Section f = root.at("figure13");
    auto& o = s.figure13;
    o.frontier_xlabel = f.text("frontier_xlabel");
    o.frontier_ylabel = f.text("frontier_ylabel");
    o.frontier_title = f.text("frontier_title");
    o.label_offset = f.offset_pt("label_offset_pt");
    o.advantage_ylabel = f.text("advantage_ylabel");
    o.advantage_title = f.text("advantage_title");
    o.advantage_value_label = f.tmpl("advantage_value_label", {"advantage_pct"});
    o.advantage_ylim = f.limits("advantage_ylim");
    o.suptitle = f.text("suptitle");
  }
  {
    const Section f = root.at("figure14");
    auto& o = s.figure14;
    o.dense_label = f.text("dense_label");
    o.tt_label = f.text("tt_label");
    o.batch_xlabel = f.text("batch_xlabel");
    o.batch_ylabel = f.text("batch_ylabel");
    o.batch_title = f.text("batch_title");
    o.bar_labels = f.texts("bar_labels", 4);
    for (std::size_t i = 0; i < o.bar_labels.size(); ++i)
      f.check_template("bar_labels[" + std::to_string(i) + "]", o.bar_labels[i], {"value"}, {});
    o.deadline_ylabel = f.text("deadline_ylabel");
    o.deadline_title = f.tmpl("deadline_title", {"target_ms"});
    o.value_label = f.tmpl("value_label", {"value"});
    o.deadline_ylim = f.limits("deadline_ylim");
    o.suptitle = f.text("suptitle");
  }
  {
    const Section f = root.at("figure15");
    auto& o = s.figure15;
    for (const JsonNode& p : f.elements("panels"))
      o.panels.push_back({std::string(p.string("x")), std::string(p.string("y")), std::string(p.string("xlabel")),
                          std::string(p.string("ylabel")), std::string(p.string("title"))});
    const auto chars = f.node().integer("label_max_chars");
    if (chars < 1) f.bad("label_max_chars", "must be at least 1");
    o.label_max_chars = static_cast<std::size_t>(chars);
    o.label_offset = f.offset_pt("label_offset_pt");
    o.suptitle = f.tmpl("suptitle", {"models"});
    for (const auto& [category, colour] : f.node().fields("category_colors"))
      o.category_colors.emplace(std::string(category), std::string(colour.string()));
    if (o.category_colors.empty()) f.bad("category_colors", "must name at least one category");
    o.own_category = f.text("own_category");
  }
  {
    const Section f = root.at("figure16");
    auto& o = s.figure16;
    o.model = f.text("model");
    for (const JsonNode& b : f.elements("baselines"))
      o.baselines.push_back({std::string(b.string("id")), std::string(b.string("name"))});
    for (const JsonNode& m : f.elements("metrics"))
      o.metrics.push_back({std::string(m.string("key")), std::string(m.string("label")), m.boolean("lower_is_better"),
                           std::string(m.string("color"))});
    o.xlabel = f.text("xlabel");
    o.title = f.tmpl("title", {"baselines"});
  }
  return s;
}

std::filesystem::path shipped_spec_path() { return QTENSORFORMER_SPEC_FILE; }

}  // namespace qtensorformer
