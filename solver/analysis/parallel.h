// Runs parallel work on `threads` worker threads (0: all cores), isolated so
// that a waiting thread only picks up tasks of this work: a worker's
// thread-local transposition table is never wanted by two tasks at once.
#pragma once

#include <tbb/task_arena.h>

namespace soloist {

template <class Work>
void runIsolated(int threads, Work&& work) {
    auto isolated = [&] { tbb::this_task_arena::isolate(work); };
    if (threads > 0) {
        tbb::task_arena arena(threads);
        arena.execute(isolated);
    } else {
        isolated();
    }
}

}  // namespace soloist
