// Card-point contracts of Six-Bid Solo and Frog.
#pragma once

#include "games/layouts.h"
#include "games/plan_builder.h"

namespace soloist {

inline constexpr int kSixBidOpponents = 2;
inline constexpr int kHalfPoints = 60;

inline int sixBidPoints(CardSet printed) {
    const GameTables& t = *sixBidTables(kNoTrump);
    return t.pointsOf(t.toLanes(printed));
}

// A points contract against 60: made above, even at 60, failed below;
// `rate` chips per point from each opponent.
inline Verdict pointsVerdict(int points, int rate) {
    Verdict v;
    v.points = points;
    v.outcome = points > kHalfPoints ? "made" : points == kHalfPoints ? "even" : "failed";
    v.makeable = points > kHalfPoints;
    v.score = rate * (points - kHalfPoints) * kSixBidOpponents;
    return v;
}

// A contract with a fixed stake: made or failed.
inline Verdict stakeVerdict(bool made, int stake) {
    Verdict v;
    v.outcome = made ? "made" : "failed";
    v.makeable = made;
    v.score = (made ? stake : -stake) * kSixBidOpponents;
    return v;
}

}  // namespace soloist
