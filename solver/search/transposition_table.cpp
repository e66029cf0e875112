#include "search/transposition_table.h"

#include <algorithm>
#include <limits>

namespace soloist {

namespace {
constexpr int16_t kMinBound = std::numeric_limits<int16_t>::min();
constexpr int16_t kMaxBound = std::numeric_limits<int16_t>::max();
}  // namespace

TranspositionTable::TranspositionTable(size_t megabytes) {
    const size_t bytes = std::max<size_t>(megabytes, 1) << 20;
    size_t buckets = 1;
    while (buckets * 2 * kBucket * sizeof(Entry) <= bytes) buckets *= 2;
    entries_.resize(buckets * kBucket);
    mask_ = buckets - 1;
    for (Entry& e : entries_) e.generation = 0;
    generation_ = 1;
}

void TranspositionTable::clear() {
    if (++generation_ == 0) {  // wrapped: really empty every entry once
        for (Entry& e : entries_) e.generation = 0;
        generation_ = 1;
    }
}

const Bounds* TranspositionTable::find(const PositionKey& key, uint64_t hash) const {
    const Entry* bucket = bucketOf(hash);
    for (size_t i = 0; i < kBucket; ++i)
        if (live(bucket[i]) && bucket[i].key == key) return &bucket[i].bounds;
    return nullptr;
}

void TranspositionTable::record(const PositionKey& key, uint64_t hash, int target, bool reached,
                                int depth) {
    Entry* bucket = bucketOf(hash);
    Entry* slot = nullptr;
    for (size_t i = 0; i < kBucket && !slot; ++i)
        if (live(bucket[i]) && bucket[i].key == key) slot = &bucket[i];
    if (!slot) {
        // Replace an empty slot, else the shallowest entry (least work lost).
        slot = &bucket[0];
        for (size_t i = 0; i < kBucket; ++i) {
            if (!live(bucket[i])) { slot = &bucket[i]; break; }
            if (bucket[i].depth < slot->depth) slot = &bucket[i];
        }
        slot->key = key;
        slot->bounds = {kMinBound, kMaxBound};
        slot->depth = uint16_t(depth);
        slot->generation = generation_;
    }
    if (reached)
        slot->bounds.lower = std::max<int16_t>(slot->bounds.lower, int16_t(target));
    else
        slot->bounds.upper = std::min<int16_t>(slot->bounds.upper, int16_t(target - 1));
}

}  // namespace soloist
