// Bridge par from a double-dummy table: the result when both sides bid
// perfectly knowing every trick count. The side that can make the higher
// contract buys it; the other side sacrifices (doubled) when that costs less;
// neither side bids on when it cannot gain.
#pragma once

#include <array>
#include <string>
#include <vector>

namespace soloist {

// Strains indexed S H D C N (0..4); seats N E S W (0..3).
using TrickTable = std::array<std::array<int, 5>, 4>;  // [declarer][strain]: declarer side's tricks

enum class Pair { NS = 0, EW = 1 };

struct Vulnerability {
    bool ns = false;
    bool ew = false;
    bool of(Pair pair) const { return pair == Pair::NS ? ns : ew; }
};

struct ParResult {
    int score = 0;  // North-South's score (East-West's is its negation)
    // Every contract giving that score that the other side cannot profitably
    // bid over, at its lowest level per strain and declarer, written as
    // libdds's DealerPar does: "4S-N", "3N-NS+1", "5H*-EW-2" ('*': doubled).
    std::vector<std::string> contracts;
};

// Par when `first` has the first chance to bid (it matters only when both
// sides can make the same contract).
ParResult bridgePar(const TrickTable& tricks, Vulnerability vulnerability, Pair first);

}  // namespace soloist
