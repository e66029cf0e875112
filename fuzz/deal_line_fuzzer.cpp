// libFuzzer target: the bytes as one one-line deal ("N:AK7.QJ..T98 ..." in
// bridge, "0:hand hand hand widow" in the Six-Bid games) of the game the
// first byte picks, read as `batch` reads PBN deal lines and then validated
// as a problem. parsePbnDeal may only throw ProblemError.
#include <cstddef>
#include <cstdint>

#include "fuzz_input.h"
#include "games/game.h"
#include "games/problem.h"
#include "io/pbn.h"
#include "io/problem_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const auto input = soloist::fuzz::gameAndText(data, size);
    if (!input) return 0;
    const soloist::Game& game = input->game;
    try {
        const soloist::PbnDeal deal = soloist::parsePbnDeal(input->text, game);
        nlohmann::json problem = {{"game", game.id()}, {"hands", deal.hands}};
        if (game.hasWidow()) problem["widow"] = deal.widow;
        soloist::readProblem(problem);
    } catch (const soloist::ProblemError&) {
    }
    return 0;
}
