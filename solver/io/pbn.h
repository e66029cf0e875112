// The parts of PBN (Portable Bridge Notation) a batch needs: tag lines, the
// Deal tag's hands, and the Contract, Declarer and Vulnerable tags.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/game.h"

namespace soloist {

// '[Name "value"]' -> (Name, value); nullopt for any other line. The names
// soloist reads or writes (Event, Board, Deal, Contract, Declarer, Vulnerable,
// Play, Game, ...) are matched in any case and returned spelled so: [deal
// "..."] is a Deal tag.
std::optional<std::pair<std::string, std::string>> pbnTag(const std::string& line);

// The name of a tag the batch reads whose line starts as one ('[Deal "')
// but is not whole (no closing '"]'); nullopt otherwise.
std::optional<std::string> brokenPbnTag(const std::string& line);

struct PbnDeal {
    std::vector<std::string> hands;  // in seat order
    std::string widow;               // Six-Bid games: the field after the hands
};

// "N:AK7.QJ..T98 KQ.A..AJ7 ...": the first hand's seat (a number, or N E S W
// in bridge and solo-whist), a colon, every hand in the order of play from
// there. A hand (or widow) "-" is unknown: with `allowUnknown` (simulate) it
// is left empty in `hands`, otherwise an error. Throws ProblemError naming `field`.
PbnDeal parsePbnDeal(std::string_view text, const Game& game, const std::string& field = "deal",
                     bool allowUnknown = false);

// The Contract and Declarer tags as a docs/FORMAT.md bridge contract ("3NTX", "E"
// -> {"type": "3N", "declarer": 1}); nullopt for a passed-out or absent one.
// Throws ProblemError naming the tag (Contract, Declarer) it cannot read.
std::optional<nlohmann::json> pbnContract(const std::string& contract, const std::string& declarer,
                                          const Game& game);

// The lines of the section after `tag`'s line in a game's `lines` (up to the
// next tag); empty when the game has no such tag.
std::vector<std::string> pbnSection(const std::vector<std::string>& lines, const std::string& tag);

// The Vulnerable tag as "none", "ns", "ew" or "both"; nullopt if unreadable.
std::optional<std::string> pbnVulnerability(const std::string& tag);

}  // namespace soloist
