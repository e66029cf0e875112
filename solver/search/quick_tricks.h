// Quick tricks: tricks the side on lead can cash at once, whatever the others
// do. A sound lower bound for the leader's side (and so an upper bound for the
// other side), read off the game tables only.
#pragma once

#include <algorithm>
#include <array>

#include "games/game_tables.h"
#include "search/position.h"

namespace soloist {

struct QuickTricks {
    int tricks = 0;
    CardSet cards = 0;  // the top cards the count relies on
    int trumpRun = 0;   // trump rounds the casher leads first
    int sideTricks = 0; // tricks counted outside the trump lane
};

// The unbroken run of `live`'s top cards (one lane) that `hand` holds.
inline CardSet topRunOf(CardSet hand, CardSet live) {
    CardSet run = 0;
    while (live && ((hand >> highestIndex(live)) & 1)) {
        run |= bitOf(highestIndex(live));
        live &= ~bitOf(highestIndex(live));
    }
    return run;
}

// The tricks `casher` can take in a row from the lead with its unbroken runs
// of top cards. `side`: seat mask of the casher and its partners. With trumps
// out against the side, only the trump run counts, plus the side lanes once
// that run has drawn every opposing trump.
// Lanes in `skipLanes` (a bit per lane) are left out. Stops once `needed`
// tricks are counted, relying on as few top cards as it can.
inline QuickTricks cashingRuns(const GameTables& t, const Position& pos, CardSet inPlay, uint8_t side, int casher,
                               unsigned skipLanes = 0, int needed = 64) {
    const CardSet hand = pos.hands[casher];
    const CardSet trumpMask = t.trumpLane == kNoTrump ? 0 : laneMask(t.trumpLane);
    QuickTricks out;
    // The casher leads its cards of `lane` from the highest down, while each
    // beats every card an opponent still holds there (opponents follow with
    // their lowest, keeping their highest) and every partner can follow
    // under it (partners follow low; one that would have to overtake ends
    // the run). At most `safeRounds` rounds are played and `limit` tricks
    // counted. Returns the rounds played.
    auto cash = [&](int lane, int safeRounds, int limit) {
        const CardSet laneCards = laneMask(lane);
        CardSet mine = hand & laneCards;
        std::array<CardSet, kMaxSeats> held{};
        for (int s = 0; s < pos.seats; ++s)
            if (s != casher) held[s] = pos.hands[s] & inPlay & laneCards;
        int rounds = 0;
        while (mine && rounds < safeRounds) {
            const int lead = highestIndex(mine);
            bool wins = true, byRank = false;
            for (int s = 0; s < pos.seats && wins; ++s) {
                if (!held[s]) continue;
                byRank = true;
                wins = ((side >> s) & 1) ? lowestIndex(held[s]) < lead : highestIndex(held[s]) < lead;
            }
            if (!wins) break;
            for (int s = 0; s < pos.seats; ++s) held[s] &= held[s] - 1;  // each follows with its lowest
            mine &= ~bitOf(lead);
            if (rounds < limit && byRank) out.cards |= bitOf(lead);
            ++rounds;
        }
        out.tricks += std::min(rounds, limit);
        return rounds;
    };

    constexpr int kAlwaysSafe = 64;
    out.trumpRun = trumpMask && !((skipLanes >> t.trumpLane) & 1) ? cash(t.trumpLane, kAlwaysSafe, needed) : 0;
    // After the trump run, a side lane is safe for as many rounds as every
    // seat that could ruff it can follow: opponents with trumps left, and
    // partners with trumps left where a void hand must trump.
    // A partner left with trumps must trump once it holds nothing else: that
    // trick is still the side's, but the lead passes to the partner.
    int sideCap = kAlwaysSafe;
    for (int s = 0; s < pos.seats && trumpMask && t.follow == FollowRule::FollowSuit; ++s)
        if (s != casher && ((side >> s) & 1) && count(pos.hands[s] & trumpMask) > out.trumpRun)
            sideCap = std::min(sideCap, count(pos.hands[s] & ~trumpMask) + 1);
    const int trumpTricks = out.tricks;
    for (int lane = 0; lane < kSuits && out.tricks < needed && out.tricks - trumpTricks < sideCap; ++lane) {
        if (lane == t.trumpLane || ((skipLanes >> lane) & 1)) continue;
        int safeRounds = kAlwaysSafe;
        for (int s = 0; s < pos.seats && trumpMask; ++s) {
            if (s == casher || count(pos.hands[s] & trumpMask) <= out.trumpRun) continue;
            const bool partner = (side >> s) & 1;
            if (!partner || t.follow == FollowRule::FollowOrTrump)
                safeRounds = std::min(safeRounds, count(pos.hands[s] & laneMask(lane)));
        }
        cash(lane, safeRounds, std::min(needed - out.tricks, sideCap - (out.tricks - trumpTricks)));
    }
    out.tricks = std::min(out.tricks, count(hand));
    out.sideTricks = out.tricks - std::min(trumpTricks, out.tricks);
    return out;
}

// The leader cashes its own runs outside the trumps and the entry lane
// (trumps not drawn: every opponent holding trumps must still follow), then
// its top cards of the entry lane (`leaderTop`, often none), then leads the
// entry lane to `partner`'s highest card there, now the top, and the partner
// cashes its runs. While the leader cashes, the partner follows, or discards
// cards that take no part in the plan.
inline QuickTricks crossingRuns(const GameTables& t, const Position& pos, CardSet inPlay, uint8_t side,
                                int partner, int entryLane, CardSet leaderTop) {
    const CardSet lead = pos.hands[pos.leader];
    const CardSet partnerHand = pos.hands[partner];
    const CardSet trumpMask = t.trumpLane == kNoTrump ? 0 : laneMask(t.trumpLane);
    // The partner's runs leave out the lanes the leader tops (it cashes them
    // itself, the partner following), and the entry lane under the leader's
    // top cards (counted apart).
    unsigned leaderLanes = leaderTop ? 1u << entryLane : 0;
    for (int lane = 0; lane < kSuits; ++lane)
        if (lane != t.trumpLane && lane != entryLane && topRunOf(lead, inPlay & laneMask(lane))) leaderLanes |= 1u << lane;
    QuickTricks out = cashingRuns(t, pos, inPlay, side, partner, leaderLanes);
    // Under the leader's top cards, the partner's cards of the entry lane
    // are no run of its own: the entry trick, and the partner's next top
    // cards there, count apart.
    int entryTricks = 0;
    if (leaderTop) {
        const CardSet live = inPlay & laneMask(entryLane) & ~leaderTop;
        const CardSet partnerCards = partnerHand & laneMask(entryLane);
        CardSet group = topRunOf(partnerHand, live);
        // The partner follows to the leader's top cards with its lowest cards.
        for (int spent = count(leaderTop) - count(partnerCards & ~group); spent > 0 && group; --spent)
            group &= ~bitOf(lowestIndex(group));
        if (!group) return {};
        const int rounds = count(leaderTop) + count(group);
        bool safe = true;  // every round of the lane followed by each opponent holding trumps
        for (int s = 0; s < pos.seats; ++s)
            if (!((side >> s) & 1) && (pos.hands[s] & trumpMask) && count(pos.hands[s] & laneMask(entryLane)) < rounds)
                safe = false;
        if (!safe) group = bitOf(highestIndex(group));  // the entry alone, checked by the caller
        entryTricks = count(leaderTop) + count(group);
        out.cards |= leaderTop | group;
    }
    std::array<CardSet, kSuits> runs{};
    std::array<int, kSuits> rounds{}, follows{};
    int discards = 0;
    CardSet busy = laneMask(entryLane);  // lanes whose partner cards the plan needs or plays
    for (int lane = 0; lane < kSuits; ++lane)
        if (out.cards & laneMask(lane)) busy |= laneMask(lane);
    for (int lane = 0; lane < kSuits; ++lane) {
        if (lane == t.trumpLane || lane == entryLane) continue;
        runs[lane] = topRunOf(lead, inPlay & laneMask(lane));
        if (!runs[lane]) continue;
        int safe = count(runs[lane]);
        for (int s = 0; s < pos.seats; ++s)
            if (!((side >> s) & 1) && (pos.hands[s] & trumpMask))
                safe = std::min(safe, count(pos.hands[s] & laneMask(lane)));
        rounds[lane] = safe;
        follows[lane] = count(partnerHand & laneMask(lane));
        discards += std::max(0, safe - follows[lane]);
        busy |= laneMask(lane);
    }
    // Discarding a trump would be a ruff, taking the lead from the leader.
    const bool canDiscard = discards <= count(partnerHand & ~busy & ~trumpMask);
    int leaderTricks = 0;
    for (int lane = 0; lane < kSuits; ++lane) {
        int r = canDiscard ? rounds[lane] : std::min(rounds[lane], follows[lane]);
        CardSet run = runs[lane];
        while (count(run) > r) run &= run - 1;  // keep the highest
        leaderTricks += count(run);
        out.cards |= run;
    }
    out.tricks += leaderTricks + entryTricks;
    if (trumpMask && t.follow == FollowRule::FollowSuit) {
        // A seat of the side holding trumps must trump once it holds nothing
        // else, taking the lead out of the plan: the leader while the partner
        // cashes (its last non-trumps may be spent by then), and any third
        // seat of the side on every round led outside the trumps.
        const int entryRounds = entryLane == t.trumpLane ? 0 : leaderTop ? entryTricks : 1;
        const int nonTrumpRounds = leaderTricks + entryRounds + out.sideTricks;
        for (int s = 0; s < pos.seats; ++s)
            if (s != pos.leader && s != partner && ((side >> s) & 1) && (pos.hands[s] & trumpMask) &&
                count(pos.hands[s] & ~trumpMask) < nonTrumpRounds)
                return {};
        if (count(lead & trumpMask) > out.trumpRun) {
            const int leaderEntryCards = entryLane == t.trumpLane ? 0 : count(leaderTop) + 1;
            const int spare = count(lead & ~trumpMask) - leaderTricks - leaderEntryCards;
            const int excess = out.sideTricks - (spare + 1);
            if (excess > 0) out.tricks -= excess;
        }
    }
    return out;
}

// Quick tricks for the side on lead (`leaderSide`: the leader and its
// partners): the leader cashes its own runs, or, when it can reach a
// partner's top card with a lead that no opponent can ruff, it cashes some
// and crosses (see crossingRuns). The partner's card may be the top only
// once the leader's own top cards of that lane are gone, if the leader keeps
// a card to lead after them. A sound lower bound on the side's tricks.
// (A low trump lead under the matador renege need not draw a matador, so it
// is no entry there.)
inline QuickTricks quickTricks(const GameTables& t, const Position& pos, CardSet inPlay, uint8_t leaderSide,
                               int needed = 64) {
    QuickTricks best = cashingRuns(t, pos, inPlay, leaderSide, pos.leader, 0, needed);
    if (t.follow != FollowRule::FollowSuit || best.tricks >= needed) return best;
    const CardSet lead = pos.hands[pos.leader];
    const CardSet trumpMask = t.trumpLane == kNoTrump ? 0 : laneMask(t.trumpLane);
    for (int partner = 0; partner < pos.seats; ++partner) {
        if (partner == pos.leader || !((leaderSide >> partner) & 1)) continue;
        for (int lane = 0; lane < kSuits; ++lane) {
            const CardSet live = inPlay & laneMask(lane);
            if (!(lead & live) || (lane == t.trumpLane && t.matadors)) continue;
            const CardSet leaderTop = topRunOf(lead, live);
            const CardSet under = live & ~leaderTop;
            if (!under || !((pos.hands[partner] >> highestIndex(under)) & 1) || count(lead & live) <= count(leaderTop))
                continue;
            // Ruffed: an opponent holding trumps, void by the entry round.
            bool ruffed = false;
            for (int s = 0; s < pos.seats; ++s)
                if (!((leaderSide >> s) & 1) && lane != t.trumpLane && (pos.hands[s] & trumpMask) &&
                    count(pos.hands[s] & live) <= count(leaderTop))
                    ruffed = true;
            if (ruffed) continue;
            const QuickTricks runs = crossingRuns(t, pos, inPlay, leaderSide, partner, lane, leaderTop);
            if (runs.tricks > best.tricks) best = runs;
        }
    }
    return best;
}

}  // namespace soloist
