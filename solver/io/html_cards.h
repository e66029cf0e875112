// Cards, suits, hands and contracts as HTML: suit symbols in their colour
// (red hearts and diamonds, black spades and clubs, as the rules speak of red
// and black suits), each with the name the game's players give the suit.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "cards/card_set.h"

namespace soloist {

// The suit's name at the game's table: "spades"; "espadas" in the games of
// Spanish origin; "Pik" in German Solo (a French-suited piquet pack).
std::string suitName(const std::string& game, int suit);

// "Suits: ♠ espadas · ♥ copas · ..." for games whose players do not call the
// suits spades, hearts, diamonds and clubs; empty for the others.
std::string suitLegendHtml(const std::string& game);

std::string suitSymbolHtml(const std::string& game, int suit);

// A card named as in docs/FORMAT.md ("SA", "HT") as symbol and rank; the
// escaped text itself when it is not a card.
std::string cardHtml(const std::string& game, const nlohmann::json& card);

// Cards of a list (or one card) separated by spaces.
std::string cardsHtml(const std::string& game, const nlohmann::json& cards);

// A hand, one line per suit: <ul><li>♠ A K 10</li>...</ul>.
std::string handHtml(const std::string& game, CardSet hand);

// A trump: the suit symbol, or "NT" / "no trump".
std::string trumpHtml(const std::string& game, const nlohmann::json& trump);

// "North" in bridge, "seat 2" elsewhere.
std::string seatTitle(const std::string& game, int seat);

// A contract on one line: "4♠ by N", "solo by seat 2 · trump ♦ · call ♥A".
std::string contractHtml(const std::string& game, const nlohmann::json& contract);

}  // namespace soloist
