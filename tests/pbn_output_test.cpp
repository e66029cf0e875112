// table --format pbn and batch --analysis table --format pbn: the PBN written
// is read back by soloist and by an independent reader written here from the
// PBN 2.1 standard (tag pairs, DoubleDummyTricks, OptimumResultTable rows),
// and both give the tables of the JSON output. Every other tag and section of
// the input is kept. deal --format pbn writes records soloist reads back.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cctype>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "support/cli_session.h"

namespace {

using nlohmann::json;
using soloist::testing_support::CliSession;
using soloist::testing_support::Outcome;

const std::string kBoards = std::string(SOLOIST_SOURCE_DIR) + "/data/boards.pbn";

// One game as the standard describes it: tag pairs and, per tag, the lines of
// its section. Names are kept in lower case, as soloist reads them in any case.
struct Game {
    std::map<std::string, std::string> tags;
    std::map<std::string, std::vector<std::string>> sections;
};

// A tag pair "[Name "value"]": the value between the first and the last quote,
// "\"" and "\\" unescaped.
bool readTagPair(const std::string& line, std::string& name, std::string& value) {
    if (line.empty() || line[0] != '[') return false;
    const size_t space = line.find(' ');
    const size_t open = line.find('"');
    const size_t close = line.rfind('"');
    if (space == std::string::npos || open == std::string::npos || close <= open) return false;
    name = line.substr(1, space - 1);
    for (char& c : name) c = char(std::tolower(static_cast<unsigned char>(c)));
    value.clear();
    for (size_t i = open + 1; i < close; ++i) {
        if (line[i] == '\\' && (line[i + 1] == '"' || line[i + 1] == '\\')) ++i;
        value += line[i];
    }
    return true;
}

std::vector<Game> readGames(const std::string& text) {
    std::vector<Game> games;
    std::istringstream in(text);
    std::string line, current;
    bool open = false;
    for (; std::getline(in, line);) {
        if (line.empty()) {
            open = false;
            continue;
        }
        if (line[0] == '%' || line[0] == ';') continue;
        std::string name, value;
        if (readTagPair(line, name, value)) {
            if (!open) games.emplace_back();
            open = true;
            games.back().tags[name] = value;
            current = name;
        } else if (open) {
            games.back().sections[current].push_back(line);
        }
    }
    return games;
}

const char* const kDeclarers[] = {"N", "S", "E", "W"};  // PBN's order
const char* const kStrains[] = {"NT", "S", "H", "D", "C"};

// The table a game's DoubleDummyTricks gives: declarer -> strain -> tricks
// (strain "N" for notrump, as soloist's JSON names it).
json tableFromDoubleDummyTricks(const std::string& hex) {
    json table;
    for (int d = 0; d < 4; ++d)
        for (int s = 0; s < 5; ++s) {
            const char c = hex.at(size_t(d * 5 + s));
            table[kDeclarers[d]][s == 0 ? "N" : kStrains[s]] = std::stoi(std::string(1, c), nullptr, 16);
        }
    return table;
}

json tableFromOptimumResultTable(const std::vector<std::string>& rows) {
    json table;
    for (const std::string& row : rows) {
        std::istringstream fields(row);
        std::string declarer, strain;
        int tricks = -1;
        fields >> declarer >> strain >> tricks;
        table[declarer][strain == "NT" ? "N" : strain] = tricks;
    }
    return table;
}

// OptimumScore "NS 420" / "EW 420" as North-South's score.
int northSouthScore(const std::string& optimumScore) {
    std::istringstream in(optimumScore);
    std::string side;
    int score = 0;
    in >> side >> score;
    return side == "NS" ? score : -score;
}

// The results without their timings; an error by its field only (its
// message names the line of the input it was on).
std::vector<json> resultsWithoutTimes(const Outcome& r) {
    std::vector<json> out;
    for (size_t i = 0; i < r.lines.size(); ++i) {
        json line = r.line(i);
        line.erase("stats");
        if (line.contains("error")) line.erase("error");
        out.push_back(line);
    }
    return out;
}

class PbnOutput : public CliSession {};

TEST_F(PbnOutput, TablesRoundTripThroughPbn) {
    const Outcome asJson = shell("soloist table '" + kBoards + "' --threads 2");
    EXPECT_EQ(asJson.code, 1) << asJson.err;  // board 4 has no Deal tag
    ASSERT_EQ(asJson.lines.size(), 5u) << asJson.out;
    const Outcome asPbn = shell("soloist table '" + kBoards + "' --threads 2 --format pbn > out.pbn");
    EXPECT_EQ(asPbn.code, 1) << asPbn.err;
    const std::string written = slurp(path("out.pbn"));
    EXPECT_EQ(written.rfind("% PBN 2.1\n% EXPORT\n", 0), 0u) << written.substr(0, 100);

    const std::vector<Game> games = readGames(written);
    ASSERT_EQ(games.size(), 5u) << written;
    int tablesChecked = 0;
    for (size_t i = 0; i < games.size(); ++i) {
        const Game& game = games[i];
        const json expected = asJson.line(i);
        EXPECT_EQ(game.tags.at("board"), expected["id"]) << i;
        if (expected.contains("error")) {
            EXPECT_FALSE(game.tags.count("doubledummytricks")) << i;
            continue;
        }
        EXPECT_EQ(tableFromDoubleDummyTricks(game.tags.at("doubledummytricks")), expected["dd_table"]) << i;
        EXPECT_EQ(game.tags.at("optimumresulttable"), "Declarer;Denomination\\2R;Result\\2R");
        EXPECT_EQ(game.sections.at("optimumresulttable").size(), 20u);
        EXPECT_EQ(tableFromOptimumResultTable(game.sections.at("optimumresulttable")), expected["dd_table"]) << i;
        const std::string dealer = game.tags.count("dealer") ? game.tags.at("dealer") : "N";
        const bool eastWestFirst = (dealer == "E" || dealer == "W") && expected["par"].contains("ew_first");
        const json par = eastWestFirst ? expected["par"]["ew_first"] : expected["par"];
        EXPECT_EQ(northSouthScore(game.tags.at("optimumscore")), par["score"].get<int>()) << i;
        EXPECT_FALSE(game.tags.at("parcontract").empty());
        ++tablesChecked;
    }
    EXPECT_EQ(tablesChecked, 4);

    // Board 1 keeps its tags and sections; board 3 its "#" and its Contract "Pass".
    EXPECT_EQ(games[0].tags.at("event"), "soloist sample");
    EXPECT_EQ(games[0].tags.at("contract"), "6NT");
    EXPECT_EQ(games[0].sections.at("auction"),
              (std::vector<std::string>{"2C Pass 2D Pass", "2NT Pass 3NT Pass", "6NT Pass Pass Pass"}));
    EXPECT_EQ(games[0].sections.at("play"), (std::vector<std::string>{"SJ S2 S6 SA", "HJ H2 H6 HA", "*"}));
    EXPECT_EQ(games[2].tags.at("deal"), "#");
    EXPECT_EQ(games[2].tags.at("contract"), "Pass");
    EXPECT_NE(written.find("; soloist: record 3: Deal:"), std::string::npos) << written;
    EXPECT_NE(written.find("[vulnerable \"Both\"]"), std::string::npos);  // as it was written

    // soloist reads its own PBN back to the same tables; writing it again changes nothing.
    const Outcome again = shell("soloist table out.pbn --threads 2");
    EXPECT_EQ(resultsWithoutTimes(again), resultsWithoutTimes(asJson));
    const std::vector<Game> rewritten = readGames(shell("soloist table out.pbn --threads 2 --format pbn").out);
    ASSERT_EQ(rewritten.size(), games.size());
    for (size_t i = 0; i < games.size(); ++i) {
        EXPECT_EQ(rewritten[i].tags, games[i].tags) << i;
        EXPECT_EQ(rewritten[i].sections, games[i].sections) << i;
    }

    // batch writes the same file.
    const Outcome batch = shell("soloist batch '" + kBoards + "' --analysis table --format pbn --progress none");
    EXPECT_EQ(batch.code, 1) << batch.err;
    EXPECT_EQ(batch.out, written);
}

TEST_F(PbnOutput, JsonDealsBecomePbnRecordsWithTheirTables) {
    ASSERT_EQ(shell("soloist deal --game bridge --count 2 --seed 4 > deals.jsonl").code, 0);
    const Outcome asJson = shell("soloist table deals.jsonl");
    ASSERT_EQ(asJson.code, 0) << asJson.err;
    const Outcome asPbn = shell("soloist table deals.jsonl --format pbn");
    ASSERT_EQ(asPbn.code, 0) << asPbn.err;
    const std::vector<Game> games = readGames(asPbn.out);
    ASSERT_EQ(games.size(), 2u);
    const auto deals = soloist::testing_support::linesOf(slurp(path("deals.jsonl")));
    for (size_t i = 0; i < 2; ++i) {
        const json deal = json::parse(deals[i]);
        const json table = asJson.line(i);
        EXPECT_EQ(games[i].tags.at("board"), std::to_string(i + 1));
        EXPECT_EQ(games[i].tags.at("dealer"), i == 0 ? "N" : "E");
        EXPECT_EQ(games[i].tags.at("vulnerable"), "None");
        EXPECT_EQ(games[i].tags.at("deal"), "N:" + deal["hands"][0].get<std::string>() + " " +
                                                deal["hands"][1].get<std::string>() + " " +
                                                deal["hands"][2].get<std::string>() + " " +
                                                deal["hands"][3].get<std::string>());
        EXPECT_EQ(tableFromDoubleDummyTricks(games[i].tags.at("doubledummytricks")), table["dd_table"]);
        EXPECT_EQ(tableFromOptimumResultTable(games[i].sections.at("optimumresulttable")), table["dd_table"]);
        EXPECT_EQ(northSouthScore(games[i].tags.at("optimumscore")), table["par"]["score"].get<int>());
    }
}

TEST_F(PbnOutput, SoloTablesAsContractTableRows) {
    ASSERT_EQ(shell("soloist deal --game german-solo --count 1 --seed 3 --format pbn > deal.pbn").code, 0);
    const Outcome asJson = shell("soloist table deal.pbn --threads 2");
    ASSERT_EQ(asJson.code, 0) << asJson.err;
    const Outcome asPbn = shell("soloist table deal.pbn --threads 2 --format pbn");
    ASSERT_EQ(asPbn.code, 0) << asPbn.err;
    const std::vector<Game> games = readGames(asPbn.out);
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0].tags.at("game"), "german-solo");
    const json table = asJson.line(0);
    const auto& rows = games[0].sections.at("contracttable");
    ASSERT_EQ(rows.size(), table["entries"].size());
    for (size_t i = 0; i < rows.size(); ++i) {
        std::istringstream cells(rows[i]);
        std::string type, declarer, trump, call, partner, tricks;
        cells >> type >> declarer >> trump >> call >> partner >> tricks;
        const json& entry = table["entries"][i];
        EXPECT_EQ(type, entry["contract"]["type"]);
        EXPECT_EQ(declarer, entry["contract"]["declarer"].dump());
        EXPECT_EQ(tricks, entry["tricks"].is_null() ? "-" : entry["tricks"].dump());
    }
    EXPECT_FALSE(games[0].tags.at("reachedcontract").empty());
}

