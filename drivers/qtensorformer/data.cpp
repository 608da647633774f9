// Reading the Q-TensorFormer inputs: every value through a key path, every error naming the file
// and the path ("detailed_latency_profile.json: missing key roofline.hardware").
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <sstream>

#include "libplot/color.hpp"
#include "libplot/ticker.hpp"
#include "paper/paper.hpp"
#include "paper/template.hpp"
#include "qtensorformer.hpp"
#include "records/error.hpp"

namespace qtensorformer {

using records::JsonDocument;
using records::JsonNode;

namespace {

[[noreturn]] void bad(const JsonDocument& d, const std::string& what) {
  throw paper::InputError(d.name() + ": " + what);
}

// A number written in a key ("rank_4" after its prefix, "B_128", "75%"): the whole rest must parse.
double key_number(const JsonDocument& d, std::string_view key, std::string_view prefix,
                  std::string_view suffix, const std::string& where) {
  std::string_view s = key;
  if (s.substr(0, prefix.size()) == prefix && s.size() >= prefix.size() + suffix.size() &&
      s.substr(s.size() - suffix.size()) == suffix) {
    s = s.substr(prefix.size(), s.size() - prefix.size() - suffix.size());
    const std::string text(s);
    char* end = nullptr;
    errno = 0;
    const double v = std::strtod(text.c_str(), &end);
    if (!text.empty() && end == text.c_str() + text.size() && errno == 0 && std::isfinite(v)) return v;
  }
  bad(d, where + " has key \"" + std::string(key) + "\", expected " + std::string(prefix) + "<number>" +
             std::string(suffix));
}

std::vector<std::string> keys_of(const JsonNode& n) {
  std::vector<std::string> out;
  for (const auto& [k, v] : n.fields()) out.emplace_back(k);
  return out;
}

}  // namespace

JsonDocument load_document(const std::filesystem::path& file) {
  // The reader's input layer: regular files only, size and depth caps, duplicate keys and NaN
  // named with their line (docs/reader.md).
  return records::load_document(file, {}, file.filename().string());
}

std::vector<double> positions(std::size_t n) {
  std::vector<double> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<double>(i);
  return v;
}

// ---------------------------------------------------------------- figure 2
MarginalValue load_marginal_value(const JsonDocument& d, const paper::Section& words) {
  MarginalValue m;
  for (const auto& [key, label] : words.at("figure2").keyed("heads")) {
    m.keys.push_back(key);
    m.heads.push_back(label);
    m.r2.push_back(d.number({"regression_heads", key, "r2_score"}));
  }
  return m;
}

// ---------------------------------------------------------------- figure 3
Ablation load_ablation(const JsonDocument& d) {
  Ablation a;
  for (const auto& [feature, node] : d.at("lofo_ablations").fields()) {
    a.features.emplace_back(feature);
    a.drops.push_back(node.number("r2_drop"));
  }
  if (a.features.empty()) bad(d, "lofo_ablations has no features");
  return a;
}

// ---------------------------------------------------------------- figure 4
NestedTT load_nested_tt(const JsonDocument& d, const paper::Section& words) {
  NestedTT t;
  const std::string experiment = words.at("figure4").text("experiment");
  const JsonNode ranks = d.at({"experiments", experiment, "rank_metrics"});
  for (const auto& [key, node] : ranks.fields()) {
    t.ranks.push_back(key_number(d, key, "", "", ranks.path()));
    t.independent.push_back(node.number("indep_tt_rel_err"));
    t.nested.push_back(node.number("nested_slice_rel_err"));
    t.gaps.push_back(node.number("suboptimality_gap"));
  }
  if (t.ranks.empty()) bad(d, ranks.path() + " has no ranks");
  return t;
}

// ---------------------------------------------------------------- figure 5
AdaptiveRank load_adaptive_rank(const JsonDocument& d) {
  AdaptiveRank r;
  const JsonNode m = d.at("empirical_rank_metrics");
  for (const auto& [key, node] : m.fields()) {
    r.ranks.push_back(key_number(d, key, "rank_", "", m.path()));
    r.latency_ms.push_back(node.number("latency_ms"));
    r.traffic_kb.push_back(node.number("memory_traffic_kb"));
  }
  if (r.ranks.empty()) bad(d, "empirical_rank_metrics has no ranks");
  return r;
}

// ---------------------------------------------------------------- figure 6
GqaAudit load_gqa_audit(const JsonDocument& d, const paper::Section& words) {
  GqaAudit g;
  g.seq_len =
      words.at("figure6").text("seq_len");  // the sequence length shown (a key, as figure 4's experiment)
  for (const auto& [config, node] : d.at("configurations").fields()) {
    g.configs.emplace_back(config);
    g.stored_kb.push_back(node.number({"seq_metrics", g.seq_len, "stored_kv_kb"}));
    g.decode_ms.push_back(node.number({"seq_metrics", g.seq_len, "decode_latency_ms"}));
  }
  if (g.configs.empty()) bad(d, "configurations has no entries");
  return g;
}

// ---------------------------------------------------------------- figure 7
KvRateDistortion load_kv_rate_distortion(const JsonDocument& d, const paper::Section& words) {
  const auto policies = words.at("figure7").keyed("policies");  // never empty (Section::keyed)
  KvRateDistortion k;
  // The budgets are the first policy's keys, in file order; every policy must have each of them.
  const JsonNode first = d.at({"policies", policies[0].key});
  k.budgets = keys_of(first);
  if (k.budgets.empty()) bad(d, first.path() + " has no budgets");
  for (const auto& b : k.budgets) {
    const double pct = key_number(d, b, "", "%", first.path());
    if (!(pct > 0)) bad(d, first.path() + " has budget \"" + b + "\", expected a positive percentage");
    k.ratios.push_back(std::round(100.0 / pct * 100.0) / 100.0);
  }
  for (const auto& [p, label] : policies) {
    KvRateDistortion::Policy pol{p, label, {}};
    for (const auto& b : k.budgets) pol.fidelity.push_back(d.number({"policies", p, b, "fidelity_cosine"}));
    k.policies.push_back(std::move(pol));
  }
  return k;
}

// ---------------------------------------------------------------- figure 8
Controller load_controller(const JsonDocument& d) {
  Controller c;
  c.target_ms = d.number("target_latency_ms");
  c.disturbance_step = d.number("disturbance_step");
  c.seq_before = d.number("seq_len_before");
  c.seq_after = d.number("seq_len_after");
  c.tolerance_pct = d.number("sla_tolerance_pct");
  c.static_violation_pct = d.number({"controllers", "static_heuristic", "sla_violation_pct"});
  c.static_ms = d.root().numbers({"traces_ms", "static_heuristic"});
  c.p_only_ms = d.root().numbers({"traces_ms", "p_only"});
  c.pid_ms = d.root().numbers({"traces_ms", "pid_dual"});
  if (c.static_ms.empty() || c.p_only_ms.size() != c.static_ms.size() ||
      c.pid_ms.size() != c.static_ms.size())
    bad(d,
        "traces_ms.static_heuristic, traces_ms.p_only and traces_ms.pid_dual must have the same, non-zero "
        "length");
  return c;
}

// ---------------------------------------------------------------- figure 9
Hysteresis load_hysteresis(const JsonDocument& d, const paper::Section& words) {
  const paper::Section f = words.at("figure9");
  const std::string list_item = f.tmpl("tau_list_item", {"tau"});
  const auto entries = f.elements("taus");
  Hysteresis h;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const std::string t = entries[i].text("key");
    const std::string label = entries[i].text("label");
    const std::string in_title = entries[i].contains("in_title") ? entries[i].text("in_title") : list_item;
    f.check_template("taus[" + std::to_string(i) + "].label", label, {"tau"});
    f.check_template("taus[" + std::to_string(i) + "].in_title", in_title, {"tau"});
    // The tau a key stands for ("tau_0.3" -> 0.3): tick labels and the title's list show it.
    const double tau = key_number(d, t, "tau_", "", "hysteresis_analysis");
    h.taus.push_back(t);
    h.tau_values.push_back(tau);
    h.labels.push_back(paper::format(label, {{"tau", tau}}, "figures.json: figure9.taus"));
    h.in_title.push_back(paper::format(in_title, {{"tau", tau}}, "figures.json: figure9.taus"));
    h.churn_pct.push_back(d.number({"hysteresis_analysis", t, "churn_rate_pct"}));
    h.jitter_ms.push_back(d.number({"hysteresis_analysis", t, "latency_jitter_std_ms"}));
  }
  return h;
}

