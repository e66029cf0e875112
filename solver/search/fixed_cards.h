// The cards a table pattern fixes, in 16 bits. With compressed hands (see
// Search::keyOf) the live cards sit lane after lane, lowest lane first, and a
// pattern fixes, in each lane, the owners of the lane's top cards down to
// some depth (Search::patternOf): four depths of four bits say it all,
// given the lane lengths in the key. Exact hands (no compression) fix every
// card: kAllCards.
#pragma once

#include <array>
#include <cstdint>

#if defined(__AVX512F__) || defined(__AVX2__)
#include <immintrin.h>
#endif

#include "cards/card_set.h"
#include "search/table_key.h"

namespace soloist {

// The cards a pattern fixes, compressed, and coded.
struct FixedPattern {
    uint64_t mask;
    uint16_t code;
};

class FixedCards {
public:
    static constexpr uint16_t kAllCards = 0xFFFF;

    // The lanes of every position of `key`: each lane's live cards, from the
    // lane lengths of every seat.
    explicit FixedCards(const TableKey& key) {
        // A seat's lane lengths are the nibbles of a 16-bit unit (TableKey).
        // Lanes 0 and 2 of every seat go to the low and high byte of their
        // unit, lanes 1 and 3 likewise, and one multiplication adds the four
        // units into the top one (no byte passes 4 x 15); the fifth seat
        // comes on top. (Byte by byte, seat by seat, this was 2.7% of a
        // bridge table's instructions.)
        constexpr uint64_t kLowNibbles = 0x0F0F0F0F0F0F0F0FULL, kSumOfUnits = 0x0001000100010001ULL;
        const uint64_t seats = key.words[0], fifth = key.words[1] & 0xFFFF;
        const uint64_t even = ((seats & kLowNibbles) * kSumOfUnits >> 48) + (fifth & 0x0F0F);
        const uint64_t odd = (((seats >> 4) & kLowNibbles) * kSumOfUnits >> 48) + ((fifth >> 4) & 0x0F0F);
        // byte l: the live cards of lane l
        const uint32_t total = uint32_t((even & 0xFF) | (odd & 0xFF) << 8 | (even & 0xFF00) << 8 | (odd & 0xFF00) << 16);
        ends_ = total * 0x01010101u;  // byte l: lanes 0 to l
    }

    // `mask`: the live cards fixed, compressed: in each lane, its top cards
    // down to some depth.
    uint16_t encode(uint64_t mask) const { return encodeKept(mask); }
    // encode, leaving in `mask` what the code keeps (expand of it): all of
    // it but the lowest card of a lane of 16 fixed whole (see keptDepth).
    uint16_t encodeKept(uint64_t& mask) const {
        if (mask == ~uint64_t(0)) return kAllCards;
        uint16_t code = 0;
        for (int lane = 0; lane < kSuits; ++lane) {
            uint64_t fixed = mask & laneBits(lane);
            const int depth = keptDepth(fixed);
            mask = (mask & ~laneBits(lane)) | fixed;
            code |= uint16_t(depth << (4 * lane));
        }
        return code;
    }
    // The depth a code gives one lane's fixed cards (its top cards, in any
    // layout where a lane's cards rise with the bits): fixing every card of
    // a lane but its lowest fixes that one too (the lane lengths are in the
    // key), so a lane of 16 keeps 15, dropped from `laneCards`, and each
    // depth fits four bits.
    static int keptDepth(uint64_t& laneCards) {
        const int depth = __builtin_popcountll(laneCards);
        if (depth <= 15) return depth;
        laneCards &= laneCards - 1;
        return 15;
    }

    uint64_t expand(uint16_t code) const {
        uint64_t mask = -uint64_t(code == kAllCards);
        for (int lane = 0; lane < kSuits; ++lane) {
            const unsigned depth = (code >> (4 * lane)) & 15;
            mask |= ((uint64_t(1) << depth) - 1) << ((end(lane) - depth) & 63);
        }
        return mask;
    }

#if defined(__AVX512F__)
    // expand of eight codes at once.
    __m512i expand8(const uint16_t* codes) const { return expandMany<Avx512>(codes); }
#endif
#if defined(__AVX2__)
    // expand of four codes at once (the probe's, without AVX-512).
    __m256i expand4(const uint16_t* codes) const { return expandMany<Avx2>(codes); }
#endif

