// Every command reads PBN games, one-line deals, LIN boards and JSON, told
// apart by content; PBN games read as the standard writes them (a byte order
// mark, lowercase tag names, "#" for the previous game's value, the Play
// section in columns); errors in PBN terms.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "support/cli_session.h"

namespace {

using nlohmann::json;
using soloist::testing_support::CliSession;
using soloist::testing_support::Outcome;

// North holds the top three cards of every suit: 6NT by North makes 13.
const std::string kDealLine = "N:AKQ.AKQ.AKQ.AKQJ JT9.JT9.JT9.T932 5432.5432.543.54 876.876.8762.876";
const std::string kPbn = "\xEF\xBB\xBF% PBN 2.1\n[event \"one\"]\n[board \"7\"]\n[deal \"" + kDealLine +
                         "\"]\n[declarer \"N\"]\n[contract \"6NT\"]\n[play \"E\"]\nSJ S2 S6 SA\nHJ H2 H6 HA\n*\n";
const std::string kLin = "md|3S5432H5432D543C54,S876H876D8762C876,SAKQHAKQDAKQCAKQJ,|ah|Board 7|sv|o|mb|6N|mb|p|mb|p|"
                         "mb|p|pc|SJ|pc|S2|pc|S6|pc|SA|pc|HA|pc|HJ|pc|H2|pc|H6|\n";
const std::string kJson =
    R"({"id": "7", "game": "bridge", "hands": ["AKQ.AKQ.AKQ.AKQJ", "JT9.JT9.JT9.T932", "5432.5432.543.54", "876.876.8762.876"], "contract": {"type": "6N", "declarer": 0}, "play": ["SJ", "S2", "S6", "SA", "HA", "HJ", "H2", "H6"]})";

class RecordFormats : public CliSession {
protected:
    // The one result of `command` on `input` (a file of the test folder).
    json resultOf(const std::string& command, const std::string& input, const std::string& text,
                  const std::string& options = "") {
        write(input, text);
        const Outcome r = shell("soloist " + command + " " + input + " " + options);
        EXPECT_EQ(r.code, 0) << command << " " << input << ": " << r.err << r.out;
        EXPECT_EQ(r.lines.size(), 1u) << command << " " << input << ": " << r.out;
        return r.lines.empty() ? json() : r.line(0);
    }
};

TEST_F(RecordFormats, EveryCommandReadsEveryFormat) {
    struct Input {
        std::string name, text, options;
    };
    const std::vector<Input> inputs = {{"board.pbn", kPbn, ""},
                                       {"deal.txt", kDealLine + "\n", "--contract 6N:N"},
                                       {"board.lin", kLin, ""},
                                       {"problem.json", kJson, ""}};
    for (const Input& in : inputs) {
        const json solved = resultOf("solve", in.name, in.text, in.options);
        EXPECT_EQ(solved["tricks"], 13) << in.name;
        EXPECT_EQ(solved["contract"]["type"], "6N") << in.name;
        const json leads = resultOf("leads", in.name, in.text, in.options);
        EXPECT_EQ(leads["lead_groups"][0]["tricks"], 13) << in.name;
        const json table = resultOf("table", in.name, in.text);
        EXPECT_EQ(table["dd_table"]["N"]["N"], 13) << in.name;
        EXPECT_EQ(table["dd_table"]["E"]["S"], 0) << in.name;
        if (in.name == "deal.txt") continue;  // a deal line has no play
        const json played = resultOf("play", in.name, in.text);
        ASSERT_EQ(played["cards"].size(), 8u) << in.name << played;
        EXPECT_EQ(played["cards"][4]["card"], "HA") << in.name;  // North won the first trick and leads
        EXPECT_EQ(played["cards"][4]["seat"], 0) << in.name;
        EXPECT_EQ(solved["id"], in.name == "board.lin" ? "Board 7" : "7") << in.name;
    }
}

TEST_F(RecordFormats, SimulateSamplesTheHandsAPbnDealLeavesUnknown) {
    // Only North's hand is known ("-" for the others): its thirteen top cards make 6NT on every sample.
    const std::string north = "N:AKQ.AKQ.AKQ.AKQJ - - -";
    struct Input {
        std::string name, text;
    };
    const std::vector<Input> inputs = {
        {"board.pbn", "[Board \"7\"]\n[Deal \"" + north + "\"]\n[Declarer \"N\"]\n[Contract \"6NT\"]\n"},
        {"deal.txt", north + "\n"},
        {"problem.json",
         R"({"id": "7", "game": "bridge", "hands": ["AKQ.AKQ.AKQ.AKQJ", null, null, null], "contract": {"type": "6N", "declarer": 0}})"}};
    for (const Input& in : inputs) {
        const json simulated = resultOf("simulate", in.name, in.text, "--samples 3 --contract 6N:N");
        ASSERT_EQ(simulated["contracts"].size(), 1u) << in.name << simulated;
        EXPECT_EQ(simulated["contracts"][0]["p_make"], 1.0) << in.name;
        EXPECT_EQ(simulated["samples"], 3) << in.name;
    }
    // A LIN deal is always whole: nothing to sample, said in the simulator's words.
    write("board.lin", kLin);
    const Outcome lin = shell("soloist simulate board.lin --samples 2");
    EXPECT_EQ(lin.code, 1);
    EXPECT_EQ(lin.line(0)["field"], "hands");
    // Elsewhere "-" is an error: double dummy needs every hand.
    write("hidden.pbn", inputs[0].text);
    const Outcome solve = shell("soloist solve hidden.pbn");
    EXPECT_EQ(solve.line(0)["field"], "Deal");
}

TEST_F(RecordFormats, OneLineDealsOfTheSoloGamesNeedTheGame) {
    write("deal.txt", "0:AKQJ.AK.7.8 T987.QJ.A.9 .T9.KQJ.AKT .87.T98.QJ7\n");
    const Outcome without = shell("soloist table deal.txt");
    EXPECT_EQ(without.code, 1);
    EXPECT_EQ(without.line(0)["field"], "game");
    const Outcome with = shell("soloist solve deal.txt --game german-solo --contract solo:0:S");
    EXPECT_EQ(with.code, 0) << with.err << with.out;
    EXPECT_EQ(with.line(0)["contract"]["type"], "solo");
}

TEST_F(RecordFormats, SoloGamesInPbnRecords) {
    write("solo.pbn", "[Event \"\"]\n[Board \"1\"]\n[Game \"german-solo\"]\n"
                      "[Deal \"0:AKQJ.AK.7.8 T987.QJ.A.9 .T9.KQJ.AKT .87.T98.QJ7\"]\n"
                      "[Contract \"frog\"]\n[Declarer \"0\"]\n[Trump \"S\"]\n[Call \"DA\"]\n"
                      "[Variant \"{\\\"matador_renege\\\":true}\"]\n");
    const Outcome r = shell("soloist solve solo.pbn");
    ASSERT_EQ(r.code, 0) << r.err << r.out;
    EXPECT_EQ(r.line(0)["game"], "german-solo");
    EXPECT_EQ(r.line(0)["contract"]["type"], "frog");
    EXPECT_EQ(r.line(0)["contract"]["call"], "DA");
    EXPECT_EQ(r.line(0)["contract"]["trump"], "S");
    write("unknown.pbn", "[Board \"1\"]\n[Game \"skat\"]\n[Deal \"0:AKQJ.AK.7.8 T987.QJ.A.9 .T9.KQJ.AKT .87.T98.QJ7\"]\n");
    EXPECT_EQ(shell("soloist table unknown.pbn").line(0)["field"], "Game");
}

TEST_F(RecordFormats, PbnErrorsInPbnTerms) {
    write("boards.pbn", "[Board \"1\"]\n[Deal \"" + kDealLine + "\"]\n[Declarer \"\"]\n[Contract \"Pass\"]\n\n"
                        "[Board \"2\"]\n[Deal \"" + kDealLine + "\"]\n\n"
                        "[Board \"3\"]\n[Deal \"#\"]\n[Declarer \"N\"]\n[Contract \"6NT\"]\n[Play \"E\"]\nSJ S2 S6 XX\n\n"
                        "[Board \"4\"]\n[Deal \"#\"]\n[Declarer \"N\"]\n[Contract \"6NT\"]\n");
    const Outcome solve = shell("soloist solve boards.pbn");
    EXPECT_EQ(solve.code, 1);
    ASSERT_EQ(solve.lines.size(), 4u) << solve.out;
    EXPECT_EQ(solve.line(0)["field"], "Contract");
    EXPECT_EQ(solve.line(0)["error"], "Contract: \"Pass\": passed out, no contract to solve");
    EXPECT_EQ(solve.line(0)["id"], "1");
    EXPECT_EQ(solve.line(1)["field"], "Contract");
    EXPECT_NE(solve.line(1)["error"].get<std::string>().find("no Contract tag"), std::string::npos);
    EXPECT_EQ(solve.line(2)["tricks"], 13);  // "#": board 2's deal
    EXPECT_EQ(solve.line(3)["tricks"], 13);

    const Outcome play = shell("soloist play boards.pbn");
    EXPECT_EQ(play.line(2)["field"], "Play");
    EXPECT_NE(play.line(2)["error"].get<std::string>().find("\"XX\" is not a card"), std::string::npos);
    EXPECT_EQ(play.line(3)["field"], "Play");
    EXPECT_NE(play.line(3)["error"].get<std::string>().find("no Play section"), std::string::npos);

    // The table needs no contract: a passed-out game is a deal like any other.
    const Outcome table = shell("soloist table boards.pbn");
    EXPECT_EQ(table.code, 0) << table.err;
    EXPECT_EQ(table.lines.size(), 4u);
}

}  // namespace
