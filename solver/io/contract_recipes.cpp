#include "io/contract_recipes.h"

#include <algorithm>

#include "cards/notation.h"
#include "io/bridge_contract_text.h"

namespace soloist {

namespace {

int holderOf(const DealtCards& dealt, Card card) {
    for (size_t s = 0; s < dealt.hands.size(); ++s)
        if (contains(dealt.hands[s], card)) return int(s);
    return -1;
}

// The cards `rule` may call for this declarer and trump, in card order.
std::vector<Card> callable(CallRule rule, const DealtCards& dealt, int declarer, int trump) {
    const CardSet hand = dealt.hands[declarer];
    CardSet others = dealt.widow;
    for (size_t s = 0; s < dealt.hands.size(); ++s)
        if (int(s) != declarer) others |= dealt.hands[s];
    auto ofRank = [&](std::initializer_list<int> ranks) {
        std::vector<Card> out;
        for (Card c : cardsInOrder(others & ~dealt.widow))
            if (std::find(ranks.begin(), ranks.end(), c.rank()) != ranks.end()) out.push_back(c);
        return out;
    };
    switch (rule) {
        case CallRule::None: return {};
        case CallRule::AceOrKing: return ofRank({Ace, King});
        case CallRule::Ace: return ofRank({Ace});
        case CallRule::PlainAce: {
            std::vector<Card> aces = ofRank({Ace});
            std::erase_if(aces, [trump](Card c) { return c.suit() == trump; });
            return aces;
        }
        case CallRule::KingOrQueen: {
            bool allKings = true;
            for (int s = 0; s < kSuits; ++s) allKings &= contains(hand, Card(Suit(s), King));
            return allKings ? ofRank({Queen}) : ofRank({King});
        }
        case CallRule::AnyCard: return cardsInOrder(others);
    }
    return {};
}

int longestSuit(CardSet hand, const std::vector<int>& allowed) {
    int best = allowed.front(), bestLength = -1;
    for (int t : allowed) {
        if (t == kNoTrump) continue;
        const int length = count(hand & (CardSet(0xFFFF) << (16 * t)));
        if (length > bestLength) best = t, bestLength = length;
    }
    return best;
}

// A bridge type as the generator reads it: "4S" (fixed), "N" (a strain
// alone), a level "1".."7" (strain drawn), or "strain" (a strain alone,
// drawn); nullopt for anything else, lower-case strains too.
std::optional<ContractKind> bridgeRecipe(const std::string& type) {
    ContractKind kind;
    if (type == "strain" || (type.size() == 1 && type[0] >= '1' && type[0] <= '7')) {
        kind.name = type == "strain" ? "" : type;
        kind.trumps = {Spades, Hearts, Diamonds, Clubs, kNoTrump};
        kind.strainInType = true;
        return kind;
    }
    const auto contract = parseBridgeContract(type);
    if (!contract || bridgeContractName(*contract) != type) return std::nullopt;
    kind.name = type;
    kind.fixedTrump = contract->strain;
    return kind;
}

std::string trumpLetter(int trump) { return std::string(1, strainLetter(trump)); }

}  // namespace

std::optional<ContractRecipe> findRecipe(const Game& game, const std::string& type) {
    if (game.id() == "bridge") return bridgeRecipe(type);
    if (const ContractKind* kind = findContractKind(game.id(), type)) return *kind;
    return std::nullopt;
}

std::vector<std::string> recipeTypes(const Game& game) {
    if (game.id() == "bridge") return {"1", "2", "3", "4", "5", "6", "7"};
    return contractKindTypes(game.id());
}

std::optional<nlohmann::ordered_json> drawContract(const ContractRecipe& recipe, const DealtCards& dealt,
                                                   const ContractWishes& wishes, RandomSource& rng) {
    const int seats = int(dealt.hands.size());
    int declarer = wishes.declarer ? *wishes.declarer : int(rng.below(seats));
    if (recipe.declarerHolds) {
        const int holder = holderOf(dealt, *recipe.declarerHolds);
        if (holder < 0 || (wishes.declarer && holder != *wishes.declarer)) return std::nullopt;
        declarer = holder;
    }
    const CardSet hand = dealt.hands[declarer];
    if (recipe.notBothBlackQueens && contains(hand, Card(Clubs, Queen)) && contains(hand, Card(Spades, Queen)))
        return std::nullopt;

    std::optional<int> trump;
    if (!recipe.trumps.empty()) {
        switch (wishes.trumpRule) {
            case ContractWishes::Trump::Random: trump = rng.pick(recipe.trumps); break;
            case ContractWishes::Trump::Longest: trump = longestSuit(hand, recipe.trumps); break;
            case ContractWishes::Trump::Given: trump = wishes.trump; break;
        }
    }

    nlohmann::ordered_json contract;
    contract["type"] = recipe.strainInType ? recipe.name + trumpLetter(*trump) : recipe.name;
    contract["declarer"] = declarer;
    if (trump && !recipe.strainInType) contract["trump"] = trumpLetter(*trump);

    std::optional<Card> called;
    if (recipe.call != CallRule::None && !(recipe.give && wishes.solverChooses)) {
        const std::vector<Card> options = callable(recipe.call, dealt, declarer, trump.value_or(kNoTrump));
        if (options.empty()) return std::nullopt;
        called = rng.pick(options);
        contract["call"] = cardName(*called);
    }
    if (recipe.partner) contract["partner"] = (declarer + 1 + int(rng.below(seats - 1))) % seats;
    if (recipe.give && called && !contains(dealt.widow, *called))
        contract["give"] = cardName(rng.pick(cardsInOrder(hand)));
    if (recipe.discard && !wishes.solverChooses) {
        std::vector<Card> pool = cardsInOrder(hand | dealt.widow);
        rng.shuffle(pool);
        CardSet discards = setOf(pool[0]) | setOf(pool[1]) | setOf(pool[2]);
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (Card c : cardsInOrder(discards)) list.push_back(cardName(c));
        contract["discard"] = list;
    }
    return contract;
}

bool allowsTrump(const ContractRecipe& recipe, int trump) {
    if (!recipe.trumps.empty()) return std::find(recipe.trumps.begin(), recipe.trumps.end(), trump) != recipe.trumps.end();
    return recipe.fixedTrump == trump;
}

}  // namespace soloist
