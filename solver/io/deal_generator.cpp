#include "io/deal_generator.h"

#include "io/json_text.h"
#include "cards/notation.h"
#include "io/problem_reader.h"

namespace soloist {

namespace {

constexpr int kWidowCards = 3;
// A legal contract needs a redeal now and then (beg's declarer holding both
// black queens, a forced declarer who is not the seat asked for): 1000 tries
// without one mean the spec asks for something that cannot happen.
constexpr int kMaxRedeals = 1000;

DealtCards dealCards(const Game& game, RandomSource& rng) {
    std::vector<Card> pack = cardsInOrder(game.deck());
    rng.shuffle(pack);
    DealtCards dealt;
    const int perHand = game.cardsPerHand();
    size_t next = 0;
    for (int s = 0; s < game.seats(); ++s) {
        CardSet hand = 0;
        for (int k = 0; k < perHand; ++k) hand |= setOf(pack[next++]);
        dealt.hands.push_back(hand);
    }
    if (game.hasWidow())
        for (int k = 0; k < kWidowCards; ++k) dealt.widow |= setOf(pack[next++]);
    return dealt;  // the rest of the pack (Ombre's 13 cards) stays out of play
}

nlohmann::ordered_json problemOf(const DealSpec& spec, uint64_t index, const DealtCards& dealt) {
    nlohmann::ordered_json p;
    std::string id(spec.game->id());
    id += '-';
    id += std::to_string(spec.seed);
    id += '-';
    id += std::to_string(index);
    p["id"] = id;
    p["game"] = spec.game->id();
    if (!spec.variant.is_null()) p["variant"] = spec.variant;
    p["hands"] = nlohmann::ordered_json::array();
    for (CardSet hand : dealt.hands) p["hands"].push_back(handName(hand));
    if (spec.game->hasWidow()) p["widow"] = handName(dealt.widow);
    return p;
}

// The solver's own validation, so no recipe slip can emit an illegal contract.
void validate(const nlohmann::ordered_json& problem, const Game& game) {
    game.plans(readProblem(nlohmann::json::parse(problem.dump())));
}

}  // namespace

void checkDealSpec(const DealSpec& spec) {
    if (!spec.game) throw DealSpecError("no game");
    const Game& game = *spec.game;
    if (spec.wishes.declarer && (*spec.wishes.declarer < 0 || *spec.wishes.declarer >= game.seats()))
        throw DealSpecError("declarer: seat " + std::to_string(*spec.wishes.declarer) + " is out of range 0.." +
                            std::to_string(game.seats() - 1));
    if (!spec.variant.is_null() && !spec.variant.is_object())
        throw DealSpecError("variant: must be a JSON object, got " + jsonExcerpt(spec.variant));
    for (const std::string& type : spec.contractTypes) {
        const auto recipe = findRecipe(game, type);
        if (!recipe) {
            std::string known;
            for (const std::string& t : recipeTypes(game)) known += (known.empty() ? "" : ", ") + t;
            if (game.id() == "bridge") known += ", a contract such as 4S or N, strain";
            throw DealSpecError("contract: unknown " + std::string(game.id()) + " contract \"" + type +
                                "\" (known: " + known + ")");
        }
        if (spec.wishes.trumpRule == ContractWishes::Trump::Given && !allowsTrump(*recipe, spec.wishes.trump)) {
            std::string message = "trump: ";
            message += strainLetter(spec.wishes.trump);
            message += " is not allowed for " + type;
            throw DealSpecError(message);
        }
    }
    if (!spec.contractTypes.empty()) generateDeal(spec, 0);  // throws when no legal contract can be drawn
}

nlohmann::ordered_json generateDeal(const DealSpec& spec, uint64_t index) {
    const Game& game = *spec.game;
    RandomSource rng = RandomSource::forDeal(spec.seed, index);
    std::string lastProblem = "no legal deal";
    for (int attempt = 0; attempt < kMaxRedeals; ++attempt) {
        const DealtCards dealt = dealCards(game, rng);
        nlohmann::ordered_json problem = problemOf(spec, index, dealt);
        if (spec.contractTypes.empty()) return problem;
        const auto recipe = findRecipe(game, rng.pick(spec.contractTypes));
        if (!recipe) throw DealSpecError("unknown contract");
        const auto contract = drawContract(*recipe, dealt, spec.wishes, rng);
        if (!contract) continue;
        problem["contract"] = *contract;
        try {
            validate(problem, game);
            return problem;
        } catch (const ProblemError& e) {
            lastProblem = e.what();
        }
    }
    throw DealSpecError("no legal contract in " + std::to_string(kMaxRedeals) + " deals (" + lastProblem + ")");
}

std::string pbnDealLine(const nlohmann::ordered_json& deal, const Game& game) {
    std::string line = game.id() == "bridge" ? "N:" : "0:";
    for (size_t s = 0; s < deal["hands"].size(); ++s) {
        if (s) line += ' ';
        line += deal["hands"][s].get<std::string>();
    }
    if (deal.contains("widow")) line += " " + deal["widow"].get<std::string>();
    return line;
}

}  // namespace soloist
