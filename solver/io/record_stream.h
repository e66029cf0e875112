// Splits a batch input into records, one at a time, holding only the current
// record in memory. The format is read from the content:
//   JSON Lines          one problem per line ('{' and the first line is whole;
//                       or a broken first line, and a line soon after is a
//                       whole object on its own)
//   JSON values         pretty-printed objects one after another
//   JSON array          '[' then elements, split incrementally
//   PBN file            '[Tag "value"]' lines: each game is a record (one without
//                       a Deal tag an error), tag names in any case
// A UTF-8 byte order mark at the start is skipped.
//   PBN deal lines      anything else: "0:hand hand ..." (bridge "N:..."), one per line
// A record that is broken (malformed JSON, unterminated array) still counts:
// it gets its index and becomes an error line downstream.
#pragma once

#include <functional>
#include <istream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "io/char_source.h"

namespace soloist {

enum class InputFormat { Empty, JsonLines, JsonValues, JsonArray, PbnFile, PbnLines };

const char* formatName(InputFormat format);

struct RawRecord {
    long index = 0;     // 0-based position in the whole input
    long line = 0;      // 1-based line where the record starts
    InputFormat format = InputFormat::Empty;
    std::string text;   // the JSON text, or the deal line
    std::vector<std::pair<std::string, std::string>> tags;  // PBN file: the game's tags, in order
    std::string error;  // the input is broken here; text may be partial
    std::string errorField;  // the PBN tag `error` is about (default: json, or deal)
    uint64_t endOffset = 0;  // input bytes consumed up to the end of this record
};

class RecordStream {
public:
    explicit RecordStream(std::istream& in) : source_(in) {}

    InputFormat format();  // detects on first use
    std::optional<RawRecord> next();
    uint64_t bytesConsumed() const { return source_.bytesConsumed(); }

private:
    void detect();
    void skipByteOrderMark();
    bool wholeObjectLineFollows(const std::function<int()>& get);
    // The next line that `skip` does not reject (JSON Lines, one-line deals).
    bool nextLine(RawRecord& r, bool (*skip)(const std::string&));
    bool nextJsonValue(RawRecord& r);
    bool nextArrayElement(RawRecord& r);
    bool nextPbnGame(RawRecord& r);
    void skipSpace();

    CharSource source_;
    std::optional<InputFormat> format_;
    long index_ = 0;
    bool finished_ = false;
    bool arrayOpened_ = false;
    bool arrayClosed_ = false;
    std::vector<std::pair<std::string, std::string>> pendingTags_;  // PBN: tags read ahead of the next game
    long pendingTagsLine_ = 0;
    std::pair<std::string, std::string> pendingTagError_;  // a broken tag among them: (message, name)
    bool gameSeen_ = false;  // PBN: a tag group before any game may be a file header
};

// A JSON text's nesting: tracks strings, escapes and brackets one character
// at a time, so JSON can be split without parsing it.
class JsonDepth {
public:
    void feed(char c);
    int depth() const { return depth_; }
    bool inString() const { return inString_; }

private:
    int depth_ = 0;
    bool inString_ = false;
    bool escaped_ = false;
};

}  // namespace soloist
