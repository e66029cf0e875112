// `play --format html`: the deal, then every card played with the value before
// and after it and what it cost, then each seat's mistakes.
#include "io/hand_diagram.h"
#include "io/html_cards.h"
#include "io/html_diagram.h"
#include "io/html_page.h"
#include "io/html_report.h"
#include "io/html_sections.h"
#include "io/report_cells.h"

namespace soloist {

namespace {

using json = nlohmann::json;

std::string seatCell(const std::string& game, const json& seat) {
    return escapeHtml(seat.is_number_integer() ? seatName(game, seat.get<int>()) : cellText(seat));
}

std::string valueCell(const json& card, const std::string& when) {
    std::string out = escapeHtml(cellText(reportField(card, "value_" + when)));
    if (card.contains("outcome_" + when)) out += " " + escapeHtml(cellText(card["outcome_" + when]));
    return out;
}

}  // namespace

std::string playHtml(const json& problem, const json& result) {
    if (!result.contains("cards")) return errorSection(result, "play");
    const std::string game = gameOf(result);
    DiagramMarks marks;
    if (result.contains("declarer_side") && result["declarer_side"].is_array()) marks.declarerSide = result["declarer_side"];
    const std::string contract = contractHtml(game, reportField(result, "contract"));
    marks.centre = "<span class=\"felt-label\">contract</span><span class=\"on-felt\">" + contract + "</span>";
    std::string perSeat = "<div class=\"contract-banner\"><span class=\"contract\">" + contract +
                          "</span></div><h3>Per seat</h3><div class=\"scroll\"><table class=\"grid play-summary\"><thead><tr>"
                          "<th>seat</th><th class=\"num\">cards</th><th class=\"num\">mistakes</th><th class=\"num\">cost</th>"
                          "</tr></thead><tbody>";
    for (const json& s : reportField(result, "summary"))
        perSeat += "<tr><th scope=\"row\">" + seatCell(game, reportField(s, "seat")) + "</th><td class=\"num\">" +
                   escapeHtml(cellText(reportField(s, "cards"))) + "</td><td class=\"num\">" +
                   escapeHtml(cellText(reportField(s, "mistakes"))) + "</td><td class=\"num\">" +
                   escapeHtml(cellText(reportField(s, "cost"))) + "</td></tr>";
    perSeat += "</tbody></table></div>";
    std::string out = sectionStart(result, "play") + "<div class=\"deal-layout\">" + dealDiagramHtml(problem, marks) +
                      "<div class=\"beside\">" + perSeat + "</div></div>" +
                      "<h3>Cards played <span class=\"note\">value: the contract's value with perfect play from there; "
                      "best: the cards that kept it</span></h3><div class=\"scroll\"><table class=\"grid play\"><thead><tr>"
                      "<th class=\"num\">#</th><th>seat</th><th>card</th><th class=\"num\">before</th>"
                      "<th class=\"num\">after</th><th class=\"num\">cost</th><th>best</th></tr></thead><tbody>";
    for (const json& c : result["cards"]) {
        const json cost = reportField(c, "cost");
        const bool mistake = cost.is_number() && cost.get<double>() > 0;
        out += std::string("<tr") + (mistake ? " class=\"mistake\"" : "") + "><td class=\"num\">" +
               escapeHtml(cellText(reportField(c, "index"))) + "</td><td>" + seatCell(game, reportField(c, "seat")) +
               "</td><td>" + cardHtml(game, reportField(c, "card")) + "</td><td class=\"num\">" + valueCell(c, "before") +
               "</td><td class=\"num\">" + valueCell(c, "after") + "</td><td class=\"num\">" +
               (mistake ? "<span class=\"pill bad\">" + escapeHtml(cellText(cost)) + "</span>" : escapeHtml(cellText(cost))) +
               "</td><td>" + cardsHtml(game, reportField(c, "best")) + "</td></tr>";
    }
    out += "</tbody></table></div>";
    if (result.contains("error")) out += "<p class=\"error\"><strong>error:</strong> " + escapeHtml(cellText(result["error"])) + "</p>";
    return out + "</section>\n";
}

}  // namespace soloist
