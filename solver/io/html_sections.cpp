#include "io/html_sections.h"

#include "games/game.h"
#include "io/hand_diagram.h"
#include "io/html_cards.h"
#include "io/html_page.h"
#include "io/report_cells.h"

namespace soloist {

using json = nlohmann::json;

namespace {

// Every card point of the Six-Bid Solo and Frog pack.
constexpr double kPackPoints = 120;

std::string fact(const std::string& name, const std::string& valueHtml) {
    return "<div><dt>" + escapeHtml(name) + "</dt><dd>" + valueHtml + "</dd></div>";
}

std::string yesNo(const json& v) {
    if (v.is_boolean()) return v.get<bool>() ? "<span class=\"pill good\">yes</span>" : "<span class=\"pill bad\">no</span>";
    return escapeHtml(cellText(v));
}

}  // namespace

std::string sectionStart(const json& result, const std::string& kind) {
    const std::string game = gameOf(result);
    return "<section class=\"record " + kind + "\"><header><h2>" + escapeHtml(cellText(reportField(result, "id"))) +
           "</h2>" + (game.empty() ? "" : "<span class=\"game-name\">" + escapeHtml(game) + "</span>") +
           suitLegendHtml(game) + "</header>";
}

std::string errorSection(const json& result, const std::string& kind) {
    return sectionStart(result, kind + " failed") + "<p class=\"error\"><strong>error:</strong> " +
           escapeHtml(cellText(reportField(result, "error"))) + "</p></section>\n";
}

std::string outcomePill(const json& outcome, const json& makeable) {
    if (outcome.is_null()) return "<span class=\"pill open\">-</span>";
    const std::string kind = makeable == true ? "good" : makeable == false ? "bad" : "open";
    return "<span class=\"pill " + kind + "\">" + escapeHtml(cellText(outcome)) + "</span>";
}

std::string countHtml(const json& entry) {
    const json bounds = reportField(entry, "bounds");
    for (const char* key : {"tricks", "points"}) {
        const json v = reportField(entry, key);
        if (v.is_number()) return escapeHtml(cellText(v));
    }
    if (bounds.is_array() && bounds.size() == 2)
        return escapeHtml(cellText(bounds[0])) + "–" + escapeHtml(cellText(bounds[1]));
    return "-";
}

double countScale(const std::string& game, bool points) {
    if (points) return kPackPoints;
    const Game* rules = findGame(game);
    return rules ? rules->cardsPerHand() : 13;
}

std::string verdictHtml(const json& result) {
    const std::string game = gameOf(result);
    std::string out = "<div class=\"contract-banner\"><span class=\"contract\">" +
                      contractHtml(game, reportField(result, "contract")) + "</span>" +
                      outcomePill(reportField(result, "outcome"), reportField(result, "makeable")) + "</div><dl class=\"facts\">";
    std::string side;
    for (const json& s : reportField(result, "declarer_side"))
        if (s.is_number_integer()) side += (side.empty() ? "" : " ") + seatName(game, s.get<int>());
    out += fact("declarer side", escapeHtml(side));
    for (const char* key : {"tricks", "points"})
        if (!reportField(result, key).is_null()) out += fact(key, escapeHtml(cellText(result[key])));
    if (result.contains("bounds") && result["bounds"].is_array() && result["bounds"].size() == 2) {
        const std::string why = reportField(result, "budget_exhausted") == true ? "budget exhausted"
                                : reportField(result, "question") == "makeable" ? "makeable question"
                                                                                : "not exact";
        out += fact("count between", countHtml(json{{"bounds", result["bounds"]}}) + " <small>(" + why + ")</small>");
    }
    out += fact("makeable", yesNo(reportField(result, "makeable")));
    out += fact("score", escapeHtml(cellText(reportField(result, "score"))));
    if (const json first = reportField(result, "first_tricks"); first.is_object())
        out += fact("first " + cellText(reportField(first, "count")) + " tricks", yesNo(reportField(first, "makeable")));
    if (result.contains("all_tricks")) out += fact("every trick", yesNo(result["all_tricks"]));
    if (const json choice = reportField(result, "choice"); choice.is_object()) {
        std::string text;
        for (const auto& [key, value] : choice.items())
            text += (text.empty() ? "" : " · ") + escapeHtml(key) + " " +
                    (key == "trump" ? trumpHtml(game, value) : cardsHtml(game, value));
        out += fact("best choice", text);
    }
    if (result.contains("note")) out += fact("note", escapeHtml(cellText(result["note"])));
    return out + "</dl>";
}

}  // namespace soloist
