// Iterating an object gives each key unescaped and its value, and lookups find keys by their
// unescaped spelling: for keys of every length up to 40 bytes, with an escape at every position, in
// UTF-8, at the end of the file without a newline, after CRLF, and in records that cross the
// boundary between two chunk buffers.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "records/records.hpp"
#include "test_files.hpp"

namespace {

using records_test::TempDir;
using records_test::write_file;

struct Key {
  std::string written;  // as in the file
  std::string read;     // as iteration must give it
};

// Keys of length 0..40 in plain ASCII, and the same with one escape (\" \\ \u00e9 \/) or one UTF-8
// character at every position.
std::vector<Key> tricky_keys() {
  std::vector<Key> keys;
  const std::string letters = "abcdefghijklmnopqrstuvwxyz0123456789ABCD";
  const Key inserts[] = {{"\\\"", "\""}, {"\\\\", "\\"},           {"\\u00e9", "\xC3\xA9"},
                         {"\\/", "/"},   {"\xC3\xA9", "\xC3\xA9"}, {"\xF0\x9F\x98\x80", "\xF0\x9F\x98\x80"}};
  for (std::size_t length = 0; length <= letters.size(); ++length) {
    const std::string plain = letters.substr(0, length);
    keys.push_back({plain, plain});
    for (const Key& insert : inserts) {
      for (std::size_t at = 0; at <= length; at += (length < 10 ? 1 : 3)) {
        keys.push_back({plain.substr(0, at) + insert.written + plain.substr(at),
                        plain.substr(0, at) + insert.read + plain.substr(at)});
      }
    }
  }
  return keys;
}

// One record per key group: {"<key>": <index>, ...} with `per_record` keys each.
std::vector<std::string> records_of(const std::vector<Key>& keys, std::size_t per_record) {
  std::vector<std::string> lines;
  for (std::size_t first = 0; first < keys.size(); first += per_record) {
    std::string line = "{";
    for (std::size_t i = first; i < keys.size() && i < first + per_record; ++i) {
      if (i != first) line += ", ";
      line += "\"" + keys[i].written + "\": " + std::to_string(i);
    }
    lines.push_back(line + "}");
  }
  return lines;
}

class KeyViews : public ::testing::Test {
 protected:
  // Reads `text` from a file and returns "key=value" for every field of every record, in order.
  std::vector<std::string> iterate(const std::string& text, std::size_t chunk_bytes) {
    write_file(dir / "keys.jsonl", text);
    records::ReadOptions options;
    options.chunk_bytes = chunk_bytes;
    std::vector<std::string> seen;
    const records::ReadSummary summary = records::read_records(
        dir / "keys.jsonl",
        [&](records::Record& record) {
          for (records::Field field : record) {
            auto value = field.value.integer();
            seen.push_back(std::string(field.key) + "=" + (value ? std::to_string(*value) : "?"));
          }
        },
        options);
    return seen;
  }
  TempDir dir;
};

TEST_F(KeyViews, EveryLengthAndEscapePosition) {
  const std::vector<Key> keys = tricky_keys();
  ASSERT_EQ(keys.size(), 2045u);
  std::vector<std::string> expected;
  for (std::size_t i = 0; i < keys.size(); ++i) expected.push_back(keys[i].read + "=" + std::to_string(i));

  // One key per record and five per record; "\n" and "\r\n" endings; the last line without one
  // (its keys end next to the buffer's padding); 4 KiB chunks so that records cross chunks.
  for (std::size_t per_record : {std::size_t{1}, std::size_t{5}}) {
    for (const char* ending : {"\n", "\r\n"}) {
      std::string text;
      for (const std::string& line : records_of(keys, per_record)) text += line + ending;
      text.resize(text.size() - std::string(ending).size());
      for (std::size_t chunk : {std::size_t{4096}, std::size_t{256} << 10}) {
        EXPECT_EQ(iterate(text, chunk), expected)
            << per_record << " per record, ending " << (ending[1] ? "CRLF" : "LF") << ", chunk " << chunk;
      }
    }
  }
}

// Lookups find a key by its unescaped spelling, in and out of file order; its written spelling,
// when that differs, is missing; so are the key with its last byte changed and the key one byte
// longer.
TEST_F(KeyViews, LookupsFindKeysUnescaped) {
  const std::vector<Key> keys = tricky_keys();
  write_file(dir / "lookups.jsonl", [&] {
    std::string text;
    for (const std::string& line : records_of(keys, 5)) text += line + "\n";
    return text;
  }());
  std::size_t found = 0, missing = 0, record_index = 0;
  std::vector<std::string> wrong;
  const records::ReadSummary summary =
      records::read_records(dir / "lookups.jsonl", [&](records::Record& record) {
        const std::size_t first = record_index++ * 5;
        // Last key first, so that every lookup but the first is out of file order.
        for (std::size_t i = std::min(first + 5, keys.size()); i-- > first;) {
          auto value = record.integer(keys[i].read);
          if (value && *value == static_cast<std::int64_t>(i)) ++found;
          else wrong.push_back(keys[i].written);
          std::vector<std::string> absent = {keys[i].read + "z"};
          if (keys[i].read != keys[i].written) absent.push_back(keys[i].written);
          if (!keys[i].read.empty()) {
            std::string twin = keys[i].read;
            twin.back() = static_cast<char>(twin.back() ^ 0x01);
            absent.push_back(twin);
          }
          for (const std::string& key : absent) {
            bool is_another_key = false;
            for (std::size_t j = first; j < first + 5 && j < keys.size(); ++j) {
              is_another_key = is_another_key || keys[j].read == key;
            }
            if (is_another_key) continue;
            if (record.integer(key).error() == records::FieldError::missing) ++missing;
            else wrong.push_back("absent " + key);
          }
        }
      });
  EXPECT_EQ(found, keys.size());
  EXPECT_EQ(wrong, std::vector<std::string>{});
  // 2045 keys + "z", 2044 with the last byte changed (all but ""), 1336 written spellings that
  // differ from the unescaped one (4 escapes x 334 positions), less those naming another key.
  EXPECT_GT(missing, 5000u);
}

TEST_F(KeyViews, KeysAtTheVeryEndOfTheData) {
  // The last bytes of the file are the key's closing quote, its value and the brace.
  for (const std::string key : {"", "k", "abcdefg", "abcdefgh", "abcdefghi", "a\\\"b"}) {
    const std::string read = key == "a\\\"b" ? "a\"b" : key;
    EXPECT_EQ(iterate("{\"" + key + "\":1}", 4096), std::vector<std::string>{read + "=1"});
  }
}

}  // namespace
