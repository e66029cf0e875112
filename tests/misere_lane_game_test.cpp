// The misère lane game (see misere_lane_game.cpp): hand-checked lanes, and
// random lanes against a plain brute force written here, which lets the
// others throw any card (the game lets them throw only their highest) and
// tries every card (the game tries one card of each run).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <tuple>
#include <vector>

#include "search/misere_lane_game.h"

namespace soloist {
namespace {

LaneHoldings lane(const std::vector<int>& owners, int lone, int seats, std::vector<int> throws = {}) {
    LaneHoldings h;
    h.seats = seats;
    h.lone = lone;
    h.cards = int(owners.size());
    for (size_t i = 0; i < owners.size(); ++i) h.owner[i] = uint8_t(owners[i]);
    throws.resize(seats);
    for (int s = 0; s < seats; ++s) h.throws[s] = uint8_t(throws[s]);
    return h;
}

TEST(MisereLaneGame, LowCardsAndAJackUnderTheHonoursAreSafe) {
    // Cards 2 7 8 9 T J Q K A; the lone seat (2) holds the 2, 7 and J;
    // seat 0 the 8 and K, seat 1 the 9, Q and A, seat 3 the 10. The 2 and 7
    // go under the 8, 9 and 10, and the J under the first honour played
    // while the seat holds it; the three lower cards sit in three hands, so
    // they cannot all fill one late round. Safe even when the others may
    // throw two cards each.
    const std::vector<int> owners = {2, 2, 0, 1, 3, 2, 1, 0, 1};
    EXPECT_EQ(loneSeatInLane(lane(owners, 2, 4)), LaneVerdict::Safe);
    EXPECT_EQ(loneSeatInLane(lane(owners, 2, 4, {2, 2, 0, 2})), LaneVerdict::Safe);
}

TEST(MisereLaneGame, AGuardKeepsTheSeatSafeUntilItHasThrownItsCards) {
    // Cards 2 6 8 9: seat 1 leads the 2 under the lone seat's 6 (seat 3);
    // seat 0, holding the 8 and 9, must overtake unless it threw both.
    const std::vector<int> owners = {1, 3, 0, 0};
    EXPECT_EQ(loneSeatInLane(lane(owners, 3, 4, {1})), LaneVerdict::Safe);
    EXPECT_EQ(loneSeatInLane(lane(owners, 3, 4, {2})), LaneVerdict::Forced);
}

TEST(MisereLaneGame, ASeatWithNothingButItsHighestCardLeftIsForced) {
    // Cards 2 J: seat 0 leads the 2 and nobody else holds the lane.
    EXPECT_EQ(loneSeatInLane(lane({0, 2}, 2, 4)), LaneVerdict::Forced);
    // The lone seat alone in the lane, or out of it: nothing to force.
    EXPECT_EQ(loneSeatInLane(lane({2, 2}, 2, 4)), LaneVerdict::Safe);
    EXPECT_EQ(loneSeatInLane(lane({0, 1}, 2, 4)), LaneVerdict::Safe);
}

// The plain brute force: before each trick, any other seat may throw any of
// its cards (within its allowance) or lead any card; every seat holding the
// lane follows with any card. With the lone seat's throws matching, a
// throw beyond a seat's unmatched ones comes in a trick where the lone seat
// throws any card of its own (with or without any other seat throwing),
// and any other seat whose head start is used up may throw there a card of
// the lane or of another lane (one more unmatched throw later). Each such
// trick uses up one trick of every seat's head start; an unmatched throw
// may use up one instead.
class BruteLaneGame {
public:
    using Counts = std::vector<int>;

    BruteLaneGame(std::vector<int> owners, int lone, int seats, bool seatThrowsToo)
        : owners_(std::move(owners)), lone_(lone), seats_(seats), seatThrowsToo_(seatThrowsToo) {}

