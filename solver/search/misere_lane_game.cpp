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
// lead, plays each lane by its own game. One lane may count on the seat's
// throws: the others' throws there beyond their unmatched ones then come in
// tricks where the seat, void in the lane led, throws a card of the lane too
// (its highest, which only helps it), any number of them in one trick. A
// seat with a head start throws there only after that many tricks where
// the lone seat throws (the defence may make such tricks with no throw of
// its own) or its own unmatched throws of other lanes' cards.
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
        Budget budget{lane_.throws, lane_.seatThrowsToo ? lane_.unmatched : lane_.throws,
                      lane_.seatThrowsToo ? lane_.headStart : std::array<uint8_t, kMaxSeats>{}};
        const bool forced = forcedFrom((1u << lane_.cards) - 1, budget);
        if (work_ > kWorkAllowed) return LaneVerdict::Unknown;
        return forced ? LaneVerdict::Forced : LaneVerdict::Safe;
    }

private:
    // Throws left to each seat: in all, and in tricks the lone seat follows.
    struct Budget {
        std::array<uint8_t, kMaxSeats> all, unmatched, head;
    };

    // Before a trick: can the others force the lone seat to win one?
    bool forcedFrom(uint32_t live, Budget budget) {
        const uint32_t mine = live & held_[lane_.lone];
        if (!mine || mine == live || work_ > kWorkAllowed) return false;
        uint64_t key = live;
        unsigned throwers = 0;  // seats that may throw with the lone seat now
        bool waiting = false;   // some seat must wait for more of the lone seat's throws
        for (int s = 0; s < lane_.seats; ++s) {
            if (s == lane_.lone) continue;
            budget.all[s] = uint8_t(std::min<int>(budget.all[s], count(live & held_[s])));
            if (budget.all[s] == 0) budget.head[s] = 0;
            budget.unmatched[s] = uint8_t(std::min<int>(budget.unmatched[s], budget.all[s] + budget.head[s]));
            key = key << 12 | budget.all[s] << 8 | budget.unmatched[s] << 4 | budget.head[s];
            if (budget.all[s] > 0 && budget.head[s] == 0) throwers |= 1u << s;
            waiting |= budget.head[s] > 0;
        }
        if (const auto known = memo_.find(key); known != memo_.end()) return known->second;
        bool forced = false;
        // A trick where the lone seat throws (one of its cards here): each
        // other seat may throw one of its cards here too, or one of another
        // lane, which can leave it void there for one more unmatched throw
        // later (see throwsAtMost in misere_no_trick.cpp).
        if (lane_.seatThrowsToo) {
            std::array<int, kMaxSeats> choice{};  // 0: follows, 1: throws here, 2: throws elsewhere
            // A trick where only the lone seat throws helps it, unless a
            // seat is waiting for it.
            for (bool first = true;; first = false) {
                int s = 0;
                if (!first || !waiting)
                    while (s < lane_.seats && (s == lane_.lone || ++choice[s] > 2)) choice[s++] = 0;
                if (s == lane_.seats || forced) break;
                Budget after = budget;
                for (int d = 0; d < lane_.seats; ++d)
                    if (after.head[d] > 0) --after.head[d];
                uint32_t left = live & ~(1u << highestIndex(mine));
                bool possible = true;
                for (int d = 0; d < lane_.seats; ++d) {
                    if (choice[d] == 1) {
                        possible &= ((throwers >> d) & 1) != 0;
                        if (!possible) break;
                        --after.all[d];
                        left &= ~(1u << highestIndex(live & held_[d]));
                    } else if (choice[d] == 2) {
                        possible &= budget.head[d] == 0;
                        if (!possible) break;
                        ++after.unmatched[d];
                    }
                }
                if (possible) forced = forcedFrom(left, after);
            }
        }
        for (int s = 0; s < lane_.seats && !forced; ++s) {
            const uint32_t theirs = live & held_[s];
            if (s == lane_.lone || !theirs) continue;
            if (budget.unmatched[s] > 0 && budget.all[s] > 0) {
                Budget after = budget;
                --after.all[s];
                --after.unmatched[s];
                forced = forcedFrom(live & ~(1u << highestIndex(theirs)), after);
            }
            if (budget.unmatched[s] > 0 && budget.head[s] > 0 && !forced) {
                // It throws a card of another lane instead, to be void
                // there sooner.
                Budget after = budget;
                --after.unmatched[s];
                --after.head[s];
                forced = forcedFrom(live, after);
            }
            for (uint32_t rest = theirs; rest && !forced; rest &= rest - 1) {
                const int card = lowestIndex(rest);
                if (!firstOfRun(card, live)) continue;
                forced = playFrom(live, budget, s, 1, live & ~(1u << card), card);
            }
        }
        memo_.emplace(key, forced);
        return forced;
    }

    // Within a trick led by `leader`, `k` cards played, `left` the live cards
    // not yet played, `top` the highest played: can the others force the
    // lone seat to win it, or a later trick?
    bool playFrom(uint32_t live, const Budget& budget, int leader, int k, uint32_t left, int top) {
        ++work_;
        if (k == lane_.seats)
            return lane_.owner[top] == lane_.lone || forcedFrom(left, budget);
        int seat = leader + k;
        if (seat >= lane_.seats) seat -= lane_.seats;
        const uint32_t cards = left & held_[seat];
        if (!cards) return playFrom(live, budget, leader, k + 1, left, top);  // void: plays elsewhere
        const bool others = seat != lane_.lone;
        for (uint32_t rest = cards; rest; rest &= rest - 1) {
            const int card = lowestIndex(rest);
            if (!firstOfRun(card, live)) continue;
            const bool forced =
                playFrom(live, budget, leader, k + 1, left & ~(1u << card), card > top ? card : top);
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
    uint64_t heads = 0;
    bool operator==(const LaneKey&) const = default;
};

struct LaneKeyHash {
    size_t operator()(const LaneKey& key) const {
        return size_t((key.owners * 0x9E3779B97F4A7C15ull) ^ (key.rest * 0xC2B2AE3D27D4EB4Full) ^
                      (key.heads * 0x165667B19E3779F9ull));
    }
};

}  // namespace

LaneVerdict loneSeatInLane(const LaneHoldings& lane) {
    LaneKey key;
    for (int i = 0; i < lane.cards; ++i) key.owners = key.owners << 3 | lane.owner[i];
    key.rest = uint64_t(lane.cards) | uint64_t(lane.seats) << 5 | uint64_t(lane.lone) << 8;
    for (int s = 0; s < lane.seats; ++s) {
        key.rest |= uint64_t(lane.throws[s]) << (12 + 4 * s);
        if (lane.seatThrowsToo) {
            key.rest |= uint64_t(lane.unmatched[s]) << (32 + 4 * s);
            key.heads |= uint64_t(lane.headStart[s]) << (4 * s);
        }
    }
    key.rest |= uint64_t(lane.seatThrowsToo) << 52;
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
