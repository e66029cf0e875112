// 64-bit card sets. Used both for printed cards (bit = Card::id) and for the
// search's lane layout (bit = lane * 16 + power); the bit helpers are shared.
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

#include "cards/card.h"

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace soloist {

using CardSet = uint64_t;

constexpr CardSet bitOf(int index) { return CardSet(1) << index; }
constexpr CardSet setOf(Card c) { return bitOf(c.id); }
constexpr bool contains(CardSet set, Card c) { return (set >> c.id) & 1; }
constexpr int count(CardSet set) { return std::popcount(set); }
constexpr int lowestIndex(CardSet set) { return std::countr_zero(set); }
constexpr int highestIndex(CardSet set) { return 63 - std::countl_zero(set); }
constexpr CardSet withoutLowest(CardSet set) { return set & (set - 1); }
constexpr CardSet below(int index) { return bitOf(index) - 1; }

// Gathers the bits of `value` selected by `mask` into the low bits.
inline uint64_t extractBits(uint64_t value, uint64_t mask) {
#if defined(__BMI2__)
    return _pext_u64(value, mask);
#else
    uint64_t out = 0;
    for (uint64_t bit = 1; mask; mask = withoutLowest(mask), bit <<= 1)
        if (value & mask & -mask) out |= bit;
    return out;
#endif
}

// Scatters the low bits of `value` to the positions selected by `mask`.
inline uint64_t depositBits(uint64_t value, uint64_t mask) {
#if defined(__BMI2__)
    return _pdep_u64(value, mask);
#else
    uint64_t out = 0;
    for (uint64_t bit = 1; mask; mask = withoutLowest(mask), bit <<= 1)
        if (value & bit) out |= mask & -mask;
    return out;
#endif
}

// Iterates the bit indices of a set, lowest first: for (int i : bitsOf(s)).
struct BitIterator {
    CardSet rest;
    int operator*() const { return lowestIndex(rest); }
    BitIterator& operator++() { rest = withoutLowest(rest); return *this; }
    bool operator!=(const BitIterator& o) const { return rest != o.rest; }
};
struct BitRange {
    CardSet set;
    BitIterator begin() const { return {set}; }
    BitIterator end() const { return {0}; }
};
constexpr BitRange bitsOf(CardSet set) { return {set}; }

// Printed cards in the order choices are listed: spades first, high to low.
inline std::vector<Card> cardsInOrder(CardSet printed) {
    std::vector<Card> out;
    for (int s = 0; s < kSuits; ++s)
        for (int r = Ace; r >= 2; --r)
            if (contains(printed, Card(Suit(s), r))) out.push_back(Card(Suit(s), r));
    return out;
}

}  // namespace soloist
