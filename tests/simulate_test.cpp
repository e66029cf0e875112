// `simulate`: the samples respect what is known, the summary is what the
// samples' own solves say, the sampler is uniform and reproducible.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cmath>
#include <map>

#include "analysis/deal_sampler.h"
#include "cards/notation.h"
#include "io/sample_reader.h"
#include "facade/soloist.h"

namespace {

using nlohmann::json;

soloist::CardSet handOf(const json& text) { return soloist::parseHand(text.get<std::string>()); }

soloist::SimulateOptions options(int samples, int threads = 1) {
    soloist::SimulateOptions o;
    o.samples = samples;
    o.threads = threads;
    o.keepSamples = true;
    return o;
}

const json kGermanHand = json::parse(R"({"id":"g","game":"german-solo",
    "hands":["AKQJ.AK.7.8",null,null,null],"contract":{"type":"solo","declarer":0,"trump":"S"}})");

TEST(Simulate, SamplesKeepTheSeenHandAndDealTheRest) {
    const json result = soloist::simulateJson(kGermanHand, options(40));
    ASSERT_FALSE(result.contains("error")) << result.dump();
    ASSERT_EQ(result["sample_records"].size(), 40u);
    const soloist::CardSet seen = handOf(kGermanHand["hands"][0]);
    for (const json& record : result["sample_records"]) {
        const json& hands = record["problem"]["hands"];
        EXPECT_EQ(handOf(hands[0]), seen);
        soloist::CardSet all = 0;
        for (const json& h : hands) {
            EXPECT_EQ(std::popcount(handOf(h)), 8) << h;
            EXPECT_EQ(all & handOf(h), 0u) << "a card dealt twice: " << record["problem"].dump();
            all |= handOf(h);
        }
        EXPECT_EQ(std::popcount(all), 32);
        EXPECT_FALSE(record["problem"].contains("constraints"));
    }
}

TEST(Simulate, SummaryIsWhatTheSamplesSolveTo) {
    const json result = soloist::simulateJson(kGermanHand, options(60));
    int made = 0, n = 0;
    double tricks = 0;
    for (const json& record : result["sample_records"]) {
        json problem = record["problem"];
        const json solved = soloist::solveJson(problem);  // independently, through the plain solve
        ASSERT_FALSE(solved.contains("error")) << solved.dump();
        EXPECT_EQ(solved["tricks"], record["results"][0]["tricks"]);
        made += solved["makeable"].get<bool>();
        tricks += solved["tricks"].get<double>();
        ++n;
    }
    const json& entry = result["contracts"][0];
    EXPECT_EQ(entry["samples"], n);
    EXPECT_NEAR(entry["p_make"].get<double>(), double(made) / n, 1e-3);
    EXPECT_NEAR(entry["mean"].get<double>(), tricks / n, 1e-3);
    int counted = 0;
    for (const auto& [value, k] : entry["distribution"].items()) counted += k.get<int>();
    EXPECT_EQ(counted, n);
    const double lo = entry["p_make_95"][0], hi = entry["p_make_95"][1];
    EXPECT_LE(lo, entry["p_make"].get<double>());
    EXPECT_GE(hi, entry["p_make"].get<double>());
}

TEST(Simulate, OneUnseenHandIsTheSolveItself) {
    // Bridge with three hands seen: the fourth is forced, every sample is the deal.
    const json deal = json::parse(R"({"game":"bridge","hands":["AKQJ.T98.765.432","T98.765.432.AKQJ",
        "765.432.AKQJ.T98",null],"contract":{"type":"3N","declarer":0}})");
    const json result = soloist::simulateJson(deal, options(5));
    ASSERT_FALSE(result.contains("error")) << result.dump();
    json full = result["sample_records"][0]["problem"];
    EXPECT_EQ(full["hands"][3], "432.AKQJ.T98.765");
    const json solved = soloist::solveJson(full);
    EXPECT_EQ(result["contracts"][0]["p_make"].get<double>(), solved["makeable"].get<bool>() ? 1.0 : 0.0);
    EXPECT_EQ(result["contracts"][0]["distribution"].size(), 1u);
}

