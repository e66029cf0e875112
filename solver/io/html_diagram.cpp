#include "io/html_diagram.h"

#include <vector>

#include "games/game.h"
#include "io/hand_diagram.h"
#include "io/html_cards.h"
#include "io/html_page.h"
#include "io/report_cells.h"

namespace soloist {

namespace {

using json = nlohmann::json;

std::string handBox(const std::string& game, int seat, const json& hand, const DiagramMarks& marks) {
    bool declarer = false, partner = false;
    for (size_t i = 0; i < marks.declarerSide.size(); ++i)
        if (marks.declarerSide[i] == seat) (i == 0 ? declarer : partner) = true;
    std::string out = "<div class=\"hand seat-" + std::to_string(seat) +
                      (declarer || partner ? " declaring" : "") + "\"><div class=\"seat-label\"><strong>" +
                      escapeHtml(seatTitle(game, seat)) + "</strong>";
    if (declarer) out += "<span class=\"badge declarer\">declarer</span>";
    if (partner) out += "<span class=\"badge declarer\">partner</span>";
    if (marks.toPlay == seat) out += "<span class=\"badge to-play\">to play</span>";
    out += "</div>";
    if (hand.is_null()) return out + "<p class=\"void\">unseen</p></div>";
    const auto cards = readHandCards(hand);
    return out + (cards ? handHtml(game, *cards) : "<p class=\"void\">" + escapeHtml(cellText(hand)) + "</p>") + "</div>";
}

std::string trickInProgress(const std::string& game, const json& problem) {
    const json trick = reportField(problem, "trick");
    if (!trick.is_array() || trick.empty()) return "";
    const json leader = reportField(problem, "leader");
    std::string out = "<span class=\"trick\">Trick";
    if (leader.is_number_integer()) out += " led by " + escapeHtml(seatName(game, leader.get<int>()));
    return out + ": " + cardsHtml(game, trick) + "</span>";
}

std::string wonSoFar(const std::string& game, const json& problem) {
    const json won = reportField(problem, "won");
    std::string out;
    for (const char* key : {"tricks", "points"}) {
        const json counts = reportField(won, key);
        if (!counts.is_array()) continue;
        std::string line;
        for (size_t s = 0; s < counts.size(); ++s)
            line += (line.empty() ? "" : " · ") + escapeHtml(seatName(game, int(s))) + " " + escapeHtml(cellText(counts[s]));
        out += std::string("<p class=\"deal-extra\">Already won (") + key + "): " + line + "</p>";
    }
    return out;
}

}  // namespace

std::string dealDiagramHtml(const json& problem, const DiagramMarks& marks) {
    const std::string game = gameOf(problem);
    const Game* rules = findGame(game);
    const json hands = reportField(problem, "hands");
    if (!rules || !hands.is_array() || int(hands.size()) != rules->seats()) return "";
    for (const json& h : hands)
        if (!h.is_null() && !readHandCards(h)) return "";

    std::string out = "<div class=\"deal\">";
    const std::string trick = trickInProgress(game, problem);
    if (game == "bridge") {
        out += "<div class=\"compass\">";
        for (int seat = 0; seat < 4; ++seat) out += handBox(game, seat, hands[seat], marks);
        out += "<div class=\"table-top\"><div>" + marks.centre + trick + "</div></div>";
        out += "</div>";
    } else {
        out += "<div class=\"seats\">";
        for (int seat = 0; seat < rules->seats(); ++seat) out += handBox(game, seat, hands[seat], marks);
        if (problem.contains("widow")) {
            const json widow = problem["widow"];
            const auto cards = widow.is_null() ? std::nullopt : readHandCards(widow);
            out += "<div class=\"hand widow\"><div class=\"seat-label\"><strong>widow</strong></div>" +
                   (cards ? handHtml(game, *cards) : std::string("<p class=\"void\">unseen</p>")) + "</div>";
        }
        out += "</div>";
        if (!trick.empty()) out += "<p class=\"deal-extra\">" + trick + "</p>";
    }
    return out + wonSoFar(game, problem) + "</div>";
}

}  // namespace soloist
