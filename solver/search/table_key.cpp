// The transposition table's key and pattern for the position at a trick
// boundary (see transposition_table.h for what they mean).
#include "search/search.h"

#include <cassert>

namespace soloist {

// The key's layout is TableKey's; the pattern: bit planes of the seat
// numbers (seat 0 is implied by the lengths), one bit per live card in
// compressed order (see PatternHands).
void Search::keyOf(TableKey& key, PatternHands& hands) const {
    uint64_t facts = lengths_[1] | uint64_t(pos_.leader) << 16;
    if (obj_.measure == Measure::SeatTallies)
        for (int s = 0; s < pos_.seats; ++s) facts |= uint64_t(pos_.tallies[s]) << (20 + 5 * s);
    // Exact hands (points games) need the live cards in the key; compressed
    // ones imply them, and the matadors among them must be named.
    uint64_t cards = inPlay_;
    if (compressRanks_ && obj_.measure != Measure::Points) {
        cards = extractBits(t_.matadors, inPlay_);
    } else if (compressRanks_) {
        // Card points: which point cards are still in play, and where they
        // sit among the live cards, make compressed hands worth the same.
        facts |= extractBits(inPlay_ & t_.pointCards, t_.pointCards) << 20;
        cards = extractBits(t_.pointCards, inPlay_);
    }
    key.words = {lengths_[0], facts, cards};
    hands = {};
    // Only the order of the cards still in play matters: close up the gaps
    // left by played cards (not where cards carry points: then they are exact).
    for (int s = 1; s < pos_.seats; ++s) {
        const uint64_t cards = compressRanks_ ? extractBits(pos_.hands[s], inPlay_) : pos_.hands[s];
        for (int b = 0; b < 3; ++b)
            if ((s >> b) & 1) hands[b] |= cards;
    }
}

// The cards whose owners an answer depends on: in each lane, every live card
// from the top down to the lowest card in `relevant` (as a code keeps them,
// see FixedCards::keptDepth), with their FixedCards code.
FixedPattern Search::patternOf(CardSet relevant) const {
    if (!compressRanks_) return {~uint64_t(0), FixedCards::kAllCards};
    // Card points: what the play gains depends on who holds each point card.
    if (obj_.measure == Measure::Points) relevant |= inPlay_ & t_.pointCards;
    CardSet segment = 0;
    uint16_t code = 0;
    for (int lane = 0; lane < kSuits; ++lane) {
        const CardSet inLane = relevant & laneMask(lane);
        if (!inLane) continue;
        CardSet fixed = inPlay_ & laneMask(lane) & ~below(lowestIndex(inLane));
        const int depth = FixedCards::keptDepth(fixed);
        segment |= fixed;
        code |= uint16_t(depth << (4 * lane));
    }
    return {extractBits(segment, inPlay_), code};
}

// Misère keys gather thousands of patterns (on a misère as bid, a probe
// scanned 12 chunks on average, and keys dropped their oldest patterns at
// the chunk limit), while nearly every pattern there fixes the lone seat's
// whole hand, or all of it but its lowest card in a lane. Once a key is
// crowded, patterns are filed under the finest of three keys that holds
// them: the key that adds the hand, the one that adds the hand less its
// lowest card in each lane (a pattern fixing those cards matches only
// positions where they are the seat's, and the lane lengths in the key leave
// one card below them where one was left out), and the plain key; a probe
// reads them in that order. (Not before: most keys with the hand hold a
// pattern or two, and a chunk each would fill the table.) On deal 109 as bid
// a probe after a miss of the hand's key scanned 11.5 chunks of the plain
// key, and two thirds of its answers fixed all of the hand but one card.
// Keys that add cards are told apart by bit 63 or 62: the plain key's third
// word is empty without matadors.
Search::HandKey Search::handKeyOf(const TableKey& key, bool topOnly) const {
    assert(handKeyedSeat_ >= 0);
    HandKey byHand;
    constexpr uint64_t kWithHand = uint64_t(1) << 63, kWithTop = uint64_t(1) << 62;
    CardSet cards = pos_.hands[handKeyedSeat_];
    if (topOnly)
        for (int lane = 0; lane < kSuits; ++lane)
            if (const CardSet mine = cards & laneMask(lane)) cards &= ~bitOf(lowestIndex(mine));
    byHand.hand = extractBits(cards, inPlay_);
    byHand.key = key;
    byHand.key.words[2] = byHand.hand | (topOnly ? kWithTop : kWithHand);
    byHand.hash = byHand.key.hash();
    return byHand;
}

}  // namespace soloist
