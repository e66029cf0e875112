#include "batch_summary.h"

#include <cstdio>

#include "io/plural.h"

namespace soloist::cli {

void BatchSummary::add(const nlohmann::json& result) {
    ++deals_;
    if (result.contains("error")) {
        ++errors_;
        return;
    }
    // solve and leads: the result itself; table: each of its entries (every
    // declarer and trump); a bridge table: its game and slam contracts.
    if (result.contains("dd_table") && result["dd_table"].is_object()) {
        tallyBridgeTable(result["dd_table"]);
    } else if (result.contains("entries") && result["entries"].is_array()) {
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

// A bridge table holds tricks per declarer and strain, no contract levels: each
// declarer's game in every strain (3N, 4S, 4H, 5D, 5C) and its small and
// grand slams are counted, makeable when the tricks reach level + 6.
void BatchSummary::tallyBridgeTable(const nlohmann::json& table) {
    for (const auto& [seat, strains] : table.items()) {
        if (!strains.is_object()) continue;
        for (const auto& [strain, tricks] : strains.items()) {
            if (!tricks.is_number_integer() || strain.empty()) continue;
            const int gameLevel = strain == "N" ? 3 : strain == "S" || strain == "H" ? 4 : 5;
            for (const int level : {gameLevel, 6, 7}) {
                Tally& t = byContract_[std::to_string(level) + strain];
                ++t.contracts;
                t.makeable += tricks.get<int>() >= level + 6;
            }
        }
        bridgeTables_ = true;
    }
}

nlohmann::json BatchSummary::toJson(double seconds) const {
    nlohmann::json makeable = nlohmann::json::object();
    for (const auto& [type, t] : byContract_)
        makeable[type] = {{"contracts", t.contracts}, {"makeable", t.makeable}, {"rate", double(t.makeable) / double(t.contracts)}};
    nlohmann::json out = {{"analysis", analysis},
            {"input", input},
            {"format", format},
            {"threads", threads},
            {"deals", deals_},
            {"errors", errors_},
            {"resumed_after_lines", resumedLines},
            {"makeable", makeable},
            {"seconds", seconds},
            {"deals_per_second", seconds > 0 ? deals_ / seconds : 0.0}};
    if (bridgeTables_) out["makeable_note"] = kBridgeTableNote;
    return out;
}

void BatchSummary::print(std::ostream& out, double seconds) const {
    char text[200];
    std::snprintf(text, sizeof text, " (%s, %s), ", format.c_str(), analysis.c_str());
    out << "soloist batch: " << counted(deals_, "deal") << text << counted(errors_, "error");
    std::snprintf(text, sizeof text, ", %.2f s, %.1f deals/s, ", seconds, seconds > 0 ? deals_ / seconds : 0.0);
    out << text << counted(threads, "thread") << "\n";
    if (resumedLines) out << "soloist batch: resumed after " << counted(resumedLines, "line") << " already in the output\n";
    if (bridgeTables_ && !byContract_.empty()) out << "  (" << kBridgeTableNote << ")\n";
    for (const auto& [type, t] : byContract_) {
        std::snprintf(text, sizeof text, "  %-16s makeable %ld/%ld (%.1f%%)\n", type.c_str(), t.makeable, t.contracts,
                      100.0 * double(t.makeable) / double(t.contracts));
        out << text;
    }
}

}  // namespace soloist::cli
