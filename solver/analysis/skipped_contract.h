// A contract type a declarer cannot play on a deal, and why (table and
// simulate list them).
#pragma once

#include <string>

namespace soloist {

struct SkippedContract {
    std::string type;
    int declarer = 0;
    std::string reason;
};

}  // namespace soloist
