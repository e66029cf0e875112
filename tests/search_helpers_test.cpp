// Lazy SMP (search/search_helpers.cpp): a problem solved with an idle thread
// helping its searches gets the answer it gets alone, in every game, asked
// for the exact value or only whether it makes. tests/data/search_helpers.jsonl
// holds two problems of each game (one of Spanish Solo, German Solo), drawn
// as soloist deal draws them, large enough for a helper to join (from about
// 20 k to 270 k nodes alone: a helper joins a question past 16,384).
#include <gtest/gtest.h>

#include <atomic>
#include <cstdio>
#include <fstream>
#include <optional>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "analysis/solve.h"
#include "io/problem_reader.h"
#include "search/transposition_table.h"

namespace {

using namespace soloist;

SolveResult solved(const Problem& problem, Question question, int helpers,
                   const std::atomic<bool>* helpersFrom = nullptr, std::optional<double> budgetMs = {}) {
    TranspositionTable table(16);
    SolveRequest request;
    request.question = question;
    request.budgetMs = budgetMs;
    request.helpers = helpers;
    request.helpersFrom = helpersFrom;
    // The default arena: its idle threads run the helpers.
    return solveProblem(problem, request, table);
}

TEST(SearchHelpers, AnswerAsOneThreadDoes) {
    std::ifstream in(std::string(SOLOIST_SOURCE_DIR) + "/tests/data/search_helpers.jsonl");
    ASSERT_TRUE(in);
    int problems = 0, helped = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.empty()) continue;
        const Problem problem = readProblem(nlohmann::json::parse(line));
        for (Question question : {Question::Exact, Question::Makeable}) {
            SCOPED_TRACE(line);
            const SolveResult alone = solved(problem, question, 0);
            const SolveResult withHelper = solved(problem, question, 1);
            EXPECT_EQ(withHelper.valueLow, alone.valueLow);
            EXPECT_EQ(withHelper.valueHigh, alone.valueHigh);
            EXPECT_EQ(withHelper.verdict.tricks, alone.verdict.tricks);
            EXPECT_EQ(withHelper.verdict.points, alone.verdict.points);
            EXPECT_EQ(withHelper.verdict.makeable, alone.verdict.makeable);
            EXPECT_EQ(withHelper.verdict.score, alone.verdict.score);
            EXPECT_EQ(withHelper.choice.has_value(), alone.choice.has_value());
            // A helper's nodes count in the problem's: a question it joined
            // shows in the total.
            helped += withHelper.stats.nodes != alone.stats.nodes;
            ++problems;
        }
    }
    EXPECT_EQ(problems, 32);
    // How often a helper joined depends on the machine's load (a loaded
    // machine may run none): the next test makes sure one does.
    std::printf("a helper joined %d of %d searches\n", helped, problems);
}

// The Solo Whist misère the two tests below ask about.
Problem longMisere() {
    return readProblem(nlohmann::json::parse(R"({"game": "solo-whist",
        "hands": ["3.8532.J643.9732", "JT76.AK9.Q875.JT", "K4.T76.AKT9.A865", "AQ9852.QJ4.2.KQ4"],
        "contract": {"type": "misere", "declarer": 0}})"));
}

// A misère as bid asked whether it makes: one search of 1.2 M nodes alone,
// long enough for the helper's thread to get to run however loaded the
// machine. (A problem of many short searches may see none join when loaded:
// each is over before the idle thread wakes.) On one core no thread is idle:
// nothing joins, and the answer and nodes are one thread's.
TEST(SearchHelpers, JoinALongSearch) {
    const Problem problem = longMisere();
    const SolveResult alone = solved(problem, Question::Makeable, 0);
    const SolveResult withHelper = solved(problem, Question::Makeable, 1);
    EXPECT_GT(alone.stats.nodes, 1000000u);
    EXPECT_EQ(withHelper.verdict.makeable, alone.verdict.makeable);
    EXPECT_EQ(withHelper.valueLow, alone.valueLow);
    EXPECT_EQ(withHelper.valueHigh, alone.valueHigh);
    if (std::thread::hardware_concurrency() >= 2)
        EXPECT_NE(withHelper.stats.nodes, alone.stats.nodes) << "the helper never joined";
    else
        EXPECT_EQ(withHelper.stats.nodes, alone.stats.nodes);
}

// Helpers held back until a flag is raised (a table's strains keep their
// threads until every strain has one): while it is down, none joins, and
// the search is one thread's, node for node.
TEST(SearchHelpers, NoneJoinsBeforeTheyMay) {
    const Problem problem = longMisere();
    const SolveResult alone = solved(problem, Question::Makeable, 0);
    const std::atomic<bool> notYet{false};
    const SolveResult heldBack = solved(problem, Question::Makeable, 1, &notYet);
    EXPECT_EQ(heldBack.verdict.makeable, alone.verdict.makeable);
    EXPECT_EQ(heldBack.stats.nodes, alone.stats.nodes);
}

// Exact trick counts narrowed by two threads at once (Search::narrowTogether):
// each asks the question the narrowing needs next or the one after it, or
// helps the other's, and an answer settles the questions it decides. A bridge
// contract whose count is found stepping down from the middle guess (no at
// 7, 6 and 5, yes at 4; 1.2 M nodes alone), and a misère's count found
// climbing from the bottom: the count as one thread finds it.
TEST(SearchHelpers, TwoThreadsNarrowACountTogether) {
    const Problem bridge = readProblem(nlohmann::json::parse(R"({"game": "bridge",
        "hands": ["73.2.K652.KQJ942", "K852.J5.J73.AT83", "QJT964.AQT84.9.5", "A.K9763.AQT84.76"],
        "contract": {"type": "D", "declarer": "S"}})"));
    for (const Problem& problem : {bridge, longMisere()}) {
        const SolveResult alone = solved(problem, Question::Exact, 0);
        const SolveResult together = solved(problem, Question::Exact, 1);
        EXPECT_TRUE(together.exact);
        EXPECT_EQ(together.valueLow, alone.valueLow);
        EXPECT_EQ(together.valueHigh, alone.valueHigh);
        EXPECT_EQ(together.verdict.tricks, alone.verdict.tricks);
        if (std::thread::hardware_concurrency() >= 2) {
            EXPECT_NE(together.stats.nodes, alone.stats.nodes) << "the helper never joined";
        }
    }
    EXPECT_EQ(solved(bridge, Question::Exact, 0).verdict.tricks, 4);
}

// Cut short while two threads narrow the count, the result keeps only what
// they proved: bounds that hold the count, from any thread's answers.
TEST(SearchHelpers, ACountCutShortTogetherKeepsSoundBounds) {
    const Problem problem = longMisere();
    const SolveResult alone = solved(problem, Question::Exact, 0);
    ASSERT_TRUE(alone.exact);
    for (double budget : {5.0, 20.0, 60.0}) {
        const SolveResult cut = solved(problem, Question::Exact, 1, nullptr, budget);
        SCOPED_TRACE(budget);
        EXPECT_LE(cut.valueLow, alone.valueLow);
        EXPECT_GE(cut.valueHigh, alone.valueHigh);
        if (cut.exact) {
            EXPECT_EQ(cut.valueLow, alone.valueLow);
        }
        std::printf("budget %.0f ms: [%d, %d], exact %d\n", budget, cut.valueLow, cut.valueHigh, int(cut.exact));
    }
}

}  // namespace
