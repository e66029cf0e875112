#include "io/pbn.h"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "cards/notation.h"
#include "games/problem.h"
#include "io/bridge_contract_text.h"
#include "io/json_text.h"
#include "io/short_names.h"

namespace soloist {

namespace {

std::string upper(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::toupper(c)); });
    return s;
}

std::string trimmed(const std::string& s) {
    const size_t a = s.find_first_not_of(" \t\r\n");
    if (a == std::string::npos) return "";
    return s.substr(a, s.find_last_not_of(" \t\r\n") - a + 1);
}

// The tag a batch reads named `name` in any case, spelled as PBN does; or null.
const char* readTagNamed(const std::string& name) {
    static const char* const kRead[] = {"Event",      "Site",     "Date",     "Board",    "Deal",
                                        "Contract",   "Declarer", "Vulnerable", "Dealer", "Play",
                                        "Auction",    "Game",     "Trump",    "Call",     "Partner",
                                        "Give",       "Discard",  "Variant",  "DoubleDummyTricks",
                                        "OptimumResultTable", "OptimumScore", "ParContract", "ContractTable",
                                        "ReachedContract"};
    for (const char* known : kRead)
        if (upper(name) == upper(known)) return known;
    return nullptr;
}

std::string canonicalName(const std::string& name) {
    const char* known = readTagNamed(name);
    return known ? known : name;
}

// A tag value quoted in a message.
std::string quoted(const std::string& value) { return "\"" + utf8Prefix(trimmed(value), 40) + "\""; }

// '[Name' at the start of trimmed `t`: the end of the name.
size_t tagNameEnd(const std::string& t) {
    size_t i = 1;
    while (i < t.size() && (std::isalnum(static_cast<unsigned char>(t[i])) || t[i] == '_')) ++i;
    return i;
}

}  // namespace

std::optional<std::pair<std::string, std::string>> pbnTag(const std::string& line) {
    const std::string t = trimmed(line);
    if (t.size() < 5 || t.front() != '[' || t.back() != ']') return std::nullopt;
    size_t i = tagNameEnd(t);
    const std::string name = canonicalName(t.substr(1, i - 1));
    while (i < t.size() && std::isspace(static_cast<unsigned char>(t[i]))) ++i;
    if (name.empty() || i >= t.size() || t[i] != '"') return std::nullopt;
    std::string value;
    for (++i; i < t.size(); ++i) {
        if (t[i] == '\\' && i + 1 < t.size() && (t[i + 1] == '"' || t[i + 1] == '\\')) value += t[++i];
        else if (t[i] == '"') break;
        else value += t[i];
    }
    if (i >= t.size()) return std::nullopt;
    return std::make_pair(name, value);
}

std::optional<std::string> brokenPbnTag(const std::string& line) {
    const std::string t = trimmed(line);
    if (t.empty() || t.front() != '[' || pbnTag(line)) return std::nullopt;
    size_t i = tagNameEnd(t);
    const std::string name = canonicalName(t.substr(1, i - 1));
    while (i < t.size() && std::isspace(static_cast<unsigned char>(t[i]))) ++i;
    if (i >= t.size() || t[i] != '"' || !readTagNamed(name)) return std::nullopt;
    return name;
}

PbnDeal parsePbnDeal(std::string_view text, const Game& game, const std::string& field, bool allowUnknown) {
    const std::string line = trimmed(std::string(text));
    const size_t colon = line.find(':');
    if (colon == std::string::npos)
        throw ProblemError(field, "a one-line deal starts with the first hand's seat and a colon, e.g. \"" +
                                      std::string(game.id() == "bridge" ? "N" : "0") + ":AK7.QJ..T98 ...\", got \"" +
                                      line + "\"");
    const std::string seatText = trimmed(line.substr(0, colon));
    const auto first = parseSeat(seatText, game);
    if (!first) throw ProblemError(field, "\"" + seatText + "\" is not a seat of " + std::string(game.id()));
    std::istringstream rest(line.substr(colon + 1));
    std::vector<std::string> fields;
    for (std::string f; rest >> f;) fields.push_back(f);
    const size_t seats = size_t(game.seats());
    const size_t expected = seats + (game.hasWidow() ? 1 : 0);
    if (fields.size() != expected)
        throw ProblemError(field, std::string(game.id()) + " needs " + std::to_string(seats) + " hands" +
                                      (game.hasWidow() ? " and the widow" : "") + ", got " +
                                      std::to_string(fields.size()) + " fields");
    PbnDeal deal;
    deal.hands.resize(seats);
    for (size_t k = 0; k < seats; ++k) {
        if (fields[k] == "-" && !allowUnknown)
            throw ProblemError(field, "hand " + std::to_string(k + 1) + " is unknown ('-'): double dummy needs every hand");
        deal.hands[(size_t(*first) + k) % seats] = fields[k] == "-" ? "" : fields[k];
    }
    if (game.hasWidow()) deal.widow = fields[seats] == "-" && allowUnknown ? "" : fields[seats];
    return deal;
}

std::optional<nlohmann::json> pbnContract(const std::string& contractTag, const std::string& declarerTag,
                                          const Game& game) {
    std::string c = upper(trimmed(contractTag));
    if (c.empty() || c == "PASS" || c == "AP" || c.find_first_of("?#") != std::string::npos) return std::nullopt;
    while (!c.empty() && c.back() == 'X') c.pop_back();  // doubled, redoubled: scored undoubled
    if (c.size() >= 3 && c.substr(c.size() - 2) == "NT") c.pop_back();
    const auto bid = parseBridgeContract(c);
    const bool bridgeContract = bid && bid->level > 0;
    if (c.empty() || (game.id() == "bridge" && !bridgeContract))
        throw ProblemError("Contract", quoted(contractTag) + " is not a contract (e.g. 4S, 3NT, 2HX, Pass)");
    const std::string declarerText = trimmed(declarerTag);
    const auto declarer = parseSeat(declarerText, game);
    if (!declarer)
        throw ProblemError("Declarer", declarerText.empty() ? "required with the Contract tag"
                                                            : quoted(declarerText) + " is not a seat of " +
                                                                  std::string(game.id()));
    return nlohmann::json{{"type", c}, {"declarer", *declarer}};
}

std::vector<std::string> pbnSection(const std::vector<std::string>& lines, const std::string& tag) {
    std::vector<std::string> section;
    bool inside = false;
    for (const std::string& line : lines) {
        const auto parsed = pbnTag(line);
        if (parsed) {
            if (inside) break;
            inside = parsed->first == tag;
        } else if (inside) {
            section.push_back(line);
        }
    }
    return section;
}

std::optional<std::string> pbnVulnerability(const std::string& tag) {
    const std::string v = upper(trimmed(tag));
    if (v == "NONE" || v == "LOVE" || v == "-") return "none";
    if (v == "NS") return "ns";
    if (v == "EW") return "ew";
    if (v == "ALL" || v == "BOTH") return "both";
    return std::nullopt;
}

}  // namespace soloist
