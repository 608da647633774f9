// The three atlases: small JSONL files read through the streaming reader, each record kept as
// the few typed fields the figures read (absent, null, value or another type).
#include "data.hpp"
#include "fields.hpp"
#include "records/read.hpp"

namespace weightcodec {

namespace {

records::ReadOptions strict() {
  records::ReadOptions o;
  o.policy = records::Policy::strict;
  o.validate_structure = true;
  return o;
}

}  // namespace

AtlasBf16 load_atlas_bf16(const std::filesystem::path& file, const Spec& spec) {
  AtlasBf16 a;
  a.file = file.string();
  records::read_records(file, [&](records::Record& r) {
    AtlasBf16Row row;
    row.line = r.line();
    row.tensor_name = read_str(r, "tensor_name");
    row.dtype = read_str(r, "dtype");
    row.category = read_str(r, "tensor_category");
    row.h_byte1 = read_num(r, "H_byte1");
    row.h_byte0 = read_num(r, "H_byte0");
    for (const auto& key : spec.fig2.ceiling_keys) row.ceilings.push_back(read_num(r, key));
    a.rows.push_back(std::move(row));
  }, strict());
  return a;
}

AtlasQ4k load_atlas_q4k(const std::filesystem::path& file, const Spec& spec) {
  AtlasQ4k a;
  a.file = file.string();
  records::read_records(file, [&](records::Record& r) {
    AtlasQ4kRow row;
    row.line = r.line();
    row.tensor_name = read_str(r, "tensor_name");
    row.entropy = read_num(r, spec.fig2.entropy_key);
    row.nibble = read_num(r, spec.fig3.field);
    a.rows.push_back(std::move(row));
  }, strict());
  return a;
}

AtlasLayer load_atlas_layer(const std::filesystem::path& file, const Spec& spec) {
  AtlasLayer a;
  a.file = file.string();
  records::read_records(file, [&](records::Record& r) {
    a.rows.push_back({r.line(), read_num(r, spec.fig4.field), read_str(r, "model")});
  }, strict());
  return a;
}

}  // namespace weightcodec
