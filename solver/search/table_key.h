// The transposition table's key, and the hands its patterns fix (see
// transposition_table.h for what they mean; Search::keyOf writes them).
#pragma once

#include <array>
#include <cstdint>

namespace soloist {

// What every matching position shares exactly: the lengths of each hand in
// each lane, the leader, per-seat tallies, and where the matadors are
// (Search::keyOf writes it). The bits:
//   words[0]  lane lengths of seats 0 to 3: seat s, lane l at bit 16 s + 4 l
//             (4 bits each).
//   words[1]  bits 0-15: lane lengths of seat 4 (five-seat games); bits
//             16-19: the leader; from bit 20, either the seats' tallies (tally
//             objectives: 5 bits a seat) or, for card points with compressed
//             hands, which point cards are still live (one bit per point card
//             of the deck).
//   words[2]  the live cards themselves when hands are exact (card points
//             that do not compress); with compressed hands, where the
//             matadors (trick objectives) or the point cards (card points)
//             sit among the live cards; or, in a key that adds a misère
//             seat's hand (Search::handKeyOf), that hand with bit 63 set, or
//             the hand less its lowest card in each lane with bit 62 set.
struct TableKey {
    std::array<uint64_t, 3> words{};

    // The cards still in play: the sum of every hand's lane lengths.
    int cardsLeft() const {
        int cards = 0;
        for (int nibble = 0; nibble < 16; ++nibble) cards += int((words[0] >> (4 * nibble)) & 15);
        for (int nibble = 0; nibble < 4; ++nibble) cards += int((words[1] >> (4 * nibble)) & 15);
        return cards;
    }

    // The three words multiplied side by side, then mixed down: a product
    // moves a word's bits only upward, and the slot index takes the low bits.
    uint64_t hash() const {
        uint64_t h = words[0] * 0x9E3779B97F4A7C15ULL ^ words[1] * 0xC2B2AE3D27D4EB4FULL ^
                     words[2] * 0x165667B19E3779F9ULL;
        h ^= h >> 29;
        h *= 0xBF58476D1CE4E5B9ULL;
        return h ^ (h >> 32);
    }
    friend bool operator==(const TableKey& a, const TableKey& b) {
        return ((a.words[0] ^ b.words[0]) | (a.words[1] ^ b.words[1]) | (a.words[2] ^ b.words[2])) == 0;
    }
};

// Who holds each card, in rank-compressed form (same layout for every
// position of one key), as bit planes of the holder's seat number: plane b
// has the cards of every seat whose number has bit b set.
using PatternHands = std::array<uint64_t, 3>;

}  // namespace soloist
