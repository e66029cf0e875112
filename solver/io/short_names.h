// Short names used on command lines and in PBN: seats, trumps, game lists.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "games/game.h"

namespace soloist {

// A seat number "0".."n-1"; in bridge and solo-whist also N E S W (0 1 2 3,
// PBN's compass order, which is the order of play).
std::optional<int> parseSeat(std::string_view text, const Game& game);

// S H D C (any case), N or NT: a Suit or kNoTrump.
std::optional<int> parseTrump(std::string_view text);

// "bridge, german-solo, ...", for messages.
std::string knownGames();

}  // namespace soloist
