// Lazy SMP: idle threads search the question the search is asked, from the
// same root and in the same table, where a helper tries its moves in another
// order for the first tricks. What one thread proves, the others find in the
// table; the first thread to answer answers for all, and the rest give up.
// Each table operation holds the lock of the slot it is at, and a thread
// that must grow the table or make room in it stops the others first
// (StopTheWorld). (The threads once kept a table each, sharing a second one
// for the first five tricks from the root: a helper then began cold and
// searched 1.5 to 1.8 times the asker's nodes, and two threads solved a hard
// contract only 1.1 times as fast as one. One table for everything under a
// single lock was no faster than one thread: the lock serialised them.)
//
// Helpers join only a question that has already taken 16,384 nodes (most
// take fewer, and a helper's start costs more than they do), and only
// threads with nothing else to do take them: a helper is a TBB task, which a
// busy batch leaves waiting until the question is answered, and then drops.
// The asker shares its table only once a helper has started (sharing costs
// each table operation a lock): in a busy batch most helpers never start.
//
// An exact trick count (Search::narrow) is a series of such questions; a
// team works on it as a whole, each thread on the question needed next or
// on the one likely needed after it (narrowTogether, below).
#include <algorithm>
#include <array>
#include <cassert>
#include <climits>
#include <mutex>
#include <vector>

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
    StopTheWorld gate;  // of the asker's table, which every thread shares
    std::array<std::atomic<uint64_t>, kBusyMarks> busy{};  // see Search::busy_
    int target = 0;
    tbb::task_group group;
    bool spawned = false;
    // Helpers that started and wait for the asker to share its table, which
    // it does at its next checkpoint (`shared`).
    std::atomic<int> waiting{0};
    std::atomic<bool> shared{false};
    std::atomic<bool> answered{false};  // by anyone: every thread stops
    // The helper that answered first: its answer, published by `published`.
    std::atomic<bool> published{false};
    bool reached = false;
    int bound = 0;
    std::atomic<uint64_t> helperNodes{0};
    // While the team narrows a trick count (narrowTogether): its questions.
    Questions* questions = nullptr;
    // What the asker set up before spawning reaches the helpers, and what
    // they did reaches the asker after the wait (tsan_handoff.h).
    HandOff toHelpers, toAsker;
};

void Search::checkpoint() {
    if ((deadline_ && deadline_->passed()) || nodes_ >= nodeLimit_ ||
        (answeredElsewhere_ && answeredElsewhere_->load(std::memory_order_relaxed)))
        throw SearchAborted{};
    if (gate_) gate_->safePoint();
    if (team_) serveTeam();
}

// The asking thread's part: start the helpers, share its table once one
// has started, and stop when one has answered.
void Search::serveTeam() {
    Team& team = *team_;
    if (!team.spawned) {
        if (helpersFrom_ && !helpersFrom_->load(std::memory_order_relaxed)) return;
        team.spawned = true;
        checkpointMask_ = kTeamCheckpointMask;  // a helper waits for the next checkpoint
        for (int i = 0; i < helpers_; ++i) tt_.helperCutoffMoves(i);  // made here, before the helpers read them
        team.toHelpers.give();
        for (int i = 0; i < helpers_; ++i)
            runHanded(team.group, team.toHelpers, team.toAsker, [this, &team, i] { runHelper(team, i); });
    }
    if (!team.shared.load(std::memory_order_relaxed) && team.waiting.load(std::memory_order_acquire) > 0) {
        team.gate.join();
        searchIn(team);
        tt_.shareWith(gate_);
        team.shared.store(true, std::memory_order_release);
    }
    if (team.published.load(std::memory_order_acquire)) throw HelperAnswered{};
}

