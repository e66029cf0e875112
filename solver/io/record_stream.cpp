#include "io/record_stream.h"

#include <algorithm>
#include <cctype>

#include <nlohmann/json.hpp>

#include "io/pbn.h"

namespace soloist {

namespace {

bool isSpace(int c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

bool blank(const std::string& s) { return s.find_first_not_of(" \t\r\n") == std::string::npos; }

char firstChar(const std::string& s) {
    const size_t i = s.find_first_not_of(" \t\r\n");
    return i == std::string::npos ? '\0' : s[i];
}

// "[Name \"", the start of a PBN tag.
bool startsLikePbnTag(const std::string& head) {
    size_t i = 1;
    while (i < head.size() && (std::isalnum(static_cast<unsigned char>(head[i])) || head[i] == '_')) ++i;
    if (i == 1 || i >= head.size() || !isSpace(head[i])) return false;
    while (i < head.size() && isSpace(head[i])) ++i;
    return i < head.size() && head[i] == '"';
}

// PBN comment lines; also '#' in deal-line files.
bool commentLine(const std::string& s) {
    const char c = firstChar(s);
    return c == '%' || c == ';' || c == '#';
}

bool blankOrComment(const std::string& s) { return blank(s) || commentLine(s); }

// "md|", "pn|", "qx|": a LIN file's first pair (two letters and a bar).
bool startsLikeLin(const std::string& head) {
    return head.size() >= 3 && std::isalpha(static_cast<unsigned char>(head[0])) &&
           std::isalpha(static_cast<unsigned char>(head[1])) && head[2] == '|';
}

std::string lowerCase(std::string s) {
    for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

}  // namespace

const char* formatName(InputFormat format) {
    switch (format) {
        case InputFormat::Empty: return "empty";
        case InputFormat::JsonLines: return "JSON Lines";
        case InputFormat::JsonValues: return "JSON objects";
        case InputFormat::JsonArray: return "JSON array";
        case InputFormat::PbnFile: return "PBN file";
        case InputFormat::PbnLines: return "PBN deal lines";
        case InputFormat::Lin: return "LIN";
    }
    return "?";
}

void JsonDepth::feed(char c) {
    if (inString_) {
        if (escaped_) escaped_ = false;
        else if (c == '\\') escaped_ = true;
        else if (c == '"') inString_ = false;
        return;
    }
    if (c == '"') inString_ = true;
    else if (c == '{' || c == '[') ++depth_;
    else if ((c == '}' || c == ']') && depth_ > 0) --depth_;  // a stray closer cannot unbalance what follows
}

InputFormat RecordStream::format() {
    if (!format_) detect();
    return *format_;
}

// Looks at the first character that is neither blank nor in a comment line,
// reads a little further where that is not enough, and puts back every byte
// read. Bounded: a minified array on one huge line is not read whole here.
void RecordStream::detect() {
    format_ = InputFormat::Empty;
    skipByteOrderMark();
    std::string seen;
    auto get = [&] {
        const int c = source_.get();
        if (c != CharSource::kEnd) seen += char(c);
        return c;
    };
    for (int c = get(); c != CharSource::kEnd; c = get()) {
        if (isSpace(c)) continue;
        if (c == '%' || c == ';' || c == '#') {  // a comment line
            while (c != CharSource::kEnd && c != '\n') c = get();
            if (c == CharSource::kEnd) break;
            continue;
        }
        if (c == '{') {  // JSON Lines when the first line holds the whole object
            JsonDepth depth;
            depth.feed('{');
            while (depth.depth() > 0 && (c = get()) != CharSource::kEnd && c != '\n') depth.feed(char(c));
            const bool wholeFirstLine = depth.depth() == 0;
            // ... or when it is broken but a line soon after is a whole object
            // (a JSON Lines file with a bad first record, not one object over
            // many lines).
            format_ = wholeFirstLine || (c == '\n' && wholeObjectLineFollows(get)) ? InputFormat::JsonLines
                                                                                   : InputFormat::JsonValues;
        } else if (c == '[') {  // a PBN tag [Name "value"] or a JSON array
            std::string head = "[";
            while (head.size() < 256 && (c = get()) != CharSource::kEnd && c != '\n' && c != '"') head += char(c);
            if (c == '"') head += '"';
            format_ = startsLikePbnTag(head) ? InputFormat::PbnFile : InputFormat::JsonArray;
        } else {
            // LIN pairs; else deal lines, unless this first line is a JSON Lines file's broken first record.
            std::string head(1, char(c));
            while (c != CharSource::kEnd && c != '\n') {
                c = get();
                if (head.size() < 3 && c != CharSource::kEnd) head += char(c);
            }
            if (startsLikeLin(head)) format_ = InputFormat::Lin;
            else
                format_ = c == '\n' && wholeObjectLineFollows(get) ? InputFormat::JsonLines : InputFormat::PbnLines;
        }
        break;
    }
    source_.unread(seen);
}

// Reads up to kLookaheadLines lines (and kLookaheadBytes) through `get`:
// true when one is a whole JSON object on its own, starting in column 0 (the
// first of them may be indented). A pretty-printed object's inner lines
// are indented, and its next sibling starts a multi-line object.
bool RecordStream::wholeObjectLineFollows(const std::function<int()>& get) {
    constexpr int kLookaheadLines = 64;
    constexpr size_t kLookaheadBytes = 1 << 20;
    size_t bytes = 0;
    bool firstNonBlank = true;
    for (int n = 0; n < kLookaheadLines && bytes < kLookaheadBytes; ++n) {
        std::string line;
        int c;
        while ((c = get()) != CharSource::kEnd && c != '\n' && bytes < kLookaheadBytes) line += char(c), ++bytes;
        if (!blank(line)) {
            const bool startsTheLine = firstNonBlank ? firstChar(line) == '{' : line[0] == '{';
            firstNonBlank = false;
            if (startsTheLine && nlohmann::json::accept(line)) return true;
        }
        if (c != '\n') break;
    }
    return false;
}

// A UTF-8 byte order mark (Windows editors write one) is not content.
void RecordStream::skipByteOrderMark() {
    std::string head;
    for (int c; head.size() < 3 && (c = source_.get()) != CharSource::kEnd;) head += char(c);
    if (head != "\xEF\xBB\xBF") source_.unread(head);
}

void RecordStream::skipSpace() {
    while (isSpace(source_.peek())) source_.get();
}

std::optional<RawRecord> RecordStream::next() {
    if (!format_) detect();
    if (finished_) return std::nullopt;
    RawRecord r;
    r.format = *format_;
    bool got = false;
    switch (*format_) {
        case InputFormat::Empty: break;
        case InputFormat::JsonLines: got = nextLine(r, blank); break;
        case InputFormat::JsonValues: got = nextJsonValue(r); break;
        case InputFormat::JsonArray: got = nextArrayElement(r); break;
        case InputFormat::PbnFile: got = nextPbnGame(r); break;
        case InputFormat::PbnLines: got = nextLine(r, blankOrComment); break;
        case InputFormat::Lin: got = nextLinBoard(r); break;
    }
    if (!got) {
        finished_ = true;
        return std::nullopt;
    }
    r.index = index_++;
    r.endOffset = source_.bytesConsumed();
    return r;
}

bool RecordStream::nextLine(RawRecord& r, bool (*skip)(const std::string&)) {
    std::string line;
    while (true) {
        r.line = source_.lineNumber();
        if (!source_.getLine(line)) return false;
        if (!skip(line)) break;
    }
    r.text = std::move(line);
    return true;
}

bool RecordStream::nextJsonValue(RawRecord& r) {
    skipSpace();
    if (source_.peek() == CharSource::kEnd) return false;
    r.line = source_.lineNumber();
    const int first = source_.peek();
    if (first != '{' && first != '[') {  // not an object: the rest of the line, for the error message
        std::string rest;
        source_.getLine(rest);
        r.text = std::move(rest);
        return true;
    }
    JsonDepth depth;
    for (int c = source_.get(); c != CharSource::kEnd; c = source_.get()) {
        r.text += char(c);
        depth.feed(char(c));
        if (depth.depth() == 0 && !depth.inString()) return true;
    }
    r.error = "unterminated JSON object starting on line " + std::to_string(r.line);
    return true;
}

bool RecordStream::nextArrayElement(RawRecord& r) {
    if (!arrayOpened_) {
        skipSpace();
        source_.get();  // the '['
        arrayOpened_ = true;
    }
    skipSpace();
    r.line = source_.lineNumber();
    if (arrayClosed_) {
        if (source_.peek() == CharSource::kEnd) return false;
        r.error = "text after the end of the JSON array on line " + std::to_string(r.line);
        while (source_.get() != CharSource::kEnd) {}
        return true;
    }
    JsonDepth depth;
    while (true) {
        const int c = source_.get();
        if (c == CharSource::kEnd) {
            r.error = blank(r.text) ? "unterminated JSON array: no closing ']'"
                                    : "unterminated JSON array: the element starting on line " +
                                          std::to_string(r.line) + " has no closing ',' or ']'";
            arrayClosed_ = true;
            return true;
        }
        if (depth.depth() == 0 && !depth.inString() && (c == ',' || c == ']')) {
            if (c == ']') {
                arrayClosed_ = true;
                if (blank(r.text)) return nextArrayElement(r);  // "[]", or a trailing comma
            } else if (blank(r.text)) {
                r.error = "empty element in the JSON array on line " + std::to_string(r.line);
            }
            return true;
        }
        r.text += char(c);
        depth.feed(char(c));
    }
}

// A game is the tags up to a blank line, or up to a second Event, Board or
// Deal tag (the next game started without a blank line). Every game is a
// record, even a broken one, so that indices keep matching the games; only a
// tag group ahead of every game without a Board or Deal tag is skipped, as a
// file header.
bool RecordStream::nextPbnGame(RawRecord& r) {
    std::vector<std::pair<std::string, std::string>> tags = std::move(pendingTags_);
    std::vector<std::string> lines = std::move(pendingLines_);
    long firstLine = pendingTagsLine_;
    std::pair<std::string, std::string> error = std::move(pendingTagError_);  // the first broken tag's
    pendingTags_.clear();
    pendingLines_.clear();
    pendingTagError_ = {};
    auto has = [&tags](const std::string& wanted) {
        for (const auto& [name, value] : tags)
            if (name == wanted) return true;
        return false;
    };
    auto startsAGame = [](const std::string& name) { return name == "Event" || name == "Board" || name == "Deal"; };
    auto isHeader = [&] { return !gameSeen_ && !has("Board") && !has("Deal"); };
    std::string line;
    while (true) {
        const long number = source_.lineNumber();
        if (!source_.getLine(line)) break;
        if (blank(line)) {
            if (tags.empty()) continue;
            if (!isHeader()) break;
            tags.clear();
            lines.clear();
            error = {};
            continue;
        }
        auto tag = pbnTag(line);
        std::pair<std::string, std::string> tagError;  // (message, tag name) for a broken tag
        if (!tag) {
            const auto broken = brokenPbnTag(line);
            if (!broken) {  // auction, play, comments: kept with the game's lines
                if (!tags.empty()) lines.push_back(line);
                continue;
            }
            tagError = {"line " + std::to_string(number) + ": the " + *broken + " tag is not closed with '\"]'",
                        *broken};
            tag.emplace(*broken, "");
        }
        if (startsAGame(tag->first) && has(tag->first)) {
            if (isHeader()) {
                tags.clear();
                lines.clear();
                error = {};
            } else {
                pendingTags_ = {*tag};
                pendingLines_ = {line};
                pendingTagsLine_ = number;
                pendingTagError_ = tagError;
                break;
            }
        }
        if (tags.empty()) firstLine = number;
        tags.push_back(*tag);
        lines.push_back(line);
        if (error.first.empty()) error = tagError;
    }
    if (tags.empty() || isHeader()) return false;
    gameSeen_ = true;
    // "#": the same value as the previous game's tag of that name (PBN's export shorthand).
    for (auto& [name, value] : tags) {
        if (value != "#") continue;
        for (const auto& [previousName, previousValue] : previousTags_)
            if (previousName == name) value = previousValue;
    }
    previousTags_ = tags;
    r.lines = std::move(lines);
    r.line = firstLine;
    for (const auto& [name, value] : tags)
        if (name == "Deal") r.text = value;
    if (error.first.empty() && !has("Deal"))
        error = {"the game on line " + std::to_string(firstLine) + " has no Deal tag", "Deal"};
    r.error = error.first;
    r.errorField = error.second;
    r.tags = std::move(tags);
    return true;
}

// One "key|value|" pair of LIN; blanks and line breaks between pairs are
// not content. False at the end of the input.
bool RecordStream::readLinPair(std::pair<std::string, std::string>& pair) {
    skipSpace();
    if (source_.peek() == CharSource::kEnd) return false;
    pair = {};
    int c;
    while ((c = source_.get()) != CharSource::kEnd && c != '|') pair.first += char(c);
    while ((c = source_.get()) != CharSource::kEnd && c != '|') pair.second += char(c);
    const size_t end = pair.first.find_last_not_of(" \t\r\n");
    pair.first = lowerCase(pair.first.substr(0, end == std::string::npos ? 0 : end + 1));
    return true;
}

// A board runs from a qx pair (or an md pair) to the next board's qx or md;
// pairs ahead of the first board (vg, pn, rs) go with it.
bool RecordStream::nextLinBoard(RawRecord& r) {
    std::vector<std::pair<std::string, std::string>> pairs;
    long firstLine = 0;
    if (pendingLinPair_) {
        pairs.push_back(*pendingLinPair_);
        firstLine = pendingLinLine_;
        pendingLinPair_.reset();
    }
    auto has = [&pairs](const std::string& key) {
        return std::any_of(pairs.begin(), pairs.end(), [&key](const auto& p) { return p.first == key; });
    };
    std::pair<std::string, std::string> pair;
    while (true) {
        skipSpace();
        const long number = source_.lineNumber();
        if (!readLinPair(pair)) break;
        const bool nextBoard = (pair.first == "qx" && (has("qx") || has("md"))) || (pair.first == "md" && has("md"));
        if (nextBoard) {
            pendingLinPair_ = pair;
            pendingLinLine_ = number;
            break;
        }
        if (pairs.empty()) firstLine = number;
        pairs.push_back(pair);
    }
    if (pairs.empty()) return false;
    r.line = firstLine;
    for (const auto& [key, value] : pairs)
        if (key == "md") r.text = value;
    if (!has("md")) {
        r.error = "the board on line " + std::to_string(firstLine) + " has no md (deal) pair";
        r.errorField = "md";
    }
    r.tags = std::move(pairs);
    return true;
}

}  // namespace soloist