// ---------------------------------------------------------------- figure 10
QuantumUtility load_quantum_utility(const JsonDocument& d) {
  QuantumUtility q;
  q.sdpa_ms = d.number({"latency_and_overhead", "classical_sdpa_lat_ms"});
  q.surrogate_ms = d.number({"latency_and_overhead", "surrogate_kernel_lat_ms"});
  q.statevector_ms = d.number({"latency_and_overhead", "statevector_sim_lat_ms"});
  q.threshold_ms = d.number({"qpu_budget", "threshold_ms"});
  q.includes_readout = d.root().boolean({"qpu_budget", "includes_readout"});
  q.sdpa_reference_ms = d.number({"qpu_budget", "classical_sdpa_reference_ms"});
  return q;
}

// ---------------------------------------------------------------- figure 11
LatencyBreakdown load_latency_breakdown(const JsonDocument& d, const paper::Section& words) {
  const auto subsystems = words.at("figure11").keyed("subsystems");
  LatencyBreakdown b;
  for (const auto& s : subsystems) b.keys.push_back(s.key);
  for (const auto& s : subsystems) b.labels.push_back(s.label);
  for (const auto& s : subsystems) b.prefill_pct.push_back(d.number({"prefill_percentage_breakdown", s.key}));
  for (const auto& s : subsystems) b.decode_pct.push_back(d.number({"decode_percentage_breakdown", s.key}));
  // A pie needs finite, non-negative wedges whose sum is finite and positive.
  for (const auto& [name, v] : {std::pair{"prefill_percentage_breakdown", &b.prefill_pct},
                                std::pair{"decode_percentage_breakdown", &b.decode_pct}}) {
    double sum = 0;
    for (std::size_t i = 0; i < v->size(); ++i) {
      const double x = (*v)[i];
      if (!std::isfinite(x) || x < 0)
        bad(d, std::string(name) + "." + subsystems[i].key + " must be a finite number >= 0, got " +
                   libplot::pyformat("{:g}", {x}));
      sum += x;
    }
    if (!std::isfinite(sum) || !(sum > 0))
      bad(d, std::string(name) + ": the wedges must add up to a finite number > 0, got " +
                 libplot::pyformat("{:g}", {sum}));
  }
  return b;
}

