#include "search/transposition_table.h"

#include <algorithm>
#include <limits>

namespace soloist {

namespace {

constexpr int16_t kMinBound = std::numeric_limits<int16_t>::min();
constexpr int16_t kMaxBound = std::numeric_limits<int16_t>::max();

bool agrees(const PatternHands& stored, const PatternHands& hands, uint64_t mask) {
    return ((hands[0] & mask) == stored[0]) & ((hands[1] & mask) == stored[1]) & ((hands[2] & mask) == stored[2]);
}

}  // namespace

TranspositionTable::TranspositionTable(size_t megabytes) : megabytes_(megabytes) {
    // An eighth of the memory for keys, the rest for patterns.
    const size_t bytes = std::max<size_t>(megabytes, 1) << 20;
    size_t slots = 1;
    while (slots * 2 * sizeof(Slot) <= bytes / 8) slots *= 2;
    slots_.resize(slots);
    slotMask_ = slots - 1;
    chunks_.resize((bytes - slots * sizeof(Slot)) / sizeof(Chunk));
    for (Slot& s : slots_) s.generation = 0;
    generation_ = 1;
}

void TranspositionTable::clear() {
    context_ = 0;
    rootValues_ = {};
    slotsUsed_ = 0;
    chunksUsed_ = 0;
    if (++generation_ == 0) {  // wrapped: really empty every slot once
        for (Slot& s : slots_) s.generation = 0;
        generation_ = 1;
    }
}

void TranspositionTable::useFor(uint64_t context) {
    if (context != context_ || context == 0) clear();
    context_ = context;
}

TranspositionTable::Slot* TranspositionTable::findSlot(const TableKey& key, uint64_t hash) {
    for (size_t i = hash & slotMask_;; i = (i + 1) & slotMask_) {
        Slot& s = slots_[i];
        if (!live(s) || s.key == key) return &s;
    }
}

Probe TranspositionTable::probe(const TableKey& key, uint64_t hash, const PatternHands& hands, int target) {
    const Slot* slot = findSlot(key, hash);
    if (!live(*slot)) return {};
    Chunk& head = chunks_[slot->head];
    for (uint32_t c = slot->head; c != kNone; c = chunks_[c].next) {
        Chunk& chunk = chunks_[c];
        for (uint32_t i = chunk.used; i-- > 0;) {
            Pattern& p = chunk.patterns[i];
            if (!agrees(p.hands, hands, p.mask)) continue;
            if (p.lower < target && p.upper >= target) continue;
            // Patterns that answer once tend to answer again: scan them first.
            Pattern& first = head.patterns[head.used - 1];
            std::swap(p, first);
            return {true, first.lower >= target, first.mask};
        }
    }
    return {};
}

void TranspositionTable::record(const TableKey& key, uint64_t hash, const PatternHands& hands, uint64_t mask,
                                int target, bool reached) {
    PatternHands pattern;
    for (size_t s = 0; s < pattern.size(); ++s) pattern[s] = hands[s] & mask;
    Slot* slot = findSlot(key, hash);
    Pattern* entry = nullptr;
    if (live(*slot)) {
        for (uint32_t c = slot->head; c != kNone && !entry; c = chunks_[c].next) {
            Chunk& chunk = chunks_[c];
            for (uint32_t i = 0; i < chunk.used; ++i)
                if (chunk.patterns[i].mask == mask && chunk.patterns[i].hands == pattern) {
                    entry = &chunk.patterns[i];
                    break;
                }
        }
    }
    if (!entry) {
        const bool newSlot = !live(*slot);
        const bool newChunk = newSlot || chunks_[slot->head].used == kChunk;
        // Full: start afresh rather than search a crowded table.
        if ((newChunk && chunksUsed_ == chunks_.size()) || (newSlot && 4 * (slotsUsed_ + 1) > 3 * slots_.size())) {
            const uint64_t context = context_;
            clear();
            context_ = context;
            slot = findSlot(key, hash);
        }
        if (!live(*slot)) {
            slot->key = key;
            slot->head = kNone;
            slot->generation = generation_;
            ++slotsUsed_;
        }
        if (slot->head == kNone || chunks_[slot->head].used == kChunk) {
            const uint32_t index = uint32_t(chunksUsed_++);
            chunks_[index].used = 0;
            chunks_[index].next = slot->head;
            slot->head = index;
        }
        Chunk& head = chunks_[slot->head];
        entry = &head.patterns[head.used++];
        *entry = {mask, pattern, kMinBound, kMaxBound};
    }
    if (reached)
        entry->lower = std::max<int16_t>(entry->lower, int16_t(target));
    else
        entry->upper = std::min<int16_t>(entry->upper, int16_t(target - 1));
}

}  // namespace soloist
