// The `leads` and `table` commands and `--format text`, run as the built
// binary: output shape, exit codes, options, and bad input as error records.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/cli_session.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

using nlohmann::json;
namespace fs = std::filesystem;

using soloist::testing_support::Outcome;

class AnalysisCli : public soloist::testing_support::CliSession {};

// A two-trick bridge ending (North leads, 4S needs all of N-S's won tricks).
const json kBridge = {{"id", "b"},
                      {"game", "bridge"},
                      {"hands", {"A.A..", "2.2..", "...32", "..AK."}},
                      {"won", {{"tricks", {4, 2, 4, 1}}}},
                      {"leader", 0},
                      {"contract", {{"type", "4S"}, {"declarer", 0}}}};
const json kOmbre = {{"id", "o"}, {"game", "ombre"}, {"hands", {"A...", "..K.", "...K"}},
                     {"contract", {{"type", "entrada"}, {"declarer", 0}, {"trump", "H"}}}};

TEST_F(AnalysisCli, LeadsPrintsGroupsAndTheSolveFields) {
    const Outcome r = run("leads", kBridge.dump() + "\n" + kOmbre.dump() + "\n");
    ASSERT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), 2u);
    const json b = r.line(0);
    EXPECT_EQ(b["id"], "b");
    EXPECT_EQ(b["tricks"], 10);
    ASSERT_EQ(b["lead_groups"].size(), 1u);  // either ace: both tricks
    EXPECT_EQ(b["lead_groups"][0]["tricks"], 10);
    EXPECT_EQ(b["lead_groups"][0]["cards"].size(), 2u);
    EXPECT_EQ(b["leads"].size(), 2u);
    EXPECT_EQ(r.line(1)["lead_groups"][0]["outcome"], "sacada");
}

TEST_F(AnalysisCli, LeadsTextShowsTheHandsAndTheGroups) {
    const Outcome r = run("leads --format text", kBridge.dump());
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("♠ A"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("leads of N (to play, declarer side), best first for N"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("HA SA  10"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("4S by N"), std::string::npos) << r.out;
}

TEST_F(AnalysisCli, TableListsEveryContractBestAndReached) {
    const Outcome r = run("table", kOmbre.dump());
    ASSERT_EQ(r.code, 0) << r.err;
    const json t = r.line(0);
    EXPECT_EQ(t["entries"].size(), 3u * 3u * 4u);  // 3 contracts x 3 declarers x 4 trumps
    EXPECT_EQ(t["best"].size(), 3u);
    EXPECT_TRUE(t.contains("reached"));
}

TEST_F(AnalysisCli, BridgeTableVulnerabilityOptionAndDealField) {
    json deal = kBridge;
    deal.erase("leader");
    Outcome r = run("table --vulnerable ns", deal.dump());
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.line(0)["vulnerable"], "ns");
    EXPECT_EQ(r.line(0)["dd_table"].size(), 4u);
    EXPECT_TRUE(r.line(0)["par"].contains("score"));
    deal["vulnerable"] = "both";
    r = run("table --vulnerable ns", deal.dump());
    EXPECT_EQ(r.line(0)["vulnerable"], "both");
}

TEST_F(AnalysisCli, TextFormatForSolveAndTable) {
    Outcome r = run("solve --format text", kOmbre.dump());
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("seat 0"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("outcome"), std::string::npos) << r.out;
    r = run("table --format text", kBridge.dump());
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("double-dummy tricks"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("  N  10  10  10  8  10"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("par "), std::string::npos) << r.out;
    r = run("table --format text", kOmbre.dump());
    EXPECT_NE(r.out.find("best contract per seat"), std::string::npos) << r.out;
}

TEST_F(AnalysisCli, JsonStaysTheDefault) {
    const Outcome plain = run("solve --leads", kBridge.dump());
    const Outcome json = run("solve --leads --format json", kBridge.dump());
    ASSERT_EQ(plain.code, 0);
    auto withoutStats = [](nlohmann::json j) { j.erase("stats"); return j; };
    EXPECT_EQ(withoutStats(plain.line(0)), withoutStats(json.line(0)));
    EXPECT_FALSE(plain.line(0).contains("lead_groups"));
}

TEST_F(AnalysisCli, BadRecordsAreErrorRecordsNotCrashes) {
    const std::string input = json({{"id", 1}, {"game", "skat"}, {"hands", json::array()}}).dump() + "\n" +
                              json({{"id", 2}, {"game", "bridge"}}).dump() + "\n" +
                              json({{"id", 3}, {"game", "bridge"}, {"hands", kBridge["hands"]}, {"vulnerable", "red"}}).dump() +
                              "\nnot json\n" + kOmbre.dump() + "\n";
    for (const char* command : {"leads", "table", "leads --format text", "table --format text"}) {
        const Outcome r = run(command, input);
        EXPECT_EQ(r.code, 1) << command << ": " << r.err;
        if (std::string(command).find("text") != std::string::npos) {
            EXPECT_NE(r.out.find("1: error: game"), std::string::npos) << r.out;
            continue;
        }
        ASSERT_EQ(r.lines.size(), 5u) << command << ": " << r.out;
        EXPECT_EQ(r.line(0)["field"], "game");
        EXPECT_EQ(r.line(1)["field"], "hands");
        EXPECT_EQ(r.line(3)["field"], "json");
        EXPECT_FALSE(r.line(4).contains("error"));
    }
    EXPECT_EQ(run("table", input).line(2)["field"], "vulnerable");
}

TEST_F(AnalysisCli, UsageErrors) {
    EXPECT_EQ(run("table --vulnerable red", kBridge.dump()).code, 2);
    EXPECT_EQ(run("leads --format xml", kBridge.dump()).code, 2);
    EXPECT_EQ(run("solve --format xml", kBridge.dump()).code, 2);
    EXPECT_EQ(run("leads --threads -1", kBridge.dump()).code, 2);
    EXPECT_EQ(run("table /no/such/file").code, 2);
    const Outcome help = run("--help");
    EXPECT_NE(help.out.find("leads [FILE|-]"), std::string::npos);
    EXPECT_NE(help.out.find("table [FILE|-]"), std::string::npos);
    EXPECT_EQ(run("leads --help").code, 0);
    EXPECT_EQ(run("table --help").code, 0);
}

}  // namespace
