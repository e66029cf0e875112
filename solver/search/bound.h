// What one stage of the search found about a null-window question.
#pragma once

#include <optional>

#include "cards/card_set.h"

namespace soloist {

// A stage's answer: whether it settles the question ("can the maximizing
// side reach the target?"), the answer, and the cards whose owners the
// answer depended on (what a table entry made from it must pin; see
// Search::patternOf).
struct Bound {
    Bound() = default;
    Bound(bool settled, bool reached, CardSet cards, std::optional<int> value = std::nullopt)
        : settled(settled), reached(reached), cards(cards), value(value) {}

    bool settled = false;
    bool reached = false;
    CardSet cards = 0;
    // The bound on the value to come that the stage proved, when it knows
    // one: at least it when reached, at most it when not (else the target).
    std::optional<int> value;

    // The bound proved at `target`: `value` if known, else the target itself.
    int provenAt(int target) const { return value.value_or(boundAt(reached, target)); }
    // What a bare yes or no at `target` proves: at least it, or at most one less.
    static int boundAt(bool reached, int target) { return reached ? target : target - 1; }
};

}  // namespace soloist
