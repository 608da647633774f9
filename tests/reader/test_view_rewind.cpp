// Object::begin and Array::begin start from the first field (element) whatever came before on the
// same view or its children: a lookup (found, missing, or a typed read that failed), a partial or
// complete iteration, reads inside a child. Lookups after an iteration stopped anywhere find
// their fields. Every sequence is read without validation (On-Demand) and with it (the structure
// proof's DOM for these records), and both must give the exact transcript written here.
#include <gtest/gtest.h>

#include <cstdio>
#include <functional>
#include <initializer_list>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "records/records.hpp"
#include "test_files.hpp"

namespace {

using records::FieldError;
using records::Record;
using records::Result;
using records::ValueType;
using records_test::TempDir;
using records_test::write_file;

std::string show(double value) {
  char text[40];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}
std::string show(std::int64_t value) { return std::to_string(value); }
std::string show(std::string_view value) {
  std::string out = "\"";
  out.append(value);
  out += '"';
  return out;
}
std::string show(bool value) { return value ? "true" : "false"; }
std::string show_error(FieldError error) {
  std::string out = "<";
  out.append(records::to_string(error));
  out += '>';
  return out;
}
template <class T>
std::string show(const Result<T>& result) {
  return result ? show(*result) : show_error(result.error());
}

// The parts joined by spaces. A braced list evaluates its elements in order, so reads written
// in one call happen left to right (the operands of + are unsequenced).
std::string words(std::initializer_list<std::string> parts) {
  std::string out;
  for (const std::string& part : parts) {
    if (!out.empty()) out += ' ';
    out += part;
  }
  return out;
}

std::string dump(records::Value value);

// Every field in file order, each value read once, from begin() to end().
std::string fields(records::Object& object) {
  std::string out = "{";
  for (records::Field field : object) {
    out.append(field.key);
    out += ':';
    out += dump(field.value);
    out += ',';
  }
  return out + "}";
}
std::string elements(records::Array& array) {
  std::string out = "[";
  for (records::Value element : array) out += dump(element) + ",";
  return out + "]";
}

std::string dump(records::Value value) {
  Result<ValueType> type = value.type();
  if (!type) return show_error(type.error());
  switch (*type) {
    case ValueType::object: {
      Result<records::Object> object = value.object();
      return object ? fields(*object) : show_error(object.error());
    }
    case ValueType::array: {
      Result<records::Array> array = value.array();
      return array ? elements(*array) : show_error(array.error());
    }
    case ValueType::number:
      return show(value.number());
    case ValueType::string:
      return show(value.string());
    case ValueType::boolean:
      return show(value.boolean());
    case ValueType::null:
      return value.is_null() ? "null" : "<not null>";
  }
  return "?";
}

// Every typed lookup of `key`, each on its own (the record iterated in between).
using Lookup = std::function<std::string(Record&, const std::string&)>;
const std::vector<std::pair<std::string, Lookup>> kLookups = {
    {"number", [](Record& r, const std::string& k) { return show(r.number(k)); }},
    {"integer", [](Record& r, const std::string& k) { return show(r.integer(k)); }},
    {"string", [](Record& r, const std::string& k) { return show(r.string(k)); }},
    {"boolean", [](Record& r, const std::string& k) { return show(r.boolean(k)); }},
    {"object", [](Record& r, const std::string& k) {
       auto object = r.object(k);
       return object ? std::string("object") : show_error(object.error());
     }},
    {"array", [](Record& r, const std::string& k) {
       auto array = r.array(k);
       return array ? std::string("array") : show_error(array.error());
     }},
    {"field", [](Record& r, const std::string& k) {
       auto value = r.field(k);
       return value ? std::string("value") : show_error(value.error());
     }},
};

class ViewRewind : public ::testing::Test {
 protected:
  // What `access` makes of each record of `lines`, then the summary, read one way.
  std::string transcript(const std::vector<std::string>& lines, bool validate,
                         const std::function<std::string(Record&)>& access) {
    std::string text;
    for (const auto& line : lines) text += line + "\n";
    write_file(dir / "in.jsonl", text);
    records::ReadOptions options;
    options.policy = records::Policy::lenient;
    options.validate_structure = validate;
    std::string out;
    const records::ReadSummary summary = records::read_records(
        dir / "in.jsonl",
        [&](Record& record) {
          out += access(record);
          out += record.malformed() ? " (malformed)\n" : "\n";
        },
        options);
    return out + "records " + std::to_string(summary.records) + " skipped " + std::to_string(summary.skipped());
  }
  // The same transcript on On-Demand and on the DOM, and it is `expected`.
  void expect_both(const std::vector<std::string>& lines, const std::function<std::string(Record&)>& access,
                   const std::string& expected) {
    EXPECT_EQ(transcript(lines, false, access), expected) << "On-Demand";
    EXPECT_EQ(transcript(lines, true, access), expected) << "validated (DOM)";
  }
  TempDir dir;
};

// The record that reached a simdjson assumption under UBSan: a typed read that failed left the
// cursor on the unread value, one level below the record, and the iteration started there.
const std::string kTricky = R"({"ratio": 4, "decompress_MBps": 5, "methods": 3})";

const std::string kRecord =
    R"({"n": 3, "s": "x", "o": {"p": 1, "q": [2, {"r": 3}]}, "a": [1, [2], {"b": 4}], "z": null, "t": true, "f": 1.5})";
const std::string kAll = R"({n:3,s:"x",o:{p:1,q:[2,{r:3,},],},a:[1,[2,],{b:4,},],z:null,t:true,f:1.5,})";

TEST_F(ViewRewind, IterationAfterTheFailedObjectLookupOfTheTrickyRecord) {
  expect_both({kTricky},
              [](Record& r) {
                return words({show_error(r.object("methods").error()), fields(r)});
              },
              "<wrong type> {ratio:4,decompress_MBps:5,methods:3,}\nrecords 1 skipped 0");
}

TEST_F(ViewRewind, ForEachNumbersAfterTheFailedObjectLookupOfTheTrickyRecord) {
  const std::vector<std::string_view> keys = {"ratio", "decompress_MBps"};
  expect_both({kTricky},
              [&](Record& r) {
                std::string out = show_error(r.object("methods").error());
                r.for_each_numbers(keys, [&](records::NumbersEntry& entry) {
                  out += " ";
                  out.append(entry.key);
                  out += '=';
                  out += show(entry.value.number());
                  out += '/';
                  out += show_error(entry.object.error());
                  for (const auto& number : entry.numbers) {
                    out += '/';
                    out += show(number);
                  }
                });
                return out;
              },
              "<wrong type> ratio=4/<wrong type>/<wrong type>/<wrong type>"
              " decompress_MBps=5/<wrong type>/<wrong type>/<wrong type>"
              " methods=3/<wrong type>/<wrong type>/<wrong type>\nrecords 1 skipped 0");
}

// Each typed lookup of each key (found with the right type, the wrong type, null, or missing),
// then a whole iteration: every field, in file order, every time.
TEST_F(ViewRewind, IterationAfterEveryKindOfLookup) {
  const std::vector<std::string> keys = {"n", "s", "o", "a", "z", "t", "f", "missing"};
  for (const auto& [name, lookup] : kLookups) {
    SCOPED_TRACE(name);
    std::string expected;
    for (const auto& key : keys) expected += "|" + key + "|" + kAll;
    // The lookup results by key, in the order above.
    const std::map<std::string, std::string> results = {
        {"number", "3 <wrong type> <wrong type> <wrong type> <null> <wrong type> 1.5 <missing>"},
        {"integer", "3 <wrong type> <wrong type> <wrong type> <null> <wrong type> <wrong type> <missing>"},
        {"string", "<wrong type> \"x\" <wrong type> <wrong type> <null> <wrong type> <wrong type> <missing>"},
        {"boolean", "<wrong type> <wrong type> <wrong type> <wrong type> <null> true <wrong type> <missing>"},
        {"object", "<wrong type> <wrong type> object <wrong type> <null> <wrong type> <wrong type> <missing>"},
        {"array", "<wrong type> <wrong type> <wrong type> array <null> <wrong type> <wrong type> <missing>"},
        {"field", "value value value value value value value <missing>"},
    };
    expect_both({kRecord},
                [&, lookup = lookup](Record& r) {
                  std::string found;
                  std::string out;
                  for (const auto& key : keys) {
                    const std::string result = lookup(r, key);
                    found += found.empty() ? result : " " + result;
                    out += "|" + key + "|";
                    out += fields(r);
                  }
                  return words({found, out});
                },
                results.at(name) + " " + expected + "\nrecords 1 skipped 0");
  }
}

// Lookups and reads inside children, then the record and the children iterated.
TEST_F(ViewRewind, IterationAfterLookupsInChildren) {
  expect_both({kRecord},
              [](Record& r) {
                std::string out;
                auto o = r.object("o");
                out += words({show(o->number("p")), show(o->number("missing")), ""});
                auto q = o->array("q");
                for (records::Value element : *q) {
                  // Into the second element's object, and out of the loop mid-way.
                  if (auto inner = element.object()) {
                    out += words({show(inner->string("r")), ""});
                    break;
                  }
                }
                out += words({fields(r), ""});
                // A fresh child, looked up in, then iterated itself (twice).
                auto again = r.object("o");
                out += words({show(again->number("p")), fields(*again), fields(*again), ""});
                auto a = r.array("a");
                out += words({elements(*a), ""});
                return out + fields(r);
              },
              "1 <missing> <wrong type> " + kAll + R"( 1 {p:1,q:[2,{r:3,},],} {p:1,q:[2,{r:3,},],} )" +
                  R"([1,[2,],{b:4,},] )" + kAll + "\nrecords 1 skipped 0");
}

TEST_F(ViewRewind, IteratingTwice) {
  expect_both({kRecord, kTricky, "{}", R"({"e": {}, "v": []})"},
              [](Record& r) {
                std::string out = words({fields(r), fields(r)});
                // Stopped after the first field, then from the start again.
                for (records::Field field : r) {
                  out += " first ";
                  out.append(field.key);
                  break;
                }
                return out + " " + fields(r);
              },
              kAll + " " + kAll + " first n " + kAll + "\n" +
                  "{ratio:4,decompress_MBps:5,methods:3,} {ratio:4,decompress_MBps:5,methods:3,} first ratio "
                  "{ratio:4,decompress_MBps:5,methods:3,}\n"
                  "{} {} {}\n"
                  "{e:{},v:[],} {e:{},v:[],} first e {e:{},v:[],}\n"
                  "records 4 skipped 0");
}

TEST_F(ViewRewind, ArrayIterationAfterElementAccess) {
  expect_both({R"({"v": [1, {"x": 2, "y": [3, 4]}, [5, 6], "s", []], "w": 7})"},
              [](Record& r) {
                auto v = r.array("v");
                std::string out;
                int index = 0;
                for (records::Value element : *v) {
                  // The second element read part-way (one key, into its array), then out.
                  if (index++ == 1) {
                    auto object = element.object();
                    out += words({show(object->number("x")), ""});
                    auto y = object->array("y");
                    for (records::Value inner : *y) {
                      out += show(inner.number()) + " ";
                      break;
                    }
                    break;
                  }
                  out += show(element.number()) + " ";
                }
                out += words({elements(*v), elements(*v), ""});
                // A failed read on the first element, then the whole array again.
                for (records::Value element : *v) {
                  out += show_error(element.object().error()) + " ";
                  break;
                }
                out += words({elements(*v), show(r.number("w")), ""});
                return out + fields(r);
              },
              R"(1 2 3 [1,{x:2,y:[3,4,],},[5,6,],"s",[],] [1,{x:2,y:[3,4,],},[5,6,],"s",[],] <wrong type> )"
              R"([1,{x:2,y:[3,4,],},[5,6,],"s",[],] 7 {v:[1,{x:2,y:[3,4,],},[5,6,],"s",[],],w:7,})"
              "\nrecords 1 skipped 0");
}

TEST_F(ViewRewind, LookupsAfterAPartialIteration) {
  // Out of a range-for at a field whose value was not read: the lookups before and after it.
  expect_both({kRecord},
              [](Record& r) {
                std::string out;
                for (records::Field field : r) {
                  if (field.key == "o") break;
                }
                out += words({show(r.number("n")), show(r.string("s")), show(r.number("f")), ""});
                auto o = r.object("o");
                return out + words({show(o->number("p")), fields(r)});
              },
              R"(3 "x" 1.5 1 )" + kAll + "\nrecords 1 skipped 0");
  // Out of a range-for inside a child, part-way through the child's own iteration.
  expect_both({kRecord},
              [](Record& r) {
                std::string out;
                for (records::Field field : r) {
                  if (field.key != "o") continue;
                  for (records::Field inner : *field.value.object()) {
                    out.append(inner.key);
                    out += " ";
                    break;
                  }
                  break;
                }
                out += words({show(r.boolean("t")), show(r.integer("n")), dump(*r.field("z")), ""});
                return out + fields(r);
              },
              "p true 3 null " + kAll + "\nrecords 1 skipped 0");
  // Stepped by hand: a step (++) leaves the iteration at the next field's key.
  expect_both({kRecord},
              [](Record& r) {
                auto it = r.begin();
                const records::Field first = *it;
                std::string out(first.key);
                ++it;
                out += ' ';
                out += show(r.string("s"));  // the field the step stands at
                it = r.begin();
                (void)*it;
                ++it;
                out += ' ';
                out += show(r.number("n"));  // a field before it
                it = r.begin();
                (void)*it;
                ++it;
                out += ' ';
                out += show(r.number("f"));  // a field after it
                return out + " " + fields(r);
              },
              R"(n "x" 3 1.5 )" + kAll + "\nrecords 1 skipped 0");
  // After a whole iteration.
  expect_both({kRecord},
              [](Record& r) {
                return words({fields(r), show(r.number("n")), show(r.number("f")), show(r.number("missing"))});
              },
              kAll + " 3 1.5 <missing>\nrecords 1 skipped 0");
}

// Broken JSON met by a lookup: the iteration after it yields nothing and the line is skipped.
// Broken JSON past a lookup's field: the iteration after it stops where it meets it. (With
// validation the missing comma never reaches the callback; the broken atom does, on On-Demand,
// since the structure walk leaves scalars to the reads.)
TEST_F(ViewRewind, BrokenJsonBeforeOrAfterALookup) {
  const std::vector<std::string> lines = {R"({"a": 1, "b": tru, "c": 2})", R"({"a": 1, "b": 2 "c": 3})"};
  const auto access = [](Record& r) {
    return words({show(r.number("a")), show(r.boolean("b")), fields(r)});
  };
  EXPECT_EQ(transcript(lines, false, access),
            "1 <malformed> {} (malformed)\n"
            "1 <wrong type> {a:1,b:2,:<malformed>,} (malformed)\n"
            "records 0 skipped 2");
  EXPECT_EQ(transcript(lines, true, access), "1 <malformed> {} (malformed)\nrecords 0 skipped 2");
}

}  // namespace

