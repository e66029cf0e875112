#include "batch_report.h"

#include <sstream>

#include "io/html_batch_summary.h"
#include "io/html_page.h"
#include "io/html_report.h"
#include "io/text_report.h"

namespace soloist::cli {

std::optional<BatchFormat> batchFormatNamed(const std::string& name) {
    if (name == "json") return BatchFormat::Json;
    if (name == "text") return BatchFormat::Text;
    if (name == "html") return BatchFormat::Html;
    if (name == "pbn") return BatchFormat::Pbn;
    return std::nullopt;
}

std::string BatchReport::opening(const std::string& input) const {
    if (format_ != BatchFormat::Html) return "";
    return htmlDocumentStart("soloist batch: " + analysis_,
                             (input == "-" ? std::string("standard input") : input) +
                                 " · the summary chart is at the end of the page");
}

std::string BatchReport::record(const nlohmann::json& problem, const nlohmann::json& result) const {
    const bool html = format_ == BatchFormat::Html;
    if (analysis_ == "leads") return html ? leadsHtml(problem, result) : leadsText(problem, result);
    if (analysis_ == "table") return html ? tableHtml(problem, result) : tableText(problem, result);
    return html ? solveHtml(problem, result) : solveText(problem, result);
}

std::string BatchReport::closing(const BatchSummary& summary, double seconds) const {
    if (format_ == BatchFormat::Html) return batchSummaryHtml(summary.toJson(seconds)) + htmlDocumentEnd();
    std::ostringstream text;
    summary.print(text, seconds);
    return "summary:\n" + text.str();
}

}  // namespace soloist::cli
