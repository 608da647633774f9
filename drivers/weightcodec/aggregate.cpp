// From read data to what each figure draws, with the seed's filters, joins and statistics.
#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>

#include "data.hpp"

namespace weightcodec {

namespace {

bool is(const Str& s, std::string_view v) { return s.is_string() && s.value == v; }

// Python's `a or b or c`: the first truthy value, else the last one.
const Num& first_truthy(const std::vector<Num>& v) {
  static const Num none;
  for (const Num& n : v)
    if (n.truthy() || n.state == Num::State::other) return n;
  return v.empty() ? none : v.back();
}

// The name of the ceiling key first_truthy() picked, for a skip report.
std::string ceiling_key(const AtlasBf16Row& r, const Spec& spec) {
  const Num* picked = &first_truthy(r.ceilings);
  for (std::size_t i = 0; i < r.ceilings.size() && i < spec.fig2.ceiling_keys.size(); ++i)
    if (&r.ceilings[i] == picked) return spec.fig2.ceiling_keys[i];
  return spec.fig2.ceiling_keys.empty() ? std::string() : spec.fig2.ceiling_keys.front();
}

}  // namespace

namespace {

// Counts a skip per reason and, when asked, lists it with its file, line and field.
struct Skip {
  SkipCounts& counts;
  Located* located;
  void operator()(const std::string& reason, const std::string& file, std::uint64_t line, std::string field) const {
    ++counts[reason];
    if (located) located->push_back({line, std::move(field), reason, file});
  }
};

}  // namespace

// ---------------------------------------------------------------- figure 1

Fig1Data fig1_data(const AtlasBf16& atlas, const Spec& spec, SkipCounts& counts, Located* located) {
  const Skip skip{counts, located};
  const auto& s = spec.fig1;
  std::vector<std::vector<const AtlasBf16Row*>> by_cat(s.categories.size());
  for (const AtlasBf16Row& r : atlas.rows) {
    if (!is(r.dtype, s.dtype)) continue;  // the figure's selection, not a skip
    const std::string* cat = r.category.state == Str::State::missing ? &s.default_category
                             : r.category.is_string()                ? &r.category.value
                                                                     : nullptr;
    const auto it = cat ? std::find(s.categories.begin(), s.categories.end(), *cat) : s.categories.end();
    if (it == s.categories.end()) {
      skip("fig1: tensor_category not in the spec", atlas.file, r.line, "tensor_category");
      continue;
    }
    if (r.tensor_name.state == Str::State::null || r.tensor_name.state == Str::State::other) {
      skip("fig1: tensor_name not a string", atlas.file, r.line, "tensor_name");  // the seed's sort would fail on it
      continue;
    }
    by_cat[static_cast<std::size_t>(it - s.categories.begin())].push_back(&r);
  }
  Fig1Data d;
  for (std::size_t c = 0; c < by_cat.size(); ++c) {
    auto& rows = by_cat[c];
    if (rows.empty()) continue;
    // Alphabetical by tensor name (a missing name sorts as ""), capped per category; the cap
    // applies before rows without entropies are dropped, as in the seed.
    std::stable_sort(rows.begin(), rows.end(), [](const AtlasBf16Row* a, const AtlasBf16Row* b) {
      return a->tensor_name.value < b->tensor_name.value;
    });
    if (rows.size() > s.per_category) rows.resize(s.per_category);
    Fig1Data::Group g{s.categories[c], {}};
    for (const AtlasBf16Row* r : rows) {
      auto truthy = [](const Num& n) { return n.truthy() || n.state == Num::State::other; };
      if (!(truthy(r->h_byte1) && truthy(r->h_byte0))) {
        skip("fig1: tensor without H_byte1 or H_byte0", atlas.file, r->line, r->h_byte1.truthy() ? "H_byte0" : "H_byte1");
        continue;
      }
      if (!r->h_byte1.is_number() || !r->h_byte0.is_number()) {
        skip("fig1: H_byte1 or H_byte0 not a number", atlas.file, r->line, r->h_byte1.is_number() ? "H_byte0" : "H_byte1");
        continue;
      }
      g.bars.push_back({r->tensor_name.value, r->h_byte1.value, r->h_byte0.value});
    }
    if (!g.bars.empty()) d.groups.push_back(std::move(g));
  }
  return d;
}

// ---------------------------------------------------------------- figure 2

Fig2Data fig2_data(const ResultsData& results, const AtlasBf16& bf16, const AtlasQ4k& q4k,
                   const Spec& spec, SkipCounts& counts, Located* located) {
  const Skip skip{counts, located};
  Fig2Data d;
  // Atlas rows by tensor name; a later row replaces an earlier one, as the seed's dict does.
  std::unordered_map<std::string, const AtlasBf16Row*> bf16_by_name;
  for (const AtlasBf16Row& r : bf16.rows) {
    if (!is(r.dtype, spec.fig2.bf16_dtype)) continue;
    if (!r.tensor_name.is_string()) {
      skip("fig2: atlas row without a string tensor_name", bf16.file, r.line, "tensor_name");
      continue;
    }
    bf16_by_name[r.tensor_name.value] = &r;
  }
  for (std::size_t i = 0; i < results.bf16.names.size(); ++i) {
    const auto it = bf16_by_name.find(results.bf16.names[i]);
    const std::uint64_t line = i < results.bf16.lines.size() ? results.bf16.lines[i] : 0;
    const std::string& file = results.shard_file(i < results.bf16.shards.size() ? results.bf16.shards[i] : 0);
    if (it == bf16_by_name.end()) {
      skip("fig2: tensor not in the atlas", file, line, "tensor_name");
      continue;
    }
    const Num& x = first_truthy(it->second->ceilings);
    const Num& v = results.bf16.ratios[i];
    if (x.state == Num::State::other) {
      skip("fig2: ceiling not a number", bf16.file, it->second->line, ceiling_key(*it->second, spec));
      continue;
    }
    if (!x.truthy()) {
      skip("fig2: no ceiling in the atlas", bf16.file, it->second->line, spec.fig2.ceiling_keys.front());
      continue;
    }
    if (!v.truthy()) {
      skip("fig2: zero or null ratio", file, line, "methods." + spec.fig2.bf16.method + ".ratio");
      continue;
    }
    d.bf16.emplace_back(x.value, v.value);
  }

  std::unordered_map<std::string, const AtlasQ4kRow*> q4k_by_name;
  for (const AtlasQ4kRow& r : q4k.rows) {
    if (!r.tensor_name.is_string()) {
      skip("fig2: atlas row without a string tensor_name", q4k.file, r.line, "tensor_name");
      continue;
    }
    q4k_by_name[r.tensor_name.value] = &r;
  }
  for (std::size_t i = 0; i < results.q4k.names.size(); ++i) {
    const auto it = q4k_by_name.find(results.q4k.names[i]);
    if (it == q4k_by_name.end()) {
      skip("fig2: tensor not in the atlas", results.shard_file(i < results.q4k.shards.size() ? results.q4k.shards[i] : 0),
           i < results.q4k.lines.size() ? results.q4k.lines[i] : 0, "tensor_name");
      continue;
    }
    const Num& h = it->second->entropy;
    if (h.state == Num::State::other) {
      skip("fig2: ceiling not a number", q4k.file, it->second->line, spec.fig2.entropy_key);
      continue;
    }
    if (!h.truthy()) {
      skip("fig2: no ceiling in the atlas", q4k.file, it->second->line, spec.fig2.entropy_key);
      continue;
    }
    // The seed does not test the ratio here: a null one is a point that is counted in the
    // title but not drawn (matplotlib turns None into NaN).
    const Num& v = results.q4k.ratios[i];
    d.q4k.emplace_back(spec.fig2.ceiling_bits / h.value,
                       v.is_number() ? v.value : std::numeric_limits<double>::quiet_NaN());
  }
  return d;
}

// ---------------------------------------------------------------- figures 3 and 4

namespace {

// The numbers of (line, value) pairs; the others skipped with their line.
std::vector<double> numbers_of(const std::vector<std::pair<std::uint64_t, const Num*>>& values, const std::string& fig,
                               const std::string& field, const std::string& file, const Skip& skip) {
  std::vector<double> out;
  for (const auto& [line, n] : values) {
    if (n->state == Num::State::missing) skip(fig + ": record without " + field, file, line, field);
    else if (!n->is_number()) skip(fig + ": " + field + " not a number", file, line, field);
    else out.push_back(n->value);
  }
  return out;
}

}  // namespace

std::vector<double> fig3_values(const AtlasQ4k& atlas, const Spec& spec, SkipCounts& counts, Located* located) {
  std::vector<std::pair<std::uint64_t, const Num*>> v;
  for (const auto& r : atlas.rows) v.emplace_back(r.line, &r.nibble);
  return numbers_of(v, "fig3", spec.fig3.field, atlas.file, Skip{counts, located});
}

std::vector<double> fig4_values(const AtlasLayer& atlas, const Spec& spec, SkipCounts& counts, Located* located) {
  std::vector<std::pair<std::uint64_t, const Num*>> v;
  for (const auto& r : atlas.rows) v.emplace_back(r.line, &r.value);
  return numbers_of(v, "fig4", spec.fig4.field, atlas.file, Skip{counts, located});
}

std::optional<std::vector<std::string>> fig4_models(const AtlasLayer& atlas) {
  std::vector<std::string> models;
  for (const auto& r : atlas.rows) {
    if (!r.value.is_number()) continue;
    if (!r.model.is_string()) return std::nullopt;
    if (std::find(models.begin(), models.end(), r.model.value) == models.end()) models.push_back(r.model.value);
  }
  std::sort(models.begin(), models.end());
  return models;
}

double median(std::vector<double>& v) {
  if (v.empty()) return std::numeric_limits<double>::quiet_NaN();
  const std::size_t mid = v.size() / 2;
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid), v.end());
  const double hi = v[mid];
  if (v.size() % 2 == 1) return hi;
  const double lo = *std::max_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid));
  return (lo + hi) / 2;
}

