#include "search/search.h"

#include <algorithm>
#include <cassert>
#include <limits>

#include "search/moves.h"

namespace soloist {

Search::Search(const GameTables& tables, const Objective& objective, TranspositionTable& table,
               const Position& root, int stopAtCards)
    : t_(tables),
      obj_(objective),
      sides_(objective),
      tt_(table),
      stopAtCards_(stopAtCards),
      compressRanks_(objective.measure != Measure::Points || pointsCompress(tables, root.seats)),
      tracksPoints_(objective.measure == Measure::Points),
      context_(tableContext(tables, objective, root.seats, stopAtCards)),
      noTrumpMisere_(loneMisereSeat(objective) >= 0 && tables.trumpLane == kNoTrump &&
                     objective.maximizer == uint8_t(((1u << root.seats) - 1) & ~objective.countingSide)),
      misereSeat_(noTrumpMisere_ ? loneMisereSeat(objective) : 0),
      handKeyedSeat_(compressRanks_ && !tables.matadors ? loneMisereSeat(objective) : -1),
      pos_(root),
      moveOrderer_(tables, objective.measure, sides_, noTrumpMisere_, misereSeat_,
                   {pos_, inPlay_, winnerSeat_, winnerBit_}) {
    assert(handKeyedSeat_ < pos_.seats);
    for (int s = 0; s < pos_.seats; ++s) {
        inPlay_ |= pos_.hands[s];
        for (int bit : bitsOf(pos_.hands[s])) owners_[bit] = uint8_t(s);
        for (int lane = 0; lane < kSuits; ++lane)
            lengthsOf(s) += uint64_t(count(pos_.hands[s] & laneMask(lane))) << lengthShift(s, lane);
    }
    pointsInPlay_ = t_.pointsOf(inPlay_);
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

int Search::loneMisereSeat(const Objective& objective) {
    const bool wantsFew = (objective.countingSide & objective.maximizer) == 0;
    if (objective.measure != Measure::Tricks || count(objective.countingSide) != 1 || !wantsFew) return -1;
    return lowestIndex(objective.countingSide);
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
    if (helpers_ > 0 && nodeLimit_ == kNoNodeLimit) return reachesWithHelpers(target);
    return rootReaches(target);
}

int Search::exactValue(int low, int high) {
    narrow(low, high);
    return low;
}

void Search::narrow(int& low, int& high, Expect expect) {
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
        auto ours = [&](const TranspositionTable::RootValue& v) { return mirror(v.value, remaining); };
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
        // Which way the count is expected to lie from the guess, for a team
        // (narrowTogether): a known value's next question is the one above.
        int step = countedSideWantsFew ? 1 : 0;
        if (expect != Expect::Anywhere) {
            guess = expect == Expect::NearLow ? low + 1 : high;
            step = expect == Expect::NearLow ? 1 : -1;
        } else {
            for (const auto* known : {&same, &other})  // the same hands, another contract
                if (known->cards == cards && sameHands(known->root, pos_)) {
                    guess = ours(*known);
                    step = 1;
                    break;
                }
        }
        guess = std::clamp(guess, low + 1, std::max(low + 1, high));
        // A team leaves low == high; one thread steps below.
        if (helpers_ > 0 && nodeLimit_ == kNoNodeLimit && low < high) narrowTogether(low, high, guess, step);
        for (int g = guess; low < high;) {
            if (reaches(g)) {
                low = provenLow(g, high);
                g = low + 1;
            } else {
                high = provenHigh(g, low);
                g = high;
            }
        }
        tt_.rememberRootValue(context_.mirrored, {cards, pos_, mirror(low, remaining)});
        return;
    }
    narrowWith(low, high, expect, [this](int target) { return reaches(target); });
}

// Narrows [low, high] with the null-window question `reachesAt`: halving,
// or when the value is expected next to one end, steps from that end that
// double until a question fails there (a search far past the value can cost
// as much as one next to it).
template <class ReachesAt>
void Search::narrowWith(int& low, int& high, Expect expect, ReachesAt reachesAt) {
    for (int step = 1; low < high; step *= 2) {
        int target = low + (high - low + 1) / 2;
        if (expect == Expect::NearLow) target = std::min(high, low + step);
        if (expect == Expect::NearHigh) target = std::max(low + 1, high - step + 1);
        const bool reached = reachesAt(target);
        if (reached) low = provenLow(target, high);
        else high = provenHigh(target, low);
        if (reached == (expect == Expect::NearHigh)) expect = Expect::Anywhere;
    }
}

int Search::provenLow(int target, int high) const {
    assert(bound_ >= target && bound_ <= high);
    return std::clamp(bound_, target, high);
}

int Search::provenHigh(int target, int low) const {
    assert(bound_ < target && bound_ >= low);
    return std::clamp(bound_, low, target - 1);
}

void Search::narrowAfter(int move, int& low, int& high, Expect expect) {
    claimTable();
    narrowWith(low, high, expect, [this, move](int target) { return playAndSearch(move, target, pos_.toPlay()); });
}

bool Search::reachesAfter(int move, int target) {
    claimTable();
    return playAndSearch(move, target, pos_.toPlay());
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

// The value still to come where the play ends: the tallies' value, or
// nothing more.
int Search::leafValue() const {
    return obj_.measure == Measure::SeatTallies ? obj_.tallyValue[tallyIndex()] : 0;
}

int Search::tallyIndex() const {
    int index = 0;
    for (int s = pos_.seats - 1; s >= 0; --s) index = index * obj_.tallyRadix + pos_.tallies[s];
    return index;
}

// A trick boundary, in numbered stages: the cheap answers first, the table,
// then the dearer bounds, whose answers go into the table, and only then
// the moves.
bool Search::atBoundary(int target) {
    relevant_ = 0;
    const int cardsLeft = pos_.cardsLeft();
    // Step 1. The end of the play, and the last trick, whose plays are forced.
    if (cardsLeft == stopAtCards_) {
        bound_ = leafValue();
        return bound_ >= target;
    }
    if (cardsLeft == 1) return lastTrickReaches(target);
    // Step 2. Targets that nothing can miss or reach.
    if (obj_.measure != Measure::SeatTallies) {
        if (target <= 0) {
            bound_ = 0;
            return true;
        }
        if (const int most = ceiling(); target > most) {
            bound_ = most;
            return false;
        }
    }
    // Step 3. The table keys, their slots loaded while the bounds below run:
    // finest first, the key with the misère seat's hand, with the hand less
    // its lowest card in each lane, and the plain key (see handKeyOf). Only
    // the keys from `finest` on are in use (made).
    std::array<HandKey, 3> keys;
    size_t finest = 2;
    HandKey& plain = keys[2];
    PatternHands hands;
    keyOf(plain.key, hands);
    plain.hand = 0;
    plain.hash = plain.key.hash();
    tt_.prefetch(plain.hash);
    if (handKeyedSeat_ >= 0) {
        finest = 0;
        keys[0] = handKeyOf(plain.key, false);
        keys[1] = handKeyOf(plain.key, true);
        tt_.prefetch(keys[0].hash);
        tt_.prefetch(keys[1].hash);
    }
    // The finest key in use that holds a pattern fixing `mask` (the plain
    // key holds all).
    const auto finestHolding = [&keys, &finest](uint64_t mask) {
        size_t level = finest;
        while (!keys[level].holds(mask)) ++level;
        return level;
    };
    // Step 4. Bounds cheaper than a probe that often settle the question.
    Bound early = trumpBound(target, cardsLeft);
    if (!early.settled) early = forcedLeadBound(target);
    if (!early.settled) early = laterTricksBound(target, cardsLeft);
    if (!early.settled) early = topTrumpPointsBound(target);
    if (early.settled) {
        relevant_ = early.cards;
        bound_ = early.provenAt(target);
        return early.reached;
    }
    // Step 5. The table. A mirrored table holds the other side's value: ours
    // >= target means theirs < tricks left - target + 1.
    const int remaining = cardsLeft - stopAtCards_;
    const int tableTarget = context_.mirrored ? remaining - target + 1 : target;
    if (finest == 0 && !tt_.crowded(plain.key, plain.hash)) finest = 2;
    const FixedCards lanes(plain.key);  // every key's: they share the lane lengths
    Probe known;
    for (size_t level = finest; level < keys.size() && !known.decided; ++level) {
        const HandKey& at = keys[level];
        known = tt_.probe(at.key, at.hash, hands, tableTarget, lanes);
        // An answer filed here before the key was crowded moves to the finest
        // key that holds it, read first and shorter.
        if (known.decided)
            if (const size_t holding = finestHolding(known.mask); holding < level)
                tt_.moveAnswer(at.key, at.hash, keys[holding].key, keys[holding].hash, lanes);
    }
    if (known.decided) {
        relevant_ = compressRanks_ ? depositBits(known.mask, inPlay_) : inPlay_;
        bound_ = mirror(known.bound, remaining);
        return known.reached != context_.mirrored;
    }
    // Step 6. Dearer bounds (most positions are answered by the table,
    // cheaper), then the moves; both answers go into the table.
    Bound late = misereEscapeBound(target);
    if (!late.settled) late = quickTricksBound(target, cardsLeft);
    if (!late.settled) late = quickPointsBound(target);
    bool reached;
    if (late.settled) {
        relevant_ = late.cards;
        reached = late.reached;
        bound_ = late.provenAt(target);
    } else {
        // Step 7. Play the moves.
        reached = tryMoves(target);
    }
    const FixedPattern pattern = patternOf(relevant_);
    const HandKey& filed = keys[finestHolding(pattern.mask)];
    tt_.record(filed.key, filed.hash, hands, pattern, reached != context_.mirrored, mirror(bound_, remaining),
               lanes);
    return reached;
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
        bound_ = leafValue();
        --pos_.tallies[winner];
        return bound_ >= target;
    }
    // Only the winning side counts here: the winner's rank matters only if
    // it beat a card of its lane from the other side.
    CardSet beaten = 0;
    for (int k = 0; k < pos_.seats; ++k) {
        const int seat = pos_.seatAfter(pos_.leader, k);
        if (counts(seat) != counts(winner)) beaten |= pos_.hands[seat];
    }
    relevant_ = (beaten & laneMask(laneOf(winnerBit))) ? bitOf(winnerBit) : 0;
    bound_ = !counts(winner) ? 0 : obj_.measure == Measure::Tricks ? 1 : pointsInPlay_;
    return bound_ >= target;
}

bool Search::tryMoves(int target) {
    if (busy_ && pos_.played < kDeferredPlays && pos_.cardsLeft() >= deferFromCards_) [[unlikely]]
        return tryMovesIn<true>(target);
    return tryMovesIn<false>(target);
}

template <bool kDeferring>
bool Search::tryMovesIn(int target) {
    const int seat = pos_.toPlay();
    const CardSet hand = pos_.hands[seat];
    const CardSet legal = legalCards(t_, hand, pos_.played ? pos_.trick[0] : -1);
    const CardSet moves = distinctMoves(t_, legal, hand, inPlay_ | trickSet_);
    // The move that last decided a like position goes first, alone: the
    // others are ordered only if it does not decide here. Its slot loads
    // while the sure tricks are looked for.
    CutoffMoves& cutoffs = *cutoffs_;
    const bool choice = moves & (moves - 1);
    const uint64_t cutoffKey = choice ? this->cutoffKey(seat, hand) : 0;
    const bool byTarget = choice && filesByTarget(hand);
    const uint64_t targetKey = byTarget ? targetCutoffKey(cutoffKey, target) : 0;
    if (choice) cutoffs.prefetch(cutoffKey);
    if (byTarget) cutoffs.prefetch(targetKey);
    if (pos_.played > 0 && obj_.measure == Measure::Tricks && sureTricksMayDecide(target)) {
        bool reached;
        if (sureTricksDecide(target, reached)) {
            bound_ = Bound::boundAt(reached, target);
            return reached;
        }
    }
    int order[kLaneWidth * kSuits];
    int n = 0;
    // An int, not a bool: GCC spilled the bool as a byte and read it back
    // as a word, a stall of a store that cannot be forwarded.
    const int maximizing = maximizes(seat);
    int remembered = CutoffMoves::kNone;
    if (byTarget) {
        remembered = cutoffs.find(targetKey);
        // Else the move that decided a target one step harder for this seat
        // (it reached more, or held the other side to less): it most likely
        // decides this one too.
        if (remembered == CutoffMoves::kNone)
            remembered = cutoffs.find(targetCutoffKey(cutoffKey, maximizing ? target + 1 : target - 1));
    }
    if (choice && remembered == CutoffMoves::kNone) remembered = cutoffs.find(cutoffKey);
    const int known = choice ? moveFor(remembered, moves, legal, hand) : -1;
    const auto orderTheRest = [&] {
        n += moveOrderer_.order(known >= 0 ? moves & ~bitOf(known) : moves, seat, order + n);
        if (reverseAfterFirst_) reorderAsHelper(order, n);
    };
    if (known >= 0) order[n++] = known;
    else orderTheRest();
    // Matador renege: whether a trump lead forces a trump depends on the
    // matadors' owners and on their rank against the led card.
    CardSet ruleCards = 0;
    if (t_.matadors && pos_.played && laneOf(pos_.trick[0]) == t_.trumpLane)
        ruleCards = (t_.matadors & (inPlay_ | trickSet_)) | bitOf(pos_.trick[0]);
    CardSet relevant = ruleCards;
    // When no move decides: the best bound any of them reached (the highest
    // upper bound for the maximizer, the lowest lower bound for the other).
    int bound = maximizing ? std::numeric_limits<int>::min() : std::numeric_limits<int>::max();
    // Per lane: after a move that did not decide, every card of the same
    // class below the lowest card its answer depended on plays the same.
    std::array<int8_t, kSuits> floor;
    floor.fill(-1);
    std::array<uint8_t, kSuits> floorClass{};
    // Lazy SMP: the moves another thread is searching from here come last.
    [[maybe_unused]] int deferred[kLaneWidth * kSuits];
    [[maybe_unused]] int deferredCount = 0;
    for (int i = 0; i < n + deferredCount; ++i) {
        const int move = i < n ? order[i] : deferred[i - n];
        const int lane = laneOf(move);
        if (move < floor[lane] && t_.cardClass[move] == floorClass[lane] && stretchTop(move, hand) < floor[lane])
            continue;
        bool reached;
        if constexpr (kDeferring) {
            const uint64_t edge = edgeOf(move, target);
            std::atomic<uint64_t>& mark = busy_[edge & (kBusyMarks - 1)];
            if (i > 0 && i < n && mark.load(std::memory_order_relaxed) == edge) {
                deferred[deferredCount++] = move;
                continue;
            }
            mark.store(edge, std::memory_order_relaxed);
            reached = playAndSearch(move, target, seat);
            // No atomic exchange: clearing another thread's mark that came
            // in between only costs a deferral.
            if (mark.load(std::memory_order_relaxed) == edge) mark.store(0, std::memory_order_relaxed);
        } else {
            reached = playAndSearch(move, target, seat);
        }
        // With one class of cards a move is its stretch's highest card. If
        // the answer after it depends on the card itself (it won the trick
        // by rank), the rest of its stretch must lie below it wherever the
        // answer is used: when every move fails, its lowest card is anchored.
        // Otherwise an answer that depends on the cards left below holds for
        // any card of the lane under them.
        if (!t_.oneClass) relevant_ |= stretchAnchor(move, hand, relevant_);
        else if (int(reached) != maximizing && ((relevant_ >> move) & 1)) relevant_ |= bitOf(stretchBottom(move, hand));
        if (int(reached) == maximizing) {
            relevant_ |= ruleCards;
            if (byTarget) {
                cutoffs.remember(targetKey, move);
                cutoffs.remember(cutoffKey, move);
            } else if (choice && move != known) {
                cutoffs.remember(cutoffKey, move);
            }
            return maximizing != 0;
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
        bound = maximizing ? std::max(bound, bound_) : std::min(bound, bound_);
        if (i == 0 && n == 1 && move == known) orderTheRest();
    }
    relevant_ = relevant;
    bound_ = bound;
    return maximizing == 0;
}

// A lead is filed by the leader's hand and its partners' cards; a card of
// the led lane by that lane's live cards, those of the seat to play, and the
// card winning so far (and whether it is a partner's); a discard or ruff by
// the hand and that winner; and by context (trump, objective), as the
// table's entries are: shared between a deal's strains, the moves cost the
// strain asked second 11% more nodes. (A discard keyed by the winner's side
// alone in no-trump measured the same; the hand's lane cards left out of a
// follow, 2% more nodes on bridge contracts; a lead keyed by the leader's
// hand alone, 5% more; by every live card, or by the opponents' cards too,
// 17 to 23% more.)
uint64_t Search::cutoffKey(int seat, CardSet hand) const {
    constexpr uint64_t kMix1 = 0x9E3779B97F4A7C15ULL, kMix2 = 0xBF58476D1CE4E5B9ULL, kMix3 = 0x94D049BB133111EBULL;
    uint64_t h = hand * kMix1;
    if (pos_.played == 0) {
        h ^= (sideCards(counts(seat)) & ~hand) * kMix3;
    } else {
        const int last = pos_.played - 1;
        const uint64_t winner = uint64_t(winnerBit_[last]) << 1 | (goodFor(seat, winnerSeat_[last]) ? 1 : 0);
        const CardSet led = laneMask(laneOf(pos_.trick[0]));
        if (hand & led) h = (hand & led) * kMix1 ^ ((inPlay_ | trickSet_) & led) * kMix3;
        h ^= (winner + 1) * kMix2;
    }
    h ^= (uint64_t(seat << 4 | pos_.played) + 0x632BE59BD9B4E019ULL) * 0xD6E8FEB86659FD93ULL;
    h ^= context_.id * 0xC2B2AE3D27D4EB4FULL;  // each context its own moves, as its own entries
    return h ^ (h >> 29);
}

// Near the top of the tree the move that decided a like position for one
// target often fails for the next (the search asks target after target from
// the same root): a lead that holds declarer to four tricks, remembered
// there, cost a whole proof when asked to hold him to three. With eight
// cards or more in the hand, a trick-count search files its cut-off moves
// by the target too, and falls back on the plain key's. On the 100 bridge
// bench contracts, 15.90 M -> 15.29 M nodes (100 other deals, 14.18 M ->
// 13.61 M; 30 tables 40.8 M -> 39.5 M); from six or ten cards, or at leads
// only, less; points searches, whose targets spread wide, lost by it
// (six-bid solo +4%). Reading next the target one step harder took the 30
// tables to 38.6 M (their largest 4.32 M -> 3.60 M); the step easier too
// gained nothing more.
bool Search::filesByTarget(CardSet hand) const {
    constexpr int kFromCards = 8;
    return obj_.measure == Measure::Tricks && count(hand) >= kFromCards;
}

uint64_t Search::targetCutoffKey(uint64_t cutoffKey, int target) {
    return cutoffKey ^ (uint64_t(target) + 1) * 0x9FB21C651E98DF25ULL;
}

int Search::moveFor(int card, CardSet moves, CardSet legal, CardSet hand) const {
    if (card < 0 || !((legal >> card) & 1)) return -1;
    if ((moves >> card) & 1) return card;
    const int move = t_.oneClass ? stretchTop(card, hand) : stretchBottom(card, hand);
    return (moves >> move) & 1 ? move : -1;
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

// Step 1 of a move: the card leaves the hand of `seat` (the seat to play)
// for the trick, and the trick's winner so far is updated.
void Search::playCard(int move, int seat) {
    assert(seat == pos_.toPlay());
    const CardSet bit = bitOf(move);
    assert((pos_.hands[seat] & bit) && !(trickSet_ & bit));
    pos_.hands[seat] ^= bit;
    inPlay_ ^= bit;
    trickSet_ |= bit;
    lengthsOf(seat) -= uint64_t(1) << lengthShift(seat, laneOf(move));
    if (tracksPoints_) pointsInPlay_ -= t_.points[move];
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

// Undoes playCard(move, seat): the card goes back to the hand of `seat`,
// which played it, the last card of the trick.
void Search::unplayCard(int move, int seat) {
    --pos_.played;
    assert(seat == pos_.toPlay());
    const CardSet bit = bitOf(move);
    assert(pos_.trick[pos_.played] == move && (trickSet_ & bit) && !(pos_.hands[seat] & bit));
    if (tracksPoints_) pointsInPlay_ += t_.points[move];
    lengthsOf(seat) += uint64_t(1) << lengthShift(seat, laneOf(move));
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
    // Field by field: an aggregate built on the stack and copied in one
    // wide load stalls on its narrow stores (no store forwarding).
    closed.trick = pos_.trick;
    closed.winnerSeat = winnerSeat_;
    closed.winnerBit = winnerBit_;
    closed.trickSet = trickSet_;
    closed.leader = pos_.leader;
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

bool Search::playAndSearch(int move, int target, int seat) {
    if ((++nodes_ & checkpointMask_) == 0) checkpoint();
#ifndef NDEBUG
    const Position before = pos_;
    const CardSet inPlayBefore = inPlay_, trickBefore = trickSet_;
#endif
    playCard(move, seat);
    bool reached;
    if (pos_.played == pos_.seats) {
        const int last = pos_.seats - 1;
        const int gain = trickGain(winnerSeat_[last]);
        const bool byRank = wonByRank(trickSet_, winnerBit_[last]);
        const int winnerBit = winnerBit_[last];
        ClosedTrick closed;
        closeTrick(closed);
        reached = atBoundary(target - gain);
        bound_ += gain;
        if (byRank) relevant_ |= bitOf(winnerBit);
        reopenTrick(closed);
    } else {
        reached = tryMoves(target);
    }
    unplayCard(move, seat);
    assert(pos_ == before && inPlay_ == inPlayBefore && trickSet_ == trickBefore);
    return reached;
}

}  // namespace soloist
