// The soloist command line: exit codes, input forms (JSON Lines, array, one
// object, stdin), output order and ids, and batches with bad records.
// Runs the built binary (SOLOIST_BINARY) through the shell on temp files.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/cli_session.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
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

class Cli : public soloist::testing_support::CliSession {};

// Small problems that solve at once (hand-checked in rules_test.cpp).
json problem(const std::string& id, const std::string& game = "bridge") {
    json p = {{"id", id}};
    if (game == "bridge") {
        p.update({{"game", "bridge"},
                  {"hands", {"A.A..", "2.2..", "...32", "..AK."}},
                  {"won", {{"tricks", {4, 2, 4, 1}}}},
                  {"contract", {{"type", "4S"}, {"declarer", 0}}}});
    } else if (game == "ombre") {
        p.update({{"game", "ombre"},
                  {"hands", {"A...", "..K.", "...K"}},
                  {"contract", {{"type", "entrada"}, {"declarer", 0}, {"trump", "H"}}}});
    } else {
        p.update({{"game", "six-bid-solo"},
                  {"hands", {"AT...", ".76..", "..76."}},
                  {"widow", ".A.A.A"},
                  {"won", {{"tricks", {3, 3, 3}}, {"points", {20, 26, 20}}}},
                  {"contract", {{"type", "simple"}, {"declarer", 0}, {"trump", "S"}}}});
    }
    return p;
}

std::string jsonLines(const std::vector<json>& problems) {
    std::string text;
    for (const auto& p : problems) text += p.dump() + "\n";
    return text;
}

// ---------------------------------------------------------------------------
// usage and exit codes

TEST_F(Cli, NoCommandIsAUsageError) {
    const Outcome r = run("");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("usage"), std::string::npos) << r.err;
    EXPECT_TRUE(r.out.empty());
}

TEST_F(Cli, UnknownCommandIsAUsageError) {
    const Outcome r = run("sovle x.json");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("sovle"), std::string::npos) << r.err;
}

TEST_F(Cli, VersionAndGameIds) {
    const Outcome v = run("--version");
    EXPECT_EQ(v.code, 0);
    EXPECT_EQ(v.out.rfind("soloist 0.", 0), 0u) << v.out;
    const Outcome help = run("--help");
    for (const char* game : {"bridge", "german-solo", "spanish-solo", "solo-whist", "ombre", "quadrille", "quintille",
                             "six-bid-solo", "frog"})
        EXPECT_NE(help.out.find(game), std::string::npos) << game;
    EXPECT_NE(run("deal --help").out.find("six-bid-solo"), std::string::npos);
}

TEST_F(Cli, HelpSucceeds) {
    Outcome r = run("--help");
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("solve"), std::string::npos);
    r = run("solve --help");
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("--leads"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("--threads"), std::string::npos) << r.out;
}

TEST_F(Cli, BadOptionIsAUsageError) {
    EXPECT_EQ(run("solve --frobnicate").code, 2);
    EXPECT_EQ(run("solve --threads").code, 2);
    EXPECT_EQ(run("solve --threads many").code, 2);
    EXPECT_EQ(run("solve --threads -1").code, 2);
    const std::string file = write("one.json", problem("a").dump());
    EXPECT_EQ(run("solve '" + file + "' '" + file + "'").code, 2);  // two input files
}

TEST_F(Cli, MissingFileIsAUsageError) {
    const Outcome r = run("solve '" + path("no-such-file.jsonl") + "'");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("no-such-file"), std::string::npos) << r.err;
    EXPECT_TRUE(r.out.empty());
}

// ---------------------------------------------------------------------------
// input forms

TEST_F(Cli, JsonLinesInOrderWithIds) {
    const std::string file =
        write("batch.jsonl", jsonLines({problem("first"), problem("second", "ombre"), problem("third", "six")}));
    const Outcome r = run("solve '" + file + "'");
    EXPECT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), 3u) << r.out;
    EXPECT_EQ(r.line(0)["id"], "first");
    EXPECT_EQ(r.line(0)["tricks"], 10);
    EXPECT_EQ(r.line(0)["score"], 420);
    EXPECT_EQ(r.line(1)["id"], "second");
    EXPECT_EQ(r.line(1)["outcome"], "sacada");
    EXPECT_EQ(r.line(2)["id"], "third");
    EXPECT_EQ(r.line(2)["points"], 74);
}

TEST_F(Cli, JsonArray) {
    const json array = {problem("x", "ombre"), problem("y"), problem("z", "six")};
    const std::string file = write("batch.json", array.dump(2));
    const Outcome r = run("solve '" + file + "'");
    EXPECT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), 3u) << r.out;
    EXPECT_EQ(r.line(0)["id"], "x");
    EXPECT_EQ(r.line(1)["id"], "y");
    EXPECT_EQ(r.line(2)["id"], "z");
}

TEST_F(Cli, SingleObjectOverSeveralLines) {
    const std::string file = write("one.json", problem("only").dump(4));
    const Outcome r = run("solve '" + file + "'");
    EXPECT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), 1u) << r.out;
    EXPECT_EQ(r.line(0)["id"], "only");
    EXPECT_EQ(r.line(0)["tricks"], 10);
}

TEST_F(Cli, StandardInput) {
    const std::string text = jsonLines({problem("in-1"), problem("in-2", "ombre")});
    for (const std::string args : {"solve -", "solve"}) {
        const Outcome r = run(args, text);
        EXPECT_EQ(r.code, 0) << args << ": " << r.err;
        ASSERT_EQ(r.lines.size(), 2u) << args;
        EXPECT_EQ(r.line(0)["id"], "in-1");
        EXPECT_EQ(r.line(1)["id"], "in-2");
    }
}

