// Plans whose play is the same game: the declarer's choices (Frog's discard,
// Six-Bid's call and give) often differ only in cards the play cannot tell
// apart, such as which of two touching small cards was discarded. Such plans
// have the same value, so a solve searches one of them.
#pragma once

#include <cstddef>
#include <vector>

#include "games/game.h"

namespace soloist {

// For each plan, the index of the first plan before it whose play is the
// same (see samePlay); its own index when there is none.
std::vector<size_t> firstWithSamePlay(const std::vector<Plan>& plans);

// Whether two plans reach the same value whatever is played: same tables and
// objective, the same value already banked, and the same start up to a
// renaming of cards that keeps each lane's order, every card's holder and
// its class (points, matador).
bool samePlay(const Plan& a, const Plan& b);

}  // namespace soloist
