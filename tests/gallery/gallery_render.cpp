// gallery_render: writes every gallery entry into a directory, or docs/gallery.md.
//   gallery_render OUTDIR [--format png,pdf,svg] [--only NAME]...
//   gallery_render --markdown FILE
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "gallery.hpp"

namespace {

int usage() {
  std::cerr << "usage: gallery_render OUTDIR [--format png,pdf,svg] [--only NAME]...\n"
               "       gallery_render --markdown FILE\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  std::string out, markdown;
  std::vector<libplot::Format> formats{libplot::Format::Png};
  std::vector<std::string> only;
  try {
    for (std::size_t i = 0; i < args.size(); ++i) {
      const std::string& a = args[i];
      const bool has_value = i + 1 < args.size();
      if (a == "--markdown" && has_value) {
        markdown = args[++i];
      } else if (a == "--format" && has_value) {
        formats.clear();
        std::stringstream list(args[++i]);
        for (std::string f; std::getline(list, f, ',');) formats.push_back(libplot::parse_format(f));
      } else if (a == "--only" && has_value) {
        only.push_back(args[++i]);
      } else if (!a.empty() && a[0] != '-' && out.empty()) {
        out = a;
      } else {
        return usage();
      }
    }
    if (!markdown.empty()) {
      libplot::write_file_atomically(markdown,
                                     gallery::markdown(gallery::read_sources(LIBPLOT_GALLERY_SOURCE)));
      std::cerr << "wrote " << markdown << "\n";
      return 0;
    }
    if (out.empty()) return usage();
    std::filesystem::create_directories(out);
    int written = 0;
    for (const auto& e : gallery::entries()) {
      if (!only.empty() && std::find(only.begin(), only.end(), e.name) == only.end()) continue;
      const libplot::Figure fig = e.make();
      for (libplot::Format f : formats) {
        libplot::SaveOptions o = e.save;
        o.format = f;
        fig.save(std::filesystem::path(out) / (e.name + "." + std::string(libplot::extension(f))), o);
        ++written;
      }
    }
    std::cerr << "wrote " << written << " files into " << out << "\n";
  } catch (const std::exception& ex) {
    std::cerr << "gallery_render: " << ex.what() << "\n";
    return 1;
  }
  return 0;
}