// ---------------------------------------------------------------- figure 12
Roofline load_roofline(const JsonDocument& d) {
  Roofline r;
  for (const JsonNode& h : d.at({"roofline", "hardware"}).elements()) {
    r.hardware.push_back({std::string(h.string("name")), h.number("peak_tflops"), h.number("bandwidth_gbs")});
    for (const char* key : {"peak_tflops", "bandwidth_gbs"})
      if (const double v = h.number(key); !std::isfinite(v) || !(v > 0))
        bad(d, h.path() + "." + key + " must be a finite number > 0 (a log axis), got " +
                   libplot::pyformat("{:g}", {v}));
  }
  if (r.hardware.empty()) bad(d, "roofline.hardware is empty");
  r.system = std::string(d.string({"roofline", "operating_point", "system"}));
  r.intensity = d.number({"roofline", "operating_point", "arithmetic_intensity_flops_per_byte"});
  if (!std::isfinite(r.intensity) || !(r.intensity > 0))
    bad(d,
        "roofline.operating_point.arithmetic_intensity_flops_per_byte must be a finite number > 0 (a log "
        "axis), got " +
            libplot::pyformat("{:g}", {r.intensity}));
  return r;
}

// ---------------------------------------------------------------- figure 13
Pareto load_pareto(const JsonDocument& d) {
  Pareto p;
  for (const JsonNode& s : d.at("quality_vs_latency").elements()) {
    const bool ours = s.contains("ours") && s.boolean("ours");
    libplot::Color colour;
    try {
      colour = libplot::parse_color(s.string("color"));
    } catch (const libplot::ColorError& e) {
      bad(d, s.path() + ".color: " + e.what());
    }
    p.systems.push_back(
        {std::string(s.string("system")), s.number("quality"), s.number("latency_ms"), colour, ours});
  }
  if (p.systems.empty()) bad(d, "quality_vs_latency is empty");
  for (const auto& [dim, node] : d.at("hypervolume_advantage_pct").fields()) {
    p.dims.emplace_back(dim);
    p.advantage_pct.push_back(node.number());
  }
  if (p.dims.empty()) bad(d, "hypervolume_advantage_pct is empty");
  return p;
}

