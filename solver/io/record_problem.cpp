#include "io/record_problem.h"

#include <algorithm>
#include <cctype>

#include "games/game.h"
#include "games/problem.h"
#include "io/json_text.h"
#include "io/lin.h"
#include "io/pbn.h"
#include "io/pbn_play.h"
#include "io/pbn_solo_tags.h"
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

const Game& gameNamed(const std::string& id, const std::string& field = "game") {
    const Game* game = findGame(id);
    if (!game) throw ProblemError(field, "unknown game \"" + id + "\" (known: " + knownGames() + ")");
    return *game;
}

json fromJson(const RawRecord& r, const RecordDefaults& defaults) {
    std::string error;
    auto problem = parseJsonText(r.text, error);
    if (!problem) throw ProblemError("json", "line " + std::to_string(r.line) + ": " + error);
    fillDefaults(*problem, defaults);
    return *problem;
}

// A one-line deal's game: --game, else bridge where the first seat is a compass letter.
std::string dealLineGame(const RawRecord& r, const RecordDefaults& defaults) {
    if (!defaults.game.empty()) return defaults.game;
    const size_t first = r.text.find_first_not_of(" \t");
    if (first != std::string::npos && std::string("NESWnesw").find(r.text[first]) != std::string::npos &&
        r.text.find(':') == first + 1)
        return "bridge";
    throw ProblemError("game", "a deal line whose first seat is a number needs --game");
}

// The hands and widow of a PBN deal, an unknown one ("-") as null.
void setDeal(json& problem, const PbnDeal& deal, const Game& game) {
    problem["hands"] = json::array();
    for (const std::string& hand : deal.hands) problem["hands"].push_back(hand.empty() ? json(nullptr) : json(hand));
    if (game.hasWidow()) problem["widow"] = deal.widow.empty() ? json(nullptr) : json(deal.widow);
}

json fromDealLine(const RawRecord& r, const RecordDefaults& defaults) {
    const std::string gameId = dealLineGame(r, defaults);
    const Game& game = gameNamed(gameId);
    json problem = {{"game", gameId}};
    setDeal(problem, parsePbnDeal(r.text, game, "deal", defaults.unknownHands), game);
    fillDefaults(problem, defaults);
    if (defaults.needsPlay)
        throw ProblemError("play", "a deal line carries no play: give a PBN game with a Play section, a LIN board or JSON");
    if (defaults.needsContract && !problem.contains("contract"))
        throw ProblemError("contract", "a deal line carries no contract: give one with --contract (e.g. 4S:N, solo:2:H)");
    return problem;
}

// A bridge problem's vulnerability, and its contract's for the declarer's side.
void setVulnerability(json& problem, const std::string& vulnerable) {
    problem["vulnerable"] = vulnerable;
    if (!problem.contains("contract")) return;
    json& contract = problem["contract"];
    if (contract.is_object() && !contract.contains("vulnerable") && contract.contains("declarer") &&
        contract["declarer"].is_number_integer()) {
        const bool northSouth = contract["declarer"].get<int>() % 2 == 0;
        contract["vulnerable"] = vulnerable == "both" || vulnerable == (northSouth ? "ns" : "ew");
    }
}

std::string tagOf(const RawRecord& r, const std::string& name) {
    for (const auto& [tag, value] : r.tags)
        if (tag == name) return value;
    return "";
}

bool hasTag(const RawRecord& r, const std::string& name) {
    return std::any_of(r.tags.begin(), r.tags.end(), [&name](const auto& t) { return t.first == name; });
}

// The strain of a bridge contract type ("4S" -> 'S', "3N" -> 'N').
char strainOf(const json& contract) {
    const std::string type = contract.value("type", "");
    return type.empty() ? 'N' : type.back();
}

