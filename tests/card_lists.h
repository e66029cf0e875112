// Test helper: hands written as card lists ("SA HK D7") for readability.
#pragma once

#include <map>
#include <sstream>
#include <string>

namespace soloist::testing_support {

// "SA ST H7" -> "AT.7.." (spades.hearts.diamonds.clubs).
inline std::string hand(const std::string& cards) {
    std::map<char, std::string> suits;
    std::istringstream in(cards);
    for (std::string card; in >> card;) suits[card[0]] += card.substr(1);
    return suits['S'] + "." + suits['H'] + "." + suits['D'] + "." + suits['C'];
}

}  // namespace soloist::testing_support
