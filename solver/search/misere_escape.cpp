// Two upper bounds on the tricks the lone seat of a no-trump misère can be
// made to take from a trick boundary, each by a strategy for the seat that
// needs no search; the search cuts when either is below its target. When
// one trick decides, the rule of misere_no_trick.cpp is used instead (see
// misereEscape).
//
// A lane the seat holds is one of three kinds:
// - ducking: its k-th lowest card there is below the others' k-th lowest
//   (ducksInLane, k up to the rounds the others can still lead it) and
//   another seat holds the lane. Following, the seat plays its highest card
//   under whatever is led there, and it discards from the top. Each of
//   these keeps the lane ducking (the cards the others play only raise
//   their k-th lowest, and a round takes one card from each of their
//   holdings), so it never wins there while the others hold the lane and it
//   does not lead it.
//   A ducking lane is also exit-safe when its k-th lowest card there is
//   below the lowest card of every other seat holding k cards or more there,
//   for every k. Then the seat may lead its lowest card there (an exit:
//   every other holder overtakes), and the lane stays exit-safe whatever
//   card the seat plays there without winning or throws, and whatever the
//   others play or throw (a holding of k cards becomes one of k - 1, whose
//   lowest card is no lower).
//   Leading a ducking lane that is not exit-safe is not safe: a seat
//   holding 3 and 9 may overtake the lead of the 2 with the 9 and keep the 3
//   to lead under the seat's 4.
// - forceable: another seat holds the lane (ducking or not: the bounds hold
//   for any lane counted as forceable instead). Its top e cards may win
//   there while the others lead, where e is the fewest whose removal leaves
//   a ducking lane (the cap): following, the seat plays its highest of those
//   e under the card led, else its highest other card under it, else the
//   highest of the e, which may win; and it discards from the top. The
//   cards below the e stay ducking (the others' cards only go, the seat's
//   go from the top), so one of them is always under the card led once the
//   e are gone. exposedThenStranded counts those e cards as exposed and
//   the rest as a ducking lane (exit-safe or not by the same test on them
//   alone); forcedThenLeading counts only the e as forceable, as the seat
//   leads such a lane only when every later trick is counted as won anyway.
// - unheld: no other seat holds the lane; the seat wins there only when it
//   leads the lane.
// The seat leads an exit whenever it has one, else an exposed (forceable
// or unheld) card, else the lowest card of a ducking lane.
//
// The answer goes into the table for every position with the same lane
// lengths and the same owners of the cards each fact names (see
// Search::patternOf): a ducking lane names the whole lane, a guard the
// cards above the seat's highest card in its lane, a forceable or unheld
// lane nothing but its lengths. So a lane is counted as ducking, and a guard
// kept, only when the answer needs it.
#include "search/misere_escape.h"

#include <algorithm>
#include <array>

#include "search/misere_lanes.h"
#include "search/misere_no_trick.h"

