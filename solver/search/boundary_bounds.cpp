// The bounds the search tries at a trick boundary before playing moves:
// each is a stage that either settles the question, with the cards whose
// owners its answer depended on, or leaves it to the next stage (see
// Search::atBoundary for their order).
#include <algorithm>

#include "search/crossing_plan.h"
#include "search/later_tricks.h"
#include "search/misere_escape.h"
#include "search/quick_tricks.h"
#include "search/moves.h"
#include "search/search.h"
#include "search/trick_threats.h"

namespace soloist {

// Trumps (trick objectives, played out, a trump lane): tricks whoever holds
// the top trumps makes whatever is led. Sure tricks of a seat answer the
// question when they give its side what it needs: the target if counted,
// else all but target - 1.
Bound Search::trumpBound(int target, int cardsLeft) const {
    if (obj_.measure != Measure::Tricks || stopAtCards_ != 0 || t_.trumpLane == kNoTrump) return {};
    auto settles = [&](bool counted, int sure) { return counted ? sure >= target : cardsLeft - sure < target; };
    const CardSet trumps = inPlay_ & laneMask(t_.trumpLane);
    // Whoever holds the top trumps wins a trick with each of them, whatever
    // is led: one card per trick, and nothing beats the highest trump. An
    // answer needs only as many of them as it counts (the highest).
    CardSet run = topTrumpRun();
    if (run) {
        const bool counted = counts(holderOf(highestIndex(run)));
        const int needed = counted ? target : cardsLeft - target + 1;
        if (count(run) >= needed) {
            while (count(run) > needed) run &= run - 1;
            // Ranks matter only if some other seat holds a trump.
            return {true, counted, (trumps & ~pos_.hands[holderOf(highestIndex(run))]) ? run : 0};
        }
    }
    // Each trump of one seat falls in a trick of its own, which its side
    // wins unless the other side plays a higher trump there: the seat's
    // trumps less the other side's trumps above its lowest are sure.
    const CardSet countedTrumps = sideCards(true) & trumps;
    for (int s = 0; s < pos_.seats; ++s) {
        const CardSet own = pos_.hands[s] & trumps;
        if (!own) continue;
        const CardSet others = counts(s) ? trumps & ~countedTrumps : countedTrumps;
        const int lowest = lowestIndex(own);
        const int above = count(others & ~below(lowest));
        const int sureTricks = count(own) - above;
        if (sureTricks <= 0) continue;
        if (settles(counts(s), sureTricks)) return {true, counts(s), above < count(others) ? bitOf(lowest) : 0};
    }
    if (const SureTrumps sure = splitTopTrumps(); sure.tricks && settles(counts(sure.seat), sure.tricks))
        return {true, counts(sure.seat), sure.cards};
    return {};
}

// Misère-like (the counted side wants no trick): the counted side leads and
// the others can play under any card it leads, or may discard: it takes one
// more trick.
Bound Search::forcedLeadBound(int target) const {
    if (obj_.measure != Measure::Tricks || obj_.countingSide == obj_.maximizer || target != 1 ||
        !counts(pos_.leader))
        return {};
    const CardSet forced = leadTakesTrick();
    return forced ? Bound{true, true, forced} : Bound{};
}

// The side on lead needs every trick, with no trump left: see later_tricks.h.
Bound Search::laterTricksBound(int target, int cardsLeft) const {
    const bool countingLeads = counts(pos_.leader);
    if (obj_.measure != Measure::Tricks || obj_.countingSide != obj_.maximizer || stopAtCards_ != 0 ||
        !(countingLeads ? target == cardsLeft : target == 1) || !noTrumpsLeft(t_, inPlay_))
        return {};
    const uint8_t leaderSide = sideMask(countingLeads);
    LaterBound bound = leaderLosesTrick(pos_, inPlay_, leaderSide);
    if (!bound.holds) bound = cannotTakeAll(pos_, inPlay_, leaderSide);
    return bound.holds ? Bound{true, !countingLeads, bound.cards} : Bound{};
}

// No-trump misère: the lone seat takes fewer than `target` more tricks when
// that is all it can be made to take (see misere_escape.cpp).
Bound Search::misereEscapeBound(int target) const {
    if (!noTrumpMisere_) return {};
    const MisereEscape escape = misereEscape(pos_, inPlay_, misereSeat_, target);
    return escape.fewerThanTarget ? Bound{true, false, escape.relevant} : Bound{};
}

// The side on lead can cash its quick tricks, and wants them: they bound the
// counted value (not in misère, where nobody wants tricks).
Bound Search::quickTricksBound(int target, int cardsLeft) const {
    if (obj_.measure != Measure::Tricks || obj_.countingSide != obj_.maximizer) return {};
    const bool countingLeads = counts(pos_.leader);
    const uint8_t leaderSide = sideMask(countingLeads);
    const int needed = countingLeads ? target : cardsLeft - stopAtCards_ - target + 1;
    if (!quickTricksMayReach(t_, pos_, leaderSide, needed)) return {};
    const QuickTricks own = cashingRuns(t_, pos_, leaderSide, pos_.leader, 0, needed);
    const QuickTricks quick = crossingTricks(t_, pos_, leaderSide, needed, own);
    if (std::min(quick.tricks, cardsLeft - stopAtCards_) < needed) return {};
    return {true, countingLeads, quick.cards};
}

// Card points: every live trump above the other side's trumps falls in a
// trick that one of them wins, whoever leads, so the side holding them gets
// their points. Only their owners matter when the other side holds a trump.
Bound Search::topTrumpPointsBound(int target) const {
    if (obj_.measure != Measure::Points || stopAtCards_ != 0 || t_.trumpLane == kNoTrump) return {};
    const CardSet trumps = inPlay_ & laneMask(t_.trumpLane);
    if (!trumps) return {};
    const bool counted = counts(holderOf(highestIndex(trumps)));
    const CardSet theirs = sideCards(!counted) & trumps;
    const CardSet top = theirs ? trumps & ~below(highestIndex(theirs) + 1) : trumps;
    const int sure = t_.pointsOf(top);
    const int value = counted ? sure : pointsInPlay_ - sure;
    if (counted ? value < target : value >= target) return {};
    return {true, counted, theirs ? bitOf(lowestIndex(top)) : 0, value};
}

// Card points, when the side counted wants them: the side on lead can cash
// its quick tricks (see cashingRuns) and gets the points of its own cards
// there, and of the cheapest cards each other seat holding the lane must
// follow with.
Bound Search::quickPointsBound(int target) const {
    if (obj_.measure != Measure::Points || obj_.countingSide != obj_.maximizer || stopAtCards_ != 0) return {};
    const bool countingLeads = counts(pos_.leader);
    const QuickTricks quick = cashingRuns(t_, pos_, sideMask(countingLeads), pos_.leader);
    int sure = t_.pointsOf(quick.cashed);
    CardSet cards = quick.cards;
    for (int lane = 0; lane < kSuits; ++lane) {
        const int rounds = count(quick.cashed & laneMask(lane));
        for (int s = 0; s < pos_.seats && rounds; ++s) {
            const CardSet held = pos_.hands[s] & laneMask(lane);
            if (s == pos_.leader || !held) continue;
            std::array<int, kLaneWidth> points{};
            int n = 0;
            for (int bit : bitsOf(held)) points[n++] = t_.points[bit];
            std::sort(points.begin(), points.begin() + n);
            int followed = 0;
            for (int i = 0; i < std::min(rounds, n); ++i) followed += points[i];
            // Naming its lowest card of the lane pins all its cards there.
            if (followed > 0) {
                sure += followed;
                cards |= bitOf(lowestIndex(held));
            }
        }
    }
    const int value = countingLeads ? sure : pointsInPlay_ - sure;
    if (countingLeads ? value < target : value >= target) return {};
    return {true, countingLeads, cards, value};
}

// Trump tricks the side not on lead makes by playing its top trumps with
// care, when two seats of each side sit alternately and nobody must trump
// (as libdds's later-trick rules): the top two trumps split between
// partners, one of them guarded, are two tricks; the second-best trump,
// guarded, is a trick when the top sits right before it or when its side
// also holds the third. (The side must not be on lead: a seat left with
// only trumps could have to lead into the top.)
Search::SureTrumps Search::splitTopTrumps() const {
    if (t_.follow != FollowRule::FollowSuit || obj_.countingSide != obj_.maximizer || pos_.seats != 4 ||
        (sides_.counting != 0x5 && sides_.counting != 0xA))
        return {};
    CardSet live = inPlay_ & laneMask(t_.trumpLane);
    if (count(live) < 2) return {};
    const int top = highestIndex(live);
    live &= ~bitOf(top);
    const int second = highestIndex(live);
    live &= ~bitOf(second);
    const int topSeat = holderOf(top), secondSeat = holderOf(second);
    if (counts(secondSeat) == counts(pos_.leader)) return {};  // every rule below is for the second's side
    const auto trumpsOf = [&](int seat) { return count(pos_.hands[seat] & laneMask(t_.trumpLane)); };
    if (topSeat != secondSeat && counts(topSeat) == counts(secondSeat)) {
        if (trumpsOf(topSeat) > 1 || trumpsOf(secondSeat) > 1) return {topSeat, 2, bitOf(second)};
        return {};
    }
    if (counts(topSeat) == counts(secondSeat) || trumpsOf(secondSeat) < 2) return {};
    if (pos_.seatAfter(topSeat, 1) == secondSeat) return {secondSeat, 1, bitOf(second)};
    if (live) {
        const int third = highestIndex(live);
        if (counts(holderOf(third)) == counts(secondSeat)) return {secondSeat, 1, bitOf(third)};
    }
    return {};
}

// The highest live trumps held by one seat, from the top down.
CardSet Search::topTrumpRun() const {
    const CardSet live = inPlay_ & laneMask(t_.trumpLane);
    return live ? topRunOf(pos_.hands[holderOf(highestIndex(live))], live) : 0;
}

// When the counted side leads a trick it does not want, the seats of the
// other side can play under any card it leads, or are void and may discard:
// the lead wins whatever it is. Returns the leader's lowest card of each lane
// (what the answer depends on), or 0 when some lead may lose.
CardSet Search::leadTakesTrick() const {
    const CardSet hand = pos_.hands[pos_.leader];
    CardSet lowests = 0;
    for (int lane = 0; lane < kSuits; ++lane) {
        const CardSet mine = hand & laneMask(lane);
        if (!mine) continue;
        if (othersMustTake(pos_, t_, sides_, lane, lowestIndex(mine))) return 0;
        lowests |= bitOf(lowestIndex(mine));
    }
    return lowests;
}

}  // namespace soloist
