// libdds set-up shared by the agreement tests and the benchmarks.
#pragma once

#include <dds/dll.h>

#include <mutex>
#include <string>

namespace soloist::testing_support {

// libdds runs single-threaded here: one solve at a time, comparable with
// soloist's single-threaded figures.
inline void useDdsSingleThreaded() {
    static std::once_flag once;
    std::call_once(once, [] { SetMaxThreads(1); });
}

inline std::string ddsError(int code) {
    char line[80] = {};
    ErrorMessage(code, line);
    return "libdds error " + std::to_string(code) + ": " + line;
}

}  // namespace soloist::testing_support
