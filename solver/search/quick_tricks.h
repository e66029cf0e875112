// Quick tricks: tricks the side on lead can cash at once, whatever the others
// do. A sound lower bound for the leader's side (and so an upper bound for the
// other side), read off the game tables only.
#pragma once

#include <algorithm>

#include "games/game_tables.h"
#include "search/position.h"

namespace soloist {

struct QuickTricks {
    int tricks = 0;
    CardSet cards = 0;  // the top cards the count relies on
};

// `leaderSide`: seat mask of the leader and its partners. Counts, for each
// lane, the leader's unbroken run of top cards. With trumps out against the
// leader, only the trump run counts, plus the side lanes once that run has
// drawn every opposing trump.
inline QuickTricks quickTricks(const GameTables& t, const Position& pos, CardSet inPlay, uint8_t leaderSide) {
    const CardSet lead = pos.hands[pos.leader];
    int longestOpposingTrumps = 0;
    const CardSet trumpMask = t.trumpLane == kNoTrump ? 0 : laneMask(t.trumpLane);
    for (int s = 0; s < pos.seats; ++s) {
        if (s == pos.leader) continue;
        if (!((leaderSide >> s) & 1))
            longestOpposingTrumps = std::max(longestOpposingTrumps, count(pos.hands[s] & trumpMask));
    }

    auto topRun = [&](int lane) {
        CardSet run = 0;
        for (CardSet live = inPlay & laneMask(lane); live;) {
            const int top = highestIndex(live);
            if (!((lead >> top) & 1)) break;
            run |= bitOf(top);
            live &= ~bitOf(top);
        }
        return run;
    };

    CardSet runs = 0;
    if (t.trumpLane != kNoTrump) runs = topRun(t.trumpLane);
    const bool opponentsRuff = longestOpposingTrumps > count(runs);
    if (!opponentsRuff) {
        for (int lane = 0; lane < kSuits; ++lane) {
            if (lane == t.trumpLane) continue;
            const CardSet laneCards = laneMask(lane);
            // A partner forced to ruff would take the lead away from the run.
            if (t.follow == FollowRule::FollowOrTrump && trumpMask) {
                bool forcedRuff = false;
                for (int s = 0; s < pos.seats; ++s)
                    if (s != pos.leader && ((leaderSide >> s) & 1) && !(pos.hands[s] & laneCards) &&
                        (pos.hands[s] & trumpMask))
                        forcedRuff = true;
                if (forcedRuff) continue;
            }
            runs |= topRun(lane);
        }
    }
    return {std::min(count(runs), count(lead)), runs};
}

}  // namespace soloist
