#include "paper/failure.hpp"

#include <new>

#include "libplot/error.hpp"
#include "paper/paper.hpp"
#include "records/document.hpp"
#include "records/error.hpp"

namespace paper {

bool is_input_error(std::exception_ptr e) {
  try {
    std::rethrow_exception(e);
  } catch (const InputError&) {
    return true;
  } catch (const records::ReadError&) {
    return true;
  } catch (const records::DocumentError&) {
    return true;
  } catch (const libplot::ThemeError&) {  // names the theme file (and key)
    return true;
  } catch (const libplot::FontConfigError&) {  // names fonts.conf
    return true;
  } catch (...) {
    return false;
  }
}

std::string describe_failure(std::exception_ptr e, const std::string& doing) {
  try {
    std::rethrow_exception(e);
  } catch (const std::bad_alloc&) {
    return "out of memory while " + doing;
  } catch (const libplot::OutputError& x) {  // names the file it could not write, and why
    return x.what();
  } catch (const std::exception& x) {
    if (is_input_error(e)) return x.what();
    std::string out = "unexpected error while " + doing;
    return out.append(": ").append(x.what());
  } catch (...) {
    return "unexpected error while " + doing;
  }
}

}  // namespace paper
