// soloist deal and soloist batch, run as programs (SOLOIST_BINARY): seeded
// deals, every input format, shards merged back, a pipe, resuming after a
// kill or a torn line, bad records, order with threads, the summary.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/cli_session.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

extern char** environ;

namespace {

using nlohmann::json;
namespace fs = std::filesystem;

using soloist::testing_support::linesOf;
using soloist::testing_support::Outcome;

// A result without what differs from run to run: the time, and the nodes
// (a search that an idle thread helped counts the helper's too).
json stable(const std::string& line) {
    json r = json::parse(line);
    r.erase("stats");
    return r;
}

std::vector<json> stableLines(const std::vector<std::string>& lines) {
    std::vector<json> out;
    for (const auto& l : lines) out.push_back(stable(l));
    return out;
}

class BatchCli : public soloist::testing_support::CliSession {};

// ---------------------------------------------------------------------------
// soloist deal

TEST_F(BatchCli, DealIsDeterministicForASeed) {
    const char* games[][2] = {{"bridge", "4"},          {"german-solo", "any"}, {"spanish-solo", "any"},
                              {"solo-whist", "any"},    {"ombre", "any"},       {"quadrille", "any"},
                              {"quintille", "any"},     {"six-bid-solo", "any"}, {"frog", "any"}};
    for (const auto& [game, contract] : games) {
        const std::string args = std::string("soloist deal --game ") + game + " --contract " + contract;
        const Outcome a = shell(args + " --count 20 --seed 5");
        ASSERT_EQ(a.code, 0) << a.err;
        ASSERT_EQ(a.lines.size(), 20u);
        EXPECT_EQ(shell(args + " --count 20 --seed 5").out, a.out) << game;
        EXPECT_NE(shell(args + " --count 20 --seed 6").out, a.out) << game;
        const Outcome prefix = shell(args + " --count 7 --seed 5");
        EXPECT_EQ(prefix.lines, std::vector<std::string>(a.lines.begin(), a.lines.begin() + 7)) << game;
        EXPECT_EQ(json::parse(a.lines[3])["id"], std::string(game) + "-5-3");
    }
}

TEST_F(BatchCli, DealWithoutContractAndAsPbnLines) {
    Outcome r = shell("soloist deal --game frog --count 3 --seed 2");
    ASSERT_EQ(r.code, 0) << r.err;
    const json first = json::parse(r.lines[0]);
    EXPECT_FALSE(first.contains("contract"));
    EXPECT_EQ(first["widow"].get<std::string>().size(), 6u);  // three cards and three dots
    r = shell("soloist deal --game frog --count 3 --seed 2 --format line");
    ASSERT_EQ(r.lines.size(), 3u);
    std::string expected = "0:";
    for (const auto& h : first["hands"]) expected += h.get<std::string>() + " ";
    EXPECT_EQ(r.lines[0], expected + first["widow"].get<std::string>());
}

TEST_F(BatchCli, DealUsageErrors) {
    EXPECT_EQ(shell("soloist deal --count 3").code, 2);
    EXPECT_EQ(shell("soloist deal --game skat").code, 2);
    Outcome r = shell("soloist deal --game german-solo --contract grand");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("grand"), std::string::npos) << r.err;
    EXPECT_EQ(shell("soloist deal --game six-bid-solo --contract heart --trump S").code, 2);
    EXPECT_EQ(shell("soloist deal --game ombre --contract solo --declarer 3").code, 2);
    EXPECT_EQ(shell("soloist deal --game ombre --trump X --contract solo").code, 2);
    EXPECT_EQ(shell("soloist deal --game ombre --count -1").code, 2);
    r = shell("soloist deal --help");
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("--seed"), std::string::npos);
}

// ---------------------------------------------------------------------------
// soloist batch: formats

