#include "io/contract_table.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <optional>

#include "analysis/parallel.h"
#include "analysis/solve.h"
#include "analysis/worker_table.h"
#include "cards/notation.h"
#include "games/game.h"
#include "io/json_text.h"
#include "io/problem_reader.h"
#include "io/verdict_json.h"
#include "search/table_context.h"

namespace soloist {

namespace {

using json = nlohmann::json;

// One problem to solve: the deal with a complete contract.
struct Candidate {
    json problem;
    uint64_t context = 0;  // of its first plan: candidates sharing it share a task
    double work = 0;       // workGuess of its first plan
    SolveResult result;
};

// One line of the table: a contract type, declarer and trump (and partner);
// several candidates when the declarer still chooses a called card.
struct Row {
    json contract;
    std::vector<size_t> candidates;
};

Vulnerability readVulnerability(const json& value, const std::string& field) {
    const std::string text = value.is_string() ? value.get<std::string>() : "";
    if (text == "none") return {false, false};
    if (text == "ns") return {true, false};
    if (text == "ew") return {false, true};
    if (text == "both") return {true, true};
    throw ProblemError(field, "must be one of \"none\", \"ns\", \"ew\", \"both\", got " + jsonExcerpt(value));
}

// A guess at how long a plan's searches take, to rank the table's tasks:
// an even split of the trumps between the sides and no long holding in one
// hand make the long searches. Only the order matters (60 bridge tables,
// rank correlation with a strain's nodes: 0.22 for the split, -0.21 to
// -0.34 for the longest holding, none for whether it is no-trump).
double workGuess(const Plan& plan) {
    const Position& start = plan.start;
    const int trump = plan.tables->trumpLane;
    int side = 0, others = 0, longest = 0;
    for (int s = 0; s < start.seats; ++s)
        for (int lane = 0; lane < kSuits; ++lane) {
            if (trump != kNoTrump && lane != trump) continue;
            const int n = count(start.hands[s] & laneMask(lane));
            longest = std::max(longest, n);
            if (lane == trump) ((plan.objective.countingSide >> s) & 1 ? side : others) += n;
        }
    return -std::abs(side - others) / 2.0 - 0.5 * longest;
}

class TableBuilder {
public:
    TableBuilder(json deal, const Game& game) : deal_(std::move(deal)), game_(game) {}

    // Every legal (type, declarer, trump[, partner]) of the game; a type the
    // declarer cannot play at all goes to `skipped` with the reason.
    void enumerate(const std::vector<std::string>& types, const std::vector<json>& trumps) {
        for (const std::string& type : types)
            for (int declarer = 0; declarer < game_.seats(); ++declarer) {
                const size_t rowsBefore = rows_.size();
                std::optional<std::string> reason;
                for (const json& trump : trumps) {
                    json contract = {{"type", type}, {"declarer", declarer}};
                    if (!trump.is_null()) contract["trump"] = trump;
                    const std::optional<ProblemError> error = tryContract(contract);
                    if (!error) {
                        addRow(contract, {contract});
                    } else if (error->field == "contract.call") {
                        addCalledRow(contract, reason);
                    } else if (error->field == "contract.partner") {
                        for (int partner = 0; partner < game_.seats(); ++partner) {
                            if (partner == declarer) continue;
                            json withPartner = contract;
                            withPartner["partner"] = partner;
                            if (!tryContract(withPartner)) addRow(withPartner, {withPartner});
                        }
                    } else if (error->field != "contract.trump" && !reason) {
                        reason = error->what();
                    }
                }
                if (rows_.size() == rowsBefore && reason)
                    skipped_.push_back({type, declarer, *reason});
            }
    }

