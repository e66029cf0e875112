// `--format html` and the reports for people, run as the built binary: the
// pages hold the JSON's values (every cell of a bridge table, every lead, each
// simulated chance), their main tags are balanced, input text is escaped;
// batch's text and HTML reports, bridge table summaries and plural forms.
// tests/browser/ renders the same pages in Chromium.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/cli_session.h"

#include <cstdio>
#include <string>

namespace {

using nlohmann::json;
using soloist::testing_support::Outcome;

class HtmlCli : public soloist::testing_support::CliSession {};

const json kBridgeDeal = {{"id", "bridge-01"},
                          {"game", "bridge"},
                          {"hands", {"862.K5.Q42.QJ753", "AQ4.Q83.AKJ7.K86", "JT97.A762.T9.T42", "K53.JT94.8653.A9"}}};

json withContract(json deal, const json& contract) {
    deal["contract"] = contract;
    return deal;
}

size_t occurrences(const std::string& text, const std::string& what) {
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
    return n;
}

// Every element that must close does, as often as it opens.
void expectBalanced(const std::string& page) {
    EXPECT_EQ(page.rfind("<!DOCTYPE html>", 0), 0u);
    for (const char* tag : {"html", "head", "body", "main", "style"}) {
        EXPECT_EQ(occurrences(page, std::string("<") + tag + ">") + occurrences(page, std::string("<") + tag + " "), 1u) << tag;
        EXPECT_EQ(occurrences(page, std::string("</") + tag + ">"), 1u) << tag;
    }
    for (const char* tag : {"title", "section", "table", "thead", "tbody", "tr", "td", "th", "svg", "div", "ul", "li", "dl", "dt",
                            "dd", "h2", "h3", "p", "span", "strong"}) {
        const size_t opened = occurrences(page, std::string("<") + tag + ">") + occurrences(page, std::string("<") + tag + " ");
        EXPECT_EQ(opened, occurrences(page, std::string("</") + tag + ">")) << tag;
    }
    EXPECT_NE(page.find("<meta name=\"viewport\""), std::string::npos);
    EXPECT_NE(page.find("@media print"), std::string::npos);
    EXPECT_EQ(page.find("<script"), std::string::npos);
    EXPECT_EQ(page.find("http://"), std::string::npos) << "no network";
    EXPECT_EQ(page.find("https://"), std::string::npos) << "no network";
}

TEST_F(HtmlCli, BridgeTableHoldsEveryCellAndPar) {
    const Outcome data = run("table", kBridgeDeal.dump());
    const Outcome page = run("table --format html", kBridgeDeal.dump());
    ASSERT_EQ(page.code, 0) << page.err;
    expectBalanced(page.out);
    const json table = data.line(0);
    int cells = 0;
    for (const auto& [declarer, strains] : table["dd_table"].items())
        for (const auto& [strain, tricks] : strains.items()) {
            const std::string cell = "data-declarer=\"" + declarer + "\" data-strain=\"" + strain + "\"";
            const size_t at = page.out.find(cell);
            ASSERT_NE(at, std::string::npos) << cell;
            const size_t open = page.out.find('>', at), close = page.out.find("</td>", at);
            EXPECT_EQ(page.out.substr(open + 1, close - open - 1), std::to_string(tricks.get<int>())) << cell;
            ++cells;
        }
    EXPECT_EQ(cells, 20);
    // -420 for N-S: 4H by E-W (README); the hands with their suit symbols.
    EXPECT_NE(page.out.find("<strong>-420</strong> for N-S: 4<span class=\"suit suit-h\""), std::string::npos);
    EXPECT_NE(page.out.find("by E-W"), std::string::npos);
    EXPECT_NE(page.out.find("<strong>North</strong>"), std::string::npos);
    EXPECT_NE(page.out.find("<span class=\"suit suit-c\" title=\"clubs\">♣</span>Q J 7 5 3"), std::string::npos);
}

TEST_F(HtmlCli, LeadsShowEveryValueAsABarForTheSeatToPlay) {
    const json problem = withContract(kBridgeDeal, {{"type", "4S"}, {"declarer", 0}});
    const json leads = run("leads", problem.dump()).line(0);
    EXPECT_EQ(leads["to_play"], 1) << "East leads against North's contract";
    const Outcome page = run("leads --format html", problem.dump());
    ASSERT_EQ(page.code, 0) << page.err;
    expectBalanced(page.out);
    EXPECT_NE(page.out.find("Leads of East"), std::string::npos);
    EXPECT_NE(page.out.find("badge to-play"), std::string::npos);
    EXPECT_EQ(occurrences(page.out, "<td class=\"label\">"), leads["lead_groups"].size());
    size_t from = 0;
    for (const json& group : leads["lead_groups"]) {
        const std::string value = "<td class=\"value\">" + std::to_string(group["tricks"].get<int>()) + "</td>";
        from = page.out.find(value, from);
        ASSERT_NE(from, std::string::npos) << value << " in order";
        ++from;
    }
    // A bar per group, drawn against the 13 tricks of a deal.
    EXPECT_EQ(occurrences(page.out, "<td class=\"bar\"><svg"), leads["lead_groups"].size());
}

TEST_F(HtmlCli, TextLeadsNameTheSeatToPlayAndWhoseValues) {
    const json problem = withContract(kBridgeDeal, {{"type", "4S"}, {"declarer", 0}});
    const Outcome r = run("leads --format text", problem.dump());
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("leads of E (to play, a defender), best first for E; values: the declarer side's (N S) "
                         "tricks after the card:"),
              std::string::npos)
        << r.out;
    const Outcome solve = run("solve --leads --format text", problem.dump());
    EXPECT_NE(solve.out.find("leads of E (to play, a defender); values:"), std::string::npos) << solve.out;
}