namespace {

// simdjson unescapes a string into its parser's buffer, sized for one pass over the record, each
// time the string is read: read again and again (lookups, iterations) a long string must still
// come out whole, and the ones read before must stay as they were.
TEST_F(ViewRewind, LongStringsReadAgainAndAgain) {
  const std::string text(100000, 'x');
  const std::string escaped = std::string(50000, 'y') + "\\n" + std::string(50000, 'z');
  const std::string unescaped = std::string(50000, 'y') + "\n" + std::string(50000, 'z');
  const std::string plain = R"({"s": ")" + text + R"(", "n": 1})";
  const std::string with_escapes = R"({"k\u0065y": ")" + escaped + R"(", "n": 1})";
  // How many strings were read, how many of them are still whole at the end, and the keys.
  const auto access = [&](Record& r) {
    std::vector<std::string_view> seen;
    std::string keys;
    for (int round = 0; round < 20; ++round) {
      for (records::Field field : r) {
        if (field.key == "n") continue;
        keys.append(field.key);
        keys += ',';
        auto value = field.value.string();
        if (!value) return show_error(value.error());
        seen.push_back(*value);
      }
      auto looked_up = r.string("s");
      if (looked_up) seen.push_back(*looked_up);
    }
    std::size_t whole = 0;
    for (std::string_view value : seen) whole += value == text || value == unescaped;
    return words({std::to_string(seen.size()), std::to_string(whole), show(r.number("n")), keys.substr(0, 8)});
  };
  expect_both({plain}, access, "40 40 1 s,s,s,s,\nrecords 1 skipped 0");
  // (The escapes keep this record on On-Demand even with validation.)
  expect_both({with_escapes}, access, "20 20 1 key,key,\nrecords 1 skipped 0");
}

// The iterators' own steps: `*` twice at one step hands out the same field (element) again, a
// step without `*` skips the field, and a value read again is read from its start.
TEST_F(ViewRewind, DereferenceTwiceStepWithoutItAndReadAgain) {
  expect_both({kRecord},
              [](Record& r) {
                auto it = r.begin();
                records::Field first = *it;
                records::Field again = *it;
                std::string out = words({std::string(first.key), std::string(again.key), show(first.value.number()),
                                         show(again.value.number())});
                ++it;
                ++it;  // "s" was never dereferenced
                records::Field third = *it;
                out += ' ';
                out.append(third.key);
                auto o = third.value.object();
                out += ' ';
                out += words({show(o->number("p")), dump(third.value), dump(third.value)});
                // An array element dereferenced twice, the first read part-way.
                auto a = r.array("a");
                auto element = a->begin();
                ++element;
                records::Value second = *element;
                for (records::Value inner : *second.array()) {
                  out += ' ';
                  out += words({show(inner.integer())});
                  break;
                }
                out += ' ';
                out += words({dump(*element)});
                // A field's value read twice.
                auto value = r.field("o");
                auto once = value->object();
                const std::string read_once = fields(*once);
                auto twice = value->object();
                out += ' ';
                out += words({read_once, fields(*twice)});
                return words({out, fields(r)});
              },
              R"(n n 3 3 o 1 {p:1,q:[2,{r:3,},],} {p:1,q:[2,{r:3,},],} 2 [2,] {p:1,q:[2,{r:3,},],} )"
              R"({p:1,q:[2,{r:3,},],} )" + kAll + "\nrecords 1 skipped 0");
}

// Lookups on an object during its own iteration. The field being visited: both ways alike.
TEST_F(ViewRewind, LookupOfTheCurrentFieldDuringTheIteration) {
  expect_both({kRecord},
              [](Record& r) {
                std::string out;
                for (records::Field field : r) {
                  out.append(field.key);
                  out += '=';
                  out += dump(*r.field(field.key));
                  out += ',';
                }
                return out;
              },
              R"(n=3,s="x",o={p:1,q:[2,{r:3,},],},a=[1,[2,],{b:4,},],z=null,t=true,f=1.5,)"
              "\nrecords 1 skipped 0");
}

// A field before the visited one, looked up during the iteration: the DOM has no cursor and goes
// on; On-Demand's cursor went back, and rather than hand out fields again (a loop doing this for
// every field would never end) the step refuses: the record is malformed from there.
TEST_F(ViewRewind, LookupOfAnEarlierFieldDuringTheIteration) {
  const auto access = [](Record& r) {
    std::string out;
    for (records::Field field : r) {
      out.append(field.key);
      out += '=';
      out += show(r.number("n"));
      out += ',';
    }
    return out;
  };
  EXPECT_EQ(transcript({kRecord}, false, access), "n=3,s=3, (malformed)\nrecords 0 skipped 1");
  EXPECT_EQ(transcript({kRecord}, true, access), "n=3,s=3,o=3,a=3,z=3,t=3,f=3,\nrecords 1 skipped 0");
  const std::vector<std::string_view> keys = {"p"};
  const auto batched = [&](Record& r) {
    std::string out;
    r.for_each_numbers(keys, [&](records::NumbersEntry& entry) {
      out.append(entry.key);
      out += '=';
      out += show(r.number("n"));
      out += ',';
    });
    return out;
  };
  EXPECT_EQ(transcript({kRecord}, false, batched), "n=3,s=3, (malformed)\nrecords 0 skipped 1");
  EXPECT_EQ(transcript({kRecord}, true, batched), "n=3,s=3,o=3,a=3,z=3,t=3,f=3,\nrecords 1 skipped 0");
}

}  // namespace
