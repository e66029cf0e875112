// Scoring and contract pieces shared by German and Spanish Solo.
#pragma once

#include "games/plan_builder.h"

namespace soloist {

// First source: a lone declarer wins `value` from each of the 3 defenders;
// a pair each win twice the value. Signs flip when the contract fails.
inline int firstSourceScore(int value, bool alone, bool made) {
    const int won = alone ? 3 * value : 2 * value;
    return made ? won : -won;
}

// Contract value doubled when the trump is the colour suit.
inline int colourValue(int value, int trump, const Variant& variant) {
    return trump == variant.color ? 2 * value : value;
}

// Adds the side answers common to the trick games: the first N tricks in a
// row (when asked) and every trick of the deal.
inline void addSideAnswers(Verdict& v, const Answer& a, int firstTricks, int allTricks) {
    if (a.firstTricks) v.setExtra("first_tricks", FirstTricksAnswer{firstTricks, *a.firstTricks});
    v.setExtra("all_tricks", a.value >= allTricks);
}

}  // namespace soloist
