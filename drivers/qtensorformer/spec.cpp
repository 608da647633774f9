// figures.json: the paper's words and constants, so the C++ holds no number or text a figure shows.
#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "libplot/ticker.hpp"
#include "records/document.hpp"
#include "spec.hpp"

namespace qtensorformer {

namespace {

using records::DocumentError;
using records::JsonNode;
using TextFields = std::vector<std::pair<std::string_view, std::string_view>>;

// A {name} field: an identifier in braces (pyformat's own fields are empty, digits or start with
// ':' or '!').
bool is_name(std::string_view field) {
  if (field.empty() || !(std::isalpha(static_cast<unsigned char>(field[0])) || field[0] == '_')) return false;
  for (char c : field)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  return true;
}

std::string fill_impl(std::string_view tmpl, const std::vector<double>& values, const TextFields& texts) {
  std::string out;
  out.reserve(tmpl.size() + 16);
  for (std::size_t i = 0; i < tmpl.size(); ++i) {
    const char c = tmpl[i];
    if ((c == '{' || c == '}') && i + 1 < tmpl.size() && tmpl[i + 1] == c) {  // a literal brace, kept for pyformat
      out += c;
      out += c;
      ++i;
      continue;
    }
    const auto close = c == '{' ? tmpl.find('}', i + 1) : std::string_view::npos;
    const std::string_view field = close == std::string_view::npos ? std::string_view() : tmpl.substr(i + 1, close - i - 1);
    if (!is_name(field)) {
      out += c;
      continue;
    }
    const auto text = std::find_if(texts.begin(), texts.end(), [&](const auto& t) { return t.first == field; });
    if (text == texts.end())
      throw std::invalid_argument("unknown field {" + std::string(field) + "} in template \"" + std::string(tmpl) + "\"");
    for (char t : text->second) {  // the text as written: its braces are not fields
      out += t;
      if (t == '{' || t == '}') out += t;
    }
    i = close;
  }
  try {
    return libplot::pyformat(out, values);
  } catch (const std::invalid_argument& e) {  // name the template as written, not as filled
    std::string why = e.what();
    const std::string filled = "\"" + out + "\"";
    if (const auto at = why.rfind(filled); out != tmpl && at != std::string::npos)
      why.replace(at, filled.size(), "\"" + std::string(tmpl) + "\"");
    throw std::invalid_argument(why);
  }
}

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
  std::string tmpl(const char* key, std::size_t values, std::initializer_list<std::string_view> names = {}) const {
    std::string t = text(key);
    check_template(key, t, values, names);
    return t;
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

  void check_template(std::string_view key, const std::string& t, std::size_t values,
                      std::initializer_list<std::string_view> names) const {
    TextFields texts;
    for (std::string_view n : names) texts.emplace_back(n, "x");
    try {
      fill_impl(t, std::vector<double>(values, 1.0), texts);
    } catch (const std::invalid_argument& e) {
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

std::string fill_in(std::string_view tmpl, const std::vector<double>& values,
                    std::initializer_list<std::pair<std::string_view, std::string_view>> texts) {
  return fill_impl(tmpl, values, TextFields(texts));
}

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
    o.acceptance_label = f.tmpl("acceptance_label", 1);
    o.value_label = f.tmpl("value_label", 1);
    o.ylim = f.limits("ylim");
    o.ylabel = f.text("ylabel");
    o.title = f.text("title");
  }
  {
    const Section f = root.at("figure3");
    auto& o = s.figure3;
    o.value_label = f.tmpl("value_label", 1);
    o.ylabel = f.text("ylabel");
    o.xlabel = f.text("xlabel");
    o.title = f.text("title");
    o.highlighted = f.node().strings("highlighted");
  }
  {
    const Section f = root.at("figure4");
    auto& o = s.figure4;
    o.experiment = f.text("experiment");
    o.independent_label = f.text("independent_label");
    o.nested_label = f.text("nested_label");
    o.gap_label = f.tmpl("gap_label", 1);
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
    o.stored_label = f.tmpl("stored_label", 0, {"seq_len"});
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
    o.disturbance_label = f.tmpl("disturbance_label", 2);
    o.target_label = f.tmpl("target_label", 1);
    o.band_label = f.tmpl("band_label", 1);
    o.static_label = f.tmpl("static_label", 1);
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
    o.churn_ylabel = f.text("churn_ylabel");
    o.churn_title = f.text("churn_title");
    o.churn_value_label = f.tmpl("churn_value_label", 1);
    o.jitter_ylabel = f.text("jitter_ylabel");
    o.jitter_title = f.text("jitter_title");
    o.jitter_value_label = f.tmpl("jitter_value_label", 1);
    o.suptitle = f.text("suptitle");
  }
  {
    const Section f = root.at("figure10");
    auto& o = s.figure10;
    o.simulation_ticks = f.texts("simulation_ticks", 3);
    o.simulation_ylabel = f.text("simulation_ylabel");
    o.simulation_title = f.text("simulation_title");
    o.value_label = f.tmpl("value_label", 1);
    o.budget_tick = f.text("budget_tick");
    o.sdpa_label = f.tmpl("sdpa_label", 1);
    o.budget_label = f.tmpl("budget_label", 1);
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
    o.autopct = f.tmpl("autopct", 1);
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
    o.hardware_label = f.tmpl("hardware_label", 2, {"hardware"});
    o.operating_point_label = f.tmpl("operating_point_label", 1, {"system", "bound"});
    const Section bound = f.at("bound");
    o.compute_bound = bound.text("compute");
    o.memory_bound = bound.text("memory");
    o.mixed_bound = bound.text("mixed");
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
    o.advantage_ylabel = f.text("advantage_ylabel");
    o.advantage_title = f.text("advantage_title");
    o.advantage_value_label = f.tmpl("advantage_value_label", 1);
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
      f.check_template("bar_labels[" + std::to_string(i) + "]", o.bar_labels[i], 1, {});
    o.deadline_ylabel = f.text("deadline_ylabel");
    o.deadline_title = f.tmpl("deadline_title", 1);
    o.value_label = f.tmpl("value_label", 1);
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
    o.suptitle = f.tmpl("suptitle", 1);
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
    o.title = f.tmpl("title", 1);
  }
  return s;
}

std::filesystem::path shipped_spec_path() { return QTENSORFORMER_SPEC_FILE; }

}  // namespace qtensorformer
