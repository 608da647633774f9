// figures.json: the paper's words and constants, so the C++ holds no number a figure shows.
#include <algorithm>

#include "data.hpp"
#include "paper/template.hpp"
#include "records/document.hpp"

namespace weightcodec {

namespace {

using records::JsonNode;

Range range(const JsonNode& n, const char* key) {
  const auto v = n.numbers(key);
  if (v.size() != 2)
    throw records::DocumentError(n.path() + "." + key + " must be [low, high]");
  return {v[0], v[1]};
}

std::string str(const JsonNode& n, const char* key) { return std::string(n.string(key)); }

void read_hist(const JsonNode& n, Spec::Hist& h) {
  h.field = str(n, "field");
  h.bins = static_cast<int>(n.integer("bins"));
  h.median_label = str(n, "median_label");
  h.xlabel = str(n, "xlabel");
  h.ylabel = str(n, "ylabel");
  h.title = paper::text_of(n.at("title"), "figures.json: " + n.path() + ".title");
}

Spec::Fig2Panel panel(const JsonNode& n) {
  return {str(n, "kind"), str(n, "method"), str(n, "line_label"), str(n, "xlabel"),
          str(n, "ylabel"), str(n, "title"), range(n, "lim")};
}

}  // namespace

std::string_view Spec::corpus(std::string_view kind) const {
  for (const auto& [k, c] : corpus_for_kind)
    if (k == kind) return c;
  return {};
}

const MethodClass& Spec::method_class(std::string_view method) const {
  for (const auto& c : classes)
    if (std::find(c.methods.begin(), c.methods.end(), method) != c.methods.end()) return c;
  for (const auto& c : classes)
    if (c.name == default_class) return c;
  return classes.front();
}

Spec load_spec(const std::filesystem::path& file) {
  const auto doc = records::JsonDocument::load(file);
  const JsonNode root = doc.root();
  Spec s;
  for (const auto& [kind, corpus] : root.fields("corpus_for_kind"))
    s.corpus_for_kind.emplace_back(std::string(kind), std::string(corpus.string()));
  for (const JsonNode& c : root.elements("classes"))
    s.classes.push_back({str(c, "name"), str(c, "marker"), c.strings("methods")});
  if (s.classes.empty()) throw records::DocumentError(doc.name() + ": no method classes");
  s.default_class = str(root, "default_class");

  const JsonNode f1 = root.at("fig1");
  s.fig1.dtype = str(f1, "dtype");
  s.fig1.categories = f1.strings("categories");
  s.fig1.default_category = str(f1, "default_category");
  s.fig1.per_category = static_cast<std::size_t>(f1.integer("per_category"));
  s.fig1.byte1_label = str(f1, "byte1_label");
  s.fig1.byte0_label = str(f1, "byte0_label");
  s.fig1.raw_bits = f1.number("raw_bits");
  s.fig1.raw_label = paper::format(str(f1, "raw_label"), {{"raw_bits", f1.number("raw_bits")}}, "figures.json: fig1.raw_label");
  s.fig1.ylim = range(f1, "ylim");
  s.fig1.ylabel = str(f1, "ylabel");
  s.fig1.xlabel = str(f1, "xlabel");
  s.fig1.title = str(f1, "title");

  const JsonNode f2 = root.at("fig2");
  s.fig2.suptitle = str(f2, "suptitle");
  s.fig2.bf16 = panel(f2.at("bf16"));
  s.fig2.q4k = panel(f2.at("q4k"));
  s.fig2.bf16_dtype = std::string(f2.string({"bf16", "dtype"}));
  s.fig2.ceiling_keys = f2.strings({"bf16", "ceiling_keys"});
  s.fig2.entropy_key = std::string(f2.string({"q4k", "entropy_key"}));
  s.fig2.ceiling_bits = f2.number({"q4k", "ceiling_bits"});
  s.fig2.q4k.xlabel = paper::format(s.fig2.q4k.xlabel, {{"ceiling_bits", s.fig2.ceiling_bits}}, "figures.json: fig2.q4k.xlabel");

  const JsonNode f3 = root.at("fig3");
  read_hist(f3, s.fig3);
  s.fig3.ceiling = f3.number("ceiling");
  s.fig3.ceiling_label = paper::format(str(f3, "ceiling_label"), {{"ceiling", s.fig3.ceiling}}, "figures.json: fig3.ceiling_label");
  s.fig3.xlim = range(f3, "xlim");

  const JsonNode f4 = root.at("fig4");
  read_hist(f4, s.fig4);
  s.fig4.band = range(f4, "band");
  s.fig4.band_label = str(f4, "band_label");
  s.fig4.zero = f4.number("zero");
  s.fig4.zero_label = str(f4, "zero_label");

  const JsonNode f5 = root.at("fig5");
  s.fig5.min_records = static_cast<std::size_t>(f5.integer("min_records"));
  s.fig5.marker_area_min = f5.number("marker_area_min");
  s.fig5.marker_area_per_log1p = f5.number("marker_area_per_log1p");
  s.fig5.label = str(f5, "label");
  s.fig5.front_label = str(f5, "front_label");
  s.fig5.xlabel = str(f5, "xlabel");
  s.fig5.ylabel = str(f5, "ylabel");
  s.fig5.title = str(f5, "title");
  const auto off = f5.numbers("label_offset_pt");
  if (off.size() != 2) throw records::DocumentError(f5.path() + ".label_offset_pt must be [x, y] in points");
  s.fig5.label_offset_pt = {off[0], off[1]};
  return s;
}

std::filesystem::path shipped_spec_path() { return WEIGHTCODEC_SPEC_FILE; }

}  // namespace weightcodec
