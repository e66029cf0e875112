// A small, fully specified pseudo-random source, so that a seed gives the same
// deals on every machine and compiler (std:: distributions are
// implementation-defined). splitmix64 (Steele, Lea, Flood 2014) with unbiased
// bounded draws by rejection and a Fisher-Yates shuffle.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace soloist {

class RandomSource {
public:
    explicit RandomSource(uint64_t seed) : state_(seed) {}

    // The stream of deal `index` of a run seeded `seed`: deal i does not depend
    // on how many deals come before it, so --count 10 is a prefix of --count 1000.
    static RandomSource forDeal(uint64_t seed, uint64_t index) {
        RandomSource mixer(seed ^ (index * 0xD1B54A32D192ED03ULL));
        return RandomSource(mixer.next() ^ index);
    }

    uint64_t next() {
        uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    // Uniform in [0, n), n > 0: draws above the largest multiple of n are
    // rejected, so there is no modulo bias.
    uint64_t below(uint64_t n) {
        const uint64_t limit = UINT64_MAX - UINT64_MAX % n;
        uint64_t x;
        do x = next();
        while (x >= limit);
        return x % n;
    }

    template <class T>
    const T& pick(const std::vector<T>& items) {
        return items[below(items.size())];
    }

    // Fisher-Yates, from the back.
    template <class T>
    void shuffle(std::vector<T>& items) {
        for (size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(i)]);
    }

private:
    uint64_t state_;
};

}  // namespace soloist
