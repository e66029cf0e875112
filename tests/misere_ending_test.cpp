// Solo Whist misère endings where the declarer holds low cards, against the
// independent reference solver: the endings the misère escape rules (see
// misere_escape.cpp) are for, longer than the random endings of
// cross_check_test.cpp so that discards, several lanes and the seat before
// the declarer all come into play. Both questions: the exact count and
// whether the misère makes.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <vector>

#include "cards/notation.h"
#include "reference/reference_solver.h"
#include "facade/soloist.h"

namespace {

using nlohmann::json;

// One seat's cards (suit * 13 + rank order, 2 low) as "AK7.QJ..T98".
std::string dotted(const std::vector<int>& cards) {
    soloist::CardSet set = 0;
    for (int c : cards) set |= soloist::setOf(soloist::Card(soloist::Suit(c / 13), c % 13 + 2));
    return soloist::handName(set);
}

// A misère ending with `tricksLeft` cards a seat, the declarer's drawn from
// the low end (each card's rank plus some noise decides who holds it).
json lowHandEnding(std::mt19937_64& rng, int tricksLeft) {
    std::vector<int> deck(52);
    for (int c = 0; c < 52; ++c) deck[c] = c;
    std::shuffle(deck.begin(), deck.end(), rng);
    deck.resize(4 * tricksLeft);
    std::uniform_int_distribution<int> noise(0, 7);
    std::vector<std::pair<int, int>> keyed;
    for (int c : deck) keyed.emplace_back(c % 13 + noise(rng), c);
    std::sort(keyed.begin(), keyed.end());
    const int declarer = int(rng() % 4);
    std::array<std::vector<int>, 4> hands;
    for (int i = 0; i < tricksLeft; ++i) hands[declarer].push_back(keyed[i].second);
    std::vector<int> rest;
    for (size_t i = tricksLeft; i < keyed.size(); ++i) rest.push_back(keyed[i].second);
    std::shuffle(rest.begin(), rest.end(), rng);
    for (int s = 0, next = 0; s < 4; ++s)
        if (s != declarer)
            for (int k = 0; k < tricksLeft; ++k) hands[s].push_back(rest[next++]);
    json won = {0, 0, 0, 0};
    for (int t = 0; t < 13 - tricksLeft; ++t) {
        int winner = int(rng() % 4);
        if (winner == declarer && rng() % 4 != 0) winner = (winner + 1) % 4;  // mostly none yet
        won[winner] = won[winner].get<int>() + 1;
    }
    json p = {{"id", "low-misere"},
              {"game", "solo-whist"},
              {"hands", json::array()},
              {"leader", int(rng() % 4)},
              {"won", {{"tricks", won}}},
              {"contract", {{"type", rng() % 2 ? "misere" : "misere-ouverte"}, {"declarer", declarer}}}};
    for (const auto& h : hands) p["hands"].push_back(dotted(h));
    return p;
}

void expectAgreement(int tricksLeft, int count, uint64_t seed) {
    std::mt19937_64 rng(seed);
    int made = 0;
    for (int i = 0; i < count; ++i) {
        const json problem = lowHandEnding(rng, tricksLeft);
        const json expected = soloist::reference::referenceSolve(problem);
        soloist::SolveOptions options;
        options.threads = 1;
        const json exact = soloist::solveJson(problem, options);
        ASSERT_FALSE(exact.contains("error")) << problem.dump() << "\n" << exact.dump();
        for (const char* field : {"tricks", "outcome", "makeable", "score"})
            EXPECT_EQ(exact[field], expected[field]) << field << " differs on " << problem.dump();
        json asked = problem;
        asked["question"] = "makeable";
        const json makeable = soloist::solveJson(asked, options);
        EXPECT_EQ(makeable["makeable"], expected["makeable"]) << asked.dump();
        const int tricks = expected["tricks"].get<int>();
        if (makeable["exact"].get<bool>()) {
            EXPECT_EQ(makeable["tricks"], tricks) << asked.dump();
        } else {
            EXPECT_LE(makeable["bounds"][0].get<int>(), tricks) << asked.dump();
            EXPECT_GE(makeable["bounds"][1].get<int>(), tricks) << asked.dump();
        }
        made += expected["makeable"].get<bool>();
        if (testing::Test::HasFailure()) return;
    }
    // The generator must give the escape rules both kinds of ending to get wrong.
    EXPECT_GT(made, count / 10);
    EXPECT_LT(made, count - count / 10);
}

TEST(MisereEndings, LowHandsWithFiveTricksLeftAgreeWithBruteForce) { expectAgreement(5, 150, 51); }

TEST(MisereEndings, LowHandsWithSixTricksLeftAgreeWithBruteForce) { expectAgreement(6, 10, 61); }

}  // namespace
