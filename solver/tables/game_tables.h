// One (game, trump) compiled into the tables the search reads.
//
// The search never sees printed cards. Each card is relabelled as
// (effective suit, power): lane = effective suit, bit = power within it, so a
// hand is one 64-bit word of four 16-bit lanes. Permanent trumps sit in the
// trump lane at their power; the rest of their printed suit closes up.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "cards/card.h"
#include "cards/card_set.h"

namespace soloist {

inline constexpr int kMaxSeats = 5;
inline constexpr int kLaneWidth = 16;
inline constexpr uint8_t kNotInDeck = 0xFF;

constexpr CardSet laneMask(int lane) { return CardSet(0xFFFF) << (kLaneWidth * lane); }
constexpr int laneOf(int laneBit) { return laneBit >> 4; }

enum class FollowRule : uint8_t {
    FollowSuit,     // follow the led effective suit if able, else any card
    FollowOrTrump,  // follow if able, else trump if able, else any card
};

struct GameTables {
    int trumpLane = kNoTrump;  // lane holding the trump suit, kNoTrump when none
    FollowRule follow = FollowRule::FollowSuit;
    CardSet matadors = 0;  // lane layout; non-empty turns on the matador renege
    CardSet deck = 0;      // lane layout
    std::array<uint8_t, 64> laneBitOf{};  // printed id -> lane bit, kNotInDeck if absent
    std::array<uint8_t, 64> printedOf{};  // lane bit -> printed id
    std::array<uint8_t, 64> points{};     // lane bit -> card points
    CardSet pointCards = 0;               // lane layout: the cards with points
    // Adjacent cards of one hand are interchangeable only within one class
    // (same points, same matador status).
    std::array<uint8_t, 64> cardClass{};
    bool oneClass = true;  // every card of the deck in the same class

    CardSet toLanes(CardSet printed) const;
    CardSet toPrinted(CardSet lanes) const;
    int pointsOf(CardSet lanes) const;
    // Equal for tables the search cannot tell apart (printed names aside).
    uint64_t fingerprint() const;
    // Whether the search cannot tell these tables from `other` (the fields
    // fingerprint() mixes, compared exactly).
    bool searchesAlike(const GameTables& other) const;
};

// Lanes list each effective suit's cards from weakest to strongest; lane i is
// printed suit i's effective suit. Points are indexed by printed rank.
struct LaneLayout {
    std::array<std::vector<Card>, kSuits> lanes;
    int trumpLane = kNoTrump;
    FollowRule follow = FollowRule::FollowSuit;
    CardSet printedMatadors = 0;
    std::array<uint8_t, 15> pointsByRank{};
};

GameTables compileTables(const LaneLayout& layout);

}  // namespace soloist
