// Legal moves and their reduction to distinct moves.
#pragma once

#include "cards/card_set.h"
#include "games/game_tables.h"

namespace soloist {

// The cards `hand` may play to a trick whose first card is `ledBit` (-1 when leading).
inline CardSet legalCards(const GameTables& t, CardSet hand, int ledBit) {
    if (ledBit < 0) return hand;
    const int led = laneOf(ledBit);
    const CardSet follow = hand & laneMask(led);
    if (t.matadors && led == t.trumpLane) {
        // Matador renege: only non-matador trumps and matadors ranking below
        // the led card force a trump; a hand of higher matadors alone may play anything.
        const CardSet forcing = follow & (~t.matadors | below(ledBit));
        return forcing ? follow : hand;
    }
    if (follow) return follow;
    if (t.follow == FollowRule::FollowOrTrump && t.trumpLane != kNoTrump) {
        const CardSet trumps = hand & laneMask(t.trumpLane);
        if (trumps) return trumps;
    }
    return hand;
}

// Drops every legal card whose next lower live card of its lane is in the same
// hand and of the same class: playing either gives the same game. `live` is
// every card still in a hand or in the current trick.
inline CardSet distinctMoves(const GameTables& t, CardSet legal, CardSet hand, CardSet live) {
    if (t.oneClass) {
        // In rank-compressed order, a held card whose lower neighbour is held
        // too, unless it is the lowest live card of its lane.
        CardSet laneLowest = 0;
        for (int lane = 0; lane < kSuits; ++lane) {
            const CardSet inLane = live & laneMask(lane);
            laneLowest |= inLane & (0 - inLane);
        }
        const uint64_t held = extractBits(hand, live);
        const uint64_t repeats = held & (held << 1) & ~extractBits(laneLowest, live);
        return legal & ~depositBits(repeats, live);
    }
    CardSet out = legal;
    for (int bit : bitsOf(legal)) {
        const CardSet lower = live & laneMask(laneOf(bit)) & below(bit);
        if (!lower) continue;
        const int next = highestIndex(lower);
        if (((hand >> next) & 1) && t.cardClass[next] == t.cardClass[bit]) out &= ~bitOf(bit);
    }
    return out;
}

// True when `bit` beats the current trick winner `winnerBit`.
inline bool beats(const GameTables& t, int bit, int winnerBit) {
    if (laneOf(bit) == laneOf(winnerBit)) return bit > winnerBit;
    return laneOf(bit) == t.trumpLane;
}

}  // namespace soloist
