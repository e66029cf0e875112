#include "io/contract_option.h"

#include <cctype>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace soloist {

namespace {

std::vector<std::string> split(std::string_view text, char separator) {
    std::vector<std::string> parts;
    std::string part;
    std::istringstream in{std::string(text)};
    while (std::getline(in, part, separator)) parts.push_back(part);
    if (!text.empty() && text.back() == separator) parts.push_back("");
    return parts;
}

nlohmann::json seatValue(const std::string& text, const std::string& what) {
    if (text.size() == 1) {
        const size_t compass = std::string("NESW").find(char(std::toupper(static_cast<unsigned char>(text[0]))));
        if (compass != std::string::npos) return int(compass);
    }
    if (!text.empty() && text.size() <= 2 && std::isdigit(static_cast<unsigned char>(text[0])) &&
        std::isdigit(static_cast<unsigned char>(text.back())))
        return std::stoi(text);
    throw std::invalid_argument(what + " \"" + text + "\" is not a seat (a number, or N E S W)");
}

}  // namespace

nlohmann::json parseContractOption(std::string_view text) {
    const size_t first = text.find_first_not_of(" \t");
    if (first != std::string_view::npos && text[first] == '{') {
        auto contract = nlohmann::json::parse(text, nullptr, false);
        if (contract.is_discarded() || !contract.is_object())
            throw std::invalid_argument("the contract is not a valid JSON object");
        return contract;
    }
    const std::vector<std::string> parts = split(text, ':');
    if (parts.size() < 2 || parts[0].empty())
        throw std::invalid_argument("write the contract as TYPE:DECLARER[:TRUMP][:key=value...] (e.g. 4S:N, solo:2:H) "
                                    "or as a JSON object, got \"" + std::string(text) + "\"");
    nlohmann::json contract = {{"type", parts[0]}, {"declarer", seatValue(parts[1], "declarer")}};
    for (size_t i = 2; i < parts.size(); ++i) {
        const std::string& part = parts[i];
        const size_t equals = part.find('=');
        if (equals == std::string::npos) {
            if (i != 2) throw std::invalid_argument("\"" + part + "\": after the trump, write key=value");
            contract["trump"] = part;
            continue;
        }
        const std::string key = part.substr(0, equals), value = part.substr(equals + 1);
        if (key == "trump" || key == "call" || key == "give") contract[key] = value;
        else if (key == "partner") contract[key] = seatValue(value, "partner");
        else if (key == "discard") contract[key] = split(value, ',');
        else if (key == "vulnerable") {
            if (value != "true" && value != "false") throw std::invalid_argument("vulnerable must be true or false");
            contract[key] = value == "true";
        } else {
            throw std::invalid_argument("unknown contract key \"" + key +
                                        "\" (known: trump, call, partner, give, discard, vulnerable)");
        }
    }
    return contract;
}

}  // namespace soloist
