#include "search/move_orderer.h"

#include "search/misere_lanes.h"
#include "search/move_weights.h"
#include "search/moves.h"
#include "search/trick_threats.h"

namespace soloist {

using namespace move_weights;

// Heuristic order, best first, from the interest of the seat to play: a seat
// that wants tricks cashes winners and keeps its high cards; a seat that does
// not (misère) leads low and sheds its highest card that stays under.
int MoveOrderer::order(CardSet moves, int seat, int* out) const {
    if (!(moves & (moves - 1))) {  // one move: nothing to order
        out[0] = lowestIndex(moves);
        return 1;
    }
    if (pos_.played > 0) {
        // Built in place: a copy of it stalls on store forwarding.
        const FollowTrick follow = followTrick(seat);
        return sortMoves(moves, out, [&](int bit) { return followScore(follow, bit); });
    }
    const LeadLanes lanes = leadLanes(moves, seat);
    return sortMoves(moves, out, [&](int bit) { return leadScore(lanes, bit); });
}

// `moves` into `out`, best score first (insertion sort: a dozen moves at most).
template <typename Score>
int MoveOrderer::sortMoves(CardSet moves, int* out, Score score) {
    int scores[kLaneWidth * kSuits];
    int n = 0;
    for (int bit : bitsOf(moves)) {
        const int value = score(bit);
        int j = n++;
        for (; j > 0 && scores[j - 1] < value; --j) {
            scores[j] = scores[j - 1];
            out[j] = out[j - 1];
        }
        scores[j] = value;
        out[j] = bit;
    }
    return n;
}

// What each lane the leader can lead is worth, besides the card itself.
MoveOrderer::LeadLanes MoveOrderer::leadLanes(CardSet moves, int seat) const {
    LeadLanes lanes;
    lanes.wantsTricks = goodFor(seat, seat);
    if (!lanes.wantsTricks) {
        if (noTrumpMisere_) misereLeads(moves, seat, lanes);
        return lanes;
    }
    const CardSet hand = pos_.hands[seat];
    const int cardsLeft = count(hand);
    const int next = pos_.seatAfter(seat, 1);
    const int last = pos_.seatAfter(seat, pos_.seats - 1);
    const CardSet trumps = t_.trumpLane == kNoTrump ? 0 : laneMask(t_.trumpLane);
    // The cards of the leader's partners and of its opponents, whose owners
    // below need only a side, not a seat.
    CardSet partnersAll = 0, opponentsAll = 0;
    std::array<CardSet, kMaxSeats> opponentHands;
    int opponentCount = 0;
    for (int s = 0; s < pos_.seats; ++s) {
        if (s == seat) continue;
        if (goodFor(seat, s)) {
            partnersAll |= pos_.hands[s];
        } else {
            opponentsAll |= pos_.hands[s];
            opponentHands[opponentCount++] = pos_.hands[s];
        }
    }
    const CardSet nextHand = pos_.hands[next];
    const bool nextIsOpponent = !goodFor(seat, next);
    const bool lastIsOpponent = !goodFor(seat, last);
    for (int lane = 0; lane < kSuits; ++lane) {
        const CardSet laneCards = laneMask(lane);
        if (!(moves & laneCards)) continue;
        const CardSet live = inPlay_ & laneCards;
        const int top = highestIndex(live);
        lanes.top[lane] = int8_t(top);
        const CardSet partners = partnersAll & laneCards, opponents = opponentsAll & laneCards;
        int bonus = 0, replies = 0;
        bool opponentsRuff = false;
        for (int i = 0; i < opponentCount; ++i) {
            const CardSet cards = opponentHands[i] & laneCards;
            opponentsRuff |= lane != t_.trumpLane && !cards && (opponentHands[i] & trumps);
            // Fewer opponents' cards in the lane, fewer replies to search
            // (a void counts as long: it may ruff or discard anything).
            const int length = count(cards);
            replies += length ? length : cardsLeft + 1;
        }
        // Leading low: through the next seat to a partner's higher card, not
        // into the last seat's winner.
        const CardSet nextCards = nextHand & laneCards;
        if (nextIsOpponent && partners && (!nextCards || highestIndex(partners) > highestIndex(nextCards)))
            bonus += kThroughToPartner;
        if (lastIsOpponent && ((pos_.hands[last] >> top) & 1)) bonus += kIntoLastSeatsTop;
        lanes.knockOut[lane] = -1;
        if (((opponentsAll >> top) & 1) && measure_ == Measure::Tricks) {
            // The other side holds the top. If this side holds the next two,
            // leading the lane drives the top out: from the leader's own
            // sequence, lead its higher card. If the next seat holds the top
            // and a partner the second, lead low through it: the partner's
            // card wins once the top is spent. (Measured worse for point and
            // tally objectives.)
            const CardSet rest = live & ~bitOf(top);
            const int second = highestIndex(rest);  // the leader holds a card: rest is not empty
            const CardSet lower = rest & ~bitOf(second);
            const int third = lower ? highestIndex(lower) : -1;
            const CardSet ours = hand | partnersAll;
            if (((ours >> second) & 1) && third >= 0 && ((ours >> third) & 1)) {
                bonus += kDriveOutTop;
                if (((hand >> second) & 1) && ((hand >> third) & 1)) lanes.knockOut[lane] = int8_t(second);
            }
            if (((nextHand >> top) & 1) && ((partnersAll >> second) & 1) && count(partners) > 1) {
                // The partner holding the second best must hold another card of the lane.
                for (int s = 0; s < pos_.seats; ++s)
                    if (((pos_.hands[s] >> second) & 1) && count(pos_.hands[s] & laneCards) > 1) bonus += kThroughTopToSecond;
            }
        }
        lanes.lowLeadBonus[lane] = int16_t(bonus);
        lanes.laneScore[lane] = int16_t(kPerReply * replies + (opponentsRuff ? kOpponentsRuff : 0));
        // Without trumps, tricks come from long lanes: lead where the side
        // outnumbers the opponents.
        if (!trumps && measure_ == Measure::Tricks)
            lanes.laneScore[lane] += int16_t(kPerCardOutnumbering * (count((hand | partners) & laneCards) - count(opponents)));
        if (measure_ != Measure::Points) {
            // A partner's card beats every opponent's: lead low to it, keeping
            // the leader's own top (if any) as an entry.
            lanes.partnerWins[lane] = partners && (!opponents || highestIndex(partners) > highestIndex(opponents));
        } else {
            // Card points measured better leading low only when a partner
            // holds the top, and towards a partner's ruff (Six-Bid table -19%).
            lanes.partnerWins[lane] = (partnersAll >> top) & 1;
            if (!opponentsRuff && trumps && !(laneCards & trumps) && partnerRuffs(seat, laneCards, trumps))
                lanes.laneScore[lane] += kTowardsPartnersRuff;
        }
    }
    return lanes;
}

// True when a partner of `seat` is void in `laneCards` and holds a trump.
bool MoveOrderer::partnerRuffs(int seat, CardSet laneCards, CardSet trumps) const {
    for (int s = 0; s < pos_.seats; ++s)
        if (s != seat && goodFor(seat, s) && !(pos_.hands[s] & laneCards) && (pos_.hands[s] & trumps)) return true;
    return false;
}

// Misère leads. The others lead first where the misère seat cannot duck
// every round (see ducksInLane), and put off lanes it is void in (it only
// throws a card) and leads under its lowest card (it wins at once, but the
// lanes that squeeze it go untried: measured worse first). The misère seat
// leads where another seat must overtake it. (On 400 random misère endings
// -16% nodes; on three full deals -2% to -72%.)
void MoveOrderer::misereLeads(CardSet moves, int seat, LeadLanes& lanes) const {
    const CardSet declarer = pos_.hands[misereSeat_];
    for (int lane = 0; lane < kSuits; ++lane) {
        const CardSet laneCards = laneMask(lane);
        const CardSet mine = moves & laneCards;
        if (!mine) continue;
        const CardSet its = declarer & laneCards;
        int16_t score = 0;
        if (seat == misereSeat_) score = othersMustTake(pos_, t_, sides_, lane, lowestIndex(mine)) ? kMisereForcingExit : 0;
        else if (!its) score = kMisereLaneItIsVoidIn;
        else if (lowestIndex(mine) < lowestIndex(its)) score = kMisereUnderItsLowest;
        else if (!ducksInLane(its, inPlay_ & laneCards & ~its)) score = kMisereLaneItCannotDuck;
        lanes.laneScore[lane] = score;
    }
}

int MoveOrderer::leadScore(const LeadLanes& lanes, int bit) const {
    const int power = bit & (kLaneWidth - 1);
    if (!lanes.wantsTricks) return -power + lanes.laneScore[laneOf(bit)];
    const int lane = laneOf(bit);
    int score;
    if (lanes.top[lane] == bit)
        score = kCashWinner + power;  // cash a winner
    else if (lanes.knockOut[lane] == bit)
        score = kKnockOutTop;  // the higher card of a sequence under the other side's top
    else if (lanes.partnerWins[lane])
        score = kLowToPartner - power;  // low towards partner's winner
    else
        score = kLowLead - power - 2 * t_.points[bit] + lanes.lowLeadBonus[lane];
    return score + lanes.laneScore[lane];
}

// What every move of a follower is scored against, worked out once.
MoveOrderer::FollowTrick MoveOrderer::followTrick(int seat) const {
    FollowTrick f;
    f.winnerBit = winnerBit_[pos_.played - 1];
    f.winnerSeat = winnerSeat_[pos_.played - 1];
    f.last = pos_.played == pos_.seats - 1;
    f.wantsTricks = goodFor(seat, seat);
    f.partnerWins = goodFor(seat, f.winnerSeat);
    const CardSet hand = pos_.hands[seat];
    if (f.wantsTricks && !(hand & laneMask(laneOf(pos_.trick[0])))) {
        // Discards: from long lanes, keeping a guard to the second-best
        // card and a lone top card.
        for (int lane = 0; lane < kSuits; ++lane) {
            const CardSet mine = hand & laneMask(lane);
            if (!mine) continue;
            const CardSet live = inPlay_ & laneMask(lane);
            const CardSet belowTop = live & ~bitOf(highestIndex(live));
            const bool ownTop = mine & ~belowTop;
            int score = kDiscardPerCard * count(mine);
            if (count(mine) == 2 && !ownTop && ((mine >> highestIndex(belowTop)) & 1)) score += kKeepGuardToSecond;
            if (count(mine) == 1 && ownTop) score += kKeepLoneTop;
            f.discard[lane] = int8_t(score);
        }
    }
    if (!f.wantsTricks) {
        if (noTrumpMisere_ && seat != misereSeat_) f.loneSeatLoses = loneSeatLoses(f.winnerSeat, f.winnerBit);
        return f;
    }
    if (f.last) return f;
    if (f.partnerWins) {
        f.partnerHolds = !laterOpponentCanBeat(f.winnerSeat, f.winnerBit);
        return f;
    }
    // The cards of the seats still to play after this one that would rather
    // the trick went elsewhere than to `seat`, and whether one could ruff.
    const int ledLane = laneOf(pos_.trick[0]);
    CardSet partners = 0;  // later partners' cards of the led lane
    for (int k = pos_.played + 1; k < pos_.seats; ++k) {
        const int s = pos_.seatAfter(pos_.leader, k);
        const CardSet later = pos_.hands[s];
        if (goodFor(s, seat)) {
            partners |= later & laneMask(ledLane);
            continue;
        }
        f.laterThreats |= later;
        if (t_.trumpLane != kNoTrump && !(later & laneMask(ledLane)) && (later & laneMask(t_.trumpLane)))
            f.laterRuff = true;
    }
    // A later partner beats the winner and every later opponent's card in
    // the led lane, and no opponent can ruff: the trick is the side's anyway.
    // (Measured worse for card points: Six-Bid table +14% nodes.)
    if (!f.laterRuff && laneOf(f.winnerBit) == ledLane && measure_ != Measure::Points) {
        const CardSet threats = f.laterThreats & laneMask(ledLane);
        f.partnerWillWin = partners && highestIndex(partners) > f.winnerBit &&
                           (!threats || highestIndex(partners) > highestIndex(threats));
    }
    return f;
}

// Misère: the lone seat has played to this trick and loses it, whatever the
// seats still to play do: another seat's card beats its card already, or a
// later seat must beat it (every card it holds in the led lane is higher).
bool MoveOrderer::loneSeatLoses(int winnerSeat, int winnerBit) const {
    const int place = (misereSeat_ - pos_.leader + pos_.seats) % pos_.seats;
    if (place >= pos_.played) return false;
    if (winnerSeat != misereSeat_) return true;
    const CardSet led = laneMask(laneOf(pos_.trick[0]));
    for (int k = pos_.played + 1; k < pos_.seats; ++k) {
        const CardSet later = pos_.hands[pos_.seatAfter(pos_.leader, k)] & led;
        if (later && lowestIndex(later) > winnerBit) return true;
    }
    return false;
}

// True when some seat still to play this trick, and for whom the current
// winner is bad, could beat `winnerBit` (by following higher or by trumping).
bool MoveOrderer::laterOpponentCanBeat(int winnerSeat, int winnerBit) const {
    for (int k = pos_.played + 1; k < pos_.seats; ++k) {
        const int s = pos_.seatAfter(pos_.leader, k);
        if (!goodFor(s, winnerSeat) && mayBeat(pos_, t_, s, winnerBit)) return true;
    }
    return false;
}

// True when none of the later seats bad for `seat` can beat its `bit`.
bool MoveOrderer::FollowTrick::holds(int bit, int trumpLane) const {
    if (last) return true;
    if (laterThreats & laneMask(laneOf(bit)) & ~below(bit + 1)) return false;
    return !(laterRuff && laneOf(bit) != trumpLane);
}

int MoveOrderer::followScore(const FollowTrick& f, int bit) const {
    const int power = bit & (kLaneWidth - 1);
    const int points = t_.points[bit];
    const bool trump = laneOf(bit) == t_.trumpLane;
    const bool beatsWinner = beats(t_, bit, f.winnerBit);
    if (!f.wantsTricks) {
        // A seat that wants no trick (misère, either side): shed the highest
        // card that leaves the lead where it is, high cards only giving the
        // lone seat cards to play under later (for the lone seat: ducking
        // with its highest). So the winner stays as low as it is while the
        // lone seat is still to play, and the trick stays the others' once
        // it is under. Overtaking comes after, lowest first. (Five misères:
        // 4 to 18% fewer nodes; shedding high also before the lone seat
        // plays, where the lowest card went first: 0.3 to 13% fewer on four
        // misères as bid.)
        // Once the lone seat has lost the trick, the others shed their
        // highest cards, overtaking or not: their low cards are what force
        // it to win a trick later. (Solo Whist misères, the makeable
        // question: 0.78 M nodes over 200 instead of 7.4 M.)
        if (f.loneSeatLoses) return power;
        return beatsWinner ? kOvertakeInMisere - power : power;
    }
    if ((f.partnerWins && (f.last || f.partnerHolds)))  // partner wins: play low, keep trumps
        return kPointsPerCard * points - power + (trump ? kKeepTrumps : 0) + f.discard[laneOf(bit)];
    if (f.partnerWillWin)  // play low too, but keep points (smearing them measured worse here)
        return -kPointsPerCard * points - power + (trump ? kKeepTrumps : 0) + f.discard[laneOf(bit)];
    if (f.partnerWins) {
        const bool follows = laneOf(bit) == laneOf(pos_.trick[0]);
        return follows ? power : -power;  // third hand high
    }
    if (beatsWinner) {
        const int ruffPenalty = trump && laneOf(f.winnerBit) != t_.trumpLane ? kRuffPenalty : 0;
        if (f.holds(bit, t_.trumpLane)) return kWinsForSure - power + ruffPenalty;
        if (pos_.played == pos_.seats - 2) {
            // Third hand: one card above it in the last seat, which holds
            // lower ones too: playing it forces that card out.
            const CardSet lane = laneMask(laneOf(bit));
            const CardSet above = f.laterThreats & lane & ~below(bit + 1);
            if (above && !(above & (above - 1)) && (f.laterThreats & lane & below(bit))) return kForcesOutLastSeatsCard - power + ruffPenalty;
        }
        return kBeatsForNow - power + ruffPenalty;
    }
    return -power - kPointsPerCard * points + f.discard[laneOf(bit)];  // cannot win: play low
}

}  // namespace soloist
