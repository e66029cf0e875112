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
//   others' beyond those made on leads of lanes it follows. Another seat
//   can throw with the seat only once both are void in a lane led by a
//   third: before that, the seat has thrown in as many tricks as that
//   seat's cards there beyond its own (see throwsWithSeatAfter);
// - two lanes: as the one lane above, each counting on the seat's throws on
//   leads of its own share of the lanes (the other lane among them).
//
// The answer depends on the lane lengths (in every table key) and on the
// owners of the cards of a ducking lane or a lane-game lane (the whole lane)
// and, for a guard, of the cards above the seat's highest there (see
// Search::patternOf).
#include "search/misere_no_trick.h"

#include <algorithm>
#include <array>

#include "search/misere_lane_game.h"
#include "search/misere_lanes.h"

namespace soloist {

namespace {

// The longest holding of `lane` among the seats other than `skip` and
// `alsoSkip`.
int longestHolding(const Position& pos, int lane, int skip, int alsoSkip = -1) {
    int longest = 0;
    for (int s = 0; s < pos.seats; ++s)
        if (s != skip && s != alsoSkip) longest = std::max(longest, count(pos.hands[s] & laneMask(lane)));
    return longest;
}

// Lanes, as bits, whose tricks where the lone seat is void bring its
// throws to the lane judged (see throwsAtMost): none, or every other lane.
constexpr unsigned kNoLanes = 0;
constexpr unsigned kEveryLane = (1u << kSuits) - 1;

// How many of its cards in `lane` seat `other` can throw, at most, in the
// rest of the play while `seat` never leads: once for each trick of another
// lane M led while `other` is void in M. Such a trick is led by a seat other
// than `seat` and `other`, and every seat holding M plays an M card in it.
// So once `other` is void in M (after at least as many tricks of M as it
// held cards there, less those it threw), such tricks number at most the
// longest holding of M among the rest, less those tricks. A throw of an M
// card by `other` adds at most one such trick and is itself a throw: the
// throws from `lane` are at most, over the other lanes, that longest holding
// less `other`'s own, where positive. For the lanes M of `matchedFrom` only
// the tricks where `seat` follows M count (there `seat`, void in M, throws a
// card of `lane` too): the seat's own holding of M bounds them the same way.
int throwsAtMost(const Position& pos, int seat, int other, int lane, unsigned matchedFrom) {
    int throws = 0;
    for (int m = 0; m < kSuits; ++m) {
        if (m == lane) continue;
        int longest = longestHolding(pos, m, seat, other);
        if ((matchedFrom >> m) & 1) longest = std::min(longest, count(pos.hands[seat] & laneMask(m)));
        throws += std::max(0, longest - count(pos.hands[other] & laneMask(m)));
    }
    return throws;
}

// How many tricks where `seat` throws come, at least, before `other` can
// throw a card of `lane` in a trick where `seat` throws too (while `seat`
// holds `lane`, so throws only from it, and never leads), less those of
// `other`'s throws made while `seat` follows. Such a trick is one of a lane
// M of `matchedFrom` both are void in, led by a third seat: the seat
// follows M in the first tricks of M, as many as its cards there, so some
// seat other than the two must hold more M cards than the seat. `other`
// loses its M cards one a trick, each in a trick of M where the seat
// follows (as many as the seat's M cards), or where the seat throws, or by
// a throw of its own.
int throwsWithSeatAfter(const Position& pos, int seat, int other, int lane, unsigned matchedFrom) {
    int wait = 15;
    for (int m = 0; m < kSuits; ++m) {
        if (m == lane || !((matchedFrom >> m) & 1)) continue;
        const int longest = longestHolding(pos, m, seat, other);
        const int seatCards = count(pos.hands[seat] & laneMask(m));
        if (longest > seatCards) wait = std::min(wait, std::max(0, count(pos.hands[other] & laneMask(m)) - seatCards));
    }
    return wait;
}

// `spared`: the seat's lowest cards in the lane that the guard need not
// cover (they duck on their own; the seat plays its higher cards first).
bool guardOutlasts(const Position& pos, int seat, int lane, unsigned matchedFrom, int spared = 0) {
    const CardSet mine = pos.hands[seat] & laneMask(lane);
    for (int g = 0; g < pos.seats; ++g) {
        const CardSet held = pos.hands[g] & laneMask(lane);
        if (g == seat || !held || lowestIndex(held) < highestIndex(mine)) continue;
        if (count(held) - count(mine) + spared >= throwsAtMost(pos, seat, g, lane, matchedFrom)) return true;
    }
    return false;
}

// With `matchedFrom`, the seat's throws match the others' on leads of those
// lanes where it is void.
bool laneGameSafe(const Position& pos, CardSet inPlay, int seat, int lane, unsigned matchedFrom) {
    const bool seatThrowsToo = matchedFrom != kNoLanes;
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
        holdings.throws[s] = uint8_t(std::min(15, throwsAtMost(pos, seat, s, lane, kNoLanes)));
        if (seatThrowsToo) {
            holdings.unmatched[s] = uint8_t(std::min(15, throwsAtMost(pos, seat, s, lane, matchedFrom)));
            holdings.headStart[s] = uint8_t(std::min(15, throwsWithSeatAfter(pos, seat, s, lane, matchedFrom)));
        }
    }
    return loneSeatInLane(holdings) == LaneVerdict::Safe;
}

// The relevant cards if `lane` is safe when the seat's throws on leads of
// the lanes of `matchedFrom` where it is void all go to it (a guard helped by
// them, sparing the seat's lowest cards that duck, or the lane game), else
// nothing.
CardSet safeWithThrows(const Position& pos, CardSet inPlay, int seat, int lane, unsigned matchedFrom) {
    const CardSet mine = pos.hands[seat] & laneMask(lane);
    const CardSet theirs = inPlay & laneMask(lane) & ~mine;
    const int theirLongest = longestHolding(pos, lane, seat);
    if (guardOutlasts(pos, seat, lane, matchedFrom)) return bitOf(highestIndex(mine));
    const CardSet wholeLane = bitOf(lowestIndex(inPlay & laneMask(lane)));
    if (guardOutlasts(pos, seat, lane, matchedFrom, count(duckingLowest(mine, theirs, theirLongest)))) return wholeLane;
    if (laneGameSafe(pos, inPlay, seat, lane, matchedFrom)) return wholeLane;
    return 0;
}

// Two lanes that need the seat's throws: each lane of the others' void
// tricks (where the seat throws) is given to one of them, and each must be
// safe with the throws of its own lanes (and of the other's lane, once the
// seat is void there). A lane where the seat can never be void while
// another seat leads it brings no throws to either.
CardSet pairSafe(const Position& pos, CardSet inPlay, int seat, int a, int b) {
    unsigned free = 0;  // lanes whose void tricks may go either way
    for (int m = 0; m < kSuits; ++m) {
        if (m == a || m == b) continue;
        if (longestHolding(pos, m, seat) > count(pos.hands[seat] & laneMask(m))) free |= 1u << m;
    }
    for (unsigned toA = free;; toA = (toA - 1) & free) {
        const CardSet first = safeWithThrows(pos, inPlay, seat, a, toA | (1u << b));
        const CardSet second = first ? safeWithThrows(pos, inPlay, seat, b, (free & ~toA) | (1u << a)) : 0;
        if (first && second) return first | second;
        if (toA == 0) return 0;
    }
}

}  // namespace

