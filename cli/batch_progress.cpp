#include "batch_progress.h"

#include <algorithm>
#include <cstdio>
#include <iostream>

#include "clock_text.h"
#include "io/plural.h"

namespace soloist::cli {

namespace {

constexpr int kBarWidth = 30;

}  // namespace

BatchProgress::BatchProgress(ProgressStyle style, uint64_t totalBytes, std::chrono::milliseconds lineInterval)
    : style_(style), totalBytes_(totalBytes), interval_(lineInterval) {
    if (style_ == ProgressStyle::None) return;
    const auto period = style_ == ProgressStyle::Bar ? std::chrono::milliseconds(250) : interval_;
    thread_ = std::thread([this, period] {
        std::unique_lock lock(mutex_);
        while (!wake_.wait_for(lock, period, [this] { return stop_; })) report();
    });
}

BatchProgress::~BatchProgress() {
    if (!thread_.joinable()) return;
    {
        std::lock_guard lock(mutex_);
        stop_ = true;
    }
    wake_.notify_one();
    thread_.join();
    if (style_ == ProgressStyle::Bar) std::cerr << "\r\033[K" << std::flush;
}

void BatchProgress::recordDone(uint64_t inputOffset) {
    if (done_.fetch_add(1) == 0) firstOffset_ = inputOffset;
    offset_ = inputOffset;
}

std::string BatchProgress::line(bool bar) const {
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    const long done = done_.load();
    const double rate = elapsed > 0 ? done / elapsed : 0;
    char text[160];
    std::string out;
    const bool known = totalBytes_ > 0;
    const double fraction = known ? std::min(1.0, double(offset_.load()) / double(totalBytes_)) : 0;
    if (bar && known) {
        const int filled = int(fraction * kBarWidth);
        out += '[';
        out.append(size_t(filled), '#');
        out.append(size_t(kBarWidth - filled), '.');
        out += "] ";
    }
    out += counted(done, "deal");
    if (known) {
        std::snprintf(text, sizeof text, ", %.0f%%", fraction * 100);
        out += text;
    }
    std::snprintf(text, sizeof text, ", %.1f deals/s", rate);
    out += text;
    const uint64_t worked = offset_.load() - std::min(offset_.load(), firstOffset_.load());
    if (known && worked > 0 && done > 1) {
        const double bytesPerSecond = worked / elapsed;
        out += ", ";
        out += clockText((totalBytes_ - std::min(totalBytes_, offset_.load())) / bytesPerSecond);
        out += " left";
    }
    return out;
}

void BatchProgress::report() {
    if (style_ == ProgressStyle::Bar) std::cerr << "\r\033[K" << line(true) << std::flush;
    else std::cerr << "soloist batch: " << line(false) << "\n" << std::flush;
}

}  // namespace soloist::cli
