// libFuzzer target: the bytes as a `soloist batch` input, whatever format
// its content is detected as (PBN files above all: tags, Deal, Contract,
// Declarer, Vulnerable), every record built into a problem as batch does
// (record_problem), validated and planned. The first byte picks the game
// given with --game, as PBN files of any game are read.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "fuzz_input.h"
#include "games/game.h"
#include "games/problem.h"
#include "io/json_text.h"
#include "io/problem_reader.h"
#include "io/record_problem.h"
#include "io/record_stream.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const auto input = soloist::fuzz::gameAndText(data, size);
    if (!input) return 0;
    soloist::RecordDefaults defaults;
    defaults.game = std::string(input->game.id());
    std::istringstream in(input->text);
    soloist::RecordStream records(in);
    while (auto record = records.next()) {
        const nlohmann::json id = soloist::idOfRecord(*record);
        try {
            const nlohmann::json problem = soloist::problemFromRecord(*record, defaults);
            const soloist::Problem p = soloist::readProblem(problem);
            p.game->plans(p);
        } catch (const soloist::ProblemError& e) {
            soloist::jsonLine({{"id", id}, {"error", e.what()}, {"field", e.field}});
        }
    }
    return 0;
}
