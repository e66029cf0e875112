// The node-count signature (after Stockfish's `bench`): the nodes searched
// on a fixed set of problems of every game, one thread, a fresh table of a
// fixed size for each problem. Any change to what the search visits changes
// the sum, so a change meant to leave the search alone (a refactoring, a
// speed-up of the same search) can be checked at a glance, and a change
// meant to alter it is recorded with its new number.
#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <map>
#include <sstream>
#include <thread>

#include "facade/soloist.h"
#include "support/test_data.h"

namespace {

using nlohmann::json;
using soloist::testing_support::readTestJsonLines;
using soloist::testing_support::testDataPath;

// scripts/signature.sh passes the same size to the command line.
constexpr size_t kSignatureTableMegabytes = 16;
constexpr size_t kDefaultTableMegabytes = 64;  // soloist.h's default, restored afterwards

// The worker table is per thread and keeps entries between problems, so each
// problem is solved on a thread of its own: its table starts empty.
json solveOnFreshTable(const json& problem) {
    soloist::SolveOptions options;
    options.threads = 1;
    json result;
    std::thread solver([&] { result = soloist::solveJson(problem, options); });
    solver.join();
    return result;
}

uint64_t storedSignature() {
    std::ifstream in(testDataPath("signature.txt"));
    uint64_t total = 0;
    in >> total;
    return total;
}

TEST(Signature, NodeCountIsUnchanged) {
    const std::vector<json> problems = readTestJsonLines("signature.jsonl");
    ASSERT_FALSE(problems.empty()) << "cannot read " << testDataPath("signature.jsonl");
    const uint64_t expected = storedSignature();
    ASSERT_GT(expected, 0u) << "cannot read a number from " << testDataPath("signature.txt");

    soloist::setTableMemory(kSignatureTableMegabytes);
    std::map<std::string, uint64_t> nodesPerGame;
    uint64_t total = 0;
    for (const json& problem : problems) {
        const json result = solveOnFreshTable(problem);
        ASSERT_TRUE(result.contains("stats")) << problem.value("id", json()).dump() << ": " << result.dump();
        const uint64_t nodes = result["stats"]["nodes"].get<uint64_t>();
        nodesPerGame[problem["game"].get<std::string>()] += nodes;
        total += nodes;
    }
    soloist::setTableMemory(kDefaultTableMegabytes);

    std::ostringstream perGame;
    for (const auto& [game, nodes] : nodesPerGame) perGame << "\n  " << game << " " << nodes;
    EXPECT_EQ(total, expected)
        << "The node-count signature changed: " << expected << " -> " << total << " nodes on "
        << problems.size() << " problems. Per game:" << perGame.str()
        << "\nIf the change to the search is intended, write " << total << " into tests/data/signature.txt"
        << " and quote \"signature " << expected << " -> " << total << "\" in the commit message"
        << " (scripts/signature.sh prints the same numbers through the command line).";
}

}  // namespace