TEST_F(HtmlCli, IdsAndErrorsAreEscaped) {
    json problem = withContract(kBridgeDeal, {{"type", "4S"}, {"declarer", 0}});
    problem["id"] = "<script>alert(\"x\")</script>&";
    Outcome page = run("solve --format html", problem.dump());
    ASSERT_EQ(page.code, 0) << page.err;
    expectBalanced(page.out);
    EXPECT_NE(page.out.find("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;"), std::string::npos);
    const json bad = {{"id", "<b>bad</b>"}, {"game", "<i>skat</i>"}, {"hands", json::array()}};
    page = run("solve --format html", bad.dump());
    EXPECT_EQ(page.code, 1);
    expectBalanced(page.out);
    EXPECT_EQ(page.out.find("<b>"), std::string::npos);
    EXPECT_EQ(page.out.find("<i>"), std::string::npos);
    EXPECT_NE(page.out.find("class=\"error\""), std::string::npos);
}

TEST_F(HtmlCli, SoloTableOmbreAndSpanishSuits) {
    const json ombre = {{"id", "o"}, {"game", "ombre"}, {"hands", {"75.7.Q3.Q543", "6.KQ43.A74.A", "AJ.652.K6.KJ"}}};
    const json table = run("table", ombre.dump()).line(0);
    const Outcome page = run("table --format html", ombre.dump());
    ASSERT_EQ(page.code, 0) << page.err;
    expectBalanced(page.out);
    EXPECT_EQ(occurrences(page.out, "<div class=\"entry "), table["entries"].size());
    EXPECT_NE(page.out.find("espadas"), std::string::npos) << "Ombre's suits by their Spanish names";
    EXPECT_NE(page.out.find("title=\"oros\""), std::string::npos);
    EXPECT_NE(page.out.find("Best contract per seat"), std::string::npos);
}

