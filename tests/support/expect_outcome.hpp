#pragma once
// expect_outcome(r, code, {...}): a command run by run_command exited with `code` and its output
// holds each of the given texts. Failures show the whole output.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

#include "run_command.hpp"

namespace testing_support {

inline void expect_outcome(const Outcome& r, int code, std::initializer_list<std::string> said) {
  EXPECT_EQ(r.code, code) << r.out << r.err;
  for (const std::string& s : said)
    EXPECT_NE(r.out.find(s), std::string::npos) << "no \"" << s << "\" in:\n" << r.out;
}

}  // namespace testing_support