NoTrick loneSeatTakesNoTrick(const Position& pos, CardSet inPlay, int seat) {
    if (pos.leader == seat) return {};
    CardSet relevant = 0;
    std::array<int, kSuits> needy{};  // lanes safe only with the seat's throws
    int needs = 0;
    for (int lane = 0; lane < kSuits; ++lane) {
        const CardSet mine = pos.hands[seat] & laneMask(lane);
        const CardSet theirs = inPlay & laneMask(lane) & ~mine;
        if (!mine || !theirs) continue;
        if (ducksInLane(mine, theirs, longestHolding(pos, lane, seat)))
            relevant |= bitOf(lowestIndex(inPlay & laneMask(lane)));
        else if (guardOutlasts(pos, seat, lane, kNoLanes))
            relevant |= bitOf(highestIndex(mine));
        else if (laneGameSafe(pos, inPlay, seat, lane, kNoLanes))
            relevant |= bitOf(lowestIndex(inPlay & laneMask(lane)));
        else if (needs == 2)
            return {};
        else
            needy[needs++] = lane;
    }
    CardSet helped = 0;
    if (needs == 1) helped = safeWithThrows(pos, inPlay, seat, needy[0], kEveryLane);
    if (needs == 2) helped = pairSafe(pos, inPlay, seat, needy[0], needy[1]);
    if (needs > 0 && !helped) return {};
    return {true, relevant | helped};
}

}  // namespace soloist
