// Six-Bid Solo: simple, heart, misère, guarantee, spread misère and call solo,
// with a 3-card widow and the "must trump when void" following rule.
#include "games/all_games.h"
#include "games/points_scoring.h"
#include "cards/notation.h"

namespace soloist {

namespace {

constexpr int kTricks = 11;

class SixBidSolo final : public Game {
public:
    std::string_view id() const override { return "six-bid-solo"; }
    int seats() const override { return 3; }
    int cardsPerHand() const override { return kTricks; }
    CardSet deck() const override { return sixBidDeck(); }
    bool hasWidow() const override { return true; }
    std::vector<std::string> contractTypes() const override { return contractKindTypes(id()); }
    int defaultLeader(const Problem& p) const override {
        return p.contract.is(ContractType::SpreadMisere) ? (p.contract.declarer + 1) % 3 : 0;
    }

    std::vector<Plan> plans(const Problem& p) const override {
        const ContractRequest& c = p.contract;
        const ContractKind& kind = contractKindOf(*this, c);
        const ContractType type = *kind.type;
        const int widowPoints = sixBidPoints(p.widow);
        if (type == ContractType::Simple || type == ContractType::Heart || type == ContractType::Guarantee) {
            const int trump = kindTrump(c, kind);
            Plan plan = pointsPlan(p, sixBidTables(trump), Aim::Most, widowPoints);
            if (type == ContractType::Guarantee) {
                const int threshold = trump == Hearts ? 74 : 80;
                plan.contract = contractEcho(p, trump, threshold);
                plan.judge = [threshold](const Answer& a) {
                    Verdict v = stakeVerdict(a.value >= threshold, 40);
                    v.points = a.value;
                    return v;
                };
            } else {
                const int rate = type == ContractType::Heart ? 3 : 2;
                plan.contract = contractEcho(p, trump, kHalfPoints + 1);
                plan.judge = [rate](const Answer& a) { return pointsVerdict(a.value, rate); };
            }
            return {plan};
        }
        if (type == ContractType::Misere || type == ContractType::SpreadMisere) {
            kindTrump(c, kind);
            const int stake = type == ContractType::Misere ? 30 : 60;
            if (p.variant.miserePoints) {
                Plan plan = pointsPlan(p, sixBidTables(kNoTrump), Aim::Fewest, 0);
                plan.contract = contractEcho(p, kNoTrump, 0);
                plan.judge = [stake](const Answer& a) {
                    Verdict v = stakeVerdict(a.value == 0, stake);
                    v.points = a.value;
                    return v;
                };
                return {plan};
            }
            Plan plan = trickPlan(p, sixBidTables(kNoTrump), {c.declarer}, Aim::Fewest);
            plan.contract = contractEcho(p, kNoTrump, 0);
            plan.judge = [stake](const Answer& a) {
                Verdict v = stakeVerdict(a.value == 0, stake);
                v.tricks = a.value;
                return v;
            };
            return {plan};
        }
        return callPlans(p, widowPoints, kind);
    }

private:
    // The plan after `called` is fetched and `give` returned (no exchange when
    // the called card lies in the widow).
    static Plan exchangePlan(const Problem& p, Card called, std::optional<Card> give, int trump, int widowPoints,
                             bool searched) {
        const int declarer = p.contract.declarer;
        Problem exchanged = p;
        if (give) {
            const int holder = p.holderOf(called);
            exchanged.hands[declarer] = (p.hands[declarer] | setOf(called)) & ~setOf(*give);
            exchanged.hands[holder] = (p.hands[holder] & ~setOf(called)) | setOf(*give);
        }
        exchanged.contract.call = called;
        exchanged.contract.give = give;
        exchanged.contract.trump = trump;
        Plan plan = pointsPlan(exchanged, sixBidTables(trump), Aim::Most, widowPoints);
        plan.contract = contractEcho(exchanged, trump, 120);
        if (searched) plan.choice = CallChoice{called, give, trump};
        const int stake = trump == Hearts ? 150 : 100;
        plan.judge = [stake](const Answer& a) {
            Verdict v = stakeVerdict(a.value == 120, stake);
            v.points = a.value;
            return v;
        };
        // A player prefers the better score, then more points.
        plan.preference = [stake](int value) { return long(value == 120 ? stake : -stake) * 1000 + value; };
        return plan;
    }

    // Call solo: every (trump, called card, returned card) not fixed by the problem.
    static std::vector<Plan> callPlans(const Problem& p, int widowPoints, const ContractKind& kind) {
        const ContractRequest& c = p.contract;
        const int declarer = c.declarer;
        const CardSet hand = p.hands[declarer];
        std::vector<int> trumps = kind.trumps;
        if (c.trump) trumps = {chosenTrump(c, kind.trumps)};

        CardSet trickCards = 0;
        for (Card t : p.trick) trickCards |= setOf(t);
        std::vector<Card> calls;
        if (c.call) {
            const Card called = *c.call;
            if (contains(hand, called)) throw ProblemError("contract.call", "the declarer holds " + cardName(called));
            if (contains(trickCards, called))
                throw ProblemError("contract.call", cardName(called) + " was already played to the trick");
            if (p.holderOf(called) < 0 && !contains(p.widow, called))
                throw ProblemError("contract.call", cardName(called) + " is no longer in play");
            calls = {called};
        } else {
            CardSet callable = p.widow;
            for (int s = 0; s < p.seats(); ++s)
                if (s != declarer) callable |= p.hands[s];
            calls = cardsInOrder(callable);
        }
        const bool searched = !c.trump || !c.call || !c.give;

        // Enumerated call, then give, then trump (RULINGS.md).
        std::vector<Plan> plans;
        for (Card called : calls) {
            std::vector<std::optional<Card>> gives;
            if (contains(p.widow, called)) {
                if (c.give && c.call)
                    throw ProblemError("contract.give", cardName(called) + " lies in the widow: nothing is exchanged");
                gives = {std::nullopt};
            } else if (c.give) {
                if (!contains(hand, *c.give))
                    throw ProblemError("contract.give", "the declarer does not hold " + cardName(*c.give));
                gives = {*c.give};
            } else {
                for (Card g : cardsInOrder(hand)) gives.push_back(g);
            }
            for (const auto& give : gives)
                for (int trump : trumps) plans.push_back(exchangePlan(p, called, give, trump, widowPoints, searched));
        }
        return plans;
    }
};

}  // namespace

const Game& sixBidSoloGame() {
    static const SixBidSolo game;
    return game;
}

}  // namespace soloist
