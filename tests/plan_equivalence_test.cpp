// Plans the solver treats as one (analysis/plan_equivalence.h): Frog
// discards of touching cards of one class set up the same play, and plans
// found alike score alike and have the same exact value.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "analysis/plan_equivalence.h"
#include "cards/notation.h"
#include "games/game.h"
#include "io/problem_reader.h"
#include "search/search.h"
#include "search/transposition_table.h"

namespace {

using namespace soloist;

// Frog, the declarer (seat 0) to discard three of QJ.Q987.KJ8.AJT97 (hand
// and widow): its ♥9 ♥8 ♥7 touch (no other hand holds a heart between
// them), its ♣9 and ♣7 do not (seat 1 holds the ♣8).
Problem frogToDiscard() {
    return readProblem(nlohmann::json::parse(R"({"game":"frog","id":"discards",
        "hands":["QJ.Q97.KJ8.JT9","KT987.KJ6.A.Q8","A6.AT.QT976.K6"],"widow":".8..A7",
        "contract":{"type":"frog","declarer":0}})"));
}

size_t planDiscarding(const std::vector<Plan>& plans, const std::vector<std::string>& names) {
    std::vector<Card> wanted;
    for (const std::string& name : names) wanted.push_back(*parseCard(name));
    std::sort(wanted.begin(), wanted.end(), [](Card a, Card b) { return a.id < b.id; });
    for (size_t i = 0; i < plans.size(); ++i) {
        std::vector<Card> discard = plans[i].contract.discard.value();
        std::sort(discard.begin(), discard.end(), [](Card a, Card b) { return a.id < b.id; });
        if (std::equal(discard.begin(), discard.end(), wanted.begin(), wanted.end(),
                       [](Card a, Card b) { return a.id == b.id; }))
            return i;
    }
    ADD_FAILURE() << "no plan discards those cards";
    return 0;
}

int exactValue(const Plan& plan, TranspositionTable& table) {
    Search search(*plan.tables, plan.objective, table, plan.start);
    return plan.banked + search.exactValue(plan.lowest - plan.banked, plan.highest - plan.banked);
}

TEST(PlanEquivalence, TouchingCardsOfOneClassDiscardAlike) {
    const Problem problem = frogToDiscard();
    const std::vector<Plan> plans = problem.game->plans(problem);
    ASSERT_EQ(plans.size(), 364u);  // 3 of 14
    const size_t heartNine = planDiscarding(plans, {"SQ", "SJ", "H9"});
    const size_t heartSeven = planDiscarding(plans, {"SQ", "SJ", "H7"});
    const size_t clubNine = planDiscarding(plans, {"SQ", "SJ", "C9"});
    const size_t clubSeven = planDiscarding(plans, {"SQ", "SJ", "C7"});
    const size_t clubTen = planDiscarding(plans, {"SQ", "SJ", "CT"});
    EXPECT_TRUE(samePlay(plans[heartNine], plans[heartSeven]));
    EXPECT_FALSE(samePlay(plans[clubNine], plans[clubSeven]));  // the ♣8 lies between
    EXPECT_FALSE(samePlay(plans[clubNine], plans[clubTen]));    // the ♣T scores 10
    EXPECT_FALSE(samePlay(plans[heartNine], plans[clubNine]));

    const std::vector<size_t> first = firstWithSamePlay(plans);
    EXPECT_EQ(first[heartSeven], first[heartNine]);
    EXPECT_EQ(first[first[heartNine]], first[heartNine]);  // the first of its group
    EXPECT_NE(first[clubSeven], first[clubNine]);
}

TEST(PlanEquivalence, PlansFoundAlikeScoreAlikeAndHaveOneValue) {
    const Problem problem = frogToDiscard();
    const std::vector<Plan> plans = problem.game->plans(problem);
    const std::vector<size_t> first = firstWithSamePlay(plans);
    TranspositionTable table(16);
    int groups = 0, checked = 0;
    for (size_t i = 0; i < plans.size(); ++i) {
        if (first[i] == i) {
            ++groups;
            continue;
        }
        const Plan& a = plans[first[i]];
        const Plan& b = plans[i];
        ASSERT_LT(first[i], i);
        for (int v = a.lowest; v <= a.highest; ++v) {
            const Verdict x = a.judge(Answer{v, std::nullopt}), y = b.judge(Answer{v, std::nullopt});
            EXPECT_EQ(x.makeable, y.makeable);
            EXPECT_EQ(x.outcome, y.outcome);
            EXPECT_EQ(x.score, y.score);
            EXPECT_EQ(bool(a.preference), bool(b.preference));
            if (a.preference && b.preference) {
                EXPECT_EQ(a.preference(v), b.preference(v));
            }
        }
        if (checked < 24) {  // exact values, searched apart
            table.clear();
            const int va = exactValue(a, table);
            table.clear();
            EXPECT_EQ(exactValue(b, table), va) << "plans " << first[i] << " and " << i;
            ++checked;
        }
    }
    EXPECT_EQ(checked, 24);
    // Touching small cards merge many discards: fewer plans to search.
    EXPECT_LT(groups, 300);
    EXPECT_GT(groups, 100);
    RecordProperty("distinct_plays", groups);
}

}  // namespace
