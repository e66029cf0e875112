// Mid-trick shortcuts: a trick already sure for one side (and, in no-trump,
// the winner's cashing runs after it) may answer the question before the
// trick is played out.
#include "search/quick_tricks.h"
#include "search/moves.h"
#include "search/search.h"
#include "search/trick_threats.h"

namespace soloist {

// Mid-trick: a trick sure for either side, and in no-trump the winner's
// cashing runs after it, may already answer the question (where
// sureTricksMayDecide, which the caller asks first, says it can).
bool Search::sureTricksDecide(int target, bool& reached) {
    assert(sureTricksMayDecide(target));
    const int seat = pos_.toPlay();
    const int tricksLeft = count(pos_.hands[seat]) - stopAtCards_;
    const bool withRuns = sureTricksWithRuns();
    const bool side = counts(seat);
    const int last = pos_.played - 1;
    // Without runs, a sure trick settles the question only for the side
    // that then needs no more: look only for that one.
    const bool forSide = withRuns || (side ? target <= 1 : target >= tricksLeft);
    const bool forOther = withRuns || (side ? target >= tricksLeft : target <= 1);
    auto [card, winner] = forSide ? sureTrick(seat) : std::pair<int, int>{-1, -1};
    if (card < 0 && forOther && counts(winnerSeat_[last]) != side &&
        !canBeatLater(side, winnerBit_[last], pos_.played)) {
        // Lost for the side to play: no seat of it, this one included, can beat the winner.
        card = winnerBit_[last];
        winner = winnerSeat_[last];
    }
    if (card < 0) return false;
    const bool counted = counts(winner);
    // The tricks the winner's side needs after this one to settle the question.
    const int more = counted ? target - 1 : tricksLeft - target;
    const int ledLane = laneOf(pos_.trick[0]);
    CardSet cards = 0;
    if (more > 0) {
        if (!withRuns || forcedToOvertake(winner, card) || count(pos_.hands[winner] & ~laneMask(ledLane)) < more)
            return false;
        const QuickTricks runs = cashingRuns(t_, pos_, sideMask(counted), winner, 1u << ledLane, more);
        if (runs.tricks < more) return false;
        cards = runs.cards;
    }
    // The card wins by its rank only if another card of its lane is in the
    // trick or may still be played to it (by following, or by trumping);
    // and when only the winning side matters (no runs after), only a card
    // of the other side's.
    const CardSet lane = laneMask(laneOf(card));
    const CardSet led = laneMask(ledLane);
    CardSet others = 0;
    for (int k = 0; k < pos_.seats; ++k) {
        const int s = pos_.seatAfter(pos_.leader, k);
        if (s == winner || (more <= 0 && counts(s) == counted)) continue;
        if (k < pos_.played) others |= bitOf(pos_.trick[k]);
        else if (lane == led || !(pos_.hands[s] & led)) others |= pos_.hands[s];
    }
    if (others & lane & ~bitOf(card)) cards |= bitOf(card);
    relevant_ = cards;
    reached = counted;
    return true;
}

// True when a seat yet to play, on `winner`'s side, holds only cards of the
// led lane above `card`: it would take the trick and the lead from `winner`.
bool Search::forcedToOvertake(int winner, int card) const {
    const CardSet led = laneMask(laneOf(pos_.trick[0]));
    for (int k = pos_.played; k < pos_.seats; ++k) {
        const int s = pos_.seatAfter(pos_.leader, k);
        if (s == winner || counts(s) != counts(winner)) continue;
        const CardSet follow = pos_.hands[s] & led;
        if (follow && lowestIndex(follow) > card) return true;
    }
    return false;
}

// A card that wins this trick for the side (counted or not) of `seat`, the
// seat to play, whatever the other side plays, and the seat that plays it:
// the current winner, or, if the side wants tricks, the highest card of the
// led lane or of trumps of this seat or of a partner still to play. {-1, -1}
// if none is sure.
std::pair<int, int> Search::sureTrick(int seat) const {
    const int last = pos_.played - 1;
    const bool side = counts(seat);
    if (counts(winnerSeat_[last]) == side && !canBeatLater(!side, winnerBit_[last], pos_.played + 1))
        return {winnerBit_[last], winnerSeat_[last]};
    if (!goodFor(seat, seat)) {
        // Winning is a choice, made only when wanted; unless every legal card,
        // all of one lane, beats the winner and none can be beaten later.
        const CardSet legal = legalCards(t_, pos_.hands[seat], pos_.trick[0]);
        const int lowest = lowestIndex(legal);
        const bool oneLane = (legal & laneMask(laneOf(lowest))) == legal;
        if (oneLane && beats(t_, lowest, winnerBit_[last]) && !canBeatLater(!side, lowest, pos_.played + 1))
            return {lowest, seat};
        return {-1, -1};
    }
    for (int k = pos_.played; k < pos_.seats; ++k) {
        const int s = pos_.seatAfter(pos_.leader, k);
        if (counts(s) != side) continue;
        const CardSet legal = legalCards(t_, pos_.hands[s], pos_.trick[0]);
        for (int lane : {laneOf(pos_.trick[0]), t_.trumpLane}) {
            if (lane == kNoTrump) continue;
            const CardSet mine = legal & laneMask(lane);
            if (!mine) continue;
            const int card = highestIndex(mine);
            if (beats(t_, card, winnerBit_[last]) && !canBeatLater(!side, card, pos_.played + 1)) return {card, s};
        }
    }
    return {-1, -1};
}

// True when a seat from the `fromOffset`-th of this trick on, on `side`
// (counted or not), might beat `bit`: it holds a higher card of that lane, or
// could ruff.
bool Search::canBeatLater(bool side, int bit, int fromOffset) const {
    for (int k = fromOffset; k < pos_.seats; ++k) {
        const int s = pos_.seatAfter(pos_.leader, k);
        if (counts(s) == side && mayBeat(pos_, t_, s, bit)) return true;
    }
    return false;
}

}  // namespace soloist
