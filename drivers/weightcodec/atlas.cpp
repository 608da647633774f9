// The three atlases: small JSONL files read through the streaming reader, each record kept as its
// top-level fields (absent, null, a value or another type), for the figures to select by key.
#include "data.hpp"
#include "records/read.hpp"

namespace weightcodec {

const Num& AtlasRow::num(std::string_view key) const {
  static const Num missing;
  for (const AtlasField& f : fields)
    if (f.key == key) return f.num;
  return missing;
}

const Str& AtlasRow::str(std::string_view key) const {
  static const Str missing;
  for (const AtlasField& f : fields)
    if (f.key == key) return f.str;
  return missing;
}

namespace {

// A field's two views: a number is no string and a string no number ("other"); null is null to both.
AtlasField field_of(std::string_view key, records::Value v) {
  AtlasField f{std::string(key), {Num::State::other, 0}, {Str::State::other, {}}};
  const auto type = v.type();
  if (!type) return f;  // malformed: the reader fails the line
  switch (*type) {
    case records::ValueType::null:
      f.num.state = Num::State::null;
      f.str.state = Str::State::null;
      break;
    case records::ValueType::number:
      if (const auto n = v.number()) f.num = {Num::State::number, *n};
      break;
    case records::ValueType::string:
      if (const auto s = v.string()) f.str = {Str::State::string, std::string(*s)};
      break;
    default: break;
  }
  return f;
}

}  // namespace

Atlas load_atlas(const std::filesystem::path& file) {
  Atlas a;
  a.file = file.string();
  records::read_records(file, [&](records::Record& r) {
    AtlasRow row;
    row.line = r.line();
    // Keys are unique: the reader rejects a line that repeats one.
    for (records::Field f : r) row.fields.push_back(field_of(f.key, f.value));
    a.rows.push_back(std::move(row));
  });
  return a;
}

}  // namespace weightcodec
