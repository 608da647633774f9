// The papers' one template language: named fields, Python format specs, clear errors.
#include <gtest/gtest.h>

#include "error_message.hpp"
#include "paper/paper.hpp"
#include "paper/template.hpp"

namespace {

std::string error_of(std::string_view tmpl, const paper::Fields& f, std::string_view where = {}) {
  return error_message<paper::InputError>([&] { paper::format(tmpl, f, where); });
}

TEST(Template, NamedNumberAndTextFields) {
  EXPECT_EQ(paper::format("{first:,.0f} MiB \u2192 {last:,.0f} MiB, {ratio:.1f}x",
                          {{"first", 1435.1}, {"last", 124.0}, {"ratio", 1435.1 / 124.0}}),
            "1,435 MiB \u2192 124 MiB, 11.6x");
  EXPECT_EQ(paper::format("{name}: {v:+.1%} {{literal}}", {{"name", std::string("Korean")}, {"v", -0.25}}),
            "Korean: -25.0% {literal}");
  EXPECT_EQ(paper::format("{v}", {{"v", 0.5}}), "0.5");
  EXPECT_EQ(paper::format("{v:.2f}, again {v:.0f}", {{"v", 2.5}}), "2.50, again 2");
}

TEST(Template, ErrorsNameTheTemplateAndTheFields) {
  EXPECT_EQ(error_of("{shrnk:.1f}x", {{"shrink", 1.0}, {"first", 2.0}}, "06.jsonl:9"),
            "06.jsonl:9: template \"{shrnk:.1f}x\": no field 'shrnk' (fields: first, shrink)");
  EXPECT_EQ(error_of("{:.1f}", {{"v", 1.0}}), "template \"{:.1f}\": a field without a name (fields: v)");
  EXPECT_EQ(error_of("{v", {{"v", 1.0}}), "template \"{v\": unclosed '{'");
  EXPECT_EQ(error_of("v}", {{"v", 1.0}}), "template \"v}\": single '}'");
  EXPECT_EQ(error_of("{s:>5}", {{"s", std::string("x")}}),
            "template \"{s:>5}\": text field 's' takes no format spec");
  EXPECT_NE(error_of("{v:.1q}", {{"v", 1.0}}).find("template \"{v:.1q}\": pyformat: "), std::string::npos);
}

TEST(Template, RealMinusSign) {
  EXPECT_EQ(paper::with_minus(paper::format("{d:+.4f}", {{"d", -0.0336}})), "\u22120.0336");
  EXPECT_EQ(paper::with_minus(paper::format("{d:+.4f}", {{"d", 0.0336}})), "+0.0336");
}

}  // namespace