    bool forced(uint32_t live, Counts all, Counts unmatched, Counts head) {
        bool mine = false, theirs = false;
        Counts held(seats_, 0);
        for (size_t i = 0; i < owners_.size(); ++i)
            if ((live >> i) & 1) {
                (owners_[i] == lone_ ? mine : theirs) = true;
                ++held[owners_[i]];
            }
        if (!mine || !theirs) return false;
        for (int s = 0; s < seats_; ++s) all[s] = std::min(all[s], held[s]);
        const auto key = std::make_tuple(live, all, unmatched, head);
        if (const auto known = memo_.find(key); known != memo_.end()) return known->second;
        bool result = false;
        for (int s = 0; s < seats_ && !result; ++s)
            if (s != lone_ && unmatched[s] > 0 && head[s] > 0) {
                Counts u = unmatched, h = head;
                --u[s];
                --h[s];
                result = forced(live, all, u, h);
            }
        for (size_t i = 0; i < owners_.size() && !result; ++i) {
            const int s = owners_[i];
            if (!((live >> i) & 1) || s == lone_) continue;
            if (unmatched[s] > 0 && all[s] > 0) {
                Counts a = all, u = unmatched;
                --a[s];
                --u[s];
                result = forced(live & ~(1u << i), a, u, head);
            }
            if (!result) result = trick(all, unmatched, head, s, 1, live & ~(1u << i), int(i));
        }
        if (seatThrowsToo_ && !result) {
            Counts h = head;
            for (int& wait : h) wait = std::max(0, wait - 1);
            result = matchedTrick(live, all, unmatched, head, h, 0);
        }
        memo_[key] = result;
        return result;
    }

private:
    // Seat by seat, each other seat's part in a trick where the lone seat
    // throws (`head`: before the trick, `after`: after it); then the lone
    // seat throws any of its cards.
    bool matchedTrick(uint32_t live, Counts all, Counts unmatched, const Counts& head, const Counts& after,
                      int seat) {
        if (seat == seats_) {
            bool escapes = false;
            for (size_t i = 0; i < owners_.size() && !escapes; ++i)
                if (((live >> i) & 1) && owners_[i] == lone_)
                    escapes = !forced(live & ~(1u << i), all, unmatched, after);
            return !escapes;
        }
        if (seat == lone_) return matchedTrick(live, all, unmatched, head, after, seat + 1);
        if (matchedTrick(live, all, unmatched, head, after, seat + 1)) return true;
        if (head[seat] > 0) return false;
        Counts u = unmatched;
        ++u[seat];
        if (matchedTrick(live, all, u, head, after, seat + 1)) return true;
        if (all[seat] == 0) return false;
        for (size_t i = 0; i < owners_.size(); ++i) {
            if (!((live >> i) & 1) || owners_[i] != seat) continue;
            Counts a = all;
            --a[seat];
            if (matchedTrick(live & ~(1u << i), a, unmatched, head, after, seat + 1)) return true;
        }
        return false;
    }

    bool trick(const Counts& all, const Counts& unmatched, const Counts& head, int leader, int k, uint32_t left,
               int top) {
        if (k == seats_) return owners_[top] == lone_ || forced(left, all, unmatched, head);
        const int seat = (leader + k) % seats_;
        std::vector<int> cards;
        for (size_t i = 0; i < owners_.size(); ++i)
            if (((left >> i) & 1) && owners_[i] == seat) cards.push_back(int(i));
        if (cards.empty()) return trick(all, unmatched, head, leader, k + 1, left, top);
        bool any = false, every = true;
        for (int c : cards) {
            const bool f = trick(all, unmatched, head, leader, k + 1, left & ~(1u << c), std::max(c, top));
            any |= f;
            every &= f;
        }
        return seat == lone_ ? every : any;
    }

    std::vector<int> owners_;
    int lone_, seats_;
    bool seatThrowsToo_;
    std::map<std::tuple<uint32_t, Counts, Counts, Counts>, bool> memo_;
};

TEST(MisereLaneGame, AgreesWithBruteForceOnRandomLanes) {
    std::mt19937_64 rng(7);
    int forcedSeen = 0, safeSeen = 0, waitedSeen = 0;
    for (int round = 0; round < 3000; ++round) {
        const int seats = 3 + int(rng() % 2);
        const int lone = int(rng() % seats);
        const int cards = 2 + int(rng() % 8);
        const bool seatThrowsToo = round % 2 == 1;
        std::vector<int> owners(cards), throws(seats, 0), unmatched(seats, 0), head(seats, 0);
        for (int& o : owners) o = int(rng() % seats);
        for (int s = 0; s < seats; ++s)
            if (s != lone) {
                throws[s] = int(rng() % 3);
                unmatched[s] = seatThrowsToo ? int(rng() % (throws[s] + 1)) : throws[s];
                if (seatThrowsToo && rng() % 2) head[s] = int(rng() % 3);
            }
        LaneHoldings holdings = lane(owners, lone, seats, throws);
        holdings.seatThrowsToo = seatThrowsToo;
        for (int s = 0; s < seats; ++s) {
            holdings.unmatched[s] = uint8_t(unmatched[s]);
            holdings.headStart[s] = uint8_t(head[s]);
        }
        const LaneVerdict verdict = loneSeatInLane(holdings);
        ASSERT_NE(verdict, LaneVerdict::Unknown);
        const bool expected =
            BruteLaneGame(owners, lone, seats, seatThrowsToo).forced((1u << cards) - 1, throws, unmatched, head);
        ASSERT_EQ(verdict == LaneVerdict::Forced, expected) << "round " << round;
        (expected ? forcedSeen : safeSeen) += 1;
        waitedSeen += *std::max_element(head.begin(), head.end()) > 0;
    }
    // Both answers must come up often enough to be checked.
    EXPECT_GT(forcedSeen, 300);
    EXPECT_GT(safeSeen, 300);
    EXPECT_GT(waitedSeen, 500);
}

}  // namespace
}  // namespace soloist
