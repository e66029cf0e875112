// The engine against the independent brute-force reference solver, on random
// endings of every game and contract.
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>

#include "reference/random_problems.h"
#include "reference/reference_solver.h"
#include "facade/soloist.h"

namespace {

using nlohmann::json;

const char* const kCompared[] = {"tricks", "points", "outcome", "makeable", "score",
                                 "first_tricks", "all_tricks", "choice"};

struct CrossCheck : testing::TestWithParam<std::tuple<std::string, int>> {};

TEST_P(CrossCheck, EngineAgreesWithBruteForce) {
    const auto& [game, tricksLeft] = GetParam();
    // SOLOIST_CROSS_CHECK_SCALE=k (for stress runs by hand): k times the
    // problems, from other seeds.
    const char* scaleText = std::getenv("SOLOIST_CROSS_CHECK_SCALE");
    const int scale = scaleText ? std::max(1, std::atoi(scaleText)) : 1;
    const int count = (tricksLeft <= 3 ? 600 : 400) * scale;
    const uint64_t seed = 1000 + tricksLeft + 7919 * uint64_t(scale - 1);
    const auto problems = soloist::reference::randomProblems(game, count, tricksLeft, seed);
    ASSERT_EQ(problems.size(), size_t(count));
    std::map<std::string, int> contractsSeen;
    for (const json& problem : problems) {
        const json expected = soloist::reference::referenceSolve(problem);
        soloist::SolveOptions options;
        options.leads = true;
        const json got = soloist::solveJson(problem, options);
        ASSERT_FALSE(got.contains("error")) << problem.dump() << "\n" << got.dump();
        ++contractsSeen[problem["contract"]["type"].get<std::string>()];
        for (const char* field : kCompared) {
            const json want = expected.contains(field) ? expected[field] : json(nullptr);
            const json have = got.contains(field) ? got[field] : json(nullptr);
            EXPECT_EQ(have, want) << field << " differs on " << problem.dump() << "\nengine: " << got.dump()
                                  << "\nreference: " << expected.dump();
        }
        // The best lead is worth exactly the solved value.
        ASSERT_FALSE(got["leads"].empty()) << problem.dump();
        const json& best = got["leads"][0];
        if (!got["points"].is_null()) {
            EXPECT_EQ(best["points"], got["points"]) << problem.dump();
        }
        if (!got["tricks"].is_null()) {
            EXPECT_EQ(best["tricks"], got["tricks"]) << problem.dump();
        }
        if (testing::Test::HasFailure()) break;
    }
    const std::string gameId = game;
    EXPECT_GE(contractsSeen.size(), 2u) << "too few contract types generated for " << gameId;
}

std::vector<std::tuple<std::string, int>> cases() {
    std::vector<std::tuple<std::string, int>> out;
    for (const std::string& game : soloist::reference::allGames())
        for (int tricksLeft : {2, 3, 4}) out.emplace_back(game, tricksLeft);
    return out;
}

INSTANTIATE_TEST_SUITE_P(AllGames, CrossCheck, testing::ValuesIn(cases()), [](const auto& info) {
    std::string name = std::get<0>(info.param) + "_" + std::to_string(std::get<1>(info.param)) + "_tricks";
    for (char& c : name)
        if (c == '-') c = '_';
    return name;
});

}  // namespace
