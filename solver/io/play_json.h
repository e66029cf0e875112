// The play analysis of docs/PLAY.md: its "play" list read, its result as JSON.
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "analysis/play.h"

namespace soloist {

// The cards of a problem's "play" array; an entry that is not a card of the
// game keeps its error (field "play[i]"). Throws ProblemError("play") when
// `play` is not an array.
std::vector<PlayedCard> readPlayedCards(const nlohmann::json& play, const Game& game);

nlohmann::json playResultJson(const PlayResult& result);

}  // namespace soloist
