// Splits a batch input into records, one at a time, holding only the current
// record in memory. The format is read from the content:
//   JSON Lines          one problem per line ('{' and the first line is whole;
//                       or a broken first line, and a line soon after is a
//                       whole object on its own)
//   JSON values         pretty-printed objects one after another
//   JSON array          '[' then elements, split incrementally
//   PBN file            '[Tag "value"]' lines: each game is a record (one without
//                       a Deal tag an error), tag names in any case, a value
//                       "#" the previous game's value of that tag
//   LIN                 BBO's "md|...|sv|o|mb|1S|...|pc|SA|" pairs: each board
//                       (from a qx or md pair to the next) is a record
//   PBN deal lines      anything else: "0:hand hand ..." (bridge "N:..."), one per line
// A UTF-8 byte order mark at the start is skipped.
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

enum class InputFormat { Empty, JsonLines, JsonValues, JsonArray, PbnFile, PbnLines, Lin };

const char* formatName(InputFormat format);

struct RawRecord {
    long index = 0;     // 0-based position in the whole input
    long line = 0;      // 1-based line where the record starts
    InputFormat format = InputFormat::Empty;
    std::string text;   // the JSON text, or the deal line
    // PBN file: the game's tags, in order ("#" values replaced); LIN: the board's pairs
    std::vector<std::pair<std::string, std::string>> tags;
    std::vector<std::string> lines;  // PBN file: the game's lines as read (tags, sections, comments)
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
    bool nextLinBoard(RawRecord& r);
    bool readLinPair(std::pair<std::string, std::string>& pair);
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
    std::vector<std::string> pendingLines_;
    bool gameSeen_ = false;  // PBN: a tag group before any game may be a file header
    std::vector<std::pair<std::string, std::string>> previousTags_;  // PBN: for values "#"
    std::optional<std::pair<std::string, std::string>> pendingLinPair_;  // LIN: the next board's first pair
    long pendingLinLine_ = 0;
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
