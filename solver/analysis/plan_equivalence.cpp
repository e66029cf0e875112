#include "analysis/plan_equivalence.h"

#include <cstdint>
#include <map>

namespace soloist {

namespace {

bool sameObjective(const Objective& a, const Objective& b) {
    return a.measure == b.measure && a.countingSide == b.countingSide && a.maximizer == b.maximizer &&
           a.tallyValue == b.tallyValue && a.tallyRadix == b.tallyRadix;
}

// The live cards of a start, lane by lane from the weakest up: who holds each
// (a seat, or its place in the trick under way) and its class.
std::vector<uint16_t> liveCardsInOrder(const GameTables& tables, const Position& pos) {
    constexpr uint16_t kInTrick = 16;
    std::vector<uint16_t> out;
    for (int lane = 0; lane < kSuits; ++lane) {
        for (int bit : bitsOf(tables.deck & laneMask(lane))) {
            int holder = -1;
            for (int s = 0; s < pos.seats && holder < 0; ++s)
                if ((pos.hands[s] >> bit) & 1) holder = s;
            for (int i = 0; i < pos.played && holder < 0; ++i)
                if (pos.trick[i] == bit) holder = kInTrick + i;
            if (holder < 0) continue;  // out of play
            out.push_back(uint16_t(holder << 8 | tables.cardClass[bit]));
        }
        out.push_back(0xFFFF);  // the lane's end
    }
    return out;
}

bool sameStart(const Position& a, const Position& b) {
    if (a.seats != b.seats || a.leader != b.leader || a.played != b.played) return false;
    for (int s = 0; s < a.seats; ++s)
        if (a.tallies[s] != b.tallies[s]) return false;
    return true;
}

// Everything but the cards: rules, objective, scoring and the start's state.
// A game builds a plan's judge and preference from its contract's type, trump
// and target alone, so equal ones score every value alike (checked in
// tests/plan_equivalence_test.cpp over every value).
bool sameSetting(const Plan& a, const Plan& b) {
    return a.tables && b.tables && a.tables->searchesAlike(*b.tables) && sameObjective(a.objective, b.objective) &&
           a.banked == b.banked && a.lowest == b.lowest && a.highest == b.highest &&
           a.firstTricks == b.firstTricks && a.declarerWantsHigh == b.declarerWantsHigh &&
           a.contract.type == b.contract.type && a.contract.trump == b.contract.trump &&
           a.contract.target == b.contract.target && sameStart(a.start, b.start);
}

}  // namespace

bool samePlay(const Plan& a, const Plan& b) {
    return sameSetting(a, b) && liveCardsInOrder(*a.tables, a.start) == liveCardsInOrder(*b.tables, b.start);
}

std::vector<size_t> firstWithSamePlay(const std::vector<Plan>& plans) {
    // Plans grouped by their cards first (the cheap test that tells most apart).
    std::map<std::vector<uint16_t>, std::vector<size_t>> byCards;
    std::vector<size_t> first(plans.size());
    for (size_t i = 0; i < plans.size(); ++i) {
        first[i] = i;
        if (!plans[i].tables) continue;
        std::vector<size_t>& earlier = byCards[liveCardsInOrder(*plans[i].tables, plans[i].start)];
        for (size_t j : earlier)
            if (sameSetting(plans[i], plans[j])) {
                first[i] = j;
                break;
            }
        if (first[i] == i) earlier.push_back(i);
    }
    return first;
}

}  // namespace soloist