TEST_F(BatchCli, EveryInputFormatGivesTheSameResults) {
    // Deals without a contract; every format gets the same one from the command line.
    ASSERT_EQ(shell("soloist deal --game german-solo --count 25 --seed 8 > deals.jsonl").code, 0);
    ASSERT_EQ(shell("soloist deal --game german-solo --count 25 --seed 8 --format line > deals.txt").code, 0);
    json array = json::array();
    for (const auto& l : linesOf(slurp(path("deals.jsonl")))) array.push_back(json::parse(l));
    write("deals.json", array.dump(2));
    write("deals.min.json", array.dump());

    const std::string contract = " --contract solo:1:H --progress none";
    const Outcome jsonl = shell("soloist batch deals.jsonl" + contract);
    ASSERT_EQ(jsonl.code, 0) << jsonl.err;
    ASSERT_EQ(jsonl.lines.size(), 25u);
    EXPECT_NE(jsonl.err.find("JSON Lines"), std::string::npos) << jsonl.err;
    const auto expected = stableLines(jsonl.lines);
    for (size_t i = 0; i < expected.size(); ++i) {
        EXPECT_EQ(expected[i]["index"], i);
        EXPECT_EQ(expected[i]["id"], "german-solo-8-" + std::to_string(i));
        EXPECT_EQ(expected[i]["contract"]["type"], "solo");
    }
    for (const std::string file : {"deals.json", "deals.min.json"}) {
        const Outcome r = shell("soloist batch " + file + contract);
        EXPECT_EQ(r.code, 0) << r.err;
        EXPECT_NE(r.err.find("JSON array"), std::string::npos) << r.err;
        EXPECT_EQ(stableLines(r.lines), expected) << file;
    }
    const Outcome pbn = shell("soloist batch deals.txt --game german-solo" + contract);
    EXPECT_EQ(pbn.code, 0) << pbn.err;
    EXPECT_NE(pbn.err.find("PBN deal lines"), std::string::npos) << pbn.err;
    auto withoutIds = expected;
    for (auto& r : withoutIds) r["id"] = nullptr;  // a deal line has no id
    EXPECT_EQ(stableLines(pbn.lines), withoutIds);
}

TEST_F(BatchCli, PbnFileTags) {
    // Bridge endings (3 cards a hand) keep the test quick; the tags are those of a real PBN file.
    write("boards.pbn", R"(% PBN 2.1
[Event "test"]
[Board "1"]
[Dealer "N"]
[Vulnerable "All"]
[Deal "N:AKQ... .AKQ.. ..AKQ. 432..."]
[Declarer "N"]
[Contract "1S"]
[Auction "N"]
1S Pass Pass Pass

[Event "test"]
[Board "2"]
[Vulnerable "None"]
[Deal "W:AKQ... .AKQ.. ..AKQ. 432..."]
)");
    const Outcome r = shell("soloist batch boards.pbn --contract 1N:S --progress none");
    ASSERT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), 2u);
    const json one = json::parse(r.lines[0]), two = json::parse(r.lines[1]);
    EXPECT_EQ(one["id"], "1");
    EXPECT_EQ(one["contract"]["type"], "1S");
    EXPECT_EQ(one["contract"]["vulnerable"], true);
    EXPECT_EQ(one["tricks"], 3);  // East leads a heart; North ruffs and draws trumps
    EXPECT_EQ(two["id"], "2");
    EXPECT_EQ(two["contract"]["type"], "1N");  // no Contract tag: the command line's
    EXPECT_EQ(two["contract"]["declarer"], 2);
    EXPECT_FALSE(two["contract"].contains("vulnerable"));
    // West's hand is listed first: West holds the spades, leads and takes every trick.
    EXPECT_EQ(two["tricks"], 0);
}

