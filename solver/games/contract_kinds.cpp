#include "games/contract_kinds.h"

#include <functional>
#include <map>

namespace soloist {

namespace {

const std::vector<int> kSuitTrumps = {Spades, Hearts, Diamonds, Clubs};
const std::vector<int> kSixBidSimpleTrumps = {Spades, Clubs, Diamonds};

// A Solo game's kind, named after its type.
ContractKind named(ContractType type) {
    ContractKind r;
    r.type = type;
    r.name = std::string(contractTypeName(type));
    return r;
}

ContractKind chosen(ContractType type, std::vector<int> trumps = kSuitTrumps) {
    ContractKind r = named(type);
    r.trumps = std::move(trumps);
    return r;
}

ContractKind fixed(ContractType type, std::optional<int> trump) {
    ContractKind r = named(type);
    r.fixedTrump = trump;
    return r;
}

ContractKind withCall(ContractKind r, CallRule call) {
    r.call = call;
    return r;
}

ContractKind forcedBy(ContractKind r, Card card) {
    r.declarerHolds = card;
    return r;
}

std::vector<ContractKind> quadrilleFamily() {
    using enum ContractType;
    return {withCall(chosen(AskLeave), CallRule::KingOrQueen), chosen(Solo), chosen(Vole),
            forcedBy(withCall(chosen(ForcedSpadille), CallRule::KingOrQueen), Card(Spades, Ace))};
}

const std::map<std::string, std::vector<ContractKind>, std::less<>>& kindsByGame() {
    static const std::map<std::string, std::vector<ContractKind>, std::less<>> kinds = [] {
        using enum ContractType;
        std::map<std::string, std::vector<ContractKind>, std::less<>> m;
        ContractKind beg = withCall(chosen(Beg), CallRule::PlainAce);
        beg.notBothBlackQueens = true;
        m["german-solo"] = {withCall(chosen(Frog), CallRule::AceOrKing),
                            chosen(Solo),
                            chosen(Tout),
                            beg,
                            withCall(chosen(BigBeg), CallRule::Ace),
                            forcedBy(withCall(chosen(SmallBeg), CallRule::Ace), Card(Clubs, Queen))};
        m["spanish-solo"] = {withCall(chosen(Simple), CallRule::Ace), chosen(Solo), chosen(Tout)};
        ContractKind prop = chosen(Prop);
        prop.partner = true;
        m["solo-whist"] = {prop,
                           chosen(Solo),
                           fixed(Misere, kNoTrump),
                           chosen(Abundance),
                           chosen(RoyalAbundance),
                           fixed(MisereOuverte, kNoTrump),
                           fixed(Slam, kNoTrump)};
        m["ombre"] = {chosen(Entrada), chosen(Vuelta), chosen(Solo)};
        m["quadrille"] = quadrilleFamily();
        m["quintille"] = quadrilleFamily();
        ContractKind call = withCall(chosen(Call), CallRule::AnyCard);
        call.give = true;
        m["six-bid-solo"] = {chosen(Simple, kSixBidSimpleTrumps), fixed(Heart, Hearts),
                             fixed(Misere, kNoTrump),             chosen(Guarantee),
                             fixed(SpreadMisere, kNoTrump),       call};
        ContractKind frog = fixed(Frog, Hearts);
        frog.discard = true;
        m["frog"] = {frog, chosen(Chico, kSixBidSimpleTrumps), fixed(Grand, Hearts)};
        return m;
    }();
    return kinds;
}

}  // namespace

const std::vector<ContractKind>& contractKinds(std::string_view gameId) {
    static const std::vector<ContractKind> none;
    const auto& all = kindsByGame();
    const auto it = all.find(gameId);
    return it == all.end() ? none : it->second;
}

const ContractKind* findContractKind(std::string_view gameId, std::string_view name) {
    for (const ContractKind& kind : contractKinds(gameId))
        if (kind.name == name) return &kind;
    return nullptr;
}

std::vector<std::string> contractKindTypes(std::string_view gameId) {
    std::vector<std::string> names;
    for (const ContractKind& kind : contractKinds(gameId)) names.push_back(kind.name);
    return names;
}

}  // namespace soloist
