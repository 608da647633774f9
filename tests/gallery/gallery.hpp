#pragma once
// The gallery: small figures, one feature each, drawn with libplot's public API only. They are
// golden-image tests (gallery_test), the determinism corpus, and the examples of docs/gallery.md
// (whose code blocks are cut from gallery.cpp between "// gallery:begin NAME" and
// "// gallery:end" markers by `gallery_render --markdown`).
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "libplot/libplot.hpp"

namespace gallery {

struct Entry {
  std::string name;         // file stem: golden/gallery/NAME.png
  std::string description;  // one sentence for the docs
  std::function<libplot::Figure()> make;
  libplot::SaveOptions save = {};  // how the entry is saved (bbox_tight for one of them)
};

// Every entry, in the order of the docs.
const std::vector<Entry>& entries();

// The code of each entry as it stands in gallery.cpp (between its markers), keyed by name;
// `source` is the text of gallery.cpp. Throws std::runtime_error when an entry has no block.
std::string entry_code(const std::string& source, const std::string& name);

// The text of gallery.cpp followed by every entries_*.cpp beside it (sorted by name): where
// entry_code and markdown find the entries' code. Throws std::runtime_error if one is unreadable.
std::string read_sources(const std::string& gallery_cpp);

// docs/gallery.md, generated from the entries and gallery.cpp's text.
std::string markdown(const std::string& source);

// The helpers block of gallery.cpp, shared by the entries_*.cpp files.
std::vector<double> linspace(double lo, double hi, int n);
std::vector<double> normalish(int n, std::uint64_t seed);
libplot::Color C(int i);
libplot::Color named(const char* c);

}  // namespace gallery
