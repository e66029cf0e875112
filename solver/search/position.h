// A position in the search's lane layout: hands, the trick in progress, and
// each seat's tricks so far (needed only by SeatTallies objectives).
#pragma once

#include <array>
#include <cstdint>

#include "cards/card_set.h"
#include "games/game_tables.h"

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

    friend bool operator==(const Position& a, const Position& b) {
        if (a.seats != b.seats || a.leader != b.leader || a.played != b.played) return false;
        for (int s = 0; s < a.seats; ++s)
            if (a.hands[s] != b.hands[s] || a.tallies[s] != b.tallies[s]) return false;
        for (int i = 0; i < a.played; ++i)
            if (a.trick[i] != b.trick[i]) return false;
        return true;
    }
};

}  // namespace soloist