TEST_F(Cli, EmptyInputGivesNoOutput) {
    const Outcome r = run("solve -", "\n\n");
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.empty()) << r.out;
}

TEST_F(Cli, IdsOfAnyTypeArePreserved) {
    json a = problem("ignored"), b = problem("ignored"), c = problem("ignored");
    a["id"] = 17;
    b["id"] = {{"deal", 3}, {"board", "B"}};
    c.erase("id");
    const Outcome r = run("solve -", jsonLines({a, b, c}));
    EXPECT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), 3u);
    EXPECT_EQ(r.line(0)["id"], 17);
    EXPECT_EQ(r.line(1)["id"], b["id"]);
    EXPECT_EQ(r.line(2)["id"], nullptr);
}

TEST_F(Cli, LeadsOption) {
    Outcome r = run("solve --leads -", problem("l").dump());
    EXPECT_EQ(r.code, 0);
    ASSERT_EQ(r.lines.size(), 1u);
    // East leads S2 or H2; either way North's aces take both tricks. (The
    // order of equal values is not specified.)
    const json leads = r.line(0)["leads"];
    ASSERT_EQ(leads.size(), 2u) << leads.dump();
    for (const std::string card : {"S2", "H2"}) {
        const json entry = {{"card", card}, {"tricks", 10}};
        EXPECT_NE(std::find(leads.begin(), leads.end(), entry), leads.end()) << leads.dump();
    }
    r = run("solve -", problem("l").dump());
    EXPECT_FALSE(r.line(0).contains("leads"));
}

// ---------------------------------------------------------------------------
// batches with bad records

TEST_F(Cli, BadRecordsInTheMiddleDoNotStopTheBatch) {
    json unknownGame = problem("bad-game");
    unknownGame["game"] = "skat";
    json duplicate = problem("bad-card");
    duplicate["hands"][1] = "A.2..";  // SA is North's
    const std::string text = problem("a").dump() + "\n" +           // line 1
                             "{\"id\": \"broken\", \"game\": [\n" +  // line 2: malformed
                             unknownGame.dump() + "\n" +             // line 3
                             "42\n" +                                // line 4: not an object
                             duplicate.dump() + "\n" +               // line 5
                             problem("b", "ombre").dump() + "\n";    // line 6
    const Outcome r = run("solve '" + write("mixed.jsonl", text) + "'");
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.err.find("4 of 6"), std::string::npos) << r.err;
    ASSERT_EQ(r.lines.size(), 6u) << r.out;
    EXPECT_EQ(r.line(0)["id"], "a");
    EXPECT_EQ(r.line(0)["tricks"], 10);
    EXPECT_EQ(r.line(1)["id"], nullptr);
    EXPECT_NE(r.line(1)["error"].get<std::string>().find("line 2"), std::string::npos) << r.lines[1];
    EXPECT_EQ(r.line(2)["id"], "bad-game");
    EXPECT_EQ(r.line(2)["field"], "game");
    EXPECT_NE(r.line(2)["error"].get<std::string>().find("skat"), std::string::npos);
    EXPECT_EQ(r.line(3)["field"], "problem");
    EXPECT_EQ(r.line(4)["id"], "bad-card");
    EXPECT_EQ(r.line(4)["field"], "hands[1]");
    EXPECT_EQ(r.line(5)["id"], "b");
    EXPECT_EQ(r.line(5)["outcome"], "sacada");
    for (size_t i = 1; i <= 4; ++i) EXPECT_FALSE(r.line(i).contains("tricks")) << r.lines[i];
}

TEST_F(Cli, AllRecordsBad) {
    const Outcome r = run("solve -", "not json\n{\"id\": 1}\n");
    EXPECT_EQ(r.code, 1);
    ASSERT_EQ(r.lines.size(), 2u);
    EXPECT_TRUE(r.line(0).contains("error"));
    EXPECT_EQ(r.line(1)["id"], 1);
    EXPECT_EQ(r.line(1)["field"], "game");
}

TEST_F(Cli, MalformedArrayIsOneError) {
    const Outcome r = run("solve -", std::string("[") + problem("a").dump() + ",\n" + problem("b").dump() + "\n");
    EXPECT_EQ(r.code, 1);
    ASSERT_EQ(r.lines.size(), 1u) << r.out;
    EXPECT_TRUE(r.line(0).contains("error"));
}

// Many problems on several threads still come out in input order.
TEST_F(Cli, OrderKeptWithThreads) {
    std::vector<json> problems;
    const std::vector<std::string> games = {"bridge", "ombre", "six"};
    for (int i = 0; i < 60; ++i) {
        json p = problem(std::string("p") + std::to_string(i), games[i % 3]);
        if (i % 7 == 3) p["game"] = "nope";
        problems.push_back(p);
    }
    const Outcome r = run("solve --threads 2 -", jsonLines(problems));
    EXPECT_EQ(r.code, 1);
    ASSERT_EQ(r.lines.size(), problems.size());
    for (size_t i = 0; i < problems.size(); ++i) {
        EXPECT_EQ(r.line(i)["id"], problems[i]["id"]);
        EXPECT_EQ(r.line(i).contains("error"), i % 7 == 3) << r.lines[i];
    }
}

}  // namespace
