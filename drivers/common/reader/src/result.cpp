#include "records/result.hpp"

namespace records {

std::string_view to_string(FieldError error) noexcept {
  switch (error) {
    case FieldError::missing:
      return "missing";
    case FieldError::null:
      return "null";
    case FieldError::wrong_type:
      return "wrong type";
    case FieldError::malformed:
      return "malformed";
  }
  return "unknown";
}

}  // namespace records
