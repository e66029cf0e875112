// `table`: every contract of a deal. Each entry equals an individual solve;
// every contract type and declarer is there or skipped with a reason; the best
// contract per seat and the contract reached follow the bidding order; a
// called card is the best one. Bridge: the 4 x 5 table and par against
// individual solves on endings and against libdds (CalcDDtable, Par,
// SidesPar) on full deals.
#include <dds/dll.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "analysis/bridge_par.h"
#include "games/game.h"
#include "io/problem_reader.h"
#include "reference/random_problems.h"
#include "facade/soloist.h"
#include "support/libdds_glue.h"
#include "support/par_meaning.h"

namespace {

using nlohmann::json;

const char* const kCompared[] = {"tricks", "points", "outcome", "makeable", "score", "first_tricks", "all_tricks"};

// The problem without its contract; a trick in progress keeps its leader.
json dealOf(json problem) {
    if (!problem.value("trick", json::array()).empty() && !problem.contains("leader"))
        problem["leader"] = *soloist::readProblem(problem).leader;
    problem.erase("contract");
    return problem;
}

json withContract(const json& deal, json contract) {
    contract.erase("target");
    json problem = deal;
    problem["contract"] = contract;
    return problem;
}

int biddingIndex(const soloist::Game& game, const json& entry) {
    const auto order = game.biddingOrder();
    const std::string type = entry["contract"]["type"].get<std::string>();
    const auto named = [&](soloist::ContractType t) { return soloist::contractTypeName(t) == type; };
    return int(std::find_if(order.begin(), order.end(), named) - order.begin());
}

// Makeable first, then the score: what a declarer choosing a call looks at.
std::pair<bool, double> appeal(const json& result) {
    return {result["makeable"] == json(true), result["score"].is_number() ? result["score"].get<double>() : -1e9};
}

void checkEntriesAreSolves(const json& deal, const json& table) {
    for (const json& entry : table["entries"]) {
        const json solved = soloist::solveJson(withContract(deal, entry["contract"]));
        ASSERT_FALSE(solved.contains("error")) << entry.dump() << "\n" << solved.dump();
        for (const char* key : kCompared)
            EXPECT_EQ(entry.value(key, json(nullptr)), solved.value(key, json(nullptr)))
                << key << " of " << entry["contract"].dump() << " on " << deal.dump();
    }
}

class TableEntries : public testing::TestWithParam<std::string> {};

TEST_P(TableEntries, EqualIndividualSolvesAndFollowTheBiddingOrder) {
    const std::string gameId = GetParam();
    const soloist::Game& game = *soloist::findGame(gameId);
    for (const json& problem : soloist::reference::randomProblems(gameId, 3, 3, 8100)) {
        const json deal = dealOf(problem);
        const json table = soloist::tableJson(deal);
        ASSERT_FALSE(table.contains("error")) << deal.dump() << "\n" << table.dump();
        checkEntriesAreSolves(deal, table);

        // Every type and declarer: solved or skipped with a reason.
        for (const std::string& type : game.contractTypes())
            for (int declarer = 0; declarer < game.seats(); ++declarer) {
                const auto matches = [&](const json& e) {
                    return e["contract"]["type"] == type && e["contract"]["declarer"] == declarer;
                };
                const bool solved = std::any_of(table["entries"].begin(), table["entries"].end(), matches);
                const bool skipped = std::any_of(table["skipped"].begin(), table["skipped"].end(), matches);
                EXPECT_TRUE(solved != skipped) << type << " by " << declarer << ": " << table.dump();
            }

        // Best per seat: makeable, the highest bid among the seat's makeable entries.
        int reachedIndex = -1;
        for (int seat = 0; seat < game.seats(); ++seat) {
            const json& best = table["best"][seat];
            int top = -1;
            for (const json& e : table["entries"])
                if (e["contract"]["declarer"] == seat && e["makeable"] == json(true)) top = std::max(top, biddingIndex(game, e));
            if (top < 0) {
                EXPECT_TRUE(best.is_null()) << table.dump();
                continue;
            }
            ASSERT_FALSE(best.is_null()) << table.dump();
            EXPECT_EQ(best["makeable"], true);
            EXPECT_EQ(best["contract"]["declarer"], seat);
            EXPECT_EQ(biddingIndex(game, best), top) << table.dump();
            reachedIndex = std::max(reachedIndex, top);
        }
        if (reachedIndex < 0) {
            EXPECT_TRUE(table["reached"].is_null()) << table.dump();
        } else {
            EXPECT_EQ(biddingIndex(game, table["reached"]), reachedIndex) << table.dump();
            EXPECT_EQ(table["reached"], table["best"][table["reached"]["contract"]["declarer"].get<int>()]);
        }

        // A called card: no other seat's card makes a more appealing partner.
        for (const json& entry : table["entries"]) {
            if (!entry["contract"].contains("call") || entry.contains("choice")) continue;
            for (const char suit : std::string("SHDC"))
                for (const char rank : std::string("AKQ")) {
                    json contract = entry["contract"];
                    contract["call"] = std::string{suit, rank};
                    const json other = soloist::solveJson(withContract(deal, contract));
                    if (other.contains("error")) continue;
                    EXPECT_LE(appeal(other), appeal(entry)) << contract.dump() << " beats " << entry.dump();
                }
        }
    }
}

std::vector<std::string> soloGames() {
    std::vector<std::string> games = soloist::reference::allGames();
    games.erase(std::remove(games.begin(), games.end(), "bridge"), games.end());
    return games;
}

INSTANTIATE_TEST_SUITE_P(SoloGames, TableEntries, testing::ValuesIn(soloGames()),
                         [](const auto& info) {
                             std::string name = info.param;
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

// ---------------------------------------------------------------------------
// bridge

const char* const kSeats[] = {"N", "E", "S", "W"};
const char* const kStrains[] = {"S", "H", "D", "C", "N"};  // bridge_par's order
const char* const kVulnerable[] = {"none", "ns", "ew", "both"};

soloist::Vulnerability vulnerabilityOf(const std::string& v) { return {v == "ns" || v == "both", v == "ew" || v == "both"}; }

soloist::TrickTable tricksOf(const json& table) {
    soloist::TrickTable t{};
    for (int seat = 0; seat < 4; ++seat)
        for (int strain = 0; strain < 5; ++strain) t[seat][strain] = table["dd_table"][kSeats[seat]][kStrains[strain]].get<int>();
    return t;
}

json parJson(const soloist::ParResult& par) { return {{"score", par.score}, {"contracts", par.contracts}}; }

TEST(BridgeTable, EndingsEqualIndividualSolvesWithParAndBestContracts) {
    int index = 0;
    for (const json& problem : soloist::reference::randomProblems("bridge", 8, 6, 8200)) {
        const std::string vulnerable = kVulnerable[index++ % 4];
        json deal = dealOf(problem);
        deal["vulnerable"] = vulnerable;
        const json table = soloist::tableJson(deal);
        ASSERT_FALSE(table.contains("error")) << deal.dump() << "\n" << table.dump();
        ASSERT_EQ(table["entries"].size(), 20u);
        checkEntriesAreSolves(dealOf(problem), table);
        for (const json& e : table["entries"])
            EXPECT_EQ(table["dd_table"][kSeats[e["contract"]["declarer"].get<int>()]][e["contract"]["trump"].get<std::string>()],
                      e["tricks"]);

        const soloist::TrickTable tricks = tricksOf(table);
        const auto nsFirst = soloist::bridgePar(tricks, vulnerabilityOf(vulnerable), soloist::Pair::NS);
        const auto ewFirst = soloist::bridgePar(tricks, vulnerabilityOf(vulnerable), soloist::Pair::EW);
        EXPECT_EQ(table["par"]["score"], nsFirst.score);
        EXPECT_EQ(table["par"]["contracts"], nsFirst.contracts);
        EXPECT_EQ(table["par"].value("ew_first", parJson(nsFirst)), parJson(ewFirst));

        // Best per seat: the highest makeable level, scored as solve scores it.
        for (int seat = 0; seat < 4; ++seat) {
            int highest = 0;
            for (int strain = 0; strain < 5; ++strain) highest = std::max(highest, tricks[seat][strain] - 6);
            const json& best = table["best"][seat];
            if (highest <= 0) {
                EXPECT_TRUE(best.is_null());
                continue;
            }
            ASSERT_FALSE(best.is_null());
            const std::string type = best["contract"]["type"].get<std::string>();
            EXPECT_EQ(type[0] - '0', highest) << table.dump();
            json contract = {{"type", type}, {"declarer", seat}};
            if (vulnerabilityOf(vulnerable).of(seat % 2 ? soloist::Pair::EW : soloist::Pair::NS)) contract["vulnerable"] = true;
            const json solved = soloist::solveJson(withContract(dealOf(problem), contract));
            EXPECT_EQ(best["score"], solved["score"]) << contract.dump();
            EXPECT_EQ(best["tricks"], solved["tricks"]);
        }
    }
}

// Full deals against libdds: the 4 x 5 table (CalcDDtable), par scores (Par)
// and par contracts by meaning (SidesPar). One test per deal: the first
// deals of a seeded sequence.
constexpr int kFullDeals = 12;

class BridgeTableDds : public testing::TestWithParam<int> {};

TEST_P(BridgeTableDds, FullDealAgreesWithLibdds) {
    const int index = GetParam();
    std::mt19937_64 rng(0x50105157'0000'8300ULL + uint64_t(index));
    std::vector<int> deck(52);
    for (int i = 0; i < 52; ++i) deck[i] = i;
    for (int i = 51; i > 0; --i) std::swap(deck[i], deck[rng() % uint64_t(i + 1)]);
    ddTableDeal ddsDeal{};
    std::array<std::array<std::string, 4>, 4> holdings;  // [seat][suit] ranks high to low
    const std::string ranks = "AKQJT98765432";
    std::sort(deck.begin(), deck.begin() + 13);
    for (int seat = 0; seat < 4; ++seat) {
        std::sort(deck.begin() + 13 * seat, deck.begin() + 13 * seat + 13);
        for (int i = 0; i < 13; ++i) {
            const int card = deck[13 * seat + i], suit = card / 13, rank = card % 13;  // rank 0: ace
            holdings[seat][suit] += ranks[rank];
            ddsDeal.cards[seat][suit] |= 1u << (14 - rank);
        }
    }
    json hands = json::array();
    for (int seat = 0; seat < 4; ++seat)
        hands.push_back(holdings[seat][0] + "." + holdings[seat][1] + "." + holdings[seat][2] + "." + holdings[seat][3]);
    const std::string vulnerable = kVulnerable[index % 4];
    const json deal = {{"id", "full-" + std::to_string(index)}, {"game", "bridge"}, {"hands", hands}, {"vulnerable", vulnerable}};

    const json table = soloist::tableJson(deal);
    ASSERT_FALSE(table.contains("error")) << table.dump();

    soloist::testing_support::useDdsSingleThreaded();
    ddTableResults dds{};
    ASSERT_EQ(CalcDDtable(ddsDeal, &dds), RETURN_NO_FAULT);
    for (int seat = 0; seat < 4; ++seat)
        for (int strain = 0; strain < 5; ++strain)
            EXPECT_EQ(table["dd_table"][kSeats[seat]][kStrains[strain]], dds.resTable[strain][seat])
                << kSeats[seat] << " " << kStrains[strain] << " on " << deal.dump();

    const int ddsVulnerable = vulnerable == "none" ? 0 : vulnerable == "both" ? 1 : vulnerable == "ns" ? 2 : 3;
    parResults par{};
    ASSERT_EQ(Par(&dds, &par, ddsVulnerable), RETURN_NO_FAULT);
    EXPECT_EQ("NS " + table["par"]["score"].dump(), std::string(par.parScore[0])) << deal.dump();
    parResultsDealer sides[2];
    ASSERT_EQ(SidesPar(&dds, sides, ddsVulnerable), RETURN_NO_FAULT);
    std::vector<std::string> theirs;
    for (int c = 0; c < sides[0].number; ++c) theirs.push_back(sides[0].contracts[c]);
    if (table["par"]["score"] == 0) theirs.clear();
    EXPECT_EQ(soloist::testing_support::parMeanings(table["par"]["contracts"].get<std::vector<std::string>>()),
              soloist::testing_support::parMeanings(theirs))
        << deal.dump();
}

INSTANTIATE_TEST_SUITE_P(Deals, BridgeTableDds, testing::Range(0, kFullDeals));

// ---------------------------------------------------------------------------
// bad input

TEST(TableErrors, BadInputIsAnErrorRecordNamingTheField) {
    const json hands = json::array({"A.A..", "2.2..", "...32", "..AK."});
    EXPECT_EQ(soloist::tableJson({{"id", 1}, {"game", "skat"}, {"hands", hands}})["field"], "game");
    EXPECT_EQ(soloist::tableJson({{"id", 2}, {"game", "bridge"}})["field"], "hands");
    const json badVulnerable = soloist::tableJson({{"id", 3}, {"game", "bridge"}, {"hands", hands}, {"vulnerable", "red"}});
    EXPECT_EQ(badVulnerable["field"], "vulnerable");
    EXPECT_EQ(badVulnerable["id"], 3);
    soloist::TableOptions redDefault;
    redDefault.vulnerable = "red";
    EXPECT_EQ(soloist::tableJson({{"game", "bridge"}, {"hands", hands}}, redDefault)["field"], "vulnerable");
    const json soloVulnerable = soloist::tableJson(
        {{"game", "ombre"}, {"hands", {"A...", "..K.", "...K"}}, {"vulnerable", "ns"}});
    EXPECT_EQ(soloVulnerable["field"], "vulnerable");
    EXPECT_TRUE(soloist::tableJson("not an object").contains("error"));
    const json trickWithoutLeader = soloist::tableJson({{"game", "bridge"}, {"hands", {"A.A..", "2.2..", "...32", "..A."}}, {"trick", {"DK"}}});
    EXPECT_EQ(trickWithoutLeader["field"], "leader");
}

TEST(TableErrors, TheDealsContractIsIgnored) {
    const json deal = {{"game", "ombre"}, {"hands", {"A...", "..K.", "...K"}}};
    json withContract = deal;
    withContract["contract"] = {{"type", "nonsense"}, {"declarer", 9}};
    json a = soloist::tableJson(deal), b = soloist::tableJson(withContract);
    a.erase("stats");
    b.erase("stats");
    EXPECT_EQ(a, b);
    EXPECT_FALSE(a.contains("error")) << a.dump();
}

}  // namespace
