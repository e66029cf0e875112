// How many of a random-walk suite's walks to take. Under AddressSanitizer
// (scripts/sanitize.sh, -O1) the brute-force solves that make up nearly all
// of a walk's time run many times slower than in the release build. The
// walks look for wrong answers, which the default suite's full count finds;
// the sanitizer looks for bad memory use, which a quarter of the walks, on
// the same code paths, shows as well.
#pragma once

#if defined(__SANITIZE_ADDRESS__)
#define SOLOIST_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SOLOIST_TEST_SANITIZED 1
#endif
#endif

namespace soloist::testing_support {

#ifdef SOLOIST_TEST_SANITIZED
inline constexpr int kSanitizedShare = 4;
#else
inline constexpr int kSanitizedShare = 1;
#endif

// `walks`, or a quarter of them (at least one) under AddressSanitizer.
constexpr int walksToTake(int walks) { return walks / kSanitizedShare > 0 ? walks / kSanitizedShare : 1; }

}  // namespace soloist::testing_support
