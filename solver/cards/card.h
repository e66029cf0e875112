// Printed cards: what is written on the card, independent of any game.
#pragma once

#include <cstdint>

namespace soloist {

enum Suit : uint8_t { Spades = 0, Hearts = 1, Diamonds = 2, Clubs = 3 };
inline constexpr int kSuits = 4;
inline constexpr int kNoTrump = -1;

// Ranks as printed: 2..10, Jack 11, Queen 12, King 13, Ace 14.
enum Rank : uint8_t { Jack = 11, Queen = 12, King = 13, Ace = 14 };

// A printed card packed as suit * 16 + rank, so a set of printed cards fits
// one 64-bit word (see card_set.h).
struct Card {
    uint8_t id = 0;

    constexpr Card() = default;
    constexpr Card(Suit suit, int rank) : id(uint8_t(suit * 16 + rank)) {}
    static constexpr Card fromId(int id) { Card c; c.id = uint8_t(id); return c; }

    constexpr Suit suit() const { return Suit(id >> 4); }
    constexpr int rank() const { return id & 15; }
    constexpr bool isRed() const { return suit() == Hearts || suit() == Diamonds; }
    friend constexpr bool operator==(Card a, Card b) { return a.id == b.id; }
};

constexpr bool isRed(Suit s) { return s == Hearts || s == Diamonds; }

}  // namespace soloist