TEST_F(PbnOutput, DealWritesPbnRecordsThatReadBackAsTheSameProblems) {
    for (const std::string game : {"bridge", "german-solo", "six-bid-solo", "frog", "solo-whist"}) {
        const std::string args =
            "soloist deal --game " + game + " --count 4 --seed 9 --contract " + (game == "bridge" ? "3,4,6" : "any");
        ASSERT_EQ(shell(args + " > deals.jsonl").code, 0);
        const Outcome pbn = shell(args + " --format pbn > deals.pbn");
        ASSERT_EQ(pbn.code, 0) << pbn.err;
        const std::vector<Game> games = readGames(slurp(path("deals.pbn")));
        ASSERT_EQ(games.size(), 4u) << game;
        for (const char* tag : {"event", "site", "date", "board", "deal"}) EXPECT_TRUE(games[0].tags.count(tag)) << tag;
        if (game == "bridge") {
            EXPECT_EQ(games[1].tags.at("dealer"), "E");
            EXPECT_TRUE(games[0].tags.count("vulnerable"));
            EXPECT_TRUE(games[0].tags.count("contract"));
            EXPECT_TRUE(games[0].tags.count("declarer"));
        } else {
            EXPECT_EQ(games[0].tags.at("game"), game);
        }
        const Outcome fromJson = shell("soloist batch deals.jsonl --progress none");
        const Outcome fromPbn = shell("soloist batch deals.pbn --progress none");
        ASSERT_EQ(fromPbn.code, 0) << game << fromPbn.err << fromPbn.out;
        ASSERT_EQ(fromPbn.lines.size(), 4u);
        for (size_t i = 0; i < 4; ++i) {
            json a = fromJson.line(i), b = fromPbn.line(i);
            for (json* r : {&a, &b}) r->erase("stats"), r->erase("id");
            EXPECT_EQ(a, b) << game << " " << i;
        }
    }
}

TEST_F(PbnOutput, PbnOutputIsForTables) {
    EXPECT_EQ(shell("soloist solve '" + kBoards + "' --format pbn").code, 2);
    const Outcome batch = shell("soloist batch '" + kBoards + "' --format pbn");
    EXPECT_EQ(batch.code, 2);
    EXPECT_NE(batch.err.find("--analysis table"), std::string::npos) << batch.err;
}

}  // namespace
