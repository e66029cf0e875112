// The spread of per-problem times in a benchmark row: users meet the worst
// case, so rows report the median, p90, p99 and maximum beside the mean.
#pragma once

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <string>
#include <vector>

namespace bench_support {

// The nearest-rank percentile: the smallest value with at least `fraction`
// of the values at or below it.
inline double nearestRank(std::vector<double> values, double fraction) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const size_t rank = size_t(std::ceil(fraction * double(values.size())));
    return values[std::clamp<size_t>(rank, 1, values.size()) - 1];
}

// Times each problem of a row (wall clock, milliseconds) and writes the
// spread into the row's counters.
class TimeSpread {
public:
    void start() { started_ = std::chrono::steady_clock::now(); }
    void stop() {
        millis_.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started_).count());
    }
    const std::vector<double>& millis() const { return millis_; }
    void report(benchmark::State& state) const {
        state.counters["median_ms"] = nearestRank(millis_, 0.5);
        state.counters["p90_ms"] = nearestRank(millis_, 0.9);
        state.counters["p99_ms"] = nearestRank(millis_, 0.99);
        state.counters["max_ms"] = nearestRank(millis_, 1.0);
    }

private:
    std::chrono::steady_clock::time_point started_;
    std::vector<double> millis_;
};

}  // namespace bench_support