// ---------------------------------------------------------------- figure 14
CounterHypothesis load_counter_hypothesis(const JsonDocument& d) {
  CounterHypothesis c;
  const JsonNode data = d.at({"regime_1_large_batch_prefill", "data"});
  for (const auto& [key, node] : data.fields()) {
    c.batches.push_back(key_number(d, key, "B_", "", data.path()));
    c.dense_ms.push_back(node.number("dense_gemm_latency_ms"));
    c.tt_ms.push_back(node.number("tt_contraction_latency_ms"));
  }
  if (c.batches.empty()) bad(d, data.path() + " has no batch sizes");
  c.allocator_ms = d.number({"regime_3_micro_deadlines", "allocator_decision_ms"});
  c.slicing_ms = d.number({"regime_3_micro_deadlines", "slicing_overhead_ms"});
  c.floor_ms = d.number({"regime_3_micro_deadlines", "total_floor_ms"});
  c.target_ms = d.number({"regime_3_micro_deadlines", "target_sla_ms"});
  return c;
}

// ---------------------------------------------------------------- figures 15 and 16
std::optional<double> Baselines::Model::metric(std::string_view key) const {
  for (const auto& [k, v] : metrics)
    if (k == key) return v;
  return std::nullopt;
}

Baselines load_baselines(const JsonDocument& d) {
  Baselines b;
  const auto models = d.at("models").elements();
  if (models.empty()) bad(d, "models is empty");
  for (std::size_t i = 0; i < models.size(); ++i) {
    const JsonNode& m = models[i];
    Baselines::Model model;
    model.index = i;
    model.line = d.line_of({"models", i});
    model.id = std::string(m.string("model_id"));
    model.display_name = std::string(m.string("display_name"));
    model.category = std::string(m.string("category"));
    if (m.contains("metrics"))
      for (const auto& [key, value] : m.fields("metrics"))
        if (!value.is_null()) model.metrics.emplace_back(std::string(key), value.number());
    b.models.push_back(std::move(model));
  }
  b.models_line = d.line_of("models");
  return b;
}

namespace {

std::string missing_metric(const std::string& file, const Baselines::Model& m, std::string_view key) {
  return file + ":" + std::to_string(m.line) + ": model " + m.id + " (models[" + std::to_string(m.index) +
         "]) has no metrics." + std::string(key);
}

// A model left out of a panel or a bar: where it is, the field it lacks, and why.
paper::SkipPlace left_out(const std::string& file, const Baselines::Model& m, std::string_view key,
                          std::string reason) {
  return {file, m.line, "models[" + std::to_string(m.index) + "].metrics." + std::string(key),
          std::move(reason)};
}

// The seed's point label: the display name before any "(", trimmed, at most `chars` characters.
std::string short_name(const std::string& display, std::size_t chars) {
  std::string s = display.substr(0, display.find('('));
  const auto first = s.find_first_not_of(' '), last = s.find_last_not_of(' ');
  s = first == std::string::npos ? std::string() : s.substr(first, last - first + 1);
  return s.substr(0, chars);
}

}  // namespace

