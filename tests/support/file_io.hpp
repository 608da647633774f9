#pragma once
// Whole files as strings, for tests that write inputs and read outputs back. Failures throw
// (std::runtime_error naming the file): a test must not go on with an input it did not write.
#include <filesystem>
#include <string>
#include <string_view>

namespace testing_support {

// The file's bytes. Throws when it cannot be opened.
std::string read_file(const std::filesystem::path& path);

// Replaces the file's contents with `bytes`.
void write_file(const std::filesystem::path& path, std::string_view bytes);

// Replaces the first `from` in the file with `to`. Throws when `from` is not there.
void replace_in_file(const std::filesystem::path& path, const std::string& from, const std::string& to);

}  // namespace testing_support
