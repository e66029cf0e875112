// Random deals consistent with what is known (games/deal_knowledge.h),
// uniform over all such deals: the unseen cards are shuffled and dealt to the
// hidden hands (and widow), and a deal that breaks a constraint is drawn
// again (rejection sampling). Sample `index` of a seed is the same on every
// machine and thread count.
#pragma once

#include <cstdint>
#include <vector>

#include "games/deal_knowledge.h"

namespace soloist {

struct SampledDeal {
    std::vector<CardSet> hands;
    CardSet widow = 0;
    int attempts = 0;  // deals drawn until one met the constraints
};

// Checks the knowledge can be dealt at all (sizes, duplicates, constraints on
// seen hands); throws ProblemError naming the field.
void checkKnowledge(const DealKnowledge& knowledge);

// Throws ProblemError("constraints", ...) when `maxAttempts` draws in a row
// break the constraints.
SampledDeal sampleDeal(const DealKnowledge& knowledge, uint64_t seed, uint64_t index, int maxAttempts = 100000);

}  // namespace soloist
