// Alpha-beta over card plays, asked null-window questions: "can the maximizing
// side bring the value to at least `target`?". The search reads only the
// compiled GameTables and the Objective: it knows no game.
#pragma once

#include <array>
#include <atomic>
#include <cassert>
#include <cstdint>
#include <utility>
#include <vector>

#include "tables/game_tables.h"
#include "search/bound.h"
#include "search/expect.h"
#include "search/move_orderer.h"
#include "search/objective.h"
#include "search/position.h"
#include "search/search_deadline.h"
#include "search/stop_the_world.h"
#include "search/sides.h"
#include "search/table_context.h"
#include "search/transposition_table.h"

namespace soloist {

class Search {
public:
    // `stopAtCards`: the play ends at the trick boundary where each hand
    // holds that many cards (0: play out; more: "the next k tricks" questions).
    Search(const GameTables& tables, const Objective& objective, TranspositionTable& table,
           const Position& root, int stopAtCards = 0);
    // The move order reads this search's own state by reference.
    Search(const Search&) = delete;
    Search& operator=(const Search&) = delete;

    // Value to come from the root is at least `target`.
    bool reaches(int target);
    // Exact value to come from the root, known to lie in [low, high].
    int exactValue(int low, int high);
    // Narrows [low, high], known to hold the value to come from the root,
    // to the exact value. Past the deadline it throws SearchAborted, leaving
    // in `low` and `high` the bounds proven so far.
    void narrow(int& low, int& high, Expect expect = Expect::Anywhere);
    // After reaches(target) answered yes: the lower bound it proved, at most
    // `high` (the value's known upper bound); after a no: the upper bound, at
    // least `low`.
    int provenLow(int target, int high) const;
    int provenHigh(int target, int low) const;
    // Searches give up (SearchAborted) once `deadline` has passed; null: never.
    void setDeadline(const SearchDeadline* deadline) { deadline_ = deadline; }
    // Searches also give up (SearchAborted) after about `nodes` nodes (checked
    // every 16,384), deadline or not.
    void setNodeLimit(uint64_t nodes) { nodeLimit_ = nodes; }
    // Lets up to `helpers` idle threads (of the TBB arena) work on each
    // question reaches() is asked once it has taken 16,384 nodes, with no
    // node limit, all in this search's table: lazy SMP (search_helpers.cpp);
    // and on a trick count narrow() seeks, on its next questions too.
    // 0: none. With `from`, a question spawns its helpers only once `from`
    // is true (checked at each checkpoint): work that wants its threads for
    // tasks of its own first (a table's strains) opens it when they all run.
    void setHelpers(int helpers, const std::atomic<bool>* from = nullptr) {
        helpers_ = helpers;
        helpersFrom_ = from;
    }
    // Largest value the rest of the play could possibly give (no opposition).
    int ceiling() const;

    // Distinct legal moves for the seat to play at the root (lane bits).
    CardSet rootMoves() const;
    // Every legal card at the root that plays the same as `move`.
    CardSet equivalentsOf(int move) const;
    // As narrow, for the value after the seat to play at the root plays `move`.
    void narrowAfter(int move, int& low, int& high, Expect expect = Expect::Anywhere);
    // As reaches, for the value after the seat to play at the root plays `move`.
    bool reachesAfter(int move, int target);

