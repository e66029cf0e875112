// soloist batch's input side: format detection, records split one at a time
// from every format (JSON Lines, JSON objects, a JSON array split
// incrementally, PBN deal lines, PBN files), broken input as error records,
// and records turned into problems (PBN seats, tags, command-line defaults).
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "games/game.h"
#include "games/problem.h"
#include "io/contract_option.h"
#include "io/pbn.h"
#include "io/record_problem.h"
#include "io/record_stream.h"

namespace {

using nlohmann::json;
using namespace soloist;

struct Split {
    InputFormat format;
    std::vector<RawRecord> records;
};

Split split(const std::string& text) {
    std::istringstream in(text);
    RecordStream stream(in);
    Split out{stream.format(), {}};
    while (auto r = stream.next()) out.records.push_back(std::move(*r));
    return out;
}

std::vector<std::string> texts(const Split& s) {
    std::vector<std::string> out;
    for (const auto& r : s.records) out.push_back(r.error.empty() ? r.text : "ERROR " + r.error);
    return out;
}

TEST(RecordStream, EmptyInput) {
    EXPECT_EQ(split("").format, InputFormat::Empty);
    EXPECT_TRUE(split("  \n\n").records.empty());
}

TEST(RecordStream, JsonLines) {
    const std::string text = "{\"id\":1}\n\n{\"id\":2}\r\n{\"id\":[3}\n{\"id\":4}";
    const Split s = split(text);
    EXPECT_EQ(s.format, InputFormat::JsonLines);
    EXPECT_EQ(texts(s), (std::vector<std::string>{"{\"id\":1}", "{\"id\":2}", "{\"id\":[3}", "{\"id\":4}"}));
    EXPECT_EQ(s.records[1].line, 3);
    EXPECT_EQ(s.records[3].index, 3);
    EXPECT_EQ(s.records[3].endOffset, text.size());  // the whole input, the last line without its newline
}

TEST(RecordStream, PrettyObjectsOneAfterAnother) {
    const json a = {{"id", "a"}, {"hands", {"A.K.Q.J", "x}{"}}}, b = {{"id", "b"}};
    const Split s = split(a.dump(2) + "\n" + b.dump(4) + "\n");
    EXPECT_EQ(s.format, InputFormat::JsonValues);
    ASSERT_EQ(s.records.size(), 2u);
    EXPECT_EQ(json::parse(s.records[0].text), a);
    EXPECT_EQ(json::parse(s.records[1].text), b);
    const std::string first = a.dump(2);
    EXPECT_EQ(s.records[1].line, 2 + std::count(first.begin(), first.end(), '\n'));
}

TEST(RecordStream, JsonArraySplitIncrementally) {
    // Strings with brackets, commas, escaped quotes and backslashes must not cut elements.
    const json elements = {{{"id", "a,]}"}, {"x", {1, 2, {{"y", "\\\""}}}}}, 42, {{"id", "[\"{"}}, "text"};
    for (const std::string& text : {elements.dump(), elements.dump(2), "  \n" + elements.dump(1) + "\n\n"}) {
        const Split s = split(text);
        EXPECT_EQ(s.format, InputFormat::JsonArray) << text;
        ASSERT_EQ(s.records.size(), elements.size()) << text;
        for (size_t i = 0; i < elements.size(); ++i) EXPECT_EQ(json::parse(s.records[i].text), elements[i]) << text;
    }
    EXPECT_TRUE(split("[]").records.empty());
    EXPECT_TRUE(split("[ \n ]\n").records.empty());
}

// An endless one-line JSON array, made on the fly: records come out one at a
// time, so the input is never read whole (it could not be).
class EndlessArray : public std::streambuf {
protected:
    int_type underflow() override {
        chunk_ = (next_ == 0 ? "[" : ",") + json{{"id", next_}, {"pad", std::string(100, 'x')}}.dump();
        ++next_;
        setg(chunk_.data(), chunk_.data(), chunk_.data() + chunk_.size());
        return traits_type::to_int_type(chunk_[0]);
    }

private:
    std::string chunk_;
    long next_ = 0;
};

TEST(RecordStream, JsonArrayIsNotReadWhole) {
    EndlessArray endless;
    std::istream in(&endless);
    RecordStream stream(in);
    EXPECT_EQ(stream.format(), InputFormat::JsonArray);
    for (long i = 0; i < 1000; ++i) {
        const auto r = stream.next();
        ASSERT_TRUE(r);
        EXPECT_EQ(json::parse(r->text)["id"], i);
    }
    EXPECT_LT(stream.bytesConsumed(), 1001u * 150);
}

TEST(RecordStream, BrokenArraysGiveErrorRecords) {
    Split s = split("[{\"id\": 1}, {\"id\": 2,\n");
    ASSERT_EQ(s.records.size(), 2u);
    EXPECT_TRUE(s.records[0].error.empty());
    EXPECT_NE(s.records[1].error.find("unterminated JSON array"), std::string::npos) << s.records[1].error;

    s = split("[{\"id\": 1}, {\"id\": 2}] trailing");
    ASSERT_EQ(s.records.size(), 3u);
    EXPECT_NE(s.records[2].error.find("text after the end"), std::string::npos);

    s = split("[{\"id\": 1},, {\"id\": 3}]");
    ASSERT_EQ(s.records.size(), 3u);
    EXPECT_NE(s.records[1].error.find("empty element"), std::string::npos);
    EXPECT_EQ(s.records[2].index, 2);

    s = split("[{\"a\":1}}, {\"b\":2}]");  // a stray closer: one bad element, the next still read
    ASSERT_EQ(s.records.size(), 2u);
    EXPECT_EQ(s.records[1].text, "{\"b\":2}");
}

TEST(RecordStream, PbnDealLines) {
    const Split s = split("% deals\n# more\nN:A.K.Q.J 2.3.4.5 6.7.8.9 T.J.Q.K\n\n0:a b c d\n");
    EXPECT_EQ(s.format, InputFormat::PbnLines);
    EXPECT_EQ(texts(s), (std::vector<std::string>{"N:A.K.Q.J 2.3.4.5 6.7.8.9 T.J.Q.K", "0:a b c d"}));
    EXPECT_EQ(s.records[1].line, 5);
}

const char* kPbnFile = R"(% PBN 2.1
% EXPORT
[Event "header only"]

[Event "club night"]
[Board "7"]
[Vulnerable "EW"]
[Deal "E:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]
[Declarer "W"]
[Contract "4SX"]
[Auction "E"]
1D 1S 3H 4S
{ a comment [Deal "not a tag"] }

[Board "8"]
[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]
[Board "9"]
[Deal "S:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]
)";

TEST(RecordStream, PbnFileGamesWithDeals) {
    const Split s = split(kPbnFile);
    EXPECT_EQ(s.format, InputFormat::PbnFile);
    ASSERT_EQ(s.records.size(), 3u);
    EXPECT_EQ(s.records[0].text, "E:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85");
    EXPECT_EQ(s.records[0].line, 5);
    EXPECT_EQ(s.records[2].index, 2);  // board 9 follows board 8 without a blank line
    EXPECT_EQ(s.records[2].text.substr(0, 2), "S:");
    EXPECT_EQ(s.records[2].endOffset, std::string(kPbnFile).size());
}

TEST(RecordProblem, PbnGameBecomesABridgeProblem) {
    const Split s = split(kPbnFile);
    const json p = problemFromRecord(s.records[0], {});
    EXPECT_EQ(p["id"], "7");
    EXPECT_EQ(p["game"], "bridge");
    // East's hand is listed first: seats are N E S W = 0 1 2 3.
    EXPECT_EQ(p["hands"][1], ".63.AKQ987.A9732");
    EXPECT_EQ(p["hands"][0], "KQT2.AT.J6542.85");
    EXPECT_EQ(p["contract"], json({{"type", "4S"}, {"declarer", 3}, {"vulnerable", true}}));
    EXPECT_EQ(p["vulnerable"], "ew");
    // No Contract tag: the command line's, else none.
    EXPECT_FALSE(problemFromRecord(s.records[1], {}).contains("contract"));
    RecordDefaults defaults;
    defaults.contract = json{{"type", "3N"}, {"declarer", 0}};
    EXPECT_EQ(problemFromRecord(s.records[1], defaults)["contract"], *defaults.contract);
    EXPECT_EQ(problemFromRecord(s.records[0], defaults)["contract"]["type"], "4S");  // the record's own wins
}

TEST(RecordProblem, PbnDealLinesNeedTheGame) {
    const Split s = split("2:A.A.. K.K.. Q.Q.. J.J..\n");
    try {
        problemFromRecord(s.records[0], {});
        ADD_FAILURE();
    } catch (const ProblemError& e) {
        EXPECT_EQ(e.field, "game");
    }
    RecordDefaults d;
    d.game = "german-solo";
    d.contract = parseContractOption("solo:1:H");
    d.variant = json{{"matador_renege", true}};
    const json p = problemFromRecord(s.records[0], d);
    EXPECT_EQ(p["hands"], json({"Q.Q..", "J.J..", "A.A..", "K.K.."}));
    EXPECT_EQ(p["contract"], json({{"type", "solo"}, {"declarer", 1}, {"trump", "H"}}));
    EXPECT_EQ(p["variant"]["matador_renege"], true);
}

TEST(RecordProblem, WidowFollowsTheHands) {
    RecordDefaults d;
    d.game = "six-bid-solo";
    const json p = problemFromRecord(split("0:A.. K.. Q.. J..\n").records[0], d);
    EXPECT_EQ(p["hands"], json({"A..", "K..", "Q.."}));
    EXPECT_EQ(p["widow"], "J..");
}

TEST(RecordProblem, BrokenRecordsNameTheField) {
    auto field = [](const std::string& text, const RecordDefaults& d) {
        try {
            problemFromRecord(split(text).records.at(0), d);
        } catch (const ProblemError& e) {
            return e.field + " | " + e.what();
        }
        return std::string("accepted");
    };
    EXPECT_EQ(field("{\"id\": \n", {}).substr(0, 6), "json |");
    EXPECT_NE(field("{\"a\": tru}\n", {}).find("line 1: malformed JSON"), std::string::npos);
    EXPECT_EQ(field("[{\"id\": 1", {}).substr(0, 6), "json |");
    RecordDefaults bridge;
    bridge.game = "bridge";
    EXPECT_EQ(field("N:A.. K..\n", bridge).substr(0, 6), "deal |");
    EXPECT_EQ(field("X:A.. K.. Q.. J..\n", bridge).substr(0, 6), "deal |");
    EXPECT_EQ(field("N:A.. - Q.. J..\n", bridge).substr(0, 6), "deal |");
    RecordDefaults unknown;
    unknown.game = "skat";
    EXPECT_EQ(field("0:A.. K.. Q.. J..\n", unknown).substr(0, 6), "game |");
}

TEST(ContractOption, ShortFormAndJson) {
    EXPECT_EQ(parseContractOption("4S:N"), json({{"type", "4S"}, {"declarer", 0}}));
    EXPECT_EQ(parseContractOption("solo:2:H"), json({{"type", "solo"}, {"declarer", 2}, {"trump", "H"}}));
    EXPECT_EQ(parseContractOption("prop:0:S:partner=W"),
              json({{"type", "prop"}, {"declarer", 0}, {"trump", "S"}, {"partner", 3}}));
    EXPECT_EQ(parseContractOption("frog:2:discard=SK,HQ,DT"),
              json({{"type", "frog"}, {"declarer", 2}, {"discard", {"SK", "HQ", "DT"}}}));
    EXPECT_EQ(parseContractOption("3N:S:vulnerable=true")["vulnerable"], true);
    EXPECT_EQ(parseContractOption(R"({"type": "tout", "declarer": 3, "trump": "C"})")["type"], "tout");
    for (const char* bad : {"4S", ":1", "solo:x", "solo:1:H:frobnicate=2", "solo:1:H:S", "{not json"})
        EXPECT_THROW(parseContractOption(bad), std::invalid_argument) << bad;
}

TEST(Pbn, TagsAndVulnerability) {
    EXPECT_EQ(pbnTag("[Deal \"N:A.. K..\"]")->second, "N:A.. K..");
    EXPECT_EQ(pbnTag("  [Event \"say \\\"hi\\\"\"]  ")->second, "say \"hi\"");
    EXPECT_FALSE(pbnTag("[1, 2]"));
    EXPECT_FALSE(pbnTag("1D 1S"));
    EXPECT_EQ(*pbnVulnerability("All"), "both");
    EXPECT_EQ(*pbnVulnerability("Love"), "none");
    EXPECT_FALSE(pbnVulnerability("sometimes"));
    EXPECT_FALSE(pbnContract("Pass", "N", *findGame("bridge")));
    EXPECT_EQ((*pbnContract("3NTXX", "S", *findGame("bridge")))["type"], "3N");
}

}  // namespace

namespace {

TEST(RecordStream, LinBoardsSplitAtQxOrMd) {
    const std::string md1 = "3S5432H5432D543C54,S876H876D8762C876,SAKQHAKQDAKQCAKQJ,";
    const std::string md2 = "1SAKQHAKQDAKQCAKQJ,S5432H5432D543C54,S876H876D8762C876,";
    Split s = split("pn|S,W,N,E|st||qx|o1|md|" + md1 + "|mb|p|\r\nmb|p|\nqx|o2|md|" + md2 + "|sv|b|\n");
    EXPECT_EQ(s.format, InputFormat::Lin);
    ASSERT_EQ(s.records.size(), 2u);
    EXPECT_EQ(s.records[0].text, md1);
    EXPECT_EQ(s.records[0].tags.size(), 6u);  // pn st qx md mb mb
    EXPECT_EQ(s.records[1].text, md2);
    EXPECT_EQ(s.records[1].line, 3);
    EXPECT_EQ(idOfRecord(s.records[1]), "o2");
    s = split("md|" + md1 + "|sv|o|md|" + md2 + "|");  // boards without qx
    ASSERT_EQ(s.records.size(), 2u);
    EXPECT_EQ(s.records[1].text, md2);
    s = split("qx|o1|sv|o|qx|o2|md|" + md1 + "|");
    ASSERT_EQ(s.records.size(), 2u);
    EXPECT_EQ(s.records[0].errorField, "md");
    EXPECT_TRUE(s.records[1].error.empty());
}

TEST(RecordStream, PbnGamesKeepTheirLinesAndRepeatHashValues) {
    const Split s = split("% header\n[Board \"1\"]\n[Deal \"N:A... K... Q... J...\"]\n[Auction \"N\"]\n1S Pass\n"
                          "Pass Pass\n\n[Board \"2\"]\n[deal \"#\"]\n");
    ASSERT_EQ(s.records.size(), 2u);
    EXPECT_EQ(s.records[0].lines, (std::vector<std::string>{"[Board \"1\"]", "[Deal \"N:A... K... Q... J...\"]",
                                                            "[Auction \"N\"]", "1S Pass", "Pass Pass"}));
    EXPECT_EQ(s.records[1].text, "N:A... K... Q... J...");
    EXPECT_EQ(s.records[1].lines.back(), "[deal \"#\"]");  // written back as it was
}

}  // namespace