TEST(Simulate, SameSeedSameAnswerOnOneAndTwoThreads) {
    json one = soloist::simulateJson(kGermanHand, options(30, 1));
    json two = soloist::simulateJson(kGermanHand, options(30, 2));
    for (json* r : {&one, &two}) r->erase("stats");
    for (json& record : one["sample_records"]) record["results"][0].erase("stats");
    for (json& record : two["sample_records"]) record["results"][0].erase("stats");
    EXPECT_EQ(one, two);
    soloist::SimulateOptions other = options(30);
    other.seed = 2;
    json three = soloist::simulateJson(kGermanHand, other);
    EXPECT_NE(three["sample_records"][0]["problem"]["hands"], one["sample_records"][0]["problem"]["hands"]);
}

TEST(Simulate, ConstraintsAreMet) {
    json problem = kGermanHand;
    problem["constraints"] = json::parse(R"([{"seat":1,"hcp":[8,40],"length":{"H":[3,8]}},
                                              {"seat":2,"cards":"..A.A"}])");
    const json result = soloist::simulateJson(problem, options(50));
    ASSERT_FALSE(result.contains("error")) << result.dump();
    for (const json& record : result["sample_records"]) {
        const soloist::CardSet east = handOf(record["problem"]["hands"][1]);
        EXPECT_GE(soloist::highCardPoints(east), 8);
        EXPECT_GE(soloist::suitLength(east, soloist::Hearts), 3);
        const soloist::CardSet south = handOf(record["problem"]["hands"][2]);
        EXPECT_TRUE(soloist::contains(south, soloist::Card(soloist::Diamonds, soloist::Ace)));
        EXPECT_TRUE(soloist::contains(south, soloist::Card(soloist::Clubs, soloist::Ace)));
    }
}

TEST(Simulate, SamplerIsUniform) {
    // Where the ♠A goes among three hidden bridge hands over 3000 samples:
    // chi-square with 2 degrees of freedom, under 13.8 (p = 0.001); and the
    // mean count of hearts in a hidden hand against its expectation.
    const json deal = json::parse(R"({"game":"bridge","hands":[null,null,null,"JT98.JT98.JT98.J"]})");
    const soloist::DealKnowledge k = soloist::readDealKnowledge(deal);
    std::array<int, 3> where{};
    double hearts = 0;
    const int n = 3000;
    for (int i = 0; i < n; ++i) {
        const soloist::SampledDeal d = soloist::sampleDeal(k, 7, i);
        for (int s = 0; s < 3; ++s)
            if (soloist::contains(d.hands[s], soloist::Card(soloist::Spades, soloist::Ace))) ++where[s];
        hearts += soloist::suitLength(d.hands[1], soloist::Hearts);
    }
    double chi = 0;
    for (int c : where) chi += (c - n / 3.0) * (c - n / 3.0) / (n / 3.0);
    EXPECT_LT(chi, 13.8) << where[0] << " " << where[1] << " " << where[2];
    EXPECT_NEAR(hearts / n, 9.0 * 13 / 39, 0.1);  // 9 hearts unseen, 13 of 39 unseen cards per hand
}

