// Two upper bounds on the tricks the lone seat of a no-trump misère can be
// made to take from a trick boundary, each by a strategy for the seat that
// needs no search; the search cuts when either is below its target. When
// one trick decides, only the older rule is used: the others on lead, and
// every lane the seat holds ducking or unheld (see misereEscape).
//
// A lane the seat holds is one of three kinds:
// - ducking: its k-th lowest card there is below the others' k-th lowest
//   (ducksInLane, k up to the rounds the others can still lead it) and
//   another seat holds the lane. The seat plays its highest card under
//   whatever is led there, discards from the top, and when on lead exits
//   with its lowest card, which every other holder must overtake. Each of
//   these keeps the lane ducking (the cards the others play only raise
//   their k-th lowest, and a round takes one card from each of their
//   holdings), so it never wins there while the others hold the lane.
// - forceable: another seat holds the lane (ducking or not: the bounds hold
//   for any lane counted as forceable instead).
// - unheld: no other seat holds the lane; the seat wins there only when it
//   leads the lane.
// The seat leads an exit whenever it has one.
//
// The answer goes into the table for every position with the same lane
// lengths and the same owners of the cards each fact names (see
// Search::patternMask): a ducking lane names the whole lane, a guard the
// cards above the seat's highest card in its lane, a forceable or unheld
// lane nothing but its lengths. So a lane is counted as ducking, and a guard
// kept, only when the answer needs it.
#include "search/misere_escape.h"

#include <algorithm>
#include <array>

#include "search/misere_lanes.h"

