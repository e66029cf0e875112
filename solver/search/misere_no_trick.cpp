// The lone seat of a no-trump misère, the others on lead, takes no more
// tricks when each lane it holds is safe on its own: it then never wins, so
// never leads, and plays each lane by that lane's reason below. A lane is
// safe when
// - no other seat holds it (only the seat could lead it);
// - it ducks (see ducksInLane): the seat plays its highest card under
//   whatever is led, and throws from the top of its ducking lanes;
// - a guard outlasts the seat there: another seat all of whose cards in the
//   lane are above the seat's must follow with one of them whenever the lane
//   is led, so the seat cannot win there while the guard holds the lane. The
//   guard loses its cards there one a trick of the lane (the seat following
//   too, one card each) or by throwing them (see throwsAtMost), so it
//   outlasts the seat when it holds at least the seat's cards there plus
//   the throws it can make;
// - the lane game says so (see misere_lane_game.cpp), with each other seat
//   allowed its throws;
// - one lane only: a guard outlasts the seat there counting only the throws
//   made on leads of lanes the seat holds, and in each such lane M no more
//   than the seat's cards there beyond the guard's own (the seat follows M
//   in each of those tricks, and in as many tricks of M as the guard held
//   cards there before it was void). On leads of lanes the seat is void in,
//   it throws from that lane too: a throw of the guard's there is matched
//   by one of the seat's. If the seat's lowest cards there duck on their
//   own, the guard need only cover the others: the seat plays its highest
//   card in each round while the guard holds the lane, and keeps the low
//   ones;
// - one lane only: the lane game says so when the seat's throws match the
//   others' beyond those made on leads of lanes it follows.
//
// The answer depends on the lane lengths (in every table key) and on the
// owners of the cards of a ducking lane or a lane-game lane (the whole lane)
// and, for a guard, of the cards above the seat's highest there (see
// Search::patternMask).
#include "search/misere_no_trick.h"

#include <algorithm>

#include "search/misere_lane_game.h"
#include "search/misere_lanes.h"

