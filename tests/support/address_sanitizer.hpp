#pragma once
// Whether this file is compiled with AddressSanitizer: gcc says so with __SANITIZE_ADDRESS__,
// clang only through __has_feature (the sanitized suite is built with either).

namespace testing_support {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kAddressSanitizer = true;
#else
inline constexpr bool kAddressSanitizer = false;
#endif
#else
inline constexpr bool kAddressSanitizer = false;
#endif

}  // namespace testing_support
