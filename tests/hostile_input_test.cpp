// Input nobody should write, through the real soloist binary (SOLOIST_BINARY):
// every bad record becomes an error line naming its field, the records
// around it are still solved, and no input crashes or hangs the run.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/cli_session.h"
#include "facade/soloist.h"

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace {

using nlohmann::json;
using soloist::testing_support::Outcome;

// Every line of `out` parses as JSON (so nothing was cut short by a crash).
std::vector<json> parsedLines(const Outcome& r) {
    std::vector<json> out;
    for (const auto& line : r.lines) out.push_back(json::parse(line));
    return out;
}

class HostileInput : public soloist::testing_support::CliSession {
protected:
    // Runs `soloist solve FILE` and `soloist batch FILE`, which must both
    // report its bad records (exit code 1), and checks each one's lines.
    void checkSolveAndBatch(const std::string& file, const std::function<void(const std::vector<json>&)>& check) {
        for (const std::string& command : {"soloist solve " + file, "soloist batch " + file + " --progress none"}) {
            SCOPED_TRACE(command);
            const Outcome r = shell(command);
            EXPECT_EQ(r.code, 1) << r.err;
            check(parsedLines(r));
        }
    }
};

// A bridge ending that solves at once: North holds the top spades.
const std::string kGood =
    R"({"id":"good","game":"bridge","hands":["AKQ...",".AKQ..","..AKQ.","432..."],"contract":{"type":"1S","declarer":0}})";

// ---------------------------------------------------------------------------
// Bytes that are not UTF-8, and numbers out of range, used to end the run.

TEST_F(HostileInput, SuitSymbolsInAHandAreNamedWhole) {
    const std::string hand = "\xE2\x99\xA0T97.\xE2\x99\xA5" "AQT.\xE2\x99\xA6" "A7.";
    const std::string bad = R"({"id":"symbols","game":"bridge","hands":[")" + hand +
                            R"(","A...","K...","Q..."],"contract":{"type":"4S","declarer":0}})";
    write("in.jsonl", bad + "\n" + kGood + "\n");
    checkSolveAndBatch("in.jsonl", [](const std::vector<json>& lines) {
        ASSERT_EQ(lines.size(), 2u);
        EXPECT_EQ(lines[0]["field"], "hands[0]");
        EXPECT_NE(lines[0]["error"].get<std::string>().find("'\xE2\x99\xA0'"), std::string::npos) << lines[0];
        EXPECT_EQ(lines[1]["id"], "good");
        EXPECT_TRUE(lines[1].contains("tricks"));
    });
}

TEST_F(HostileInput, BytesThatAreNotUtf8AreReplacedInTheOutput) {
    write("in.jsonl", "{\"id\":\"a\xFF" "b\"}\n\xFF\xFE\x80garbage\x01\n" + kGood + "\n");
    checkSolveAndBatch("in.jsonl", [](const std::vector<json>& lines) {
        ASSERT_EQ(lines.size(), 3u);
        EXPECT_EQ(lines[0]["field"], "json");
        EXPECT_EQ(lines[1]["field"], "json");
        EXPECT_EQ(lines[2]["id"], "good");
    });
    // A PBN Board tag is the id: it is reported, its bad byte replaced.
    write("in.pbn", "[Board \"\xFF\"]\n[Deal \"N:AKQ... .AKQ.. ..AKQ. 432...\"]\n");
    const Outcome r = shell("soloist batch in.pbn --contract 1N:S --progress none");
    ASSERT_EQ(r.lines.size(), 1u) << r.err;
    EXPECT_EQ(r.line(0)["id"], "\xEF\xBF\xBD");
}

