// Bounds on the value still to come from positions at trick boundaries.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace soloist {

struct PositionKey {
    // Up to five hands, then a word of position facts (leader, lane sizes,
    // tallies) and a word for matadors still in play.
    std::array<uint64_t, 7> words{};

    uint64_t hash() const {
        uint64_t h = 0x9E3779B97F4A7C15ULL;
        for (uint64_t w : words) {
            h ^= w + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
            h *= 0xBF58476D1CE4E5B9ULL;
        }
        return h ^ (h >> 31);
    }
    friend bool operator==(const PositionKey&, const PositionKey&) = default;
};

struct Bounds {
    int16_t lower;  // the value is at least this
    int16_t upper;  // and at most this
};

class TranspositionTable {
public:
    explicit TranspositionTable(size_t megabytes = 64);

    // Returns the stored bounds, or nullptr when the position is not known.
    const Bounds* find(const PositionKey& key, uint64_t hash) const;
    // Records that the value is >= target (reached) or < target (not reached).
    void record(const PositionKey& key, uint64_t hash, int target, bool reached, int depth);
    void clear();  // O(1): starts a new generation


private:
    struct Entry {
        PositionKey key;
        Bounds bounds;
        uint16_t depth;       // cards in play: deeper entries saved more work
        uint16_t generation;  // entries of an older generation are empty
    };
    static constexpr size_t kBucket = 4;

    Entry* bucketOf(uint64_t hash) { return &entries_[(hash & mask_) * kBucket]; }
    const Entry* bucketOf(uint64_t hash) const { return &entries_[(hash & mask_) * kBucket]; }

    bool live(const Entry& e) const { return e.generation == generation_; }

    std::vector<Entry> entries_;
    size_t mask_ = 0;
    uint16_t generation_ = 0;
};

}  // namespace soloist
