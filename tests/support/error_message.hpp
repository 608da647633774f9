#pragma once
// error_message<E>(call): what `call` throws as E, for tables of bad inputs and their messages.
// Any exception type (libplot's, the paper framework's, the reader's).
#include <string>

// The message of the E that `call` throws, or "(no error)" when it returns; any other exception
// goes on up (and fails the test).
template <class E, class F>
std::string error_message(F&& call) {
  try {
    call();
  } catch (const E& e) {
    return e.what();
  }
  return "(no error)";
}
