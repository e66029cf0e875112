// ThreadSanitizer sees no happens-before edge that TBB creates: Debian's
// libtbb is not instrumented, so data that TBB's scheduler hands from one
// thread to another (a task's input, its result, a pipeline token) looks to
// TSan like a race. Where our code hands data across TBB, HandOff tells TSan
// of the edge that TBB guarantees; without -fsanitize=thread it is nothing.
//
// Each HandOff is one direction only: the threads that give (release) are
// never the ones that take (acquire), so two tasks of one parallel run are
// never made to look ordered, and a real race between them still shows.
#pragma once

#if defined(__SANITIZE_THREAD__)
#define SOLOIST_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define SOLOIST_TSAN 1
#endif
#endif

#ifdef SOLOIST_TSAN
extern "C" void __tsan_acquire(void* address);
extern "C" void __tsan_release(void* address);
#endif

namespace soloist {

class HandOff {
public:
    // What this thread wrote so far becomes visible to every later take().
    void give() {
#ifdef SOLOIST_TSAN
        __tsan_release(&token_);
#endif
    }
    // This thread sees what every earlier give() published.
    void take() {
#ifdef SOLOIST_TSAN
        __tsan_acquire(&token_);
#endif
    }

private:
    [[maybe_unused]] char token_ = 0;  // only its address is used, as TSan's synchronisation object
};

}  // namespace soloist
