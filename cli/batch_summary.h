// What a `soloist batch` run did: deals, errors, makeable rates per contract,
// time and throughput; printed on stderr and optionally written as JSON.
#pragma once

#include <map>
#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

namespace soloist::cli {

class BatchSummary {
public:
    void add(const nlohmann::json& result);

    bool anyErrors() const { return errors_ > 0; }
    nlohmann::json toJson(double seconds) const;
    void print(std::ostream& out, double seconds) const;

    // Context for the report.
    std::string analysis, input, format;
    int threads = 0;
    long resumedLines = 0;

private:
    void tally(const nlohmann::json& result);
    void tallyBridgeTable(const nlohmann::json& ddTable);

    static constexpr const char* kBridgeTableNote =
        "bridge tables: each declarer's game in every strain and its slams, makeable when its tricks reach level + 6";

    struct Tally {
        long contracts = 0;
        long makeable = 0;
    };
    long deals_ = 0;
    long errors_ = 0;
    std::map<std::string, Tally> byContract_;  // contracts whose result says whether they are makeable
    bool bridgeTables_ = false;
};

}  // namespace soloist::cli
