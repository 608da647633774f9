// Not compiled: a fixture of scripts/check_unity_names.py (tests/CMakeLists.txt). `describe` would
// become an overload of first.cpp's in one unit; `Alias` is only a using-declaration.
namespace {

using Alias = int;
std::string describe(int value) { return std::to_string(value); }
static int counter = 0;

}  // namespace
