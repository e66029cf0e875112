// Quick tricks across two hands of the side on lead: the leader draws trumps
// and cashes its winners, then hands the lead to a partner (with a winner of
// the partner's in a lane, or by the partner's ruff), and the partner cashes
// its own. The plan is played out on a copy of the position, every other
// seat answering as badly for the side as its cards allow: opponents beat
// the card led if they can, else follow with their lowest card of the lane,
// and keep their cards when they discard (though a discard may have made a
// seat with trumps void anywhere); partners follow low and discard
// what the plan needs least. A round an opponent could win or ruff, or a
// partner would have to overtake or ruff, ends the plan.
#pragma once

#include <array>

#include "tables/game_tables.h"
#include "search/position.h"
#include "search/quick_tricks.h"

namespace soloist {

class CrossingPlan {
public:
    // Counts at most `needed` tricks, relying on the cards those need.
    CrossingPlan(const GameTables& t, const Position& pos, uint8_t side, int partner, int needed)
        : t_(t), v_(pos), side_(side), partner_(partner), needed_(needed),
          trumps_(t.trumpLane == kNoTrump ? 0 : laneMask(t.trumpLane)) {}

    // The leader's winning trumps, drawing the opponents'.
    void drawTrumps() {
        if (trumps_) cashWinners(t_.trumpLane);
    }

    // The leader's winners in every plain lane but `keepLane`.
    void cashLeaderRuns(int keepLane) {
        for (int lane = 0; lane < kSuits; ++lane)
            if (lane != t_.trumpLane && lane != keepLane) cashWinners(lane);
    }

    // Hands the lead to the partner in `lane`: the leader cashes its winners
    // there, then leads low to the partner's lowest card that beats every
    // opponent's card of the lane.
    bool enterBy(int lane) {
        const CardSet laneCards = laneMask(lane);
        if (lane == t_.trumpLane && t_.matadors) return false;  // a low trump need not draw a matador
        cashWinners(lane);
        const CardSet mine = v_.hands[v_.leader] & laneCards;
        const CardSet theirs = v_.hands[partner_] & laneCards & ~below(opponentsTop(opponentsCards(), lane) + 1);
        if (!mine || !theirs) return false;
        return round(lowestIndex(mine), lowestIndex(theirs));
    }

    // Hands the lead to the partner by its ruff of a plain lane it is void
    // in: with its highest trump if an opponent void there holds trumps.
    bool enterByRuff(int lane) {
        const CardSet laneCards = laneMask(lane);
        const CardSet ruffs = v_.hands[partner_] & trumps_;
        const CardSet mine = v_.hands[v_.leader] & laneCards;
        if (!trumps_ || lane == t_.trumpLane || !ruffs || !mine || (v_.hands[partner_] & laneCards)) return false;
        return round(lowestIndex(mine), highestIndex(ruffs));
    }

    // The partner, now on lead, cashes its winners.
    void cashPartnerRuns() {
        v_.leader = partner_;
        if (out_.tricks >= needed_) return;
        const QuickTricks runs = cashingRuns(t_, v_, side_, partner_, 0, needed_ - out_.tricks, loose_.data());
        out_.tricks += runs.tricks;
        out_.cards |= runs.cards;
    }

    const QuickTricks& result() const { return out_; }

private:
    bool onSide(int s) const { return (side_ >> s) & 1; }

    // The cards the opponents still hold.
    CardSet opponentsCards() const { return v_.heldBy(~unsigned(side_)); }

    // The highest card of `lane` an opponent still holds (of `theirs`, the
    // opponents' cards), -1 if none.
    static int opponentsTop(CardSet theirs, int lane) {
        theirs &= laneMask(lane);
        return theirs ? highestIndex(theirs) : -1;
    }

    // The leader leads its highest card of `lane` while it wins the round.
    void cashWinners(int lane) {
        while (const CardSet mine = v_.hands[v_.leader] & laneMask(lane))
            if (!round(highestIndex(mine))) return;
    }