// ---------------------------------------------------------------- figure 5

std::vector<bool> pareto_front(const std::vector<std::pair<double, double>>& xy) {
  std::vector<bool> front(xy.size(), true);
  for (std::size_t i = 0; i < xy.size(); ++i)
    for (std::size_t j = 0; j < xy.size(); ++j) {
      if (i == j) continue;
      const auto [xi, yi] = xy[i];
      const auto [xj, yj] = xy[j];
      if (xj >= xi && yj >= yi && (xj > xi || yj > yi)) {
        front[i] = false;
        break;
      }
    }
  return front;
}

std::vector<ParetoPoint> fig5_points(ResultsData& results, const Spec& spec, SkipCounts& counts, Located* located) {
  std::vector<ParetoPoint> pts;
  for (MethodSamples& m : results.methods) {
    if (m.count < spec.fig5.min_records) {
      // Each of its samples is a skipped entry, at its line (m.lines holds them all: fewer
      // than min_records).
      counts["fig5: samples of a method with too few records"] += m.count;
      if (located)
        for (std::size_t k = 0; k < m.lines.size(); ++k)
          located->push_back({m.lines[k], "methods." + m.method, "fig5: samples of a method with too few records",
                              results.shard_file(k < m.line_shards.size() ? m.line_shards[k] : 0)});
      continue;
    }
    // Byte-weighted mean ratio as the seed: sum(ratio * (ib or 1)) / (sum(ib) or n), with the sums
    // exact (math.fsum) rather than running, so that they do not depend on the order of records.
    const double bytes = m.input_bytes_sum.value();
    const double total = bytes != 0 ? bytes : static_cast<double>(m.count);
    ParetoPoint p;
    p.corpus = m.corpus;
    p.method = m.method;
    p.cls = spec.method_class(m.method).name;
    p.ratio = m.weighted_ratio_sum.value() / total;
    p.mbps = median(m.mbps);
    p.n = m.count;
    pts.push_back(std::move(p));
    std::vector<double>().swap(m.mbps);
  }
  std::vector<std::pair<double, double>> xy;
  for (const auto& p : pts) xy.emplace_back(p.mbps, p.ratio);
  const auto front = pareto_front(xy);
  for (std::size_t i = 0; i < pts.size(); ++i) pts[i].front = front[i];
  return pts;
}

}  // namespace weightcodec
