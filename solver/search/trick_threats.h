// Who may or must take a trick: facts the sure-trick tests, the bounds and
// the move order share.
#pragma once

#include "cards/card_set.h"
#include "search/position.h"
#include "search/sides.h"
#include "tables/game_tables.h"

namespace soloist {

// True when `seat`, yet to play to this trick, holds a higher card of
// `bit`'s lane, or could ruff it.
inline bool mayBeat(const Position& pos, const GameTables& t, int seat, int bit) {
    const CardSet hand = pos.hands[seat];
    if (hand & laneMask(laneOf(bit)) & ~below(bit + 1)) return true;
    return laneOf(bit) != t.trumpLane && t.trumpLane != kNoTrump && !(hand & laneMask(laneOf(pos.trick[0]))) &&
           (hand & laneMask(t.trumpLane));
}

// True when a seat of the uncounted side must take a trick the counted side
// leads with `bit` of `lane`: it holds only higher cards there, or, void,
// must ruff.
inline bool othersMustTake(const Position& pos, const GameTables& t, const Sides& sides, int lane, int bit) {
    const CardSet trumps = t.trumpLane == kNoTrump ? 0 : laneMask(t.trumpLane);
    for (int s = 0; s < pos.seats; ++s) {
        if (sides.counts(s)) continue;
        const CardSet cards = pos.hands[s] & laneMask(lane);
        if (cards ? lowestIndex(cards) > bit
                  : lane != t.trumpLane && (pos.hands[s] & trumps) &&
                        (t.follow == FollowRule::FollowOrTrump || (pos.hands[s] & ~trumps) == 0))
            return true;
    }
    return false;
}

}  // namespace soloist
