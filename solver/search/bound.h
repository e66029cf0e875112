// What one stage of the search found about a null-window question.
#pragma once

#include "cards/card_set.h"

namespace soloist {

// A stage's answer: whether it settles the question ("can the maximizing
// side reach the target?"), the answer, and the cards whose owners the
// answer depended on (what a table entry made from it must pin; see
// Search::patternMask).
struct Bound {
    bool settled = false;
    bool reached = false;
    CardSet cards = 0;
};

}  // namespace soloist