    uint64_t nodes() const { return nodes_; }

private:
    void claimTable() { tt_.useFor(context_.id, inPrintedCards(pos_)); }
    Position inPrintedCards(Position pos) const {
        for (int s = 0; s < pos.seats; ++s) pos.hands[s] = t_.toPrinted(pos.hands[s]);
        return pos;
    }
    // A question from the root, with no helpers.
    bool rootReaches(int target) { return pos_.played == 0 ? atBoundary(target) : tryMoves(target); }
    // Every 16,384 nodes (see checkpointMask_): gives up past the deadline,
    // the node limit, or when another thread answered; starts and serves the
    // helpers.
    void checkpoint();
    // Lazy SMP (search_helpers.cpp): the helpers of the question being
    // searched, if any.
    struct Team;
    bool reachesWithHelpers(int target);
    // Stops `team`'s helpers, waits for them, and takes the table back.
    void dismiss(Team& team);
    // A trick count narrowed by a team (search_helpers.cpp): each thread
    // asks the question the narrowing needs next, or the one it will need
    // after it, or helps another thread's.
    struct Questions;
    void narrowTogether(int& low, int& high, int guess, int step);
    // One thread's part of it: questions until the count is known.
    void answerQuestions(Team& team, Questions& questions, int self);
    void serveTeam();
    void runHelper(Team& team, int index);
    // What every thread of `team` sets before it searches: the table's gate,
    // the busy marks, where to defer and reorder, the checkpoint's interval.
    void searchIn(Team& team);
    // Off the hot path (kept out of line, so that one thread's search
    // compiles as it did without helpers).
    [[gnu::noinline]] void reorderAsHelper(int* order, int n) const;
    // What a question changes while it runs besides the position (the
    // team's root), kept to restore the root when a helper answers first.
    struct RootState {
        CardSet inPlay, trickSet;
        std::array<uint64_t, 2> lengths;
        int pointsInPlay;
        std::array<uint8_t, kMaxSeats> winnerSeat, winnerBit;
    };
    RootState rootState() const {
        return {inPlay_, trickSet_, lengths_, pointsInPlay_, winnerSeat_, winnerBit_};
    }
    // Back at `root` after a question given up mid-search.
    void restore(const Position& root, const RootState& state) {
        pos_ = root;
        inPlay_ = state.inPlay;
        trickSet_ = state.trickSet;
        lengths_ = state.lengths;
        pointsInPlay_ = state.pointsInPlay;
        winnerSeat_ = state.winnerSeat;
        winnerBit_ = state.winnerBit;
    }
    // A value of `remaining` tricks as the table holds it, or back: a
    // mirrored table holds the other side's (see TableContext).
    int mirror(int value, int remaining) const { return context_.mirrored ? remaining - value : value; }
    // Where the table's cut-off moves file the move that decides here (see
    // CutoffMoves), for `seat` to play from `hand`.
    [[gnu::always_inline]] inline uint64_t cutoffKey(int seat, CardSet hand) const;
    // Whether moves from `hand` are also filed by the target: near the top of
    // a trick-count search (see targetCutoffKey).
    bool filesByTarget(CardSet hand) const;
    // The cut-off key with the target too.
    static uint64_t targetCutoffKey(uint64_t cutoffKey, int target);
    // The move of `moves` that plays as `card` does (its stretch's), or -1.
    int moveFor(int card, CardSet moves, CardSet legal, CardSet hand) const;
    bool atBoundary(int target);
    // The stages of atBoundary that settle a question without playing moves
    // (boundary_bounds.cpp).
    Bound trumpBound(int target, int cardsLeft) const;
    Bound forcedLeadBound(int target) const;
    Bound laterTricksBound(int target, int cardsLeft) const;
    Bound misereEscapeBound(int target) const;
    Bound quickTricksBound(int target, int cardsLeft) const;
    Bound topTrumpPointsBound(int target) const;
    Bound quickPointsBound(int target) const;
    bool tryMoves(int target);
    template <bool kDeferring>
    bool tryMovesIn(int target);
    // The move `move` from here, searched for `target`, as the threads of a
    // team mark it while one searches it (never 0).
    uint64_t edgeOf(int move, int target) const {
        uint64_t h = (inPlay_ ^ (uint64_t(pos_.leader) << 59)) * 0x9E3779B97F4A7C15ULL;
        h ^= (trickSet_ + (uint64_t(move) << 8 | uint8_t(target))) * 0xBF58476D1CE4E5B9ULL;
        return (h ^ (h >> 31)) | 1;
    }
    bool lastTrickReaches(int target);
    // `seat`: the seat to play, which plays `move`.
    [[gnu::always_inline]] inline bool playAndSearch(int move, int target, int seat);
    // Make and unmake a move (see search.cpp).
    struct ClosedTrick {
        std::array<uint8_t, kMaxSeats> trick{};
        std::array<uint8_t, kMaxSeats> winnerSeat{};
        std::array<uint8_t, kMaxSeats> winnerBit{};
        CardSet trickSet = 0;
        int leader = 0;
    };
    void playCard(int move, int seat);
    void unplayCard(int move, int seat);
    void closeTrick(ClosedTrick& closed);
    void reopenTrick(const ClosedTrick& closed);
    int trickGain(int winner) const;
    bool sureTricksDecide(int target, bool& reached);
    // Runs after the trick are cashed only by a side that wants tricks, and
    // only in no-trump, where no discard in this trick can set up a ruff.
    // They are looked for at the trick's second play only: there an answer
    // saves the rest of the trick's plays; later it saves a few leaves and
    // costs more than they do (120 no-trump contracts of 30 bridge deals:
    // 2.8% more nodes, 13% fewer instructions; 4 tables 3.7% fewer).
    bool sureTricksWithRuns() const {
        return t_.trumpLane == kNoTrump && sides_.counting == sides_.maximizer && pos_.played == 1;
    }
    // Whether a sure trick can settle `target` mid-trick: with runs after
    // it, or where the one trick is all one side needs (the test inlined,
    // as seven calls in ten stop here).
    bool sureTricksMayDecide(int target) const {
        return sureTricksWithRuns() || target <= 1 || target >= count(pos_.hands[pos_.toPlay()]) - stopAtCards_;
    }
    bool forcedToOvertake(int winner, int card) const;
    std::pair<int, int> sureTrick(int seat) const;
    CardSet leadTakesTrick() const;
    bool canBeatLater(bool side, int bit, int fromOffset) const;
    bool goodFor(int seat, int winner) const { return sides_.goodFor(seat, winner); }
    bool counts(int seat) const { return sides_.counts(seat); }
    bool maximizes(int seat) const { return sides_.maximizes(seat); }
    // The counted side's seats, or the other side's.
    uint8_t sideMask(bool counted) const {
        return counted ? sides_.counting : uint8_t(((1u << pos_.seats) - 1) & ~sides_.counting);
    }
    // The cards held by the counted side, or by the other side.
    CardSet sideCards(bool counted) const { return pos_.heldBy(sideMask(counted)); }
    void keyOf(TableKey& key, PatternHands& hands) const;
    // The key that adds the hand of `handKeyedSeat_` to `key`, or with
    // `topOnly` the hand less its lowest card in each lane (see table_key.cpp);
    // the plain key is one that adds nothing (`hand` 0). `hash` and `hand`
    // are left unset when made (atBoundary makes three at every boundary,
    // and most searches use one): whoever makes one in use sets them.
    struct HandKey {
        TableKey key;
        uint64_t hash;
        uint64_t hand;  // the cards added, compressed as patterns are
        // A pattern fixing every card added matches only positions where the
        // seat holds exactly those cards (and, the lane lengths being in the
        // key, a card below them in a lane where `topOnly` left one out): it
        // can live under this key.
        bool holds(uint64_t mask) const { return (hand & ~mask) == 0; }
    };
    HandKey handKeyOf(const TableKey& key, bool topOnly) const;
    FixedPattern patternOf(CardSet relevant) const;
    bool wonByRank(CardSet trick, int winnerBit) const;
    // The seat holding `bit`, a card still in a hand: cards never change
    // hands, so the root's owners stand (a loop over the seats was 1.2% of
    // a bridge contract's instructions).
    int holderOf(int bit) const {
        assert(bit >= 0 && bit < 64 && ((pos_.hands[owners_[bit]] >> bit) & 1));
        return owners_[bit];
    }
    struct SureTrumps {
        int seat = 0;       // a seat of the side sure of them
        int tricks = 0;
        CardSet cards = 0;  // the lowest trump whose owner the count relies on
    };
    SureTrumps splitTopTrumps() const;
    CardSet topTrumpRun() const;
    int stretchTop(int move, CardSet hand) const;
    int stretchBottom(int move, CardSet hand) const;
    CardSet stretchAnchor(int move, CardSet hand, CardSet relevantAfter) const;
    int leafValue() const;
    int tallyIndex() const;
    template <class ReachesAt>
    void narrowWith(int& low, int& high, Expect expect, ReachesAt reachesAt);

