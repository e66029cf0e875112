// Metamorphic checks on full deals: changes that must not change the answer.
// Relabelling suits the contract treats alike, rotating a bridge deal with
// its declarer, a table of 1 MB against 64 MB, leads on one thread against
// two. (Set SOLOIST_METAMORPHIC_SCALE=k for k times the deals, by hand.)
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <string>
#include <vector>

#include "games/game.h"
#include "io/deal_generator.h"
#include "facade/soloist.h"

namespace {

using nlohmann::json;

int scale() {
    const char* text = std::getenv("SOLOIST_METAMORPHIC_SCALE");
    return text ? std::max(1, std::atoi(text)) : 1;
}

std::vector<json> fullDeals(const std::string& gameId, const std::string& contracts, int count, uint64_t seed) {
    soloist::DealSpec spec;
    spec.game = soloist::findGame(gameId);
    spec.seed = seed;
    if (contracts == "any") spec.contractTypes = soloist::recipeTypes(*spec.game);
    for (size_t start = 0; contracts != "any" && start <= contracts.size();) {
        const size_t comma = std::min(contracts.find(',', start), contracts.size());
        spec.contractTypes.push_back(contracts.substr(start, comma - start));
        start = comma + 1;
    }
    std::vector<json> out;
    for (int i = 0; i < count; ++i) out.push_back(json(soloist::generateDeal(spec, uint64_t(i))));
    return out;
}

// The answer fields, without stats.
json answer(const json& result) {
    json out;
    for (const char* key : {"tricks", "points", "outcome", "makeable", "score", "first_tricks", "all_tricks", "choice"})
        if (result.contains(key)) out[key] = result[key];
    return out;
}

// A hand ("AK7.QJ..T98") with its suits reordered: suit s goes to place to[s].
std::string permuteHand(const std::string& hand, const std::array<int, 4>& to) {
    std::array<std::string, 4> suits;
    size_t start = 0;
    for (int s = 0; s < 4; ++s) {
        const size_t dot = s < 3 ? hand.find('.', start) : hand.size();
        suits[to[s]] = hand.substr(start, dot - start);
        start = dot + 1;
    }
    return suits[0] + "." + suits[1] + "." + suits[2] + "." + suits[3];
}

TEST(Metamorphic, SuitRelabellingKeepsTheAnswer) {
    // Bridge (every strain) and Solo Whist's plain-suit contracts: the suits
    // other than trump play alike, so any permutation of them changes nothing.
    const std::array<std::array<int, 4>, 3> perms = {{{1, 2, 3, 0}, {3, 2, 1, 0}, {2, 0, 3, 1}}};
    const char* const suitNames = "SHDC";
    for (const auto& [game, contracts] : {std::pair{"bridge", "strain"}, {"solo-whist", "solo,abundance,prop"}}) {
        for (const json& problem : fullDeals(game, contracts, 12 * scale(), 31)) {
            const json base = soloist::solveJson(problem);
            ASSERT_FALSE(base.contains("error")) << base.dump();
            const json& contract = problem["contract"];
            // Bridge: the strain is in the type ("4S", "N"); Solo Whist: "trump".
            const std::string strainText = contract.contains("trump") ? contract["trump"].get<std::string>()
                                                                       : contract["type"].get<std::string>();
            const char strain = strainText.back();
            for (const auto& perm : perms) {
                std::array<int, 4> to = perm;
                const size_t trump = std::string(suitNames).find(strain);
                if (trump != std::string::npos) {
                    // Keep trump where it is: swap its image back.
                    const int image = to[trump];
                    for (int& t : to)
                        if (t == int(trump)) t = image;
                    to[trump] = int(trump);
                }
                json moved = problem;
                for (auto& hand : moved["hands"]) hand = permuteHand(hand.get<std::string>(), to);
                const json result = soloist::solveJson(moved);
                EXPECT_EQ(answer(result), answer(base)) << problem.dump() << "\nrelabelled: " << moved.dump();
            }
            if (testing::Test::HasFailure()) return;
        }
    }
}

TEST(Metamorphic, RotatingABridgeDealWithItsDeclarer) {
    for (const json& problem : fullDeals("bridge", "strain", 12 * scale(), 32)) {
        const json base = soloist::solveJson(problem);
        for (int k = 1; k < 4; ++k) {
            json turned = problem;
            for (int s = 0; s < 4; ++s) turned["hands"][(s + k) % 4] = problem["hands"][s];
            turned["contract"]["declarer"] = (problem["contract"]["declarer"].get<int>() + k) % 4;
            EXPECT_EQ(answer(soloist::solveJson(turned)), answer(base)) << problem.dump() << " turned by " << k;
        }
        if (testing::Test::HasFailure()) return;
    }
}

TEST(Metamorphic, SmallTableSameAnswers) {
    // Every game, contracts drawn among all types but the slowest (Solo Whist
    // misères; Six-Bid and Frog choices left to the solver are drawn fixed).
    // Each solve gets 500 ms; answers are compared where both finished.
    const std::vector<std::pair<std::string, std::string>> games = {
        {"bridge", "strain"},
        {"german-solo", "any"},
        {"spanish-solo", "any"},
        {"solo-whist", "prop,solo,abundance,royal-abundance,slam"},
        {"ombre", "any"},
        {"quadrille", "any"},
        {"quintille", "any"},
        {"six-bid-solo", "misere,spread-misere,call"},
        {"frog", "frog"},
    };
    soloist::SolveOptions options;
    options.budgetMs = 500;
    for (const auto& [game, contracts] : games) {
        const std::vector<json> problems = fullDeals(game, contracts, 8 * scale(), 33);
        std::vector<json> big, small;
        for (const json& p : problems) big.push_back(soloist::solveJson(p, options));
        soloist::setTableMemory(1);
        for (const json& p : problems) small.push_back(soloist::solveJson(p, options));
        soloist::setTableMemory(64);
        int compared = 0;
        for (size_t i = 0; i < problems.size(); ++i) {
            if (big[i]["exact"] != true || small[i]["exact"] != true) continue;
            ++compared;
            EXPECT_EQ(answer(small[i]), answer(big[i])) << problems[i].dump();
        }
        EXPECT_GE(compared, 1) << game << ": no deal finished in 500 ms";
        RecordProperty(game + "_compared", compared);
    }
}

TEST(Metamorphic, LeadsOnOneThreadAndOnTwo) {
    for (const auto& [game, contracts] : {std::pair{"bridge", "strain"}, {"german-solo", "any"}, {"ombre", "any"},
                                          {"quintille", "any"}}) {
        for (const json& problem : fullDeals(game, contracts, 6 * scale(), 34)) {
            soloist::SolveOptions one, two;
            one.threads = 1;
            two.threads = 2;
            json a = soloist::leadsJson(problem, one), b = soloist::leadsJson(problem, two);
            a.erase("stats");
            b.erase("stats");
            EXPECT_EQ(a, b) << problem.dump();
        }
    }
}

}  // namespace
