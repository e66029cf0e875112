#include "io/problem_reader.h"

#include <cctype>

#include <algorithm>
#include <cstdlib>

#include "games/game.h"
#include "games/plan_builder.h"
#include "io/bridge_contract_text.h"
#include "io/json_text.h"
#include "cards/notation.h"
#include "io/short_names.h"
#include "io/verdict_json.h"

namespace soloist {

namespace {

using nlohmann::json;

std::string seatList(int seats) { return "0.." + std::to_string(seats - 1); }

// Whole numbers in problems are seats, tricks and points: small.
constexpr long long kLargestNumber = 1'000'000;

int readInt(const json& v, const std::string& field) {
    if (!v.is_number_integer()) throw ProblemError(field, "must be a whole number, got " + jsonExcerpt(v));
    if (v.is_number_unsigned() ? v.get<unsigned long long>() > kLargestNumber
                               : v.get<long long>() > kLargestNumber || v.get<long long>() < -kLargestNumber)
        throw ProblemError(field, jsonExcerpt(v) + " is out of range");
    return int(v.get<long long>());
}


bool readBool(const json& v, const std::string& field) {
    if (!v.is_boolean()) throw ProblemError(field, "must be true or false, got " + jsonExcerpt(v));
    return v.get<bool>();
}

}  // namespace

Card readCard(const json& v, const std::string& field, const Game& game) {
    if (!v.is_string()) throw ProblemError(field, "must be a card such as \"SA\", got " + jsonExcerpt(v));
    const auto card = parseCard(v.get<std::string>());
    if (!card) throw ProblemError(field, "\"" + v.get<std::string>() + "\" is not a card (write e.g. \"SA\", \"HT\", \"10H\")");
    if (!contains(game.deck(), *card))
        throw ProblemError(field, cardName(*card) + " is not in the " + std::string(game.id()) + " deck");
    return *card;
}

CardSet readHand(const json& v, const std::string& field, const Game& game) {
    CardSet hand = 0;
    if (v.is_string()) {
        try {
            hand = parseHand(v.get<std::string>());
        } catch (const std::invalid_argument& e) {
            throw ProblemError(field, e.what());
        }
    } else if (v.is_array()) {
        for (size_t i = 0; i < v.size(); ++i) {
            const Card c = readCard(v[i], field + "[" + std::to_string(i) + "]", game);
            if (contains(hand, c)) throw ProblemError(field, cardName(c) + " appears twice");
            hand |= setOf(c);
        }
    } else {
        throw ProblemError(field, "must be a hand such as \"AK7.QJ..T98\", got " + jsonExcerpt(v));
    }
    const CardSet foreign = hand & ~game.deck();
    if (foreign) {
        std::string names;
        for (Card c : cardsInOrder(foreign)) {
            if (!names.empty()) names += ' ';
            names += cardName(c);
        }
        throw ProblemError(field, names + (count(foreign) > 1 ? " are" : " is") + " not in the " +
                                      std::string(game.id()) + " deck");
    }
    return hand;
}

int readSeat(const json& v, const std::string& field, const Game& game) {
    const int seats = game.seats();
    if (v.is_string() && game.id() == "bridge") {
        const std::string text = v.get<std::string>();
        const size_t at = std::string("NESW").find(text.size() == 1 ? char(std::toupper(unsigned(text[0]))) : '?');
        if (at == std::string::npos)
            throw ProblemError(field, "must be a seat: 0 to 3, or N, E, S or W; got " + jsonExcerpt(v));
        return int(at);
    }
    const int seat = readInt(v, field);
    if (seat < 0 || seat >= seats)
        throw ProblemError(field, "seat " + std::to_string(seat) + " is out of range " + seatList(seats));
    return seat;
}

namespace {

std::vector<int> readTallies(const json& won, const char* key, int seats) {
    const std::string field = std::string("won.") + key;
    if (!won.contains(key)) return std::vector<int>(seats, 0);
    const json& v = won.at(key);
    if (!v.is_array() || int(v.size()) != seats)
        throw ProblemError(field, "must list one number per seat (" + std::to_string(seats) + ")");
    std::vector<int> out;
    for (int s = 0; s < seats; ++s) {
        const int n = readInt(v[s], field + "[" + std::to_string(s) + "]");
        if (n < 0) throw ProblemError(field + "[" + std::to_string(s) + "]", "cannot be negative");
        out.push_back(n);
    }
    return out;
}

std::optional<int> readTrump(const json& v) {
    if (!v.is_string()) throw ProblemError("contract.trump", "must be one of S H D C N, got " + jsonExcerpt(v));
    std::string t = v.get<std::string>();
    std::transform(t.begin(), t.end(), t.begin(), ::toupper);
    if (t == "N" || t == "NT") return kNoTrump;
    if (t.size() == 1 && std::string("SHDC").find(t[0]) != std::string::npos) return int(std::string("SHDC").find(t[0]));
    if (auto card = parseCard("A" + t); card) return card->suit();  // suit symbols
    throw ProblemError("contract.trump", "must be one of S H D C N, got \"" + v.get<std::string>() + "\"");
}

Variant readVariant(const json& v) {
    Variant out;
    if (v.is_null()) return out;
    if (!v.is_object()) throw ProblemError("variant", "must be an object, got " + jsonExcerpt(v));
    for (const auto& [key, value] : v.items()) {
        if (key == "matador_renege") out.matadorRenege = readBool(value, "variant.matador_renege");
        else if (key == "misere_points") out.miserePoints = readBool(value, "variant.misere_points");
        else if (key == "color") {
            const auto t = readTrump(value);
            if (!t || *t == kNoTrump) throw ProblemError("variant.color", "must be a suit S H D C");
            out.color = Suit(*t);
        } else {
            throw ProblemError("variant." + key, "unknown variant (known: matador_renege, color, misere_points)");
        }
    }
    return out;
}

ContractRequest readContract(const json& v, const Game& game) {
    if (!v.is_object()) throw ProblemError("contract", "required: an object with type and declarer");
    ContractRequest c;
    if (!v.contains("type") || !v["type"].is_string()) throw ProblemError("contract.type", "required: a contract name");
    c.type = v["type"].get<std::string>();
    c.kind = findContractKind(game.id(), c.type);
    if (game.id() == "bridge") c.bridge = parseBridgeContract(c.type);
    if (!v.contains("declarer")) throw ProblemError("contract.declarer", "required: the declarer's seat");
    c.declarer = readSeat(v["declarer"], "contract.declarer", game);
    if (v.contains("trump") && !v["trump"].is_null()) c.trump = readTrump(v["trump"]);
    if (v.contains("call") && !v["call"].is_null()) c.call = readCard(v["call"], "contract.call", game);
    if (v.contains("partner") && !v["partner"].is_null())
        c.partner = readSeat(v["partner"], "contract.partner", game);
    if (v.contains("give") && !v["give"].is_null()) c.give = readCard(v["give"], "contract.give", game);
    if (v.contains("discard") && !v["discard"].is_null()) {
        const json& d = v["discard"];
        if (!d.is_array()) throw ProblemError("contract.discard", "must be an array of three cards");
        std::vector<Card> cards;
        for (size_t i = 0; i < d.size(); ++i)
            cards.push_back(readCard(d[i], "contract.discard[" + std::to_string(i) + "]", game));
        c.discard = cards;
    }
    if (v.contains("vulnerable")) c.vulnerable = readBool(v["vulnerable"], "contract.vulnerable");
    return c;
}

}  // namespace

std::optional<Question> readQuestionField(const json& object) {
    if (!object.is_object() || !object.contains("question") || object["question"].is_null()) return std::nullopt;
    if (!object["question"].is_string()) throw ProblemError("question", "must be \"exact\" or \"makeable\"");
    return readQuestion(object["question"].get<std::string>(), "question");
}

Question readQuestion(const std::string& name, const std::string& field) {
    if (name == "exact") return Question::Exact;
    if (name == "makeable") return Question::Makeable;
    throw ProblemError(field, "unknown question \"" + name + "\" (exact or makeable)");
}

Problem readProblem(const json& object) {
    if (!object.is_object()) throw ProblemError("problem", "must be a JSON object, got " + jsonExcerpt(object));
    Problem p;
    p.idJson = idText(object.contains("id") ? object["id"] : json(nullptr));
    if (!object.contains("game") || !object["game"].is_string())
        throw ProblemError("game", "required: one of the game ids of docs/RULES.md");
    const std::string gameId = object["game"].get<std::string>();
    p.game = findGame(gameId);
    if (!p.game) throw ProblemError("game", "unknown game \"" + gameId + "\" (known: " + knownGames() + ")");
    const Game& game = *p.game;
    const int seats = game.seats();
    p.variant = readVariant(object.value("variant", json(nullptr)));

    if (!object.contains("hands") || !object["hands"].is_array())
        throw ProblemError("hands", "required: one hand per seat");
    const json& hands = object["hands"];
    if (int(hands.size()) != seats)
        throw ProblemError("hands", game.id().data() + std::string(" has ") + std::to_string(seats) +
                                        " seats, got " + std::to_string(hands.size()) + " hands");
    // Where every card was seen, to report duplicates by both fields.
    std::vector<std::pair<CardSet, std::string>> seen;
    auto claim = [&seen](CardSet cards, const std::string& field) {
        for (const auto& [other, otherField] : seen)
            if (cards & other)
                throw ProblemError(field, cardName(Card::fromId(lowestIndex(cards & other))) +
                                              " appears twice (also in " + otherField + ")");
        seen.emplace_back(cards, field);
    };
    for (int s = 0; s < seats; ++s) {
        const std::string field = "hands[" + std::to_string(s) + "]";
        p.hands.push_back(readHand(hands[s], field, game));
        claim(p.hands.back(), field);
    }
    if (object.contains("widow") && !object["widow"].is_null()) {
        if (!game.hasWidow()) throw ProblemError("widow", std::string(game.id()) + " has no widow");
        p.widow = readHand(object["widow"], "widow", game);
        claim(p.widow, "widow");
    }
    if (game.hasWidow() && count(p.widow) != 3)
        throw ProblemError("widow", "required: the 3 widow cards, got " + std::to_string(count(p.widow)));
    if (object.contains("trick") && !object["trick"].is_null()) {
        const json& t = object["trick"];
        if (!t.is_array()) throw ProblemError("trick", "must be an array of cards");
        if (int(t.size()) >= seats)
            throw ProblemError("trick", "a trick in progress holds at most " + std::to_string(seats - 1) + " cards");
        for (size_t i = 0; i < t.size(); ++i) {
            const std::string field = "trick[" + std::to_string(i) + "]";
            const Card c = readCard(t[i], field, game);
            claim(setOf(c), field);
            p.trick.push_back(c);
        }
    }
    const json won = object.value("won", json::object());
    if (!won.is_object()) throw ProblemError("won", "must be an object with tricks and points");
    p.wonTricks = readTallies(won, "tricks", seats);
    p.wonPoints = readTallies(won, "points", seats);

    if (!object.contains("contract")) throw ProblemError("contract", "required: an object with type and declarer");
    p.contract = readContract(object["contract"], game);
    p.question = readQuestionField(object);
    if (object.contains("budget_ms") && !object["budget_ms"].is_null()) {
        const json& budget = object["budget_ms"];
        if (!budget.is_number() || !(budget.get<double>() > 0) || budget.get<double>() > 1e9)
            throw ProblemError("budget_ms", "must be a number of milliseconds, more than 0 and at most 1e9");
        p.budgetMs = budget.get<double>();
    }
    p.leader = object.contains("leader") && !object["leader"].is_null()
                   ? readSeat(object["leader"], "leader", game)
                   : game.defaultLeader(p);

    // Every hand holds the same number of cards once the trick is counted back in.
    std::vector<int> sizes(seats);
    for (int s = 0; s < seats; ++s) sizes[s] = count(p.hands[s]);
    for (size_t i = 0; i < p.trick.size(); ++i) ++sizes[(*p.leader + int(i)) % seats];
    for (int s = 0; s < seats; ++s) {
        if (sizes[s] != sizes[0]) {
            std::string all;
            for (int k = 0; k < seats; ++k) {
                if (k) all += ", ";
                all += std::to_string(sizes[k]);
            }
            throw ProblemError("hands", "hands must hold the same number of cards once the trick is counted back in (" +
                                            all + ")");
        }
    }
    if (sizes[0] == 0) throw ProblemError("hands", "no cards left to play");
    if (sizes[0] > game.cardsPerHand())
        throw ProblemError("hands", "a " + std::string(game.id()) + " hand holds at most " +
                                        std::to_string(game.cardsPerHand()) + " cards, got " + std::to_string(sizes[0]));
    for (int s = 0; s < seats; ++s)
        if (p.wonTricks[s] + sizes[0] > game.cardsPerHand())
            throw ProblemError("won.tricks[" + std::to_string(s) + "]",
                               "seat " + std::to_string(s) + " cannot take more than " +
                                   std::to_string(game.cardsPerHand()) + " tricks in all");
    if (game.hasWidow()) {
        // Card points: the whole pack holds 120.
        int total = 0;
        for (int points : p.wonPoints) total += points;
        if (total > 120) throw ProblemError("won.points", "the pack holds 120 card points, got " + std::to_string(total));
    }
    return p;
}

}  // namespace soloist
