// Bounds on the value still to come from positions at trick boundaries, with
// entries that stand for every position sharing what mattered (partition
// search): an entry fixes the lane lengths of every hand exactly and, per
// lane, who holds each card from the top down to the lowest card whose rank
// decided the result. Lower cards are interchangeable small cards.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "search/cutoff_moves.h"
#include "search/fixed_cards.h"
#include "search/page_block.h"
#include "search/position.h"
#include "search/stop_the_world.h"
#include "search/table_key.h"

namespace soloist {

struct Probe {
    bool decided = false;  // a stored bound answers the question
    bool reached = false;  // its answer
    uint64_t mask = 0;     // the cards (compressed) that answer depended on
    int bound = 0;         // the bound that answered: the value is at least it
                           // when reached, at most it when not
};

// Positions are grouped by key; under each key, a list of patterns (cards
// fixed by a mask, with bounds), newest first, scanned in full by a probe. A
// key's first pattern waits in the key's own slot until a second comes.
class TranspositionTable {
public:
    explicit TranspositionTable(size_t megabytes = 64);

    // The contexts whose entries live side by side (see useFor).
    static constexpr int kContexts = 64;

    // Starts loading the slot for `hash`, to be probed soon.
    void prefetch(uint64_t hash) const { __builtin_prefetch(&slot(spread(hash, tag_) & activeMask_)); }
    // Is the value >= target known for the position with `hands`? `lanes`:
    // FixedCards(key), made once for every key of a position (they share it).
    Probe probe(const TableKey& key, uint64_t hash, const PatternHands& hands, int target, const FixedCards& lanes);
    // Records that the value is at least `bound` (`atLeast`) or at most
    // `bound` (not), for every position of `key` whose hands agree with
    // `hands` on `mask`.
    void record(const TableKey& key, uint64_t hash, const PatternHands& hands, FixedPattern fixed, bool atLeast,
                int bound, const FixedCards& lanes);
    // Whether `key` has gathered many patterns (kCrowdedChunks chunks or
    // more) since it was made; it stays crowded when answers move out. A
    // search may then file the patterns it can under finer keys (see
    // Search::handKeyOf), so that probes scan fewer.
    bool crowded(const TableKey& key, uint64_t hash);
    // Moves the pattern that last answered a probe of `key` (kept as its
    // newest) to the key `to`, which stands for all the positions it can match.
    void moveAnswer(const TableKey& key, uint64_t hash, const TableKey& to, uint64_t toHash, const FixedCards& lanes);
    // Starts a new generation, forgetting every context (and the cut-off
    // moves: a 64 KB wipe, the rest O(1)).
    void clear();
    // The moves that last cut the search off (see CutoffMoves), kept and
    // forgotten with the table's entries, and shared with them.
    CutoffMoves& cutoffMoves() { return cutoffMoves_; }
    // Lazy-SMP helper `index`'s own (Search::cutoffs_), kept and forgotten
    // like the table's: made when first asked for, by the thread that owns
    // the table, before the helpers start.
    CutoffMoves& helperCutoffMoves(int index);
    // Lets the threads that joined `gate` probe and record side by side (each
    // operation holds the lock of the slot it is at; growing and making room
    // stop the others, see StopTheWorld); null: one thread again. Set while
    // only the calling thread uses the table.
    void shareWith(StopTheWorld* gate);
    size_t megabytes() const { return megabytes_; }
    // The MB the table may take for now (see kStartMegabytes), at most megabytes().
    size_t limitMegabytes() const { return limitLines_ * sizeof(Line) >> 20; }

    // The last exact value found from a root, in the table's orientation,
    // for searches of each orientation (`mirrored`): the answer again for the
    // same root (the same deal asked twice), and a good first guess for a
    // root with the same live cards (another declarer of the same side or
    // strain). Kept per context, even when the table fills up.
    struct RootValue {
        uint64_t cards = 0;
        Position root;
        int value = 0;
    };
    RootValue lastRootValue(bool mirrored) const { return rootValues_[tag_][mirrored]; }
    void rememberRootValue(bool mirrored, RootValue v) { rootValues_[tag_][mirrored] = v; }

