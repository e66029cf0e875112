#include "search/search.h"

#include <algorithm>
#include <cassert>

#include "search/crossing_plan.h"
#include "search/later_tricks.h"
#include "search/moves.h"
#include "search/quick_tricks.h"

namespace soloist {

namespace {

// Misère: a lone seat whose k-th lowest card of a lane is below the others'
// k-th lowest (k up to the shorter holding) can play under every card they
// lead there, round after round (see Search::ducksEveryLead).
bool ducksInLane(CardSet mine, CardSet theirs) {
    for (; mine && theirs; mine &= mine - 1, theirs &= theirs - 1)
        if (lowestIndex(mine) > lowestIndex(theirs)) return false;
    return true;
}

// The same cards in the same hands, whichever seat is which.
bool sameHands(const Position& a, const Position& b) {
    if (a.seats != b.seats) return false;
    std::array<CardSet, kMaxSeats> x = a.hands, y = b.hands;
    std::sort(x.begin(), x.begin() + a.seats);
    std::sort(y.begin(), y.begin() + b.seats);
    return std::equal(x.begin(), x.begin() + a.seats, y.begin());
}

}  // namespace

Search::Search(const GameTables& tables, const Objective& objective, TranspositionTable& table,
               const Position& root, int stopAtCards)
    : t_(tables),
      obj_(objective),
      countingSide_(objective.countingSide),
      maximizer_(objective.maximizer),
      tt_(table),
      stopAtCards_(stopAtCards),
      compressRanks_(objective.measure != Measure::Points || pointsCompress(tables, root.seats)),
      context_(tableContext(tables, objective, root.seats, stopAtCards)),
      pos_(root) {
    for (int s = 0; s < pos_.seats; ++s) {
        inPlay_ |= pos_.hands[s];
        for (int lane = 0; lane < kSuits; ++lane)
            lengths_[s / 4] += uint64_t(count(pos_.hands[s] & laneMask(lane))) << lengthShift(s, lane);
    }
    pointsInPlay_ = t_.pointsOf(inPlay_);
    noTrumpMisere_ = obj_.measure == Measure::Tricks && t_.trumpLane == kNoTrump && count(countingSide_) == 1 &&
                     maximizer_ == sideMask(false);
    misereSeat_ = noTrumpMisere_ ? lowestIndex(countingSide_) : 0;
    for (int i = 0; i < pos_.played; ++i) {
        const int bit = pos_.trick[i];
        const int seat = pos_.seatAfter(pos_.leader, i);
        trickSet_ |= bitOf(bit);
        if (i == 0 || beats(t_, bit, winnerBit_[i - 1])) {
            winnerSeat_[i] = uint8_t(seat);
            winnerBit_[i] = uint8_t(bit);
        } else {
            winnerSeat_[i] = winnerSeat_[i - 1];
            winnerBit_[i] = winnerBit_[i - 1];
        }
    }
}

// Whether card-point searches can key compressed hands: the live point
// cards must fit beside the leader in the key, with at most four seats (see
// keyOf) and no matadors.
bool Search::pointsCompress(const GameTables& tables, int seats) {
    return seats <= 4 && !tables.matadors && count(tables.pointCards) <= 44;
}

int Search::ceiling() const {
    switch (obj_.measure) {
        case Measure::Tricks:
            return count(pos_.hands[pos_.toPlay()]) - stopAtCards_;
        case Measure::Points:
            return pointsInPlay_ + t_.pointsOf(trickSet_);
        case Measure::SeatTallies:
            return *std::max_element(obj_.tallyValue.begin(), obj_.tallyValue.end());
    }
    return 0;
}

bool Search::reaches(int target) {
    claimTable();
    return pos_.played == 0 ? atBoundary(target) : tryMoves(target);
}

int Search::exactValue(int low, int high) {
    narrow(low, high);
    return low;
}

void Search::narrow(int& low, int& high) {
    claimTable();
    const int remaining = ceiling();
    if (obj_.measure == Measure::Tricks) {
        // Step one trick at a time from a first guess, as each search then
        // lies next to the last and reuses its table; searches near the true
        // value are the costly ones. The guess: the value last found for this
        // deal (another declarer of the side or strain), else the middle; but
        // when the side counted wants few tricks (a misère), from the bottom:
        // there proving "the others can force g" is cheap and a failed proof
        // is dear, so climbing meets one failure only (and a search cut short
        // still leaves a proven lower bound).
        const CardSet cards = inPlay_ | trickSet_;
        const auto same = tt_.lastRootValue(context_.mirrored), other = tt_.lastRootValue(!context_.mirrored);
        auto ours = [&](const TranspositionTable::RootValue& v) { return context_.mirrored ? remaining - v.value : v.value; };
        for (const auto* known : {&same, &other})  // this very root solved before
            if (known->cards == cards && known->root == pos_) {
                low = high = std::clamp(ours(*known), low, high);
                return;
            }
        const bool countedSideWantsFew = (obj_.countingSide & obj_.maximizer) == 0;
        int guess = countedSideWantsFew ? low + 1 : low + (high - low + 1) / 2;
        // Only the same deal's value is a guess worth having: every full deal
        // has the same live cards, and another deal's value (a misère's 9,
        // say) sends the first search to the dear side.
        if (same.cards == cards && sameHands(same.root, pos_)) guess = ours(same);
        else if (other.cards == cards && sameHands(other.root, pos_)) guess = ours(other);
        for (int g = std::clamp(guess, low + 1, std::max(low + 1, high)); low < high;) {
            if (reaches(g)) {
                low = g;
                g = g + 1;
            } else {
                high = g - 1;
                g = high;
            }
        }
        tt_.rememberRootValue(context_.mirrored, {cards, pos_, context_.mirrored ? remaining - low : low});
        return;
    }
    while (low < high) {
        const int mid = low + (high - low + 1) / 2;
        if (reaches(mid)) low = mid;
        else high = mid - 1;
    }
}

int Search::exactValueAfter(int move, int low, int high) {
    narrowAfter(move, low, high);
    return low;
}

void Search::narrowAfter(int move, int& low, int& high) {
    claimTable();
    while (low < high) {
        const int mid = low + (high - low + 1) / 2;
        if (playAndSearch(move, mid)) low = mid;
        else high = mid - 1;
    }
}

bool Search::reachesAfter(int move, int target) {
    claimTable();
    return playAndSearch(move, target);
}

CardSet Search::rootMoves() const {
    const int seat = pos_.toPlay();
    const CardSet hand = pos_.hands[seat];
    const CardSet legal = legalCards(t_, hand, pos_.played ? pos_.trick[0] : -1);
    return distinctMoves(t_, legal, hand, inPlay_ | trickSet_);
}

CardSet Search::equivalentsOf(int move) const {
    const CardSet hand = pos_.hands[pos_.toPlay()];
    const CardSet live = (inPlay_ | trickSet_) & laneMask(laneOf(move));
    CardSet run = bitOf(move);
    for (int bit = move;;) {  // upwards through adjacent live cards of this hand
        const CardSet higher = live & ~below(bit + 1);
        if (!higher) break;
        const int next = lowestIndex(higher);
        if (!((hand >> next) & 1) || t_.cardClass[next] != t_.cardClass[move]) break;
        run |= bitOf(next);
        bit = next;
    }
    for (int bit = move;;) {  // and downwards
        const CardSet lower = live & below(bit);
        if (!lower) break;
        const int next = highestIndex(lower);
        if (!((hand >> next) & 1) || t_.cardClass[next] != t_.cardClass[move]) break;
        run |= bitOf(next);
        bit = next;
    }
    return run;
}

// A trick won by a card that beat another card of its own lane: its rank
// decided the trick. (A lone trump, or a lone card of the led lane, wins by
// suit whatever its rank.)
bool Search::wonByRank(CardSet trick, int winnerBit) const {
    return (trick & laneMask(laneOf(winnerBit))) != bitOf(winnerBit);
}

bool Search::leafReaches(int target) const {
    if (obj_.measure == Measure::SeatTallies) return obj_.tallyValue[tallyIndex()] >= target;
    return target <= 0;
}

int Search::tallyIndex() const {
    int index = 0;
    for (int s = pos_.seats - 1; s >= 0; --s) index = index * obj_.tallyRadix + pos_.tallies[s];
    return index;
}

void Search::keyOf(TableKey& key, PatternHands& hands) const {
    uint64_t facts = lengths_[1] | uint64_t(pos_.leader) << 16;
    if (obj_.measure == Measure::SeatTallies)
        for (int s = 0; s < pos_.seats; ++s) facts |= uint64_t(pos_.tallies[s]) << (20 + 5 * s);
    // Exact hands (points games) need the live cards in the key; compressed
    // ones imply them, and the matadors among them must be named.
    uint64_t cards = inPlay_;
    if (compressRanks_ && obj_.measure != Measure::Points) {
        cards = extractBits(t_.matadors, inPlay_);
    } else if (compressRanks_) {
        // Card points: which point cards are still in play, and where they
        // sit among the live cards, make compressed hands worth the same.
        facts |= extractBits(inPlay_ & t_.pointCards, t_.pointCards) << 20;
        cards = extractBits(t_.pointCards, inPlay_);
    }
    key.words = {lengths_[0], facts, cards};
    hands = {};
    // Only the order of the cards still in play matters: close up the gaps
    // left by played cards (not where cards carry points: then they are exact).
    for (int s = 1; s < pos_.seats; ++s) {
        const uint64_t cards = compressRanks_ ? extractBits(pos_.hands[s], inPlay_) : pos_.hands[s];
        for (int b = 0; b < 3; ++b)
            if ((s >> b) & 1) hands[b] |= cards;
    }
}

// The cards whose owners an answer depends on: in each lane, every live card
// from the top down to the lowest card in `relevant`.
uint64_t Search::patternMask(CardSet relevant) const {
    if (!compressRanks_) return ~uint64_t(0);
    // Card points: what the play gains depends on who holds each point card.
    if (obj_.measure == Measure::Points) relevant |= inPlay_ & t_.pointCards;
    CardSet segment = 0;
    for (int lane = 0; lane < kSuits; ++lane) {
        const CardSet inLane = relevant & laneMask(lane);
        if (inLane) segment |= inPlay_ & laneMask(lane) & ~below(lowestIndex(inLane));
    }
    return extractBits(segment, inPlay_);
}

bool Search::atBoundary(int target) {
    relevant_ = 0;
    const int cardsLeft = pos_.cardsLeft();
    if (cardsLeft == stopAtCards_) return leafReaches(target);
    if (cardsLeft == 1) return lastTrickReaches(target);
    if (obj_.measure != Measure::SeatTallies) {
        if (target <= 0) return true;
        if (target > ceiling()) return false;
    }
    TableKey key;
    PatternHands hands;
    keyOf(key, hands);
    const uint64_t hash = key.hash();
    tt_.prefetch(hash);  // the bounds below take a while; the table probe comes after them
    // Sure tricks of a seat answer the question when they give its side
    // what it needs: the target if counted, else all but target - 1.
    auto settles = [&](bool counted, int sure) { return counted ? sure >= target : cardsLeft - sure < target; };
    if (obj_.measure == Measure::Tricks && stopAtCards_ == 0 && t_.trumpLane != kNoTrump) {
        // Whoever holds the top trumps wins a trick with each of them, whatever
        // is led: one card per trick, and nothing beats the highest trump.
        // An answer needs only as many of them as it counts (the highest).
        CardSet run = topTrumpRun();
        if (run) {
            const bool counted = counts(holderOf(highestIndex(run)));
            const int needed = counted ? target : cardsLeft - target + 1;
            if (count(run) >= needed) {
                while (count(run) > needed) run &= run - 1;
                // Ranks matter only if some other seat holds a trump.
                const CardSet trumps = inPlay_ & laneMask(t_.trumpLane);
                relevant_ = (trumps & ~pos_.hands[holderOf(highestIndex(run))]) ? run : 0;
                return counted;
            }
        }
        // Each trump of one seat falls in a trick of its own, which its side
        // wins unless the other side plays a higher trump there: the seat's
        // trumps less the other side's trumps above its lowest are sure.
        const CardSet trumps = inPlay_ & laneMask(t_.trumpLane);
        for (int s = 0; s < pos_.seats; ++s) {
            const CardSet own = pos_.hands[s] & trumps;
            if (!own) continue;
            CardSet others = 0;
            for (int o = 0; o < pos_.seats; ++o)
                if (counts(o) != counts(s)) others |= pos_.hands[o] & trumps;
            const int lowest = lowestIndex(own);
            const int above = count(others & ~below(lowest));
            const int sureTricks = count(own) - above;
            if (sureTricks <= 0) continue;
            if (settles(counts(s), sureTricks)) {
                relevant_ = above < count(others) ? bitOf(lowest) : 0;
                return counts(s);
            }
        }
        if (const SureTrumps sure = splitTopTrumps(); sure.tricks && settles(counts(sure.seat), sure.tricks)) {
            relevant_ = sure.cards;
            return counts(sure.seat);
        }
    }
    if (obj_.measure == Measure::Tricks && obj_.countingSide != obj_.maximizer && target == 1 &&
        counts(pos_.leader)) {
        // Misère-like: the counted side leads and wants no trick, the others
        // want it to take one and play under its card whenever they can.
        const CardSet forced = leadTakesTrick();
        if (forced) {
            relevant_ = forced;
            return true;
        }
    }
    const bool countingLeads = counts(pos_.leader);
    const uint8_t leaderSide =
        sideMask(countingLeads);
    if (obj_.measure == Measure::Tricks && obj_.countingSide == obj_.maximizer && stopAtCards_ == 0 &&
        (countingLeads ? target == cardsLeft : target == 1) && noTrumpsLeft(t_, inPlay_)) {
        // The side on lead needs every trick: see later_tricks.h.
        LaterBound bound = leaderLosesTrick(pos_, inPlay_, leaderSide);
        if (!bound.holds) bound = cannotTakeAll(pos_, inPlay_, leaderSide);
        if (bound.holds) {
            relevant_ = bound.cards;
            return !countingLeads;
        }
    }
    // A mirrored table holds the other side's value: ours >= target means
    // theirs < tricks left - target + 1.
    const int tableTarget = context_.mirrored ? cardsLeft - stopAtCards_ - target + 1 : target;
    const Probe known = tt_.probe(key, hash, hands, tableTarget);
    if (known.decided) {
        relevant_ = compressRanks_ ? depositBits(known.mask, inPlay_) : inPlay_;
        return known.reached != context_.mirrored;
    }
    if (noTrumpMisere_ && !counts(pos_.leader)) {
        if (const CardSet lanes = ducksEveryLead()) {
            relevant_ = lanes;
            tt_.record(key, hash, hands, patternMask(relevant_), tableTarget, context_.mirrored);
            return false;
        }
    }
    if (obj_.measure == Measure::Tricks && obj_.countingSide == obj_.maximizer) {
        // The side on lead can cash its quick tricks, and wants them: they
        // bound the counted value (not in misère, where nobody wants tricks).
        // After the table: most positions are answered there, cheaper.
        const int needed = countingLeads ? target : cardsLeft - stopAtCards_ - target + 1;
        const QuickTricks own = cashingRuns(t_, pos_, leaderSide, pos_.leader, 0, needed);
        const QuickTricks quick = crossingTricks(t_, pos_, leaderSide, needed, own);
        if (std::min(quick.tricks, cardsLeft - stopAtCards_) >= needed) {
            relevant_ = quick.cards;
            tt_.record(key, hash, hands, patternMask(relevant_), tableTarget, countingLeads != context_.mirrored);
            return countingLeads;
        }
    }
    const bool reached = tryMoves(target);
    tt_.record(key, hash, hands, patternMask(relevant_), tableTarget, reached != context_.mirrored);
    return reached;
}

// Misère: the counted seat, alone in no-trump against seats that lead every
// trick, never has to win one if in each lane it holds, its k-th lowest card
// is below the others' k-th lowest (k up to the shorter holding). Whatever
// card is led, it plays its highest card under it: that keeps the rule true,
// as does discarding a lane's highest card when void in the led lane.
// Returns, for each lane the seat holds, its lowest live card (the answer
// depends on the owners of the whole lane); 0 when some lane fails.
CardSet Search::ducksEveryLead() const {
    const CardSet own = pos_.hands[misereSeat_];
    CardSet lowest = 0;
    for (int lane = 0; lane < kSuits; ++lane) {
        const CardSet mine = own & laneMask(lane);
        if (!mine) continue;
        if (!ducksInLane(mine, inPlay_ & laneMask(lane) & ~mine)) return 0;
        lowest |= bitOf(lowestIndex(inPlay_ & laneMask(lane)));
    }
    return lowest;
}

// Trump tricks the side not on lead makes by playing its top trumps with
// care, when two seats of each side sit alternately and nobody must trump
// (as libdds's later-trick rules): the top two trumps split between
// partners, one of them guarded, are two tricks; the second-best trump,
// guarded, is a trick when the top sits right before it or when its side
// also holds the third. (The side must not be on lead: a seat left with
// only trumps could have to lead into the top.)
Search::SureTrumps Search::splitTopTrumps() const {
    if (t_.follow != FollowRule::FollowSuit || obj_.countingSide != obj_.maximizer || pos_.seats != 4 ||
        (countingSide_ != 0x5 && countingSide_ != 0xA))
        return {};
    CardSet live = inPlay_ & laneMask(t_.trumpLane);
    if (count(live) < 2) return {};
    const int top = highestIndex(live);
    live &= ~bitOf(top);
    const int second = highestIndex(live);
    live &= ~bitOf(second);
    const int topSeat = holderOf(top), secondSeat = holderOf(second);
    if (counts(secondSeat) == counts(pos_.leader)) return {};  // every rule below is for the second's side
    const auto trumpsOf = [&](int seat) { return count(pos_.hands[seat] & laneMask(t_.trumpLane)); };
    if (topSeat != secondSeat && counts(topSeat) == counts(secondSeat)) {
        if (trumpsOf(topSeat) > 1 || trumpsOf(secondSeat) > 1) return {topSeat, 2, bitOf(second)};
        return {};
    }
    if (counts(topSeat) == counts(secondSeat) || trumpsOf(secondSeat) < 2) return {};
    if (pos_.seatAfter(topSeat, 1) == secondSeat) return {secondSeat, 1, bitOf(second)};
    if (live) {
        const int third = highestIndex(live);
        if (counts(holderOf(third)) == counts(secondSeat)) return {secondSeat, 1, bitOf(third)};
    }
    return {};
}

int Search::holderOf(int bit) const {
    for (int s = 0; s < pos_.seats; ++s)
        if ((pos_.hands[s] >> bit) & 1) return s;
    return -1;
}

// The highest live trumps held by one seat, from the top down.
CardSet Search::topTrumpRun() const {
    const CardSet live = inPlay_ & laneMask(t_.trumpLane);
    return live ? topRunOf(pos_.hands[holderOf(highestIndex(live))], live) : 0;
}

// One card each: every play is forced, so the trick is simply scored.
bool Search::lastTrickReaches(int target) {
    ++nodes_;
    int winner = pos_.leader;
    int winnerBit = lowestIndex(pos_.hands[winner]);
    CardSet trick = bitOf(winnerBit);
    for (int k = 1; k < pos_.seats; ++k) {
        const int seat = pos_.seatAfter(pos_.leader, k);
        const int bit = lowestIndex(pos_.hands[seat]);
        trick |= bitOf(bit);
        if (beats(t_, bit, winnerBit)) {
            winner = seat;
            winnerBit = bit;
        }
    }
    if (obj_.measure == Measure::SeatTallies) {
        relevant_ = wonByRank(trick, winnerBit) ? bitOf(winnerBit) : 0;
        ++pos_.tallies[winner];
        const bool reached = leafReaches(target);
        --pos_.tallies[winner];
        return reached;
    }
    // Only the winning side counts here: the winner's rank matters only if
    // it beat a card of its lane from the other side.
    CardSet beaten = 0;
    for (int k = 0; k < pos_.seats; ++k) {
        const int seat = pos_.seatAfter(pos_.leader, k);
        if (counts(seat) != counts(winner)) beaten |= pos_.hands[seat];
    }
    relevant_ = (beaten & laneMask(laneOf(winnerBit))) ? bitOf(winnerBit) : 0;
    if (!counts(winner)) return target <= 0;
    return target <= (obj_.measure == Measure::Tricks ? 1 : pointsInPlay_);
}

bool Search::tryMoves(int target) {
    const int seat = pos_.toPlay();
    const CardSet hand = pos_.hands[seat];
    if (pos_.played > 0 && obj_.measure == Measure::Tricks) {
        bool reached;
        if (sureTricksDecide(target, reached)) return reached;
    }
    const CardSet legal = legalCards(t_, hand, pos_.played ? pos_.trick[0] : -1);
    const CardSet moves = distinctMoves(t_, legal, hand, inPlay_ | trickSet_);
    int order[kLaneWidth * kSuits];
    const int n = orderMoves(moves, seat, order);
    const bool maximizing = maximizes(seat);
    // Matador renege: whether a trump lead forces a trump depends on the
    // matadors' owners and on their rank against the led card.
    CardSet ruleCards = 0;
    if (t_.matadors && pos_.played && laneOf(pos_.trick[0]) == t_.trumpLane)
        ruleCards = (t_.matadors & (inPlay_ | trickSet_)) | bitOf(pos_.trick[0]);
    CardSet relevant = ruleCards;
    // Per lane: after a move that did not decide, every card of the same
    // class below the lowest card its answer depended on plays the same.
    std::array<int8_t, kSuits> floor;
    floor.fill(-1);
    std::array<uint8_t, kSuits> floorClass{};
    for (int i = 0; i < n; ++i) {
        const int move = order[i];
        const int lane = laneOf(move);
        if (move < floor[lane] && t_.cardClass[move] == floorClass[lane] && stretchTop(move, hand) < floor[lane])
            continue;
        const bool reached = playAndSearch(move, target);
        // With one class of cards a move is its stretch's highest card. If
        // the answer after it depends on the card itself (it won the trick
        // by rank), the rest of its stretch must lie below it wherever the
        // answer is used: when every move fails, its lowest card is anchored.
        // Otherwise an answer that depends on the cards left below holds for
        // any card of the lane under them.
        if (!t_.oneClass) relevant_ |= stretchAnchor(move, hand, relevant_);
        else if (reached != maximizing && ((relevant_ >> move) & 1)) relevant_ |= bitOf(stretchBottom(move, hand));
        if (reached == maximizing) {
            relevant_ |= ruleCards;
            if (pos_.played == 0) killerLead_[count(inPlay_)] = uint8_t(move);
            return maximizing;
        }
        if (compressRanks_) {
            const CardSet inLane = relevant_ & laneMask(lane);
            const int lowest = inLane ? lowestIndex(inLane) : (lane + 1) * kLaneWidth;
            if (move < lowest && lowest > floor[lane]) {
                floor[lane] = int8_t(lowest);
                floorClass[lane] = t_.cardClass[move];
            }
        }
        relevant |= relevant_;
    }
    relevant_ = relevant;
    return !maximizing;
}

// The highest card of `move`'s stretch: the adjacent live cards of the same
// hand and class above it, which play the same (see distinctMoves); `move`
// itself when moves are their stretches' highest cards.
int Search::stretchTop(int move, CardSet hand) const {
    const CardSet live = (inPlay_ | trickSet_) & laneMask(laneOf(move));
    if (t_.oneClass) {
        const CardSet others = live & ~hand & ~below(move + 1);
        const CardSet upTo = others ? below(lowestIndex(others)) : ~CardSet(0);
        return highestIndex(live & hand & upTo & ~below(move));
    }
    int top = move;
    for (CardSet higher = live & ~below(move + 1); higher; higher &= higher - 1) {
        const int next = lowestIndex(higher);
        if (!((hand >> next) & 1) || t_.cardClass[next] != t_.cardClass[move]) break;
        top = next;
    }
    return top;
}

// The lowest card of `move`'s stretch: the adjacent live cards of the same
// hand and class below it (see distinctMoves).
int Search::stretchBottom(int move, CardSet hand) const {
    const CardSet live = (inPlay_ | trickSet_) & laneMask(laneOf(move));
    int bottom = move;
    for (CardSet lower = live & below(move); lower; lower &= ~bitOf(highestIndex(lower))) {
        const int next = highestIndex(lower);
        if (!((hand >> next) & 1) || t_.cardClass[next] != t_.cardClass[move]) break;
        bottom = next;
    }
    return bottom;
}

// With several classes of cards a move is the lowest of its stretch and
// stands for the adjacent cards of the same hand above it (see
// distinctMoves). When the answer after it depends on owners within that
// stretch, every matching position must hold the whole stretch: anchoring
// its lowest card puts the stretch in the pattern.
CardSet Search::stretchAnchor(int move, CardSet hand, CardSet relevantAfter) const {
    const int top = stretchTop(move, hand);
    if (top == move) return 0;
    return (relevantAfter & laneMask(laneOf(move)) & below(top + 1)) ? bitOf(move) : 0;
}

// Step 1 of a move: the card leaves its hand for the trick, and the trick's
// winner so far is updated.
void Search::playCard(int move) {
    const int seat = pos_.toPlay();
    const CardSet bit = bitOf(move);
    assert((pos_.hands[seat] & bit) && !(trickSet_ & bit));
    pos_.hands[seat] ^= bit;
    inPlay_ ^= bit;
    trickSet_ |= bit;
    lengths_[seat / 4] -= uint64_t(1) << lengthShift(seat, laneOf(move));
    pointsInPlay_ -= t_.points[move];
    const int i = pos_.played;
    pos_.trick[i] = uint8_t(move);
    if (i == 0 || beats(t_, move, winnerBit_[i - 1])) {
        winnerSeat_[i] = uint8_t(seat);
        winnerBit_[i] = uint8_t(move);
    } else {
        winnerSeat_[i] = winnerSeat_[i - 1];
        winnerBit_[i] = winnerBit_[i - 1];
    }
    pos_.played = i + 1;
}

// Undoes playCard(move): the card goes back to the hand of the seat that
// played it, the last card of the trick.
void Search::unplayCard(int move) {
    --pos_.played;
    const int seat = pos_.toPlay();
    const CardSet bit = bitOf(move);
    assert(pos_.trick[pos_.played] == move && (trickSet_ & bit) && !(pos_.hands[seat] & bit));
    pointsInPlay_ += t_.points[move];
    lengths_[seat / 4] += uint64_t(1) << lengthShift(seat, laneOf(move));
    trickSet_ &= ~bit;
    inPlay_ ^= bit;
    pos_.hands[seat] ^= bit;
}

// A full trick goes to its winner, who leads the next: what the trick slots
// held is kept in `closed` for reopenTrick (a root that starts mid-trick
// needs it back, and later tricks reuse the slots).
void Search::closeTrick(ClosedTrick& closed) {
    assert(pos_.played == pos_.seats);
    const int winner = winnerSeat_[pos_.seats - 1];
    closed = {pos_.trick, winnerSeat_, winnerBit_, trickSet_, pos_.leader};
    ++pos_.tallies[winner];
    pos_.leader = winner;
    pos_.played = 0;
    trickSet_ = 0;
}

void Search::reopenTrick(const ClosedTrick& closed) {
    --pos_.tallies[pos_.leader];
    trickSet_ = closed.trickSet;
    pos_.trick = closed.trick;
    winnerSeat_ = closed.winnerSeat;
    winnerBit_ = closed.winnerBit;
    pos_.played = pos_.seats;
    pos_.leader = closed.leader;
}

// What the counted side gains from a full trick won by `winner`.
int Search::trickGain(int winner) const {
    if (!counts(winner)) return 0;
    if (obj_.measure == Measure::Tricks) return 1;
    if (obj_.measure == Measure::Points) return t_.pointsOf(trickSet_);
    return 0;
}

bool Search::playAndSearch(int move, int target) {
    if ((++nodes_ & 0x3FFF) == 0 && deadline_ && deadline_->passed()) throw SearchAborted{};
#ifndef NDEBUG
    const Position before = pos_;
    const CardSet inPlayBefore = inPlay_, trickBefore = trickSet_;
#endif
    playCard(move);
    bool reached;
    if (pos_.played == pos_.seats) {
        const int last = pos_.seats - 1;
        const int gain = trickGain(winnerSeat_[last]);
        const bool byRank = wonByRank(trickSet_, winnerBit_[last]);
        const int winnerBit = winnerBit_[last];
        ClosedTrick closed;
        closeTrick(closed);
        reached = atBoundary(target - gain);
        if (byRank) relevant_ |= bitOf(winnerBit);
        reopenTrick(closed);
    } else {
        reached = tryMoves(target);
    }
    unplayCard(move);
    assert(pos_ == before && inPlay_ == inPlayBefore && trickSet_ == trickBefore);
    return reached;
}

// Mid-trick: a trick sure for either side, and in no-trump the winner's
// cashing runs after it, may already answer the question.
bool Search::sureTricksDecide(int target, bool& reached) {
    const int seat = pos_.toPlay();
    const int tricksLeft = count(pos_.hands[seat]) - stopAtCards_;
    // Runs after the trick are cashed only by a side that wants tricks, and
    // only in no-trump, where no discard in this trick can set up a ruff.
    const bool withRuns = t_.trumpLane == kNoTrump && countingSide_ == maximizer_;
    if (!withRuns && target > 1 && target < tricksLeft) return false;
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

// When the counted side leads a trick it does not want, the seats of the
// other side can play under any card it leads, or are void and may discard:
// the lead wins whatever it is. Returns the leader's lowest card of each lane
// (what the answer depends on), or 0 when some lead may lose.
CardSet Search::leadTakesTrick() const {
    const CardSet hand = pos_.hands[pos_.leader];
    CardSet lowests = 0;
    for (int lane = 0; lane < kSuits; ++lane) {
        const CardSet mine = hand & laneMask(lane);
        if (!mine) continue;
        if (othersMustTake(lane, lowestIndex(mine))) return 0;
        lowests |= bitOf(lowestIndex(mine));
    }
    return lowests;
}

// True when a seat of the uncounted side must take a trick the counted side
// leads with `bit` of `lane`: it holds only higher cards there, or, void,
// must ruff.
bool Search::othersMustTake(int lane, int bit) const {
    const CardSet trumps = t_.trumpLane == kNoTrump ? 0 : laneMask(t_.trumpLane);
    for (int s = 0; s < pos_.seats; ++s) {
        if (counts(s)) continue;
        const CardSet cards = pos_.hands[s] & laneMask(lane);
        if (cards ? lowestIndex(cards) > bit
                  : lane != t_.trumpLane && (pos_.hands[s] & trumps) &&
                        (t_.follow == FollowRule::FollowOrTrump || (pos_.hands[s] & ~trumps) == 0))
            return true;
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
    const int ledLane = laneOf(pos_.trick[0]);
    for (int k = fromOffset; k < pos_.seats; ++k) {
        const int s = pos_.seatAfter(pos_.leader, k);
        if (counts(s) != side) continue;
        const CardSet hand = pos_.hands[s];
        if (hand & laneMask(laneOf(bit)) & ~below(bit + 1)) return true;
        if (laneOf(bit) != t_.trumpLane && t_.trumpLane != kNoTrump && !(hand & laneMask(ledLane)) &&
            (hand & laneMask(t_.trumpLane)))
            return true;
    }
    return false;
}

// True when some seat still to play this trick, and for whom the current
// winner is bad, could beat `winnerBit` (by following higher or by trumping).
bool Search::laterOpponentCanBeat(int winnerSeat, int winnerBit) const {
    const int ledLane = laneOf(pos_.trick[0]);
    for (int k = pos_.played + 1; k < pos_.seats; ++k) {
        const int s = pos_.seatAfter(pos_.leader, k);
        if (goodFor(s, winnerSeat)) continue;
        const CardSet hand = pos_.hands[s];
        if (hand & laneMask(laneOf(winnerBit)) & ~below(winnerBit + 1)) return true;
        if (laneOf(winnerBit) != t_.trumpLane && t_.trumpLane != kNoTrump && !(hand & laneMask(ledLane)) &&
            (hand & laneMask(t_.trumpLane)))
            return true;
    }
    return false;
}

// Heuristic order, best first, from the interest of the seat to play: a seat
// that wants tricks cashes winners and keeps its high cards; a seat that does
// not (misère) leads low and sheds its highest card that stays under.
int Search::orderMoves(CardSet moves, int seat, int* out) const {
    if (!(moves & (moves - 1))) {  // one move: nothing to order
        out[0] = lowestIndex(moves);
        return 1;
    }
    if (pos_.played > 0) {
        // Built in place: a copy of it stalls on store forwarding.
        const FollowTrick follow = followTrick(seat);
        return sortMoves(moves, out, [&](int bit) { return followScore(follow, bit); });
    }
    // The lead that last decided a node this deep gets a bonus (a killer
    // move: followers' killers measured worse, their tricks differ too much).
    // A bonus rather than first place: a lead that is plainly better here
    // (a sure winner, a lane the opponents cannot ruff) can still come first.
    const int killer = obj_.measure == Measure::Tricks ? killerLead_[count(inPlay_)] : -1;
    const LeadLanes lanes = leadLanes(moves, seat);
    return sortMoves(moves, out, [&](int bit) { return leadScore(lanes, bit) + (bit == killer ? 70 : 0); });
}

// `moves` into `out`, best score first (insertion sort: a dozen moves at most).
template <typename Score>
int Search::sortMoves(CardSet moves, int* out, Score score) {
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
Search::LeadLanes Search::leadLanes(CardSet moves, int seat) const {
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
    for (int s = 0; s < pos_.seats; ++s)
        if (s != seat) (goodFor(seat, s) ? partnersAll : opponentsAll) |= pos_.hands[s];
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
        for (int s = 0; s < pos_.seats; ++s) {
            if (s == seat || goodFor(seat, s)) continue;
            const CardSet cards = pos_.hands[s] & laneCards;
            opponentsRuff |= lane != t_.trumpLane && !cards && (pos_.hands[s] & trumps);
            // Fewer opponents' cards in the lane, fewer replies to search
            // (a void counts as long: it may ruff or discard anything).
            const int length = count(cards);
            replies += length ? length : cardsLeft + 1;
        }
        // Leading low: through the next seat to a partner's higher card, not
        // into the last seat's winner.
        const CardSet nextCards = nextHand & laneCards;
        if (nextIsOpponent && partners && (!nextCards || highestIndex(partners) > highestIndex(nextCards)))
            bonus += 25;
        if (lastIsOpponent && ((pos_.hands[last] >> top) & 1)) bonus -= 15;
        lanes.knockOut[lane] = -1;
        if (((opponentsAll >> top) & 1) && obj_.measure == Measure::Tricks) {
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
                bonus += 20;
                if (((hand >> second) & 1) && ((hand >> third) & 1)) lanes.knockOut[lane] = int8_t(second);
            }
            if (((nextHand >> top) & 1) && ((partnersAll >> second) & 1) && count(partners) > 1) {
                // The partner holding the second best must hold another card of the lane.
                for (int s = 0; s < pos_.seats; ++s)
                    if (((pos_.hands[s] >> second) & 1) && count(pos_.hands[s] & laneCards) > 1) bonus += 60;
            }
        }
        lanes.lowLeadBonus[lane] = int16_t(bonus);
        lanes.laneScore[lane] = int16_t(-8 * replies + (opponentsRuff ? -40 : 0));
        if (obj_.measure != Measure::Points) {
            // A partner's card beats every opponent's: lead low to it, keeping
            // the leader's own top (if any) as an entry.
            lanes.partnerWins[lane] = partners && (!opponents || highestIndex(partners) > highestIndex(opponents));
        } else {
            // Card points measured better leading low only when a partner
            // holds the top, and towards a partner's ruff (Six-Bid table -19%).
            lanes.partnerWins[lane] = (partnersAll >> top) & 1;
            if (!opponentsRuff && trumps && !(laneCards & trumps) && partnerRuffs(seat, laneCards, trumps))
                lanes.laneScore[lane] += 30;
        }
    }
    return lanes;
}

// True when a partner of `seat` is void in `laneCards` and holds a trump.
bool Search::partnerRuffs(int seat, CardSet laneCards, CardSet trumps) const {
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
void Search::misereLeads(CardSet moves, int seat, LeadLanes& lanes) const {
    const CardSet declarer = pos_.hands[misereSeat_];
    for (int lane = 0; lane < kSuits; ++lane) {
        const CardSet laneCards = laneMask(lane);
        const CardSet mine = moves & laneCards;
        if (!mine) continue;
        const CardSet its = declarer & laneCards;
        int16_t score = 0;
        if (seat == misereSeat_) score = othersMustTake(lane, lowestIndex(mine)) ? 100 : 0;
        else if (!its) score = -30;
        else if (lowestIndex(mine) < lowestIndex(its)) score = -20;
        else if (!ducksInLane(its, inPlay_ & laneCards & ~its)) score = 60;
        lanes.laneScore[lane] = score;
    }
}

int Search::leadScore(const LeadLanes& lanes, int bit) const {
    const int power = bit & (kLaneWidth - 1);
    if (!lanes.wantsTricks) return -power + lanes.laneScore[laneOf(bit)];
    const int lane = laneOf(bit);
    int score;
    if (lanes.top[lane] == bit)
        score = 50 + power;  // cash a winner
    else if (lanes.knockOut[lane] == bit)
        score = 45;  // the higher card of a sequence under the other side's top
    else if (lanes.partnerWins[lane])
        score = 80 - power;  // low towards partner's winner
    else
        score = 20 - power - 2 * t_.points[bit] + lanes.lowLeadBonus[lane];
    return score + lanes.laneScore[lane];
}

// What every move of a follower is scored against, worked out once.
Search::FollowTrick Search::followTrick(int seat) const {
    FollowTrick f;
    f.winnerBit = winnerBit_[pos_.played - 1];
    f.winnerSeat = winnerSeat_[pos_.played - 1];
    f.last = pos_.played == pos_.seats - 1;
    f.wantsTricks = goodFor(seat, seat);
    f.partnerWins = goodFor(seat, f.winnerSeat);
    if (noTrumpMisere_ && seat != misereSeat_) {
        const int offset = (misereSeat_ - pos_.leader + pos_.seats) % pos_.seats;
        f.misereDone = offset < pos_.played && f.winnerSeat != misereSeat_;
    }
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
            int score = 4 * count(mine);
            if (count(mine) == 2 && !ownTop && ((mine >> highestIndex(belowTop)) & 1)) score -= 6;
            if (count(mine) == 1 && ownTop) score -= 8;
            f.discard[lane] = int8_t(score);
        }
    }
    if (!f.wantsTricks || f.last) return f;
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
    if (!f.laterRuff && laneOf(f.winnerBit) == ledLane && obj_.measure != Measure::Points) {
        const CardSet threats = f.laterThreats & laneMask(ledLane);
        f.partnerWillWin = partners && highestIndex(partners) > f.winnerBit &&
                           (!threats || highestIndex(partners) > highestIndex(threats));
    }
    return f;
}

// True when none of the later seats bad for `seat` can beat its `bit`.
bool Search::FollowTrick::holds(int bit, int trumpLane) const {
    if (last) return true;
    if (laterThreats & laneMask(laneOf(bit)) & ~below(bit + 1)) return false;
    return !(laterRuff && laneOf(bit) != trumpLane);
}

int Search::followScore(const FollowTrick& f, int bit) const {
    const int power = bit & (kLaneWidth - 1);
    const int points = t_.points[bit];
    const bool trump = laneOf(bit) == t_.trumpLane;
    const bool beatsWinner = beats(t_, bit, f.winnerBit);
    if (!f.wantsTricks) {
        // Misère, the lone seat already under the winner: the trick is the
        // others', so shed the highest card that leaves the lead where it is
        // (high cards only give the lone seat cards to play under later);
        // overtaking a partner comes after, lowest first. (Five misères:
        // 4 to 18% fewer nodes each.)
        if (f.misereDone) return beatsWinner ? -64 - power : power;
        // Stay under a good winner with the highest card that does; else low.
        return beatsWinner ? -64 - power : (f.partnerWins ? power : -power);
    }
    if ((f.partnerWins && (f.last || f.partnerHolds)))  // partner wins: play low, keep trumps
        return 4 * points - power - (trump ? 32 : 0) + f.discard[laneOf(bit)];
    if (f.partnerWillWin)  // play low too, but keep points (smearing them measured worse here)
        return -4 * points - power - (trump ? 32 : 0) + f.discard[laneOf(bit)];
    if (f.partnerWins) {
        const bool follows = laneOf(bit) == laneOf(pos_.trick[0]);
        return follows ? power : -power;  // third hand high
    }
    if (beatsWinner) {
        const int ruffPenalty = trump && laneOf(f.winnerBit) != t_.trumpLane ? 16 : 0;
        if (f.holds(bit, t_.trumpLane)) return 100 - power - ruffPenalty;
        if (pos_.played == pos_.seats - 2) {
            // Third hand: one card above it in the last seat, which holds
            // lower ones too: playing it forces that card out.
            const CardSet lane = laneMask(laneOf(bit));
            const CardSet above = f.laterThreats & lane & ~below(bit + 1);
            if (above && !(above & (above - 1)) && (f.laterThreats & lane & below(bit))) return 80 - power - ruffPenalty;
        }
        return 60 - power - ruffPenalty;
    }
    return -power - 4 * points + f.discard[laneOf(bit)];  // cannot win: play low
}

}  // namespace soloist
