// The lane game: one lane of a no-trump misère played out alone, to show
// that the lone seat never has to win a trick there.
//
// It gives the others more than the whole play can: any of them holding the
// lane may lead it at any moment, and each may throw cards of the lane
// whenever it likes, up to its allowance (a seat throws only when void in
// the lane led, and the caller bounds how often that can happen). The lone
// seat never throws here; throwing its highest card of a lane only helps it
// (whatever it would have played that card on, a lower card plays no worse),
// so a lane found safe stays safe whatever the seat throws from its top. A
// lane that is safe here is safe in the play, where the lone seat, never on
// lead, plays each lane by its own game.
//
// The others throw only their highest card: to the lone seat, a seat holding
// a lower card in place of a higher one is never better off (every card it
// could duck under the higher it can duck under the lower, and every card
// that beat it still does), so throwing any other card leaves a position at
// least as good for the lone seat. Who wins a trick among the others does
// not matter here, as any of them may lead next.
#include "search/misere_lane_game.h"

#include <algorithm>
#include <unordered_map>

#include "cards/card_set.h"

namespace soloist {

namespace {

// Trick plays the game may search before it gives up (Unknown): a lane of
// ten cards or so needs a few thousand.
constexpr int kWorkAllowed = 200000;

class LaneGame {
public:
    explicit LaneGame(const LaneHoldings& lane) : lane_(lane) {
        for (int i = 0; i < lane.cards; ++i) held_[lane.owner[i]] |= 1u << i;
    }

    LaneVerdict verdict() {
        const bool forced = forcedFrom((1u << lane_.cards) - 1, lane_.throws);
        if (work_ > kWorkAllowed) return LaneVerdict::Unknown;
        return forced ? LaneVerdict::Forced : LaneVerdict::Safe;
    }

private:
    using Throws = std::array<uint8_t, kMaxSeats>;

    // Before a trick: can the others force the lone seat to win one?
    bool forcedFrom(uint32_t live, Throws throws) {
        const uint32_t mine = live & held_[lane_.lone];
        if (!mine || mine == live || work_ > kWorkAllowed) return false;
        uint64_t key = live;
        for (int s = 0; s < lane_.seats; ++s) {
            throws[s] = uint8_t(std::min<int>(throws[s], count(live & held_[s])));
            key = key << 4 | throws[s];
        }
        if (const auto known = memo_.find(key); known != memo_.end()) return known->second;
        bool forced = false;
        for (int s = 0; s < lane_.seats && !forced; ++s) {
            const uint32_t theirs = live & held_[s];
            if (s == lane_.lone || !theirs) continue;
            if (throws[s] > 0) {
                Throws after = throws;
                --after[s];
                forced = forcedFrom(live & ~(1u << highestIndex(theirs)), after);
            }
            for (uint32_t rest = theirs; rest && !forced; rest &= rest - 1) {
                const int card = lowestIndex(rest);
                if (!firstOfRun(card, live)) continue;
                forced = playFrom(live, throws, s, 1, live & ~(1u << card), card);
            }
        }
        memo_.emplace(key, forced);
        return forced;
    }

    // Within a trick led by `leader`, `k` cards played, `left` the live cards
    // not yet played, `top` the highest played: can the others force the
    // lone seat to win it, or a later trick?
    bool playFrom(uint32_t live, const Throws& throws, int leader, int k, uint32_t left, int top) {
        ++work_;
        if (k == lane_.seats)
            return lane_.owner[top] == lane_.lone || forcedFrom(left, throws);
        int seat = leader + k;
        if (seat >= lane_.seats) seat -= lane_.seats;
        const uint32_t cards = left & held_[seat];
        if (!cards) return playFrom(live, throws, leader, k + 1, left, top);  // void: plays elsewhere
        const bool others = seat != lane_.lone;
        for (uint32_t rest = cards; rest; rest &= rest - 1) {
            const int card = lowestIndex(rest);
            if (!firstOfRun(card, live)) continue;
            const bool forced =
                playFrom(live, throws, leader, k + 1, left & ~(1u << card), card > top ? card : top);
            if (forced == others) return others;
        }
        return !others;
    }

    // Cards of one seat with no live card of another seat between them play
    // alike: the lowest of each run stands for it.
    bool firstOfRun(int card, uint32_t live) const {
        const uint32_t lower = live & ((1u << card) - 1);
        return !lower || lane_.owner[highestIndex(lower)] != lane_.owner[card];
    }

    const LaneHoldings& lane_;
    std::array<uint32_t, kMaxSeats> held_{};
    std::unordered_map<uint64_t, bool> memo_;
    int work_ = 0;
};

struct LaneKey {
    uint64_t owners = 0;
    uint64_t rest = 0;
    bool operator==(const LaneKey&) const = default;
};

struct LaneKeyHash {
    size_t operator()(const LaneKey& key) const {
        return size_t((key.owners * 0x9E3779B97F4A7C15ull) ^ (key.rest * 0xC2B2AE3D27D4EB4Full));
    }
};

}  // namespace

LaneVerdict loneSeatInLane(const LaneHoldings& lane) {
    LaneKey key;
    for (int i = 0; i < lane.cards; ++i) key.owners = key.owners << 3 | lane.owner[i];
    key.rest = uint64_t(lane.cards) | uint64_t(lane.seats) << 5 | uint64_t(lane.lone) << 8;
    for (int s = 0; s < lane.seats; ++s) key.rest |= uint64_t(lane.throws[s]) << (12 + 4 * s);
    // Answers depend on nothing but the key: kept for the thread's later
    // searches, up to a bound.
    thread_local std::unordered_map<LaneKey, LaneVerdict, LaneKeyHash> known;
    if (const auto found = known.find(key); found != known.end()) return found->second;
    if (known.size() >= (1u << 18)) known.clear();
    const LaneVerdict verdict = LaneGame(lane).verdict();
    known.emplace(key, verdict);
    return verdict;
}

}  // namespace soloist
