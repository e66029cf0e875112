// A played sequence of cards, judged card by card: the contract's value with
// perfect play before and after each card, what the card cost the side that
// played it, and the cards that would have kept the value.
#pragma once

#include <nlohmann/json.hpp>

#include "games/problem.h"
#include "search/transposition_table.h"

namespace soloist {

// The result of docs/PLAY.md for `play`, a JSON array of card names played
// in order from the problem's position. An illegal card ends the analysis:
// the result keeps the cards before it and carries "error" and "field"
// ("play[i]"). Throws ProblemError when the problem or `play` as a whole is
// unusable, or when the declarer still has a choice to make (the choice
// shapes the hands played from, so it must be given).
nlohmann::json playResult(const Problem& problem, const nlohmann::json& play, TranspositionTable& table);

}  // namespace soloist
