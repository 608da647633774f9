// The record views find a field by key with the key compared inline (key_lookup.hpp) instead of
// simdjson's find_field, which compares with a memcmp call. The two must agree on every lookup:
// the same error code, the same value found, and the same cursor left for the next lookup, for
// keys of every length 0-40, keys with escapes or UTF-8, keys that are prefixes of each other or
// differ only in their last byte, missing keys, lookups in sequence, and broken JSON.
#include <gtest/gtest.h>
#include <simdjson.h>

#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "key_lookup.hpp"

namespace {

namespace ondemand = simdjson::ondemand;
using records::detail::find_field_inline;
using records::detail::raw_key_equals;

// simdjson's rule, written out: a quote at raw[n] and the n bytes before it equal to the key.
bool reference_equals(const char* raw, std::string_view key) {
  // (memcmp of nothing still wants real pointers, and an empty key's data() may be null.)
  return raw[key.size()] == '"' && (key.empty() || std::memcmp(raw, key.data(), key.size()) == 0);
}

TEST(KeyLookup, RawKeyEqualsAgreesWithTheReferenceRule) {
  const std::string letters = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH";
  std::size_t checked = 0;
  std::size_t matches = 0;
  for (std::size_t raw_length = 0; raw_length <= 40; ++raw_length) {
    // The field's bytes as written, its closing quote, then more text and padding.
    const std::string raw = letters.substr(0, raw_length) + "\": 1, \"x\": 2}" + std::string(64, ' ');
    std::vector<std::string> keys;
    for (std::size_t length = 0; length <= 41; ++length) {
      const std::string key = letters.substr(0, length);  // prefixes, the key, extensions
      keys.push_back(key);
      for (std::size_t at = 0; at < length; ++at) {  // one byte different, at every position
        std::string changed = key;
        changed[at] = static_cast<char>(changed[at] ^ 0x01);
        keys.push_back(changed);
        changed[at] = '"';
        keys.push_back(changed);
      }
    }
    for (const std::string& key : keys) {
      // The key in its own exact-size allocation, so that a read past it is an error under ASan.
      const std::vector<char> own(key.begin(), key.end());
      const std::string_view view(own.data(), own.size());
      const bool expected = reference_equals(raw.data(), view);
      ASSERT_EQ(raw_key_equals(raw.data(), view), expected) << "raw " << raw_length << " key " << key;
      ++checked;
      matches += expected ? 1 : 0;
    }
  }
  EXPECT_EQ(checked, 41u * (42u + 41u * 42u));  // 41 raw lengths x (42 keys + 2 x (0 + ... + 41))
  EXPECT_EQ(matches, 41u);                       // each raw key matches only itself
}

TEST(KeyLookup, RawKeyEqualsOnEscapesAndUtf8) {
  // As written: a key with an escape is equal only to its spelling in the file.
  const std::string raw = std::string("a\\\"b\":1,\"\\u00e9\":2,\"\xC3\xA9\":3}") + std::string(64, ' ');
  EXPECT_TRUE(raw_key_equals(raw.data(), "a\\\"b"));
  EXPECT_FALSE(raw_key_equals(raw.data(), "a\"b"));
  // simdjson's rule also matches a key ending in a backslash before an escaped quote, as before.
  EXPECT_EQ(raw_key_equals(raw.data(), "a\\"), reference_equals(raw.data(), "a\\"));
  EXPECT_TRUE(raw_key_equals(raw.data(), "a\\"));
  const char* escaped = raw.data() + raw.find("\\u00e9");
  EXPECT_TRUE(raw_key_equals(escaped, "\\u00e9"));
  EXPECT_FALSE(raw_key_equals(escaped, "\xC3\xA9"));
  const char* utf8 = raw.data() + raw.find("\xC3\xA9");
  EXPECT_TRUE(raw_key_equals(utf8, "\xC3\xA9"));
  EXPECT_FALSE(raw_key_equals(utf8, "\xC3"));
  EXPECT_FALSE(raw_key_equals(utf8, "\xC3\xA8"));
}

// One lookup's outcome: the error, and the value's text when found (read or left unread).
std::string outcome(simdjson::error_code code, ondemand::value& value, bool read) {
  std::string text = simdjson::error_message(code);
  if (code != simdjson::SUCCESS) return text;
  if (!read) return text + " (unread)";
  std::string_view token = value.raw_json_token();
  return text + " " + std::string(token);
}

// Runs `keys` as lookups in sequence on `json`, once with simdjson's find_field and once with
// find_field_inline (each on its own parser and copy), reading every other value found.
void expect_same_lookups(const std::string& json, const std::vector<std::string>& keys) {
  const simdjson::padded_string padded(json);
  std::vector<std::string> seen[2];
  for (int inline_compare = 0; inline_compare < 2; ++inline_compare) {
    ondemand::parser parser;
    ondemand::document doc;
    ondemand::object object;
    auto started = parser.iterate(padded).get(doc);
    if (started == simdjson::SUCCESS) started = doc.get_object().get(object);
    if (started != simdjson::SUCCESS) {
      seen[inline_compare].push_back(std::string("start: ") + simdjson::error_message(started));
      continue;
    }
    for (std::size_t i = 0; i < keys.size(); ++i) {
      ondemand::value value;
      const simdjson::error_code code = inline_compare ? find_field_inline(object, keys[i], value)
                                                       : object.find_field(keys[i]).get(value);
      const bool read = i % 2 == 0;
      seen[inline_compare].push_back(keys[i] + ": " + outcome(code, value, read));
    }
  }
  EXPECT_EQ(seen[1], seen[0]) << json;
  EXPECT_FALSE(seen[0].empty());
}

std::vector<std::string> keys_of_every_length() {
  const std::string letters = "abcdefghijklmnopqrstuvwxyz0123456789ABCD";
  std::vector<std::string> keys;
  for (std::size_t length = 0; length <= 40; ++length) keys.push_back(letters.substr(0, length));
  return keys;
}

std::string object_of(const std::vector<std::string>& written) {
  std::string json = "{";
  for (std::size_t i = 0; i < written.size(); ++i) {
    if (i != 0) json += ", ";
    json += '"';
    json += written[i];
    json += "\": ";
    if (i % 3 == 2) {  // a value with children, for the lookups that skip it
      json += '[';
      json += std::to_string(i);
      json += ", {\"x\": 1}]";
    } else {
      json += std::to_string(i);
    }
  }
  return json + "}";
}

TEST(KeyLookup, AgreesWithFindFieldOnKeysOfEveryLength) {
  const std::vector<std::string> keys = keys_of_every_length();  // each a prefix of the next
  const std::string json = object_of(keys);
  // Each key alone; each key then its last-byte twin and a missing key; all in file order
  // (forward lookups); all in reverse (each lookup after the first passes the end).
  for (std::size_t i = 0; i < keys.size(); ++i) {
    std::string twin = keys[i];
    if (!twin.empty()) twin.back() = static_cast<char>(twin.back() + 1);
    expect_same_lookups(json, {keys[i]});
    expect_same_lookups(json, {twin, keys[i], "missing", keys[i]});
    expect_same_lookups(json, {keys[i] + "z", keys[i]});
  }
  expect_same_lookups(json, keys);
  expect_same_lookups(json, std::vector<std::string>(keys.rbegin(), keys.rend()));
  // Keys that differ only in their last byte, side by side.
  expect_same_lookups(object_of({"ratio", "ratiO", "ratio_", "rati"}),
                      {"ratiO", "ratio", "rati", "ratio_", "ratio", "ratiO"});
}

TEST(KeyLookup, AgreesWithFindFieldOnEscapesAndUtf8) {
  const std::vector<std::string> written = {
      "a\\\"b", "\\\\", "\\u00e9t\\u00e9", "\xC3\xA9t\xC3\xA9", "\xF0\x9F\x98\x80", "x\\/y", "a\\",
      "abcdefghijklmnopqrstuvwxyz0123456789AB\\n", "\\u0041BCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklm"};
  const std::string json = object_of(written);
  std::vector<std::string> lookups;
  for (const std::string& key : written) lookups.push_back(key);
  // The unescaped spellings, which a lookup as written does not find, and partial spellings.
  for (const std::string key : {"a\"b", "\\", "\xC3\xA9t\xC3\xA9", "\xC3\xA9t\xC3", "\xF0\x9F\x98", "x/y",
                                "a", "a\\", "a\\\"", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklm"}) {
    lookups.push_back(key);
  }
  for (const std::string& key : lookups) expect_same_lookups(json, {key});
  expect_same_lookups(json, lookups);
}

TEST(KeyLookup, AgreesWithFindFieldOnBrokenJson) {
  const std::vector<std::string> texts = {
      "{\"a\": 1 \"b\": 2}", "{\"a\" 1, \"b\": 2}", "{\"a\": [1, }, \"b\": 2}", "{\"a\": 1, \"b\"}",
      "{\"a\": {\"c\": ]}, \"b\": 2}", "{\"a\": 1, b: 2}", "{\"a\": 1,, \"b\": 2}", "{}", "{\"a\": 1}",
      "{\"a\": tru, \"b\": 2}", "{\"a\": \"x\", \"b\": 2, }", "[1, 2]", "{\"a\": 1, \"b\": 2"};
  for (const std::string& text : texts) {
    expect_same_lookups(text, {"b"});
    expect_same_lookups(text, {"a", "b", "a"});
    expect_same_lookups(text, {"zz", "b"});
  }
}

}  // namespace
