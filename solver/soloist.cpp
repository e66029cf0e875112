#include "soloist.h"

#include "analysis/solve.h"
#include "io/problem_reader.h"

namespace soloist {

nlohmann::json solveJson(const nlohmann::json& problem, const SolveOptions& options) {
    thread_local TranspositionTable table(64);
    nlohmann::json id = problem.is_object() && problem.contains("id") ? problem["id"] : nlohmann::json(nullptr);
    try {
        const Problem p = readProblem(problem);
        return solveProblem(p, SolveRequest{options.leads}, table);
    } catch (const ProblemError& e) {
        return {{"id", id}, {"error", e.what()}, {"field", e.field}};
    } catch (const std::exception& e) {
        return {{"id", id}, {"error", std::string("internal error: ") + e.what()}};
    }
}

}  // namespace soloist
