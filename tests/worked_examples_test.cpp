// The engine on the worked examples of tests/data/examples.jsonl: every
// answer exact, as the reference solver's self test checks them too.
#include <gtest/gtest.h>

#include "facade/soloist.h"
#include "support/test_data.h"

namespace {

using nlohmann::json;

TEST(WorkedExamples, EngineGivesEveryExpectedAnswer) {
    const std::vector<json> examples = soloist::testing_support::readTestJsonLines("examples.jsonl");
    ASSERT_EQ(examples.size(), 24u) << "cannot read " << soloist::testing_support::testDataPath("examples.jsonl");
    soloist::SolveOptions options;
    options.threads = 1;
    for (json problem : examples) {
        const json expect = problem.at("expect");
        problem.erase("expect");
        SCOPED_TRACE(problem.at("id").get<std::string>());
        const json result = soloist::solveJson(problem, options);
        ASSERT_FALSE(result.contains("error")) << result.dump();
        for (const auto& [field, value] : expect.items()) EXPECT_EQ(result.at(field), value) << field;
    }
}

}  // namespace
