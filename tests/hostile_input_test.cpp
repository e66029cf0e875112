// Input nobody should write, through the real soloist binary (SOLOIST_BINARY):
// every bad record becomes an error line naming its field, the records
// around it are still solved, and no input crashes or hangs the run.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/cli_session.h"
#include "soloist.h"

#include <filesystem>
#include <string>
#include <vector>

namespace {

using nlohmann::json;
using soloist::testing_support::Outcome;

class HostileInput : public soloist::testing_support::CliSession {};

// A bridge ending that solves at once: North holds the top spades.
const std::string kGood =
    R"({"id":"good","game":"bridge","hands":["AKQ...",".AKQ..","..AKQ.","432..."],"contract":{"type":"1S","declarer":0}})";

// Every line of `out` parses as JSON (so nothing was cut short by a crash).
std::vector<json> parsedLines(const Outcome& r) {
    std::vector<json> out;
    for (const auto& line : r.lines) out.push_back(json::parse(line));
    return out;
}

// ---------------------------------------------------------------------------
// Bytes that are not UTF-8, and numbers out of range, used to end the run.

TEST_F(HostileInput, SuitSymbolsInAHandAreNamedWhole) {
    const std::string hand = "\xE2\x99\xA0T97.\xE2\x99\xA5" "AQT.\xE2\x99\xA6" "A7.";
    const std::string bad = R"({"id":"symbols","game":"bridge","hands":[")" + hand +
                            R"(","A...","K...","Q..."],"contract":{"type":"4S","declarer":0}})";
    write("in.jsonl", bad + "\n" + kGood + "\n");
    for (const char* command : {"solve in.jsonl", "batch in.jsonl --progress none"}) {
        const Outcome r = shell(std::string("soloist ") + command);
        EXPECT_EQ(r.code, 1) << command << r.err;
        const auto lines = parsedLines(r);
        ASSERT_EQ(lines.size(), 2u) << command;
        EXPECT_EQ(lines[0]["field"], "hands[0]");
        EXPECT_NE(lines[0]["error"].get<std::string>().find("'\xE2\x99\xA0'"), std::string::npos) << lines[0];
        EXPECT_EQ(lines[1]["id"], "good");
        EXPECT_TRUE(lines[1].contains("tricks"));
    }
}

TEST_F(HostileInput, BytesThatAreNotUtf8AreReplacedInTheOutput) {
    write("in.jsonl", "{\"id\":\"a\xFF" "b\"}\n\xFF\xFE\x80garbage\x01\n" + kGood + "\n");
    for (const char* command : {"solve in.jsonl", "batch in.jsonl --progress none"}) {
        const Outcome r = shell(std::string("soloist ") + command);
        EXPECT_EQ(r.code, 1) << command << r.err;
        const auto lines = parsedLines(r);
        ASSERT_EQ(lines.size(), 3u) << command;
        EXPECT_EQ(lines[0]["field"], "json");
        EXPECT_EQ(lines[1]["field"], "json");
        EXPECT_EQ(lines[2]["id"], "good");
    }
    // A PBN Board tag is the id: it is reported, its bad byte replaced.
    write("in.pbn", "[Board \"\xFF\"]\n[Deal \"N:AKQ... .AKQ.. ..AKQ. 432...\"]\n");
    const Outcome r = shell("soloist batch in.pbn --contract 1N:S --progress none");
    ASSERT_EQ(r.lines.size(), 1u) << r.err;
    EXPECT_EQ(r.line(0)["id"], "\xEF\xBF\xBD");
}

TEST_F(HostileInput, HugeNumbersAreErrors) {
    write("in.jsonl", "{\"id\":1e999}\n" + kGood + "\n[1e999]\n");
    for (const char* command : {"solve in.jsonl", "batch in.jsonl --progress none"}) {
        const Outcome r = shell(std::string("soloist ") + command);
        EXPECT_EQ(r.code, 1) << command << r.err;
        const auto lines = parsedLines(r);
        ASSERT_EQ(lines.size(), 3u) << command;
        EXPECT_EQ(lines[0]["field"], "json");
        EXPECT_NE(lines[0]["error"].get<std::string>().find("1e999"), std::string::npos) << lines[0];
        EXPECT_EQ(lines[1]["id"], "good");
        EXPECT_EQ(lines[2]["field"], "json");
    }
    const Outcome whole = run("solve", "{\"id\":1,\"game\":\"bridge\",\"won\":{\"tricks\":[1e999,0,0,0]}}");
    EXPECT_EQ(whole.code, 1);
    ASSERT_EQ(whole.lines.size(), 1u) << whole.err;
    EXPECT_EQ(whole.line(0)["field"], "json");
}

