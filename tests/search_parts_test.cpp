// The search's parts on hand-made positions, each asked directly: the
// transposition table, the quick-trick and later-trick bounds, the misère
// lane rule and escape bounds, the move order and the same-deal tests. (search_bounds_test.cpp checks the same
// shortcuts through whole solves.)
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "games/layouts.h"
#include "cards/notation.h"
#include "search/later_tricks.h"
#include "search/misere_escape.h"
#include "search/misere_lanes.h"
#include "search/move_orderer.h"
#include "search/crossing_plan.h"
#include "search/cutoff_moves.h"
#include "search/fixed_cards.h"
#include "search/position.h"
#include "search/quick_tricks.h"
#include "search/stop_the_world.h"
#include "search/transposition_table.h"

namespace soloist {
namespace {

// Bridge no-trump tables, and positions written as "AKQ.2.." per seat
// (spades.hearts.diamonds.clubs), in lane bits.
const GameTables& noTrump() {
    static const auto tables = whistTables(kNoTrump);
    return *tables;
}

CardSet lanes(std::string hand, const GameTables& tables = noTrump()) {
    while (std::count(hand.begin(), hand.end(), '.') < 3) hand += '.';
    return tables.toLanes(parseHand(hand));
}

Position position(const std::array<std::string, 4>& hands, int leader, const GameTables& tables = noTrump()) {
    Position p;
    p.seats = 4;
    for (int s = 0; s < 4; ++s) p.hands[s] = lanes(hands[s], tables);
    p.leader = leader;
    return p;
}

CardSet liveCards(const Position& p) {
    CardSet live = 0;
    for (int s = 0; s < p.seats; ++s) live |= p.hands[s];
    return live;
}

// --- Position: the same hands, the same deal -------------------------------

TEST(SearchParts, SameHandsIgnoresWhichSeatIsWhich) {
    const Position a = position({"AK..", "QJ..", "T9..", "87.."}, 0);
    const Position turned = position({"T9..", "87..", "AK..", "QJ.."}, 2);
    const Position swapped = position({"AQ..", "KJ..", "T9..", "87.."}, 0);
    EXPECT_TRUE(sameHands(a, turned));
    EXPECT_EQ(cardsMoved(turned, a), 0);
    EXPECT_FALSE(sameHands(a, swapped));
    EXPECT_EQ(cardsMoved(swapped, a), 2);  // the Q and the K changed hands
}

TEST(SearchParts, SameDealAllowsAQuarterOfTheCardsToMove) {
    // 16 cards, of which at most 4 may move (a Frog discard, a Six-Bid call).
    const Position deal = position({"AKQJ..", "T987..", "6543..", "2.AKQ."}, 0);
    const Position four = position({"AKQ2..", "T987..", "6543..", "J.AKQ."}, 0);
    EXPECT_EQ(cardsMoved(four, deal), 2);
    EXPECT_TRUE(sameDeal(four, deal));
    const Position five = position({"T987..", "AKQJ..", "2.AKQ.", "6543.."}, 1);
    EXPECT_TRUE(sameDeal(five, deal));  // seats renumbered only
    const Position other = position({"AK.AK.", "QJ.QJ.", "T9.T9.", "87.87."}, 0);
    EXPECT_FALSE(sameDeal(other, deal));
    // Later in the play: fewer cards, all still where they were.
    const Position later = position({"AKQ..", "T98..", "654..", "2.AK."}, 0);
    EXPECT_TRUE(sameDeal(later, deal));
}

// --- Misère lane rule --------------------------------------------------------

TEST(SearchParts, MisereSeatDucksALaneWhenEachOfItsCardsIsBelowTheOthersInTurn) {
    // Its 2 under their 3, its 5 under their 6: it ducks every round.
    EXPECT_TRUE(ducksInLane(lanes("52..."), lanes("963...")));
    // Its 5 over their second card, the 4: the second round it must win.
    EXPECT_FALSE(ducksInLane(lanes("52..."), lanes("A43...")));
    // Longer than the others: past their cards nothing is compared.
    EXPECT_TRUE(ducksInLane(lanes("9532..."), lanes("4...")));
    EXPECT_TRUE(ducksInLane(lanes("AK..."), 0));
}

TEST(SearchParts, MisereSeatLongerThanEveryOtherHoldingOnlyFacesTheirRounds) {
    // The others hold 6 7 8 9 T J K A split 3-3-2: the lane can be led three
    // times, and each time the lone seat's 5, 4, 3 go under the lead; its 2
    // and Q are never asked for. Pooled as one hand, their fifth lowest (T)
    // would face its Q.
    const CardSet mine = lanes("Q5432..."), theirs = lanes("AKJT9876...");
    EXPECT_TRUE(ducksInLane(mine, theirs, 3));
    EXPECT_FALSE(ducksInLane(mine, theirs));
    EXPECT_FALSE(ducksInLane(mine, theirs, 5));
}

// Misère escape bounds: seat 3 is the lone seat. misereEscape(..., target)
// says whether it surely takes fewer than `target` more tricks.
bool escapes(const Position& p, int target) { return misereEscape(p, liveCards(p), 3, target).fewerThanTarget; }

TEST(SearchParts, MisereSeatNeverOnLeadNeverWinsItsUnheldLane) {
    // Spades duck (the 2 under everything); nobody else holds a club, so the
    // ace of clubs can win only if the seat leads it, which it never does:
    // it is never on lead. Thrown on the first heart or diamond.
    const Position p = position({"A.A..", "K.K..", "Q.Q..", "2...A"}, 0);
    EXPECT_TRUE(escapes(p, 1));
    EXPECT_TRUE(escapes(p, 2));
    // On lead, it exits with the 2 of spades, which everyone overtakes.
    const Position leading = position({"A.A..", "K.K..", "Q.Q..", "2...A"}, 3);
    EXPECT_TRUE(escapes(leading, 2));
    EXPECT_FALSE(escapes(leading, 1));  // one trick decides: only the others-on-lead rule
}

TEST(SearchParts, MisereGuardKeepsAForceableCardFromWinning) {
    // West's two spades are both above the 6: West follows with one of them
    // in each of the two spade rounds there can be, so the 6 never wins,
    // although North's 2 sits under it (the lane does not duck).
    const Position p = position({"98...", "2.K..", "3.A..", "6.2.."}, 1);
    EXPECT_TRUE(escapes(p, 2));
    // Nor can West run out first: it can throw one spade, on a heart, and
    // the seat spends its 6 in the first spade round.
    EXPECT_TRUE(escapes(p, 1));
    // With two heart tricks to come, West throws both spades on them, and
    // North leads the 2: East's 3 and the seat's 6 follow, and the 6 wins.
    const Position longer = position({"98..A", "2.KQ..", "3.AJ..", "6.32.."}, 1);
    EXPECT_FALSE(escapes(longer, 1));
    // With one spade, West can run out after a round; still, the 6 cannot
    // win the first trick, so the seat cannot take both.
    const Position once = position({"9.Q..", "2.K..", "3.A..", "6.2.."}, 1);
    EXPECT_TRUE(escapes(once, 2));
}

TEST(SearchParts, MisereStrandedSeatTakesTheTricksItLeads) {
    // West leads the 3 of clubs: the seat's king wins it while North throws
    // the 5 of hearts, and then the 2 of hearts, led, wins too: two tricks,
    // though only the king can be forced. Both bounds count the lead.
    const Position p = position({"..A.3", ".5.K.", "..QJ.", ".2..K"}, 0);
    EXPECT_FALSE(escapes(p, 2));
}

TEST(SearchParts, MisereExitIntoALaneThatIsNotExitSafeCanBeForced) {
    // The seat's hearts duck (2 and 4 under 3, 6 and 9), but leading the 2
    // is no exit: East leads the 2 of spades, the seat wins with the 4 and
    // must lead; on the 2 of hearts East plays the 9, keeps the 3 and leads
    // it under the 4 (North threw its heart on the spade). Two tricks.
    const Position p = position({".6.QJ.", "2.93..", "...JT8", "4.42.."}, 1);
    EXPECT_FALSE(escapes(p, 2));
}

TEST(SearchParts, MisereSeatKeepsNoMoreOfALaneThanItsHolderCanThrow) {
    // The seat's diamonds are safe exits while East holds the king and
    // queen. To leave the seat on lead with diamonds alone, East must play
    // both: each in a diamond trick, where the seat plays a diamond too, or
    // thrown while void in the lane led. East follows spades as long as the
    // seat could (three spades against its one), so it throws only on clubs,
    // where the seat, void, throws a diamond as well. So the seat keeps at
    // most two diamonds: the ten of spades and two more, not four tricks
    // (counting only when East can have played both, it could keep three).
    const Position p = position({"AK983...", "QJ4..KQ.", "...AKQJ9", "T..8652."}, 0);
    EXPECT_TRUE(escapes(p, 4));
    EXPECT_FALSE(escapes(p, 3));
}

TEST(SearchParts, MisereSeatsHighCardsAboveADuckingRestWinOnceEach) {
    // The seat's spades (A 2) do not duck: North holds K Q, so the second
    // spade round asks the ace. Without its ace the 2 ducks (under East's J
    // and North's Q), so only the ace can win there: the seat plays the 2 on
    // the first spade led and the ace on the next (or the ace first, if the
    // 2 is not under the card led). One trick, not the two a lane counted
    // whole would allow.
    const Position p = position({"KQ...", "J.A..", "..AK.", "A2..."}, 0);
    EXPECT_TRUE(escapes(p, 2));
    EXPECT_FALSE(escapes(p, 1));  // the ace does win a spade trick
}

// --- Quick tricks --------------------------------------------------------------

TEST(SearchParts, QuickTricksCountTheLeadersUnbrokenTopRuns) {
    // North (seat 0) leads: AKQ of spades and the heart ace are four sure
    // tricks; the diamond king is not (East holds the ace).
    const Position p = position({"AKQ.A.K.", "J.K.A.52", "T.Q.Q.63", "9.J.J.74"}, 0);
    const QuickTricks quick = cashingRuns(noTrump(), p, 0x5, 0);
    EXPECT_EQ(quick.tricks, 4);
    // Stopping at what is needed relies on fewer top cards.
    const QuickTricks two = cashingRuns(noTrump(), p, 0x5, 0, 0, 2);
    EXPECT_GE(two.tricks, 2);
    EXPECT_LE(count(two.cards), count(quick.cards));
}

TEST(SearchParts, QuickTricksStopWhereTheCasherRunsOutOfTheLane) {
    // North holds SA K alone and South the SQ: North cashes two, and the
    // third top card is South's, whose entry North cannot reach.
    const Position p = position({"AK.2.2.2", "J9.3.3.3", "Q8.4.4.4", "T7.5.5.5"}, 0);
    const QuickTricks quick = cashingRuns(noTrump(), p, 0x5, 0);
    EXPECT_EQ(quick.tricks, 2);
}

TEST(SearchParts, QuickTrickCeilingCountsOnlyLanesTheSideTops) {
    // North-South top spades only (AKQ over East's lone jack): three at
    // most, which North's cashing does take.
    const Position p = position({"AKQ...2", "J.A.A.A", "T.K.K.K", "98.Q.Q."}, 0);
    EXPECT_EQ(cashingRuns(noTrump(), p, 0x5, 0).tricks, 3);
    EXPECT_TRUE(quickTricksMayReach(noTrump(), p, 0x5, 3));
    EXPECT_FALSE(quickTricksMayReach(noTrump(), p, 0x5, 4));
}

TEST(SearchParts, QuickTrickCeilingLeavesOutLanesATrumpHolderCanRuff) {
    // Spades trumps, East holds the ace and no heart: North-South's five top
    // hearts are no quick tricks, and South's ruff is not one either (it
    // holds no trump); North's king may give a ruff entry, so one at most.
    const auto spades = whistTables(0);
    const Position p = position({"K.AKQ..", "A..AK.2", ".J2.Q.3", "J.3.J.4"}, 0, *spades);
    EXPECT_EQ(cashingRuns(*spades, p, 0x5, 0).tricks, 0);
    EXPECT_TRUE(quickTricksMayReach(*spades, p, 0x5, 1));
    EXPECT_FALSE(quickTricksMayReach(*spades, p, 0x5, 2));
}

TEST(SearchParts, QuickTrickCeilingIsNeverBelowWhatIsCounted) {
    // Random bridge endings in every strain: whatever the cashing runs and
    // the crossing plans count for the side on lead, the ceiling allows.
    std::mt19937_64 rng(2026);
    std::vector<int> deck;
    for (int lane = 0; lane < kSuits; ++lane)
        for (int rank = 0; rank < 13; ++rank) deck.push_back(lane * kLaneWidth + rank);
    int checked = 0;
    for (int trump = 0; trump <= kSuits; ++trump) {
        const auto tables = whistTables(trump == kSuits ? kNoTrump : trump);
        for (int round = 0; round < 400; ++round) {
            std::shuffle(deck.begin(), deck.end(), rng);
            const int cards = 2 + int(rng() % 8);
            Position p;
            p.seats = 4;
            for (int s = 0; s < 4; ++s)
                for (int k = 0; k < cards; ++k) p.hands[s] |= bitOf(deck[s * cards + k]);
            p.leader = int(rng() % 4);
            const uint8_t side = p.leader % 2 == 0 ? 0x5 : 0xA;
            const QuickTricks own = cashingRuns(*tables, p, side, p.leader);
            const QuickTricks quick = crossingTricks(*tables, p, side, 64, own);
            for (int needed = 1; needed <= quick.tricks; ++needed, ++checked)
                ASSERT_TRUE(quickTricksMayReach(*tables, p, side, needed))
                    << "trump " << trump << " round " << round << " needed " << needed;
        }
    }
    EXPECT_GT(checked, 1000);
}

// --- Move order ----------------------------------------------------------------

// North-South's moves for the seat to play, best first.
std::vector<int> orderedMoves(const Position& p, CardSet moves) {
    Objective objective;
    objective.countingSide = 0x5;
    objective.maximizer = 0x5;
    const CardSet live = liveCards(p);
    const std::array<uint8_t, kMaxSeats> noWinners{};
    const MoveOrderer orderer(noTrump(), objective.measure, Sides(objective), false, 0,
                              {p, live, noWinners, noWinners});
    int out[kLaneWidth * kSuits];
    const int n = orderer.order(moves, p.toPlay(), out);
    return std::vector<int>(out, out + n);
}

TEST(SearchParts, MoveOrderCashesTheLeadersWinnerBeforeLeadingLow) {
    // North leads the spade ace, the lane's top, before its low cards.
    const Position p = position({"A2.32..", "KQ.AK..", "43.54..", "65.76.."}, 0);
    const std::vector<int> order = orderedMoves(p, p.hands[0]);
    ASSERT_EQ(order.size(), 4u);
    EXPECT_EQ(order[0], lowestIndex(lanes("A")));
}

// --- Later-trick bounds --------------------------------------------------------

TEST(SearchParts, LeaderLosesTheTrickWhenTheOtherSideHoldsEveryTopItCouldLead) {
    // North leads; in spades and hearts, the lanes North holds, East holds the top.
    const Position p = position({"Q.Q..", "A.A..", "2.2..", "3.3.."}, 0);
    const LaterBound bound = leaderLosesTrick(p, liveCards(p), 0x5);
    EXPECT_TRUE(bound.holds);
    EXPECT_EQ(bound.cards, lanes("A.A.."));
    // Give North the heart ace: it can lead it and win.
    const Position q = position({"Q.A..", "A.Q..", "2.2..", "3.3.."}, 0);
    EXPECT_FALSE(leaderLosesTrick(q, liveCards(q), 0x5).holds);
}

TEST(SearchParts, SideCannotTakeAllWhenItsTopLanesRunOutBeforeTheTricks) {
    // North-South hold the spade top, at most two rounds of it; three tricks
    // left and every other top is East-West's: some trick is lost.
    const Position p = position({"AK.2..", "3.AJ..", "4.KT..", "5.Q9.."}, 0);
    const LaterBound bound = cannotTakeAll(p, liveCards(p), 0x5);
    EXPECT_TRUE(bound.holds);
    EXPECT_EQ(bound.cards, lanes(".A.."));
    // With the heart ace too, three rounds are possible: no bound.
    const Position q = position({"AK.A..", "3.QJ..", "4.K2..", "5.T9.."}, 0);
    EXPECT_FALSE(cannotTakeAll(q, liveCards(q), 0x5).holds);
}

// --- Transposition table -----------------------------------------------------

struct Entry {
    TableKey key;
    PatternHands hands{};
};

// The table's probe and record for an entry (with its key's FixedCards, as
// Search passes them).
Probe probe(TranspositionTable& table, const Entry& e, int target) {
    return table.probe(e.key, e.key.hash(), e.hands, target, FixedCards(e.key));
}
// `mask`: each lane's top cards, as Search::patternOf gives them.
void record(TranspositionTable& table, const Entry& e, uint64_t mask, bool atLeast, int bound) {
    const FixedCards lanes(e.key);
    const uint16_t code = lanes.encodeKept(mask);
    table.record(e.key, e.key.hash(), e.hands, {mask, code}, atLeast, bound, lanes);
}

// A key with the given lane lengths of seats 0 to 3 (leader 1), and a
// pattern of three planes. With compressed hands the live cards sit lane
// after lane: lengths 0x1234 (seat 0 holding 4, 3, 2 and 1 cards in lanes 0
// to 3) put lane 0 in bits 0 to 3, lane 1 in bits 4 to 6, and so on, and a
// pattern fixes a lane's top cards (see FixedCards): 0b1100 fixes the top
// two cards of lane 0.
Entry entry(uint64_t lengths, uint64_t planeA, uint64_t planeB) {
    Entry e;
    e.key.words = {lengths, uint64_t(1) << 16, 0};
    e.hands = {planeA, planeB, 0};
    return e;
}

// Keys of lane lengths `from` to `from + count - 1` (1 to 17 cards left
// from 0x100 on), each with one pattern that answers 1 whoever holds what.
void recordKeys(TranspositionTable& table, uint64_t from, uint64_t count) {
    for (uint64_t lengths = from; lengths < from + count; ++lengths) {
        const Entry e = entry(lengths, 0b1, 0);
        record(table, e, 0, true, 1);
    }
}

// How many of those keys the table still answers.
uint64_t keysFound(TranspositionTable& table, uint64_t from, uint64_t count) {
    uint64_t found = 0;
    for (uint64_t lengths = from; lengths < from + count; ++lengths) {
        const Entry e = entry(lengths, 0b1, 0);
        found += probe(table, e, 1).decided;
    }
    return found;
}

// The table answers `target` for `e`, with that answer and bound.
void expectAnswer(TranspositionTable& table, const Entry& e, int target, bool reached, int bound) {
    const Probe p = probe(table, e, target);
    ASSERT_TRUE(p.decided) << "target " << target;
    EXPECT_EQ(p.reached, reached) << "target " << target;
    EXPECT_EQ(p.bound, bound) << "target " << target;
}

TEST(SearchParts, TableAnswersFromABoundOnlyWhatTheBoundDecides) {
    TranspositionTable table(4);
    const Position root = position({"AK..", "QJ..", "T9..", "87.."}, 0);
    table.useFor(11, root);
    const Entry e = entry(0x1234, 0b1010, 0b0110);
    // Proven: the value is at least 3, depending on the cards of mask 0b1100.
    record(table, e, 0b1100, true, 3);
    const Probe atLeast2 = probe(table, e, 2);
    EXPECT_TRUE(atLeast2.decided);
    EXPECT_TRUE(atLeast2.reached);
    EXPECT_EQ(atLeast2.mask, 0b1100u);
    EXPECT_FALSE(probe(table, e, 4).decided);  // 4 is not known
    // Proven too: less than 5. Then 5 is answered "no", 4 still unknown.
    record(table, e, 0b1100, false, 4);
    const Probe atLeast5 = probe(table, e, 5);
    EXPECT_TRUE(atLeast5.decided);
    EXPECT_FALSE(atLeast5.reached);
    EXPECT_FALSE(probe(table, e, 4).decided);
}

// A pattern's mask in 16 bits: four depths, one a lane, read against the
// key's lane lengths.
TEST(SearchParts, FixedCardsNameEachLanesTopCardsByDepth) {
    // Seat 0 holds 4, 3, 2 and 1 cards in lanes 0 to 3, seat 4 (the
    // second word) one more in lane 1: lanes at bits 0-3, 4-7, 8-9 and 10.
    TableKey key;
    key.words = {0x1234, 0x0010 | uint64_t(1) << 16, 0};
    const FixedCards lanes(key);
    // Lane 0's top two, lane 1's top card, all of lane 3.
    const uint64_t mask = 0b1100 | 0b1000'0000 | 0b100'0000'0000;
    const uint16_t code = lanes.encode(mask);
    EXPECT_EQ(code, 0x1012);
    EXPECT_EQ(lanes.expand(code), mask);
    EXPECT_EQ(FixedCards::cards(code), 4);
    EXPECT_EQ(lanes.expand(0), 0u);
    // Exact hands fix every card.
    EXPECT_EQ(lanes.encode(~uint64_t(0)), FixedCards::kAllCards);
    EXPECT_EQ(lanes.expand(FixedCards::kAllCards), ~uint64_t(0));
    // A lane of 16 (four seats of 4) ending at bit 64: all of it is kept as
    // all but its lowest card, which the lengths then fix.
    TableKey full;
    full.words = {0x4444444444444444, 0, 0};
    const FixedCards wide(full);
    EXPECT_EQ(wide.expand(wide.encode(0xFFFF'0000'0000'0000)), 0xFFFE'0000'0000'0000);
    EXPECT_EQ(wide.expand(wide.encode(0xC000'0000'0000'0000)), 0xC000'0000'0000'0000);
}

#if defined(__AVX512F__)
// The probe's eight-at-once expansion agrees with the one at a time.
TEST(SearchParts, FixedCardsExpandEightAtOnceAsOneAtATime) {
    TableKey key;
    key.words = {0x3333'2222'4444'3343, 0x0100, 0};  // lanes of 12, 13, 13 and 12 cards
    const FixedCards lanes(key);
    std::array<uint16_t, 8> codes = {0, 0x0001, 0x00C0, 0x0D00, 0xF000, 0xFDCC, FixedCards::kAllCards, 0x1234};
    std::array<uint64_t, 8> wide;
    _mm512_storeu_si512(wide.data(), lanes.expand8(codes.data()));
    for (size_t i = 0; i < codes.size(); ++i) EXPECT_EQ(wide[i], lanes.expand(codes[i])) << "code " << codes[i];
}
#endif

#if defined(__AVX2__)
// The same, four at once: the probe's expansion where AVX-512 is missing.
TEST(SearchParts, FixedCardsExpandFourAtOnceAsOneAtATime) {
    TableKey key;
    key.words = {0x3333'2222'4444'3343, 0x0100, 0};  // lanes of 12, 13, 13 and 12 cards
    const FixedCards lanes(key);
    const std::array<uint16_t, 8> codes = {0, 0x0001, 0x00C0, 0x0D00, 0xF000, 0xFDCC, FixedCards::kAllCards, 0x1234};
    for (size_t half = 0; half < 2; ++half) {
        std::array<uint64_t, 4> wide;
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(wide.data()), lanes.expand4(codes.data() + 4 * half));
        for (size_t i = 0; i < 4; ++i)
            EXPECT_EQ(wide[i], lanes.expand(codes[4 * half + i])) << "code " << codes[4 * half + i];
    }
}
#endif

// An answer carries the bound that gave it (fail-soft): a search that asked
// for 2 learns that the value is at least 6, and one that asked for 9 that
// it is at most 7.
TEST(SearchParts, TableAnswersWithTheBoundItHolds) {
    TranspositionTable table(4);
    table.useFor(11, position({"AK..", "QJ..", "T9..", "87.."}, 0));
    const Entry e = entry(0x1234, 0b1010, 0b0110);
    record(table, e, 0b1100, true, 6);
    record(table, e, 0b1100, false, 7);
    expectAnswer(table, e, 2, true, 6);
    expectAnswer(table, e, 9, false, 7);
    EXPECT_FALSE(probe(table, e, 7).decided);  // 6 or 7
}

TEST(SearchParts, TableEntryStandsForPositionsAgreeingOnItsMaskOnly) {
    TranspositionTable table(4);
    table.useFor(11, position({"AK..", "QJ..", "T9..", "87.."}, 0));
    const Entry e = entry(0x1234, 0b1010, 0b0110);
    record(table, e, 0b1100, true, 3);
    // Other owners outside the mask: the same answer.
    const Entry outside = entry(0x1234, 0b1001, 0b0101);
    EXPECT_TRUE(probe(table, outside, 3).decided);
    // Another owner of a masked card: unknown.
    const Entry inside = entry(0x1234, 0b1110, 0b0110);
    EXPECT_FALSE(probe(table, inside, 3).decided);
    // Another key (other lengths): unknown.
    const Entry other = entry(0x1235, 0b1010, 0b0110);
    EXPECT_FALSE(probe(table, other, 3).decided);
}

TEST(SearchParts, TableKeepsContextsApartAndForgetsAnotherDeal) {
    TranspositionTable table(4);
    const Position deal = position({"AK..", "QJ..", "T9..", "87.."}, 0);
    const Entry e = entry(0x1234, 0b1010, 0b0110);
    table.useFor(11, deal);
    record(table, e, 0b1100, true, 3);
    table.useFor(22, deal);  // another strain of the same deal: its own entries
    EXPECT_FALSE(probe(table, e, 3).decided);
    table.useFor(11, deal);  // back: still there
    EXPECT_TRUE(probe(table, e, 3).decided);
    table.useFor(11, position({"AQ.K.", "KJ..", "T9.Q.", "87.J."}, 0));  // another deal
    EXPECT_FALSE(probe(table, e, 3).decided);
}

// Past kContexts contexts on one deal, a new one takes the place of the
// context served longest ago, whose entries go; the others stay, and keys
// of the context dropped no longer block their probe runs.
TEST(SearchParts, TableForgetsOnlyTheContextServedLongestAgoWhenContextsRunOut) {
    constexpr uint64_t kAll = TranspositionTable::kContexts;
    TranspositionTable table(4);
    const Position deal = position({"AK..", "QJ..", "T9..", "87.."}, 0);
    const Entry e = entry(0x1234, 0b1010, 0b0110);
    for (uint64_t context = 1; context <= kAll; ++context) {
        table.useFor(context, deal);
        record(table, e, 0b1100, true, int(context));
    }
    table.useFor(1, deal);  // context 2 is now the one served longest ago
    table.useFor(kAll + 1, deal);
    EXPECT_FALSE(probe(table, e, 1).decided);  // the new one: nothing yet
    record(table, e, 0b1100, true, int(kAll + 1));
    for (uint64_t context : {uint64_t(1), uint64_t(3), kAll / 2, kAll, kAll + 1}) {
        table.useFor(context, deal);
        const Probe p = probe(table, e, 1);
        EXPECT_TRUE(p.decided && p.reached) << "context " << context;
        EXPECT_EQ(p.bound, int(context)) << "context " << context;
    }
    table.useFor(2, deal);  // forgotten: it starts afresh
    EXPECT_FALSE(probe(table, e, 1).decided);
}

TEST(SearchParts, CutoffMovesKeepTheNewestMoveOfAKeyUntilAnotherKeyTakesItsSlot) {
    CutoffMoves moves;
    const uint64_t key = 0x0123456789ABCDEFULL;
    EXPECT_EQ(moves.find(key), CutoffMoves::kNone);
    moves.remember(key, 12);
    EXPECT_EQ(moves.find(key), 12);
    moves.remember(key, 0);  // a move of bit 0 is still a move
    EXPECT_EQ(moves.find(key), 0);
    const uint64_t sameSlot = key ^ (uint64_t(1) << 40);  // another key of the slot
    EXPECT_EQ(moves.find(sameSlot), CutoffMoves::kNone);
    moves.remember(sameSlot, 40);
    EXPECT_EQ(moves.find(sameSlot), 40);
    EXPECT_EQ(moves.find(key), CutoffMoves::kNone);
    moves.clear();
    EXPECT_EQ(moves.find(sameSlot), CutoffMoves::kNone);
}

TEST(SearchParts, TableForgetsItsCutoffMovesWithAnotherDealOnly) {
    TranspositionTable table(4);
    const Position deal = position({"AK..", "QJ..", "T9..", "87.."}, 0);
    table.useFor(11, deal);
    table.cutoffMoves().remember(77, 5);
    table.useFor(22, deal);  // another strain of the same deal
    EXPECT_EQ(table.cutoffMoves().find(77), 5);
    table.useFor(11, position({"AQ.K.", "KJ..", "T9.Q.", "87.J."}, 0));  // another deal
    EXPECT_EQ(table.cutoffMoves().find(77), CutoffMoves::kNone);
}

TEST(SearchParts, AFullTableKeepsTheKeysNearestTheRoot) {
    TranspositionTable table(1);  // at most 8192 slots (of 16384 lines): fills after some 6000 keys
    table.useFor(11, position({"AK..", "QJ..", "T9..", "87.."}, 0));
    const Entry nearRoot = entry(0x4444444444444444, 0b1010, 0b0110);  // 64 cards left, 16 a lane
    const Entry deep = entry(0x1, 0b1, 0);                             // 1 card left
    record(table, nearRoot, 0xC000, true, 3);  // lane 0's top two
    record(table, deep, 0b1, true, 1);
    recordKeys(table, 0x100, 10000);
    EXPECT_TRUE(probe(table, nearRoot, 3).decided);
    EXPECT_FALSE(probe(table, deep, 1).decided);
    // The keys kept are still found where they were moved to.
    int found = 0;
    for (uint64_t lengths = 0x100; lengths < 0x100 + 10000; ++lengths) {
        const Entry e = entry(lengths, 0b1, 0);
        const Probe p = probe(table, e, 1);
        if (p.decided) {
            EXPECT_TRUE(p.reached);
            ++found;
        }
    }
    EXPECT_GT(found, 300);
}

// A key's first pattern lives in its slot; a second moves both into a
// chunk. Every answer stays as recorded through the move.
TEST(SearchParts, TableKeepsAKeysFirstPatternInItsSlotThenBothInAChunk) {
    TranspositionTable table(4);
    table.useFor(11, position({"AK..", "QJ..", "T9..", "87.."}, 0));
    const Entry first = entry(0x1234, 0b1010, 0b0110);
    const Entry second = entry(0x1234, 0b0101, 0b1001);
    record(table, first, 0b1100, true, 3);
    EXPECT_TRUE(probe(table, first, 3).decided);
    EXPECT_FALSE(probe(table, second, 3).decided);
    record(table, second, 0b1111, false, 1);
    record(table, first, 0b1100, false, 5);  // the first again: same entry
    expectAnswer(table, first, 3, true, 3);
    EXPECT_EQ(probe(table, first, 3).mask, 0b1100u);
    expectAnswer(table, first, 6, false, 5);
    expectAnswer(table, second, 2, false, 1);
}

// A five-seat root: four hands as given and a fifth.
Position fiveSeats(const std::array<std::string, 4>& hands, const std::string& fifth) {
    Position p = position(hands, 0);
    p.seats = 5;
    p.hands[4] = lanes(fifth);
    return p;
}

// Five seats need a third plane of owners: a pattern fixing a card held by
// seat 4 must not answer for a position where another seat holds it.
TEST(SearchParts, TablePatternsTellTheFifthSeatApart) {
    TranspositionTable table(4);
    table.useFor(11, fiveSeats({"AK..", "QJ..", "T9..", "87.."}, "65.."));
    Entry withPlaneTwo = entry(0x1234, 0b0000, 0b0000);
    withPlaneTwo.hands[2] = 0b1000;  // card 3, lane 0's top, held by seat 4
    const Entry seatZero = entry(0x1234, 0b0000, 0b0000);  // card 3 held by seat 0
    record(table, seatZero, 0b1000, true, 2);
    EXPECT_TRUE(probe(table, seatZero, 2).decided);
    EXPECT_FALSE(probe(table, withPlaneTwo, 2).decided);
    record(table, withPlaneTwo, 0b1000, false, 0);
    expectAnswer(table, withPlaneTwo, 1, false, 0);
    expectAnswer(table, seatZero, 2, true, 2);
}

// Chunks of four-seat deals hold two planes of owners, of five-seat deals
// three: a table that serves both in turn starts afresh at each change and
// answers each deal's patterns as recorded, chunks and all.
TEST(SearchParts, TableChangesItsChunksBetweenFourAndFiveSeats) {
    TranspositionTable table(4);
    const Position four = position({"AK..", "QJ..", "T9..", "87.."}, 0);
    const Position five = fiveSeats({"AK..", "QJ..", "T9..", "87.."}, "65..");
    const auto fill = [&](uint64_t planeTwo) {
        for (uint64_t owners = 0; owners < 20; ++owners) {  // one key, 20 patterns: three chunks
            Entry e = entry(0x1234, owners, owners >> 2);
            e.hands[2] = planeTwo;
            record(table, e, 0b1111111, true, int(owners % 5));  // lanes 0 and 1
        }
    };
    const auto expectAll = [&](uint64_t planeTwo) {
        for (uint64_t owners = 0; owners < 20; ++owners) {
            Entry e = entry(0x1234, owners, owners >> 2);
            e.hands[2] = planeTwo;
            expectAnswer(table, e, int(owners % 5), true, int(owners % 5));
        }
    };
    table.useFor(11, four);
    fill(0);
    expectAll(0);
    table.useFor(11, five);
    Entry onFour = entry(0x1234, 3, 0);
    EXPECT_FALSE(probe(table, onFour, 0).decided);  // started afresh
    fill(0b100);  // the fifth seat holds card 2 in every pattern
    expectAll(0b100);
    Entry planeTwoDiffers = entry(0x1234, 3, 0);
    EXPECT_FALSE(probe(table, planeTwoDiffers, 0).decided);
    table.useFor(11, four);
    fill(0);
    expectAll(0);
}

// An answer found under a coarser key moves to a finer one, from a slot's
// first pattern as from a chunk.
TEST(SearchParts, TableMovesAKeysOnlyPatternToAnotherKey) {
    TranspositionTable table(4);
    table.useFor(11, position({"AK..", "QJ..", "T9..", "87.."}, 0));
    const Entry from = entry(0x1234, 0b1010, 0b0110);
    Entry to = from;
    to.key.words[2] = 0x8000000000000001;
    record(table, from, 0b1100, true, 4);
    ASSERT_TRUE(probe(table, from, 4).decided);
    table.moveAnswer(from.key, from.key.hash(), to.key, to.key.hash(), FixedCards(from.key));
    EXPECT_FALSE(probe(table, from, 4).decided);
    expectAnswer(table, to, 4, true, 4);
    // The emptied key takes a pattern again.
    record(table, from, 0b1100, false, 2);
    EXPECT_TRUE(probe(table, from, 3).decided);
}

// Keys of one pattern each (card-point games) take slots, not chunks: the
// slots grow into the room the chunks leave, so a 4 MB table keeps some
// 24,000 such keys (with a slot and a chunk apiece it kept about 12,000).
TEST(SearchParts, TableSlotsGrowIntoTheRoomChunksLeave) {
    TranspositionTable table(4);
    table.useFor(11, position({"AK..", "QJ..", "T9..", "87.."}, 0));
    constexpr uint64_t kKeys = 20000;
    recordKeys(table, 0x100, kKeys);
    EXPECT_EQ(keysFound(table, 0x100, kKeys), kKeys);
}

// A table starts small and grows where a deal's searches fill it a third
// time, keeping that size for the deals after: a 22 MB table's slots hold
// some 200,000 keys, and each refill keeps 9/16 of them.
TEST(SearchParts, TableGrowsWhenADealFillsItAThirdTime) {
    TranspositionTable table(64);
    table.useFor(11, position({"AK..", "QJ..", "T9..", "87.."}, 0));
    ASSERT_EQ(table.limitMegabytes(), 22u);
    recordKeys(table, 0x100, 290000);  // two refills
    EXPECT_EQ(table.limitMegabytes(), 22u);
    recordKeys(table, 0x100 + 290000, 10000);  // the third fill
    EXPECT_EQ(table.limitMegabytes(), 44u);
    recordKeys(table, 0x100 + 300000, 100000);
    EXPECT_EQ(keysFound(table, 0x100 + 300000, 100000), 100000u);  // none dropped since it grew
    table.useFor(11, position({"AQ.K.", "KJ..", "T9.Q.", "87.J."}, 0));  // another deal
    EXPECT_EQ(table.limitMegabytes(), 44u);
}

// A table that fills once or twice on a deal makes room (keeping the keys
// nearest the roots) instead of growing.
TEST(SearchParts, TableMakesRoomWhenFilledOnlyOnceOrTwice) {
    TranspositionTable table(64);
    const Position deal = position({"AQ.K.", "KJ..", "T9.Q.", "87.J."}, 0);
    table.useFor(11, deal);
    EXPECT_EQ(table.limitMegabytes(), 22u);
    recordKeys(table, 0x100, 150000);
    table.useFor(22, deal);
    constexpr uint64_t kSecond = 60000;  // fills the slots once
    recordKeys(table, 0x100, kSecond);
    EXPECT_EQ(table.limitMegabytes(), 22u);
    EXPECT_GT(keysFound(table, 0x100, kSecond), kSecond / 2);  // the context served keeps most of its keys
}


// Threads searching one question share its table (lazy SMP): here two, each
// filing its own keys, three patterns a key (so chunks), and probing the
// other's as it goes, in a table small enough to grow its slots and make
// room many times meanwhile, each time with the other thread stopped
// (StopTheWorld). Every answer found is the one filed, and afterwards the
// table, one thread's again, still answers as filed.
TEST(SearchParts, TwoThreadsShareATableWhileItGrowsAndMakesRoom) {
    TranspositionTable table(2);
    table.useFor(11, position({"AK..", "QJ..", "T9..", "87.."}, 0));
    constexpr uint64_t kKeys = 20000;
    // Key i: lane 0 holds two cards, both seat 0's (the other seats' lane-0
    // nibbles stay 0), which each pattern fixes; i goes into seat 0's and
    // seat 1's other lanes. The bound it files: i % 7.
    const auto key = [](uint64_t i, uint64_t pattern) {
        return entry(0x2 | (i & 0xFFF) << 4 | (i >> 12 & 0xFFF) << 20, pattern, 0);
    };
    StopTheWorld gate;
    table.shareWith(&gate);
    std::atomic<uint64_t> found{0}, wrong{0};
    const auto work = [&](uint64_t from, uint64_t otherFrom) {
        gate.join();
        for (uint64_t i = 0; i < kKeys; ++i) {
            for (uint64_t pattern = 1; pattern <= 3; ++pattern) {
                const Entry e = key(from + i, pattern);
                record(table, e, 0b11, true, int((from + i) % 7));
            }
            const uint64_t other = otherFrom + i / 2;
            const Entry e = key(other, 2);
            const Probe p = probe(table, e, int(other % 7));
            if (p.decided) ++(p.reached && p.bound == int(other % 7) ? found : wrong);
        }
        gate.leave();
    };
    std::thread a(work, 1, 1 + kKeys), b(work, 1 + kKeys, 1);
    a.join();
    b.join();
    table.shareWith(nullptr);
    EXPECT_EQ(wrong, 0u);
    std::printf("answered %llu of %llu probes of the other thread's keys\n",
                static_cast<unsigned long long>(found.load()), static_cast<unsigned long long>(2 * kKeys));
    uint64_t kept = 0;
    for (uint64_t i = 1; i < 1 + 2 * kKeys; ++i)
        for (uint64_t pattern = 1; pattern <= 3; ++pattern) {
            const Entry e = key(i, pattern);
            const Probe p = probe(table, e, int(i % 7));
            if (p.decided) {
                EXPECT_TRUE(p.reached && p.bound == int(i % 7)) << "key " << i << " pattern " << pattern;
                ++kept;
            }
        }
    // 2 MB hold 32,768 lines: of 40,000 keys taking four lines each, a
    // refill keeps some 4,000 keys' patterns.
    EXPECT_GT(kept, 3000u);
}

}  // namespace
}  // namespace soloist
