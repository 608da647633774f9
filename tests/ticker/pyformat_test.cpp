// pyformat against Python 3.11's own str.format output (table from measure_matplotlib.py).
#include "error_message.hpp"
#include "tables.hpp"

#include <stdexcept>

using namespace ticker_tables;

TEST(PyFormat, MatchesPythonTable) {
  ASSERT_GE(kPyFormat.size(), 100u);
  for (const auto& c : kPyFormat) {
    SCOPED_TRACE(::testing::Message() << "template " << c.tmpl << " values " << show(c.values));
    std::string got;
    EXPECT_NO_THROW(got = libplot::pyformat(c.tmpl, c.values));
    EXPECT_EQ(got, c.expected);
  }
}

TEST(PyFormat, RejectsWhatPythonRejects) {
  for (const auto& c : kPyFormatErrors) {
    SCOPED_TRACE(::testing::Message() << "template " << c.tmpl);
    EXPECT_THROW(libplot::pyformat(c.tmpl, c.values), libplot::FormatError);
  }
}

TEST(PyFormat, ErrorNamesTheTemplate) {
  for (const char* tmpl : {"{:.2q} ms", "{} and {}"}) {
    const std::string what = error_message<libplot::FormatError>([&] { libplot::pyformat(tmpl, {1.0}); });
    EXPECT_NE(what.find(tmpl), std::string::npos) << what;
  }
}

TEST(PyFormat, RoundHalfEvenOnTheBinaryValue) {
  EXPECT_EQ(libplot::pyformat("{:.2f}", {0.125}), "0.12");
  EXPECT_EQ(libplot::pyformat("{:.2f}", {2.675}), "2.67");  // 2.67499999... in binary
  EXPECT_EQ(libplot::pyformat("{:,.0f}", {1435.1}), "1,435");
  EXPECT_EQ(libplot::pyformat("{:.0f}", {2.5}), "2");
  EXPECT_EQ(libplot::pyformat("{:.0f}", {3.5}), "4");
}