TEST_F(BatchCli, LeadsAndTableAnalyses) {
    ASSERT_EQ(shell("soloist deal --game german-solo --count 3 --seed 6 > deals.jsonl").code, 0);
    Outcome r = shell("soloist batch deals.jsonl --analysis leads --contract tout:2:C --progress none");
    ASSERT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), 3u);
    for (size_t i = 0; i < 3; ++i) {
        const json leads = json::parse(r.lines[i]);
        EXPECT_EQ(leads["index"], i);
        EXPECT_EQ(leads["contract"]["type"], "tout");
        EXPECT_FALSE(leads["lead_groups"].empty()) << r.lines[i];
    }
    r = shell("soloist batch deals.jsonl --analysis table --threads 2 --progress none");
    ASSERT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), 3u);
    const json table = json::parse(r.lines[1]);
    EXPECT_EQ(table["index"], 1);
    EXPECT_EQ(table["id"], "german-solo-6-1");
    EXPECT_FALSE(table["entries"].empty());
    EXPECT_NE(r.err.find("solo "), std::string::npos) << r.err;  // makeable rates over the entries

    // A PBN file's Vulnerable tag reaches the bridge table.
    write("ending.pbn", "[Board \"5\"]\n[Vulnerable \"EW\"]\n[Deal \"N:AKQ... .AKQ.. ..AKQ. 432...\"]\n");
    r = shell("soloist batch ending.pbn --analysis table --progress none");
    ASSERT_EQ(r.code, 0) << r.err;
    const json bridge = json::parse(r.lines.at(0));
    EXPECT_EQ(bridge["id"], "5");
    EXPECT_EQ(bridge["vulnerable"], "ew");
    EXPECT_EQ(bridge["dd_table"]["N"]["S"], 3);
}

// ---------------------------------------------------------------------------
// bad records, order, summary

TEST_F(BatchCli, BadRecordsGiveErrorLinesAndTheBatchGoesOn) {
    ASSERT_EQ(shell("soloist deal --game german-solo --contract solo --count 4 --seed 3 > good.jsonl").code, 0);
    const auto good = linesOf(slurp(path("good.jsonl")));
    json duplicate = json::parse(good[2]);
    duplicate["id"] = "dup";
    duplicate["hands"][1] = duplicate["hands"][0];
    json unknownGame = json::parse(good[3]);
    unknownGame["id"] = "skat";
    unknownGame["game"] = "skat";
    write("mixed.jsonl", good[0] + "\n{\"id\": \"broken\", \"game\": [\n" + good[1] + "\n42\n" + duplicate.dump() +
                             "\n" + unknownGame.dump() + "\n" + good[2] + "\n");
    const Outcome r = shell("soloist batch mixed.jsonl --threads 2 --progress none");
    EXPECT_EQ(r.code, 1);
    ASSERT_EQ(r.lines.size(), 7u) << r.out;
    const json broken = json::parse(r.lines[1]), notObject = json::parse(r.lines[3]), dup = json::parse(r.lines[4]),
               skat = json::parse(r.lines[5]);
    EXPECT_EQ(broken["index"], 1);
    EXPECT_EQ(broken["field"], "json");
    EXPECT_EQ(broken["id"], nullptr);
    EXPECT_NE(broken["error"].get<std::string>().find("line 2"), std::string::npos);
    EXPECT_EQ(notObject["field"], "problem");
    EXPECT_EQ(dup["id"], "dup");
    EXPECT_EQ(dup["field"], "hands[1]");
    EXPECT_NE(dup["error"].get<std::string>().find("appears twice"), std::string::npos);
    EXPECT_EQ(skat["field"], "game");
    for (size_t i : {0, 2, 6}) {
        const json ok = json::parse(r.lines[i]);
        EXPECT_EQ(ok["index"], i);
        EXPECT_FALSE(ok.contains("error")) << r.lines[i];
        EXPECT_TRUE(ok["makeable"].is_boolean());
    }
    EXPECT_NE(r.err.find("7 deals"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("4 errors"), std::string::npos) << r.err;
}

TEST_F(BatchCli, OutputInInputOrderWithThreads) {
    // Fast and slow deals mixed (solo and tout of german-solo, quadrille solo).
    ASSERT_EQ(shell("soloist deal --game german-solo --contract solo,tout --count 150 --seed 4 > a.jsonl && "
                    "soloist deal --game quadrille --contract solo --count 6 --seed 4 > b.jsonl && "
                    "awk 'NR % 25 == 0 { getline extra < \"b.jsonl\"; print extra } { print }' a.jsonl > mixed.jsonl")
                  .code,
              0);
    const auto input = linesOf(slurp(path("mixed.jsonl")));
    ASSERT_EQ(input.size(), 156u);
    const Outcome r = shell("soloist batch mixed.jsonl --threads 2 --progress none");
    ASSERT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), input.size());
    for (size_t i = 0; i < input.size(); ++i) {
        const json result = json::parse(r.lines[i]);
        EXPECT_EQ(result["index"], i);
        EXPECT_EQ(result["id"], json::parse(input[i])["id"]);
    }
    EXPECT_EQ(stableLines(shell("soloist batch mixed.jsonl --threads 1 --progress none").lines),
              stableLines(r.lines));
}

