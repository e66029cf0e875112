// Lazy SMP: idle threads search the question the search is asked, from the
// same root, each with its own table and all through one table they share
// for the first tricks from the root, where a helper tries its moves in
// another order. What one thread proves near the root, the others find in
// the shared table; the first thread to answer answers for all, and the rest
// give up. (One table for every position, under one lock, made two threads
// no faster than one: the lock serialised them. The shared table holds the
// positions whose answers stand for large searches, few enough that its
// lock is seldom contended.)
//
// Helpers join only a question that has already taken 16,384 nodes (most
// take fewer, and a helper's start costs more than they do), and only
// threads with nothing else to do take them: a helper is a TBB task, which a
// busy batch leaves waiting until the question is answered, and then drops.
#include <algorithm>

#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include "search/search.h"
#include "search/handed_task.h"
#include "search/tsan_handoff.h"

namespace soloist {

namespace {

// Thrown through the search of the thread that asked, when a helper answered.
struct HelperAnswered {};

}  // namespace

struct Search::Team {
    Position root;
    SharedTable* shared = nullptr;
    int target = 0;
    tbb::task_group group;
    bool spawned = false;
    std::atomic<bool> started{false};   // a helper has started: share the table
    std::atomic<bool> answered{false};  // by anyone: every thread stops
    // The helper that answered first: its answer, published by `published`.
    std::atomic<bool> published{false};
    bool reached = false;
    int bound = 0;
    std::atomic<uint64_t> helperNodes{0};
    // What the asker set up before spawning reaches the helpers, and what
    // they did reaches the asker after the wait (tsan_handoff.h).
    HandOff toHelpers, toAsker;
};

void Search::checkpoint() {
    if ((deadline_ && deadline_->passed()) || nodes_ >= nodeLimit_ ||
        (answeredElsewhere_ && answeredElsewhere_->load(std::memory_order_relaxed)))
        throw SearchAborted{};
    if (team_) serveTeam();
}

// The asking thread's part: start the helpers, share the table once one has
// started, and stop when one has answered.
void Search::serveTeam() {
    Team& team = *team_;
    if (!team.spawned) {
        team.spawned = true;
        team.shared = &sharedTableOf_();
        team.shared->useFor(context_.id, team.root);
        shareFromCards_ = std::max(2, team.root.cardsLeft() - kSharedTricks);
        team.toHelpers.give();
        for (int i = 0; i < helpers_; ++i)
            runHanded(team.group, team.toHelpers, team.toAsker, [this, &team, i] { runHelper(team, i); });
    }
    if (!sharedTable_ && team.started.load(std::memory_order_acquire)) sharedTable_ = team.shared;
    if (team.published.load(std::memory_order_acquire)) throw HelperAnswered{};
}

void Search::runHelper(Team& team, int index) {
    if (team.answered.load(std::memory_order_acquire)) return;
    team.started.store(true, std::memory_order_release);
    Search helper(t_, obj_, helperTable_(), team.root, stopAtCards_);
    helper.claimTable();
    helper.deadline_ = deadline_;
    helper.answeredElsewhere_ = &team.answered;
    helper.reverseAfterFirst_ = index % 2 == 0;
    helper.sharedTable_ = team.shared;
    helper.shareFromCards_ = shareFromCards_;
    try {
        const bool reached = helper.rootReaches(team.target);
        if (!team.answered.exchange(true)) {
            team.reached = reached;
            team.bound = helper.bound_;
            team.published.store(true, std::memory_order_release);
        }
    } catch (...) {  // past the deadline, answered elsewhere, or out of memory: the asker goes on
    }
    team.helperNodes += helper.nodes_;
}

Probe Search::probeShared(const TableKey& key, uint64_t hash, const PatternHands& hands, int target) {
    return sharedTable_->probe(key, hash, hands, target);
}

void Search::recordShared(const TableKey& key, uint64_t hash, const PatternHands& hands, uint64_t mask, bool atLeast,
                          int bound) {
    sharedTable_->record(key, hash, hands, mask, atLeast, bound);
}

void Search::reorderAsHelper(int* order, int n) const {
    if (n > 2 && pos_.cardsLeft() >= shareFromCards_) std::reverse(order + 1, order + n);
}

bool Search::reachesWithHelpers(int target) {
    Team team;
    team.root = pos_;
    team.target = target;
    const RootState root{inPlay_, trickSet_, lengths_, pointsInPlay_, winnerSeat_, winnerBit_};
    const auto release = [&] {
        team_ = nullptr;
        sharedTable_ = nullptr;
        team.answered.store(true, std::memory_order_release);
        team.group.cancel();  // helpers not yet started never start
        team.group.wait();
        team.toAsker.take();
        nodes_ += team.helperNodes;
    };
    bool reached = false;
    // Waiting for its helpers, this thread runs only their tasks (never
    // another problem's, which would take its table mid-search).
    tbb::this_task_arena::isolate([&] {
        team_ = &team;
        try {
            reached = rootReaches(target);
        } catch (const HelperAnswered&) {
            pos_ = team.root;
            inPlay_ = root.inPlay;
            trickSet_ = root.trickSet;
            lengths_ = root.lengths;
            pointsInPlay_ = root.pointsInPlay;
            winnerSeat_ = root.winnerSeat;
            winnerBit_ = root.winnerBit;
            reached = team.reached;
            bound_ = team.bound;
        } catch (...) {
            release();
            throw;
        }
        release();
    });
    return reached;
}

}  // namespace soloist