    // Serves the next searches, from `root`, for `context` (same tables and
    // objective; 0: share with nothing). Entries of up to kContexts contexts
    // live side by side, each answering only its own searches, so problems
    // on one deal keep their reuse in whatever order they come (a bridge
    // deal's contracts declarer by declarer visit five strains in turn). A
    // root from another deal starts afresh: another deal's entries are
    // right but seldom of use, and they crowd the keys that probes scan.
    // `root` holds printed cards (GameTables::toPrinted), so that one deal
    // is one deal whatever lane layout each context gives its cards (a
    // trump of Ombre or German Solo moves cards between lanes). On a deal
    // with more than kContexts contexts (a German Solo deal's contracts
    // have 56), a new one takes the place of the one served longest ago.
    void useFor(uint64_t context, const Position& root);

private:
    static constexpr uint32_t kNone = 0xFFFFFFFF;
    // Patterns of one key sit in chunks, so that a probe reads memory in
    // order; all but the newest chunk of a key are full. A chunk holds its
    // patterns field by field, so that one probe compares all of them at
    // once (vector instructions). Pattern i: the value is at least lower[i]
    // and at most upper[i] for every position whose hands agree with
    // hands[.][i] on the cards fixed[i] names (FixedCards; hands stored
    // already masked). Only five-seat deals need the third plane: for the
    // others a chunk ends before it (planes_), three cache lines in all.
    static constexpr int kChunk = 8;
    // A key keeps at most this many chunks: past it, its oldest chunk is
    // reused. (Answers that hit move to the newest chunk, so the oldest holds
    // the patterns least used.) Bounds the scan where one key gathers
    // thousands of patterns (Solo Whist misère); bridge keys stay far below.
    static constexpr int kMaxChunksPerKey = 63;
    static constexpr int kCrowdedChunks = 16;
    struct alignas(64) Chunk {
        uint32_t next;  // older chunk of the same key
        uint32_t movedTo;  // where makeRoom puts it (kNone: dropped)
        std::array<int16_t, kChunk> lower;
        std::array<int16_t, kChunk> upper;
        std::array<uint16_t, kChunk> fixed;  // FixedCards codes
        alignas(64) std::array<std::array<uint64_t, kChunk>, 3> hands;  // by plane
        // Starts loading what `agreeing` reads.
        void prefetch(int planes) const {
            __builtin_prefetch(&fixed);
            for (int plane = 0; plane < planes; ++plane) __builtin_prefetch(&hands[plane]);
        }
        // Which of the first `used` patterns agree with `planes`: bit i. Reads
        // the first `kPlanes` planes only.
        template <int kPlanes>
        unsigned agreeing(const PatternHands& planes, uint32_t used, const FixedCards& lanes) const;
        void swapPatterns(uint32_t a, Chunk& other, uint32_t b, int planes);
    };
    static_assert(sizeof(Chunk) == 64 + kChunk * 24, "a chunk's header takes one cache line");
    // A key's only pattern, kept in its slot while it has no chunk: most
    // keys of card-point games never get a second, and a chunk of eight for
    // one pattern would take five times the memory. Only patterns whose third
    // plane is empty (at most four seats) fit.
    struct Solo {
        uint64_t mask;
        std::array<uint64_t, 2> hands;  // planes 0 and 1, stored masked
        int16_t lower, upper;
        bool present;  // holds the key's one pattern (then the key has no chunk)
        // Else, when set, a copy of the newest pattern of the key's chunks,
        // the last to answer a probe of it, read before them: the answer of
        // 28% of the probes of keys with chunks (bridge tables) without a
        // chunk's three cache lines. The two ways a key's patterns change
        // unset it: filing (entryFor) and moving an answer away (moveAnswer).
        bool copy;
        bool agrees(const PatternHands& planes) const {
            // Bitwise on purpose: no branch per plane.
            return int((planes[0] & mask) == hands[0]) & int((planes[1] & mask) == hands[1]) &
                   int((planes[2] & mask) == 0);
        }
    };
    struct alignas(64) Slot {
        TableKey key;
        uint32_t head;              // newest chunk of this key
        uint16_t headUsed : 4;      // patterns in it (kept here: one cache miss less)
        uint16_t chunkCount : 6;    // chunks of this key
        uint16_t tag : 6;           // the context it belongs to (see useFor)
        uint8_t generation : 7;     // slots of an older generation are empty
        // Once crowded, stays so: its patterns fixing a hand live under the
        // hand's key (see crowded).
        uint8_t crowded : 1;
        uint8_t busy;               // its lock, while threads share the table
        Solo solo;
    };
    static_assert(kMaxChunksPerKey < 64 && kContexts == 64, "the bit fields of Slot");
    static_assert(std::atomic_ref<uint8_t>::required_alignment == 1, "a slot's lock byte");

