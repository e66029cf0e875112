// Bars for the HTML reports, drawn as inline SVG: a table of rows each with
// its own bar (lead values, chances to make with their interval), and a
// single chart of rates (the batch summary).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace soloist {

struct BarRow {
    std::string label;        // markup
    double value = 0;         // drawn from 0 to value
    std::optional<double> low, high;  // an interval drawn over the bar
    std::string fill = "fill-best";   // CSS class of the bar: fill-best, fill-other, fill-made, ...
    std::string valueText;    // markup for the value column
    std::string extra;        // markup for a last column, may be empty
};

// A <table class="bars">: `headings` name the label, bar, value and (when
// rows have one) extra columns; every bar is drawn against [0, scale], with a
// dashed mark at `target` when given.
std::string barRowsHtml(const std::vector<std::string>& headings, const std::vector<BarRow>& rows, double scale,
                        std::optional<double> target = std::nullopt);

struct RateBar {
    std::string label;   // plain text
    double rate = 0;     // 0 to 1
    std::string caption; // plain text after the bar, e.g. "93/151"
};

// One SVG chart of rates from 0 to 100%, a bar per row, with its title for
// screen readers.
std::string rateChartSvg(const std::string& title, const std::vector<RateBar>& rows);

}  // namespace soloist