TEST(Simulate, EveryContractTheDeclarerCouldChoose) {
    json problem = kGermanHand;
    problem.erase("contract");
    soloist::SimulateOptions o = options(20);
    o.allContracts = true;
    o.keepSamples = false;
    const json result = soloist::simulateJson(problem, o);
    ASSERT_FALSE(result.contains("error")) << result.dump();
    std::map<std::string, int> types;
    double bestScore = -1e9;
    for (const json& e : result["contracts"]) {
        ++types[e["contract"]["type"].get<std::string>()];
        EXPECT_EQ(e["contract"]["declarer"], 0);
        if (e["expected_score"].is_number()) bestScore = std::max(bestScore, e["expected_score"].get<double>());
    }
    EXPECT_EQ(types["solo"], 4) << "one solo per trump";
    EXPECT_EQ(types["tout"], 4);
    EXPECT_GE(types["frog"], 4);
    for (const json& e : result["contracts"]) {
        if (e["contract"] == result["best"]) {
            EXPECT_EQ(e["expected_score"].get<double>(), bestScore);
        }
    }
    // small-beg belongs to the holder of the ♣Q, which seat 0 is not.
    ASSERT_TRUE(result.contains("skipped"));
    EXPECT_EQ(result["skipped"][0]["contract"]["type"], "small-beg");
}

TEST(Simulate, LeadsOverTheSamples) {
    const json deal = json::parse(R"({"game":"solo-whist","hands":[null,"AKQJ.AKQ.AKQ.AKQ",null,null],
        "contract":{"type":"abundance","declarer":1,"trump":"S"}})");
    soloist::SimulateOptions o = options(10);
    o.leads = true;
    const json result = soloist::simulateJson(deal, o);
    ASSERT_FALSE(result.contains("error")) << result.dump();
    EXPECT_EQ(result["leader"], 0);
    // Seat 1 holds every top card: it makes whatever is led.
    EXPECT_EQ(result["contracts"][0]["p_make"], 1.0);
    for (const json& lead : result["leads"]) EXPECT_EQ(lead["p_make"], 1.0) << lead.dump();
    EXPECT_GE(result["leads"].size(), 1u);
}

TEST(Simulate, BadInputIsNamed) {
    const auto fieldOf = [](json problem, soloist::SimulateOptions o = {}) {
        o.samples = 3;
        const json r = soloist::simulateJson(problem, o);
        return r.value("field", std::string("(no error)"));
    };
    json p = kGermanHand;
    p["constraints"] = json::parse(R"([{"seat":1,"hcp":[30,40]},{"seat":2,"hcp":[30,40]}])");
    EXPECT_EQ(fieldOf(p), "constraints");  // impossible together
    p["constraints"] = json::parse(R"([{"seat":9}])");
    EXPECT_EQ(fieldOf(p), "constraints[0].seat");
    p["constraints"] = json::parse(R"([{"seat":1,"hcp":[5]}])");
    EXPECT_EQ(fieldOf(p), "constraints[0].hcp");
    p["constraints"] = json::parse(R"([{"seat":1,"length":{"X":[1,2]}}])");
    EXPECT_EQ(fieldOf(p), "constraints[0].length");
    p["constraints"] = json::parse(R"([{"seat":1,"cards":"A..."}])");  // the ♠A is seen in seat 0
    EXPECT_EQ(fieldOf(p), "constraints[0].cards");
    p["constraints"] = json::parse(R"([{"seat":1,"colour":"red"}])");
    EXPECT_EQ(fieldOf(p), "constraints[0].colour");
    p = kGermanHand;
    p["hands"][0] = "AKQ.AK.7.8";
    EXPECT_EQ(fieldOf(p), "hands[0]");  // a seen hand must be whole
    p = kGermanHand;
    p["hands"] = json::parse(R"(["AKQJ.AK.7.8","T987.QJT.KT.K",null])");
    EXPECT_EQ(fieldOf(p), "hands");
    p = kGermanHand;
    p["trick"] = json::array({"S7"});
    EXPECT_EQ(fieldOf(p), "trick");
    p = kGermanHand;
    p["contract"]["type"] = "grand";
    EXPECT_EQ(fieldOf(p), "contract.type");
    p = kGermanHand;
    soloist::SimulateOptions o;
    o.samples = 0;
    EXPECT_EQ(soloist::simulateJson(p, o)["field"], "samples");
}

}  // namespace
