// Characters of an input stream with one-character lookahead, a count of the
// bytes and lines consumed, and the ability to put back text already read
// (format detection reads ahead, then replays). Reads through the stream's
// buffer: a large file is never held in memory.
#pragma once

#include <cstdint>
#include <istream>
#include <string>

namespace soloist {

class CharSource {
public:
    static constexpr int kEnd = -1;

    explicit CharSource(std::istream& in) : buffer_(in.rdbuf()) {}

    int peek() {
        if (pos_ < pending_.size()) return static_cast<unsigned char>(pending_[pos_]);
        const auto c = buffer_ ? buffer_->sgetc() : std::char_traits<char>::eof();
        return c == std::char_traits<char>::eof() ? kEnd : static_cast<unsigned char>(c);
    }

    int get() {
        int c;
        if (pos_ < pending_.size()) {
            c = static_cast<unsigned char>(pending_[pos_++]);
            if (pos_ == pending_.size()) pending_.clear(), pos_ = 0;
        } else {
            const auto raw = buffer_ ? buffer_->sbumpc() : std::char_traits<char>::eof();
            if (raw == std::char_traits<char>::eof()) return kEnd;
            c = static_cast<unsigned char>(raw);
        }
        ++consumed_;
        if (c == '\n') ++line_;
        return c;
    }

    // One line without its '\n' (and without a trailing '\r'); false at the end.
    bool getLine(std::string& line) {
        line.clear();
        int c = get();
        if (c == kEnd) return false;
        for (; c != kEnd && c != '\n'; c = get()) line += char(c);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return true;
    }

    // Puts back `text`, which was the last thing read.
    void unread(const std::string& text) {
        pending_ = text + pending_.substr(pos_);
        pos_ = 0;
        consumed_ -= text.size();
        for (char c : text) line_ -= c == '\n';
    }

    uint64_t bytesConsumed() const { return consumed_; }
    long lineNumber() const { return line_; }  // 1-based line of the next character

private:
    std::streambuf* buffer_;
    std::string pending_;
    size_t pos_ = 0;
    uint64_t consumed_ = 0;
    long line_ = 1;
};

}  // namespace soloist
