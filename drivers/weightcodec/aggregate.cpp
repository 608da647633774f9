// From read data to what each figure draws, with the seed's filters, joins and statistics.
#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>

#include "data.hpp"
#include "paper/paper.hpp"

namespace weightcodec {

namespace {

bool is(const Str& s, std::string_view v) { return s.is_string() && s.value == v; }

// A figure drawn from none of an atlas's rows would look like a result (a blank figure 1, "bf16
// (n = 0)" in figure 2): no row of `dtype` is an input error naming the file.
void require_rows_of(const Atlas& atlas, const std::string& dtype) {
  if (atlas.rows.empty()) throw paper::InputError("no records in " + atlas.file);
  for (const AtlasRow& r : atlas.rows)
    if (is(r.str("dtype"), dtype)) return;
  throw paper::InputError("no records in " + atlas.file + " with dtype \"" + dtype + "\"");
}

// Python's `a or b or c`: the first truthy value, else the last one.
const Num& first_truthy(const std::vector<Num>& v) {
  static const Num none;
  for (const Num& n : v)
    if (n.truthy() || n.state == Num::State::other) return n;
  return v.empty() ? none : v.back();
}

// The ceiling of a bf16 atlas row: the first truthy of `keys` (Python's `a or b or c`), and the
// key it came from, for a skip report.
std::pair<Num, std::string> ceiling_of(const AtlasRow& r, const std::vector<std::string>& keys) {
  std::vector<Num> v;
  for (const auto& k : keys) v.push_back(r.num(k));
  const Num& picked = first_truthy(v);
  for (std::size_t i = 0; i < v.size(); ++i)
    if (&v[i] == &picked) return {picked, keys[i]};
  return {picked, keys.front()};
}

// A count the words give (at least 1).
std::size_t count(const paper::Section& s, const char* key) {
  const std::int64_t n = s.integer(key);
  if (n < 1) s.bad(key, "must be at least 1");
  return static_cast<std::size_t>(n);
}

}  // namespace

namespace {

// Counts a skip per reason and, when asked, lists it with its file, line and field.
struct Skip {
  SkipCounts& counts;
  Located* located;
  void operator()(const std::string& reason, const std::string& file, std::uint64_t line,
                  std::string field) const {
    ++counts[reason];
    if (located) located->push_back({line, std::move(field), reason, file});
  }
};

}  // namespace

// ---------------------------------------------------------------- figure 1

Fig1Data fig1_data(const Atlas& atlas, const paper::Section& fig1, SkipCounts& counts, Located* located) {
  const Skip skip{counts, located};
  const std::string dtype = fig1.text("dtype"), default_category = fig1.text("default_category");
  const std::vector<std::string> categories = fig1.texts("categories");
  const std::size_t per_category = count(fig1, "per_category");
  require_rows_of(atlas, dtype);
  std::vector<std::vector<const AtlasRow*>> by_cat(categories.size());
  for (const AtlasRow& r : atlas.rows) {
    if (!is(r.str("dtype"), dtype)) continue;  // the figure's selection, not a skip
    const Str& category = r.str("tensor_category");
    const std::string* cat = category.state == Str::State::missing ? &default_category
                             : category.is_string()                ? &category.value
                                                                   : nullptr;
    const auto it = cat ? std::find(categories.begin(), categories.end(), *cat) : categories.end();
    if (it == categories.end()) {
      skip("fig1: tensor_category not in the spec", atlas.file, r.line, "tensor_category");
      continue;
    }
    const Str& name = r.str("tensor_name");
    if (name.state == Str::State::null || name.state == Str::State::other) {
      skip("fig1: tensor_name not a string", atlas.file, r.line,
           "tensor_name");  // the seed's sort would fail on it
      continue;
    }
    by_cat[static_cast<std::size_t>(it - categories.begin())].push_back(&r);
  }
  Fig1Data d;
  for (std::size_t c = 0; c < by_cat.size(); ++c) {
    auto& rows = by_cat[c];
    if (rows.empty()) continue;
    // Alphabetical by tensor name (a missing name sorts as ""), capped per category; the cap
    // applies before rows without entropies are dropped, as in the seed.
    std::stable_sort(rows.begin(), rows.end(), [](const AtlasRow* a, const AtlasRow* b) {
      return a->str("tensor_name").value < b->str("tensor_name").value;
    });
    if (rows.size() > per_category) rows.resize(per_category);
    Fig1Data::Group g{categories[c], {}};
    for (const AtlasRow* r : rows) {
      auto truthy = [](const Num& n) { return n.truthy() || n.state == Num::State::other; };
      const Num &h1 = r->num("H_byte1"), &h0 = r->num("H_byte0");
      if (!(truthy(h1) && truthy(h0))) {
        skip("fig1: tensor without H_byte1 or H_byte0", atlas.file, r->line,
             h1.truthy() ? "H_byte0" : "H_byte1");
        continue;
      }
      if (!h1.is_number() || !h0.is_number()) {
        skip("fig1: H_byte1 or H_byte0 not a number", atlas.file, r->line,
             h1.is_number() ? "H_byte0" : "H_byte1");
        continue;
      }
      g.bars.push_back({r->str("tensor_name").value, h1.value, h0.value});
    }
    if (!g.bars.empty()) d.groups.push_back(std::move(g));
  }
  return d;
}

// ---------------------------------------------------------------- figure 2

Fig2Data fig2_data(const ResultsData& results, const Atlas& bf16, const Atlas& q4k,
                   const paper::Section& fig2, SkipCounts& counts, Located* located) {
  const Skip skip{counts, located};
  const paper::Section bf16_words = fig2.at("bf16"), q4k_words = fig2.at("q4k");
  const std::string dtype = bf16_words.text("dtype"), method = bf16_words.text("method");
  const std::vector<std::string> ceiling_keys = bf16_words.texts("ceiling_keys");
  const std::string entropy_key = q4k_words.text("entropy_key");
  const double ceiling_bits = q4k_words.number("ceiling_bits");
  require_rows_of(bf16, dtype);
  Fig2Data d;
  // Atlas rows by tensor name; a later row replaces an earlier one, as the seed's dict does.
  std::unordered_map<std::string, const AtlasRow*> bf16_by_name;
  for (const AtlasRow& r : bf16.rows) {
    if (!is(r.str("dtype"), dtype)) continue;
    const Str& name = r.str("tensor_name");
    if (!name.is_string()) {
      skip("fig2: atlas row without a string tensor_name", bf16.file, r.line, "tensor_name");
      continue;
    }
    bf16_by_name[name.value] = &r;
  }
  for (std::size_t i = 0; i < results.bf16.names.size(); ++i) {
    const auto it = bf16_by_name.find(results.bf16.names[i]);
    const std::uint64_t line = i < results.bf16.lines.size() ? results.bf16.lines[i] : 0;
    const std::string& file = results.shard_file(i < results.bf16.shards.size() ? results.bf16.shards[i] : 0);
    if (it == bf16_by_name.end()) {
      skip("fig2: tensor not in the atlas", file, line, "tensor_name");
      continue;
    }
    const auto [x, key] = ceiling_of(*it->second, ceiling_keys);
    const Num& v = results.bf16.ratios[i];
    if (x.state == Num::State::other) {
      skip("fig2: ceiling not a number", bf16.file, it->second->line, key);
      continue;
    }
    if (!x.truthy()) {
      skip("fig2: no ceiling in the atlas", bf16.file, it->second->line, ceiling_keys.front());
      continue;
    }
    if (!v.truthy()) {
      skip("fig2: zero or null ratio", file, line, "methods." + method + ".ratio");
      continue;
    }
    d.bf16.emplace_back(x.value, v.value);
  }

  std::unordered_map<std::string, const AtlasRow*> q4k_by_name;
  for (const AtlasRow& r : q4k.rows) {
    const Str& name = r.str("tensor_name");
    if (!name.is_string()) {
      skip("fig2: atlas row without a string tensor_name", q4k.file, r.line, "tensor_name");
      continue;
    }
    q4k_by_name[name.value] = &r;
  }
  for (std::size_t i = 0; i < results.q4k.names.size(); ++i) {
    const auto it = q4k_by_name.find(results.q4k.names[i]);
    if (it == q4k_by_name.end()) {
      skip("fig2: tensor not in the atlas",
           results.shard_file(i < results.q4k.shards.size() ? results.q4k.shards[i] : 0),
           i < results.q4k.lines.size() ? results.q4k.lines[i] : 0, "tensor_name");
      continue;
    }
    const Num& h = it->second->num(entropy_key);
    if (h.state == Num::State::other) {
      skip("fig2: ceiling not a number", q4k.file, it->second->line, entropy_key);
      continue;
    }
    if (!h.truthy()) {
      skip("fig2: no ceiling in the atlas", q4k.file, it->second->line, entropy_key);
      continue;
    }
    // The seed does not test the ratio here: a null one is a point that is counted in the
    // title but not drawn (matplotlib turns None into NaN).
    const Num& v = results.q4k.ratios[i];
    d.q4k.emplace_back(ceiling_bits / h.value,
                       v.is_number() ? v.value : std::numeric_limits<double>::quiet_NaN());
  }
  return d;
}

// ---------------------------------------------------------------- figures 3 and 4

namespace {

// The numbers of `field` in every row; the other rows skipped with their line.
std::vector<double> numbers_of(const Atlas& atlas, const std::string& fig, const std::string& field,
                               const Skip& skip) {
  std::vector<double> out;
  for (const AtlasRow& r : atlas.rows) {
    const Num& n = r.num(field);
    if (n.state == Num::State::missing) skip(fig + ": record without " + field, atlas.file, r.line, field);
    else if (!n.is_number()) skip(fig + ": " + field + " not a number", atlas.file, r.line, field);
    else out.push_back(n.value);
  }
  return out;
}

}  // namespace

std::vector<double> fig3_values(const Atlas& q4k, const paper::Section& fig3, SkipCounts& counts,
                                Located* located) {
  return numbers_of(q4k, "fig3", fig3.text("field"), Skip{counts, located});
}

std::vector<double> fig4_values(const Atlas& layer, const paper::Section& fig4, SkipCounts& counts,
                                Located* located) {
  return numbers_of(layer, "fig4", fig4.text("field"), Skip{counts, located});
}

std::optional<std::vector<std::string>> fig4_models(const Atlas& layer, const paper::Section& fig4) {
  const std::string field = fig4.text("field");
  std::vector<std::string> models;
  for (const auto& r : layer.rows) {
    const Str& model = r.str("model");
    if (!r.num(field).is_number()) continue;
    if (!model.is_string()) return std::nullopt;
    if (std::find(models.begin(), models.end(), model.value) == models.end()) models.push_back(model.value);
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

std::vector<ParetoPoint> fig5_points(ResultsData& results, const Fig5Select& fig5, SkipCounts& counts,
                                     Located* located) {
  std::vector<ParetoPoint> pts;
  for (MethodSamples& m : results.methods) {
    if (m.count < fig5.min_records) {
      // Each of its samples is a skipped entry, at its line (m.lines holds them all: fewer
      // than min_records).
      counts["fig5: samples of a method with too few records"] += m.count;
      if (located)
        for (std::size_t k = 0; k < m.lines.size(); ++k)
          located->push_back({m.lines[k], "methods." + m.method,
                              "fig5: samples of a method with too few records",
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
    p.cls = fig5.classes.of_method(m.method).name;
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
