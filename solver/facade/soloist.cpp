#include "facade/soloist.h"

#include <algorithm>

#include <tbb/global_control.h>
#include <tbb/task_arena.h>

#include "analysis/leads.h"
#include "analysis/play.h"
#include "analysis/solve.h"
#include "analysis/worker_table.h"
#include "io/contract_table.h"
#include "io/play_json.h"
#include "io/problem_reader.h"
#include "io/simulate_json.h"
#include "io/simulate_problem.h"
#include "io/solve_json.h"
#include "io/table_json.h"

namespace soloist {

namespace {

nlohmann::json idOf(const nlohmann::json& problem) {
    return problem.is_object() && problem.contains("id") ? problem["id"] : nlohmann::json(nullptr);
}

// Runs one analysis, turning bad input into the error record of docs/FORMAT.md.
template <class Analysis>
nlohmann::json guarded(const nlohmann::json& problem, Analysis&& analysis) {
    try {
        return analysis();
    } catch (const ProblemError& e) {
        return {{"id", idOf(problem)}, {"error", e.what()}, {"field", e.field}};
    } catch (const std::exception& e) {
        return {{"id", idOf(problem)}, {"error", std::string("internal error: ") + e.what()}};
    }
}

// The threads that may help a search: every other one of the `threads`
// asked for (0: as many as the caller's arena has, within a global limit:
// `soloist solve --threads 1` limits TBB globally, while the arena still
// counts every core, and a helper would be spawned that never runs).
int helpersFor(int threads) {
    const int available = std::min<int>(
        tbb::this_task_arena::max_concurrency(),
        int(tbb::global_control::active_value(tbb::global_control::max_allowed_parallelism)));
    return (threads > 0 ? std::min(threads, available) : available) - 1;
}

}  // namespace

nlohmann::json solveJson(const nlohmann::json& problem, const SolveOptions& options) {
    return guarded(problem, [&] {
        const Problem p = readProblem(problem);
        SolveRequest request;
        request.leads = options.leads;
        request.question = p.question.value_or(readQuestion(options.question, "question"));
        if (options.budgetMs > 0) request.budgetMs = options.budgetMs;
        if (p.budgetMs) request.budgetMs = p.budgetMs;
        // Threads left idle by a batch (one problem, or its last few) help.
        request.helpers = helpersFor(options.threads);
        return solveResultJson(solveProblem(p, request, workerTable()));
    });
}

nlohmann::json leadsJson(const nlohmann::json& problem, const SolveOptions& options) {
    return guarded(problem, [&] { return leadsResultJson(leadsResult(readProblem(problem), options.threads)); });
}

nlohmann::json simulateJson(const nlohmann::json& problem, const SimulateOptions& options) {
    return guarded(problem, [&] {
        SimulateRequest request;
        request.samples = options.samples;
        request.seed = options.seed;
        request.allContracts = options.allContracts;
        request.leads = options.leads;
        request.question = readQuestionField(problem).value_or(readQuestion(options.question, "question"));
        if (options.budgetMs > 0) request.budgetMs = options.budgetMs;
        request.threads = options.threads;
        request.keepSamples = options.keepSamples;
        request.progress = options.progress;
        return simulateResultJson(simulateProblem(problem, request));
    });
}

nlohmann::json playJson(const nlohmann::json& problem) {
    return guarded(problem, [&] {
        const Problem p = readProblem(problem);
        if (!problem.contains("play"))
            throw ProblemError("play", "required: an array of the cards played in order from the problem's position");
        return playResultJson(playResult(p, readPlayedCards(problem["play"], *p.game), workerTable()));
    });
}

nlohmann::json tableJson(const nlohmann::json& deal, const TableOptions& options) {
    return guarded(deal, [&] {
        SolveRequest asked;
        asked.question = readQuestion(options.question, "question");
        if (options.budgetMs > 0) asked.budgetMs = options.budgetMs;
        // The contracts go to the threads; the searches of the last ones get
        // help from threads whose contracts are done (contractTable).
        asked.helpers = helpersFor(options.threads);
        return tableResultJson(contractTable(deal, options.vulnerable, options.threads, asked, options.progress));
    });
}

}  // namespace soloist