    static_assert(sizeof(Slot) == 64, "a slot and its solo pattern take one cache line");
    Slot* findSlot(const TableKey& key, uint64_t hash) { return findSlot(key, hash, tag_); }
    Slot* findSlot(const TableKey& key, uint64_t hash, unsigned tag);
    // As findSlot, for the context served now, with the slot locked while
    // threads share the table (gate_): hand it back with done(). Every other
    // slot of the run is locked only while it is looked at: slots are never
    // emptied while threads share (only makeRoom and clear empty them), so a
    // key missing from its run's first empty slot is missing. Every table
    // operation starts here, holding no lock: the thread's safe point.
    Slot* lookUp(const TableKey& key, uint64_t hash) {
        if (!gate_) return findSlot(key, hash);
        return lockedSlot(key, hash);
    }
    Slot* lockedSlot(const TableKey& key, uint64_t hash);
    void done(Slot* s) {
        if (gate_) std::atomic_ref<uint8_t>(s->busy).store(0, std::memory_order_release);
    }
    StopTheWorld* gate_ = nullptr;
    // Whether a key needing a new slot (`newSlot`) or chunk (`newChunk`) makes
    // the table grow or make room first, and doing so.
    bool needsRebuild(bool newSlot, bool newChunk) const { return slotsShouldGrow(newSlot) || full(newSlot, newChunk); }
    // The slots double at half full, while they can.
    bool slotsShouldGrow(bool newSlot) const {
        return newSlot && 2 * (slotsUsed() + 1) > activeMask_ + 1 && slotsCanGrow();
    }
    bool full(bool newSlot, bool newChunk) const {
        return (newChunk && chunksFull()) || (newSlot && 4 * (slotsUsed() + 1) > 3 * (activeMask_ + 1));
    }
    void rebuildFor(bool newSlot, bool newChunk);
    // While threads share: lets go of `slot` and rebuilds with the others
    // stopped, if still needed (the caller then looks again).
    void rebuildShared(Slot* slot, bool newSlot, bool newChunk);
    // Takes the next chunk (while threads share, only if it fits: another
    // may have taken the last since full() said no).
    bool takeChunk(uint32_t& index);
    Probe probeAt(Slot& slot, const PatternHands& hands, int target, const FixedCards& lanes);
    // Where a context's keys start looking: contexts spread over the slots.
    static uint64_t spread(uint64_t hash, unsigned tag) { return hash ^ (tag * 0x9E3779B97F4A7C15ULL); }
    // A full table keeps the keys nearest the roots (of the context served
    // now first among keys as near) in at most three quarters of its chunks
    // and of the slots it may fill, and forgets the rest: an entry near a
    // root stands for a large search, and refills come seldom enough that a
    // pass over the table each costs little.
    void makeRoom();
    // Runs `drop` (which empties slots and counts those left), then gives
    // the chunks of the slots emptied back and places the live slots anew.
    template <typename Drop>
    void dropAndRepack(Drop drop);
    // Which keys makeRoom keeps: `slotsKept` slots, and `chunksKept` chunks
    // in them, with the highest keepRank.
    unsigned keepRank(const Slot& s) const;
    void dropAllBut(size_t slotsKept, size_t chunksKept);
    void compactChunks();
    // Places the live slots anew after others were dropped, in place, from
    // `emptySlot`, a slot that was empty before the drop.
    void replaceSlots(size_t emptySlot);
    // Doubles the slots in use (see slotsCanGrow), placing the live ones
    // anew: a table only as large as its keys need stays in cache.
    void growSlots();
    bool live(const Slot& s) const { return s.generation == generation_; }

