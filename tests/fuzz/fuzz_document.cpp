// records::JsonDocument::parse and key-path lookups: parse succeeds or throws DocumentError; every
// lookup returns or throws DocumentError. The walk visits every node by key and by index and
// asks each typed accessor of it.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "records/records.hpp"

namespace {

std::uint64_t sink = 0;

template <class F>
void quietly(F&& f) {
  try {
    f();
  } catch (const records::DocumentError& e) {
    sink += std::string_view(e.what()).size();
  }
}

void walk(const records::JsonNode& node, int depth) {
  if (depth > 32) return;
  quietly([&] { sink += static_cast<std::uint64_t>(node.type()); });
  quietly([&] { sink += node.number() > 0; });
  quietly([&] { sink += node.number_or_null().has_value(); });
  quietly([&] { sink += static_cast<std::uint64_t>(node.integer()); });
  quietly([&] { sink += node.string().size(); });
  quietly([&] { sink += node.boolean(); });
  quietly([&] { sink += node.is_null(); });
  quietly([&] { sink += node.numbers().size(); });
  quietly([&] { sink += node.strings().size(); });
  quietly([&] { sink += node.size(); });
  quietly([&] { sink += node.path().size(); });
  // Lookups that may miss: an index past the end, a key that is absent, a key on an array.
  quietly([&] { sink += node.find({"missing", 0}).has_value(); });
  quietly([&] { sink += node.contains({std::size_t{1} << 40}); });
  quietly([&] { sink += node.find({-1}).has_value(); });
  quietly([&] { (void)node.at({0, "k", 1}); });
  quietly([&] {
    for (const auto& field : node.fields()) {
      sink += field.first.size();
      // By key: the first field with that name.
      quietly([&] { sink += node.at(field.first).path().size(); });
      walk(field.second, depth + 1);
    }
  });
  quietly([&] {
    std::size_t index = 0;
    for (const auto& child : node.elements()) {
      quietly([&] { sink += node.at({index}).path().size(); });
      walk(child, depth + 1);
      ++index;
    }
  });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view json(reinterpret_cast<const char*>(data), size);
  try {
    const records::JsonDocument doc = records::JsonDocument::parse(json, "fuzz.json");
    walk(doc.root(), 0);
    quietly([&] { sink += doc.number({"roofline", "peak_gflops"}) > 0; });
    quietly([&] { sink += doc.string({"a", 0, "b"}).size(); });
  } catch (const records::DocumentError& e) {
    sink += std::string_view(e.what()).size();
  }
  return 0;
}