json fromPbnGame(const RawRecord& r, const RecordDefaults& defaults) {
    const std::string gameTag = tagOf(r, "Game");
    const std::string gameId = !gameTag.empty() ? gameTag : defaults.game.empty() ? "bridge" : defaults.game;
    const Game& game = gameNamed(gameId, gameTag.empty() ? "game" : "Game");
    json problem = json::object();
    if (hasTag(r, "Board")) problem["id"] = tagOf(r, "Board");
    problem["game"] = gameId;
    setDeal(problem, parsePbnDeal(r.text, game, "Deal", defaults.unknownHands), game);
    const std::string contractTag = tagOf(r, "Contract");
    const auto contract = game.id() == "bridge" ? pbnContract(contractTag, tagOf(r, "Declarer"), game)
                                                : soloPbnContract(r.tags, game);
    if (contract) problem["contract"] = *contract;
    if (hasTag(r, "Variant")) {
        const json variant = json::parse(tagOf(r, "Variant"), nullptr, false);
        if (variant.is_discarded() || !variant.is_object())
            throw ProblemError("Variant", "must be a JSON object, e.g. {\"matador_renege\":true}");
        problem["variant"] = variant;
    }
    fillDefaults(problem, defaults);
    if (defaults.needsContract && !problem.contains("contract")) {
        if (!contractTag.empty() && !contract)
            throw ProblemError("Contract", "\"" + contractTag + "\": passed out, no contract to solve");
        throw ProblemError("Contract", "the game has no Contract tag, no contract to solve (or give --contract)");
    }
    const std::string vulnerableTag = tagOf(r, "Vulnerable");
    const auto vulnerable = pbnVulnerability(vulnerableTag);
    if (!vulnerable && !vulnerableTag.empty() && game.id() == "bridge")
        throw ProblemError("Vulnerable", "\"" + vulnerableTag + "\" is not a vulnerability (None, NS, EW, All)");
    if (vulnerable && game.id() == "bridge") setVulnerability(problem, *vulnerable);
    if (defaults.needsPlay) {
        if (game.id() != "bridge") throw ProblemError("Play", "a Play section is read for bridge only");
        if (!hasTag(r, "Play")) throw ProblemError("Play", "the game has no Play section, no cards to judge");
        problem["play"] = pbnPlayOrder(tagOf(r, "Play"), pbnSection(r.lines, "Play"), strainOf(problem["contract"]));
    }
    return problem;
}

std::vector<std::string> linValues(const RawRecord& r, const std::string& key) {
    std::vector<std::string> values;
    for (const auto& [k, value] : r.tags)
        if (k == key) values.push_back(value);
    return values;
}

json fromLinBoard(const RawRecord& r, const RecordDefaults& defaults) {
    if (!defaults.game.empty() && defaults.game != "bridge")
        throw ProblemError("game", "a LIN board is bridge, not " + defaults.game);
    const LinDeal deal = parseLinDeal(r.text);
    json problem = {{"id", linBoardName(r.tags)}, {"game", "bridge"}, {"hands", deal.hands}};
    const auto calls = linValues(r, "mb");
    if (!calls.empty()) {
        if (auto contract = linContract(calls, deal.dealer)) problem["contract"] = *contract;
    }
    fillDefaults(problem, defaults);
    if (defaults.needsContract && !problem.contains("contract"))
        throw ProblemError("mb", calls.empty() ? "the board has no auction, no contract to solve (or give --contract)"
                                               : "the auction was passed out, no contract to solve");
    const auto sv = linValues(r, "sv");
    if (!sv.empty()) setVulnerability(problem, linVulnerability(sv.back()));
    if (defaults.needsPlay) {
        const auto cards = linValues(r, "pc");
        if (cards.empty()) throw ProblemError("pc", "the board has no played cards (pc), nothing to judge");
        problem["play"] = cards;
    }
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
        case InputFormat::Lin: return fromLinBoard(record, defaults);
        default: return fromJson(record, defaults);
    }
}

json idOfRecord(const RawRecord& record) {
    if (record.format == InputFormat::PbnFile) {
        for (const auto& [name, value] : record.tags)
            if (name == "Board") return value;
        return nullptr;
    }
    if (record.format == InputFormat::Lin) return linBoardName(record.tags);
    if (record.format == InputFormat::PbnLines || !record.error.empty()) return nullptr;
    std::string error;
    const auto problem = parseJsonText(record.text, error);
    return problem && problem->is_object() && problem->contains("id") ? (*problem)["id"] : json(nullptr);
}

std::optional<int> dealerOfRecord(const RawRecord& record) {
    if (record.format == InputFormat::PbnFile) {
        const std::string dealer = tagOf(record, "Dealer");
        const size_t seat = dealer.size() == 1 ? std::string("NESW").find(char(std::toupper(dealer[0]))) : std::string::npos;
        if (seat != std::string::npos) return int(seat);
    } else if (record.format == InputFormat::Lin) {
        const size_t first = record.text.find_first_not_of(" \t\r\n");
        if (first != std::string::npos && record.text[first] >= '1' && record.text[first] <= '4')
            return (record.text[first] - '0' + 1) % 4;  // LIN's dealer digit: 1 South, 2 West, 3 North, 4 East
    }
    return std::nullopt;
}

}  // namespace soloist
