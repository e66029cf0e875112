#include "tables/game_tables.h"

#include <stdexcept>

namespace soloist {

GameTables compileTables(const LaneLayout& layout) {
    GameTables t;
    t.trumpLane = layout.trumpLane;
    t.follow = layout.follow;
    t.laneBitOf.fill(kNotInDeck);
    t.printedOf.fill(kNotInDeck);
    for (int lane = 0; lane < kSuits; ++lane) {
        const auto& cards = layout.lanes[lane];
        if (cards.size() > kLaneWidth) throw std::logic_error("lane wider than 16 cards");
        for (size_t power = 0; power < cards.size(); ++power) {
            const Card c = cards[power];
            const int bit = lane * kLaneWidth + int(power);
            if (t.laneBitOf[c.id] != kNotInDeck) throw std::logic_error("card in two lanes");
            t.laneBitOf[c.id] = uint8_t(bit);
            t.printedOf[bit] = c.id;
            t.deck |= bitOf(bit);
            t.points[bit] = layout.pointsByRank[c.rank()];
            if (t.points[bit]) t.pointCards |= bitOf(bit);
            const bool matador = contains(layout.printedMatadors, c);
            t.cardClass[bit] = uint8_t(t.points[bit] * 2 + (matador ? 1 : 0));
            if (matador) t.matadors |= bitOf(bit);
        }
    }
    for (int bit : bitsOf(t.deck)) t.oneClass &= t.cardClass[bit] == t.cardClass[lowestIndex(t.deck)];
    return t;
}

CardSet GameTables::toLanes(CardSet printed) const {
    CardSet out = 0;
    for (int id : bitsOf(printed)) out |= bitOf(laneBitOf[id]);
    return out;
}

CardSet GameTables::toPrinted(CardSet lanes) const {
    CardSet out = 0;
    for (int bit : bitsOf(lanes)) out |= bitOf(printedOf[bit]);
    return out;
}

int GameTables::pointsOf(CardSet lanes) const {
    int sum = 0;
    for (int bit : bitsOf(lanes)) sum += points[bit];
    return sum;
}

uint64_t GameTables::fingerprint() const {
    uint64_t h = 0xCBF29CE484222325ULL;
    auto mix = [&h](uint64_t v) { h = (h ^ v) * 0x100000001B3ULL; };
    mix(uint64_t(trumpLane));
    mix(uint64_t(follow));
    mix(matadors);
    mix(deck);
    for (int bit : bitsOf(deck)) mix(uint64_t(points[bit]) << 8 | cardClass[bit]);
    return h;
}

bool GameTables::searchesAlike(const GameTables& other) const {
    if (this == &other) return true;
    if (trumpLane != other.trumpLane || follow != other.follow || matadors != other.matadors || deck != other.deck)
        return false;
    for (int bit : bitsOf(deck))
        if (points[bit] != other.points[bit] || cardClass[bit] != other.cardClass[bit]) return false;
    return true;
}

}  // namespace soloist