TEST_F(HostileInput, HugeNumbersAreErrors) {
    write("in.jsonl", "{\"id\":1e999}\n" + kGood + "\n[1e999]\n");
    checkSolveAndBatch("in.jsonl", [](const std::vector<json>& lines) {
        ASSERT_EQ(lines.size(), 3u);
        EXPECT_EQ(lines[0]["field"], "json");
        EXPECT_NE(lines[0]["error"].get<std::string>().find("1e999"), std::string::npos) << lines[0];
        EXPECT_EQ(lines[1]["id"], "good");
        EXPECT_EQ(lines[2]["field"], "json");
    });
    const Outcome whole = run("solve", "{\"id\":1,\"game\":\"bridge\",\"won\":{\"tricks\":[1e999,0,0,0]}}");
    EXPECT_EQ(whole.code, 1);
    ASSERT_EQ(whole.lines.size(), 1u) << whole.err;
    EXPECT_EQ(whole.line(0)["field"], "json");
}

TEST_F(HostileInput, DeepNestingIsRefused) {
    const std::string open(100000, '['), close(100000, ']');
    for (const std::string& text : {open, open + close, "{\"id\":" + open + close + "}"}) {
        write("deep.json", text + "\n" + kGood + "\n");
        checkSolveAndBatch("deep.json", [&](const std::vector<json>& lines) {
            ASSERT_FALSE(lines.empty());
            EXPECT_EQ(lines[0]["field"], "json");
            if (text != open) {  // batch reports an array never closed as unterminated
                EXPECT_NE(lines[0]["error"].get<std::string>().find("nested deeper"), std::string::npos) << lines[0];
            }
        });
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
    for (const char* command : {"solve", "batch --progress none"}) {
        const Outcome piped = shell(std::string("soloist ") + command + " < sub");
        EXPECT_EQ(piped.code, 2) << command << piped.err;
        EXPECT_NE(piped.err.find("cannot read"), std::string::npos) << command << piped.err;
    }
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

    // A first line that is not JSON at all.
    write("in.jsonl", "garbage \xFF\n" + kGood + "\n" + kGood + "\n");
    const Outcome garbage = shell("soloist batch in.jsonl --progress none");
    EXPECT_EQ(garbage.code, 1) << garbage.err;
    ASSERT_EQ(garbage.lines.size(), 3u) << garbage.err;
    EXPECT_EQ(garbage.line(0)["field"], "json");
    EXPECT_EQ(garbage.line(2)["id"], "good");

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
    write("header.pbn", "[Event \"a header, broken\n\n[Board \"1\"]\n[Deal \"" + kEnding + "\"]\n");
    const Outcome header = shell("soloist batch header.pbn --contract 1N:S --progress none");
    EXPECT_EQ(header.code, 0) << header.out << header.err;
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

// ---------------------------------------------------------------------------
// The catalogue: one hostile record between two good ones, through solve and
// batch, each under a timeout. Every one gives an error line naming its
// field in its place, the good records are solved, the exit code is 1.

struct Hostile {
    std::string name;
    std::string line;   // one JSON Lines record
    std::string field;  // the field its error names
};

// kGood with `pointer` (a JSON pointer) set to `value` (JSON text), or removed.
std::string patched(const std::string& pointer, const std::string& value) {
    json p = json::parse(kGood);
    const json::json_pointer at(pointer);
    if (value.empty()) p[at.parent_pointer()].erase(at.back());
    else p[at] = json::parse(value);
    return p.dump();
}

std::vector<Hostile> hostileRecords() {
    const std::string good = kGood;
    return {
        {"truncated object", good.substr(0, good.size() / 2), "json"},
        {"truncated string", R"({"id":"abc)", "json"},
        {"open brace", "{", "json"},
        {"two objects on a line", good + good, "json"},
        {"trailing garbage", good + " x", "json"},
        {"raw NUL byte", std::string("{\"id\":\"a") + '\0' + "b\"}", "json"},
        {"bytes not UTF-8", "{\"id\":\"\xC3\x28\"}", "json"},
        {"lone surrogate escape", R"({"id":"\uD800"})", "json"},
        {"number 1e999", R"({"id":1,"game":"bridge","won":{"tricks":[1e999,0,0,0]}})", "json"},
        {"number -1e999", R"({"id":-1e999})", "json"},
        {"nested 300 deep", "{\"id\":" + std::string(300, '[') + std::string(300, ']') + "}", "json"},
        {"an array", "[1,2]", "problem"},
        {"null", "null", "problem"},
        {"a number", "42", "problem"},
        {"a string", "\"bridge\"", "problem"},
        {"empty object", "{}", "game"},
        {"game a number", patched("/game", "42"), "game"},
        {"game unknown", patched("/game", "\"skat\""), "game"},
        {"game with NUL", patched("/game", "\"bri\\u0000dge\""), "game"},
        {"no hands", patched("/hands", ""), "hands"},
        {"hands a string", patched("/hands", "\"AKQ...\""), "hands"},
        {"three hands", patched("/hands", R"(["AKQ...",".AKQ..","..AKQ."])"), "hands"},
        {"a hand a number", patched("/hands/0", "7"), "hands[0]"},
        {"a hand of three suits", patched("/hands/0", "\"AKQ..\""), "hands[0]"},
        {"a hand of five suits", patched("/hands/0", "\"AKQ....\""), "hands[0]"},
        {"an unknown rank", patched("/hands/0", "\"AKZ...\""), "hands[0]"},
        {"rank 1", patched("/hands/0", "\"AK1...\""), "hands[0]"},
        {"suit symbols", patched("/hands/0", "\"\xE2\x99\xA0" "AKQ...\""), "hands[0]"},
        {"NUL in a hand", patched("/hands/0", "\"AK\\u0000Q...\""), "hands[0]"},
        {"a card outside the deck", patched("/hands/0", R"(["SA","SK","S1"])"), "hands[0][2]"},
        {"a card a number", patched("/hands/0", R"(["SA","SK",12])"), "hands[0][2]"},
        {"a card twice in a hand", patched("/hands/0", R"(["SA","SK","SA"])"), "hands[0]"},
        {"a card in two hands", patched("/hands/1", "\"A.KQ..\""), "hands[1]"},
        {"hands of unequal size", patched("/hands/0", "\"AK...\""), "hands"},
        {"empty hands", patched("/hands", R"(["...","...","...","..."])"), "hands"},
        {"a widow in bridge", patched("/widow", "\"2...\""), "widow"},
        {"no contract", patched("/contract", ""), "contract"},
        {"contract a string", patched("/contract", "\"4S\""), "contract"},
        {"no contract type", patched("/contract/type", ""), "contract.type"},
        {"contract type a number", patched("/contract/type", "4"), "contract.type"},
        {"contract type unknown", patched("/contract/type", "\"9Z\""), "contract.type"},
        {"no declarer", patched("/contract/declarer", ""), "contract.declarer"},
        {"declarer -1", patched("/contract/declarer", "-1"), "contract.declarer"},
        {"declarer 4", patched("/contract/declarer", "4"), "contract.declarer"},
        {"declarer 2^63-1", patched("/contract/declarer", "9223372036854775807"), "contract.declarer"},
        {"declarer -2^63", patched("/contract/declarer", "-9223372036854775808"), "contract.declarer"},
        {"declarer 2^64-1", patched("/contract/declarer", "18446744073709551615"), "contract.declarer"},
        {"declarer 0.5", patched("/contract/declarer", "0.5"), "contract.declarer"},
        {"declarer a word", patched("/contract/declarer", "\"North\""), "contract.declarer"},
        {"trump a number", patched("/contract/trump", "5"), "contract.trump"},
        {"trump unknown", patched("/contract/trump", "\"X\""), "contract.trump"},
        {"partner 7", patched("/contract/partner", "7"), "contract.partner"},
        {"call not a card", patched("/contract/call", "\"Z9\""), "contract.call"},
        {"discard not an array", patched("/contract/discard", "\"SA\""), "contract.discard"},
        {"vulnerable a string", patched("/contract/vulnerable", "\"yes\""), "contract.vulnerable"},
        {"leader -1", patched("/leader", "-1"), "leader"},
        {"leader huge", patched("/leader", "99999999999"), "leader"},
        {"won an array", patched("/won", "[1]"), "won"},
        {"won.tricks too short", patched("/won", R"({"tricks":[1]})"), "won.tricks"},
        {"won.tricks negative", patched("/won", R"({"tricks":[-1,0,0,0]})"), "won.tricks[0]"},
        {"won.tricks too many", patched("/won", R"({"tricks":[13,0,0,0]})"), "won.tricks[0]"},
        {"won.tricks huge", patched("/won", R"({"tricks":[1e300,0,0,0]})"), "won.tricks[0]"},
        {"trick not an array", patched("/trick", "\"SA\""), "trick"},
        {"trick too long", patched("/trick", R"(["C2","C3","C4","C5"])"), "trick"},
        {"trick card unknown", patched("/trick", R"(["ZZ"])"), "trick[0]"},
        {"trick card held", patched("/trick", R"(["SA"])"), "trick[0]"},
        {"variant a number", patched("/variant", "1"), "variant"},
        {"variant unknown", patched("/variant", R"({"frobnicate":true})"), "variant.frobnicate"},
        {"question a number", patched("/question", "5"), "question"},
        {"question unknown", patched("/question", "\"maybe\""), "question"},
        {"budget_ms negative", patched("/budget_ms", "-1"), "budget_ms"},
        {"budget_ms huge", patched("/budget_ms", "1e308"), "budget_ms"},
        {"budget_ms a string", patched("/budget_ms", "\"soon\""), "budget_ms"},
    };
}

TEST_F(HostileInput, CatalogueOfBadRecords) {
    const auto cases = hostileRecords();
    ASSERT_GE(cases.size(), 60u);
    for (const auto& c : cases) {
        write("in.jsonl", kGood + "\n" + c.line + "\n" + kGood + "\n");
        for (const char* command : {"solve", "batch"}) {
            const Outcome r =
                shell(std::string("timeout 20 soloist ") + command + " in.jsonl" +
                      (std::string(command) == "batch" ? " --progress none --threads 1" : " --threads 1"));
            EXPECT_EQ(r.code, 1) << c.name << " (" << command << "): " << r.err;
            ASSERT_EQ(r.lines.size(), 3u) << c.name << " (" << command << "): " << r.out << r.err;
            const json bad = json::parse(r.lines[1]);
            EXPECT_EQ(bad.value("field", json()), c.field) << c.name << " (" << command << "): " << bad;
            EXPECT_TRUE(bad.contains("error")) << c.name;
            for (size_t i : {size_t(0), size_t(2)})
                EXPECT_EQ(json::parse(r.lines[i]).value("tricks", -1), 3) << c.name << " (" << command << ")";
        }
    }
}

// Whole files: truncated, garbage, PBN and LIN that is not what it claims.
struct HostileFile {
    std::string name;
    std::string text;
    std::string options;  // for batch
    std::string field;    // the field of the first error line
    size_t goodLines;     // results that are solved ("tricks"), batch
};

std::vector<HostileFile> hostileFiles() {
    const std::string good = kGood, deal = "[Deal \"" + kEnding + "\"]\n";
    std::string binary;
    for (int i = 0; i < 4096; ++i) binary += char((i * 7919 + 13) % 256);
    std::string tenMegabytes = R"({"id":"big","game":"bridge","hands":[")" + std::string(10 << 20, 'A') +
                               R"(","A...","K...","Q..."],"contract":{"type":"1S","declarer":0}})";
    return {
        {"a truncated array", "[" + good + ",\n" + good.substr(0, 40), "", "json", 1},
        {"an array never closed", "[" + good + ",\n" + good + "\n", "", "json", 1},
        {"NUL after a record", good + std::string(1, '\0') + "junk\n" + good + "\n", "", "json", 1},
        {"text after an array", "[" + good + "] x", "", "json", 1},
        {"a truncated pretty object", json::parse(good).dump(2).substr(0, 60), "", "json", 0},
        {"a 10 MB line", good + "\n" + tenMegabytes + "\n" + good + "\n", "", "hands[0]", 2},
        {"nesting 100000 deep", good + "\n" + std::string(100000, '[') + std::string(100000, ']') + "\n" + good + "\n",
         "", "json", 2},
        {"NUL bytes", good + "\n" + std::string(64, '\0') + "\n" + good + "\n", "", "json", 2},
        {"binary garbage after a record", good + "\n" + binary + "\n" + good + "\n", "", "json", 2},
        {"binary garbage as deal lines", binary, "--game bridge --contract 1S:N", "deal", 0},
        {"a PBN Deal tag cut off", "[Board \"1\"]\n" + deal + "\n[Board \"2\"]\n[Deal \"N:AKQ...", "--contract 1N:S",
         "Deal", 1},
        {"a PBN deal of garbage", "[Board \"1\"]\n[Deal \"garbage\"]\n\n[Board \"2\"]\n" + deal, "--contract 1N:S",
         "Deal", 1},
        {"a PBN deal of three hands", "[Board \"1\"]\n[Deal \"N:AKQ... .AKQ.. ..AKQ.\"]\n\n[Board \"2\"]\n" + deal,
         "--contract 1N:S", "Deal", 1},
        {"a PBN deal with an unknown seat", "[Board \"1\"]\n[Deal \"Q:AKQ... .AKQ.. ..AKQ. 432...\"]\n\n" + deal,
         "--contract 1N:S", "Deal", 1},
        {"a PBN game of garbage lines", "[Board \"1\"]\n\x01\x02\xFF\n[Deal \"\x01\xFF\"]\n\n" + deal, "--contract 1N:S",
         "Deal", 1},
        {"LIN", "qx|o1|md|3SAKQHAKQ,S432,SJT9|sv|0|\npn|a,b,c,d|\n", "--game bridge --contract 1S:N", "md", 0},
        {"deal lines cut short", "N:AKQ... .AKQ.. ..AKQ. 432...\nN:AKQ... .AKQ..\n", "--game bridge --contract 1S:N",
         "deal", 1},
    };
}