TEST_F(HostileInput, DeepNestingIsRefused) {
    const std::string open(100000, '['), close(100000, ']');
    for (const std::string& text : {open, open + close, "{\"id\":" + open + close + "}"}) {
        write("deep.json", text + "\n" + kGood + "\n");
        for (const char* command : {"solve deep.json", "batch deep.json --progress none"}) {
            const Outcome r = shell(std::string("soloist ") + command);
            EXPECT_EQ(r.code, 1) << command << r.err;
            const auto lines = parsedLines(r);
            ASSERT_FALSE(lines.empty()) << command;
            EXPECT_EQ(lines[0]["field"], "json");
            if (text != open)  // batch reports an array never closed as unterminated
                EXPECT_NE(lines[0]["error"].get<std::string>().find("nested deeper"), std::string::npos) << lines[0];
        }
    }
}

TEST_F(HostileInput, ErrorMessagesQuoteOnlyAPrefixOfAValue) {
    json deep = json::array();
    for (int i = 0; i < 100000; ++i) deep = json::array({std::move(deep)});  // built, not parsed
    const json result = soloist::solveJson(deep);
    EXPECT_EQ(result["field"], "problem");
    EXPECT_LT(result["error"].get<std::string>().size(), 200u);
    json problem = json::parse(kGood);
    problem["hands"][0] = std::string(1 << 20, 'A');
    EXPECT_LT(soloist::solveJson(problem)["error"].get<std::string>().size(), 300u);
}

// ---------------------------------------------------------------------------
// Input files that are not files.

TEST_F(HostileInput, ADirectoryAsInputIsAUsageError) {
    std::filesystem::create_directories(path("sub"));
    for (const char* command : {"solve", "leads", "table", "batch"}) {
        const Outcome r = shell(std::string("soloist ") + command + " sub");
        EXPECT_EQ(r.code, 2) << command << r.err;
        EXPECT_NE(r.err.find("sub: it is a directory"), std::string::npos) << command << r.err;
        EXPECT_TRUE(r.out.empty());
    }
    const Outcome piped = shell("soloist batch --progress none < sub");
    EXPECT_EQ(piped.code, 2) << piped.err;
    EXPECT_NE(piped.err.find("cannot read"), std::string::npos) << piped.err;
}

// ---------------------------------------------------------------------------
// Output that cannot be written.

TEST_F(HostileInput, AFullDiskIsAFailureNotSilence) {
    if (!std::filesystem::exists("/dev/full")) GTEST_SKIP() << "no /dev/full";
    write("in.jsonl", kGood + "\n");
    for (const char* command : {"solve in.jsonl", "leads in.jsonl", "solve in.jsonl --format text",
                                "batch in.jsonl --progress none", "deal --game bridge --count 3"}) {
        const Outcome r = shell(std::string("soloist ") + command + " > /dev/full");
        EXPECT_EQ(r.code, 1) << command;
        EXPECT_NE(r.err.find("cannot write the output"), std::string::npos) << command << r.err;
    }
}

// ---------------------------------------------------------------------------
// Options out of range.

TEST_F(HostileInput, OptionsOutOfRangeAreUsageErrors) {
    write("in.jsonl", kGood + "\n");
    const std::pair<const char*, const char*> cases[] = {
        {"batch in.jsonl --first-index 9223372036854775807", "--first-index"},
        {"batch in.jsonl --first-index 9007199254740992", "--first-index"},
        {"batch in.jsonl --first-index 99999999999999999999", "first-index"},
        {"batch in.jsonl --threads 100000", "--threads"},
        {"solve in.jsonl --threads 100000", "--threads"},
        {"leads in.jsonl --threads 1025", "--threads"},
        {"table in.jsonl --threads 2147483647", "--threads"},
        {"solve in.jsonl --threads 99999999999", "threads"},
    };
    for (const auto& [command, option] : cases) {
        const Outcome r = shell(std::string("soloist ") + command);
        EXPECT_EQ(r.code, 2) << command << r.err;
        EXPECT_NE(r.err.find(option), std::string::npos) << command << r.err;
        EXPECT_TRUE(r.out.empty()) << command << r.out;
    }
    const Outcome largest = shell("soloist batch in.jsonl --first-index 9007199254740991 --progress none");
    ASSERT_EQ(largest.code, 0) << largest.err;
    EXPECT_EQ(largest.line(0)["index"], 9007199254740991L);
}

