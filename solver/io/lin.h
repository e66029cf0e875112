// BBO's LIN hand records, for bridge: "md|3SAK4HQ..,S..,S..,|sv|o|mb|1S|mb|p|...|pc|SA|".
// md is the deal (the dealer digit, then the hands from South: S W N E), sv
// the vulnerability, mb one call each, pc one card each; ah, rh, qx name the board.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace soloist {

struct LinDeal {
    std::vector<std::string> hands;  // seat order N E S W, FORMAT.md hands
    int dealer = 0;                  // a seat, N E S W = 0 1 2 3
};

// The md value; the fourth hand may be left out (it holds the rest of the
// pack). Throws ProblemError naming "md".
LinDeal parseLinDeal(const std::string& md);

// The sv value as "none", "ns", "ew" or "both"; throws ProblemError naming "sv".
std::string linVulnerability(const std::string& sv);

// The final contract of an auction (each mb value, in order, from the
// dealer) as a FORMAT.md contract {"type": "4S", "declarer": 2}: the last
// bid, declared by the first of its side to bid the strain; doubles are
// scored undoubled. nullopt when every call is a pass (passed out). Throws
// ProblemError naming "mb" for a call it cannot read or an auction that has
// not ended.
std::optional<nlohmann::json> linContract(const std::vector<std::string>& calls, int dealer);

// The board's name: ah (rh clears it), else qx; null when neither.
nlohmann::json linBoardName(const std::vector<std::pair<std::string, std::string>>& pairs);

}  // namespace soloist