    size_t megabytes_;
    CutoffMoves cutoffMoves_;
    std::vector<std::unique_ptr<CutoffMoves>> helperCutoffMoves_;
    std::array<uint64_t, kContexts> contexts_{};  // by tag; 0: free
    std::array<std::array<RootValue, 2>, kContexts> rootValues_{};
    unsigned tag_ = 0;  // the context served now
    unsigned tagsUsed_ = 0;
    std::array<uint64_t, kContexts> lastServed_{};  // by tag: when useFor last chose it
    uint64_t useCount_ = 0;
    // Drops the entries of context `tag` (the slots placed anew, as
    // makeRoom does), for a new context to take the tag.
    void forget(unsigned tag);
    Position lastRoot_;  // the root last served, in printed cards
    // One block of memory, in cache lines: the slots from its start, the
    // chunks from its end (chunk c is the (c+1)-th from the end), so that the
    // slots can grow into whatever the chunks leave. Keys of card-point
    // games nearly all hold one pattern (in the slot, see Solo) and want many
    // slots; a misère's keys hold hundreds of patterns and want chunks.
    struct alignas(64) Line {
        unsigned char bytes[64];
    };
    static_assert(sizeof(Slot) == sizeof(Line) && sizeof(Chunk) % sizeof(Line) == 0, "slots and chunks fill lines");
    // The planes of owners the chunks hold (2, or 3 for five seats), set by
    // useFor for each deal, and so the lines a chunk takes.
    int planes_ = 2;
    size_t chunkLines_ = 0;
    static size_t chunkLinesFor(int planes) { return sizeof(Chunk) / sizeof(Line) - (3 - planes); }
    size_t lines_ = 0;
    PageBlock block_;
    Line* memory_ = nullptr;  // block_'s lines
    Slot& slot(size_t i) { return *reinterpret_cast<Slot*>(&memory_[i]); }
    const Slot& slot(size_t i) const { return *reinterpret_cast<const Slot*>(&memory_[i]); }
    Chunk& chunk(size_t c) { return *reinterpret_cast<Chunk*>(chunkZero_ - chunkLines_ * c); }
    Line* chunkZero_ = nullptr;  // chunk 0's first line, kept with chunkLines_ (placeChunks)
    void placeChunks(int planes) {
        chunkLines_ = chunkLinesFor(planes);
        chunkZero_ = memory_ + lines_ - chunkLines_;
    }
    // A chunk's lines only (the struct's last plane may be the next chunk's).
    void copyChunk(size_t to, size_t from);
    void emptyChunk(size_t c);
    // The slots a new table (or one cleared) starts with.
    size_t firstSlots() const;
    // Whether the slots can double without reaching the chunks or taking
    // more than three quarters of the block (the chunks always keep room to
    // refill), and whether one more chunk would reach the slots.
    bool slotsCanGrow() const {
        const size_t doubled = 2 * (activeMask_ + 1);
        return 4 * doubled <= 3 * limitLines_ && doubled + chunkLines_ * chunksUsed() <= limitLines_;
    }
    bool chunksFull() const { return activeMask_ + 1 + chunkLines_ * (chunksUsed() + 1) > limitLines_; }
    size_t chunkCapacity() const { return (limitLines_ - (activeMask_ + 1)) / chunkLines_; }
    // The lines the slots and chunks may take for now: a table starts at
    // kStartMegabytes (or its whole size, if smaller) and doubles toward its
    // size when it fills a third time on one deal (growLimit), then keeps
    // that size. Refills cost little (they keep the keys nearest the roots):
    // the heaviest of 50 bridge tables fills 22 MB twice, at a cost of 0.3%
    // more nodes; a table that fills more often is too small for the work (a
    // Solo Whist misère fills the whole table, and refills would cost it half
    // again; docs/BENCHMARKS.md).
    static constexpr size_t kStartMegabytes = 22;
    static constexpr unsigned kFillsBeforeGrowing = 3;
    size_t startLines() const { return std::min(lines_, (kStartMegabytes << 20) / sizeof(Line)); }
    size_t limitLines_ = 0;
    unsigned fills_ = 0;  // since the deal began
    // Whether to double limitLines_ (up to the block) rather than make room.
    bool growLimit();
    // The block's pages come into memory as they are first written, and stay:
    // the lines from its start the slots have used and from its end the
    // chunks have used. When the two would add up to more than a limit below
    // the block (the slots grow after the chunks shrank, or the other way
    // round), the other part's pages past its present use go back to the
    // system. (A table at its whole size keeps them: it never holds more
    // than the block, and so fills its budget as soon as the pages are used.)
    size_t residentSlots_ = 0;
    size_t residentChunkLines_ = 0;
    bool overLimit() const { return limitLines_ < lines_ && residentSlots_ + residentChunkLines_ > limitLines_; }
    void touchSlots(size_t slots);
    void touchChunks(size_t chunks);
    void release(size_t fromLine, size_t toLine);
    size_t activeMask_ = 0;  // the slots in use, grown as keys come
    // Counted by every thread sharing the table (relaxed: what they count
    // is guarded by the slots' locks; a count read a moment late only moves
    // a rebuild by a key). Each on a cache line of its own, away from the
    // fields every probe reads (activeMask_ above, generation_ below): a key
    // counted by one thread no longer makes the other's next probe wait for
    // the line (two threads, 13 hard contracts: 9% more nodes a second).
    alignas(64) std::atomic<size_t> slotsUsed_{0};
    alignas(64) std::atomic<size_t> chunksUsed_{0};
    alignas(64) uint16_t generation_ = 0;  // 7 bits (Slot::generation)
    size_t slotsUsed() const { return slotsUsed_.load(std::memory_order_relaxed); }
    size_t chunksUsed() const { return chunksUsed_.load(std::memory_order_relaxed); }
    static constexpr uint16_t kGenerations = 1 << 7;
    // Where record files a pattern: found, or made anew.
    struct Entry {
        Chunk* chunk;  // null: the slot's solo pattern
        uint32_t index;
        Slot* slot;
        int16_t& lower() const { return chunk ? chunk->lower[index] : slot->solo.lower; }
        int16_t& upper() const { return chunk ? chunk->upper[index] : slot->solo.upper; }
    };
    // `fixed`: `mask` encoded by `lanes`, the key's FixedCards.
    Entry entryFor(const TableKey& key, uint64_t hash, const PatternHands& pattern, uint64_t mask,
                   const FixedCards& lanes, uint16_t fixed);
    // Files a pattern as the key's newest in its chunks (a new chunk, or the
    // oldest reused, when the newest is full); the caller made room.
    // `reserved`: the chunk taken for it (takeChunk), if it needs one.
    Entry appendPattern(Slot& slot, const PatternHands& pattern, uint16_t fixed, int16_t lower, int16_t upper,
                        uint32_t& reserved);
    void popHead(Slot& slot);
};

}  // namespace soloist