// ---------------------------------------------------------------------------
// Format detection that one bad record cannot mislead.

TEST_F(HostileInput, ABrokenFirstLineDoesNotSwallowAJsonLinesFile) {
    std::string lines = "{\"id\": \"cut off\", \"game\": \"bri\n";
    for (int i = 0; i < 300; ++i) lines += (i == 100 ? std::string("{1e999}") : kGood) + "\n";
    write("in.jsonl", lines);
    const Outcome r = shell("soloist batch in.jsonl --progress none");
    EXPECT_EQ(r.code, 1) << r.err;
    ASSERT_EQ(r.lines.size(), 301u) << r.err;
    EXPECT_EQ(r.line(0)["field"], "json");
    EXPECT_EQ(r.line(1)["id"], "good");
    EXPECT_EQ(r.line(101)["field"], "json");
    EXPECT_EQ(r.line(300)["index"], 300);
    EXPECT_NE(r.err.find("301 deals (JSON Lines, solve), 2 errors"), std::string::npos) << r.err;

    // Two bad lines first, an indented good one: still line per record.
    write("in.jsonl", "{\n{\"id\": [\n  " + kGood + "\n" + kGood + "\n");
    const Outcome two = shell("soloist batch in.jsonl --progress none");
    ASSERT_EQ(two.lines.size(), 4u) << two.err;
    EXPECT_EQ(two.line(2)["id"], "good");

    // Pretty-printed objects are still read whole.
    json pretty = json::parse(kGood);
    write("in.json", pretty.dump(2) + "\n" + pretty.dump(2) + "\n" + pretty.dump(4) + "\n");
    const Outcome objects = shell("soloist batch in.json --progress none");
    EXPECT_EQ(objects.code, 0) << objects.err;
    EXPECT_EQ(objects.lines.size(), 3u);
    EXPECT_NE(objects.err.find("(JSON objects, solve)"), std::string::npos) << objects.err;
}

// ---------------------------------------------------------------------------
// PBN: every game gives a line, in its place.

const std::string kEnding = "N:AKQ... .AKQ.. ..AKQ. 432...";

TEST_F(HostileInput, EveryPbnGameGivesALine) {
    write("games.pbn", "\xEF\xBB\xBF% PBN 2.1\n"
                       "[Event \"header\"]\n\n"
                       "[Board \"1\"]\n[Deal \"" + kEnding + "\"]\n\n"
                       "[Board \"2\"]\n[Dealer \"N\"]\n\n"                              // no Deal
                       "[board \"3\"]\n[deal \"" + kEnding + "\"]\n[contract \"2S\"]\n[declarer \"N\"]\n\n"
                       "[Board \"4\"]\n[Deal \"" + kEnding + "\n\n"                       // not closed
                       "[Board \"5\"]\n[Deal \"" + kEnding + "\"]\n[Contract \"9Z\"]\n[Declarer \"N\"]\n\n"
                       "[Board \"6\"]\n[Deal \"" + kEnding + "\"]\n[Contract \"3N\"]\n[Declarer \"Q\"]\n\n"
                       "[Board \"7\"]\n[Deal \"" + kEnding + "\"]\n[Vulnerable \"sometimes\"]\n"
                       "[Event \"next\"]\n[Board \"8\"]\n[Deal \"" + kEnding + "\"]\n"  // no blank line
                       "[Event \"next\"]\n[Board \"9\"]\n[Deal \"W:" + kEnding.substr(2) + "\"]\n");
    const Outcome r = shell("soloist batch games.pbn --contract 1N:S --progress none");
    EXPECT_EQ(r.code, 1) << r.err;
    ASSERT_EQ(r.lines.size(), 9u) << r.out << r.err;
    std::vector<json> lines = parsedLines(r);
    for (size_t i = 0; i < lines.size(); ++i) {
        EXPECT_EQ(lines[i]["index"], i);
        EXPECT_EQ(lines[i]["id"], std::to_string(i + 1)) << lines[i];
    }
    EXPECT_EQ(lines[0]["tricks"], 3);
    EXPECT_EQ(lines[1]["field"], "Deal");
    EXPECT_NE(lines[1]["error"].get<std::string>().find("no Deal tag"), std::string::npos) << lines[1];
    EXPECT_EQ(lines[2]["contract"]["type"], "2S");  // lowercase tag names
    EXPECT_EQ(lines[3]["field"], "Deal");
    EXPECT_NE(lines[3]["error"].get<std::string>().find("not closed"), std::string::npos) << lines[3];
    EXPECT_EQ(lines[4]["field"], "Contract");
    EXPECT_NE(lines[4]["error"].get<std::string>().find("\"9Z\""), std::string::npos) << lines[4];
    EXPECT_EQ(lines[5]["field"], "Declarer");
    EXPECT_EQ(lines[6]["field"], "Vulnerable");
    EXPECT_EQ(lines[7]["tricks"], 3);
    EXPECT_EQ(lines[8]["tricks"], 0);  // West's hand first: West holds the spades
    EXPECT_NE(r.err.find("9 deals (PBN file, solve), 5 errors"), std::string::npos) << r.err;

    // Lowercase tags alone, and a Deal tag never closed, are found too.
    write("lower.pbn", "[deal \"" + kEnding + "\"]\n");
    EXPECT_EQ(shell("soloist batch lower.pbn --contract 1N:S --progress none").lines.size(), 1u);
    write("open.pbn", "[Deal \"" + kEnding + "\n");
    const Outcome open = shell("soloist batch open.pbn --contract 1N:S --progress none");
    EXPECT_EQ(open.code, 1);
    ASSERT_EQ(open.lines.size(), 1u) << open.err;
    EXPECT_EQ(open.line(0)["field"], "Deal");
}

