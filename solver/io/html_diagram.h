// A deal drawn in HTML: bridge's four hands around a table, the other games'
// hands side by side; the declarer side and the seat to play marked; the
// widow, the trick in progress and the tricks already won.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace soloist {

struct DiagramMarks {
    nlohmann::json declarerSide = nlohmann::json::array();  // seats, the declarer first
    std::optional<int> toPlay;
    std::string centre;  // markup for the middle of the bridge table (the contract)
};

// Draws what it can read of a docs/FORMAT.md problem (or deal); a hand given
// as null (simulate's unseen hands) is drawn as unseen. Empty when the game or
// the hands cannot be read.
std::string dealDiagramHtml(const nlohmann::json& problem, const DiagramMarks& marks);

}  // namespace soloist
