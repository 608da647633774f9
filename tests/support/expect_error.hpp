#pragma once
// expect_error<E>(call, message): `call` throws exactly E (not a subclass) with exactly `message`.
#include <gtest/gtest.h>

#include <string>
#include <typeinfo>

#include "libplot/error.hpp"

template <class E, class F>
void expect_error(F&& call, const std::string& message) {
  try {
    call();
    ADD_FAILURE() << "no exception; expected: " << message;
  } catch (const libplot::Error& e) {
    EXPECT_EQ(std::string(typeid(e).name()), std::string(typeid(E).name()))
        << "wrong exception type for: " << e.what();
    EXPECT_EQ(std::string(e.what()), message);
  } catch (const std::exception& e) {
    ADD_FAILURE() << "not a libplot::Error (" << typeid(e).name() << "): " << e.what();
  }
}
