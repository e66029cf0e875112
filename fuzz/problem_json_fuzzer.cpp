// libFuzzer target: the bytes as the input of `soloist solve` (one JSON
// problem, an array of them, or JSON Lines), taken as far as the search:
// split into records, each parsed, validated (problem_reader) and planned
// (the game's contract rules), and every error printed as its error line.
// A bad input must end in a ProblemError or a record's error text; any other
// exception, or a sanitizer report, is a finding.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "games/game.h"
#include "games/problem.h"
#include "io/json_text.h"
#include "io/problem_reader.h"
#include "io/record_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    for (const soloist::Record& record : soloist::readRecords(in)) {
        if (!record.error.empty()) {
            soloist::jsonLine({{"error", record.error}, {"field", "json"}});
            continue;
        }
        try {
            const soloist::Problem problem = soloist::readProblem(record.problem);
            problem.game->plans(problem);
        } catch (const soloist::ProblemError& e) {
            soloist::jsonLine({{"error", e.what()}, {"field", e.field}});
        }
    }
    return 0;
}
