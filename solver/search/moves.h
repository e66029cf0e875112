// Legal moves and their reduction to distinct moves.
#pragma once

#include "cards/card_set.h"
#include "tables/game_tables.h"

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

// Keeps one card of each stretch of adjacent live cards of one hand and one
// class in a lane: playing any of them gives the same game. `live` is every
// card still in a hand or in the current trick. With a single class of cards
// the stretch is played by its highest card: a search answer that depends on
// the cards left below it then holds wherever they lie (no anchor needed,
// see Search::tryMoves); otherwise by its lowest.
inline CardSet distinctMoves(const GameTables& t, CardSet legal, CardSet hand, CardSet live) {
    if (t.oneClass) {
        // In rank-compressed order, a held card whose upper neighbour is held
        // too, unless that neighbour starts the next lane (lanes 1 to 3 start
        // where the live cards below them end).
        static_assert(kSuits == 4);
        const int start1 = count(live & laneMask(0));
        const int start2 = start1 + count(live & laneMask(1));
        const int start3 = start2 + count(live & laneMask(2));
        const uint64_t laneStarts = bitOf(start1) | bitOf(start2) | bitOf(start3);
        const uint64_t held = extractBits(hand, live);
        const uint64_t repeats = held & ((held & ~laneStarts) >> 1);
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
