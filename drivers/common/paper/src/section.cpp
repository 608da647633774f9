#include "paper/section.hpp"

#include "paper/paper.hpp"
#include "paper/template.hpp"

namespace paper {
namespace {

using records::DocumentError;
using records::JsonNode;
using records::KeyPath;
using records::PathStep;

PathStep step_of(const std::variant<std::string, std::size_t>& s) {
  if (const auto* i = std::get_if<std::size_t>(&s)) return PathStep(*i);
  return PathStep(std::get<std::string>(s));
}

}  // namespace

Section Section::root(const records::JsonDocument& doc) { return {&doc, doc.root(), {}}; }

// KeyPath borrows its keys and is built from a braced list only: words files are shallow, so the
// few depths they use are spelled out; a deeper value is placed at the line of the file's start.
std::uint64_t Section::line(const Step* last) const {
  std::vector<PathStep> p;
  for (const Step& s : steps_) p.push_back(step_of(s));
  if (last) p.push_back(step_of(*last));
  switch (p.size()) {
    case 0: return doc_->line_of(KeyPath{});
    case 1: return doc_->line_of(KeyPath{p[0]});
    case 2: return doc_->line_of(KeyPath{p[0], p[1]});
    case 3: return doc_->line_of(KeyPath{p[0], p[1], p[2]});
    case 4: return doc_->line_of(KeyPath{p[0], p[1], p[2], p[3]});
    case 5: return doc_->line_of(KeyPath{p[0], p[1], p[2], p[3], p[4]});
    default: return 1;
  }
}

// Runs one read of `key`, giving the reader's "FILE: MESSAGE" its line: the value's, or the
// section's when the key is missing.
template <class F>
auto Section::read(const char* key, F f) const {
  try {
    return f();
  } catch (const DocumentError& e) {
    const std::string& file = doc_->name();
    const std::string m = e.what();
    if (!m.starts_with(file + ": ")) throw;
    const Step k{std::string(key)};
    std::uint64_t n = node_.contains(key) ? line(&k) : 0;
    if (n == 0) n = line();
    throw DocumentError(file + ":" + std::to_string(n) + ": " + m.substr(file.size() + 2));
  }
}

Section Section::at(const char* key) const {
  JsonNode n = read(key, [&] { return node_.at(key); });
  auto steps = steps_;
  steps.emplace_back(std::string(key));
  return {doc_, std::move(n), std::move(steps)};
}

std::string Section::text(const char* key) const {
  return read(key, [&] { return std::string(node_.string(key)); });
}
double Section::number(const char* key) const {
  return read(key, [&] { return node_.number(key); });
}
std::int64_t Section::integer(const char* key) const {
  return read(key, [&] { return node_.integer(key); });
}
bool Section::boolean(const char* key) const {
  return read(key, [&] { return node_.boolean(key); });
}

[[noreturn]] void Section::bad(std::string_view key, const std::string& what) const {
  const std::string path = node_.path().empty() ? std::string(key) : node_.path() + "." + std::string(key);
  // The key itself when it is a plain member ("bar_labels[2]" names an array entry: its array's line).
  const std::string member(key.substr(0, key.find('[')));
  const Step k{member};
  std::uint64_t n = node_.contains(member) ? line(&k) : 0;
  if (n == 0) n = line();
  throw DocumentError(doc_->name() + ":" + std::to_string(n) + ": " + path +
                      (what.starts_with(":") ? "" : " ") + what);
}

void Section::check_template(std::string_view key, const std::string& t,
                             std::initializer_list<const char*> numbers,
                             std::initializer_list<const char*> texts) const {
  Fields fields;
  for (const char* n : numbers) fields.emplace(n, 1.0);
  for (const char* n : texts) fields.emplace(n, std::string("x"));
  try {
    format(t, fields);
  } catch (const InputError& e) {
    bad(key, std::string(": ") + e.what());
  }
}

std::string Section::tmpl(const char* key, std::initializer_list<const char*> numbers,
                          std::initializer_list<const char*> texts) const {
  std::string t = text(key);
  check_template(key, t, numbers, texts);
  return t;
}

OffsetPt Section::offset_pt(const char* key) const {
  const auto v = read(key, [&] { return node_.numbers(key); });
  if (v.size() != 2) bad(key, "must be [x, y] in points");
  return {v[0], v[1]};
}

Limits Section::limits(const char* key) const {
  const auto v = read(key, [&] { return node_.numbers(key); });
  if (v.size() != 2) bad(key, "must be [low, high]");
  return {v[0], v[1]};
}

std::vector<std::string> Section::texts(const char* key, std::size_t count) const {
  auto v = read(key, [&] { return node_.strings(key); });
  expect_count(key, v.size(), count);
  return v;
}

std::vector<std::string> Section::strings(const char* key) const {
  return read(key, [&] { return node_.strings(key); });
}

std::vector<Section> Section::elements(const char* key) const {
  const auto nodes = read(key, [&] { return node_.elements(key); });
  expect_count(key, nodes.size(), 0);
  std::vector<Section> out;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    auto steps = steps_;
    steps.emplace_back(std::string(key));
    steps.emplace_back(i);
    out.push_back({doc_, nodes[i], std::move(steps)});
  }
  return out;
}

std::vector<Keyed> Section::keyed(const char* key, const char* key_field, const char* label_field) const {
  std::vector<Keyed> out;
  for (const Section& e : elements(key)) out.push_back({e.text(key_field), e.text(label_field)});
  return out;
}

std::map<std::string, std::string> Section::text_map(const char* key) const {
  const Section s = at(key);
  std::map<std::string, std::string> out;
  for (const auto& [name, value] : s.read(key, [&] { return s.node_.fields(); })) {
    const std::string k(name);
    out.emplace(k, s.text(k.c_str()));
  }
  if (out.empty()) bad(key, "must name at least one entry");
  return out;
}

Text Section::alternatives(const char* key) const {
  const JsonNode n = read(key, [&] { return node_.at(key); });
  const Step k{std::string(key)};
  const std::string path = node_.path().empty() ? std::string(key) : node_.path() + "." + key;
  return text_of(n, doc_->name() + ":" + std::to_string(line(&k)) + ": " + path);
}

void Section::expect_count(std::string_view key, std::size_t n, std::size_t count) const {
  if (count == 0 && n == 0) bad(key, "is empty");
  if (count != 0 && n != count)
    bad(key, "has " + std::to_string(n) + " entries, expected " + std::to_string(count));
}

}  // namespace paper
