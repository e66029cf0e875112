// `simulate --format html`: the hands seen, then each contract's chance of
// making as a bar with its 95% interval, and the opening leads likewise.
#include <cstdio>

#include "io/hand_diagram.h"
#include "io/html_cards.h"
#include "io/html_charts.h"
#include "io/html_diagram.h"
#include "io/html_page.h"
#include "io/html_report.h"
#include "io/html_sections.h"
#include "io/plural.h"
#include "io/report_cells.h"

namespace soloist {

namespace {

using json = nlohmann::json;

double numberOr(const json& v, double fallback) { return v.is_number() ? v.get<double>() : fallback; }

std::string meanText(const json& entry, const json& measure) {
    const json mean = reportField(entry, "mean");
    if (!mean.is_number()) return "";
    char text[48];
    std::snprintf(text, sizeof text, "%.2f", mean.get<double>());
    return std::string("mean ") + text + (measure.is_string() ? " " + measure.get<std::string>() : "");
}

}  // namespace

std::string simulateHtml(const json& problem, const json& result) {
    if (result.contains("error")) return errorSection(result, "simulate");
    const std::string game = gameOf(result);
    DiagramMarks marks;
    const json contract = reportField(problem, "contract");
    if (contract.is_object() && reportField(contract, "declarer").is_number_integer())
        marks.declarerSide = json::array({contract["declarer"]});
    const json samples = reportField(result, "samples");
    std::string out = sectionStart(result, "simulate") + dealDiagramHtml(problem, marks) + "<p class=\"note\">" +
                      escapeHtml(counted(samples.is_number_integer() ? samples.get<long long>() : 0, "sample") +
                                 " of the unseen cards (seed " + cellText(reportField(result, "seed")) +
                                 "), each solved double dummy; question " + cellText(reportField(result, "question"))) +
                      ".</p>";

    const json best = reportField(result, "best");
    std::vector<BarRow> rows;
    for (const json& e : reportField(result, "contracts")) {
        BarRow row;
        const json c = reportField(e, "contract");
        const bool isBest = !best.is_null() && c == best;
        row.label = contractHtml(game, c) + (isBest ? " <span class=\"badge declarer\">best</span>" : "");
        row.value = numberOr(reportField(e, "p_make"), 0);
        const json interval = reportField(e, "p_make_95");
        if (interval.is_array() && interval.size() == 2) {
            row.low = numberOr(interval[0], row.value);
            row.high = numberOr(interval[1], row.value);
        }
        row.fill = isBest ? "fill-best" : row.value >= 0.5 ? "fill-made" : "fill-other";
        row.valueText = escapeHtml(percentText(reportField(e, "p_make")));
        std::string extra = meanText(e, reportField(e, "measure"));
        const json score = reportField(e, "expected_score");
        if (score.is_number()) {
            char text[48];
            std::snprintf(text, sizeof text, "%.2f", score.get<double>());
            extra += std::string(extra.empty() ? "" : " · ") + "expected score " + text;
        }
        if (interval.is_array() && interval.size() == 2)
            extra += (extra.empty() ? "" : " · ") + std::string("95%: ") + percentText(interval[0]) + "–" + percentText(interval[1]);
        row.extra = escapeHtml(extra);
        rows.push_back(row);
    }
    out += "<h3>Chance of making <span class=\"note\">bar: share of the samples in which the contract makes; "
           "whiskers: its 95% interval</span></h3>" +
           barRowsHtml({"contract", "makes", "chance", "mean and score"}, rows, 1.0);
    if (!best.is_null()) out += "<p class=\"par\">Best: <strong>" + contractHtml(game, best) + "</strong></p>";

    const json leads = reportField(result, "leads");
    if (leads.is_array() && !leads.empty()) {
        const json leader = reportField(result, "leader");
        const json contracts = reportField(result, "contracts");
        const json measure = contracts.is_array() && !contracts.empty() ? reportField(contracts[0], "measure") : json(nullptr);
        std::vector<BarRow> leadRows;
        for (const json& l : leads) {
            BarRow row;
            row.label = cardHtml(game, reportField(l, "card"));
            row.value = numberOr(reportField(l, "p_make"), 0);
            row.fill = leadRows.empty() ? "fill-best" : "fill-other";
            row.valueText = escapeHtml(percentText(reportField(l, "p_make")));
            row.extra = escapeHtml(meanText(l, measure));
            leadRows.push_back(row);
        }
        out += "<h3>Opening leads of " +
               escapeHtml(leader.is_number_integer() ? seatTitle(game, leader.get<int>()) : std::string("the leader")) +
               " <span class=\"note\">best first for it; bar: the contract's chance of making after the card</span></h3>" +
               barRowsHtml({"card", "makes", "chance", "mean"}, leadRows, 1.0);
    }
    return out + "</section>\n";
}

}  // namespace soloist
