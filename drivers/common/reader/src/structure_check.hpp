// A full walk over a record's structure: every bracket, comma, colon and key, and nothing after
// the root. On-Demand otherwise checks only the parts a reader touches.
#pragma once

#include <simdjson.h>

namespace records::detail {

// Walks `document` to its end; the caller rewinds it before reading.
simdjson::error_code check_structure(simdjson::ondemand::document& document) noexcept;

}  // namespace records::detail
