#include "batch_output.h"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

namespace soloist::cli {

namespace {

std::string systemError(const std::string& what) { return what + ": " + std::strerror(errno); }

struct Scan {
    long completeLines = 0;
    off_t keepBytes = 0;         // up to the end of the last line worth keeping
    bool torn = false;
};

// Reads the file once, in chunks: counts the lines that end in '\n' and keeps
// the last two in view, so that a last line which does not parse can be cut.
Scan scanLines(int fd) {
    Scan scan;
    std::string current, previous;
    off_t offset = 0, previousEnd = 0, currentEnd = 0;
    char chunk[1 << 16];
    for (ssize_t n; (n = ::read(fd, chunk, sizeof chunk)) != 0;) {
        if (n < 0) {
            if (errno == EINTR) continue;
            throw OutputError(systemError("cannot read the output file"));
        }
        for (ssize_t i = 0; i < n; ++i) {
            ++offset;
            if (chunk[i] != '\n') {
                current += chunk[i];
                continue;
            }
            ++scan.completeLines;
            previous = std::move(current);
            current.clear();
            previousEnd = currentEnd;
            currentEnd = offset;
        }
    }
    scan.torn = !current.empty();  // a line without its '\n'
    scan.keepBytes = currentEnd;
    if (scan.completeLines > 0 && nlohmann::json::parse(previous, nullptr, false).is_discarded()) {
        // A whole line that does not parse: the end of a torn write. Only the
        // last line can be in this state.
        scan.torn = true;
        --scan.completeLines;
        scan.keepBytes = previousEnd;
    }
    return scan;
}

}  // namespace

BatchOutput BatchOutput::standardOutput() { return BatchOutput(STDOUT_FILENO, false); }

BatchOutput BatchOutput::file(const std::string& path, bool resume) {
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | (resume ? 0 : O_TRUNC), 0644);
    if (fd < 0) throw OutputError(systemError("cannot open " + path));
    BatchOutput out(fd, true);
    if (!resume) return out;
    const Scan scan = scanLines(fd);
    if (scan.torn && ::ftruncate(fd, scan.keepBytes) != 0) throw OutputError(systemError("cannot truncate " + path));
    if (::lseek(fd, scan.keepBytes, SEEK_SET) < 0) throw OutputError(systemError("cannot seek in " + path));
    out.keptLines_ = scan.completeLines;
    out.cutTornLine_ = scan.torn;
    return out;
}

BatchOutput::BatchOutput(BatchOutput&& other) noexcept
    : fd_(other.fd_), owned_(other.owned_), keptLines_(other.keptLines_), cutTornLine_(other.cutTornLine_) {
    other.owned_ = false;
}

BatchOutput::~BatchOutput() {
    if (owned_) ::close(fd_);
}

void BatchOutput::writeLine(const std::string& line) {
    const std::string whole = line + '\n';
    size_t written = 0;
    while (written < whole.size()) {
        const ssize_t n = ::write(fd_, whole.data() + written, whole.size() - written);
        if (n < 0) {
            if (errno == EINTR) continue;
            throw OutputError(systemError("cannot write the output"));
        }
        written += size_t(n);
    }
}

}  // namespace soloist::cli
