// Not compiled: a fixture of scripts/check_unity_names.py (tests/CMakeLists.txt).
namespace {

std::string describe(double value) { return std::to_string(value); }
using Alias = int;
struct Shared {};

}  // namespace
