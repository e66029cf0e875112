// Full Solo Whist misères as players bid them, whose table keys get crowded
// enough that the search files patterns under keys with the declarer's hand
// or most of it, and moves answers there (see Search::handKeyOf): the counts
// must be those found before such keys existed (commit 5e9716a), also with a
// table small enough to fill up, where keys emptied by the moves are
// compacted away.
#include <gtest/gtest.h>

#include "facade/soloist.h"

namespace {

using nlohmann::json;

json deal109() {
    return json::parse(R"({"id":"solo-whist-2026-109","game":"solo-whist",
        "hands":["T94.Q6.KQT98.973","J32.AK94.J74.AKQ","AKQ5.JT3.A653.T8","876.8752.2.J6542"],
        "contract":{"type":"misere","declarer":3}})");
}

TEST(MisereAsBid, Deal109CountsFiveTricksWithTheHandKeys) {
    const json problem = deal109();
    soloist::SolveOptions options;
    options.threads = 1;
    const json result = soloist::solveJson(problem, options);
    ASSERT_TRUE(result.contains("tricks")) << result.dump();
    EXPECT_EQ(result["tricks"], 5) << result.dump();
    EXPECT_EQ(result["makeable"], false);
    EXPECT_EQ(result["outcome"], "failed");
    // A search this large crowds its keys (16 chunks of patterns a key).
    EXPECT_GT(result["stats"]["nodes"].get<uint64_t>(), 1000000u);
}

TEST(MisereAsBid, Deal109CountsFiveTricksInATableThatFillsUp) {
    soloist::SolveOptions options;
    options.threads = 1;
    const json roomy = soloist::solveJson(deal109(), options);
    soloist::setTableMemory(4);  // fills up: more nodes than with 64 MB (at 8 MB, 6% fewer)
    const json result = soloist::solveJson(deal109(), options);
    soloist::setTableMemory(64);
    EXPECT_EQ(result["tricks"], 5) << result.dump();
    EXPECT_GT(result["stats"]["nodes"].get<uint64_t>(), roomy["stats"]["nodes"].get<uint64_t>() * 11 / 10)
        << "the table should have filled up";
}

}  // namespace