namespace soloist {

namespace {

constexpr int kNever = 1 << 10;

struct Lane {
    int mine = 0;          // the seat's cards
    int theirs = 0;        // the others' cards
    int theirLongest = 0;  // the others' longest holding
    std::array<int, kMaxSeats> bySeat{};  // each other seat's cards here (the lone seat's: 0)
    bool ducks = false;    // a ducking lane
    // Tricks before the seat's highest card here can win while the others
    // lead: a seat all of whose cards here are above it must follow with one
    // of them until it runs out, one card a trick.
    int guardedFor = 0;
    int cap = 0;  // of a lane not ducking: the top cards that may win there (see above)
    CardSet wholeLane = 0;  // the lane's lowest live card
    CardSet guard = 0;      // the seat's highest card here
};

struct SeatLanes {
    int cards = 0;
    int count = 0;
    int seats = 0;
    int seat = 0;  // the lone seat
    std::array<Lane, kSuits> lane{};
    // Bit i: lane i is exit-safe (a lane not ducking: its cards below the cap).
    unsigned exitSafe = 0;
    // The order the seat discards from its ducking lanes in, the lane whose
    // others hold fewest first: lane i's place in it.
    std::array<int, kSuits> discardRank{};
};

// Which lanes count as ducking, which guards are used and which forceable
// lanes count only their cap: bit i for lane i.
struct Designation {
    unsigned ducking = 0;
    unsigned guarded = 0;
    unsigned capped = 0;
};

SeatLanes classify(const Position& pos, CardSet inPlay, int seat) {
    SeatLanes lanes;
    lanes.seats = pos.seats;
    lanes.seat = seat;
    const CardSet own = pos.hands[seat];
    lanes.cards = count(own);
    for (int l = 0; l < kSuits; ++l) {
        const CardSet mine = own & laneMask(l);
        if (!mine) continue;
        Lane& lane = lanes.lane[lanes.count++];
        const CardSet theirs = inPlay & laneMask(l) & ~mine;
        lane.mine = count(mine);
        lane.theirs = count(theirs);
        std::array<int, kMaxSeats> lowest{};
        for (int s = 0; s < pos.seats; ++s) {
            if (s == seat) continue;
            const CardSet held = pos.hands[s] & laneMask(l);
            lane.bySeat[s] = count(held);
            if (held) lowest[s] = lowestIndex(held);
            lane.theirLongest = std::max(lane.theirLongest, count(held));
            if (held && lowest[s] > highestIndex(mine)) lane.guardedFor = std::max(lane.guardedFor, count(held));
        }
        CardSet ducking = 0;  // the lane's cards below the cap (all of a ducking lane)
        if (lane.theirLongest > 0) {
            ducking = duckingLowest(mine, theirs, lane.theirLongest);
            lane.cap = lane.mine - count(ducking);
        }
        lane.ducks = lane.theirLongest > 0 && lane.cap == 0;
        // Of a lane not ducking, whether the cards below the cap are.
        bool exitSafe = ducking != 0;
        int k = 1;
        for (CardSet rest = ducking; rest && exitSafe; rest &= rest - 1, ++k)
            for (int s = 0; s < pos.seats; ++s)
                if (lane.bySeat[s] >= k && lowest[s] < lowestIndex(rest)) exitSafe = false;
        if (exitSafe) lanes.exitSafe |= 1u << (lanes.count - 1);
        lane.wholeLane = bitOf(lowestIndex(inPlay & laneMask(l)));
        lane.guard = bitOf(highestIndex(mine));
    }
    for (int i = 0; i < lanes.count; ++i)
        for (int k = 0; k < lanes.count; ++k) {
            const Lane &a = lanes.lane[i], &b = lanes.lane[k];
            lanes.discardRank[i] += b.theirs < a.theirs || (b.theirs == a.theirs && k < i);
        }
    return lanes;
}

int ceilDiv(int a, int b) { return (a + b - 1) / b; }

// The seat's cards of lane i that count as ducking.
int duckingCards(const Lane& lane, Designation d, int i) { return (d.capped >> i) & 1 ? lane.mine - lane.cap : lane.mine; }

// The first trick (1 = the next) by which the seat can have played its
// `outside` cards and every ducking card of the lanes in `spent`, and the
// others every card of the lanes in `playedOut` (each seat one card a trick).
int firstTrickWith(const SeatLanes& lanes, Designation d, unsigned spent, unsigned playedOut, int othersPerTrick,
                   int outside) {
    int theirCards = 0;
    std::array<int, kMaxSeats> perSeat{};
    for (int i = 0; i < lanes.count; ++i) {
        if ((spent >> i) & 1) outside += duckingCards(lanes.lane[i], d, i);
        if (!((playedOut >> i) & 1)) continue;
        for (int s = 0; s < lanes.seats; ++s) perSeat[s] += lanes.lane[i].bySeat[s];
        theirCards += lanes.lane[i].theirs;
    }
    const int longest = *std::max_element(perSeat.begin(), perSeat.end());
    return std::max({longest, ceilDiv(theirCards, othersPerTrick), outside}) + 1;
}

// Exposed cards win at most one trick each, and ducking lanes only from
// the first trick j at which the seat leads holding nothing but ducking
// lanes and no exit (it may then take every trick left); it leads only
// after winning a trick or now. If it then holds the ducking lanes `held`,
// by j it has played every other card of its, and each other seat i every
// card of the exit-safe lanes in `held`: that bounds j. It also bounds what
// the seat keeps. Each card i plays there goes in a trick where the seat
// plays a card of `held` too, or where i is void in the lane led and the
// seat plays another card: one of a lane M outside `held` that it follows
// or leads (at most its cards there less i's, as i follows while it holds
// M; i's throws of M cards only trade one void trick for another), or a
// discard. The seat discards the highest card of the first ducking lane it
// holds in discardRank order, so from a lane outside `held` only if that
// lane comes before all of `held` (then any card there may go so). So the
// seat keeps at most its cards in `held` less i's in their exit-safe lanes,
// plus those void tricks.
// A capped lane counts its top cards (the cap) as exposed and the rest as a
// ducking lane: the seat follows there as above, leads the exposed cards
// first, and discards the highest of the ducking ones. Each card i plays
// there may also go in a trick where the seat plays one of the lane's
// exposed cards.
int exposedThenStranded(const SeatLanes& lanes, Designation d, bool seatLeads, int othersPerTrick) {
    const unsigned ducking = d.ducking | d.capped;
    int exposed = 0;
    for (int i = 0; i < lanes.count; ++i)
        exposed += lanes.lane[i].mine - ((ducking >> i) & 1 ? duckingCards(lanes.lane[i], d, i) : 0);
    if (exposed == 0 && !seatLeads) return 0;  // never on lead
    int stranded = 0;
    for (unsigned held = ducking; held; held = (held - 1) & ducking) {
        const unsigned playedOut = held & lanes.exitSafe;
        const int j = firstTrickWith(lanes, d, ducking & ~held, playedOut, othersPerTrick, exposed);
        int kept = lanes.cards - j + 1;
        int mine = 0, firstRank = kSuits;
        for (int i = 0; i < lanes.count; ++i)
            if ((held >> i) & 1) {
                mine += duckingCards(lanes.lane[i], d, i);
                firstRank = std::min(firstRank, lanes.discardRank[i]);
            }
        for (int s = 0; s < lanes.seats; ++s) {
            if (s == lanes.seat) continue;
            int keeps = mine;
            for (int i = 0; i < lanes.count; ++i) {
                const Lane& lane = lanes.lane[i];
                if ((held >> i) & 1) {
                    if ((playedOut >> i) & 1) keeps -= lane.bySeat[s];
                    if ((d.capped >> i) & 1) keeps += lane.cap;
                } else if ((ducking >> i) & 1 && lanes.discardRank[i] < firstRank) {
                    keeps += lane.mine;
                } else {
                    keeps += std::max(0, lane.mine - lane.bySeat[s]);
                }
            }
            kept = std::min(kept, keeps);
        }
        stranded = std::max(stranded, kept);
    }
    return exposed + stranded;
}

// Following the others' leads, the seat wins only with forceable cards, and
// not before its guards run out. It leads only after a win (or now), and
// wins a trick it leads only when it has no exit: from the first trick j at
// which it is on lead with no exit it may take every trick left. By then,
// of each exit-safe lane, it has played all its cards or the others all
// theirs.
int forcedThenLeading(const SeatLanes& lanes, Designation d, bool seatLeads, int othersPerTrick) {
    int forceable = 0;
    int firstWin = kNever;
    for (int i = 0; i < lanes.count; ++i) {
        const Lane& lane = lanes.lane[i];
        if ((d.ducking >> i) & 1 || lane.theirLongest == 0) continue;
        forceable += (d.capped >> i) & 1 ? lane.cap : lane.mine;
        firstWin = std::min(firstWin, ((d.guarded >> i) & 1 ? lane.guardedFor : 0) + 1);
    }
    const unsigned exits = d.ducking & lanes.exitSafe;
    int noExit = kNever;
    for (unsigned held = exits;; held = (held - 1) & exits) {
        noExit = std::min(noExit, firstTrickWith(lanes, d, exits & ~held, held, othersPerTrick, 0));
        if (!held) break;
    }
    int j;
    if (seatLeads && !exits) {
        j = 1;
    } else {
        if (seatLeads) firstWin = std::max(firstWin, 2);  // it exits first
        j = std::max(firstWin + 1, noExit);
    }
    const int beforeNoExit = std::max(0, std::min(j, lanes.cards + 1) - firstWin);
    return std::min(forceable, beforeNoExit) + std::max(0, lanes.cards - j + 1);
}

CardSet relevantCards(const SeatLanes& lanes, Designation d) {
    CardSet cards = 0;
    for (int i = 0; i < lanes.count; ++i) {
        if ((d.ducking | d.capped) >> i & 1) cards |= lanes.lane[i].wholeLane;
        if ((d.guarded >> i) & 1) cards |= lanes.lane[i].guard;
    }
    return cards;
}

// Drops each ducking lane and guard the bound can do without.
template <typename Bound>
MisereEscape leanest(const SeatLanes& lanes, Designation d, int target, Bound bound) {
    if (bound(d) >= target) return {};
    for (int i = 0; i < lanes.count; ++i) {
        for (unsigned* fact : {&d.ducking, &d.guarded, &d.capped}) {
            if (!((*fact >> i) & 1)) continue;
            *fact &= ~(1u << i);
            if (bound(d) >= target) *fact |= 1u << i;
        }
    }
    return {true, relevantCards(lanes, d)};
}

}  // namespace

MisereEscape misereEscape(const Position& pos, CardSet inPlay, int seat, int target) {
    // With no slack (one more trick decides), the bounds below cut more but
    // name more cards than the search's own answers there, and cost the table
    // more than they save (measured: 31% more nodes on misères as bid asked
    // only whether they make): that question has its own rule, lane by lane.
    if (target <= 1) {
        const NoTrick none = loneSeatTakesNoTrick(pos, inPlay, seat);
        return {none.proven, none.relevant};
    }
    const SeatLanes lanes = classify(pos, inPlay, seat);
    const int othersPerTrick = pos.seats - 1;
    Designation all;
    for (int i = 0; i < lanes.count; ++i) {
        const Lane& lane = lanes.lane[i];
        if (lane.ducks) all.ducking |= 1u << i;
        else if (lane.guardedFor > 0) all.guarded |= 1u << i;
        if (lane.cap > 0 && lane.cap < lane.mine) all.capped |= 1u << i;
    }
    const bool seatLeads = pos.leader == seat;
    const MisereEscape stranded = leanest(lanes, all, target, [&](Designation d) {
        return exposedThenStranded(lanes, d, seatLeads, othersPerTrick);
    });
    if (stranded.fewerThanTarget) return stranded;
    return leanest(lanes, all, target, [&](Designation d) {
        return forcedThenLeading(lanes, d, seatLeads, othersPerTrick);
    });
}

}  // namespace soloist
