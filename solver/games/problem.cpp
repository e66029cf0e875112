#include "games/problem.h"

#include <numeric>

namespace soloist {

CardSet Problem::inPlay() const {
    CardSet all = 0;
    for (CardSet h : hands) all |= h;
    for (Card c : trick) all |= setOf(c);
    return all;
}

int Problem::holderOf(Card card) const {
    for (int s = 0; s < seats(); ++s)
        if (contains(hands[s], card)) return s;
    const int leaderSeat = leader.value_or(0);
    for (size_t i = 0; i < trick.size(); ++i)
        if (trick[i] == card) return (leaderSeat + int(i)) % seats();
    return -1;
}

int Problem::tricksPlayed() const { return std::accumulate(wonTricks.begin(), wonTricks.end(), 0); }

}  // namespace soloist