    // Candidates sharing tables and objective are solved one after another in
    // one task, so the transposition table can carry over between them.
    void solve(int threads, const SolveRequest& request, const TableProgress& progress) {
        if (progress) progress(candidates_.size(), 0);
        std::vector<std::vector<size_t>> tasks;
        for (size_t i = 0; i < candidates_.size(); ++i) {
            auto task = std::find_if(tasks.begin(), tasks.end(), [&](const std::vector<size_t>& t) {
                return candidates_[t.front()].context == candidates_[i].context;
            });
            if (task == tasks.end()) tasks.push_back({i});
            else task->push_back(i);
        }
        // The longest-looking tasks first: the last task to start is the one
        // most likely to leave a thread alone at the end (each table alone
        // on two threads, the two orders' runs alternating which goes first:
        // the 30 bench tables and 30 others 5.46 -> 5.34 s, the 30 of
        // scripts/thread_scaling.sh 2.30 -> 2.30 s; docs/BENCHMARKS.md). A thread's
        // tasks each start on an empty table, so one thread's nodes do not
        // change.
        std::stable_sort(tasks.begin(), tasks.end(), [&](const std::vector<size_t>& a, const std::vector<size_t>& b) {
            return candidates_[a.front()].work > candidates_[b.front()].work;
        });
        // A search is helped only once every task has started, searches
        // under way then included: a helper taken while tasks wait would
        // keep its thread from one (a task of its own is worth more than a
        // share of another's). In its own arena (`threads` > 0) a thread
        // done with its tasks takes the helpers' tasks (runIsolated); 30
        // seeded tables on two threads, 3.92 -> 3.67 s (one thread: 6.54 s).
        std::atomic<size_t> started{0};
        std::atomic<bool> allStarted{false};
        SolveRequest asked = request;
        asked.helpersFrom = &allStarted;
        runIsolated(threads, [&] {
            parallelFor(tasks.size(), [&](size_t t) {
                if (started.fetch_add(1, std::memory_order_relaxed) + 1 == tasks.size())
                    allStarted.store(true, std::memory_order_relaxed);
                // A task starts on an empty table: the entries of the tasks
                // before it answer only their own contexts, which this deal
                // does not serve again, and kept they would fill the table
                // and make it start afresh in the middle of this task.
                workerTable().clear();
                for (size_t i : tasks[t]) {
                    const Problem p = readProblem(candidates_[i].problem);
                    candidates_[i].result = solveProblem(p, asked, workerTable());
                    if (progress) progress(0, 1);
                }
            });
        }, /*isolate=*/threads == 0);
    }

    // One entry per row: the solve result of its best candidate.
    std::vector<SolveResult> entries(uint64_t& nodes) const {
        std::vector<SolveResult> out;
        for (const Row& row : rows_) {
            const SolveResult* best = nullptr;
            for (size_t i : row.candidates) {
                const SolveResult& result = candidates_[i].result;
                nodes += result.stats.nodes;
                if (!best || contractMerit(result) > contractMerit(*best)) best = &result;
            }
            out.push_back(*best);
        }
        return out;
    }

    const std::vector<SkippedContract>& skipped() const { return skipped_; }

private:
    json problemWith(const json& contract) const {
        json problem = deal_;
        problem["contract"] = contract;
        return problem;
    }

    std::optional<ProblemError> tryContract(const json& contract) const {
        try {
            const Problem p = readProblem(problemWith(contract));
            p.game->plans(p);
            return std::nullopt;
        } catch (const ProblemError& e) {
            return e;
        }
    }

    void addRow(const json& contract, const std::vector<json>& complete) {
        Row row{contract, {}};
        for (const json& c : complete) {
            Candidate candidate;
            candidate.problem = problemWith(c);
            const Problem p = readProblem(candidate.problem);
            const std::vector<Plan> plans = game_.plans(p);
            const Plan& first = plans.front();
            candidate.context = tableContext(*first.tables, first.objective, first.start.seats, 0).id;
            candidate.work = workGuess(first);
            row.candidates.push_back(candidates_.size());
            candidates_.push_back(std::move(candidate));
        }
        rows_.push_back(std::move(row));
    }

