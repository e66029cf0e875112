// Later-trick bounds at a trick boundary, when no trump is left in play:
// facts about the whole rest of the play that cap the side on lead at one
// trick fewer than all. Both need the other side to want tricks (it may
// always take the trick it can), so they hold for trick objectives where the
// counted side maximises.
#pragma once

#include <algorithm>

#include "tables/game_tables.h"
#include "search/position.h"

namespace soloist {

struct LaterBound {
    bool holds = false;
    CardSet cards = 0;  // the cards whose owners the bound depends on
};

// True when no trump is live: every lane is then plain follow-suit.
inline bool noTrumpsLeft(const GameTables& t, CardSet inPlay) {
    return t.trumpLane == kNoTrump || !(inPlay & laneMask(t.trumpLane));
}

// The side on lead (`side`: seat mask) cannot take every remaining trick.
// To take them all it must lead every trick, and never lead a lane whose top
// card the other side holds (that seat would win it). In a lane whose top it
// holds, each lead takes a card from every one of its seats still holding
// the lane, so it can lead that lane at most as often as its longest holding
// there. If those counts fall short of the tricks left, some trick is lost.
// (The other side's top cards could only fall by being discarded, on leads
// the count already covers.) Depends on the owners of the other side's tops.
inline LaterBound cannotTakeAll(const Position& pos, CardSet inPlay, uint8_t side) {
    const int tricks = count(pos.hands[pos.leader]);
    int leads = 0;
    CardSet theirTops = 0;
    for (int lane = 0; lane < kSuits; ++lane) {
        const CardSet live = inPlay & laneMask(lane);
        if (!live) continue;
        const int top = highestIndex(live);
        int longest = 0;
        bool ours = false;
        for (int s = 0; s < pos.seats; ++s) {
            if (!((side >> s) & 1)) continue;
            longest = std::max(longest, count(pos.hands[s] & live));
            ours |= (pos.hands[s] >> top) & 1;
        }
        if (ours) leads += longest;
        else theirTops |= bitOf(top);
    }
    if (leads >= tricks) return {};
    return {true, theirTops};
}

// The side on lead loses the trick it leads: in every lane the leader holds,
// the top card is the other side's, which wins that trick. Depends on the
// owners of those top cards.
inline LaterBound leaderLosesTrick(const Position& pos, CardSet inPlay, uint8_t side) {
    const CardSet hand = pos.hands[pos.leader];
    CardSet tops = 0;
    for (int lane = 0; lane < kSuits; ++lane) {
        if (!(hand & laneMask(lane))) continue;
        const int top = highestIndex(inPlay & laneMask(lane));
        for (int s = 0; s < pos.seats; ++s)
            if ((side >> s) & 1 && (pos.hands[s] >> top) & 1) return {};
        tops |= bitOf(top);
    }
    return {true, tops};
}

}  // namespace soloist
