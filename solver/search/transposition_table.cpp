#include "search/transposition_table.h"

#include <algorithm>
#include <cassert>
#include <cstring>
#include <limits>

namespace soloist {

namespace {

constexpr size_t kFirstSlots = size_t(1) << 14;
constexpr int16_t kMinBound = std::numeric_limits<int16_t>::min();
constexpr int16_t kMaxBound = std::numeric_limits<int16_t>::max();

}  // namespace

// The block is left unwritten: its pages come into memory as slots and
// chunks first use them, so a run that needs little table takes little memory.
TranspositionTable::TranspositionTable(size_t megabytes)
    : megabytes_(megabytes),
      lines_((std::max<size_t>(megabytes, 1) << 20) / sizeof(Line)),
      block_(lines_ * sizeof(Line)),
      memory_(static_cast<Line*>(block_.data())) {
    placeChunks(planes_);
    limitLines_ = startLines();
    activeMask_ = firstSlots() - 1;
    residentSlots_ = activeMask_ + 1;
    for (size_t i = 0; i <= activeMask_; ++i) {
        slot(i).generation = 0;
        slot(i).busy = 0;
    }
    generation_ = 1;
}

size_t TranspositionTable::firstSlots() const {
    size_t slots = 1;
    while (2 * slots <= std::min(kFirstSlots, limitLines_ / 8)) slots *= 2;
    return slots;
}

void TranspositionTable::clear() {
    slotsUsed_ = 0;
    chunksUsed_ = 0;
    fills_ = 0;
    activeMask_ = firstSlots() - 1;
    if (++generation_ == kGenerations) {  // wrapped: really empty every slot once (growSlots empties the rest)
        for (size_t i = 0; i <= activeMask_; ++i) slot(i).generation = 0;
        generation_ = 1;
    }
    contexts_ = {};
    rootValues_ = {};
    lastServed_ = {};
    cutoffMoves_.clear();
    for (auto& moves : helperCutoffMoves_) moves->clear();
    tag_ = 0;
    tagsUsed_ = 0;
}

namespace {

constexpr unsigned kRanks = 2 * 20 * 15 + 2;  // keepRank's range: 20 lane lengths of 4 bits

}  // namespace

unsigned TranspositionTable::keepRank(const Slot& s) const {
    return 2 * unsigned(s.key.cardsLeft()) + (s.tag == tag_ ? 1 : 0);
}

bool TranspositionTable::growLimit() {
    if (limitLines_ == lines_ || ++fills_ < kFillsBeforeGrowing) return false;
    limitLines_ = std::min(lines_, 2 * limitLines_);
    return true;
}

void TranspositionTable::release(size_t fromLine, size_t toLine) {
    block_.release(fromLine * sizeof(Line), toLine * sizeof(Line));
}

void TranspositionTable::touchSlots(size_t slots) {
    if (slots <= residentSlots_) return;
    residentSlots_ = slots;
    if (!overLimit()) return;
    const size_t used = chunkLines_ * chunksUsed_;
    release(lines_ - residentChunkLines_, lines_ - used);
    residentChunkLines_ = used;
}

void TranspositionTable::touchChunks(size_t chunks) {
    const size_t lines = chunkLines_ * chunks;
    if (lines <= residentChunkLines_) return;
    residentChunkLines_ = lines;
    if (!overLimit()) return;
    release(activeMask_ + 1, residentSlots_);
    residentSlots_ = activeMask_ + 1;
}

void TranspositionTable::makeRoom() {
    // Keeping three quarters cost fewer nodes than keeping half, at a refill
    // twice as often (six-bid solo, bridge tables; docs/BENCHMARKS.md).
    dropAndRepack([&] { dropAllBut((activeMask_ + 1) * 9 / 16, chunkCapacity() * 3 / 4); });
}

template <typename Drop>
void TranspositionTable::dropAndRepack(Drop drop) {
    // A slot empty before the drop: no key's probe run passes it.
    size_t emptySlot = 0;
    while (live(slot(emptySlot))) ++emptySlot;
    drop();
    compactChunks();
    replaceSlots(emptySlot);
}

void TranspositionTable::dropAllBut(size_t slotsKept, size_t chunksKept) {
    std::vector<size_t> slotsAt(kRanks), chunksAt(kRanks);
    for (size_t i = 0; i <= activeMask_; ++i)
        if (live(slot(i))) {
            const unsigned rank = keepRank(slot(i));
            ++slotsAt[rank];
            chunksAt[rank] += slot(i).chunkCount;
        }
    // Whole ranks from the top while they fit; of the first that does not,
    // the keys that still fit.
    unsigned partRank = kRanks;
    for (unsigned rank = kRanks; rank-- > 0;) {
        if (slotsAt[rank] > slotsKept || chunksAt[rank] > chunksKept) {
            partRank = rank;
            break;
        }
        slotsKept -= slotsAt[rank];
        chunksKept -= chunksAt[rank];
    }
    // Of the rank cut in two, an even share all over the slots: keeping the
    // first ones in index order would crowd the low slots into long runs.
    size_t share = 0, whole = 1;
    if (partRank < kRanks) {
        share = slotsKept;
        whole = slotsAt[partRank];
        if (chunksKept * whole < share * chunksAt[partRank]) {
            share = chunksKept;
            whole = chunksAt[partRank];
        }
    }
    size_t owed = 0;
    size_t used = 0;
    for (size_t i = 0; i <= activeMask_; ++i) {
        Slot& s = slot(i);
        if (!live(s)) continue;
        const unsigned rank = keepRank(s);
        bool keep = rank > partRank || partRank == kRanks;
        if (rank == partRank) {
            owed += share;
            if (owed >= whole && slotsKept > 0 && s.chunkCount <= chunksKept) {
                owed -= whole;
                keep = true;
                --slotsKept;
                chunksKept -= s.chunkCount;
            }
        }
        if (keep)
            ++used;
        else
            s.generation = 0;  // never a live generation
    }
    slotsUsed_ = used;
}

void TranspositionTable::compactChunks() {
    const size_t chunksUsed = this->chunksUsed();
    for (size_t c = 0; c < chunksUsed; ++c) chunk(c).movedTo = kNone;
    for (size_t i = 0; i <= activeMask_; ++i)
        if (live(slot(i)))
            for (uint32_t c = slot(i).head; c != kNone; c = chunk(c).next) chunk(c).movedTo = 0;
    // Kept chunks keep their order, so each moves down or stays: moving them
    // in index order overwrites only chunks already moved or dropped.
    uint32_t kept = 0;
    for (size_t c = 0; c < chunksUsed; ++c)
        if (chunk(c).movedTo != kNone) chunk(c).movedTo = kept++;
    for (size_t i = 0; i <= activeMask_; ++i)
        if (live(slot(i)) && slot(i).head != kNone) slot(i).head = chunk(slot(i).head).movedTo;
    for (size_t c = 0; c < chunksUsed; ++c)
        if (chunk(c).movedTo != kNone && chunk(c).next != kNone) chunk(c).next = chunk(chunk(c).next).movedTo;
    for (size_t c = 0; c < chunksUsed; ++c)
        if (chunk(c).movedTo != kNone && chunk(c).movedTo != c) copyChunk(chunk(c).movedTo, c);
    chunksUsed_ = kept;
}

void TranspositionTable::replaceSlots(size_t emptySlot) {
    // From a slot no probe run passes, each live slot moves to the first free
    // slot of its run, which is at or before where it is: the slots already
    // placed lie before it and keep their runs whole.
    for (size_t step = 1; step <= activeMask_; ++step) {
        Slot& s = slot((emptySlot + step) & activeMask_);
        if (!live(s)) continue;
        const Slot moving = s;
        s.generation = 0;
        *findSlot(moving.key, moving.key.hash(), moving.tag) = moving;
    }
}

void TranspositionTable::copyChunk(size_t to, size_t from) {
    std::memmove(&chunk(to), &chunk(from), chunkLines_ * sizeof(Line));
}

void TranspositionTable::emptyChunk(size_t c) {
    // Every field: probes compare all eight patterns.
    std::memset(static_cast<void*>(&chunk(c)), 0, chunkLines_ * sizeof(Line));
}

void TranspositionTable::useFor(uint64_t context, const Position& root) {
    if (const int planes = root.seats > 4 ? 3 : 2; planes != planes_) {
        clear();  // the chunks change shape
        planes_ = planes;
        placeChunks(planes);
    }
    const bool newDeal = !sameDeal(root, lastRoot_);
    lastRoot_ = root;
    if (context == 0 || newDeal) {  // shares with nothing, or nothing to share
        clear();
        if (context == 0) return;
    }
    if (contexts_[tag_] != context) {
        const auto known = std::find(contexts_.begin(), contexts_.begin() + tagsUsed_, context);
        if (known != contexts_.begin() + tagsUsed_) {
            tag_ = unsigned(known - contexts_.begin());
        } else {
            if (tagsUsed_ < kContexts) {
                tag_ = tagsUsed_++;
            } else {
                tag_ = unsigned(std::min_element(lastServed_.begin(), lastServed_.end()) - lastServed_.begin());
                forget(tag_);
            }
            contexts_[tag_] = context;
            rootValues_[tag_] = {};
        }
    }
    lastServed_[tag_] = ++useCount_;
}

void TranspositionTable::forget(unsigned tag) {
    dropAndRepack([&] {
        size_t used = 0;
        for (size_t i = 0; i <= activeMask_; ++i) {
            Slot& s = slot(i);
            if (!live(s)) continue;
            if (s.tag == tag)
                s.generation = 0;  // never a live generation
            else
                ++used;
        }
        slotsUsed_ = used;
    });
}

TranspositionTable::Slot* TranspositionTable::findSlot(const TableKey& key, uint64_t hash, unsigned tag) {
    for (size_t i = spread(hash, tag) & activeMask_;; i = (i + 1) & activeMask_) {
        Slot& s = slot(i);
        if (!live(s) || (s.key == key && s.tag == tag)) return &s;
    }
}

TranspositionTable::Slot* TranspositionTable::lockedSlot(const TableKey& key, uint64_t hash) {
    gate_->safePoint();  // no lock held yet
    for (size_t i = spread(hash, tag_) & activeMask_;; i = (i + 1) & activeMask_) {
        Slot& s = slot(i);
        std::atomic_ref<uint8_t> busy(s.busy);
        while (busy.exchange(1, std::memory_order_acquire))
            while (busy.load(std::memory_order_relaxed)) StopTheWorld::pause();
        if (!live(s) || (s.key == key && s.tag == tag_)) return &s;
        busy.store(0, std::memory_order_release);
    }
}

CutoffMoves& TranspositionTable::helperCutoffMoves(int index) {
    assert(index >= 0);
    while (helperCutoffMoves_.size() <= size_t(index)) helperCutoffMoves_.push_back(std::make_unique<CutoffMoves>());
    return *helperCutoffMoves_[index];
}

void TranspositionTable::shareWith(StopTheWorld* gate) {
    gate_ = gate;
    if (!gate_) touchChunks(chunksUsed());  // the chunks taken while shared (see takeChunk)
}

bool TranspositionTable::crowded(const TableKey& key, uint64_t hash) {
    Slot* slot = lookUp(key, hash);
    bool isCrowded = false;
    if (live(*slot)) {
        if (slot->chunkCount >= kCrowdedChunks) slot->crowded = 1;
        isCrowded = slot->crowded;
    }
    done(slot);
    return isCrowded;
}

void TranspositionTable::moveAnswer(const TableKey& key, uint64_t hash, const TableKey& to, uint64_t toHash,
                                    const FixedCards& lanes) {
    Slot* slot = lookUp(key, hash);
    if (gate_ && !(live(*slot) && (slot->solo.present || slot->headUsed > 0))) {
        done(slot);  // another thread moved it
        return;
    }
    assert(live(*slot) && (slot->solo.present || slot->headUsed > 0));
    // A finer key adds a hand to `key` (Search::handKeyOf): the lanes are alike.
    assert(to.words[0] == key.words[0] && uint16_t(to.words[1]) == uint16_t(key.words[1]));
    uint64_t mask;
    uint16_t fixed;
    PatternHands pattern;
    int16_t lower, upper;
    if (slot->solo.present) {
        const Solo& solo = slot->solo;
        mask = solo.mask;
        fixed = lanes.encode(mask);
        pattern = {solo.hands[0], solo.hands[1], 0};
        lower = solo.lower;
        upper = solo.upper;
        slot->solo.present = false;
    } else {
        const Chunk& head = chunk(slot->head);
        const uint32_t newest = slot->headUsed - 1;
        fixed = head.fixed[newest];
        mask = lanes.expand(fixed);
        pattern = {head.hands[0][newest], head.hands[1][newest], planes_ == 3 ? head.hands[2][newest] : 0};
        lower = head.lower[newest];
        upper = head.upper[newest];
        slot->solo.copy = false;
        if (--slot->headUsed == 0) popHead(*slot);
    }
    done(slot);
    const Entry entry = entryFor(to, toHash, pattern, mask, lanes, fixed);
    entry.lower() = std::max(entry.lower(), lower);
    entry.upper() = std::min(entry.upper(), upper);
    done(entry.slot);
}

// Drops a key's emptied newest chunk (given back at once when it was the
// last one made, else at the next makeRoom).
void TranspositionTable::popHead(Slot& slot) {
    const uint32_t emptied = slot.head;
    slot.head = chunk(emptied).next;
    slot.headUsed = slot.head == kNone ? 0 : kChunk;
    --slot.chunkCount;
    size_t last = emptied + 1;
    if (gate_)
        chunksUsed_.compare_exchange_strong(last, emptied, std::memory_order_acq_rel);  // its writes before the next taker's
    else if (last == chunksUsed())
        chunksUsed_.store(emptied, std::memory_order_relaxed);
}

void TranspositionTable::growSlots() {
    // In place, with no copy beside the table (the memory budget has no room
    // for one): the live slots are marked as waiting, and each is placed in
    // the doubled table in turn; one that lands on a waiting slot takes its
    // place and places the other next. A placed slot is never moved again,
    // so every key's probe run stays whole.
    const size_t old = activeMask_ + 1;
    touchSlots(2 * old);
    const uint16_t waiting = generation_ == 1 ? 2 : 1;  // neither live nor empty
    for (size_t i = 0; i < old; ++i) slot(i).generation = live(slot(i)) ? waiting : 0;
    for (size_t i = old; i < 2 * old; ++i) {
        slot(i).generation = 0;
        slot(i).busy = 0;  // the lines may have held chunks
    }
    activeMask_ = 2 * activeMask_ + 1;
    for (size_t i = 0; i < old; ++i) {
        if (slot(i).generation != waiting) continue;
        Slot moving = slot(i);
        slot(i).generation = 0;
        for (size_t at = spread(moving.key.hash(), moving.tag) & activeMask_;; at = (at + 1) & activeMask_) {
            Slot& s = slot(at);
            if (live(s)) continue;
            moving.generation = generation_;
            if (s.generation != waiting) {
                s = moving;
                break;
            }
            std::swap(s, moving);
            at = (spread(moving.key.hash(), moving.tag) & activeMask_) - 1;  // the displaced one, from its own start
        }
    }
}

template <int kPlanes>
unsigned TranspositionTable::Chunk::agreeing(const PatternHands& planes, uint32_t used,
                                             const FixedCards& lanes) const {
#if defined(__AVX512F__)
    static_assert(kChunk == 8, "a chunk's patterns fill one vector");
    const __m512i mask = lanes.expand8(fixed.data());
    __mmask8 same = _mm512_cmpeq_epi64_mask(_mm512_and_si512(_mm512_set1_epi64(int64_t(planes[0])), mask),
                                            _mm512_load_si512(hands[0].data()));
    same &= _mm512_cmpeq_epi64_mask(_mm512_and_si512(_mm512_set1_epi64(int64_t(planes[1])), mask),
                                    _mm512_load_si512(hands[1].data()));
    if constexpr (kPlanes == 3)
        same &= _mm512_cmpeq_epi64_mask(_mm512_and_si512(_mm512_set1_epi64(int64_t(planes[2])), mask),
                                        _mm512_load_si512(hands[2].data()));
    return unsigned(same) & ((1u << used) - 1);
#elif defined(__AVX2__)
    static_assert(kChunk == 8, "a chunk's patterns fill two vectors");
    unsigned agree = 0;
    for (int half = 0; half < 2; ++half) {
        const __m256i mask = lanes.expand4(fixed.data() + 4 * half);
        const auto same = [&](int plane) {
            const __m256i mine = _mm256_and_si256(_mm256_set1_epi64x(int64_t(planes[plane])), mask);
            return _mm256_cmpeq_epi64(mine, _mm256_load_si256(reinterpret_cast<const __m256i*>(hands[plane].data() + 4 * half)));
        };
        __m256i all = _mm256_and_si256(same(0), same(1));
        if constexpr (kPlanes == 3) all = _mm256_and_si256(all, same(2));
        agree |= unsigned(_mm256_movemask_pd(_mm256_castsi256_pd(all))) << (4 * half);
    }
    return agree & ((1u << used) - 1);
#else
    std::array<uint64_t, kChunk> mask;
    for (int i = 0; i < kChunk; ++i) mask[i] = lanes.expand(fixed[i]);
    unsigned agree = 0;
    for (int i = 0; i < kChunk; ++i) {
        unsigned same = unsigned((planes[0] & mask[i]) == hands[0][i]) & unsigned((planes[1] & mask[i]) == hands[1][i]);
        if constexpr (kPlanes == 3) same &= unsigned((planes[2] & mask[i]) == hands[2][i]);
        agree |= same << i;
    }
    return agree & ((1u << used) - 1);
#endif
}

void TranspositionTable::Chunk::swapPatterns(uint32_t a, Chunk& other, uint32_t b, int planes) {
    std::swap(fixed[a], other.fixed[b]);
    for (int plane = 0; plane < planes; ++plane) std::swap(hands[plane][a], other.hands[plane][b]);
    std::swap(lower[a], other.lower[b]);
    std::swap(upper[a], other.upper[b]);
}

Probe TranspositionTable::probe(const TableKey& key, uint64_t hash, const PatternHands& hands, int target,
                                const FixedCards& lanes) {
    Slot* slot = lookUp(key, hash);
    const Probe answer = probeAt(*slot, hands, target, lanes);
    done(slot);
    return answer;
}

Probe TranspositionTable::probeAt(Slot& at, const PatternHands& hands, int target, const FixedCards& lanes) {
    Slot* slot = &at;
    if (!live(*slot)) return {};
    if (slot->solo.present || slot->solo.copy) {
        const Solo& solo = slot->solo;
        const bool answers = solo.agrees(hands) && !(solo.lower < target && solo.upper >= target);
        if (answers) {
            const bool reached = solo.lower >= target;
            return {true, reached, solo.mask, reached ? solo.lower : solo.upper};
        }
        if (solo.present) return {};
    }
    uint32_t used = slot->headUsed;
    Chunk* bestChunk = nullptr;
    uint32_t best = 0;
    int bestCards = 0;
    for (uint32_t c = slot->head; c != kNone; c = chunk(c).next, used = kChunk) {
        Chunk& at = chunk(c);
        if (at.next != kNone) chunk(at.next).prefetch(planes_);
        // Newest first: the highest agreeing pattern that answers, then any
        // below it that fixes fewer cards.
        for (unsigned agree = planes_ == 3 ? at.agreeing<3>(hands, used, lanes) : at.agreeing<2>(hands, used, lanes); agree;) {
            const uint32_t i = 31 - __builtin_clz(agree);
            agree &= ~(1u << i);
            if (at.lower[i] < target && at.upper[i] >= target) continue;
            const int cards = FixedCards::cards(at.fixed[i]);
            if (!bestChunk || cards < bestCards) {
                bestChunk = &at;
                best = i;
                bestCards = cards;
            }
        }
        if (bestChunk) break;  // the rest of the chunk only
    }
    if (!bestChunk) return {};
    // Patterns that answer once tend to answer again: scan them first.
    Chunk& head = chunk(slot->head);
    const uint32_t first = slot->headUsed - 1;
    bestChunk->swapPatterns(best, head, first, planes_);
    const bool reached = head.lower[first] >= target;
    const uint64_t mask = lanes.expand(head.fixed[first]);
    if (planes_ == 2)
        slot->solo = {mask, {head.hands[0][first], head.hands[1][first]}, head.lower[first], head.upper[first], false, true};
    return {true, reached, mask, reached ? head.lower[first] : head.upper[first]};
}

void TranspositionTable::rebuildFor(bool newSlot, bool newChunk) {
    if (slotsShouldGrow(newSlot)) growSlots();
    if (full(newSlot, newChunk)) {
        if (growLimit() && newSlot && slotsCanGrow()) growSlots();
        if (full(newSlot, newChunk)) makeRoom();
    }
}

void TranspositionTable::rebuildShared(Slot* slot, bool newSlot, bool newChunk) {
    done(slot);
    gate_->exclusive([&] {
        touchChunks(chunksUsed());  // the chunks taken while shared (see appendPattern)
        if (needsRebuild(newSlot, newChunk)) rebuildFor(newSlot, newChunk);
    });
}

bool TranspositionTable::takeChunk(uint32_t& index) {
    size_t used = chunksUsed();
    if (!gate_) {
        chunksUsed_.store(used + 1, std::memory_order_relaxed);
    } else {
        do
            if (used + 1 > chunkCapacity()) return false;
        while (!chunksUsed_.compare_exchange_weak(used, used + 1, std::memory_order_acq_rel));
    }
    index = uint32_t(used);
    return true;
}

TranspositionTable::Entry TranspositionTable::entryFor(const TableKey& key, uint64_t hash, const PatternHands& pattern,
                                                       uint64_t mask, const FixedCards& lanes, uint16_t fixed) {
    for (;;) {
        Slot* slot = lookUp(key, hash);
        if (live(*slot) && slot->solo.present) {
            const Solo& solo = slot->solo;
            if (solo.mask == mask && solo.hands[0] == pattern[0] && solo.hands[1] == pattern[1] && pattern[2] == 0)
                return {nullptr, 0, slot};
        } else if (live(*slot)) {
            slot->solo.copy = false;  // a pattern is added here, or its bounds change
            uint32_t used = slot->headUsed;
            for (uint32_t c = slot->head; c != kNone; c = chunk(c).next, used = kChunk) {
                Chunk& at = chunk(c);
                for (uint32_t i = 0; i < used; ++i)
                    if (at.fixed[i] == fixed && at.hands[0][i] == pattern[0] && at.hands[1][i] == pattern[1] &&
                        (planes_ == 2 || at.hands[2][i] == pattern[2]))
                        return {&at, i, slot};
            }
        }
        // A key's first pattern stays in its slot when it fits (see Solo).
        const auto goesSolo = [&] {
            return pattern[2] == 0 && (!live(*slot) || (slot->head == kNone && !slot->solo.present));
        };
        const bool newSlot = !live(*slot);
        const bool newChunk = !goesSolo() && (newSlot || slot->head == kNone || slot->headUsed == kChunk);
        if (needsRebuild(newSlot, newChunk)) {
            if (gate_) {
                rebuildShared(slot, newSlot, newChunk);
                continue;
            }
            rebuildFor(newSlot, newChunk);
            slot = findSlot(key, hash);
        }
        // The key's oldest chunk is reused past kMaxChunksPerKey (appendPattern).
        const bool takesChunk = newChunk && (newSlot || slot->head == kNone || slot->chunkCount < kMaxChunksPerKey);
        uint32_t reserved = kNone;
        if (takesChunk && !takeChunk(reserved)) {  // another thread took the last
            rebuildShared(slot, newSlot, newChunk);
            continue;
        }
        if (!live(*slot)) {
            slot->key = key;
            slot->head = kNone;
            slot->headUsed = 0;
            slot->chunkCount = 0;
            slot->tag = tag_ & (kContexts - 1);
            slot->generation = generation_ & (kGenerations - 1);
            slot->crowded = 0;
            slot->solo.present = false;
            slot->solo.copy = false;
            if (gate_)
                slotsUsed_.fetch_add(1, std::memory_order_relaxed);
            else
                slotsUsed_.store(slotsUsed() + 1, std::memory_order_relaxed);
        }
        if (goesSolo()) {
            slot->solo = {mask, {pattern[0], pattern[1]}, kMinBound, kMaxBound, true, false};
            return {nullptr, 0, slot};
        }
        if (slot->solo.present) {  // a second pattern: the first moves into a chunk before it
            const Solo solo = slot->solo;
            slot->solo.present = false;
            appendPattern(*slot, {solo.hands[0], solo.hands[1], 0}, lanes.encode(solo.mask), solo.lower, solo.upper,
                          reserved);
        }
        return appendPattern(*slot, pattern, fixed, kMinBound, kMaxBound, reserved);
    }
}

TranspositionTable::Entry TranspositionTable::appendPattern(Slot& slot, const PatternHands& pattern, uint16_t fixed,
                                                           int16_t lower, int16_t upper, uint32_t& reserved) {
    if (slot.head != kNone && slot.headUsed == kChunk && slot.chunkCount == kMaxChunksPerKey) {
        // The key's oldest chunk becomes its newest, emptied.
        uint32_t beforeTail = slot.head;
        while (chunk(chunk(beforeTail).next).next != kNone) beforeTail = chunk(beforeTail).next;
        const uint32_t tail = chunk(beforeTail).next;
        chunk(beforeTail).next = kNone;
        chunk(tail).next = slot.head;
        slot.head = tail;
        slot.headUsed = 0;
    } else if (slot.head == kNone || slot.headUsed == kChunk) {
        assert(reserved != kNone);
        const uint32_t index = reserved;
        reserved = kNone;
        if (!gate_) touchChunks(index + 1);  // while shared, at the next rebuild (see shareWith)
        emptyChunk(index);
        chunk(index).next = slot.head;
        slot.head = index;
        slot.headUsed = 0;
        ++slot.chunkCount;
    }
    Chunk& head = chunk(slot.head);
    const uint32_t entry = slot.headUsed++;
    head.fixed[entry] = fixed;
    for (int plane = 0; plane < planes_; ++plane) head.hands[plane][entry] = pattern[plane];
    head.lower[entry] = lower;
    head.upper[entry] = upper;
    return {&head, entry, &slot};
}

void TranspositionTable::record(const TableKey& key, uint64_t hash, const PatternHands& hands, FixedPattern cards,
                                bool atLeast, int bound, const FixedCards& lanes) {
    const uint64_t mask = cards.mask;
    const uint16_t fixed = cards.code;
    assert(lanes.expand(fixed) == mask && lanes.encode(mask) == fixed);  // as a chunk keeps it
    PatternHands pattern;
    for (size_t s = 0; s < pattern.size(); ++s) pattern[s] = hands[s] & mask;
    assert(planes_ == 3 || pattern[2] == 0);  // a fifth seat's card in a four-seat deal's table
    const Entry e = entryFor(key, hash, pattern, mask, lanes, fixed);
    if (atLeast)
        e.lower() = std::max<int16_t>(e.lower(), int16_t(bound));
    else
        e.upper() = std::min<int16_t>(e.upper(), int16_t(bound));
    done(e.slot);
}

}  // namespace soloist