    // One trick: the leader leads `lead` and the side's card `winner` (the
    // lead itself by default) takes it. False, with nothing played, when an
    // opponent could win or ruff it, or a seat of the side would have to
    // overtake or ruff; otherwise every seat plays and the trick counts.
    bool round(int lead, int winner = -1) {
        if (out_.tricks >= needed_) return false;
        if (winner < 0) winner = lead;
        const CardSet led = laneMask(laneOf(lead));
        const bool ruffing = laneOf(winner) != laneOf(lead);
        std::array<int, kMaxSeats> plays{};
        bool byRank = false;  // did the winner beat another card of its lane?
        for (int k = 0; k < v_.seats; ++k) {
            const int s = v_.seatAfter(v_.leader, k);
            const CardSet hand = v_.hands[s];
            if (k == 0) {
                plays[s] = lead;
            } else if ((hand >> winner) & 1) {
                plays[s] = winner;
            } else if (hand & led) {
                const CardSet follow = hand & led;
                if (!ruffing && (onSide(s) ? lowestIndex(follow) : highestIndex(follow)) > winner) return false;
                plays[s] = lowestIndex(follow);
                byRank |= !ruffing;
            } else if (!onSide(s)) {
                // Void: it may ruff if it holds trumps (above a ruffing winner).
                const CardSet ts = hand & trumps_;
                if (ts && (!ruffing || highestIndex(ts) > winner)) return false;
                if (ts && t_.follow == FollowRule::FollowOrTrump) return false;
                byRank |= ruffing && ts;
                plays[s] = -1;  // discards; its cards are kept
                if (ts) ++loose_[s];  // but it may have made itself void anywhere
            } else {
                const int discard = partnerDiscard(s);
                if (discard < 0) return false;
                plays[s] = discard;
            }
        }
        if (!ruffing && laneOf(lead) == laneOf(winner) && lead != winner) byRank = true;
        for (int s = 0; s < v_.seats; ++s) {
            if (plays[s] < 0) continue;
            v_.hands[s] &= ~bitOf(plays[s]);
        }
        ++out_.tricks;
        if (byRank) out_.cards |= bitOf(winner);
        return true;
    }

    // A card a void seat of the side can throw without ruffing: its lowest
    // plain card outside its winners, else its lowest plain card; -1 when it
    // holds only trumps (and so must ruff), or must trump by the rules.
    int partnerDiscard(int s) const {
        const CardSet hand = v_.hands[s];
        if (t_.follow == FollowRule::FollowOrTrump && (hand & trumps_)) return -1;
        const CardSet plain = hand & ~trumps_;
        if (!plain) return -1;
        const CardSet theirs = opponentsCards();
        CardSet winners = 0;
        for (int lane = 0; lane < kSuits; ++lane) winners |= hand & laneMask(lane) & ~below(opponentsTop(theirs, lane) + 1);
        const CardSet spare = plain & ~winners;
        return lowestIndex(spare ? spare : plain);
    }

    const GameTables& t_;
    Position v_;
    const uint8_t side_;
    const int partner_;
    const int needed_;
    const CardSet trumps_;
    std::array<uint8_t, kMaxSeats> loose_{};  // cards an opponent holding trumps threw, from any lane
    QuickTricks out_;
};

// Quick tricks for the side on lead (`leaderSide`: the leader and its
// partners) by crossing plans to a partner (see CrossingPlan), or `own`, the
// leader's own cashing, if that is more. A sound lower bound on the side's
// tricks, sought until `needed` are found.
inline QuickTricks crossingTricks(const GameTables& t, const Position& pos, uint8_t leaderSide,
                                  int needed, const QuickTricks& own) {
    QuickTricks best = own;
    if (t.follow != FollowRule::FollowSuit || best.tricks >= needed) return best;
    const CardSet lead = pos.hands[pos.leader];
    const CardSet trumps = t.trumpLane == kNoTrump ? 0 : laneMask(t.trumpLane);
    for (int partner = 0; partner < pos.seats && best.tricks < needed; ++partner) {
        if (partner == pos.leader || !((leaderSide >> partner) & 1)) continue;
        CardSet opponents = 0;
        for (int s = 0; s < pos.seats; ++s)
            if (!((leaderSide >> s) & 1)) opponents |= pos.hands[s];
        for (int lane = 0; lane < kSuits && best.tricks < needed; ++lane) {
            const CardSet laneCards = laneMask(lane);
            if (!(lead & laneCards)) continue;
            const CardSet partnerCards = pos.hands[partner] & laneCards;
            const CardSet theirs = opponents & laneCards;
            if (partnerCards && (!theirs || highestIndex(partnerCards) > highestIndex(theirs))) {
                CrossingPlan plan(t, pos, leaderSide, partner, needed);
                plan.drawTrumps();
                plan.cashLeaderRuns(lane);
                if (plan.enterBy(lane)) plan.cashPartnerRuns();
                if (plan.result().tricks > best.tricks) best = plan.result();
            } else if (!partnerCards && (pos.hands[partner] & trumps)) {
                CrossingPlan plan(t, pos, leaderSide, partner, needed);
                plan.cashLeaderRuns(lane);
                if (plan.enterByRuff(lane)) plan.cashPartnerRuns();
                if (plan.result().tricks > best.tricks) best = plan.result();
            }
        }
    }
    best.tricks = std::min(best.tricks, count(lead));
    return best;
}

}  // namespace soloist
