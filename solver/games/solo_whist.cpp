// Solo Whist: prop and cop, solo, misère, abundance, royal abundance,
// misère ouverte, slam.
#include <cstdlib>

#include "games/all_games.h"
#include "games/layouts.h"
#include "games/plan_builder.h"

namespace soloist {

namespace {

enum class TrumpKind { Suit, None };

struct ContractRule {
    std::string_view type;
    TrumpKind trump;
    int target;
    Aim aim;
    int value;       // Penguin schedule, paid by each opponent
    int perTrick;    // per over- or undertrick
};

constexpr ContractRule kContracts[] = {
    {"prop", TrumpKind::Suit, 8, Aim::Most, 10, 2},
    {"solo", TrumpKind::Suit, 5, Aim::Most, 10, 2},
    {"misere", TrumpKind::None, 0, Aim::Fewest, 20, 0},
    {"abundance", TrumpKind::Suit, 9, Aim::Most, 30, 3},
    {"royal-abundance", TrumpKind::Suit, 9, Aim::Most, 30, 3},
    {"misere-ouverte", TrumpKind::None, 0, Aim::Fewest, 40, 0},
    {"slam", TrumpKind::None, 13, Aim::Most, 60, 0},
};

const ContractRule* ruleOf(const std::string& type) {
    for (const ContractRule& r : kContracts)
        if (r.type == type) return &r;
    return nullptr;
}

class SoloWhist final : public Game {
public:
    std::string_view id() const override { return "solo-whist"; }
    int seats() const override { return 4; }
    int cardsPerHand() const override { return 13; }
    CardSet deck() const override { return whistDeck(); }
    std::vector<std::string> contractTypes() const override {
        std::vector<std::string> out;
        for (const ContractRule& r : kContracts) out.emplace_back(r.type);
        return out;
    }
    int defaultLeader(const Problem& p) const override {
        return p.contract.type == "slam" ? p.contract.declarer : 0;
    }

    std::vector<Plan> plans(const Problem& p) const override {
        const ContractRequest& c = p.contract;
        const ContractRule* rule = ruleOf(c.type);
        if (!rule) unknownContract(*this, c.type);
        const int trump = rule->trump == TrumpKind::Suit
                              ? chosenTrump(c, {Spades, Hearts, Diamonds, Clubs})
                              : fixedTrump(c, kNoTrump);
        std::vector<int> side = {c.declarer};
        if (c.type == "prop") {
            if (!c.partner) throw ProblemError("contract.partner", "prop needs the accepting seat");
            if (*c.partner == c.declarer) throw ProblemError("contract.partner", "must differ from the declarer");
            side.push_back(*c.partner);
        } else if (c.partner) {
            throw ProblemError("contract.partner", c.type + " is played alone");
        }
        const int opponents = 4 - int(side.size());
        Plan plan = trickPlan(p, whistTables(trump), side, rule->aim);
        plan.contract = contractEcho(p, trump, rule->target);
        const ContractRule r = *rule;
        plan.judge = [r, opponents](const Answer& a) {
            const bool made = r.aim == Aim::Most ? a.value >= r.target : a.value <= r.target;
            Verdict v = trickVerdict(a.value, made);
            const int value = r.value + r.perTrick * std::abs(a.value - r.target);
            v.score = (made ? value : -value) * opponents;
            return v;
        };
        return {plan};
    }
};

}  // namespace

const Game& soloWhistGame() {
    static const SoloWhist game;
    return game;
}

}  // namespace soloist
