// Quick tricks: tricks the side on lead can cash at once, whatever the others
// do. A sound lower bound for the leader's side (and so an upper bound for the
// other side), read off the game tables only.
#pragma once

#include <algorithm>
#include <array>

#include "tables/game_tables.h"
#include "search/position.h"

namespace soloist {

struct QuickTricks {
    int tricks = 0;
    CardSet cards = 0;  // the top cards the count relies on
    int trumpRun = 0;   // trump rounds the casher leads first
    int sideTricks = 0; // tricks counted outside the trump lane
    CardSet cashed = 0; // the casher's cards in the tricks counted
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
// tricks are counted, relying on as few top cards as it can. `loose[s]`:
// cards seat s has already thrown from lanes unknown, its lengths that much
// less sure.
inline QuickTricks cashingRuns(const GameTables& t, const Position& pos, uint8_t side, int casher,
                               unsigned skipLanes = 0, int needed = 64, const uint8_t* loose = nullptr) {
    const CardSet hand = pos.hands[casher];
    const CardSet trumpMask = t.trumpLane == kNoTrump ? 0 : laneMask(t.trumpLane);
    const CardSet opponentCards = pos.heldBy(~unsigned(side));
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
        if (!mine || safeRounds <= 0) return 0;
        const CardSet theirs = opponentCards & laneCards;
        if (theirs && highestIndex(theirs) > highestIndex(mine)) return 0;  // the first round is lost
        // The other seats holding the lane: opponents by their highest card
        // (kept to the last) and length, partners by their cards.
        std::array<int8_t, kMaxSeats> top, length;
        std::array<CardSet, kMaxSeats> partners;
        int opponents = 0, partnerCount = 0;
        for (int s = 0; s < pos.seats; ++s) {
            const CardSet cards = pos.hands[s] & laneCards;
            if (s == casher || !cards) continue;
            if ((side >> s) & 1) {
                partners[partnerCount++] = cards;
            } else {
                top[opponents] = int8_t(highestIndex(cards));
                length[opponents++] = int8_t(count(cards));
            }
        }
        // One round led with `lead`: false if an opponent beats it or a
        // partner would have to overtake it; `byRank` if a card of the lane
        // was played under it.
        auto round = [&](int lead, int played, bool& byRank) {
            for (int i = 0; i < opponents; ++i)
                if (length[i] > played) {
                    if (top[i] > lead) return false;
                    byRank = true;
                }
            for (int i = 0; i < partnerCount; ++i)
                if (partners[i]) {
                    if (lowestIndex(partners[i]) > lead) return false;
                    partners[i] &= partners[i] - 1;  // follows with its lowest
                    byRank = true;
                }
            return true;
        };
        int rounds = 0;
        for (bool byRank = false; mine && rounds < safeRounds && round(highestIndex(mine), rounds, byRank);
             ++rounds, byRank = false) {
            if (rounds < limit) {
                if (byRank) out.cards |= bitOf(highestIndex(mine));
                out.cashed |= bitOf(highestIndex(mine));
            }
            mine &= ~bitOf(highestIndex(mine));
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
    // The seats that could still ruff a side lane (and the cards each may
    // already have thrown from lanes unknown).
    std::array<CardSet, kMaxSeats> ruffers{};
    std::array<int, kMaxSeats> thrown{};
    int rufferCount = 0;
    for (int s = 0; s < pos.seats && trumpMask; ++s)
        if (s != casher && count(pos.hands[s] & trumpMask) > out.trumpRun &&
            (!((side >> s) & 1) || t.follow == FollowRule::FollowOrTrump)) {
            thrown[rufferCount] = loose ? loose[s] : 0;
            ruffers[rufferCount++] = pos.hands[s];
        }
    for (int lane = 0; lane < kSuits && out.tricks < needed && out.tricks - trumpTricks < sideCap; ++lane) {
        if (lane == t.trumpLane || ((skipLanes >> lane) & 1) || !(hand & laneMask(lane))) continue;
        int safeRounds = kAlwaysSafe;
        for (int i = 0; i < rufferCount; ++i)
            safeRounds = std::min(safeRounds, count(ruffers[i] & laneMask(lane)) - thrown[i]);
        cash(lane, safeRounds, std::min(needed - out.tricks, sideCap - (out.tricks - trumpTricks)));
    }
    out.tricks = std::min(out.tricks, count(hand));
    out.sideTricks = out.tricks - std::min(trumpTricks, out.tricks);
    return out;
}

// Whether cashingRuns and crossingTricks might count `needed` tricks for
// `side` (seat mask): a cheap ceiling on what they count, to skip them where
// it falls short. Tricks in a lane are won by rank, one after another, each
// taking a card from every seat of the side that holds the lane: at most the
// side's longest holding there. While the opponent with the highest card of
// the lane still holds the lane, each trick needs a different card of the
// side above that card: when those run out first, they are the most. With
// the top trump out against the side, a plain lane is safe only while every
// opponent with trumps can follow. A partner's ruff, the one entry not won
// by rank, adds one where the side holds trumps.
inline bool quickTricksMayReach(const GameTables& t, const Position& pos, uint8_t side, int needed) {
    CardSet ours = 0, theirs = 0;
    for (int s = 0; s < pos.seats; ++s) ((side >> s) & 1 ? ours : theirs) |= pos.hands[s];
    // Opponents holding the top trump keep all theirs: no plan draws them,
    // and a plain lane is safe only while each of those can follow.
    const CardSet trumps = t.trumpLane == kNoTrump ? 0 : laneMask(t.trumpLane);
    const CardSet liveTrumps = (ours | theirs) & trumps;
    const bool trumpsStayOut = liveTrumps && ((theirs >> highestIndex(liveTrumps)) & 1);
    int ceiling = (ours & trumps) ? 1 : 0;
    for (int lane = 0; lane < kSuits && ceiling < needed; ++lane) {
        const CardSet laneCards = laneMask(lane);
        const CardSet mine = ours & laneCards, others = theirs & laneCards;
        if (!mine) continue;
        const int theirTop = others ? highestIndex(others) : -1;
        if (theirTop > highestIndex(mine)) continue;
        int longest = 0, guard = 0, safe = 64;
        for (int s = 0; s < pos.seats; ++s) {
            const int length = count(pos.hands[s] & laneCards);
            if ((side >> s) & 1) longest = std::max(longest, length);
            else {
                if (others && ((pos.hands[s] >> theirTop) & 1)) guard = length;
                if (trumpsStayOut && lane != t.trumpLane && (pos.hands[s] & trumps)) safe = std::min(safe, length);
            }
        }
        longest = std::min(longest, safe);
        const int above = others ? count(mine & ~below(theirTop + 1)) : longest;
        ceiling += above >= guard ? longest : std::min(above, safe);
    }
    return ceiling >= needed;
}

}  // namespace soloist