TEST_F(BatchCli, SummaryFile) {
    ASSERT_EQ(shell("soloist deal --game spanish-solo --contract solo,tout --count 30 --seed 1 > d.jsonl").code, 0);
    const Outcome r = shell("soloist batch d.jsonl --summary summary.json --output out.jsonl --progress none");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_TRUE(r.out.empty());
    EXPECT_EQ(linesOf(slurp(path("out.jsonl"))).size(), 30u);
    const json s = json::parse(slurp(path("summary.json")));
    EXPECT_EQ(s["deals"], 30);
    EXPECT_EQ(s["errors"], 0);
    EXPECT_EQ(s["makeable"]["solo"]["contracts"].get<int>() + s["makeable"]["tout"]["contracts"].get<int>(), 30);
    EXPECT_GT(s["deals_per_second"].get<double>(), 0);
    EXPECT_NE(r.err.find("makeable"), std::string::npos) << r.err;
}

TEST_F(BatchCli, UsageErrors) {
    write("d.jsonl", "");
    write("lines.txt", "0:A.. K.. Q.. J..\n");
    EXPECT_EQ(shell("soloist batch no-such-file.jsonl").code, 2);
    EXPECT_EQ(shell("soloist batch d.jsonl --shard 3/3").code, 2);
    EXPECT_EQ(shell("soloist batch d.jsonl --shard x").code, 2);
    EXPECT_EQ(shell("soloist batch d.jsonl --resume").code, 2);
    EXPECT_EQ(shell("soloist batch d.jsonl --analysis nonsense").code, 2);
    EXPECT_EQ(shell("soloist batch d.jsonl --threads -2").code, 2);
    EXPECT_EQ(shell("soloist batch d.jsonl --contract solo").code, 2);
    // No --game: bridge deal lines ("N:...") need none, so a numbered seat is the record's error.
    const Outcome noGame = shell("soloist batch lines.txt --contract solo:0:H --progress none");
    EXPECT_EQ(noGame.code, 1);
    EXPECT_EQ(noGame.line(0)["field"], "game");
    EXPECT_EQ(shell("soloist batch lines.txt --game german-solo").code, 2);   // no --contract
    const Outcome empty = shell("soloist batch d.jsonl --progress none");
    EXPECT_EQ(empty.code, 0);
    EXPECT_TRUE(empty.out.empty());
    EXPECT_EQ(shell("soloist batch --help").code, 0);
}

// ---------------------------------------------------------------------------
// beyond one machine: shards and pipes

TEST_F(BatchCli, ShardsMergedEqualOneRun) {
    ASSERT_EQ(shell("soloist deal --game german-solo --contract any --count 100 --seed 12 > d.jsonl").code, 0);
    const Outcome whole = shell("soloist batch d.jsonl --progress none");
    ASSERT_EQ(whole.code, 0) << whole.err;
    std::vector<json> merged;
    for (int i = 0; i < 3; ++i) {
        const std::string shard = std::to_string(i) + "/3";
        // Shards as files and as a streaming filter in a pipe.
        const Outcome fromFile = shell("soloist batch d.jsonl --shard " + shard + " --threads 1 --progress none");
        const Outcome fromPipe = shell("cat d.jsonl | soloist batch - --shard " + shard + " --progress none | cat");
        ASSERT_EQ(fromFile.code, 0) << fromFile.err;
        EXPECT_EQ(stableLines(fromPipe.lines), stableLines(fromFile.lines));
        for (const auto& l : fromFile.lines) {
            merged.push_back(stable(l));
            EXPECT_EQ(merged.back()["index"].get<int>() % 3, i);
        }
    }
    std::sort(merged.begin(), merged.end(),
              [](const json& a, const json& b) { return a["index"].get<int>() < b["index"].get<int>(); });
    EXPECT_EQ(merged, stableLines(whole.lines));
}

