#include "io/pbn_writer.h"

#include <cctype>

#include "cards/notation.h"
#include "io/pbn_solo_tags.h"
#include "io/problem_reader.h"

namespace soloist {

namespace {

constexpr const char* kCompass = "NESW";

std::string vulnerableTag(const std::string& vulnerable) {
    if (vulnerable == "ns") return "NS";
    if (vulnerable == "ew") return "EW";
    if (vulnerable == "both") return "All";
    return "None";
}

int seatOf(const nlohmann::json& seat) {
    if (seat.is_number_integer()) return seat.get<int>();
    const std::string text = seat.get<std::string>();
    const std::string compass = kCompass;
    const size_t at = text.empty() ? std::string::npos : compass.find(char(std::toupper(text[0])));
    return at == std::string::npos ? 0 : int(at);
}

// The bridge problem's vulnerability: its own, else its contract's for the
// declarer's side, else none.
std::string bridgeVulnerability(const nlohmann::json& problem) {
    if (problem.contains("vulnerable") && problem["vulnerable"].is_string())
        return problem["vulnerable"].get<std::string>();
    const nlohmann::json contract = problem.value("contract", nlohmann::json());
    if (contract.is_object() && contract.value("vulnerable", false) && contract.contains("declarer"))
        return seatOf(contract["declarer"]) % 2 == 0 ? "ns" : "ew";
    return "none";
}

std::string dealValue(const nlohmann::json& problem, const Game& game) {
    std::string deal = game.id() == "bridge" ? "N:" : "0:";
    auto hand = [&game](const nlohmann::json& value, const std::string& field) {
        return value.is_string() ? value.get<std::string>() : handName(readHand(value, field, game));
    };
    for (size_t s = 0; s < problem["hands"].size(); ++s)
        deal += (s ? " " : "") + hand(problem["hands"][s], "hands[" + std::to_string(s) + "]");
    if (problem.contains("widow") && !problem["widow"].is_null()) deal += " " + hand(problem["widow"], "widow");
    return deal;
}

}  // namespace

std::string pbnTagLine(const std::string& name, const std::string& value) {
    std::string escaped;
    for (char c : value) {
        if (c == '"' || c == '\\') escaped += '\\';
        escaped += c;
    }
    return "[" + name + " \"" + escaped + "\"]";
}

std::string pbnFileHeader() { return "% PBN 2.1\n% EXPORT\n"; }

std::vector<std::string> pbnRecordOfProblem(const nlohmann::json& problem, const Game& game, long board,
                                            const std::string& event, std::optional<int> dealer) {
    std::vector<std::string> lines = {pbnTagLine("Event", event), pbnTagLine("Site", ""),
                                      pbnTagLine("Date", "????.??.??"), pbnTagLine("Board", std::to_string(board))};
    const nlohmann::json contract = problem.value("contract", nlohmann::json());
    if (game.id() == "bridge") {
        const long rotation = ((board - 1) % 4 + 4) % 4;
        lines.push_back(pbnTagLine("Dealer", std::string(1, kCompass[dealer ? *dealer % 4 : rotation])));
        lines.push_back(pbnTagLine("Vulnerable", vulnerableTag(bridgeVulnerability(problem))));
        lines.push_back(pbnTagLine("Deal", dealValue(problem, game)));
        const std::string type = contract.is_object() ? contract.value("type", "") : "";
        if (type.size() == 2) {  // a level and a strain (a strain alone is not a PBN contract)
            lines.push_back(pbnTagLine("Declarer", std::string(1, kCompass[seatOf(contract["declarer"]) % 4])));
            lines.push_back(pbnTagLine("Contract", type[1] == 'N' ? type + "T" : type));
        }
        return lines;
    }
    lines.push_back(pbnTagLine("Game", std::string(game.id())));
    lines.push_back(pbnTagLine("Deal", dealValue(problem, game)));
    if (contract.is_object())
        for (const auto& [name, value] : soloContractTags(contract)) lines.push_back(pbnTagLine(name, value));
    if (problem.contains("variant") && problem["variant"].is_object())
        lines.push_back(pbnTagLine("Variant", problem["variant"].dump()));
    return lines;
}

}  // namespace soloist
