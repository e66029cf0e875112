// Runs a task in a tbb::task_group with its hand-offs told to ThreadSanitizer
// (tsan_handoff.h): what the spawner set up before `in.give()` reaches the
// task, and what the task did reaches whoever takes `out` after the wait.
// The wrapper's reads of what it captures (TBB wrote them into its task
// object after the give()) look unordered to TSan: scripts/tsan-suppressions.txt
// names this file for them. `work` runs on a copy the task made, and stays
// checked.
#pragma once

#include <tbb/task_group.h>

#include "search/tsan_handoff.h"

namespace soloist {

template <class Work>
void runHanded(tbb::task_group& group, HandOff& in, HandOff& out, Work work) {
    group.run([&in, &out, work] {
        in.take();
        Work own = work;  // read here, so that `work` reads only this thread's copy
        own();
        out.give();
    });
}

}  // namespace soloist
