#include "io/short_names.h"

#include <cctype>

#include "cards/card.h"

namespace soloist {

std::optional<int> parseSeat(std::string_view text, const Game& game) {
    if (text.size() == 1 && std::isdigit(static_cast<unsigned char>(text[0]))) {
        const int seat = text[0] - '0';
        if (seat < game.seats()) return seat;
        return std::nullopt;
    }
    if (text.size() == 1 && (game.id() == "bridge" || game.id() == "solo-whist")) {
        const size_t i = std::string_view("NESW").find(char(std::toupper(static_cast<unsigned char>(text[0]))));
        if (i != std::string_view::npos) return int(i);
    }
    return std::nullopt;
}

std::optional<int> parseTrump(std::string_view text) {
    std::string t;
    for (char c : text) t += char(std::toupper(static_cast<unsigned char>(c)));
    if (t == "N" || t == "NT") return kNoTrump;
    if (t.size() == 1) {
        const size_t i = std::string_view("SHDC").find(t[0]);
        if (i != std::string_view::npos) return int(i);
    }
    return std::nullopt;
}

std::string knownGames() {
    std::string known;
    for (const Game* g : allGames()) {
        if (!known.empty()) known += ", ";
        known += g->id();
    }
    return known;
}

}  // namespace soloist
