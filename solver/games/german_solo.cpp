// German Solo: frog, solo, tout (first source) and beg, big-beg, small-beg
// (encyclopedia), with the colour and matador-renege variants.
#include "games/all_games.h"
#include "games/layouts.h"
#include "games/solo_scoring.h"
#include "cards/notation.h"

namespace soloist {

namespace {

constexpr int kTricks = 8;
constexpr int kPrime = 5;

bool isBegFamily(ContractType type) {
    return type == ContractType::Beg || type == ContractType::BigBeg || type == ContractType::SmallBeg;
}

// Encyclopedia bonus: the three matadors all in play and held by one side.
bool oneSideHoldsMatadors(const Problem& p, int trump, const std::vector<int>& side) {
    int onSide = 0, elsewhere = 0;
    for (Card m : {Card(Clubs, Queen), Card(Suit(trump), 7), Card(Spades, Queen)}) {
        const int holder = p.holderOf(m);
        if (holder < 0) return false;
        bool inSide = false;
        for (int s : side) inSide |= s == holder;
        (inSide ? onSide : elsewhere)++;
    }
    return onSide == 3 || elsewhere == 3;
}

class GermanSolo final : public Game {
public:
    std::string_view id() const override { return "german-solo"; }
    int seats() const override { return 4; }
    int cardsPerHand() const override { return kTricks; }
    CardSet deck() const override { return soloFamilyDeck(); }
    std::vector<std::string> contractTypes() const override { return contractKindTypes(id()); }
    // The two sources' bids merged by value: small-beg (forced) 1, beg 2, frog 2, big-beg 3, solo, tout.
    std::vector<ContractType> biddingOrder() const override {
        using enum ContractType;
        return {SmallBeg, Beg, Frog, BigBeg, Solo, Tout};
    }

    std::vector<Plan> plans(const Problem& p) const override {
        const ContractRequest& c = p.contract;
        const ContractKind& kind = contractKindOf(*this, c);
        const ContractType type = *kind.type;
        const bool beg = isBegFamily(type);
        const int trump = kindTrump(c, kind);
        const int declarer = c.declarer;

        std::vector<int> side = {declarer};
        bool lostOutright = false;
        if (kind.call == CallRule::None) {
            if (c.call) throw ProblemError("contract.call", c.type + " is played alone: no card is called");
        } else {
            const Card called = calledCard(p);
            if (beg && called.rank() != Ace)
                throw ProblemError("contract.call", c.type + " calls an ace, not " + cardName(called));
            if (type == ContractType::Beg && called.suit() == trump)
                throw ProblemError("contract.call", "beg calls the ace of a plain suit, not of trumps");
            if (kind.notBothBlackQueens && p.holderOf(Card(Clubs, Queen)) == declarer &&
                p.holderOf(Card(Spades, Queen)) == declarer)
                throw ProblemError("contract.type", "a declarer holding both black queens may not play beg");
            if (type == ContractType::SmallBeg) {
                const int spadille = p.holderOf(Card(Clubs, Queen));
                if (spadille >= 0 && spadille != declarer)
                    throw ProblemError("contract.declarer", "small-beg is played by the holder of QC (seat " +
                                                                std::to_string(spadille) + ")");
            }
            side = sideWithCalled(p, called);
            lostOutright = type == ContractType::Beg && side.size() == 1;
        }

        const int target = type == ContractType::Tout ? kTricks : 5;
        Plan plan = trickPlan(p, soloFamilyTables(trump, p.variant.matadorRenege), side, Aim::Most);
        plan.contract = contractEcho(p, trump, target);
        plan.firstTricks = kPrime;
        const bool alone = side.size() == 1;
        if (beg) {
            const int base = type == ContractType::Beg ? 2 : type == ContractType::BigBeg ? 3 : 1;
            const int matadorBonus = oneSideHoldsMatadors(p, trump, side) ? 2 : 0;
            plan.judge = [=](const Answer& a) {
                const bool made = !lostOutright && a.value >= target;
                Verdict v = trickVerdict(a.value, made);
                int bonus = matadorBonus;
                if (made) bonus += a.value == kTricks ? 4 : (a.firstTricks.value_or(false) ? 2 : 0);
                v.score = made ? base + bonus : -(base + bonus);
                if (lostOutright) v.setExtra("note", std::string("the declarer holds the called ace: beg is lost"));
                addSideAnswers(v, a, kPrime, kTricks);
                return v;
            };
        } else {
            const int value =
                colourValue(type == ContractType::Frog ? 2 : type == ContractType::Solo ? 4 : 16, trump, p.variant);
            plan.judge = [=](const Answer& a) {
                const bool made = a.value >= target;
                Verdict v = trickVerdict(a.value, made);
                v.score = firstSourceScore(value, alone, made);
                addSideAnswers(v, a, kPrime, kTricks);
                return v;
            };
        }
        return {plan};
    }
};

}  // namespace

const Game& germanSoloGame() {
    static const GermanSolo game;
    return game;
}

}  // namespace soloist
