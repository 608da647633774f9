#include "file_io.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace testing_support {

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path.string());
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_file(const std::filesystem::path& path, std::string_view bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

void replace_in_file(const std::filesystem::path& path, const std::string& from, const std::string& to) {
  std::string text = read_file(path);
  const auto at = text.find(from);
  if (at == std::string::npos) throw std::runtime_error("not in " + path.string() + ": " + from);
  text.replace(at, from.size(), to);
  write_file(path, text);
}

}  // namespace testing_support
