// What the search counts and who wants it high. The search value is always
// the counting side's future gain (or, for SeatTallies, the final value).
#pragma once

#include <cstdint>
#include <vector>

namespace soloist {

enum class Measure : uint8_t {
    Tricks,       // one per trick won by the counting side
    Points,       // card points of the tricks won by the counting side
    SeatTallies,  // final value looked up from every seat's trick count (Ombre)
};

struct Objective {
    Measure measure = Measure::Tricks;
    uint8_t countingSide = 0;  // seat mask whose tricks or points count
    uint8_t maximizer = 0;     // seat mask that wants the value high; the others want it low
    // SeatTallies: value of the final per-seat trick counts, indexed in mixed
    // radix `tallyRadix` (seat 0 least significant).
    std::vector<int16_t> tallyValue;
    int tallyRadix = 0;

    bool isMaximizer(int seat) const { return (maximizer >> seat) & 1; }
    bool counts(int seat) const { return (countingSide >> seat) & 1; }
    bool sameSide(int a, int b) const { return isMaximizer(a) == isMaximizer(b); }
};

}  // namespace soloist
