// Search::narrow and narrowAfter reach the exact value whatever the caller
// expects of it: halving, or stepping from one end of the range (where a
// plan that beat the best so far, or a card next to the root's value, is
// thought to lie). On random endings of every game, each plan's value and
// each root card's value found with every expectation, from ranges where
// the value lies at, next to or far from the end expected.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "games/game.h"
#include "io/problem_reader.h"
#include "reference/random_problems.h"
#include "search/search.h"
#include "search/transposition_table.h"

namespace {

using namespace soloist;
using Expect = Expect;

int narrowed(const Plan& plan, TranspositionTable& table, int low, int high, Expect expect) {
    table.clear();
    Search search(*plan.tables, plan.objective, table, plan.start);
    search.narrow(low, high, expect);
    EXPECT_EQ(low, high);
    return low;
}

int narrowedAfter(const Plan& plan, TranspositionTable& table, int move, int low, int high, Expect expect) {
    table.clear();
    Search search(*plan.tables, plan.objective, table, plan.start);
    search.narrowAfter(move, low, high, expect);
    EXPECT_EQ(low, high);
    return low;
}

class NarrowExpectations : public testing::TestWithParam<std::string> {};

TEST_P(NarrowExpectations, EveryExpectationFindsTheSameValue) {
    TranspositionTable table(8);
    int checked = 0;
    for (const nlohmann::json& problem : reference::randomProblems(GetParam(), 10, 4, 9300)) {
        const Problem p = readProblem(problem);
        const std::vector<Plan> plans = p.game->plans(p);
        const Plan& plan = plans.front();
        const int low = plan.lowest - plan.banked, high = plan.highest - plan.banked;
        const int value = narrowed(plan, table, low, high, Expect::Anywhere);
        ASSERT_GE(value, low);
        ASSERT_LE(value, high);
        // From the end below the value and from the end above it, near and far.
        for (int from : {low, std::max(low, value - 1), value}) {
            EXPECT_EQ(narrowed(plan, table, from, high, Expect::NearLow), value) << problem.dump();
            EXPECT_EQ(narrowed(plan, table, from, high, Expect::NearHigh), value) << problem.dump();
        }
        for (int to : {high, std::min(high, value + 1), value}) {
            EXPECT_EQ(narrowed(plan, table, low, to, Expect::NearHigh), value) << problem.dump();
            EXPECT_EQ(narrowed(plan, table, low, to, Expect::NearLow), value) << problem.dump();
        }
        // Each card at the root: halving, and from the root's value (no card
        // does better for the seat to play) towards the rest of the range.
        Search root(*plan.tables, plan.objective, table, plan.start);
        const bool moverWantsHigh = plan.objective.isMaximizer(plan.start.toPlay());
        for (int move : bitsOf(root.rootMoves())) {
            const int after = narrowedAfter(plan, table, move, low, high, Expect::Anywhere);
            EXPECT_TRUE(moverWantsHigh ? after <= value : after >= value) << problem.dump();
            const int fromRoot = moverWantsHigh ? narrowedAfter(plan, table, move, low, value, Expect::NearHigh)
                                                : narrowedAfter(plan, table, move, value, high, Expect::NearLow);
            EXPECT_EQ(fromRoot, after) << problem.dump();
        }
        ++checked;
    }
    EXPECT_EQ(checked, 10);
}

INSTANTIATE_TEST_SUITE_P(AllGames, NarrowExpectations, testing::ValuesIn(reference::allGames()),
                         [](const testing::TestParamInfo<std::string>& info) {
                             std::string name = info.param;
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

}  // namespace
