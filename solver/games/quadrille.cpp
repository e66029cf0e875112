// Quadrille (4 players) and Quintille (5 players): Ombre's cards with
// ask-leave, solo, vole and forced-spadille contracts.
#include "games/all_games.h"
#include "games/layouts.h"
#include "games/solo_scoring.h"
#include "cards/notation.h"

namespace soloist {

namespace {

class OmbreFourOrFive final : public Game {
public:
    OmbreFourOrFive(std::string_view id, int seats, int tricks, int target)
        : id_(id), seats_(seats), tricks_(tricks), target_(target) {}

    std::string_view id() const override { return id_; }
    int seats() const override { return seats_; }
    int cardsPerHand() const override { return tricks_; }
    CardSet deck() const override { return ombreFamilyDeck(); }
    std::vector<std::string> contractTypes() const override { return contractKindTypes(id()); }
    // Forced spadille is what an all-pass leads to: below every bid.
    std::vector<ContractType> biddingOrder() const override {
        using enum ContractType;
        return {ForcedSpadille, AskLeave, Solo, Vole};
    }

    std::vector<Plan> plans(const Problem& p) const override {
        const ContractRequest& c = p.contract;
        const ContractKind& kind = contractKindOf(*this, c);
        const bool called = kind.call != CallRule::None;
        const int trump = kindTrump(c, kind);
        std::vector<int> side = {c.declarer};
        if (called) {
            const Card card = calledCard(p);
            bool holdsAllKings = true;
            for (int s = 0; s < kSuits; ++s) holdsAllKings &= p.holderOf(Card(Suit(s), King)) == c.declarer;
            const int rank = holdsAllKings ? Queen : King;
            if (card.rank() != rank)
                throw ProblemError("contract.call", std::string("the called card must be a ") +
                                                        (holdsAllKings ? "queen (the declarer holds all four kings)"
                                                                       : "king") +
                                                        ", not " + cardName(card));
            if (kind.type == ContractType::ForcedSpadille) {
                const int spadille = p.holderOf(Card(Spades, Ace));
                if (spadille >= 0 && spadille != c.declarer)
                    throw ProblemError("contract.declarer", "forced-spadille is played by the holder of SA (seat " +
                                                                std::to_string(spadille) + ")");
            }
            side = sideWithCalled(p, card);
        } else if (c.call) {
            throw ProblemError("contract.call", c.type + " is played alone: no card is called");
        }
        const bool vole = kind.type == ContractType::Vole;
        const int target = vole ? tricks_ : target_;
        Plan plan = trickPlan(p, ombreFamilyTables(trump), side, Aim::Most);
        plan.contract = contractEcho(p, trump, target);
        plan.firstTricks = target_;  // first 6 in a row (quadrille), 5 (quintille)
        const int tricks = tricks_, firstRun = target_;
        plan.judge = [=](const Answer& a) {
            Verdict v;
            v.tricks = a.value;
            if (vole) {
                v.outcome = a.value >= target ? "made" : "failed";
            } else {
                v.outcome = a.value >= target ? "made" : a.value == target - 1 ? "remise" : "codille";
            }
            v.makeable = a.value >= target;
            addSideAnswers(v, a, firstRun, tricks);
            return v;
        };
        return {plan};
    }

private:
    std::string id_;
    int seats_, tricks_, target_;
};

}  // namespace

const Game& quadrilleGame() {
    static const OmbreFourOrFive game("quadrille", 4, 10, 6);
    return game;
}

const Game& quintilleGame() {
    static const OmbreFourOrFive game("quintille", 5, 8, 5);
    return game;
}

}  // namespace soloist
