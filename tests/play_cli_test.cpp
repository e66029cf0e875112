// The `play` command run as the built binary: JSON and text output, exit
// codes, an illegal card as an error record after the cards before it.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>

#include "support/cli_session.h"

namespace {

using nlohmann::json;
using soloist::testing_support::Outcome;

class PlayCli : public soloist::testing_support::CliSession {};

// A two-trick bridge ending: North leads two aces, N-S take both tricks
// (10 in all) whatever anyone plays.
const json kBridge = {{"id", "b"},
                      {"game", "bridge"},
                      {"hands", {"A.A..", "2.2..", "...32", "..AK."}},
                      {"won", {{"tricks", {4, 2, 4, 1}}}},
                      {"leader", 0},
                      {"contract", {{"type", "4S"}, {"declarer", 0}}},
                      {"play", {"SA", "S2", "C2", "DA", "HA", "H2", "C3", "DK"}}};

// A one-trick ombre ending: Ombre's spade ace wins (sacada).
const json kOmbre = {{"id", "o"},
                     {"game", "ombre"},
                     {"hands", {"A...", "..K.", "...K"}},
                     {"contract", {{"type", "entrada"}, {"declarer", 0}, {"trump", "H"}}},
                     {"play", {"SA", "DK", "CK"}}};

TEST_F(PlayCli, JsonResultPerProblem) {
    const Outcome r = run("play --threads 1", kBridge.dump() + "\n" + kOmbre.dump() + "\n");
    ASSERT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), 2u);
    const json b = r.line(0);
    EXPECT_EQ(b["id"], "b");
    EXPECT_EQ(b["game"], "bridge");
    EXPECT_EQ(b["contract"]["type"], "4S");
    ASSERT_EQ(b["cards"].size(), 8u);
    const json first = b["cards"][0];
    EXPECT_EQ(first, (json{{"index", 0}, {"seat", 0}, {"card", "SA"}, {"value_before", 10}, {"value_after", 10},
                           {"cost", 0}, {"best", {"HA", "SA"}}}));
    EXPECT_EQ(b["cards"][7]["value_after"], 10);
    ASSERT_EQ(b["summary"].size(), 4u);
    EXPECT_EQ(b["summary"][2], (json{{"seat", 2}, {"cards", 2}, {"mistakes", 0}, {"cost", 0}}));
    EXPECT_TRUE(b["stats"].contains("nodes"));
    const json o = r.line(1);
    EXPECT_EQ(o["cards"][0]["outcome_before"], "sacada");
}

TEST_F(PlayCli, IllegalCardIsAnErrorAfterTheCardsBeforeIt) {
    json problem = kBridge;
    problem["play"] = {"SA", "S2", "C2", "HK"};
    const Outcome r = run("play", problem.dump());
    EXPECT_EQ(r.code, 1);
    ASSERT_EQ(r.lines.size(), 1u);
    const json result = r.line(0);
    EXPECT_EQ(result["field"], "play[3]");
    EXPECT_EQ(result["error"], "play[3]: HK is not in seat 3's hand");
    EXPECT_EQ(result["cards"].size(), 3u);

    const Outcome text = run("play --format text", problem.dump());
    EXPECT_EQ(text.code, 1);
    EXPECT_NE(text.out.find("error: play[3]: HK is not in seat 3's hand"), std::string::npos) << text.out;
}

TEST_F(PlayCli, TextTableHasOneRowPerCard) {
    const Outcome r = run("play --format text", kBridge.dump());
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("#  seat  card  before  after  cost  best"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("0  N     SA    10      10     0     HA SA"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("seat  cards  mistakes  cost"), std::string::npos) << r.out;
}

TEST_F(PlayCli, HelpAndUsage) {
    const Outcome help = run("play --help");
    EXPECT_EQ(help.code, 0);
    EXPECT_NE(help.out.find("soloist play [FILE|-]"), std::string::npos) << help.out;
    EXPECT_NE(run("--help").out.find("play [FILE|-]"), std::string::npos);
    EXPECT_EQ(run("play --format xml", kBridge.dump()).code, 2);
    EXPECT_EQ(run("play --memory 0", kBridge.dump()).code, 2);
}

}  // namespace