TEST_F(BatchCli, DealPipedIntoBatch) {
    const Outcome r = shell("soloist deal --game ombre --contract entrada --count 12 --seed 9 | soloist batch - "
                        "--threads 2 --progress none");
    ASSERT_EQ(r.code, 0) << r.err;
    ASSERT_EQ(r.lines.size(), 12u);
    for (size_t i = 0; i < 12; ++i) EXPECT_EQ(json::parse(r.lines[i])["id"], "ombre-9-" + std::to_string(i));
}

// The examples of docs/BATCH.md, as written there (on a slice of the sample).
class BatchCliDocs : public BatchCli {
protected:
    void SetUp() override {
        BatchCli::SetUp();
        ASSERT_EQ(shell(std::string("head -120 '") + SOLOIST_SOURCE_DIR + "/data/batch/german-solo.jsonl' > deals.jsonl")
                      .code,
                  0);
        const Outcome plain = shell("soloist batch deals.jsonl --progress none");
        ASSERT_EQ(plain.code, 0) << plain.err;
        ASSERT_EQ(plain.lines.size(), 120u);
        expected_ = stableLines(plain.lines);
    }
    static bool haveGnuParallel() { return std::system("parallel --version > /dev/null 2>&1") == 0; }

    // Runs an example's `script`, which must succeed and leave in
    // results.jsonl what the plain run gives.
    void expectThePlainResults(const std::string& script) {
        const Outcome r = shell(script);
        ASSERT_EQ(r.code, 0) << r.err;
        EXPECT_EQ(stableLines(linesOf(slurp(path("results.jsonl")))), expected_);
    }

    std::vector<json> expected_;
};

TEST_F(BatchCliDocs, ShardsAndSortMerge) {
    expectThePlainResults(
        "for i in 0 1 2 3; do soloist batch deals.jsonl --shard $i/4 --output part-$i.jsonl --progress none & done; wait\n"
        "sort -t: -k2,2n part-*.jsonl > results.jsonl");
}

TEST_F(BatchCliDocs, SlurmArrayScript) {
    // The job script's command, run once per array task as Slurm would.
    expectThePlainResults(
        "for task in 0 1 2; do SLURM_ARRAY_TASK_ID=$task SLURM_ARRAY_TASK_COUNT=3 SLURM_CPUS_PER_TASK=1 "
        "sh -c 'soloist batch deals.jsonl --shard \"$SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT\" "
        "--threads \"$SLURM_CPUS_PER_TASK\" --output \"results-$SLURM_ARRAY_TASK_ID.jsonl\" --resume "
        "--summary \"summary-$SLURM_ARRAY_TASK_ID.json\" --progress lines'; done\n"
        "sort -t: -k2,2n results-*.jsonl > results.jsonl");
    EXPECT_EQ(json::parse(slurp(path("summary-2.json")))["deals"], 40);
}

TEST_F(BatchCliDocs, GnuParallelPipe) {
    ASSERT_TRUE(haveGnuParallel()) << "GNU parallel is not installed (scripts/install-deps.sh installs it)";
    expectThePlainResults(
        "parallel --pipe -N 100 --keep-order -j 2 "
        "'soloist batch - --threads 1 --progress none --first-index $(( ({#} - 1) * 100 ))' "
        "< deals.jsonl > results.jsonl");
}

TEST_F(BatchCliDocs, GnuParallelShards) {
    ASSERT_TRUE(haveGnuParallel()) << "GNU parallel is not installed (scripts/install-deps.sh installs it)";
    expectThePlainResults(
        "parallel -j 4 'soloist batch deals.jsonl --shard {}/4 --threads 1 --progress none --output part-{}.jsonl' "
        "::: 0 1 2 3\n"
        "sort -t: -k2,2n part-*.jsonl > results.jsonl");
}

// ---------------------------------------------------------------------------
// never lose work: resume

