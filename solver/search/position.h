// A position in the search's lane layout: hands, the trick in progress, and
// each seat's tricks so far (needed only by SeatTallies objectives).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "cards/card_set.h"
#include "tables/game_tables.h"

namespace soloist {

struct Position {
    int seats = 4;
    std::array<CardSet, kMaxSeats> hands{};
    int leader = 0;
    int played = 0;                          // cards already in the current trick
    std::array<uint8_t, kMaxSeats> trick{};  // lane bits in play order, from the leader
    std::array<uint8_t, kMaxSeats> tallies{};

    int toPlay() const { return seatAfter(leader, played); }
    // The seat `k` places after `seat` (k < seats): no division on the hot path.
    int seatAfter(int seat, int k) const { return seat + k >= seats ? seat + k - seats : seat + k; }
    int cardsLeft() const { return __builtin_popcountll(hands[leader]); }
    // The cards held by the seats of `seatMask` (bit s: seat s).
    CardSet heldBy(unsigned seatMask) const {
        CardSet cards = 0;
        for (int s = 0; s < seats; ++s)
            if ((seatMask >> s) & 1) cards |= hands[s];
        return cards;
    }

    friend bool operator==(const Position& a, const Position& b) {
        if (a.seats != b.seats || a.leader != b.leader || a.played != b.played) return false;
        for (int s = 0; s < a.seats; ++s)
            if (a.hands[s] != b.hands[s] || a.tallies[s] != b.tallies[s]) return false;
        for (int i = 0; i < a.played; ++i)
            if (a.trick[i] != b.trick[i]) return false;
        return true;
    }
};

// How many cards of `later` lie outside the hand of `earlier` that holds most
// of each of its hands: seats may be numbered otherwise (a table turns the
// deal to each declarer), later positions of the play hold fewer cards, and
// choices such as a Frog discard or a Six-Bid call move a few.
inline int cardsMoved(const Position& later, const Position& earlier) {
    int moved = 0;
    for (int s = 0; s < later.seats; ++s) {
        int kept = 0;
        for (int e = 0; e < earlier.seats; ++e) kept = std::max(kept, count(later.hands[s] & earlier.hands[e]));
        moved += count(later.hands[s]) - kept;
    }
    return moved;
}

// The same cards in the same hands, whichever seat is which.
inline bool sameHands(const Position& a, const Position& b) {
    return a.seats == b.seats && cardsMoved(a, b) == 0 && cardsMoved(b, a) == 0;
}

// Positions from one deal: at most a quarter of `later`'s cards have moved
// (see cardsMoved). Another deal's table entries are right but seldom of use.
inline bool sameDeal(const Position& later, const Position& earlier) {
    if (later.seats != earlier.seats) return false;
    int cards = 0;
    for (int s = 0; s < later.seats; ++s) cards += count(later.hands[s]);
    return 4 * cardsMoved(later, earlier) <= cards;
}

}  // namespace soloist
