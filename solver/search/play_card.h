// Playing one card on a Position outside the search: the card leaves the hand
// of the seat to play; the last card of a trick hands the lead to the winner
// and adds the trick to its tally. Game rules come from the tables only.
#pragma once

#include "tables/game_tables.h"
#include "search/moves.h"
#include "search/objective.h"
#include "search/position.h"

namespace soloist {

struct TrickTaken {
    bool completed = false;  // the card was the last of its trick
    int winner = 0;          // then: the seat that won it
    CardSet cards = 0;       // and the trick's cards (lane layout)
};

// Plays `bit` (lane layout, assumed legal) for the seat to play.
inline TrickTaken playCard(const GameTables& t, Position& pos, int bit) {
    const int seat = pos.toPlay();
    pos.hands[seat] &= ~bitOf(bit);
    pos.trick[pos.played++] = uint8_t(bit);
    if (pos.played < pos.seats) return {};
    TrickTaken taken{true, pos.leader, 0};
    int winnerBit = pos.trick[0];
    for (int i = 0; i < pos.seats; ++i) {
        taken.cards |= bitOf(pos.trick[i]);
        if (i > 0 && beats(t, pos.trick[i], winnerBit)) {
            winnerBit = pos.trick[i];
            taken.winner = pos.seatAfter(pos.leader, i);
        }
    }
    ++pos.tallies[taken.winner];
    pos.leader = taken.winner;
    pos.played = 0;
    return taken;
}

// What a finished trick adds to the value the counting side already holds
// (a SeatTallies value lives in the tallies instead: nothing).
inline int bankedGain(const GameTables& t, const Objective& objective, const TrickTaken& taken) {
    if (!taken.completed || !objective.counts(taken.winner)) return 0;
    switch (objective.measure) {
        case Measure::Tricks: return 1;
        case Measure::Points: return t.pointsOf(taken.cards);
        case Measure::SeatTallies: return 0;
    }
    return 0;
}

}  // namespace soloist
