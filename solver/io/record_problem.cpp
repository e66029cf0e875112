#include "io/record_problem.h"

#include "games/game.h"
#include "io/json_text.h"
#include "io/pbn.h"
#include "io/short_names.h"

namespace soloist {

namespace {

using nlohmann::json;

void fillDefaults(json& problem, const RecordDefaults& defaults) {
    if (!problem.is_object()) return;
    if (!defaults.game.empty() && !problem.contains("game")) problem["game"] = defaults.game;
    if (defaults.contract && !problem.contains("contract")) problem["contract"] = *defaults.contract;
    if (!defaults.variant.is_null() && !problem.contains("variant")) problem["variant"] = defaults.variant;
}

const Game& gameNamed(const std::string& id) {
    const Game* game = findGame(id);
    if (!game) throw ProblemError("game", "unknown game \"" + id + "\" (known: " + knownGames() + ")");
    return *game;
}

json fromJson(const RawRecord& r, const RecordDefaults& defaults) {
    std::string error;
    auto problem = parseJsonText(r.text, error);
    if (!problem) throw ProblemError("json", "line " + std::to_string(r.line) + ": " + error);
    fillDefaults(*problem, defaults);
    return *problem;
}

json fromDealLine(const RawRecord& r, const RecordDefaults& defaults) {
    if (defaults.game.empty()) throw ProblemError("game", "a PBN deal line needs --game");
    const Game& game = gameNamed(defaults.game);
    const PbnDeal deal = parsePbnDeal(r.text, game);
    json problem = {{"game", defaults.game}, {"hands", deal.hands}};
    if (game.hasWidow()) problem["widow"] = deal.widow;
    fillDefaults(problem, defaults);
    return problem;
}

json fromPbnGame(const RawRecord& r, const RecordDefaults& defaults) {
    const std::string gameId = defaults.game.empty() ? "bridge" : defaults.game;
    const Game& game = gameNamed(gameId);
    std::string contractTag, declarerTag, vulnerableTag;
    json problem = json::object();
    for (const auto& [name, value] : r.tags) {
        if (name == "Board") problem["id"] = value;
        else if (name == "Contract") contractTag = value;
        else if (name == "Declarer") declarerTag = value;
        else if (name == "Vulnerable") vulnerableTag = value;
    }
    problem["game"] = gameId;
    const PbnDeal deal = parsePbnDeal(r.text, game, "Deal");
    problem["hands"] = deal.hands;
    if (game.hasWidow()) problem["widow"] = deal.widow;
    if (auto contract = pbnContract(contractTag, declarerTag, game)) problem["contract"] = *contract;
    fillDefaults(problem, defaults);
    const auto vulnerable = pbnVulnerability(vulnerableTag);
    if (!vulnerable && !vulnerableTag.empty() && game.id() == "bridge")
        throw ProblemError("Vulnerable", "\"" + vulnerableTag + "\" is not a vulnerability (None, NS, EW, All)");
    if (vulnerable && game.id() == "bridge") {
        problem["vulnerable"] = *vulnerable;
        json& contract = problem["contract"];
        if (contract.is_object() && !contract.contains("vulnerable") && contract.contains("declarer") &&
            contract["declarer"].is_number_integer()) {
            const bool northSouth = contract["declarer"].get<int>() % 2 == 0;
            contract["vulnerable"] = *vulnerable == "both" || *vulnerable == (northSouth ? "ns" : "ew");
        }
    }
    if (problem["contract"].is_null()) problem.erase("contract");
    return problem;
}

}  // namespace

json problemFromRecord(const RawRecord& record, const RecordDefaults& defaults) {
    const bool isJson = record.format == InputFormat::JsonLines || record.format == InputFormat::JsonValues ||
                      record.format == InputFormat::JsonArray;
    if (!record.error.empty())
        throw ProblemError(!record.errorField.empty() ? record.errorField : isJson ? "json" : "deal", record.error);
    switch (record.format) {
        case InputFormat::PbnLines: return fromDealLine(record, defaults);
        case InputFormat::PbnFile: return fromPbnGame(record, defaults);
        default: return fromJson(record, defaults);
    }
}

json idOfRecord(const RawRecord& record) {
    if (record.format == InputFormat::PbnFile) {
        for (const auto& [name, value] : record.tags)
            if (name == "Board") return value;
        return nullptr;
    }
    if (record.format == InputFormat::PbnLines || !record.error.empty()) return nullptr;
    std::string error;
    const auto problem = parseJsonText(record.text, error);
    return problem && problem->is_object() && problem->contains("id") ? (*problem)["id"] : json(nullptr);
}

}  // namespace soloist