BaselinePareto baseline_pareto(const Baselines& b, const paper::Section& words, const std::string& file,
                               Notes& notes) {
  const paper::Section f = words.at("figure15");
  const auto chars = f.integer("label_max_chars");
  if (chars < 1) f.bad("label_max_chars", "must be at least 1");
  BaselinePareto out;
  out.models = b.models.size();
  int number = 1;
  for (const paper::Section& panel : f.elements("panels")) {  // (x metric, y metric) of each panel
    const std::string xk = panel.text("x");
    const std::string yk = panel.text("y");
    ParetoPanel p;
    for (const auto& m : b.models) {
      const auto x = m.metric(xk), y = m.metric(yk);
      for (const std::string* k : {&xk, &yk})
        if (!m.metric(*k))
          notes.push_back(left_out(
              file, m, *k,
              "figure15: model without the metric (left out of Pareto " + std::to_string(number) + ")"));
      if (x && y)
        p.points.push_back({*x, *y, short_name(m.display_name, static_cast<std::size_t>(chars)), m.category});
    }
    out.panels.push_back(std::move(p));
    ++number;
  }
  return out;
}

Improvements improvements(const Baselines& b, const paper::Section& words, const std::string& file,
                          Notes& notes) {
  const paper::Section f = words.at("figure16");
  const std::string target_id = f.text("model");
  const auto baselines = f.keyed("baselines", "id", "name");
  auto find = [&](std::string_view id) -> const Baselines::Model* {
    for (const auto& m : b.models)
      if (m.id == id) return &m;
    return nullptr;
  };
  const Baselines::Model* target = find(target_id);
  if (!target) throw paper::InputError(file + ": no model with model_id " + target_id);
  Improvements out;
  for (const auto& [id, name] : baselines) {
    out.baselines.emplace_back(name);
    if (!find(id))
      notes.push_back(
          {file, b.models_line, "models", "figure16: no model with model_id " + id + " (its bars left out)"});
  }
  // Lower-is-better: the improvement is the baseline's excess over ours; otherwise our excess.
  for (const paper::Section& metric : f.elements("metrics")) {
    const std::string key = metric.text("key"), label = metric.text("label");
    const bool lower_is_better = metric.boolean("lower_is_better");
    const auto t = target->metric(key);
    if (!t) throw paper::InputError(missing_metric(file, *target, key));
    Improvements::Series s{label, {}};
    for (const auto& [id, name] : baselines) {
      const Baselines::Model* m = find(id);
      std::optional<double> v = m ? m->metric(key) : std::nullopt;
      if (m && !v)
        notes.push_back(left_out(file, *m, key, "figure16: model without the metric (its bar left out)"));
      // The improvement is relative to the baseline's value: it must be a finite non-zero number.
      if (v && (!std::isfinite(*v) || *v == 0))
        throw paper::InputError(
            file + ":" + std::to_string(m->line) + ": model " + m->id + " (models[" +
            std::to_string(m->index) + "]) metrics." + std::string(key) + " is " +
            libplot::pyformat("{:g}", {*v}) +
            ": the improvement is relative to it, so it must be a finite non-zero number");
      const double excess = v ? (lower_is_better ? *v - *t : *t - *v) : 0.0;
      s.pct.push_back(v ? std::optional<double>(excess / *v * 100.0) : std::nullopt);
    }
    out.series.push_back(std::move(s));
  }
  return out;
}

}  // namespace qtensorformer
