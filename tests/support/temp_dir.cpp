#include "temp_dir.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace fs = std::filesystem;

namespace testing_support {

fs::path fresh_dir(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / (name + "_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

TempDir::TempDir(const std::string& name) {
  std::string pattern = (fs::temp_directory_path() / (name + "_XXXXXX")).string();
  if (::mkdtemp(pattern.data()) == nullptr)
    throw std::runtime_error("cannot make a directory " + pattern + ": " + std::strerror(errno));
  path_ = pattern;
}

TempDir::~TempDir() {
  std::error_code ignored;
  // A test may have taken its write permission away (to check a failing write).
  fs::permissions(path_, fs::perms::owner_all, fs::perm_options::add, ignored);
  fs::remove_all(path_, ignored);
}

DataCopy::DataCopy(const std::string& name, const fs::path& source) : dir_(name) {
  fs::copy(source, dir_.path(), fs::copy_options::recursive);
}

}  // namespace testing_support