    static int cards(uint16_t code) {
        if (code == kAllCards) return 64;
        return (code & 15) + ((code >> 4) & 15) + ((code >> 8) & 15) + (code >> 12);
    }

private:
    // The vector steps expandMany takes, at two widths: a code in each
    // 64-bit element.
#if defined(__AVX512F__)
    struct Avx512 {
        using Vector = __m512i;
        static Vector widen(const uint16_t* codes) {
            return _mm512_cvtepu16_epi64(_mm_loadu_si128(reinterpret_cast<const __m128i*>(codes)));
        }
        static Vector all(int64_t x) { return _mm512_set1_epi64(x); }
        static Vector bitAnd(Vector a, Vector b) { return _mm512_and_si512(a, b); }
        static Vector bitOr(Vector a, Vector b) { return _mm512_or_si512(a, b); }
        static Vector minus(Vector a, Vector b) { return _mm512_sub_epi64(a, b); }
        static Vector shiftLeft(Vector a, Vector counts) { return _mm512_sllv_epi64(a, counts); }
        static Vector shiftRight(Vector a, int count) { return _mm512_srli_epi64(a, unsigned(count)); }
        // Every bit set in the elements where a equals b.
        static Vector onesWhereEqual(Vector a, Vector b) {
            return _mm512_maskz_mov_epi64(_mm512_cmpeq_epi64_mask(a, b), all(-1));
        }
    };
#endif
#if defined(__AVX2__)
    struct Avx2 {
        using Vector = __m256i;
        static Vector widen(const uint16_t* codes) {
            return _mm256_cvtepu16_epi64(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(codes)));
        }
        static Vector all(int64_t x) { return _mm256_set1_epi64x(x); }
        static Vector bitAnd(Vector a, Vector b) { return _mm256_and_si256(a, b); }
        static Vector bitOr(Vector a, Vector b) { return _mm256_or_si256(a, b); }
        static Vector minus(Vector a, Vector b) { return _mm256_sub_epi64(a, b); }
        static Vector shiftLeft(Vector a, Vector counts) { return _mm256_sllv_epi64(a, counts); }
        static Vector shiftRight(Vector a, int count) { return _mm256_srli_epi64(a, count); }
        static Vector onesWhereEqual(Vector a, Vector b) { return _mm256_cmpeq_epi64(a, b); }
    };
#endif
    // expand of as many codes as a Vector holds, each in its element: the
    // same steps as expand, lane by lane.
    template <class V>
    typename V::Vector expandMany(const uint16_t* codes) const {
        using Vector = typename V::Vector;
        const Vector wide = V::widen(codes);
        const Vector one = V::all(1), nibble = V::all(15);
        Vector mask = V::onesWhereEqual(wide, V::all(kAllCards));
        for (int lane = 0; lane < kSuits; ++lane) {
            const Vector depth = V::bitAnd(V::shiftRight(wide, 4 * lane), nibble);
            const Vector ones = V::minus(V::shiftLeft(one, depth), one);
            // A shift of 64 (a lane ending at bit 64 fixing nothing) gives 0.
            mask = V::bitOr(mask, V::shiftLeft(ones, V::minus(V::all(end(lane)), depth)));
        }
        return mask;
    }
    uint64_t laneBits(int lane) const {
        const int start = lane == 0 ? 0 : end(lane - 1);
        const int size = end(lane) - start;  // at most 16
        return size ? ((uint64_t(1) << size) - 1) << start : 0;
    }
    int end(int lane) const { return int((ends_ >> (8 * lane)) & 0xFF); }
    uint32_t ends_ = 0;  // byte l: one past lane l's top bit
};

}  // namespace soloist