TEST_F(HtmlCli, SimulateShowsEachChanceWithItsInterval) {
    const json hand = {{"id", "sim"}, {"game", "german-solo"}, {"hands", {"AKQJ.AK.7.8", nullptr, nullptr, nullptr}}};
    const json result = run("simulate --samples 6 --contracts all", hand.dump()).line(0);
    const Outcome page = run("simulate --samples 6 --contracts all --format html", hand.dump());
    ASSERT_EQ(page.code, 0) << page.err;
    expectBalanced(page.out);
    EXPECT_NE(page.out.find("unseen"), std::string::npos);
    EXPECT_NE(page.out.find("title=\"Kreuz\""), std::string::npos) << "German Solo's suits by their German names";
    for (const json& entry : result["contracts"]) {
        char percent[32];
        std::snprintf(percent, sizeof percent, "<td class=\"value\">%.1f%%</td>", entry["p_make"].get<double>() * 100);
        EXPECT_NE(page.out.find(percent), std::string::npos) << percent;
    }
    EXPECT_EQ(occurrences(page.out, "class=\"whisker\""), 3 * result["contracts"].size());
}

TEST_F(HtmlCli, PlayListsEveryCardAndItsCost) {
    const json problem = {{"id", "ending"},
                          {"game", "bridge"},
                          {"hands", {"A3..K.", "KQ...3", ".AK..2", "J4.Q.."}},
                          {"won", {{"tricks", {3, 3, 4, 0}}}},
                          {"contract", {{"type", "N"}, {"declarer", 2}}},
                          {"play", {"SJ", "S3", "SK", "C2", "SQ"}}};
    const Outcome page = run("play --format html", problem.dump());
    ASSERT_EQ(page.code, 0) << page.err;
    expectBalanced(page.out);
    EXPECT_EQ(occurrences(page.out, "<tr class=\"mistake\">"), 2u) << "North's duck and East's spade";
    EXPECT_NE(page.out.find("Already won (tricks): N 3 · E 3 · S 4 · W 0"), std::string::npos);
}

TEST_F(HtmlCli, BatchTextAndHtmlReportsWithABridgeTableSummary) {
    const std::string deals = kBridgeDeal.dump() + "\n";
    Outcome r = run("batch --analysis table --format text --progress none", deals);
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("double-dummy tricks"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("summary:\nsoloist batch: 1 deal (JSON Lines, table), 0 errors"), std::string::npos) << r.out;
    // East-West make 4H (10 tricks) from both seats, North-South not: 2 of 4 declarers.
    EXPECT_NE(r.out.find("  4H               makeable 2/4 (50.0%)"), std::string::npos) << r.out;
    EXPECT_NE(r.err.find("4H               makeable 2/4"), std::string::npos) << r.err;

    r = run("batch --analysis table --format html --progress none", deals + deals);
    ASSERT_EQ(r.code, 0) << r.err;
    expectBalanced(r.out);
    EXPECT_EQ(occurrences(r.out, "data-strain=\"N\""), 8u) << "two tables";
    EXPECT_NE(r.out.find("<svg class=\"chart\""), std::string::npos);
    EXPECT_NE(r.out.find(">4H</text>"), std::string::npos);
    EXPECT_NE(r.out.find("50.0% · 4/8</text>"), std::string::npos);

    r = run("batch --analysis leads --format html --progress none",
            withContract(kBridgeDeal, {{"type", "4S"}, {"declarer", 0}}).dump());
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("Leads of East"), std::string::npos);
    EXPECT_NE(r.out.find("4S"), std::string::npos) << "the summary's makeable rate";

    EXPECT_EQ(run("batch --format xml", deals).code, 2);
    EXPECT_EQ(run("batch --format html --output out.html --resume", deals).code, 2);
}

TEST_F(HtmlCli, CountsTakeTheirPluralOnlyAboveOne) {
    Outcome r = run("batch --progress none --threads 1", kBridgeDeal.dump() + "\n");  // no contract: one error
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.err.find("soloist batch: 1 deal (JSON Lines, solve), 1 error, "), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(" deals/s, 1 thread\n"), std::string::npos) << r.err;
    r = run("solve", kBridgeDeal.dump());
    EXPECT_NE(r.err.find("1 of 1 record failed"), std::string::npos) << r.err;
    r = run("solve", kBridgeDeal.dump() + "\n" + kBridgeDeal.dump() + "\n");
    EXPECT_NE(r.err.find("2 of 2 records failed"), std::string::npos) << r.err;
}

}  // namespace