TEST_F(HostileInput, AByteOrderMarkIsSkipped) {
    write("in.jsonl", "\xEF\xBB\xBF" + kGood + "\n" + kGood + "\n");
    for (const char* command : {"batch in.jsonl --progress none", "solve in.jsonl"}) {
        const Outcome r = shell(std::string("soloist ") + command);
        EXPECT_EQ(r.code, 0) << command << r.err;
        ASSERT_EQ(r.lines.size(), 2u) << command;
        EXPECT_EQ(r.line(0)["id"], "good");
    }
}

// ---------------------------------------------------------------------------
// --resume on another input.

TEST_F(HostileInput, ResumeChecksTheIdsOfTheKeptRecords) {
    ASSERT_EQ(shell("soloist deal --game bridge --contract 4 --count 6 --seed 1 > a.jsonl").code, 0);
    ASSERT_EQ(shell("soloist deal --game bridge --contract 4 --count 8 --seed 2 > b.jsonl").code, 0);
    ASSERT_EQ(shell("soloist batch a.jsonl --output out.jsonl --progress none").code, 0);
    const std::string before = slurp(path("out.jsonl"));
    // b.jsonl has more records than out.jsonl has lines, and the same indices.
    const Outcome r = shell("soloist batch b.jsonl --output out.jsonl --resume --progress none");
    EXPECT_EQ(r.code, 2) << r.err;
    EXPECT_NE(r.err.find("line 1 of the output has id \"bridge-1-0\""), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("nothing appended"), std::string::npos) << r.err;
    EXPECT_EQ(slurp(path("out.jsonl")), before);

    // The same input resumes: a copy with its last record changed is refused
    // only if that record's line was kept.
    const auto lines = soloist::testing_support::linesOf(slurp(path("a.jsonl")));
    write("out.jsonl", before.substr(0, before.find("\n{\"index\":4") + 1));
    const Outcome same = shell("soloist batch a.jsonl --output out.jsonl --resume --progress none");
    EXPECT_EQ(same.code, 0) << same.err;
    const auto resumed = soloist::testing_support::linesOf(slurp(path("out.jsonl")));
    ASSERT_EQ(resumed.size(), 6u);
    for (size_t i = 0; i < 6; ++i) EXPECT_EQ(json::parse(resumed[i])["id"], json::parse(lines[i])["id"]);
    json renamed = json::parse(lines[2]);
    renamed["id"] = "renamed";
    write("c.jsonl", lines[0] + "\n" + lines[1] + "\n" + renamed.dump() + "\n" + lines[3] + "\n" + lines[4] + "\n" +
                         lines[5] + "\n");
    const Outcome changed = shell("soloist batch c.jsonl --output out.jsonl --resume --progress none");
    EXPECT_EQ(changed.code, 2) << changed.err;
    EXPECT_NE(changed.err.find("line 3 of the output"), std::string::npos) << changed.err;
}

}  // namespace
