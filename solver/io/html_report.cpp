#include "io/html_report.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

#include "io/hand_diagram.h"
#include "io/html_cards.h"
#include "io/html_charts.h"
#include "io/html_diagram.h"
#include "io/html_page.h"
#include "io/html_sections.h"
#include "io/plural.h"
#include "io/report_cells.h"

namespace soloist {

namespace {

using json = nlohmann::json;

// The deal with `beside` to its right where the page is wide enough, under it
// where it is not.
std::string besideTheDeal(const std::string& deal, const std::string& beside) {
    return "<div class=\"deal-layout\">" + deal + "<div class=\"beside\">" + beside + "</div></div>";
}

DiagramMarks marksOf(const json& result) {
    DiagramMarks marks;
    const json side = reportField(result, "declarer_side");
    if (side.is_array()) marks.declarerSide = side;
    marks.toPlay = seatToPlay(result);
    if (result.contains("contract"))
        marks.centre = "<span class=\"felt-label\">contract</span><span class=\"on-felt\">" +
                       contractHtml(gameOf(result), result["contract"]) + "</span>";
    return marks;
}

// The value a lead entry gives, on the scale its bar is drawn: the count, or
// the middle of its proven range.
double leadValue(const json& lead) {
    for (const char* key : {"tricks", "points"})
        if (reportField(lead, key).is_number()) return lead[key].get<double>();
    const json bounds = reportField(lead, "bounds");
    if (bounds.is_array() && bounds.size() == 2 && bounds[0].is_number() && bounds[1].is_number())
        return (bounds[0].get<double>() + bounds[1].get<double>()) / 2;
    return 0;
}

bool sameValue(const json& a, const json& b) {
    for (const char* key : {"tricks", "points", "outcome", "bounds"})
        if (reportField(a, key) != reportField(b, key)) return false;
    return true;
}

std::string leadsSection(const json& result, bool grouped) {
    const std::string game = gameOf(result);
    const json leads = reportField(result, grouped ? "lead_groups" : "leads");
    if (!leads.is_array() || leads.empty()) return "";
    const auto seat = seatToPlay(result);
    std::string heading = "Leads";
    if (seat) {
        bool declaring = false;
        for (const json& s : reportField(result, "declarer_side")) declaring |= s == *seat;
        heading += " of " + seatTitle(game, *seat) + " <span class=\"note\">(to play, " +
                   (declaring ? "declarer side" : "a defender") + "; best first for " +
                   (game == "bridge" ? seatName(game, *seat) : "it") + ")</span>";
    }
    const bool points = reportField(leads[0], "points").is_number() ||
                        (reportField(result, "points").is_number() && !reportField(leads[0], "tricks").is_number());
    const double scale = countScale(game, points);
    const json target = reportField(reportField(result, "contract"), "target");
    std::vector<BarRow> rows;
    const double best = leadValue(leads[0]);
    for (const json& lead : leads) {
        BarRow row;
        row.label = cardsHtml(game, reportField(lead, grouped ? "cards" : "card"));
        row.value = leadValue(lead);
        const json bounds = reportField(lead, "bounds");
        if (bounds.is_array() && bounds.size() == 2 && bounds[0].is_number() && bounds[1].is_number()) {
            row.low = bounds[0].get<double>();
            row.high = bounds[1].get<double>();
            row.fill = "fill-neutral";
        } else {
            row.fill = sameValue(lead, leads[0]) ? "fill-best" : "fill-other";
        }
        row.valueText = countHtml(lead);
        if (lead.contains("outcome")) row.valueText += " " + outcomePill(lead["outcome"], reportField(lead, "makeable"));
        const double cost = std::abs(row.value - best);
        if (!row.low && cost > 0)
            row.extra = "costs " + escapeHtml(counted(std::llround(cost), points ? "point" : "trick"));
        rows.push_back(row);
    }
    return "<h3>" + heading + "</h3><p class=\"note\">Bars: " + escapeHtml(valueOwner(game, result)) +
           " after the card" + (target.is_number() ? "; the dashed line is the target, " + escapeHtml(cellText(target)) : "") +
           ".</p>" +
           barRowsHtml({grouped ? "cards" : "card", points ? "points" : "tricks", "value", "vs best"}, rows, scale,
                       target.is_number() ? std::optional<double>(target.get<double>()) : std::nullopt);
}

std::string solvedSection(const json& problem, const json& result, bool grouped, const std::string& kind) {
    if (result.contains("error")) return errorSection(result, kind);
    return sectionStart(result, kind) + besideTheDeal(dealDiagramHtml(problem, marksOf(result)), verdictHtml(result)) +
           leadsSection(result, grouped && result.contains("lead_groups")) + "</section>\n";
}

// "4H-EW" -> "4♥ by E-W", "3NX-NS" -> "3NT doubled by N-S".
std::string parContractHtml(const json& contract) {
    if (!contract.is_string()) return escapeHtml(cellText(contract));
    const std::string text = contract.get<std::string>();
    const size_t dash = text.find('-');
    if (text.size() < 2 || dash == std::string::npos || dash < 2) return escapeHtml(text);
    const std::string level = text.substr(0, 1), strain = text.substr(1, 1), side = text.substr(dash + 1);
    const std::string doubled = text.substr(2, dash - 2);
    return escapeHtml(level) + trumpHtml("bridge", json(strain)) +
           (doubled == "X" ? " doubled" : doubled == "XX" ? " redoubled" : escapeHtml(doubled)) + " by " +
           escapeHtml(side.size() == 2 ? side.substr(0, 1) + "-" + side.substr(1) : side);
}

std::string parHtml(const std::string& label, const json& par) {
    std::string contracts;
    for (const json& c : reportField(par, "contracts")) {
        if (!contracts.empty()) contracts += ", ";
        contracts += parContractHtml(c);
    }
    const json score = reportField(par, "score");
    const std::string shown = score.is_number_integer() && score.get<long long>() > 0 ? "+" + cellText(score) : cellText(score);
    return "<p class=\"par\">" + label + " <strong>" + escapeHtml(shown) + "</strong> for N-S: " +
           (contracts.empty() ? std::string("passed out") : contracts) + "</p>";
}

// A cell's background: the more tricks over six, the deeper the green;
// contracts short of one level stay grey.
std::string ddCellStyle(int tricks) {
    if (tricks < 7) return "background:#f1efe9";
    const int lightness = 90 - (tricks - 7) * 6;  // 90% for 7 tricks down to 54% for 13
    return "background:hsl(150,38%," + std::to_string(lightness) + "%)" + (lightness < 70 ? ";color:#fff" : "");
}

std::string bridgeTableHtml(const json& result) {
    constexpr const char* kSeats[] = {"N", "E", "S", "W"};
    constexpr const char* kStrains[] = {"N", "S", "H", "D", "C"};
    const json table = reportField(result, "dd_table");
    std::string out = "<h3>Double-dummy tricks <span class=\"note\">declarer by strain · vulnerable: " +
                      escapeHtml(cellText(reportField(result, "vulnerable"))) +
                      "</span></h3><div class=\"scroll\"><table class=\"grid dd\"><thead><tr><th></th>";
    for (const char* strain : kStrains) out += "<th scope=\"col\">" + trumpHtml("bridge", json(strain)) + "</th>";
    out += "</tr></thead><tbody>";
    for (const char* seat : kSeats) {
        out += std::string("<tr><th scope=\"row\" title=\"") + seatTitle("bridge", std::string("NESW").find(seat[0])) +
               "\">" + seat + "</th>";
        for (const char* strain : kStrains) {
            const json tricks = reportField(reportField(table, seat), strain);
            const int n = tricks.is_number_integer() ? tricks.get<int>() : 0;
            out += std::string("<td data-declarer=\"") + seat + "\" data-strain=\"" + strain + "\" class=\"" +
                   (n >= 7 ? "makes" : "short") + "\" style=\"" + ddCellStyle(n) + "\">" + escapeHtml(cellText(tricks)) +
                   "</td>";
        }
        out += "</tr>";
    }
    out += "</tbody></table></div>";
    const json par = reportField(result, "par");
    out += parHtml("Par", par);
    if (par.is_object() && par.contains("ew_first")) out += parHtml("Par when E-W bid first", par["ew_first"]);
    return out;
}

std::string entryCell(const std::string& game, const json& entry) {
    const json makeable = reportField(entry, "makeable");
    const std::string kind = makeable == true ? "made" : makeable == false ? "failed" : "open";
    std::string out = "<div class=\"entry " + kind + "\" title=\"" + escapeHtml(contractLine(game, reportField(entry, "contract")) +
                      ": " + cellText(reportField(entry, "outcome")) + ", score " + cellText(reportField(entry, "score"))) +
                      "\"><strong>" + countHtml(entry) + "</strong>";
    const json score = reportField(entry, "score");
    if (score.is_number()) out += " <small>" + escapeHtml((score.get<double>() > 0 ? "+" : "") + cellText(score)) + "</small>";
    return out + "</div>";
}

// Every contract type as a grid: declarers down, trumps across, each cell
// the count (and score), green where it makes and red where it fails.
std::string entriesHtml(const std::string& game, const json& entries) {
    struct Grid {
        std::vector<std::string> trumps;
        std::map<int, std::map<std::string, std::vector<json>>> cells;  // declarer -> trump -> entries
    };
    std::vector<std::string> order;
    std::map<std::string, Grid> grids;
    for (const json& e : entries) {
        const json c = reportField(e, "contract");
        const std::string type = cellText(reportField(c, "type"));
        const std::string trump = cellText(reportField(c, "trump"));
        const json declarer = reportField(c, "declarer");
        if (!grids.count(type)) order.push_back(type);
        Grid& g = grids[type];
        if (std::find(g.trumps.begin(), g.trumps.end(), trump) == g.trumps.end()) g.trumps.push_back(trump);
        g.cells[declarer.is_number_integer() ? declarer.get<int>() : -1][trump].push_back(e);
    }
    std::string out = "<h3>Every contract <span class=\"note\">" + escapeHtml(counted(long(entries.size()), "entry", "entries")) +
                      "; declarers down, trumps across; green makes, red fails; small: the score</span></h3>"
                      "<div class=\"grids\">";
    for (const std::string& type : order) {
        const Grid& g = grids[type];
        out += "<div class=\"scroll\"><table class=\"grid entries\"><thead><tr><th>" + escapeHtml(type) + "</th>";
        for (const std::string& t : g.trumps) out += "<th class=\"num\">" + (t == "-" ? std::string("") : trumpHtml(game, json(t))) + "</th>";
        out += "</tr></thead><tbody>";
        for (const auto& [declarer, row] : g.cells) {
            out += "<tr><th scope=\"row\">" + escapeHtml(seatName(game, declarer)) + "</th>";
            for (const std::string& t : g.trumps) {
                out += "<td class=\"num\">";
                if (const auto it = row.find(t); it != row.end())
                    for (const json& e : it->second) out += entryCell(game, e);
                out += "</td>";
            }
            out += "</tr>";
        }
        out += "</tbody></table></div>";
    }
    return out + "</div>";
}

std::string bestPerSeatHtml(const std::string& game, const json& best) {
    std::string out = "<h3>Best contract per seat</h3><div class=\"scroll\"><table class=\"grid best\"><thead><tr>"
                      "<th>seat</th><th>contract</th><th class=\"num\">tricks</th><th class=\"num\">points</th>"
                      "<th>outcome</th><th class=\"num\">score</th></tr></thead><tbody>";
    for (size_t seat = 0; seat < best.size(); ++seat) {
        const json& e = best[seat];
        out += "<tr><th scope=\"row\">" + escapeHtml(seatName(game, int(seat))) + "</th>";
        if (e.is_null()) {
            out += "<td colspan=\"5\" class=\"void\">nothing makeable</td></tr>";
            continue;
        }
        out += "<td>" + contractHtml(game, reportField(e, "contract")) + "</td><td class=\"num\">" +
               escapeHtml(cellText(reportField(e, "tricks"))) + "</td><td class=\"num\">" +
               escapeHtml(cellText(reportField(e, "points"))) + "</td><td>" +
               outcomePill(reportField(e, "outcome"), reportField(e, "makeable")) + "</td><td class=\"num\">" +
               escapeHtml(cellText(reportField(e, "score"))) + "</td></tr>";
    }
    return out + "</tbody></table></div>";
}

}  // namespace

std::string solveHtml(const json& problem, const json& result) { return solvedSection(problem, result, false, "solve"); }

std::string leadsHtml(const json& problem, const json& result) { return solvedSection(problem, result, true, "leads"); }

std::string tableHtml(const json& deal, const json& result) {
    if (result.contains("error")) return errorSection(result, "table");
    const std::string game = gameOf(result);
    std::string out = sectionStart(result, "table");
    if (result.contains("dd_table")) {
        DiagramMarks marks;
        const json par = reportField(reportField(result, "par"), "contracts");
        std::string contracts;
        for (const json& c : par) {
            if (!contracts.empty()) contracts += "<br>";
            contracts += parContractHtml(c);
        }
        marks.centre = "<span class=\"felt-label\">par</span><span class=\"on-felt\">" +
                       (contracts.empty() ? std::string("passed out") : contracts) + "</span>";
        out += besideTheDeal(dealDiagramHtml(deal, marks), bridgeTableHtml(result));
    } else {
        out += dealDiagramHtml(deal, DiagramMarks{}) + entriesHtml(game, reportField(result, "entries"));
    }
    const json skipped = reportField(result, "skipped");
    if (skipped.is_array() && !skipped.empty()) {
        out += "<h3>Not playable on this deal</h3><ul class=\"skipped\">";
        for (const json& s : skipped)
            out += "<li>" + contractHtml(game, reportField(s, "contract")) + ": " + escapeHtml(cellText(reportField(s, "reason"))) + "</li>";
        out += "</ul>";
    }
    if (const json cut = reportField(result, "budget_exhausted"); cut.is_number_integer())
        out += "<p class=\"note\">" + escapeHtml(counted(cut.get<long long>(), "entry", "entries")) +
               " cut short by the budget: their counts are ranges.</p>";
    out += bestPerSeatHtml(game, reportField(result, "best"));
    if (result.contains("reached")) {
        const json reached = result["reached"];
        out += "<p class=\"par\">Reached: " +
               (reached.is_null() ? std::string("nothing makeable (all pass)")
                                  : "<strong>" + contractHtml(game, reportField(reached, "contract")) + "</strong>, score " +
                                        escapeHtml(cellText(reportField(reached, "score")))) +
               "</p>";
    }
    return out + "</section>\n";
}

}  // namespace soloist