    const GameTables& t_;
    const Objective& obj_;
    const Sides sides_;  // the objective's, kept here for the hot paths
    TranspositionTable& tt_;
    const int stopAtCards_;
    // Hands are keyed with played cards closed up (see keyOf), and answers
    // carry the cards they depended on (partition search).
    const bool compressRanks_;
    static bool pointsCompress(const GameTables& tables, int seats);
    // Only card-point searches read pointsInPlay_: the others skip keeping
    // it at every play.
    const bool tracksPoints_;
    const TableContext context_;
    // The lone seat of a misère: the one counted seat of a trick objective,
    // which wants few tricks; -1: none.
    static int loneMisereSeat(const Objective& objective);
    // Misère in no-trump (the lone seat, every other seat against it):
    // misereEscape applies.
    const bool noTrumpMisere_;
    const int misereSeat_;
    // The lone misère seat whose hand files most of the table's patterns
    // (see handKeyOf; hands compressed, no matadors); -1: none.
    const int handKeyedSeat_;

    Position pos_;
    std::array<uint8_t, 64> owners_{};  // by lane bit, the root's seat holding it (see holderOf)
    CardSet inPlay_ = 0;   // cards in hands
    // Every hand's length in every lane, four bits each (see keyOf).
    std::array<uint64_t, 2> lengths_{};
    // Unsigned: a signed seat's / 4 and % 4 cost a rounding fix on every play.
    static unsigned lengthShift(unsigned seat, unsigned lane) { return 16 * (seat % 4) + 4 * lane; }
    uint64_t& lengthsOf(unsigned seat) { return lengths_[seat / 4]; }
    CardSet trickSet_ = 0; // cards in the current trick
    int pointsInPlay_ = 0; // points of cards in hands
    std::array<uint8_t, kMaxSeats> winnerSeat_{};  // after each card of the trick
    std::array<uint8_t, kMaxSeats> winnerBit_{};
    // The cards whose owners decided the last answer (lane bits); every
    // position agreeing on them (see TranspositionTable) has that answer.
    CardSet relevant_ = 0;
    // With the last answer, the bound proven on the value to come (fail-soft):
    // at least `bound_` (>= target) when the target was reached, else at most
    // `bound_` (< target). Later searches at other targets reuse it through
    // the table, and narrow() jumps to it.
    int bound_ = 0;
    uint64_t nodes_ = 0;
    const SearchDeadline* deadline_ = nullptr;
    static constexpr uint64_t kNoNodeLimit = ~uint64_t(0);
    uint64_t nodeLimit_ = kNoNodeLimit;
    // checkpoint() comes every 16,384 nodes; every 1,024 while threads
    // search together, so that all stop soon after one answers.
    static constexpr uint64_t kCheckpointMask = 0x3FFF, kTeamCheckpointMask = 0x3FF;
    uint64_t checkpointMask_ = kCheckpointMask;
    const MoveOrderer moveOrderer_;
    int helpers_ = 0;
    const std::atomic<bool>* helpersFrom_ = nullptr;
    Team* team_ = nullptr;  // while the question has helpers
    // While threads share the table: where this one stops when another
    // rebuilds it (checkpoint).
    StopTheWorld* gate_ = nullptr;
    // A helper reorders moves at positions whose leader holds this many
    // cards or more: the root's count (the rest of the root's trick).
    int reorderFromCards_ = 0;
    // While a team searches: the moves its threads are searching from
    // positions with `deferFromCards_` cards a hand or more, by the first
    // kDeferredPlays seats of a trick (edgeOf; a thread defers those another
    // is on: ABDADA). Lossy: a mark may be overwritten, or stay behind a
    // search that gave up. (Marks at every play of a trick cost two threads
    // 5 to 7% more time a node for no fewer nodes: the ten hardest bridge
    // contracts 1256 -> 1188 and 1274 -> 1225 ms with the first two plays
    // only, the 30 tables each alone 5114 -> 4941 ms; the lead alone searched
    // up to 3% more nodes. Marked over the first five tricks instead of the
    // first nine, the same nodes at 8 to 9% more nodes a second: the ten
    // hardest contracts of two seed sets 7% and 6% faster, 30 tables alone
    // 2%, seven Solo Whist, Six-Bid and Frog contracts 8%; every mark is a
    // write to a line the other core reads; docs/BENCHMARKS.md.)
    static constexpr size_t kBusyMarks = 4096;
    static constexpr int kDeferredTricks = 4;
    static constexpr int kDeferredPlays = 2;
    std::atomic<uint64_t>* busy_ = nullptr;
    int deferFromCards_ = 0;
    // A helper's: another thread answered its question.
    const std::atomic<bool>* answeredElsewhere_ = nullptr;
    // A helper tries the root's moves after the first in reverse order: where
    // every move must be searched, the threads begin at opposite ends, and
    // where one move answers, a good one late in the order is found early.
    // Below the root, deferring (busy_) keeps them apart. (Two threads, 16
    // hard bridge contracts, total nodes against one thread's: reversing
    // over the first five tricks, as when each thread kept its own table,
    // cost 20% more nodes than reversing at the root only; not reversing at
    // all cost 10% more on the hardest; see README.)
    bool reverseAfterFirst_ = false;
    // The cut-off moves this thread reads and files: the table's, or a
    // helper's own (TranspositionTable::helperCutoffMoves), kept across the
    // questions and problems of a deal, so that it strays from the asker's
    // order. Sharing the asker's, the two threads searched more: on the 10
    // hardest bridge contracts, twice one thread's nodes over their total
    // fell from 1.74 to 1.62 (docs/BENCHMARKS.md).
    CutoffMoves* cutoffs_ = &tt_.cutoffMoves();
};

}  // namespace soloist
