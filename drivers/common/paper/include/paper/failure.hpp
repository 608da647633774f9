#pragma once
// Turning any exception into a figure's failure message that says where it happened: input
// errors already name their file (and line); anything else (out of memory, a library's logic
// error, a non-standard exception) is named by what was being done and to which file.
#include <exception>
#include <filesystem>
#include <string>

namespace paper {

// For `e` caught while `doing` (such as "reading /data/x.json" or "rendering out/p/fig3"):
// an input error (paper::InputError, records::ReadError, records::DocumentError, and libplot's
// ThemeError and FontConfigError, which name their file) or a libplot::OutputError (names the file
// it could not write): its what();
// std::bad_alloc: "out of memory while DOING"; another std::exception: "unexpected error while
// DOING: WHAT"; anything else: "unexpected error while DOING".
std::string describe_failure(std::exception_ptr e, const std::string& doing);

// Whether `e` is an input error (its message names the file).
bool is_input_error(std::exception_ptr e);

}  // namespace paper
