#include "io/text_report.h"

#include <vector>

#include "io/hand_diagram.h"
#include "io/json_text.h"
#include "io/plural.h"
#include "io/report_cells.h"
#include "io/text_columns.h"

namespace soloist {

namespace {

using json = nlohmann::json;
using Rows = std::vector<std::vector<std::string>>;

json field(const json& record, const std::string& key) { return reportField(record, key); }

std::string cell(const json& v) { return cellText(v); }

std::string heading(const json& result) {
    std::string out = cell(result.value("id", json(nullptr)));
    if (result.contains("game")) out += "  (" + cell(result["game"]) + ")";
    return out + "\n";
}

std::string errorText(const json& result) {
    return cell(field(result, "id")) + ": error: " + cell(field(result, "error")) + "\n";
}

// The result's fields, one per line: tricks, points, outcome, ...
std::string verdictText(const json& result) {
    Rows rows;
    const std::string game = gameOf(result);
    rows.push_back({"contract", contractLine(game, field(result, "contract"))});
    std::string side;
    for (const json& s : field(result, "declarer_side"))
        if (s.is_number_integer()) {
            if (!side.empty()) side += ' ';
            side += seatName(game, s.get<int>());
        }
    rows.push_back({"declarer side", side});
    for (const char* key : {"tricks", "points", "outcome", "makeable", "score", "first_tricks", "all_tricks", "choice", "note"})
        if (result.contains(key)) rows.push_back({key, cell(result[key])});
    if (result.contains("bounds") && result["bounds"].is_array() && result["bounds"].size() == 2) {
        const std::string why = field(result, "budget_exhausted") == true ? "budget exhausted"
                                : field(result, "question") == "makeable" ? "the makeable question"
                                                                          : "not exact";
        rows.push_back({"count", "between " + cell(result["bounds"][0]) + " and " + cell(result["bounds"][1]) +
                                     " (" + why + ")"});
    }
    return alignColumns(rows);
}

// Columns for a list of lead values: the card(s), then every value field.
Rows leadRows(const json& leads, const char* cardsKey) {
    Rows rows;
    if (leads.empty()) return rows;
    std::vector<std::string> fields;
    for (const auto& [key, value] : leads[0].items())
        if (key != cardsKey) fields.push_back(key);
    rows.push_back({cardsKey});
    for (const std::string& f : fields) rows[0].push_back(f);
    for (const json& lead : leads) {
        std::vector<std::string> row = {cell(field(lead, cardsKey))};
        for (const std::string& f : fields) row.push_back(cell(field(lead, f)));
        rows.push_back(row);
    }
    return rows;
}

// "leads of W (to play, a defender), best first for W; values: the declarer
// side's (N S) tricks after the card:"
std::string leadsHeading(const json& result, bool bestFirst) {
    const std::string game = gameOf(result);
    const auto seat = seatToPlay(result);
    std::string out = "leads";
    if (seat) {
        bool declaring = false;
        for (const json& s : field(result, "declarer_side")) declaring |= s == *seat;
        const std::string name = seatName(game, *seat);
        out += " of " + (game == "bridge" ? name : "seat " + name) + " (to play, " +
               (declaring ? "declarer side" : "a defender") + ")";
        if (bestFirst) out += ", best first for " + (game == "bridge" ? name : "it");
    } else if (bestFirst) {
        out += ", best first for the seat to play";
    }
    return out + "; values: " + valueOwner(game, result) + " after the card:\n";
}

std::string solvedText(const json& problem, const json& result, bool groups) {
    if (result.contains("error")) return errorText(result);
    std::string out = heading(result) + handDiagram(problem) + "\n" + verdictText(result);
    if (groups && result.contains("lead_groups")) {
        out += "\n" + leadsHeading(result, true) + alignColumns(leadRows(result["lead_groups"], "cards"), "  ");
    } else if (result.contains("leads")) {
        out += "\n" + leadsHeading(result, false) + alignColumns(leadRows(result["leads"], "card"), "  ");
    }
    return out;
}

std::string entryRowsText(const std::string& game, const json& entries, bool withSeat) {
    Rows rows = {{"contract", "tricks", "points", "outcome", "makeable", "score"}};
    if (withSeat) rows[0].insert(rows[0].begin(), "seat");
    for (size_t i = 0; i < entries.size(); ++i) {
        const json& e = entries[i];
        std::vector<std::string> row;
        if (withSeat) row.push_back(seatName(game, int(i)));
        if (e.is_null()) {
            row.push_back("(nothing makeable)");
        } else {
            row.push_back(contractLine(game, field(e, "contract")));
            for (const char* key : {"tricks", "points", "outcome", "makeable", "score"}) row.push_back(cell(field(e, key)));
        }
        rows.push_back(row);
    }
    return alignColumns(rows, "  ");
}

std::string bridgeTableText(const json& result) {
    Rows rows = {{"", "N", "S", "H", "D", "C"}};
    for (const char* seat : {"N", "E", "S", "W"}) {
        std::vector<std::string> row = {seat};
        for (const char* strain : {"N", "S", "H", "D", "C"}) row.push_back(cell(result["dd_table"][seat][strain]));
        rows.push_back(row);
    }
    std::string out = "double-dummy tricks (declarer by strain), vulnerable: " + cell(result["vulnerable"]) + "\n" +
                      alignColumns(rows, "  ");
    auto parLine = [](const std::string& label, const json& par) {
        return label + cell(par["score"]) + " for NS: " + (par["contracts"].empty() ? "passed out" : cell(par["contracts"])) + "\n";
    };
    out += "\n" + parLine("par ", result["par"]);
    if (result["par"].contains("ew_first")) out += parLine("par when EW bid first ", result["par"]["ew_first"]);
    return out;
}

// A card's value before or after it: the count, and the outcome where the
// game reports one per value (Ombre).
std::string valueCell(const json& card, const std::string& when) {
    std::string out = cell(field(card, "value_" + when));
    if (card.contains("outcome_" + when)) out += " " + cell(card["outcome_" + when]);
    return out;
}

std::string playRowsText(const std::string& game, const json& cards) {
    Rows rows = {{"#", "seat", "card", "before", "after", "cost", "best"}};
    for (const json& c : cards)
        rows.push_back({cell(field(c, "index")), seatName(game, field(c, "seat").get<int>()), cell(field(c, "card")),
                        valueCell(c, "before"), valueCell(c, "after"), cell(field(c, "cost")), cell(field(c, "best"))});
    return alignColumns(rows, "  ");
}

std::string playSummaryText(const std::string& game, const json& summary) {
    Rows rows = {{"seat", "cards", "mistakes", "cost"}};
    for (const json& s : summary)
        rows.push_back({seatName(game, field(s, "seat").get<int>()), cell(field(s, "cards")), cell(field(s, "mistakes")),
                        cell(field(s, "cost"))});
    return alignColumns(rows, "  ");
}

}  // namespace

std::string playText(const json& problem, const json& result) {
    if (!result.contains("cards")) return errorText(result);
    const std::string game = gameOf(result);
    std::string out = heading(result) + handDiagram(problem) + "\n" +
                      alignColumns({{"contract", contractLine(game, field(result, "contract"))}}) + "\n" +
                      "cards played (value: the contract's value with perfect play from there):\n" +
                      playRowsText(game, result["cards"]);
    if (result.contains("error")) out += "  error: " + cell(result["error"]) + "\n";
    out += "\nper seat:\n" + playSummaryText(game, field(result, "summary"));
    return out;
}

std::string solveText(const json& problem, const json& result) { return solvedText(problem, result, false); }

std::string leadsText(const json& problem, const json& result) { return solvedText(problem, result, true); }

std::string tableText(const json& deal, const json& result) {
    if (result.contains("error")) return errorText(result);
    const std::string game = gameOf(result);
    std::string out = heading(result) + handDiagram(deal) + "\n";
    if (result.contains("dd_table")) out += bridgeTableText(result) + "\n";
    else out += "every contract:\n" + entryRowsText(game, result["entries"], false) + "\n";
    if (!result["skipped"].empty()) {
        Rows rows;
        for (const json& s : result["skipped"]) rows.push_back({contractLine(game, s["contract"]), cell(s["reason"])});
        out += "not playable:\n" + alignColumns(rows, "  ") + "\n";
    }
    if (result.contains("budget_exhausted"))
        out += counted(field(result, "budget_exhausted").is_number_integer() ? result["budget_exhausted"].get<long long>() : 0, "entry", "entries") +
               " cut short by the budget: their counts are left open (bounds in the JSON output)\n\n";
    out += "best contract per seat:\n" + entryRowsText(game, result["best"], true);
    if (result.contains("reached"))
        out += "\nreached: " +
               (result["reached"].is_null() ? std::string("nothing makeable (all pass)")
                                            : contractLine(game, result["reached"]["contract"]) + ", score " +
                                                  cell(result["reached"]["score"])) +
               "\n";
    return out;
}


std::string simulateText(const json& problem, const json& result) {
    if (result.contains("error")) return errorText(result);
    const std::string game = gameOf(result);
    std::string out = heading(result);
    Rows seen;
    const json hands = field(problem, "hands");
    for (size_t s = 0; hands.is_array() && s < hands.size(); ++s)
        seen.push_back({"seat " + seatName(game, int(s)), hands[s].is_null() ? "(unseen)" : cell(hands[s])});
    out += alignColumns(seen, "  ") + "\n";
    out += counted(field(result, "samples").is_number_integer() ? result["samples"].get<long long>() : 0, "sample") + " (seed " + cell(result["seed"]) + "), question " +
           cell(result["question"]) + "\n\n";
    Rows rows = {{"contract", "makes", "95% interval", "mean", "expected score", "spread"}};
    for (const json& e : result["contracts"]) {
        const json interval = field(e, "p_make_95");
        std::string spread;
        const json distribution = field(e, "distribution");
        for (const auto& [value, n] : distribution.items())
            spread += (spread.empty() ? "" : " ") + value + ":" + cell(n);
        rows.push_back({contractLine(game, field(e, "contract")), percentText(field(e, "p_make")),
                        interval.is_array() ? percentText(interval[0]) + " - " + percentText(interval[1]) : "-",
                        cell(field(e, "mean")) + " " + cell(field(e, "measure")), cell(field(e, "expected_score")),
                        spread});
    }
    out += alignColumns(rows, "  ");
    if (!field(result, "best").is_null()) out += "\nbest: " + contractLine(game, result["best"]) + "\n";
    if (result.contains("leads")) {
        Rows leads = {{"card", "makes", "mean"}};
        for (const json& l : result["leads"])
            leads.push_back({cell(field(l, "card")), percentText(field(l, "p_make")), cell(field(l, "mean"))});
        out += "\nopening leads by seat " + seatName(game, field(result, "leader").is_number() ? result["leader"].get<int>() : 0) +
               ", best first for it:\n" + alignColumns(leads, "  ");
    }
    return out;
}

}  // namespace soloist
