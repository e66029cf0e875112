// Card and hand notation of docs/FORMAT.md, and the UTF-8-safe prefix
// messages quote text with.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "cards/card.h"
#include "cards/card_set.h"

namespace soloist {

std::string cardName(Card c);             // "SA", "HT", "D7"
std::string handName(CardSet printed);    // "AK7.QJ..T98"
char rankChar(int rank);                  // 'A', 'T', '7'
char strainLetter(int trump);             // 'S', 'H', 'D', 'C'; 'N' for kNoTrump

// Accepts suit-rank or rank-suit, any case, "10" for T, and ♠ ♥ ♦ ♣.
std::optional<Card> parseCard(std::string_view text);
// A hand "AK7.QJ..T98": spades, hearts, diamonds, clubs. Throws
// std::invalid_argument with a readable reason.
CardSet parseHand(std::string_view text);

// A prefix of `text` of at most `bytes` bytes that does not end inside a
// UTF-8 character.
std::string utf8Prefix(std::string_view text, size_t bytes);

}  // namespace soloist
