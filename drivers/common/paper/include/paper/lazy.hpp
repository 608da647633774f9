#pragma once
// A value computed once, on first use, by whichever figure job asks first (the others wait for
// it). An exception is kept and rethrown to every caller, so one bad input fails exactly the
// figures that use it.
#include <exception>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

#include "paper/failure.hpp"
#include "paper/paper.hpp"

namespace paper {

template <class T>
class Lazy {
 public:
  explicit Lazy(std::function<T()> make) : make_(std::move(make)) {}
  const T& get() {
    std::call_once(once_, [this] {
      try {
        value_.emplace(make_());
      } catch (...) {
        error_ = std::current_exception();
      }
      make_ = nullptr;
    });
    if (error_) std::rethrow_exception(error_);
    return *value_;
  }

 private:
  std::function<T()> make_;
  std::once_flag once_;
  std::optional<T> value_;
  std::exception_ptr error_;
};

// Shared by every job of one run.
template <class T>
using Shared = std::shared_ptr<Lazy<T>>;

template <class T>
Shared<T> lazy(std::function<T()> make) {
  return std::make_shared<Lazy<T>>(std::move(make));
}

// An input file read lazily by `read`: a failure that is not an input error (out of memory, a
// library's logic error) becomes an InputError naming the file ("out of memory while reading
// FILE"), so the figures that need it fail saying which file.
template <class T>
Shared<T> lazy_input(std::filesystem::path file, std::function<T(const std::filesystem::path&)> read) {
  return lazy<T>([file = std::move(file), read = std::move(read)]() -> T {
    try {
      return read(file);
    } catch (...) {
      const std::exception_ptr e = std::current_exception();
      if (is_input_error(e)) throw;
      throw InputError(describe_failure(e, "reading " + file.string()));
    }
  });
}

}  // namespace paper
