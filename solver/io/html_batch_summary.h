// The end-of-run summary of `soloist batch` (its --summary JSON) as an HTML
// section: deals, errors, time, and each contract's makeable rate as a chart.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace soloist {

std::string batchSummaryHtml(const nlohmann::json& summary);

}  // namespace soloist
