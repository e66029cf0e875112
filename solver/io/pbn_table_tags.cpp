#include "io/pbn_table_tags.h"

#include "io/pbn.h"
#include "io/pbn_writer.h"

namespace soloist {

namespace {

// PBN's orders: declarers N S E W; strains NT S H D C (the table's "N" is notrump).
constexpr const char* kDeclarers = "NSEW";
const char* const kStrains[] = {"N", "S", "H", "D", "C"};
const char* const kStrainNames[] = {"NT", "S", "H", "D", "C"};

bool isTableTag(const std::string& name) {
    return name == "DoubleDummyTricks" || name == "OptimumResultTable" || name == "OptimumScore" ||
           name == "ParContract" || name == "ContractTable" || name == "ReachedContract";
}

}  // namespace

std::string parContractInPbn(const std::string& contract) {
    const size_t dash = contract.find('-');
    if (dash == std::string::npos || dash < 2) return contract;
    std::string bid = contract.substr(0, dash);
    const bool doubled = bid.back() == '*';
    if (doubled) bid.pop_back();
    if (bid.back() == 'N') bid += 'T';
    std::string seats = contract.substr(dash + 1);
    seats = seats.substr(0, seats.find_first_of("+-"));
    return seats + " " + bid + (doubled ? "X" : "");
}

std::vector<std::string> bridgeTableTagLines(const nlohmann::json& table, int dealer) {
    const nlohmann::json& dd = table.at("dd_table");
    std::string hex;
    std::vector<std::string> rows;
    for (const char* d = kDeclarers; *d; ++d)
        for (int s = 0; s < 5; ++s) {
            const int tricks = dd.at(std::string(1, *d)).at(kStrains[s]).get<int>();
            hex += "0123456789abcd"[tricks];
            rows.push_back(std::string(1, *d) + " " + kStrainNames[s] + " " + std::to_string(tricks));
        }
    // The header's "\2R" is PBN's column format (2 wide, right-aligned): written as is, not escaped.
    std::vector<std::string> lines = {pbnTagLine("DoubleDummyTricks", hex),
                                      "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]"};
    lines.insert(lines.end(), rows.begin(), rows.end());
    const bool eastWestFirst = dealer % 2 == 1 && table.at("par").contains("ew_first");
    const nlohmann::json& par = eastWestFirst ? table["par"]["ew_first"] : table["par"];
    const int score = par.at("score").get<int>();
    lines.push_back(pbnTagLine("OptimumScore", score >= 0 ? "NS " + std::to_string(score)
                                                           : "EW " + std::to_string(-score)));
    std::string contracts;
    for (const auto& c : par.at("contracts")) contracts += (contracts.empty() ? "" : "; ") + parContractInPbn(c);
    lines.push_back(pbnTagLine("ParContract", contracts.empty() ? "Pass" : contracts));
    return lines;
}

std::vector<std::string> withTableTags(const std::vector<std::string>& lines, const std::vector<std::string>& tagLines) {
    std::vector<std::string> kept;
    bool dropping = false;  // inside a dropped tag's section
    for (const std::string& line : lines) {
        if (const auto tag = pbnTag(line)) dropping = isTableTag(tag->first);
        if (!dropping) kept.push_back(line);
    }
    kept.insert(kept.end(), tagLines.begin(), tagLines.end());
    return kept;
}

}  // namespace soloist
