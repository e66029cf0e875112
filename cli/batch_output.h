// Where `soloist batch` writes its JSON Lines: standard output, or a file
// that --resume continues. Every line goes out in one write(2), whole, so a
// killed run leaves at most one torn line at the end, which resuming cuts off.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>

namespace soloist::cli {

struct OutputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class BatchOutput {
public:
    static BatchOutput standardOutput();
    // Truncates `path`, or with `resume` keeps its complete lines (a torn last
    // line, without '\n' or not JSON, is cut off) and appends after them.
    static BatchOutput file(const std::string& path, bool resume);

    BatchOutput(BatchOutput&& other) noexcept;
    BatchOutput& operator=(BatchOutput&&) = delete;
    ~BatchOutput();

    long keptLines() const { return keptLines_; }                     // complete lines found by resume
    bool cutTornLine() const { return cutTornLine_; }

    void writeLine(const std::string& line);  // `line` without its '\n'; throws OutputError

private:
    explicit BatchOutput(int fd, bool owned) : fd_(fd), owned_(owned) {}

    int fd_;
    bool owned_;
    long keptLines_ = 0;
    bool cutTornLine_ = false;
};

}  // namespace soloist::cli
