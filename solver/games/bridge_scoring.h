// Duplicate bridge scores, from the declarer's side (no redoubles).
#pragma once

#include "cards/card.h"

namespace soloist {

// Penalty for `down` undertricks of a doubled contract (a positive number).
inline int doubledPenalty(int down, bool vulnerable) {
    int penalty = 0;
    for (int i = 1; i <= down; ++i) penalty += vulnerable ? (i == 1 ? 200 : 300) : (i == 1 ? 100 : i <= 3 ? 200 : 300);
    return penalty;
}

// Score of a contract at `level` in `strain` (a Suit or kNoTrump) taking
// `tricks`; a failing contract is doubled when `doubledWhenDown`.
inline int duplicateScore(int level, int strain, bool vulnerable, int tricks, bool doubledWhenDown = false) {
    const int needed = level + 6;
    if (tricks < needed)
        return doubledWhenDown ? -doubledPenalty(needed - tricks, vulnerable) : -(needed - tricks) * (vulnerable ? 100 : 50);
    const bool minor = strain == Diamonds || strain == Clubs;
    const int perTrick = minor ? 20 : 30;
    const int contracted = level * perTrick + (strain == kNoTrump ? 10 : 0);
    int score = contracted + (tricks - needed) * perTrick;
    score += contracted >= 100 ? (vulnerable ? 500 : 300) : 50;
    if (level == 6) score += vulnerable ? 750 : 500;
    if (level == 7) score += vulnerable ? 1500 : 1000;
    return score;
}

}  // namespace soloist
