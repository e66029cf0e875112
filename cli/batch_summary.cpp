#include "batch_summary.h"

#include <cstdio>

namespace soloist::cli {

void BatchSummary::add(const nlohmann::json& result) {
    ++deals_;
    if (result.contains("error")) {
        ++errors_;
        return;
    }
    // solve and leads: the result itself; table: each of its entries (every
    // declarer and trump).
    if (result.contains("entries") && result["entries"].is_array()) {
        for (const auto& entry : result["entries"]) tally(entry);
    } else {
        tally(result);
    }
}

void BatchSummary::tally(const nlohmann::json& result) {
    if (!result.contains("makeable") || !result["makeable"].is_boolean()) return;
    const auto& contract = result.value("contract", nlohmann::json::object());
    const std::string type = contract.is_object() && contract.contains("type") && contract["type"].is_string()
                                 ? contract["type"].get<std::string>()
                                 : "?";
    Tally& t = byContract_[type];
    ++t.contracts;
    t.makeable += result["makeable"].get<bool>();
}

nlohmann::json BatchSummary::toJson(double seconds) const {
    nlohmann::json makeable = nlohmann::json::object();
    for (const auto& [type, t] : byContract_)
        makeable[type] = {{"contracts", t.contracts}, {"makeable", t.makeable}, {"rate", double(t.makeable) / double(t.contracts)}};
    return {{"analysis", analysis},
            {"input", input},
            {"format", format},
            {"threads", threads},
            {"deals", deals_},
            {"errors", errors_},
            {"resumed_after_lines", resumedLines},
            {"makeable", makeable},
            {"seconds", seconds},
            {"deals_per_second", seconds > 0 ? deals_ / seconds : 0.0}};
}

void BatchSummary::print(std::ostream& out, double seconds) const {
    char text[200];
    std::snprintf(text, sizeof text, "soloist batch: %ld deals (%s, %s), %ld errors, %.2f s, %.1f deals/s, %d thread%s\n",
                  deals_, format.c_str(), analysis.c_str(), errors_, seconds, seconds > 0 ? deals_ / seconds : 0.0,
                  threads, threads == 1 ? "" : "s");
    out << text;
    if (resumedLines) out << "soloist batch: resumed after " << resumedLines << " lines already in the output\n";
    for (const auto& [type, t] : byContract_) {
        std::snprintf(text, sizeof text, "  %-16s makeable %ld/%ld (%.1f%%)\n", type.c_str(), t.makeable, t.contracts,
                      100.0 * double(t.makeable) / double(t.contracts));
        out << text;
    }
}

}  // namespace soloist::cli
