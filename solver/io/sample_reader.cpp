#include "io/sample_reader.h"

#include <string>

#include "games/game.h"
#include "games/problem.h"
#include "io/json_text.h"
#include "cards/notation.h"
#include "io/problem_reader.h"

namespace soloist {

namespace {

using nlohmann::json;

Range readRange(const json& v, const std::string& field, int most) {
    const auto fits = [&](const json& n) { return n.is_number_integer() && n.get<long long>() >= 0 && n.get<long long>() <= most; };
    if (!v.is_array() || v.size() != 2 || !fits(v[0]) || !fits(v[1]) || v[0].get<int>() > v[1].get<int>())
        throw ProblemError(field, "must be [low, high], whole numbers with 0 <= low <= high <= " + std::to_string(most));
    return {v[0].get<int>(), v[1].get<int>()};
}

SeatConstraint readConstraint(const json& v, const std::string& field, const Game& game) {
    if (!v.is_object()) throw ProblemError(field, "must be an object such as {\"seat\": 1, \"hcp\": [12, 17]}");
    SeatConstraint c;
    if (!v.contains("seat") || !v["seat"].is_number_integer() || v["seat"].get<long long>() < 0 ||
        v["seat"].get<long long>() >= game.seats())
        throw ProblemError(field + ".seat", "required: a seat from 0 to " + std::to_string(game.seats() - 1));
    c.seat = v["seat"].get<int>();
    for (const auto& [key, value] : v.items()) {
        if (key == "seat") continue;
        if (key == "hcp") {
            c.highCardPoints = readRange(value, field + ".hcp", 40);
        } else if (key == "length") {
            if (!value.is_object()) throw ProblemError(field + ".length", "must be an object such as {\"S\": [5, 13]}");
            for (const auto& [suit, range] : value.items()) {
                const size_t s = std::string("SHDC").find(suit);
                if (suit.size() != 1 || s == std::string::npos)
                    throw ProblemError(field + ".length", "unknown suit \"" + suit + "\" (S, H, D or C)");
                c.length[s] = readRange(range, field + ".length." + suit, game.cardsPerHand());
            }
        } else if (key == "cards") {
            c.holds = readHand(value, field + ".cards", game);
        } else {
            throw ProblemError(field + "." + key, "unknown constraint (seat, hcp, length, cards)");
        }
    }
    return c;
}

}  // namespace

DealKnowledge readDealKnowledge(const json& problem) {
    if (!problem.is_object()) throw ProblemError("problem", "must be a JSON object");
    if (!problem.contains("game") || !problem["game"].is_string())
        throw ProblemError("game", "required: one of the game ids of RULES.md");
    DealKnowledge k;
    k.game = findGame(problem["game"].get<std::string>());
    if (!k.game) throw ProblemError("game", "unknown game \"" + problem["game"].get<std::string>() + "\"");
    const Game& game = *k.game;
    if (!problem.contains("hands") || !problem["hands"].is_array() || int(problem["hands"].size()) != game.seats())
        throw ProblemError("hands", "required: one entry per seat (" + std::to_string(game.seats()) +
                                        "), a hand or null when unseen");
    for (const char* field : {"trick", "won", "leader"})
        if (problem.contains(field) && !problem[field].is_null())
            throw ProblemError(field, "simulate judges whole deals before the play: no cards played yet");
    CardSet seen = 0;
    const auto claim = [&](CardSet cards, const std::string& field) {
        if (cards & seen)
            throw ProblemError(field, cardName(Card::fromId(lowestIndex(cards & seen))) + " appears twice");
        seen |= cards;
    };
    for (int s = 0; s < game.seats(); ++s) {
        const json& hand = problem["hands"][s];
        const std::string field = "hands[" + std::to_string(s) + "]";
        if (hand.is_null()) {
            k.hands.push_back(std::nullopt);
        } else {
            k.hands.push_back(readHand(hand, field, game));
            claim(*k.hands.back(), field);
        }
    }
    if (problem.contains("widow") && !problem["widow"].is_null()) {
        if (!game.hasWidow()) throw ProblemError("widow", std::string(game.id()) + " has no widow");
        k.widow = readHand(problem["widow"], "widow", game);
        claim(*k.widow, "widow");
    }
    if (problem.contains("constraints") && !problem["constraints"].is_null()) {
        const json& list = problem["constraints"];
        if (!list.is_array()) throw ProblemError("constraints", "must be an array of per-seat constraints");
        for (size_t i = 0; i < list.size(); ++i)
            k.constraints.push_back(readConstraint(list[i], "constraints[" + std::to_string(i) + "]", game));
    }
    checkKnowledge(k);
    return k;
}

json sampledProblem(const json& problem, const SampledDeal& deal, uint64_t index) {
    json out = problem;
    out.erase("constraints");
    for (size_t s = 0; s < deal.hands.size(); ++s) out["hands"][s] = handName(deal.hands[s]);
    if (deal.widow) out["widow"] = handName(deal.widow);
    const json& id = problem.contains("id") ? problem["id"] : json(nullptr);
    out["id"] = (id.is_string() ? id.get<std::string>() : id.is_null() ? std::string("sample") : jsonLine(id)) + "#" +
                std::to_string(index);
    return out;
}

}  // namespace soloist
