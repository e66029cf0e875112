#include "io/hand_diagram.h"

#include <optional>
#include <stdexcept>
#include <vector>

#include "games/game.h"
#include "io/json_text.h"
#include "cards/notation.h"
#include "io/text_columns.h"

namespace soloist {

namespace {

using json = nlohmann::json;

constexpr const char* kSuitSymbols[] = {"♠", "♥", "♦", "♣"};

// One string per suit: "♠ AK7", "♦ —".
std::vector<std::string> suitLines(CardSet hand) {
    const std::string name = handName(hand);
    std::vector<std::string> lines;
    size_t start = 0;
    for (int suit = 0; suit < kSuits; ++suit) {
        const size_t dot = name.find('.', start);
        const std::string ranks = name.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        lines.push_back(std::string(kSuitSymbols[suit]) + " " + (ranks.empty() ? "—" : ranks));
        start = dot == std::string::npos ? name.size() : dot + 1;
    }
    return lines;
}

std::string oneLine(CardSet hand) {
    std::string out;
    for (const std::string& s : suitLines(hand)) out += (out.empty() ? "" : "  ") + s;
    return out;
}

std::string compass(const std::vector<CardSet>& hands) {
    const std::vector<std::string> north = suitLines(hands[0]), east = suitLines(hands[1]),
                                    south = suitLines(hands[2]), west = suitLines(hands[3]);
    const std::string middle(14, ' ');
    std::string out = middle + "N\n";
    for (const std::string& s : north) out += middle + s + "\n";
    // West in the left column, East from column 24 whatever West holds.
    auto sideBySide = [](const std::string& w, const std::string& e) {
        return w + std::string(24 - textWidth(w), ' ') + e + "\n";
    };
    out += sideBySide("W", "E");
    for (int suit = 0; suit < kSuits; ++suit) out += sideBySide(west[suit], east[suit]);
    out += middle + "S\n";
    for (const std::string& s : south) out += middle + s + "\n";
    return out;
}

}  // namespace

std::optional<CardSet> readHandCards(const json& value) {
    try {
        if (value.is_string()) return parseHand(value.get<std::string>());
        if (!value.is_array()) return std::nullopt;
        CardSet cards = 0;
        for (const json& c : value) {
            const auto card = c.is_string() ? parseCard(c.get<std::string>()) : std::nullopt;
            if (!card) return std::nullopt;
            cards |= setOf(*card);
        }
        return cards;
    } catch (const std::invalid_argument&) {
        return std::nullopt;
    }
}

std::string seatName(const std::string& game, int seat) {
    if (game == "bridge" && seat >= 0 && seat < 4) return std::string(1, "NESW"[seat]);
    return std::to_string(seat);
}

std::string handDiagram(const json& problem) {
    if (!problem.is_object() || !problem.contains("game") || !problem["game"].is_string()) return "";
    const std::string gameId = problem["game"].get<std::string>();
    const Game* game = findGame(gameId);
    if (!game || !problem.contains("hands") || !problem["hands"].is_array() ||
        int(problem["hands"].size()) != game->seats())
        return "";
    std::vector<CardSet> hands;
    for (const json& h : problem["hands"]) {
        const auto cards = readHandCards(h);
        if (!cards) return "";
        hands.push_back(*cards);
    }
    std::string out;
    if (game->seats() == 4 && gameId == "bridge") {
        out = compass(hands);
    } else {
        std::vector<std::vector<std::string>> rows;
        for (int s = 0; s < game->seats(); ++s) rows.push_back({"seat " + std::to_string(s), oneLine(hands[s])});
        if (problem.contains("widow"))
            if (const auto widow = readHandCards(problem["widow"])) rows.push_back({"widow", oneLine(*widow)});
        out = alignColumns(rows);
    }
    if (problem.contains("trick") && problem["trick"].is_array() && !problem["trick"].empty()) {
        std::string trick;
        for (const json& c : problem["trick"]) trick += " " + (c.is_string() ? c.get<std::string>() : jsonExcerpt(c));
        const std::string leader =
            problem.contains("leader") && problem["leader"].is_number_integer()
                ? " (led by " + seatName(gameId, problem["leader"].get<int>()) + ")"
                : "";
        out += "trick" + leader + ":" + trick + "\n";
    }
    if (problem.contains("won") && problem["won"].is_object())
        for (const char* key : {"tricks", "points"})
            if (problem["won"].contains(key))
                out += std::string("won ") + key + ": " + jsonExcerpt(problem["won"][key]) + "\n";
    return out;
}

}  // namespace soloist
