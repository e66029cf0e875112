// A deal drawn as text: suit symbols, bridge hands around the compass, other
// games' hands one seat per line, the widow, the trick in progress and the
// tricks already won.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "cards/card_set.h"

namespace soloist {

// Draws what it can read of a docs/FORMAT.md problem (or deal); empty when the
// game or the hands cannot be read.
std::string handDiagram(const nlohmann::json& problem);

// The cards of a hand as a problem writes it ("AK7.QJ..T98" or ["SA", ...]),
// nullopt when they cannot be read.
std::optional<CardSet> readHandCards(const nlohmann::json& value);

// A seat as players name it: N E S W in bridge, the seat number otherwise.
std::string seatName(const std::string& game, int seat);

}  // namespace soloist
