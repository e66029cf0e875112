#include "io/html_charts.h"

#include <algorithm>
#include <cstdio>

#include "io/html_page.h"

namespace soloist {

namespace {

// SVG coordinates with two decimals: enough for a bar, short in the file.
std::string number(double x) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", x);
    std::string out = text;
    while (out.back() == '0') out.pop_back();
    if (out.back() == '.') out.pop_back();
    return out;
}

double share(double x, double scale) { return scale > 0 ? std::clamp(x / scale, 0.0, 1.0) * 100 : 0; }

}  // namespace

std::string barRowsHtml(const std::vector<std::string>& headings, const std::vector<BarRow>& rows, double scale,
                        std::optional<double> target) {
    const bool extra = std::any_of(rows.begin(), rows.end(), [](const BarRow& r) { return !r.extra.empty(); });
    std::string out = "<div class=\"scroll\"><table class=\"bars\"><thead><tr>";
    for (size_t i = 0; i < headings.size() && i < (extra ? 4u : 3u); ++i) out += "<th>" + escapeHtml(headings[i]) + "</th>";
    out += "</tr></thead><tbody>";
    for (const BarRow& r : rows) {
        // The bar stretches with its cell (preserveAspectRatio none); strokes
        // keep their width whatever the stretch.
        std::string svg = "<svg viewBox=\"0 0 100 10\" preserveAspectRatio=\"none\" aria-hidden=\"true\">"
                          "<rect class=\"track\" x=\"0\" y=\"1\" width=\"100\" height=\"8\"/>"
                          "<rect class=\"" + r.fill + "\" x=\"0\" y=\"1\" width=\"" + number(share(r.value, scale)) +
                          "\" height=\"8\"/>";
        if (r.low && r.high) {
            const std::string lo = number(share(*r.low, scale)), hi = number(share(*r.high, scale));
            svg += "<line class=\"whisker\" vector-effect=\"non-scaling-stroke\" x1=\"" + lo + "\" y1=\"5\" x2=\"" + hi +
                   "\" y2=\"5\"/><line class=\"whisker\" vector-effect=\"non-scaling-stroke\" x1=\"" + lo +
                   "\" y1=\"2\" x2=\"" + lo + "\" y2=\"8\"/><line class=\"whisker\" vector-effect=\"non-scaling-stroke\" x1=\"" +
                   hi + "\" y1=\"2\" x2=\"" + hi + "\" y2=\"8\"/>";
        }
        if (target) {
            const std::string x = number(share(*target, scale));
            svg += "<line class=\"target\" vector-effect=\"non-scaling-stroke\" x1=\"" + x + "\" y1=\"0\" x2=\"" + x +
                   "\" y2=\"10\"/>";
        }
        svg += "</svg>";
        out += "<tr><td class=\"label\">" + r.label + "</td><td class=\"bar\">" + svg + "</td><td class=\"value\">" +
               r.valueText + "</td>";
        if (extra) out += "<td class=\"extra\">" + r.extra + "</td>";
        out += "</tr>";
    }
    return out + "</tbody></table></div>";
}

std::string rateChartSvg(const std::string& title, const std::vector<RateBar>& rows) {
    constexpr double kLabelWidth = 150, kBarWidth = 380, kRowHeight = 30, kTop = 8, kAxis = 22;
    const double width = kLabelWidth + kBarWidth + 120;
    const double height = kTop + kRowHeight * double(rows.size()) + kAxis;
    std::string out = "<svg class=\"chart\" viewBox=\"0 0 " + number(width) + " " + number(height) +
                      "\" role=\"img\" aria-label=\"" + escapeHtml(title) + "\"><title>" + escapeHtml(title) + "</title>";
    const double bottom = kTop + kRowHeight * double(rows.size());
    out += "<g class=\"axis\">";
    for (int tick = 0; tick <= 100; tick += 25) {
        const std::string x = number(kLabelWidth + kBarWidth * tick / 100.0);
        out += "<line class=\"gridline\" x1=\"" + x + "\" y1=\"" + number(kTop - 4) + "\" x2=\"" + x + "\" y2=\"" +
               number(bottom) + "\"/><text x=\"" + x + "\" y=\"" + number(bottom + 15) + "\" text-anchor=\"middle\">" +
               std::to_string(tick) + "%</text>";
    }
    out += "</g>";
    for (size_t i = 0; i < rows.size(); ++i) {
        const RateBar& r = rows[i];
        const double y = kTop + kRowHeight * double(i);
        const double rate = std::clamp(r.rate, 0.0, 1.0);
        char percent[16];
        std::snprintf(percent, sizeof percent, "%.1f%%", rate * 100);
        out += "<g class=\"rate-row\"><text x=\"" + number(kLabelWidth - 10) + "\" y=\"" + number(y + 19) +
               "\" text-anchor=\"end\">" + escapeHtml(r.label) + "</text><rect class=\"track\" x=\"" +
               number(kLabelWidth) + "\" y=\"" + number(y + 6) + "\" width=\"" + number(kBarWidth) +
               "\" height=\"18\" rx=\"3\"/><rect class=\"fill-made\" x=\"" + number(kLabelWidth) + "\" y=\"" +
               number(y + 6) + "\" width=\"" + number(kBarWidth * rate) + "\" height=\"18\" rx=\"3\"/><text x=\"" +
               number(kLabelWidth + kBarWidth + 8) + "\" y=\"" + number(y + 19) + "\">" + percent +
               (r.caption.empty() ? "" : " · " + escapeHtml(r.caption)) + "</text></g>";
    }
    return out + "</svg>";
}

}  // namespace soloist
