// Reading one of libplot's own input files (a theme, the font configuration) within bounds:
// regular files only (a FIFO or device never blocks or streams forever), at most a given size,
// errors naming the file.
#pragma once

#include <cstddef>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace libplot {

class InputFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The whole file. `what` names its kind in messages. Throws InputFileError: "cannot read WHAT
// 'PATH': REASON", "not a regular file: PATH", "PATH: larger than MAX bytes".
std::string read_bounded_file(const std::filesystem::path& file, std::size_t max_bytes,
                              const std::string& what);

}  // namespace libplot
