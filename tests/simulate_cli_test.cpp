// `soloist simulate` from the command line: JSON and text out, samples file,
// usage errors.
#include <gtest/gtest.h>

#include "support/cli_session.h"

namespace {

using nlohmann::json;
using soloist::testing_support::CliSession;
using soloist::testing_support::Outcome;

const char* const kHand =
    R"({"id":"g","game":"german-solo","hands":["AKQJ.AK.7.8",null,null,null],"contract":{"type":"solo","declarer":0,"trump":"S"}})";

class SimulateCli : public CliSession {};

TEST_F(SimulateCli, JsonOutAndEverySampleWritten) {
    const Outcome r = run("simulate --samples 12 --samples-out samples.jsonl", std::string(kHand) + "\n");
    ASSERT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), 1u);
    const json result = r.line(0);
    EXPECT_EQ(result["samples"], 12);
    EXPECT_FALSE(result.contains("sample_records"));
    const auto samples = soloist::testing_support::linesOf(slurp(path("samples.jsonl")));
    ASSERT_EQ(samples.size(), 12u);
    // Each sample is a complete problem `solve` takes as it is.
    write("one.json", samples[3]);
    const Outcome again = run("solve one.json");
    ASSERT_EQ(again.code, 0) << again.err;
    EXPECT_EQ(again.line(0)["tricks"], json::parse(samples[3])["solved"][0]["tricks"]);
    EXPECT_NE(r.err.find("12/12 samples"), std::string::npos) << r.err;
}

TEST_F(SimulateCli, TextNamesTheBestContract) {
    json hand = json::parse(kHand);
    hand.erase("contract");
    const Outcome r = run("simulate --samples 10 --contracts all --format text", hand.dump() + "\n");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("(unseen)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("95% interval"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("best: "), std::string::npos) << r.out;
}

TEST_F(SimulateCli, UsageAndRecordErrors) {
    EXPECT_EQ(run("simulate --samples 0", kHand).code, 2);
    EXPECT_EQ(run("simulate --contracts some", kHand).code, 2);
    EXPECT_EQ(run("simulate --question maybe", kHand).code, 2);
    const Outcome bad = run("simulate --samples 3", std::string(R"({"game":"german-solo","hands":[null,null]})") + "\n" + kHand + "\n");
    EXPECT_EQ(bad.code, 1);
    ASSERT_EQ(bad.lines.size(), 2u);
    EXPECT_EQ(bad.line(0)["field"], "hands");
    EXPECT_EQ(bad.line(1)["samples"], 3);
}

}  // namespace
