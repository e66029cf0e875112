// The transposition table carries work over between problems on one deal in
// whatever order they come, and nothing over from another deal. Node counts
// are exact here: one thread, one table.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>

#include "facade/soloist.h"

namespace {

using nlohmann::json;

const json kDeal = json::parse(R"({"game":"bridge",
    "hands":[".Q5.KT87.AT75432","QT652.AT6.A65.Q6","J98743.KJ97.93.K","AK.8432.QJ42.J98"]})");
const json kOtherDeal = json::parse(R"({"game":"bridge",
    "hands":["AQT3.T65.KQ652.5","J52.AKQ97..AK984","K6.J32.AJT874.T6","9874.84.93.QJ732"]})");

json solveOn(const json& deal, const std::string& strain, const std::string& declarer) {
    json problem = deal;
    problem["id"] = declarer + strain;
    problem["contract"] = {{"type", strain}, {"declarer", declarer}};
    soloist::SolveOptions options;
    options.threads = 1;
    return soloist::solveJson(problem, options);
}

// North's no-trump asked again after the four suits were solved: the table
// kept the no-trump context beside theirs, so the answer needs no search.
TEST(TableReuse, AStrainAskedAgainAfterOthersIsAnsweredFromTheTable) {
    const json first = solveOn(kDeal, "N", "N");
    ASSERT_GT(first["stats"]["nodes"], 0);
    for (const char* strain : {"S", "H", "D", "C"}) ASSERT_GT(solveOn(kDeal, strain, "N")["stats"]["nodes"], 0);
    const json again = solveOn(kDeal, "N", "N");
    EXPECT_EQ(again["tricks"], first["tricks"]);
    EXPECT_EQ(again["stats"]["nodes"], 0);
}

// A deal's twenty contracts cost the same declarer by declarer as strain by
// strain: each strain keeps its entries while the others are solved.
TEST(TableReuse, TheOrderOfADealsContractsDoesNotMatter) {
    auto total = [](bool declarerMajor) {
        solveOn(kOtherDeal, "N", "N");  // another deal first: the table starts afresh on kDeal
        json tricks = json::object();
        uint64_t nodes = 0;
        const std::string seats = "NESW", strains = "SHDCN";
        for (int i = 0; i < 20; ++i) {
            const std::string seat(1, seats[declarerMajor ? i / 5 : i % 4]);
            const std::string strain(1, strains[declarerMajor ? i % 5 : i / 4]);
            const json result = solveOn(kDeal, strain, seat);
            tricks[seat + strain] = result["tricks"];
            nodes += result["stats"]["nodes"].get<uint64_t>();
        }
        return std::make_pair(tricks, nodes);
    };
    const auto [byDeclarer, declarerNodes] = total(true);
    const auto [byStrain, strainNodes] = total(false);
    EXPECT_EQ(byDeclarer, byStrain);
    EXPECT_LE(declarerNodes, strainNodes * 11 / 10);
    EXPECT_LE(strainNodes, declarerNodes * 11 / 10);
}

// Another deal solved in between leaves nothing behind: the same problem
// costs the same nodes whatever came before it.
TEST(TableReuse, AnotherDealStartsAfresh) {
    solveOn(kOtherDeal, "H", "E");
    const json afterOther = solveOn(kDeal, "S", "W");
    solveOn(kOtherDeal, "N", "S");
    solveOn(kOtherDeal, "S", "W");
    const json afterMore = solveOn(kDeal, "S", "W");
    EXPECT_EQ(afterOther["tricks"], afterMore["tricks"]);
    EXPECT_EQ(afterOther["stats"]["nodes"], afterMore["stats"]["nodes"]);
    EXPECT_GT(afterMore["stats"]["nodes"], 0);
}

// Ombre's trumps lay the cards out in lanes each their own way (the black
// aces and the manille move), so a deal's contracts with two trumps hold
// different cards lane by lane; the table still sees one deal and keeps
// both trumps' entries. Vuelta is entrada's play again, so after one spades
// entrada and a hearts one in between, the spades vuelta needs no search.
TEST(TableReuse, AnotherTrumpsLaneLayoutIsStillTheSameDeal) {
    const json deal = json::parse(R"({"game":"ombre","hands":["QJ54.A4.753.",".QJ2.A2.AKQ6","A3.K.KQ4.752"]})");
    auto solve = [&](const char* type, const char* trump) {
        json problem = deal;
        problem["id"] = std::string(type) + trump;
        problem["contract"] = {{"type", type}, {"declarer", 0}, {"trump", trump}};
        soloist::SolveOptions options;
        options.threads = 1;
        return soloist::solveJson(problem, options);
    };
    const json spades = solve("entrada", "S");
    ASSERT_GT(spades["stats"]["nodes"], 0);
    ASSERT_TRUE(spades.contains("outcome")) << spades;
    solve("entrada", "H");
    const json again = solve("vuelta", "S");
    EXPECT_EQ(again["outcome"], spades["outcome"]);
    EXPECT_EQ(again["stats"]["nodes"], 0);
}

}  // namespace
