// Contract bridge: the validation and benchmark game. Seats N E S W = 0 1 2 3.
#include "games/all_games.h"
#include "games/bridge_scoring.h"
#include "games/layouts.h"
#include "games/plan_builder.h"

namespace soloist {

namespace {

class Bridge final : public Game {
public:
    std::string_view id() const override { return "bridge"; }
    int seats() const override { return 4; }
    int cardsPerHand() const override { return 13; }
    CardSet deck() const override { return whistDeck(); }
    std::vector<std::string> contractTypes() const override {
        return {"N", "S", "H", "D", "C", "1C ... 7N"};
    }
    int defaultLeader(const Problem& p) const override { return (p.contract.declarer + 1) % 4; }

    std::vector<Plan> plans(const Problem& p) const override {
        const std::string& type = p.contract.type;
        if (!p.contract.bridge)
            throw ProblemError("contract.type", "unknown bridge contract \"" + type +
                                                    "\" (a strain S H D C N, or a level 1-7 and a strain, e.g. 4S)");
        const int level = p.contract.bridge->level, strain = p.contract.bridge->strain;
        if (p.contract.trump && *p.contract.trump != strain)
            throw ProblemError("contract.trump", "disagrees with the strain of \"" + type + "\"");

        const int declarer = p.contract.declarer;
        Plan plan = trickPlan(p, whistTables(strain), {declarer, (declarer + 2) % 4}, Aim::Most);
        plan.contract = contractEcho(p, strain, level ? ContractTarget(level + 6) : ContractTarget());
        plan.contract.type = bridgeContractName(*p.contract.bridge);
        plan.contract.vulnerable = p.contract.vulnerable;
        const bool vulnerable = p.contract.vulnerable;
        plan.judge = [level, strain, vulnerable](const Answer& a) {
            if (!level) {  // a strain alone: tricks only
                Verdict v;
                v.tricks = a.value;
                return v;
            }
            Verdict v = trickVerdict(a.value, a.value >= level + 6);
            v.score = duplicateScore(level, strain, vulnerable, a.value);
            return v;
        };
        return {plan};
    }
};

}  // namespace

const Game& bridgeGame() {
    static const Bridge game;
    return game;
}

}  // namespace soloist
