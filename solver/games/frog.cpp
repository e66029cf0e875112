// Frog, the Six-Bid Solo variant: frog (widow taken up, three discards that
// count for the declarer), chico and grand (widow unseen, its points count).
#include "games/all_games.h"
#include "games/points_scoring.h"
#include "cards/notation.h"

namespace soloist {

namespace {

constexpr int kTricks = 11;

class Frog final : public Game {
public:
    std::string_view id() const override { return "frog"; }
    int seats() const override { return 3; }
    int cardsPerHand() const override { return kTricks; }
    CardSet deck() const override { return sixBidDeck(); }
    bool hasWidow() const override { return true; }
    std::vector<std::string> contractTypes() const override { return contractKindTypes(id()); }

    std::vector<Plan> plans(const Problem& p) const override {
        const ContractRequest& c = p.contract;
        const ContractKind& kind = contractKindOf(*this, c);
        if (!kind.discard) {
            const int trump = kindTrump(c, kind);
            const int rate = kind.type == ContractType::Chico ? 2 : 4;
            Plan plan = pointsPlan(p, sixBidTables(trump), Aim::Most, sixBidPoints(p.widow));
            plan.contract = contractEcho(p, trump, kHalfPoints + 1);
            plan.judge = [rate](const Answer& a) { return pointsVerdict(a.value, rate); };
            return {plan};
        }
        kindTrump(c, kind);
        const CardSet pool = p.hands[c.declarer] | p.widow;
        std::vector<CardSet> discards;
        if (c.discard) {
            CardSet d = 0;
            for (Card card : *c.discard) {
                if (!contains(pool, card))
                    throw ProblemError("contract.discard", cardName(card) + " is neither in the declarer's hand nor in the widow");
                d |= setOf(card);
            }
            if (c.discard->size() != 3 || count(d) != 3)
                throw ProblemError("contract.discard", "must be three different cards");
            discards = {d};
        } else {
            const std::vector<Card> cards = cardsInOrder(pool);
            const size_t n = cards.size();
            for (size_t i = 0; i < n; ++i)
                for (size_t j = i + 1; j < n; ++j)
                    for (size_t k = j + 1; k < n; ++k)
                        discards.push_back(setOf(cards[i]) | setOf(cards[j]) | setOf(cards[k]));
        }
        std::vector<Plan> plans;
        for (CardSet d : discards) {
            Problem taken = p;
            taken.hands[c.declarer] = pool & ~d;
            const std::vector<Card> listed = cardsInOrder(d);
            taken.contract.discard = listed;
            Plan plan = pointsPlan(taken, sixBidTables(Hearts), Aim::Most, sixBidPoints(d));
            plan.contract = contractEcho(taken, Hearts, kHalfPoints + 1);
            if (!c.discard) plan.choice = DiscardChoice{listed};
            plan.judge = [](const Answer& a) { return pointsVerdict(a.value, 1); };
            plans.push_back(std::move(plan));
        }
        return plans;
    }
};

}  // namespace

const Game& frogGame() {
    static const Frog game;
    return game;
}

}  // namespace soloist
