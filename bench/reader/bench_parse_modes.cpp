// What parsing alone costs, without the reader around it: a plain (decompressed) JSON Lines file
// is read into memory, then each line is parsed in three ways, timed in process CPU time:
//   ondemand_extract  simdjson On-Demand iterate + fig5's fields (_kind, input_bytes, per method
//                     entry ratio and decompress_MBps), as the paper driver reads them
//   dom_extract       simdjson DOM parse + the same fields from the DOM
//   dom_parse         simdjson DOM parse alone (the cost of the reader's quick structure proof
//                     before its tape scan)
// The checksums of the two extractions must agree. Usage: bench_parse_modes FILE.jsonl [--reps N]
#include <simdjson.h>

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

bool fig5_kind(std::string_view kind) {
  return kind == "bench_bf16_perfile" || kind == "bench_7B" || kind == "Q4_K_benchmark";
}

// Fields of one method entry, in either API; a missing or non-number field reads as 0.
template <class Object>
double entry_sum(Object& entry) {
  double ratio = 0, mbps = 0;
  if (entry["ratio"].get_double().get(ratio) != simdjson::SUCCESS) ratio = 0;
  if (entry["decompress_MBps"].get_double().get(mbps) != simdjson::SUCCESS) mbps = 0;
  return ratio + mbps;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: bench_parse_modes FILE.jsonl [--reps N]\n");
    return 2;
  }
  const int reps = argc >= 4 && std::string_view(argv[2]) == "--reps" ? std::atoi(argv[3]) : 3;
  std::ifstream in(argv[1], std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!in.eof() && !in) {
    std::fprintf(stderr, "bench_parse_modes: cannot read %s\n", argv[1]);
    return 1;
  }
  const std::size_t size = text.size();
  text.append(simdjson::SIMDJSON_PADDING, '\0');
  std::vector<std::pair<std::size_t, std::size_t>> lines;  // offset, length
  for (std::size_t begin = 0, i = 0; i < size; ++i)
    if (text[i] == '\n') {
      lines.emplace_back(begin, i - begin);
      begin = i + 1;
    }
  const auto* bytes = reinterpret_cast<const std::uint8_t*>(text.data());

  for (int rep = 0; rep < reps; ++rep) {
    simdjson::ondemand::parser on_demand;
    double sum_on_demand = 0;
    double start = cpu_seconds();
    for (auto [offset, length] : lines) {
      simdjson::ondemand::document doc;
      simdjson::ondemand::object record, methods;
      std::string_view kind;
      if (on_demand.iterate(text.data() + offset, length, text.size() - offset).get(doc) ||
          doc.get_object().get(record) || record["_kind"].get_string().get(kind) || !fig5_kind(kind))
        continue;
      double input_bytes = 0;
      if (record["input_bytes"].get_double().get(input_bytes)) input_bytes = 0;
      sum_on_demand += input_bytes;
      if (record["methods"].get_object().get(methods)) continue;
      for (auto field : methods) {
        simdjson::ondemand::object entry;
        if (field.value().get_object().get(entry) == simdjson::SUCCESS) sum_on_demand += entry_sum(entry);
      }
    }
    const double on_demand_s = cpu_seconds() - start;

    simdjson::dom::parser dom;
    double sum_dom = 0;
    start = cpu_seconds();
    for (auto [offset, length] : lines) {
      simdjson::dom::element root;
      simdjson::dom::object record, methods;
      std::string_view kind;
      if (dom.parse(bytes + offset, length, false).get(root) || root.get_object().get(record) ||
          record["_kind"].get_string().get(kind) || !fig5_kind(kind))
        continue;
      double input_bytes = 0;
      if (record["input_bytes"].get_double().get(input_bytes)) input_bytes = 0;
      sum_dom += input_bytes;
      if (record["methods"].get_object().get(methods)) continue;
      for (auto field : methods) {
        simdjson::dom::object entry;
        if (field.value.get_object().get(entry) == simdjson::SUCCESS) sum_dom += entry_sum(entry);
      }
    }
    const double dom_extract_s = cpu_seconds() - start;

    std::size_t parsed = 0;
    start = cpu_seconds();
    for (auto [offset, length] : lines) {
      simdjson::dom::element root;
      if (dom.parse(bytes + offset, length, false).get(root) == simdjson::SUCCESS) ++parsed;
    }
    const double dom_parse_s = cpu_seconds() - start;

    std::printf("%zu lines, %zu bytes: ondemand_extract %.3f s  dom_extract %.3f s  dom_parse %.3f s"
                "  (checksums %.6f %.6f, %zu parsed)\n",
                lines.size(), size, on_demand_s, dom_extract_s, dom_parse_s, sum_on_demand, sum_dom, parsed);
  }
  return 0;
}
