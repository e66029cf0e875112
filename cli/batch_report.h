// What `soloist batch --format` writes besides JSON Lines: a report for
// people, text or one HTML page, each record rendered as the analysis's own
// command renders it (solve, leads, table), then the run's summary.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "batch_summary.h"

namespace soloist::cli {

enum class BatchFormat { Json, Text, Html, Pbn };  // Pbn: written by table_pbn, not by BatchReport

std::optional<BatchFormat> batchFormatNamed(const std::string& name);

class BatchReport {
public:
    BatchReport(BatchFormat format, std::string analysis) : format_(format), analysis_(std::move(analysis)) {}

    // Written before the first record: the HTML page's head; "" otherwise.
    std::string opening(const std::string& input) const;
    // One record as text or an HTML section (not for BatchFormat::Json).
    std::string record(const nlohmann::json& problem, const nlohmann::json& result) const;
    // Written after the last record: the summary (and the page's end).
    std::string closing(const BatchSummary& summary, double seconds) const;

private:
    BatchFormat format_;
    std::string analysis_;
};

}  // namespace soloist::cli
