#include "io/html_batch_summary.h"

#include <cstdio>
#include <vector>

#include "io/html_charts.h"
#include "io/html_page.h"
#include "io/plural.h"
#include "io/report_cells.h"

namespace soloist {

using json = nlohmann::json;

std::string batchSummaryHtml(const json& summary) {
    auto count = [&](const char* key) {
        const json v = reportField(summary, key);
        return v.is_number_integer() ? v.get<long long>() : 0;
    };
    char timing[96];
    std::snprintf(timing, sizeof timing, "%.2f s, %.1f deals/s", reportField(summary, "seconds").is_number() ? summary["seconds"].get<double>() : 0.0,
                  reportField(summary, "deals_per_second").is_number() ? summary["deals_per_second"].get<double>() : 0.0);
    std::string out = "<section class=\"record batch-summary\" id=\"summary\"><header><h2>Summary</h2><span class=\"game-name\">" +
                      escapeHtml(cellText(reportField(summary, "analysis")) + " of " + cellText(reportField(summary, "input")) +
                                 " (" + cellText(reportField(summary, "format")) + ")") +
                      "</span></header><dl class=\"facts\">";
    auto fact = [](const std::string& name, const std::string& value) {
        return "<div><dt>" + escapeHtml(name) + "</dt><dd>" + escapeHtml(value) + "</dd></div>";
    };
    out += fact("deals", std::to_string(count("deals")));
    out += fact("errors", std::to_string(count("errors")));
    out += fact("time", timing);
    out += fact("threads", std::to_string(count("threads")));
    if (count("resumed_after_lines")) out += fact("resumed after", counted(count("resumed_after_lines"), "line"));
    out += "</dl>";

    const json makeable = reportField(summary, "makeable");
    std::vector<RateBar> bars;
    if (makeable.is_object())
        for (const auto& [type, tally] : makeable.items()) {
            const json rate = reportField(tally, "rate");
            bars.push_back({type, rate.is_number() ? rate.get<double>() : 0.0,
                            cellText(reportField(tally, "makeable")) + "/" + cellText(reportField(tally, "contracts"))});
        }
    if (!bars.empty()) {
        const std::string note = reportField(summary, "makeable_note").is_string() ? summary["makeable_note"].get<std::string>() : "";
        out += "<h3>Makeable rate per contract" + (note.empty() ? "" : " <span class=\"note\">" + escapeHtml(note) + "</span>") +
               "</h3>" + rateChartSvg("Share of the contracts analysed that are makeable, per contract", bars);
    }
    return out + "</section>\n";
}

}  // namespace soloist
