// A deal drawn as text: suit symbols, bridge hands around the compass, other
// games' hands one seat per line, the widow, the trick in progress and the
// tricks already won.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace soloist {

// Draws what it can read of a docs/FORMAT.md problem (or deal); empty when the
// game or the hands cannot be read.
std::string handDiagram(const nlohmann::json& problem);

// A seat as players name it: N E S W in bridge, the seat number otherwise.
std::string seatName(const std::string& game, int seat);

}  // namespace soloist
