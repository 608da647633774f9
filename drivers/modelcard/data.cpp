// Reading the model-card data files: every record through the streaming reader, every field
// checked, every error naming file, line and key. The data ship with the paper
// (drivers/modelcard/data/), so each loader requires what those files give and the figures read:
// a missing key is an error, never a default or another form of the record.
#include "modelcard.hpp"

#include <cmath>

#include "libplot/ticker.hpp"

#include "paper/paper.hpp"
#include "paper/small_jsonl.hpp"
#include "paper/template.hpp"

namespace modelcard {

namespace {

using records::JsonDocument;
using records::JsonNode;
using records::KeyPath;

// A file that must hold records of `kind`: none is an error naming the file and the kind.
template <class T>
void require_records(const std::vector<T>& records, const std::filesystem::path& file, const char* kind) {
  if (records.empty())
    throw paper::InputError("no records in " + file.filename().string() + ": no \"" + kind + "\" records");
}

std::optional<Range> range_of(const JsonDocument& d, const char* key) {
  const auto n = d.find(key);
  if (!n) return std::nullopt;
  const auto v = n->numbers();
  if (v.size() != 2) throw paper::InputError(d.name() + ": " + key + " must be [low, high]");
  return Range{v[0], v[1]};
}

std::string str_or(const JsonDocument& d, const char* key) {
  const auto n = d.find(key);
  return n ? std::string(n->string()) : std::string();
}

std::optional<double> num_opt(const JsonDocument& d, const char* key) {
  const auto n = d.find(key);
  return n ? std::optional<double>(n->number()) : std::nullopt;
}

// A text of the record: a template or a list of alternatives (paper/words.hpp).
paper::Text text_at(const JsonDocument& d, const char* key) {
  const auto n = d.find(key);
  return n ? paper::text_of(*n, d.name() + ", " + key) : paper::plain("", d.name() + ", " + key);
}

std::vector<paper::Text> texts_at(const JsonDocument& d, const char* key) {
  std::vector<paper::Text> out;
  if (const auto n = d.find(key))
    for (const auto& e : n->elements())
      out.push_back(paper::text_of(e, d.name() + ", " + key + "[" + std::to_string(out.size()) + "]"));
  return out;
}

// A count a record states ("seeds": 3): a whole number >= 1.
double count(const JsonDocument& d, const char* key) {
  const double v = d.number(key);
  if (!std::isfinite(v) || v < 1 || v != std::floor(v))
    throw paper::InputError(d.name() + ": " + key + " must be a whole number >= 1, got " +
                            libplot::pyformat("{:g}", {v}));
  return v;
}

// The keys of a panel record that its figure reads ({"note", "axes_x"}: a key of its note): a
// missing one is the reader's error naming the file, the line and the key path.
const JsonDocument& require_keys(const JsonDocument& d, std::initializer_list<KeyPath> keys) {
  for (const KeyPath& k : keys) (void)d.at(k);
  return d;
}

Panel panel_of(const JsonDocument& d, NoteAt note_at = NoteAt::AxesFraction) {
  Panel p;
  p.where = d.name();
  p.name = str_or(d, "panel");
  p.words = {text_at(d, "title"),    text_at(d, "xlabel"),  text_at(d, "ylabel"),
             text_at(d, "suptitle"), texts_at(d, "series"), texts_at(d, "footer")};
  if (auto n = d.find("facts"))
    for (const auto& [k, v] : n->fields()) p.facts.emplace(std::string(k), v.number());
  p.xlim = range_of(d, "xlim");
  p.ylim = range_of(d, "ylim");
  p.ylim_top = num_opt(d, "ylim_top");
  p.floor_margin = num_opt(d, "floor_margin");
  if (p.floor_margin.has_value() != p.ylim_top.has_value())
    throw paper::InputError(d.name() + ": floor_margin and ylim_top go together");
  if (auto b = num_opt(d, "log_base")) {
    // A log axis needs a base > 0 and != 1; a huge base would make the locator's sub-ticks
    // explode, so the sane range is (1, 1000].
    if (!std::isfinite(*b) || *b <= 1 || *b > 1000)
      throw paper::InputError(d.name() + ": log_base must be > 1 and <= 1000, got " +
                              libplot::pyformat("{:g}", {*b}));
    p.log_base = b;
  }
  p.floor_note_points = num_opt(d, "floor_note_points");
  p.parity = num_opt(d, "parity");
  p.costly_above = num_opt(d, "costly_above");
  p.same_loss_within = num_opt(d, "same_loss_within");
  if (auto r = num_opt(d, "reduction_decimals")) {
    if (!std::isfinite(*r) || *r < 0 || *r > 6 || *r != std::floor(*r))
      throw paper::InputError(d.name() + ": reduction_decimals must be an integer from 0 to 6, got " +
                              libplot::pyformat("{:g}", {*r}));
    p.reduction_decimals = static_cast<int>(*r);
  }
  if (auto n = d.find("text"))
    for (const auto& [k, v] : n->fields())
      p.texts.emplace(std::string(k), paper::text_of(v, d.name() + ", text." + std::string(k)));
  if (auto n = d.find("note")) {
    Note note;
    note.where = d.name() + ", note";
    note.text = paper::text_of(n->at("text"), note.where);
    if (note_at == NoteAt::AxesFraction) {
      note.x = n->number("axes_x");
      note.y = n->number("axes_y");
    } else {
      note.language = std::string(n->string("language"));
      note.x = n->number("x");
      note.y = n->number("y");
    }
    p.note = note;
  }
  return p;
}

}  // namespace

std::string Panel::say(const std::string& key, const paper::Fields& fields) const {
  const auto it = texts.find(key);
  if (it == texts.end()) throw paper::InputError(where + ": missing key text." + key);
  return paper::fill_or_empty(it->second, fields);
}

namespace {

const JsonDocument& panel_record(const std::vector<JsonDocument>& docs, std::string_view name,
                                 const std::filesystem::path& file) {
  for (const auto* d : paper::records_of(docs, "panel"))
    if (d->string("panel") == name) return *d;
  throw paper::InputError(file.filename().string() + ": no \"panel\" record named \"" + std::string(name) +
                          "\"");
}

}  // namespace

Floor load_floor(const std::filesystem::path& file) {
  const auto docs = paper::read_small_jsonl(file);
  const auto& d = paper::one_record(docs, "floor", file);
  return {std::string(d.string("label")), d.number("macro_f1"), count(d, "split_docs"),
          count(d, "task_labels")};
}

StagePath load_stage_path(const std::filesystem::path& file) {
  const auto docs = paper::read_small_jsonl(file);
  StagePath s;
  for (const auto* d : paper::records_of(docs, "config"))
    s.configs.push_back({std::string(d->string("label")), d->number("f1_mean"), d->number("f1_sd"),
                         d->number("bf16_mib"), d->number("q8_mib"), count(*d, "seeds")});
  for (const auto* d : paper::records_of(docs, "precision"))
    s.precisions.push_back({std::string(d->string("label")), d->number("f1_mean"), d->number("f1_sd"),
                            std::string(d->string("config"))});
  require_records(s.configs, file, "config");
  require_records(s.precisions, file, "precision");
  s.figure = panel_of(paper::one_record(docs, "figure", file));
  s.size = panel_of(require_keys(panel_record(docs, "size", file), {"ylim"}));
  s.quality = panel_of(
      require_keys(panel_record(docs, "quality", file), {"floor_margin", "ylim_top", "floor_note_points"}));
  s.precision = panel_of(require_keys(panel_record(docs, "precision", file), {"floor_margin", "ylim_top"}));
  return s;
}

Runtime load_runtime(const std::filesystem::path& file) {
  const auto docs = paper::read_small_jsonl(file);
  Runtime r;
  for (const auto* d : paper::records_of(docs, "v3_vs_v2"))
    r.v3_vs_v2.push_back({"", static_cast<double>(d->integer("tokens")), d->number("before_ms"),
                          d->number("after_ms"), count(*d, "blocks"), std::nullopt});
  for (const auto* d : paper::records_of(docs, "port"))
    r.port.push_back({std::string(d->string("cut")), static_cast<double>(d->integer("tokens")),
                      d->number("before_ms"), d->number("after_ms"), std::nullopt,
                      d->root().boolean("bit_identical")});
  for (const auto* rows : {&r.v3_vs_v2, &r.port})
    for (const auto& row : *rows)
      if (!(row.before_ms > 0) || !std::isfinite(row.before_ms) || !(row.after_ms >= 0) ||
          !std::isfinite(row.after_ms))
        throw paper::InputError(
            file.filename().string() +
            ": before_ms must be > 0 and after_ms >= 0 (the change is relative to before)");
  require_records(r.v3_vs_v2, file, "v3_vs_v2");
  require_records(r.port, file, "port");
  r.figure = panel_of(paper::one_record(docs, "figure", file));
  r.v3_panel = panel_of(require_keys(panel_record(docs, "v3_vs_v2", file), {"ylim", "reduction_decimals"}));
  r.port_panel = panel_of(require_keys(panel_record(docs, "port", file), {"ylim", "reduction_decimals"}));
  return r;
}

WindowSweep load_window_sweep(const std::filesystem::path& file) {
  const auto docs = paper::read_small_jsonl(file);
  WindowSweep w;
  for (const auto* d : paper::records_of(docs, "model")) {
    WindowSweep::Model m;
    m.colour = std::string(d->string("colour"));
    m.context = d->number("context");
    // The legend label may state the context length from the record ("{context:,.0f} ctx").
    m.label = paper::format(d->string("label"), {{"context", m.context}}, d->name() + ", label");
    m.window = d->at("window").numbers();
    m.macro_f1 = d->at("macro_f1").numbers();
    if (m.window.size() != m.macro_f1.size() || m.window.empty())
      throw paper::InputError(d->name() + ": window and macro_f1 must have the same, non-zero length");
    for (double x : m.window)
      if (!(x > 0) || !std::isfinite(x))
        throw paper::InputError(d->name() + ": window values must be > 0 (a log axis), got " +
                                libplot::pyformat("{:g}", {x}));
    m.delta_note = str_or(*d, "delta_note");
    m.short_name = str_or(*d, "short");
    if (const auto t = d->find("threshold")) {
      for (const auto& e : t->elements()) m.threshold.push_back(e.number_or_null());
      if (m.threshold.size() != m.window.size())
        throw paper::InputError(d->name() + ": threshold must have one value (or null) per window");
    }
    w.models.push_back(std::move(m));
  }
  for (const auto* d : paper::records_of(docs, "window_count")) {
    const double win = d->number("window");
    if (!w.window_counts.emplace(win, d->number("windows")).second)
      throw paper::InputError(d->name() + ": a second window_count for window " +
                              libplot::pyformat("{:g}", {win}));
  }
  require_records(w.models, file, "model");
  w.figure = panel_of(require_keys(
      paper::one_record(docs, "figure", file),
      {"xlim", "log_base", "floor_margin", "ylim_top", "floor_note_points", "same_loss_within"}));
  return w;
}

TokenizerCost load_tokenizer_cost(const std::filesystem::path& file) {
  const auto docs = paper::read_small_jsonl(file);
  TokenizerCost t;
  for (const auto* d : paper::records_of(docs, "language")) {
    const double up = d->number("upstream_tokens"), cut = d->number("cut_tokens");
    if (!(up > 0) || !std::isfinite(up) || !(cut >= 0) || !std::isfinite(cut))
      throw paper::InputError(d->name() + ": upstream_tokens must be > 0 and cut_tokens >= 0");
    // The ratio follows from the two counts.
    t.languages.push_back({std::string(d->string("language")), up, cut, cut / up});
  }
  require_records(t.languages, file, "language");
  t.figure =
      panel_of(require_keys(paper::one_record(docs, "figure", file), {"xlim", "parity", "costly_above"}),
               NoteAt::BesideLanguage);
  return t;
}

}  // namespace modelcard
