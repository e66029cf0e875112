// Runs parallel work on `threads` worker threads (0: all cores), isolated so
// that a waiting thread only picks up tasks of this work: a worker's
// thread-local transposition table is never wanted by two tasks at once.
// `isolate` false, with `threads` > 0 only: the work's own arena holds
// nothing else, and a thread done with its share may also take the task of
// a search helper (search_helpers.cpp), which an isolated wait cannot.
#pragma once

#include <cassert>

#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include "search/tsan_handoff.h"

namespace soloist {

template <class Work>
void runIsolated(int threads, Work&& work, bool isolate = true) {
    // The arena may run `work` on one of its own threads (tsan_handoff.h).
    HandOff in, out;
    assert(isolate || threads > 0);
    auto isolated = [&] {
        in.take();
        if (isolate) tbb::this_task_arena::isolate(work);
        else work();
        out.give();
    };
    in.give();
    if (threads > 0) {
        tbb::task_arena arena(threads);
        arena.execute(isolated);
    } else {
        isolated();
    }
    out.take();
}

// tbb::parallel_for over [0, count), with the hand-offs of its tasks'
// input and results told to ThreadSanitizer (tsan_handoff.h).
template <class Index, class Body>
void parallelFor(Index count, Body&& body) {
    HandOff in, out;
    in.give();
    tbb::parallel_for(Index(0), count, [&](Index i) {
        in.take();
        body(i);
        out.give();
    });
    out.take();
}

}  // namespace soloist
