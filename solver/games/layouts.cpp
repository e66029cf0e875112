#include "games/layouts.h"

#include <array>
#include <initializer_list>

namespace soloist {

namespace {

std::vector<Card> cardsOf(Suit suit, std::initializer_list<int> ranksLowToHigh) {
    std::vector<Card> out;
    for (int r : ranksLowToHigh) out.push_back(Card(suit, r));
    return out;
}

CardSet deckOf(const LaneLayout& layout) {
    CardSet deck = 0;
    for (const auto& lane : layout.lanes)
        for (Card c : lane) deck |= setOf(c);
    return deck;
}

// Builds the tables of every trump (index trump + 1, so kNoTrump is 0) once.
template <typename MakeLayout>
std::array<std::shared_ptr<const GameTables>, 5> tablesPerTrump(MakeLayout make) {
    std::array<std::shared_ptr<const GameTables>, 5> all;
    for (int trump = kNoTrump; trump < kSuits; ++trump)
        all[trump + 1] = std::make_shared<const GameTables>(compileTables(make(trump)));
    return all;
}

LaneLayout soloFamilyLayout(int trump, bool matadorRenege) {
    LaneLayout layout;
    layout.trumpLane = trump;
    for (int s = 0; s < kSuits; ++s) {
        const Suit suit = Suit(s);
        const bool black = !isRed(suit);
        if (s == trump) {
            // 8 9 T J [Q if red] K A, then basta, manille, spadille.
            auto lane = black ? cardsOf(suit, {8, 9, 10, Jack, King, Ace})
                              : cardsOf(suit, {8, 9, 10, Jack, Queen, King, Ace});
            lane.push_back(Card(Spades, Queen));
            lane.push_back(Card(suit, 7));
            lane.push_back(Card(Clubs, Queen));
            layout.lanes[s] = lane;
        } else {
            layout.lanes[s] = black ? cardsOf(suit, {7, 8, 9, 10, Jack, King, Ace})
                                    : cardsOf(suit, {7, 8, 9, 10, Jack, Queen, King, Ace});
        }
    }
    if (matadorRenege && trump != kNoTrump)
        layout.printedMatadors = setOf(Card(Clubs, Queen)) | setOf(Card(Suit(trump), 7)) |
                                 setOf(Card(Spades, Queen));
    return layout;
}

LaneLayout ombreFamilyLayout(int trump) {
    LaneLayout layout;
    layout.trumpLane = trump;
    for (int s = 0; s < kSuits; ++s) {
        const Suit suit = Suit(s);
        if (s == trump && isRed(suit)) {
            // 6 5 4 3 2 J Q K, punto (A), basto, manille (7), spadille.
            auto lane = cardsOf(suit, {6, 5, 4, 3, 2, Jack, Queen, King, Ace});
            lane.push_back(Card(Clubs, Ace));
            lane.push_back(Card(suit, 7));
            lane.push_back(Card(Spades, Ace));
            layout.lanes[s] = lane;
        } else if (s == trump) {
            // 3 4 5 6 7 J Q K, basto, manille (2), spadille.
            auto lane = cardsOf(suit, {3, 4, 5, 6, 7, Jack, Queen, King});
            lane.push_back(Card(Clubs, Ace));
            lane.push_back(Card(suit, 2));
            lane.push_back(Card(Spades, Ace));
            layout.lanes[s] = lane;
        } else if (isRed(suit)) {
            layout.lanes[s] = cardsOf(suit, {7, 6, 5, 4, 3, 2, Ace, Jack, Queen, King});
        } else {
            layout.lanes[s] = cardsOf(suit, {2, 3, 4, 5, 6, 7, Jack, Queen, King});
        }
    }
    if (trump != kNoTrump) {
        const int manille = isRed(Suit(trump)) ? 7 : 2;
        layout.printedMatadors = setOf(Card(Spades, Ace)) | setOf(Card(Suit(trump), manille)) |
                                 setOf(Card(Clubs, Ace));
    } else {
        // No ombre contract is played without trumps; keep the black aces in their suits.
        layout.lanes[Spades].push_back(Card(Spades, Ace));
        layout.lanes[Clubs].push_back(Card(Clubs, Ace));
    }
    return layout;
}

LaneLayout whistLayout(int trump) {
    LaneLayout layout;
    layout.trumpLane = trump;
    for (int s = 0; s < kSuits; ++s)
        layout.lanes[s] = cardsOf(Suit(s), {2, 3, 4, 5, 6, 7, 8, 9, 10, Jack, Queen, King, Ace});
    return layout;
}

LaneLayout sixBidLayout(int trump) {
    LaneLayout layout;
    layout.trumpLane = trump;
    layout.follow = FollowRule::FollowOrTrump;
    for (int s = 0; s < kSuits; ++s)
        layout.lanes[s] = cardsOf(Suit(s), {6, 7, 8, 9, Jack, Queen, King, 10, Ace});
    layout.pointsByRank[Ace] = 11;
    layout.pointsByRank[10] = 10;
    layout.pointsByRank[King] = 4;
    layout.pointsByRank[Queen] = 3;
    layout.pointsByRank[Jack] = 2;
    return layout;
}

}  // namespace

std::shared_ptr<const GameTables> soloFamilyTables(int trump, bool matadorRenege) {
    static const auto plain = tablesPerTrump([](int t) { return soloFamilyLayout(t, false); });
    static const auto renege = tablesPerTrump([](int t) { return soloFamilyLayout(t, true); });
    return (matadorRenege ? renege : plain)[trump + 1];
}

std::shared_ptr<const GameTables> ombreFamilyTables(int trump) {
    static const auto all = tablesPerTrump(ombreFamilyLayout);
    return all[trump + 1];
}

std::shared_ptr<const GameTables> whistTables(int trump) {
    static const auto all = tablesPerTrump(whistLayout);
    return all[trump + 1];
}

std::shared_ptr<const GameTables> sixBidTables(int trump) {
    static const auto all = tablesPerTrump(sixBidLayout);
    return all[trump + 1];
}

CardSet soloFamilyDeck() { return deckOf(soloFamilyLayout(Spades, false)); }
CardSet ombreFamilyDeck() { return deckOf(ombreFamilyLayout(Hearts)); }
CardSet whistDeck() { return deckOf(whistLayout(kNoTrump)); }
CardSet sixBidDeck() { return deckOf(sixBidLayout(kNoTrump)); }

}  // namespace soloist
