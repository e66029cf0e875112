// libFuzzer target: the bytes as one one-line deal ("N:AK7.QJ..T98 ..." in
// bridge, "0:hand hand hand widow" in the Six-Bid games) of the game the
// first byte picks, read as `batch` reads PBN deal lines and then validated
// as a problem. parsePbnDeal may only throw ProblemError.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "games/game.h"
#include "games/problem.h"
#include "io/pbn.h"
#include "io/problem_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    const std::vector<const soloist::Game*> games = soloist::allGames();
    const soloist::Game& game = *games[data[0] % games.size()];
    const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
    try {
        const soloist::PbnDeal deal = soloist::parsePbnDeal(text, game);
        nlohmann::json problem = {{"game", game.id()}, {"hands", deal.hands}};
        if (game.hasWidow()) problem["widow"] = deal.widow;
        soloist::readProblem(problem);
    } catch (const soloist::ProblemError&) {
    }
    return 0;
}
