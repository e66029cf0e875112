#include "io/solo_table_tags.h"

#include "io/pbn_writer.h"

namespace soloist {

namespace {

std::string cell(const nlohmann::json& value) {
    if (value.is_null()) return "-";
    if (value.is_string()) return value.get<std::string>().empty() ? "-" : value.get<std::string>();
    return value.dump();
}

// Contract, declarer, trump, call and partner of an entry's contract.
std::string contractCells(const nlohmann::json& contract) {
    std::string out;
    for (const char* field : {"type", "declarer", "trump", "call", "partner"})
        out += (out.empty() ? "" : " ") + cell(contract.value(field, nlohmann::json()));
    return out;
}

}  // namespace

std::vector<std::string> soloTableTagLines(const nlohmann::json& table) {
    std::vector<std::string> lines = {
        pbnTagLine("ContractTable", "Contract;Declarer;Trump;Call;Partner;Tricks;Points;Outcome;Score")};
    for (const auto& entry : table.value("entries", nlohmann::json::array())) {
        lines.push_back(contractCells(entry.at("contract")) + " " + cell(entry.value("tricks", nlohmann::json())) + " " +
                        cell(entry.value("points", nlohmann::json())) + " " +
                        cell(entry.value("outcome", nlohmann::json())) + " " +
                        cell(entry.value("score", nlohmann::json())));
    }
    const nlohmann::json reached = table.value("reached", nlohmann::json());
    if (reached.is_object())
        lines.push_back(pbnTagLine("ReachedContract", contractCells(reached.at("contract")) + " " +
                                                          cell(reached.value("score", nlohmann::json()))));
    return lines;
}

}  // namespace soloist