void Search::runHelper(Team& team, int index) {
    team.waiting.fetch_add(1, std::memory_order_release);
    while (!team.shared.load(std::memory_order_acquire)) {
        if (team.answered.load(std::memory_order_acquire)) return;
        StopTheWorld::pause();
    }
    if (team.answered.load(std::memory_order_acquire)) return;
    team.gate.join();
    struct Leave {
        StopTheWorld& gate;
        ~Leave() { gate.leave(); }
    } leave{team.gate};
    Search helper(t_, obj_, tt_, team.root, stopAtCards_);  // the table serves this context already
    helper.searchIn(team);
    helper.deadline_ = deadline_;
    helper.cutoffs_ = &tt_.helperCutoffMoves(index);
    if (team.questions) {
        try {
            helper.answerQuestions(team, *team.questions, index + 1);
        } catch (...) {  // past the deadline or out of memory: the asker goes on
        }
        team.helperNodes += helper.nodes_;
        return;
    }
    helper.answeredElsewhere_ = &team.answered;
    helper.reverseAfterFirst_ = index % 2 == 0;
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

void Search::searchIn(Team& team) {
    gate_ = &team.gate;
    reorderFromCards_ = team.root.cardsLeft();
    deferFromCards_ = std::max(2, team.root.cardsLeft() - kDeferredTricks);
    busy_ = team.busy.data();
    checkpointMask_ = kTeamCheckpointMask;
}

void Search::reorderAsHelper(int* order, int n) const {
    if (n > 2 && pos_.cardsLeft() >= reorderFromCards_) std::reverse(order + 1, order + n);
}

// Ends `team`'s work: the asker stops using the table before it waits (a
// helper rebuilding the table waits for it), and has it alone again after.
void Search::dismiss(Team& team) {
    team_ = nullptr;
    team.answered.store(true, std::memory_order_release);
    if (gate_) team.gate.leave();
    team.group.cancel();  // helpers not yet started never start
    team.group.wait();
    team.toAsker.take();
    if (gate_) tt_.shareWith(nullptr);
    gate_ = nullptr;
    busy_ = nullptr;
    checkpointMask_ = kCheckpointMask;
    nodes_ += team.helperNodes;
}

bool Search::reachesWithHelpers(int target) {
    Team team;
    team.root = pos_;
    team.target = target;
    const RootState root = rootState();
    bool reached = false;
    // Waiting for its helpers, this thread runs only their tasks (never
    // another problem's, which would take its table mid-search).
    tbb::this_task_arena::isolate([&] {
        team_ = &team;
        try {
            reached = rootReaches(target);
        } catch (const HelperAnswered&) {
            restore(team.root, root);
            reached = team.reached;
            bound_ = team.bound;
        } catch (...) {
            dismiss(team);
            throw;
        }
        dismiss(team);
    });
    return reached;
}

// A trick count in [low, high] narrowed by several threads at once. One
// thread would ask `next` (next to the last answer), and after it, most
// often, the question one `step` further the same way: going down from a
// "no", each "no" asks the next one down until the first "yes" ends it. A
// team's second thread asks that question before it is needed, so that
// the last two, both needed and the dearest by far, run side by side (the
// ten hardest bridge contracts of 30 deals: the last two questions take 74
// to 99% of a contract's nodes). A thread with no such question left helps
// another's (lazy SMP). An answer settles every question it decides, and
// the threads on them give up. The cost: a question asked ahead starts on
// a table that lacks the answers of the one before it (a contract's "4
// tricks?" took 176 k nodes after "5 tricks?", and 668 k beside it), and
// some are not needed after all (a "yes" below a "yes"). Against lazy SMP
// alone, two threads, each contract alone and runs alternating: the ten
// hardest of seed 2026's 30 deals 4.98 -> 4.67 s, of seed 555's 3.98 ->
// 3.80 s; the 30 tables of seed 2026 5.17 against 5.20 s (docs/BENCHMARKS.md).
struct Search::Questions {
    static constexpr int kNone = INT_MIN;
    Questions(int threads, int low, int high, int next, int step)
        : low(low), high(high), next(next), step(step), on(threads, kNone), decided(threads) {}

    // The question for thread `self`, and whether another thread is on it
    // already; kNone once the count is known.
    int pick(int self, bool& helping) {
        std::lock_guard lock(mutex);
        helping = false;
        if (finished || low >= high) return kNone;
        const int primary = std::clamp(next, low + 1, high);
        const int ahead = primary + step;
        int target = primary;
        if (std::count(on.begin(), on.end(), primary) > 0) {
            if (step != 0 && ahead > low && ahead <= high && std::count(on.begin(), on.end(), ahead) == 0)
                target = ahead;
            else
                helping = true;
        }
        on[self] = target;
        decided[self].store(false, std::memory_order_relaxed);
        return target;
    }

    // Thread `self` answered `target`, with the fail-soft `bound`.
    void report(int self, int target, bool reached, int bound) {
        std::lock_guard lock(mutex);
        on[self] = kNone;
        if (target <= low || target > high) return;  // settled meanwhile
        if (reached) {
            low = std::clamp(bound, target, high);
            next = low + 1;
            step = 1;
        } else {
            high = std::clamp(bound, low, target - 1);
            next = high;
            step = -1;
        }
        for (size_t i = 0; i < on.size(); ++i)
            if (on[i] != kNone && (low >= high || on[i] <= low || on[i] > high))
                decided[i].store(true, std::memory_order_relaxed);
    }

    // Every thread stops (the count is known, or the asker gave up).
    void finish() {
        std::lock_guard lock(mutex);
        finished = true;
        for (auto& d : decided) d.store(true, std::memory_order_relaxed);
    }

    std::mutex mutex;
    int low, high, next, step;
    bool finished = false;
    std::vector<int> on;  // each thread's question (the asker is 0)
    std::vector<std::atomic<bool>> decided;  // each thread's question is settled
};

void Search::answerQuestions(Team& team, Questions& questions, int self) {
    const RootState root = rootState();
    answeredElsewhere_ = &questions.decided[self];
    for (;;) {
        bool helping = false;
        const int target = questions.pick(self, helping);
        if (target == Questions::kNone) return;
        reverseAfterFirst_ = helping;
        try {
            const bool reached = rootReaches(target);
            questions.report(self, target, reached, bound_);
        } catch (const SearchAborted&) {
            if (!questions.decided[self].load(std::memory_order_relaxed)) throw;
            restore(team.root, root);
        }
    }
}

void Search::narrowTogether(int& low, int& high, int guess, int step) {
    Questions questions(helpers_ + 1, low, high, guess, step);
    Team team;
    team.root = pos_;
    team.questions = &questions;
    const RootState root = rootState();
    const std::atomic<bool>* const answeredBefore = answeredElsewhere_;
    const auto release = [&] {
        questions.finish();
        dismiss(team);
        answeredElsewhere_ = answeredBefore;
        reverseAfterFirst_ = false;
        // Every thread has stopped: what they proved is final.
        std::lock_guard lock(questions.mutex);
        low = questions.low;
        high = questions.high;
    };
    tbb::this_task_arena::isolate([&] {
        team_ = &team;
        try {
            answerQuestions(team, questions, 0);
        } catch (...) {
            release();
            restore(team.root, root);
            throw;
        }
        release();
    });
    assert(low == high);
}

}  // namespace soloist