TEST_F(HostileInput, CatalogueOfBadFiles) {
    for (const auto& f : hostileFiles()) {
        write("in.txt", f.text);
        const Outcome batch = shell("timeout 20 soloist batch in.txt --progress none --threads 1 " + f.options);
        EXPECT_EQ(batch.code, 1) << f.name << ": " << batch.err;
        size_t solved = 0;
        std::string firstErrorField;
        for (const auto& line : batch.lines) {
            const json r = json::parse(line);
            solved += r.contains("tricks");
            if (r.contains("error") && firstErrorField.empty()) firstErrorField = r.value("field", "");
        }
        EXPECT_EQ(firstErrorField, f.field) << f.name << ": " << batch.out.substr(0, 2000);
        EXPECT_EQ(solved, f.goodLines) << f.name << ": " << batch.out.substr(0, 2000);

        if (!f.options.empty()) continue;  // solve reads JSON only
        const Outcome solve = shell("timeout 20 soloist solve in.txt --threads 1");
        EXPECT_EQ(solve.code, 1) << f.name << ": " << solve.err;
        ASSERT_FALSE(solve.lines.empty()) << f.name;
        size_t solvedToo = 0;
        for (const auto& line : solve.lines) solvedToo += json::parse(line).contains("tricks");
        if (f.text.rfind(kGood + "\n", 0) == 0) {
            EXPECT_EQ(solvedToo, f.goodLines) << f.name << ": " << solve.out;
        }
    }
}

}  // namespace
