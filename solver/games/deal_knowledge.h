// What is known of a deal before it is played out: some hands (a seat's own,
// an exposed dummy), perhaps the widow, and what the bidding told about the
// hidden hands. The unseen cards are everything else.
#pragma once

#include <array>
#include <optional>
#include <utility>
#include <vector>

#include "cards/card.h"
#include "cards/card_set.h"

namespace soloist {

class Game;

using Range = std::pair<int, int>;  // inclusive

// What one seat's hand is known to satisfy.
struct SeatConstraint {
    int seat = 0;
    std::optional<Range> highCardPoints;            // ace 4, king 3, queen 2, jack 1
    std::array<std::optional<Range>, kSuits> length;  // by Suit
    CardSet holds = 0;                              // cards known to be in the hand
};

struct DealKnowledge {
    const Game* game = nullptr;
    std::vector<std::optional<CardSet>> hands;  // per seat; nullopt: not seen
    std::optional<CardSet> widow;               // games with a widow; nullopt: not seen
    std::vector<SeatConstraint> constraints;
};

// Ace 4, king 3, queen 2, jack 1.
inline int highCardPoints(CardSet hand) {
    int points = 0;
    for (int suit = 0; suit < kSuits; ++suit)
        for (auto [rank, value] : {std::pair{int(Ace), 4}, {int(King), 3}, {int(Queen), 2}, {int(Jack), 1}})
            if (contains(hand, Card(Suit(suit), rank))) points += value;
    return points;
}

inline int suitLength(CardSet hand, Suit suit) { return count(hand & (CardSet(0xFFFF) << (16 * suit))); }

}  // namespace soloist