TEST_F(BatchCli, ResumeAfterATornLine) {
    ASSERT_EQ(shell("soloist deal --game german-solo --contract solo --count 40 --seed 2 > d.jsonl").code, 0);
    const Outcome clean = shell("soloist batch d.jsonl --output clean.jsonl --progress none");
    ASSERT_EQ(clean.code, 0) << clean.err;
    const auto cleanLines = linesOf(slurp(path("clean.jsonl")));
    ASSERT_EQ(cleanLines.size(), 40u);
    std::string head;
    for (size_t i = 0; i < 15; ++i) head += cleanLines[i] + "\n";
    const std::string half = cleanLines[15].substr(0, cleanLines[15].size() / 2);
    // A line cut without its newline, and a line cut but ending in a newline.
    for (const std::string& torn : {half, half + "\n"}) {
        write("out.jsonl", head + torn);
        const Outcome r = shell("soloist batch d.jsonl --output out.jsonl --resume --progress none");
        ASSERT_EQ(r.code, 0) << r.err;
        EXPECT_NE(r.err.find("25 deals"), std::string::npos) << r.err;
        EXPECT_EQ(stableLines(linesOf(slurp(path("out.jsonl")))), stableLines(cleanLines));
    }
    // Resuming a finished run adds nothing.
    const Outcome again = shell("soloist batch d.jsonl --output out.jsonl --resume --progress none");
    EXPECT_EQ(again.code, 0) << again.err;
    EXPECT_EQ(linesOf(slurp(path("out.jsonl"))).size(), 40u);
    // An output of another shard is refused and left alone.
    ASSERT_EQ(shell("soloist batch d.jsonl --shard 1/2 --output other.jsonl --progress none").code, 0);
    const std::string other = slurp(path("other.jsonl"));
    write("other.jsonl", other.substr(0, other.find('\n') + 1));
    const Outcome mismatch = shell("soloist batch d.jsonl --shard 0/2 --output other.jsonl --resume --progress none");
    EXPECT_EQ(mismatch.code, 2);
    EXPECT_NE(mismatch.err.find("--resume"), std::string::npos) << mismatch.err;
    EXPECT_EQ(slurp(path("other.jsonl")), other.substr(0, other.find('\n') + 1));
}

TEST_F(BatchCli, ResumeAfterSigkillLosesAndDuplicatesNothing) {
    // Big enough that the kill lands mid-run: a few seconds on one thread.
    ASSERT_EQ(shell("soloist deal --game german-solo --contract solo,tout,frog --count 1200 --seed 17 > d.jsonl").code,
              0);
    const std::string output = path("out.jsonl");
    std::vector<std::string> argv = {SOLOIST_BINARY, "batch", path("d.jsonl"), "--threads", "1",
                                     "--output", output, "--progress", "none"};
    std::vector<char*> args;
    for (auto& a : argv) args.push_back(a.data());
    args.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    ASSERT_EQ(posix_spawn(&pid, SOLOIST_BINARY, &actions, nullptr, args.data(), environ), 0);
    posix_spawn_file_actions_destroy(&actions);
    // Kill it once some results are out.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (std::chrono::steady_clock::now() < deadline &&
           (!fs::exists(output) || fs::file_size(output) < 100 * 300))
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
    ASSERT_TRUE(WIFSIGNALED(status)) << "the run finished before the kill: make the input bigger";
    const size_t before = linesOf(slurp(output)).size();
    EXPECT_GT(before, 50u);
    EXPECT_LT(before, 1200u);

    const Outcome resumed = shell("soloist batch d.jsonl --output out.jsonl --resume --progress none");
    ASSERT_EQ(resumed.code, 0) << resumed.err;
    const Outcome clean = shell("soloist batch d.jsonl --progress none");
    ASSERT_EQ(clean.code, 0) << clean.err;
    const auto after = linesOf(slurp(output));
    ASSERT_EQ(after.size(), 1200u);
    for (size_t i = 0; i < after.size(); ++i) ASSERT_EQ(json::parse(after[i])["index"], i);
    EXPECT_EQ(stableLines(after), stableLines(clean.lines));
}

}  // namespace
