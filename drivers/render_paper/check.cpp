#include "check.hpp"

#include <nlohmann/json.hpp>

std::string finding_line(const FigureFindings& f, const libplot::LintFinding& x) {
  std::string s = f.paper;
  s.append("/").append(f.figure).append(": ").append(x.rule).append(": ");
  if (x.severity == libplot::Severity::Warning) s.append("warning: ");
  return s.append(x.message);
}

std::string finding_json(const FigureFindings& f, const libplot::LintFinding& x) {
  nlohmann::ordered_json j;
  j["paper"] = f.paper;
  j["figure"] = f.figure;
  j["rule"] = x.rule;
  j["severity"] = std::string(libplot::severity_name(x.severity));
  j["message"] = x.message;
  j["subjects"] = nlohmann::ordered_json::array();
  for (const auto& s : x.subjects) {
    nlohmann::ordered_json o;
    o["text"] = s.text;
    o["role"] = s.role;
    o["axes"] = s.axes;
    o["box"] = {s.box.x0, s.box.y0, s.box.x1, s.box.y1};
    j["subjects"].push_back(std::move(o));
  }
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}
