#include "games/contract_kinds.h"

#include <functional>
#include <map>

namespace soloist {

namespace {

const std::vector<int> kSuitTrumps = {Spades, Hearts, Diamonds, Clubs};
const std::vector<int> kSixBidSimpleTrumps = {Spades, Clubs, Diamonds};
const std::vector<int> kStrains = {Spades, Hearts, Diamonds, Clubs, kNoTrump};

ContractKind chosen(std::string type, std::vector<int> trumps = kSuitTrumps) {
    ContractKind r;
    r.type = std::move(type);
    r.trumps = std::move(trumps);
    return r;
}

ContractKind fixed(std::string type, std::optional<int> trump) {
    ContractKind r;
    r.type = std::move(type);
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
    return {withCall(chosen("ask-leave"), CallRule::KingOrQueen), chosen("solo"), chosen("vole"),
            forcedBy(withCall(chosen("forced-spadille"), CallRule::KingOrQueen), Card(Spades, Ace))};
}

const std::map<std::string, std::vector<ContractKind>, std::less<>>& kindsByGame() {
    static const std::map<std::string, std::vector<ContractKind>, std::less<>> kinds = [] {
        std::map<std::string, std::vector<ContractKind>, std::less<>> m;
        ContractKind beg = withCall(chosen("beg"), CallRule::PlainAce);
        beg.notBothBlackQueens = true;
        m["german-solo"] = {withCall(chosen("frog"), CallRule::AceOrKing),
                            chosen("solo"),
                            chosen("tout"),
                            beg,
                            withCall(chosen("big-beg"), CallRule::Ace),
                            forcedBy(withCall(chosen("small-beg"), CallRule::Ace), Card(Clubs, Queen))};
        m["spanish-solo"] = {withCall(chosen("simple"), CallRule::Ace), chosen("solo"), chosen("tout")};
        ContractKind prop = chosen("prop");
        prop.partner = true;
        m["solo-whist"] = {prop,
                           chosen("solo"),
                           fixed("misere", kNoTrump),
                           chosen("abundance"),
                           chosen("royal-abundance"),
                           fixed("misere-ouverte", kNoTrump),
                           fixed("slam", kNoTrump)};
        m["ombre"] = {chosen("entrada"), chosen("vuelta"), chosen("solo")};
        m["quadrille"] = quadrilleFamily();
        m["quintille"] = quadrilleFamily();
        ContractKind call = withCall(chosen("call"), CallRule::AnyCard);
        call.give = true;
        m["six-bid-solo"] = {chosen("simple", kSixBidSimpleTrumps), fixed("heart", Hearts),
                             fixed("misere", kNoTrump),         chosen("guarantee"),
                             fixed("spread-misere", kNoTrump),  call};
        ContractKind frog = fixed("frog", Hearts);
        frog.discard = true;
        m["frog"] = {frog, chosen("chico", kSixBidSimpleTrumps), fixed("grand", Hearts)};
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

const ContractKind* findContractKind(std::string_view gameId, std::string_view type) {
    for (const ContractKind& kind : contractKinds(gameId))
        if (kind.type == type) return &kind;
    return nullptr;
}

std::optional<ContractKind> bridgeContractKind(std::string_view type) {
    static const std::string_view strains = "SHDCN";
    const auto isLevel = [](char c) { return c >= '1' && c <= '7'; };
    const auto strainOf = [](char c) { return kStrains[strains.find(c)]; };
    if (type == "strain" || (type.size() == 1 && isLevel(type[0]))) {
        ContractKind kind = chosen(type == "strain" ? "" : std::string(type), kStrains);
        kind.strainInType = true;
        return kind;
    }
    if (type.size() == 1 && strains.find(type[0]) != std::string_view::npos)
        return fixed(std::string(type), strainOf(type[0]));
    if (type.size() == 2 && isLevel(type[0]) && strains.find(type[1]) != std::string_view::npos)
        return fixed(std::string(type), strainOf(type[1]));
    return std::nullopt;
}

std::vector<std::string> contractKindTypes(std::string_view gameId) {
    std::vector<std::string> types;
    for (const ContractKind& kind : contractKinds(gameId)) types.push_back(kind.type);
    return types;
}

}  // namespace soloist
