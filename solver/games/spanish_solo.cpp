// Spanish Solo: simple (with the holder of a called ace), solo, tout.
#include "games/all_games.h"
#include "games/layouts.h"
#include "games/solo_scoring.h"
#include "cards/notation.h"

namespace soloist {

namespace {

constexpr int kTricks = 8;

class SpanishSolo final : public Game {
public:
    std::string_view id() const override { return "spanish-solo"; }
    int seats() const override { return 4; }
    int cardsPerHand() const override { return kTricks; }
    CardSet deck() const override { return soloFamilyDeck(); }
    std::vector<std::string> contractTypes() const override { return contractKindTypes(id()); }

    std::vector<Plan> plans(const Problem& p) const override {
        const ContractRequest& c = p.contract;
        const ContractKind& kind = contractKindOf(*this, c);
        const ContractType type = *kind.type;
        const int trump = kindTrump(c, kind);
        std::vector<int> side = {c.declarer};
        if (kind.call != CallRule::None) {
            const Card called = calledCard(p);
            if (called.rank() != Ace)
                throw ProblemError("contract.call", "simple calls an ace, not " + cardName(called));
            side = sideWithCalled(p, called);
        } else if (c.call) {
            throw ProblemError("contract.call", c.type + " is played alone: no card is called");
        }
        const int target = type == ContractType::Tout ? kTricks : 5;
        const int value =
            colourValue(type == ContractType::Simple ? 2 : type == ContractType::Solo ? 4 : 16, trump, p.variant);
        const bool alone = side.size() == 1;
        Plan plan = trickPlan(p, soloFamilyTables(trump, p.variant.matadorRenege), side, Aim::Most);
        plan.contract = contractEcho(p, trump, target);
        plan.judge = [=](const Answer& a) {
            const bool made = a.value >= target;
            Verdict v = trickVerdict(a.value, made);
            v.score = firstSourceScore(value, alone, made);
            addSideAnswers(v, a, 0, kTricks);
            return v;
        };
        return {plan};
    }
};

}  // namespace

const Game& spanishSoloGame() {
    static const SpanishSolo game;
    return game;
}

}  // namespace soloist
