// Solo Whist: prop and cop, solo, misère, abundance, royal abundance,
// misère ouverte, slam.
#include <cstdlib>

#include "games/all_games.h"
#include "games/layouts.h"
#include "games/plan_builder.h"

namespace soloist {

namespace {

// Each type's target and score (its trumps are its contract kind's,
// games/contract_kinds.h).
struct ContractRule {
    ContractType type;
    int target;
    Aim aim;
    int value;       // Penguin schedule, paid by each opponent
    int perTrick;    // per over- or undertrick
};

constexpr ContractRule kContracts[] = {
    {ContractType::Prop, 8, Aim::Most, 10, 2},
    {ContractType::Solo, 5, Aim::Most, 10, 2},
    {ContractType::Misere, 0, Aim::Fewest, 20, 0},
    {ContractType::Abundance, 9, Aim::Most, 30, 3},
    {ContractType::RoyalAbundance, 9, Aim::Most, 30, 3},
    {ContractType::MisereOuverte, 0, Aim::Fewest, 40, 0},
    {ContractType::Slam, 13, Aim::Most, 60, 0},
};

const ContractRule* ruleOf(ContractType type) {
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
    std::vector<std::string> contractTypes() const override { return contractKindTypes(id()); }
    int defaultLeader(const Problem& p) const override {
        return p.contract.is(ContractType::Slam) ? p.contract.declarer : 0;
    }

    std::vector<Plan> plans(const Problem& p) const override {
        const ContractRequest& c = p.contract;
        const ContractKind& kind = contractKindOf(*this, c);
        const ContractRule* rule = ruleOf(*kind.type);
        const int trump = kindTrump(c, kind);
        std::vector<int> side = {c.declarer};
        if (kind.partner) {
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
