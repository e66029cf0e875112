// What the fuzzers that read text of one game make of their bytes: the first
// byte picks the game (of allGames(), modulo their number), the rest is the
// text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "games/game.h"

namespace soloist::fuzz {

struct GameText {
    const Game& game;
    std::string text;
};

// Nothing for an empty input: there is no byte to pick the game.
inline std::optional<GameText> gameAndText(const uint8_t* data, size_t size) {
    if (size == 0) return std::nullopt;
    const std::vector<const Game*> games = allGames();
    return GameText{*games[data[0] % games.size()], std::string(reinterpret_cast<const char*>(data + 1), size - 1)};
}

}  // namespace soloist::fuzz
