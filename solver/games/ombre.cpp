// Ombre: three players, Ombre against two defenders; the result class
// (sacada, puesta, codille) comes from every seat's trick count.
#include "games/all_games.h"
#include "games/layouts.h"
#include "games/plan_builder.h"

namespace soloist {

namespace {

constexpr int kTricks = 9;
constexpr int kRadix = kTricks + 1;
enum ResultClass { Codille = 0, Puesta = 1, Sacada = 2 };
// Final value: class first, then Ombre's tricks (docs/RULES.md: lexicographic).
constexpr int kClassWeight = 16;

const char* className(int c) { return c == Sacada ? "sacada" : c == Puesta ? "puesta" : "codille"; }

ResultClass classOf(const int tricks[3], int ombre) {
    const int a = (ombre + 1) % 3, b = (ombre + 2) % 3;
    const int o = tricks[ombre];
    if (o > tricks[a] && o > tricks[b]) return Sacada;
    if ((tricks[a] > o && tricks[a] > tricks[b]) || (tricks[b] > o && tricks[b] > tricks[a])) return Codille;
    return Puesta;
}

class Ombre final : public Game {
public:
    std::string_view id() const override { return "ombre"; }
    int seats() const override { return 3; }
    int cardsPerHand() const override { return kTricks; }
    CardSet deck() const override { return ombreFamilyDeck(); }
    std::vector<std::string> contractTypes() const override { return contractKindTypes(id()); }

    std::vector<Plan> plans(const Problem& p) const override {
        const ContractRequest& c = p.contract;
        const ContractKind& kind = contractKindOf(*this, c);
        if (c.call) throw ProblemError("contract.call", "ombre calls no card");
        const int trump = kindTrump(c, kind);
        const int ombre = c.declarer;

        Plan plan = trickPlan(p, ombreFamilyTables(trump), {ombre}, Aim::Most);
        plan.contract = contractEcho(p, trump, std::string("sacada"));
        Objective& obj = plan.objective;
        obj.measure = Measure::SeatTallies;
        obj.tallyRadix = kRadix;
        obj.tallyValue.assign(kRadix * kRadix * kRadix, 0);
        for (int i = 0; i < int(obj.tallyValue.size()); ++i) {
            const int tricks[3] = {i % kRadix, i / kRadix % kRadix, i / (kRadix * kRadix)};
            obj.tallyValue[i] = int16_t(classOf(tricks, ombre) * kClassWeight + tricks[ombre]);
        }
        plan.banked = 0;
        plan.lowest = 0;
        plan.highest = Sacada * kClassWeight + kTricks;
        plan.judge = [](const Answer& a) {
            Verdict v;
            const int resultClass = a.value / kClassWeight;
            v.tricks = a.value % kClassWeight;
            v.outcome = className(resultClass);
            v.makeable = resultClass == Sacada;
            return v;
        };
        plan.leadValue = [](int value) {
            LeadValue shown;
            shown.tricks = value % kClassWeight;
            shown.outcome = className(value / kClassWeight);
            return shown;
        };
        return {plan};
    }
};

}  // namespace

const Game& ombreGame() {
    static const Ombre game;
    return game;
}

}  // namespace soloist