namespace soloist {

namespace {

// Which throws throwsAtMost counts: all, or only those on leads of lanes the
// lone seat follows (holds now, and still holds then).
enum class ThrowsCounted : uint8_t { SeatNeverLeads, WhereSeatFollows };

// How many of its cards in `lane` seat `other` can throw, at most, in the
// rest of the play while `seat` never leads: once for each trick of another
// lane M led while `other` is void in M. Such a trick is led by a seat other
// than `seat` and `other`, and every seat holding M plays an M card in it.
// So once `other` is void in M (after at least as many tricks of M as it
// held cards there, less those it threw), such tricks number at most the
// longest holding of M among the rest, less those tricks. A throw of an M
// card by `other` adds at most one such trick and is itself a throw: the
// throws from `lane` are at most, over the other lanes, that longest holding
// less `other`'s own, where positive. Counting only tricks where `seat`
// follows M, the seat's own holding of M bounds them the same way.
int throwsAtMost(const Position& pos, int seat, int other, int lane, ThrowsCounted counted) {
    int throws = 0;
    for (int m = 0; m < kSuits; ++m) {
        if (m == lane) continue;
        int longest = 0;
        for (int s = 0; s < pos.seats; ++s)
            if (s != other && s != seat) longest = std::max(longest, count(pos.hands[s] & laneMask(m)));
        if (counted == ThrowsCounted::WhereSeatFollows)
            longest = std::min(longest, count(pos.hands[seat] & laneMask(m)));
        throws += std::max(0, longest - count(pos.hands[other] & laneMask(m)));
    }
    return throws;
}

// `spared`: the seat's lowest cards in the lane that the guard need not
// cover (they duck on their own; the seat plays its higher cards first).
bool guardOutlasts(const Position& pos, int seat, int lane, ThrowsCounted counted, int spared = 0) {
    const CardSet mine = pos.hands[seat] & laneMask(lane);
    for (int g = 0; g < pos.seats; ++g) {
        const CardSet held = pos.hands[g] & laneMask(lane);
        if (g == seat || !held || lowestIndex(held) < highestIndex(mine)) continue;
        if (count(held) - count(mine) + spared >= throwsAtMost(pos, seat, g, lane, counted)) return true;
    }
    return false;
}

// How many of the seat's lowest cards in a lane duck on their own (see
// ducksInLane), as if they were all it held there.
int duckingLowest(CardSet mine, CardSet theirs, int rounds) {
    CardSet low = 0;
    int ducking = 0;
    for (CardSet rest = mine; rest; rest &= rest - 1) {
        low |= bitOf(lowestIndex(rest));
        if (!ducksInLane(low, theirs, rounds)) break;
        ++ducking;
    }
    return ducking;
}

// With `seatThrowsToo`, the seat's throws match the others' beyond those
// on leads of lanes it follows.
bool laneGameSafe(const Position& pos, CardSet inPlay, int seat, int lane, bool seatThrowsToo) {
    LaneHoldings holdings;
    holdings.seats = pos.seats;
    holdings.lone = seat;
    for (CardSet live = inPlay & laneMask(lane); live; live &= live - 1) {
        const int bit = lowestIndex(live);
        int owner = 0;
        while (!((pos.hands[owner] >> bit) & 1)) ++owner;
        holdings.owner[holdings.cards++] = uint8_t(owner);
    }
    holdings.seatThrowsToo = seatThrowsToo;
    for (int s = 0; s < pos.seats; ++s) {
        if (s == seat) continue;
        holdings.throws[s] = uint8_t(std::min(15, throwsAtMost(pos, seat, s, lane, ThrowsCounted::SeatNeverLeads)));
        if (seatThrowsToo)
            holdings.unmatched[s] =
                uint8_t(std::min(15, throwsAtMost(pos, seat, s, lane, ThrowsCounted::WhereSeatFollows)));
    }
    return loneSeatInLane(holdings) == LaneVerdict::Safe;
}

}  // namespace

NoTrick loneSeatTakesNoTrick(const Position& pos, CardSet inPlay, int seat) {
    if (pos.leader == seat) return {};
    CardSet relevant = 0;
    bool throwsMatched = false;  // the one lane whose guard the seat's throws help
    for (int lane = 0; lane < kSuits; ++lane) {
        const CardSet mine = pos.hands[seat] & laneMask(lane);
        const CardSet theirs = inPlay & laneMask(lane) & ~mine;
        if (!mine || !theirs) continue;
        const CardSet wholeLane = bitOf(lowestIndex(inPlay & laneMask(lane)));
        const CardSet guard = bitOf(highestIndex(mine));
        int theirLongest = 0;
        for (int s = 0; s < pos.seats; ++s)
            if (s != seat) theirLongest = std::max(theirLongest, count(pos.hands[s] & laneMask(lane)));
        if (ducksInLane(mine, theirs, theirLongest)) {
            relevant |= wholeLane;
        } else if (guardOutlasts(pos, seat, lane, ThrowsCounted::SeatNeverLeads)) {
            relevant |= guard;
        } else if (laneGameSafe(pos, inPlay, seat, lane, false)) {
            relevant |= wholeLane;
        } else if (!throwsMatched && guardOutlasts(pos, seat, lane, ThrowsCounted::WhereSeatFollows)) {
            throwsMatched = true;
            relevant |= guard;
        } else if (!throwsMatched && guardOutlasts(pos, seat, lane, ThrowsCounted::WhereSeatFollows,
                                                   duckingLowest(mine, theirs, theirLongest))) {
            throwsMatched = true;
            relevant |= wholeLane;
        } else if (!throwsMatched && laneGameSafe(pos, inPlay, seat, lane, true)) {
            throwsMatched = true;
            relevant |= wholeLane;
        } else {
            return {};
        }
    }
    return {true, relevant};
}

}  // namespace soloist
