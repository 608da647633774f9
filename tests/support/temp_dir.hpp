#pragma once
// Scratch directories under the system temporary directory, for tests that write files.
#include <filesystem>
#include <string>
#include <string_view>

namespace testing_support {

// TMP/NAME_PID, emptied and created. It stays after the test (for a look at what was written);
// the next run of the same name replaces it.
std::filesystem::path fresh_dir(const std::string& name);

// A new directory TMP/NAME_XXXXXX (mkdtemp: unique, also within one test), removed with the object.
class TempDir {
 public:
  explicit TempDir(const std::string& name);
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::filesystem::path& path() const { return path_; }
  std::filesystem::path operator/(std::string_view name) const { return path_ / name; }

 private:
  std::filesystem::path path_;
};

// A scratch copy of the data directory `source` (its files and folders), to change before a run.
class DataCopy {
 public:
  DataCopy(const std::string& name, const std::filesystem::path& source);
  const std::filesystem::path& path() const { return dir_.path(); }
  std::filesystem::path operator/(std::string_view name) const { return dir_ / name; }

 private:
  TempDir dir_;
};

}  // namespace testing_support
