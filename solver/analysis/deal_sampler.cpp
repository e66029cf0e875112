#include "analysis/deal_sampler.h"

#include <string>

#include "games/game.h"
#include "games/problem.h"
#include "cards/notation.h"
#include "cards/random_source.h"

namespace soloist {

namespace {

constexpr int kWidowCards = 3;

std::string seatField(int seat) { return "hands[" + std::to_string(seat) + "]"; }

bool meets(const SeatConstraint& c, CardSet hand) {
    if ((hand & c.holds) != c.holds) return false;
    if (c.highCardPoints) {
        const int points = highCardPoints(hand);
        if (points < c.highCardPoints->first || points > c.highCardPoints->second) return false;
    }
    for (int suit = 0; suit < kSuits; ++suit)
        if (const auto& range = c.length[suit]) {
            const int n = suitLength(hand, Suit(suit));
            if (n < range->first || n > range->second) return false;
        }
    return true;
}

std::string names(CardSet cards) {
    std::string out;
    for (Card c : cardsInOrder(cards)) out += (out.empty() ? "" : " ") + cardName(c);
    return out;
}

}  // namespace

void checkKnowledge(const DealKnowledge& k) {
    const Game& game = *k.game;
    CardSet seen = 0;
    int hidden = 0;
    for (int s = 0; s < int(k.hands.size()); ++s) {
        if (!k.hands[s]) {
            ++hidden;
            continue;
        }
        if (count(*k.hands[s]) != game.cardsPerHand())
            throw ProblemError(seatField(s), "a hand that is seen must be whole: " + std::to_string(game.cardsPerHand()) +
                                                 " cards, got " + std::to_string(count(*k.hands[s])));
        seen |= *k.hands[s];
    }
    if (k.widow && count(*k.widow) != kWidowCards)
        throw ProblemError("widow", "required: the 3 widow cards, or null when unseen");
    if (hidden == 0 && (!game.hasWidow() || k.widow))
        throw ProblemError("hands", "every card is seen: nothing to sample (use solve)");
    CardSet heldByConstraint = 0;
    for (size_t i = 0; i < k.constraints.size(); ++i) {
        const SeatConstraint& c = k.constraints[i];
        const std::string field = "constraints[" + std::to_string(i) + "]";
        if (c.holds & (seen | (k.widow ? *k.widow : 0)))
            throw ProblemError(field + ".cards", names(c.holds & seen) + " already seen elsewhere");
        if (c.holds & heldByConstraint)
            throw ProblemError(field + ".cards", names(c.holds & heldByConstraint) + " given to two seats");
        heldByConstraint |= c.holds;
        if (count(c.holds) > game.cardsPerHand())
            throw ProblemError(field + ".cards", "more cards than a hand holds");
        if (k.hands[c.seat] && !meets(c, *k.hands[c.seat]))
            throw ProblemError(field, "the seen hand of seat " + std::to_string(c.seat) + " does not meet it");
    }
}

SampledDeal sampleDeal(const DealKnowledge& k, uint64_t seed, uint64_t index, int maxAttempts) {
    const Game& game = *k.game;
    const int seats = int(k.hands.size());
    CardSet seen = k.widow ? *k.widow : 0;
    for (const auto& hand : k.hands)
        if (hand) seen |= *hand;
    // Cards a constraint puts in a hidden hand are placed first; the rest of
    // the unseen cards are shuffled into the room left.
    std::vector<CardSet> fixed(seats, 0);
    CardSet placed = 0;
    for (const SeatConstraint& c : k.constraints)
        if (!k.hands[c.seat]) {
            fixed[c.seat] |= c.holds;
            placed |= c.holds;
        }
    const std::vector<Card> pool = cardsInOrder(game.deck() & ~seen & ~placed);

    RandomSource rng = RandomSource::forDeal(seed, index);
    SampledDeal deal;
    std::vector<Card> cards = pool;
    for (deal.attempts = 1; deal.attempts <= maxAttempts; ++deal.attempts) {
        rng.shuffle(cards);
        size_t next = 0;
        deal.hands.assign(seats, 0);
        for (int s = 0; s < seats; ++s) {
            if (k.hands[s]) {
                deal.hands[s] = *k.hands[s];
                continue;
            }
            deal.hands[s] = fixed[s];
            while (count(deal.hands[s]) < game.cardsPerHand()) deal.hands[s] |= setOf(cards[next++]);
        }
        deal.widow = k.widow ? *k.widow : 0;
        if (game.hasWidow() && !k.widow)
            for (int i = 0; i < kWidowCards; ++i) deal.widow |= setOf(cards[next++]);
        bool ok = true;
        for (const SeatConstraint& c : k.constraints) ok = ok && meets(c, deal.hands[c.seat]);
        if (ok) return deal;
    }
    throw ProblemError("constraints", "no deal met the constraints in " + std::to_string(maxAttempts) +
                                          " tries: are they possible together?");
}

}  // namespace soloist
