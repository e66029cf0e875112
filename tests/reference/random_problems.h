// Random, valid docs/FORMAT.md problems for cross-checking the fast engine against
// the reference solver.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace soloist::reference {

// Returns `count` random valid problems for one game (docs/FORMAT.md objects, each
// with an "id"), cycling through every contract type of the game. For each:
// a random declarer, trump where the type lets the declarer choose, a called
// card / partner where the contract has one (obeying RULINGS.md validation),
// and for six-bid `call` / frog `frog` the call, give, trump or discard
// sometimes fixed and sometimes left to be searched.
//
// Each problem is a realistic ending: the whole deck is dealt at random, then
// every seat loses random cards (played out) so that it keeps `tricksLeft`
// cards (clamped to 1..full hand), counting back any card it has played to a
// partial current trick (made of legal plays). "leader" is sometimes omitted
// (then the game's default leader is the one used). "won" spreads the tricks
// already played over the seats (the leader of the current trick won at least
// one of them), with card points equal to those of the played-out cards.
//
// Deterministic for a given (game, count, tricksLeft, seed).
std::vector<nlohmann::json> randomProblems(const std::string& game, int count, int tricksLeft, uint64_t seed);

// Every game id of docs/RULES.md.
std::vector<std::string> allGames();

}  // namespace soloist::reference
