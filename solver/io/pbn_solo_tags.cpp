#include "io/pbn_solo_tags.h"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "games/problem.h"
#include "io/short_names.h"

namespace soloist {

namespace {

// FORMAT.md contract field and the tag that holds it, after Contract and Declarer.
const std::pair<const char*, const char*> kFieldTags[] = {
    {"trump", "Trump"}, {"call", "Call"}, {"partner", "Partner"}, {"give", "Give"}, {"discard", "Discard"}};

std::string trimmed(const std::string& s) {
    const size_t a = s.find_first_not_of(" \t\r\n");
    if (a == std::string::npos) return "";
    return s.substr(a, s.find_last_not_of(" \t\r\n") - a + 1);
}

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

const std::string* tagValue(const PbnTags& tags, const std::string& name) {
    for (const auto& [tag, value] : tags)
        if (tag == name) return &value;
    return nullptr;
}

}  // namespace

std::optional<nlohmann::json> soloPbnContract(const PbnTags& tags, const Game& game) {
    const std::string* type = tagValue(tags, "Contract");
    if (!type || trimmed(*type).empty() || lower(trimmed(*type)) == "pass") return std::nullopt;
    nlohmann::json contract = {{"type", lower(trimmed(*type))}};
    const std::string* declarer = tagValue(tags, "Declarer");
    if (!declarer || trimmed(*declarer).empty()) throw ProblemError("Declarer", "required with the Contract tag");
    const auto seat = parseSeat(trimmed(*declarer), game);
    if (!seat)
        throw ProblemError("Declarer", "\"" + trimmed(*declarer) + "\" is not a seat of " + std::string(game.id()));
    contract["declarer"] = *seat;
    for (const auto& [field, tag] : kFieldTags) {
        const std::string* value = tagValue(tags, tag);
        if (!value || trimmed(*value).empty()) continue;
        if (std::string(field) == "discard") {
            std::string cards = *value;
            std::replace(cards.begin(), cards.end(), ',', ' ');
            std::istringstream in(cards);
            contract[field] = nlohmann::json::array();
            for (std::string card; in >> card;) contract[field].push_back(card);
        } else if (std::string(field) == "partner") {
            const auto partner = parseSeat(trimmed(*value), game);
            if (!partner)
                throw ProblemError("Partner", "\"" + trimmed(*value) + "\" is not a seat of " + std::string(game.id()));
            contract[field] = *partner;
        } else {
            contract[field] = trimmed(*value);
        }
    }
    return contract;
}

PbnTags soloContractTags(const nlohmann::json& contract) {
    auto text = [](const nlohmann::json& v) {
        if (v.is_string()) return v.get<std::string>();
        if (v.is_array()) {
            std::string joined;
            for (const auto& item : v) joined += (joined.empty() ? "" : " ") + item.get<std::string>();
            return joined;
        }
        return v.dump();
    };
    PbnTags tags = {{"Contract", text(contract.at("type"))}, {"Declarer", text(contract.at("declarer"))}};
    for (const auto& [field, tag] : kFieldTags)
        if (contract.contains(field) && !contract[field].is_null()) tags.emplace_back(tag, text(contract[field]));
    return tags;
}

}  // namespace soloist