    // A called card only names the partner: one call per seat that can be the
    // partner (the first legal card it holds, in card order); the declarer's
    // own card (playing alone) only when no other seat's card can be called.
    void addCalledRow(const json& contract, std::optional<std::string>& reason) {
        const Problem p = readProblem(problemWith(contract));
        const int declarer = contract["declarer"].get<int>();
        std::vector<json> calls;
        std::vector<bool> partnerTried(p.seats(), false);
        for (bool own : {false, true}) {
            for (Card card : cardsInOrder(p.inPlay())) {
                const int holder = p.holderOf(card);
                if ((holder == declarer) != own || partnerTried[holder]) continue;
                json called = contract;
                called["call"] = cardName(card);
                if (const auto error = tryContract(called)) {
                    if (!reason && error->field != "contract.call") reason = error->what();
                    continue;
                }
                partnerTried[holder] = true;
                calls.push_back(called);
            }
            if (!calls.empty()) break;
        }
        if (calls.empty()) {
            if (!reason) reason = "no card can be called";
            return;
        }
        addRow(contract, calls);
    }

    json deal_;
    const Game& game_;
    std::vector<Row> rows_;
    std::vector<Candidate> candidates_;
    std::vector<SkippedContract> skipped_;
};

// The deal without its contract, checked: a ProblemError about anything but
// the (probe) contract is the deal's own.
json readDeal(const json& deal, const Game*& game) {
    if (!deal.is_object()) throw ProblemError("problem", "must be a JSON object, got " + jsonExcerpt(deal));
    json clean = deal;
    clean.erase("contract");
    const bool trickInProgress = deal.contains("trick") && deal["trick"].is_array() && !deal["trick"].empty();
    if (trickInProgress && (!deal.contains("leader") || deal["leader"].is_null()))
        throw ProblemError("leader", "required with a trick in progress: the default leader depends on the contract");
    clean.erase("vulnerable");
    json probe = clean;
    probe["contract"] = {{"type", ""}, {"declarer", 0}};
    const Problem p = readProblem(probe);
    game = p.game;
    return clean;
}

}  // namespace

TableResult contractTable(const json& deal, const std::string& defaultVulnerable, int threads, const SolveRequest& asked,
                          const TableProgress& progress) {
    const auto started = std::chrono::steady_clock::now();
    const Game* game = nullptr;
    const json clean = readDeal(deal, game);
    const bool bridge = game->id() == "bridge";  // the one game scored by par
    std::optional<Vulnerability> vulnerable;
    if (deal.contains("vulnerable")) {
        if (!bridge) throw ProblemError("vulnerable", "only bridge deals have a vulnerability");
        vulnerable = readVulnerability(deal["vulnerable"], "vulnerable");
    }
    if (bridge && !vulnerable) vulnerable = readVulnerability(json(defaultVulnerable), "vulnerable");

    TableBuilder builder(clean, *game);
    if (bridge) builder.enumerate({"N", "S", "H", "D", "C"}, {json(nullptr)});
    else builder.enumerate(game->contractTypes(), {"S", "H", "D", "C", "N"});
    SolveRequest request;
    request.helpers = asked.helpers;
    if (!bridge) {
        request.question = asked.question;
        request.budgetMs = asked.budgetMs;
    }
    builder.solve(threads, request, progress);

    uint64_t nodes = 0;
    TableResult out;
    out.idJson = idText(clean.value("id", json(nullptr)));
    out.game = std::string(game->id());
    out.entries = builder.entries(nodes);
    out.skipped = builder.skipped();
    if (request.budgetMs || request.question != Question::Exact) {
        int inexact = 0;
        for (const SolveResult& entry : out.entries) {
            out.budgetExhausted += entry.budgetExhausted;
            inexact += !entry.exact;
        }
        out.question = request.question;
        out.exact = inexact == 0;
    }
    if (bridge) out.bridge = bridgeAnalysis(out.entries, *vulnerable);
    else addBestContracts(out, *game);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    out.stats = {nodes, std::round(ms * 1000) / 1000};
    return out;
}

}  // namespace soloist