namespace soloist {

namespace {

constexpr int kNever = 1 << 10;

struct Lane {
    int mine = 0;          // the seat's cards
    int theirs = 0;        // the others' cards
    int theirLongest = 0;  // the others' longest holding
    bool ducks = false;    // a ducking lane
    // Tricks before the seat's highest card here can win while the others
    // lead: a seat all of whose cards here are above it must follow with one
    // of them until it runs out, one card a trick.
    int guardedFor = 0;
    CardSet wholeLane = 0;  // the lane's lowest live card
    CardSet guard = 0;      // the seat's highest card here
};

struct SeatLanes {
    int cards = 0;
    int count = 0;
    std::array<Lane, kSuits> lane{};
};

// Which lanes count as ducking and which guards are used: bit i for lane i.
struct Designation {
    unsigned ducking = 0;
    unsigned guarded = 0;
};

SeatLanes classify(const Position& pos, CardSet inPlay, int seat) {
    SeatLanes lanes;
    const CardSet own = pos.hands[seat];
    lanes.cards = count(own);
    for (int l = 0; l < kSuits; ++l) {
        const CardSet mine = own & laneMask(l);
        if (!mine) continue;
        Lane& lane = lanes.lane[lanes.count++];
        const CardSet theirs = inPlay & laneMask(l) & ~mine;
        lane.mine = count(mine);
        lane.theirs = count(theirs);
        for (int s = 0; s < pos.seats; ++s) {
            if (s == seat) continue;
            const CardSet held = pos.hands[s] & laneMask(l);
            lane.theirLongest = std::max(lane.theirLongest, count(held));
            if (held && lowestIndex(held) > highestIndex(mine)) lane.guardedFor = std::max(lane.guardedFor, count(held));
        }
        lane.ducks = lane.theirLongest > 0 && ducksInLane(mine, theirs, lane.theirLongest);
        lane.wholeLane = bitOf(lowestIndex(inPlay & laneMask(l)));
        lane.guard = bitOf(highestIndex(mine));
    }
    return lanes;
}

int ceilDiv(int a, int b) { return (a + b - 1) / b; }

// The first trick (1 = the next) by which the seat can have played its
// `outside` cards and every card of the ducking lanes not in `held`, and the
// others every card of the lanes in `held` (each seat one card a trick).
int firstTrickWithOnly(const SeatLanes& lanes, unsigned ducking, unsigned held, int othersPerTrick, int outside) {
    int longest = 0, theirCards = 0;
    for (int i = 0; i < lanes.count; ++i) {
        if (!((ducking >> i) & 1)) continue;
        if ((held >> i) & 1) {
            longest = std::max(longest, lanes.lane[i].theirLongest);
            theirCards += lanes.lane[i].theirs;
        } else {
            outside += lanes.lane[i].mine;
        }
    }
    return std::max({longest, ceilDiv(theirCards, othersPerTrick), outside}) + 1;
}

// Exposed (forceable or unheld) cards win at most one trick each; the
// ducking lanes leak only when the others have played out every ducking
// lane the seat still holds and the seat is left on lead with nothing else,
// when it may take every trick that remains. It can be on lead only after
// winning with an exposed card, so if that happens first at trick j, its
// exposed cards and the ducking lanes it no longer holds are gone.
int exposedThenStranded(const SeatLanes& lanes, Designation d, int othersPerTrick) {
    int exposed = 0;
    for (int i = 0; i < lanes.count; ++i)
        if (!((d.ducking >> i) & 1)) exposed += lanes.lane[i].mine;
    if (exposed == 0) return 0;
    int stranded = 0;
    for (unsigned held = d.ducking; held; held = (held - 1) & d.ducking) {
        const int j = firstTrickWithOnly(lanes, d.ducking, held, othersPerTrick, exposed);
        stranded = std::max(stranded, lanes.cards - j + 1);
    }
    return exposed + stranded;
}

// Following the others' leads, the seat wins only with forceable cards, and
// not before its guards run out. It leads only after a win (or now), and
// wins a trick it leads only when it has no exit: from the first trick j at
// which it is on lead with no exit it may take every trick left. By then
// each ducking lane it still holds is played out by the others and it has
// played every card of the others.
int forcedThenLeading(const SeatLanes& lanes, Designation d, bool seatLeads, int othersPerTrick) {
    int forceable = 0;
    int firstWin = kNever;
    for (int i = 0; i < lanes.count; ++i) {
        const Lane& lane = lanes.lane[i];
        if ((d.ducking >> i) & 1 || lane.theirLongest == 0) continue;
        forceable += lane.mine;
        firstWin = std::min(firstWin, ((d.guarded >> i) & 1 ? lane.guardedFor : 0) + 1);
    }
    int noExit = kNever;
    for (unsigned held = d.ducking;; held = (held - 1) & d.ducking) {
        noExit = std::min(noExit, firstTrickWithOnly(lanes, d.ducking, held, othersPerTrick, 0));
        if (!held) break;
    }
    int j;
    if (seatLeads && !d.ducking) {
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
        if ((d.ducking >> i) & 1) cards |= lanes.lane[i].wholeLane;
        if ((d.guarded >> i) & 1) cards |= lanes.lane[i].guard;
    }
    return cards;
}

// Drops each ducking lane and guard the bound can do without.
template <typename Bound>
MisereEscape leanest(const SeatLanes& lanes, Designation d, int target, Bound bound) {
    if (bound(d) >= target) return {};
    for (int i = 0; i < lanes.count; ++i) {
        for (unsigned* fact : {&d.ducking, &d.guarded}) {
            if (!((*fact >> i) & 1)) continue;
            *fact &= ~(1u << i);
            if (bound(d) >= target) *fact |= 1u << i;
        }
    }
    return {true, relevantCards(lanes, d)};
}

}  // namespace

MisereEscape misereEscape(const Position& pos, CardSet inPlay, int seat, int target) {
    const SeatLanes lanes = classify(pos, inPlay, seat);
    // With no slack (one more trick decides), the stronger bounds' extra cuts
    // name more cards than the search's own answers there and cost the table
    // more than they save (measured: 31% more nodes on misères as bid asked
    // only whether they make), so that question keeps to the first rule: the
    // others on lead, and every lane the seat holds ducking or unheld.
    if (target <= 1) {
        if (pos.leader == seat) return {};
        CardSet wholeLanes = 0;
        for (int i = 0; i < lanes.count; ++i) {
            if (!lanes.lane[i].ducks && lanes.lane[i].theirLongest > 0) return {};
            wholeLanes |= lanes.lane[i].wholeLane;
        }
        return {true, wholeLanes};
    }
    const int othersPerTrick = pos.seats - 1;
    Designation all;
    for (int i = 0; i < lanes.count; ++i) {
        if (lanes.lane[i].ducks) all.ducking |= 1u << i;
        else if (lanes.lane[i].guardedFor > 0) all.guarded |= 1u << i;
    }
    const MisereEscape stranded = leanest(lanes, all, target, [&](Designation d) {
        return exposedThenStranded(lanes, d, othersPerTrick);
    });
    if (stranded.fewerThanTarget) return stranded;
    return leanest(lanes, all, target, [&](Designation d) {
        return forcedThenLeading(lanes, d, pos.leader == seat, othersPerTrick);
    });
}

}  // namespace soloist
