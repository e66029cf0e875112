#include "analysis/bridge_par.h"

#include <algorithm>

#include "cards/card.h"
#include "games/bridge_scoring.h"

namespace soloist {

namespace {

constexpr int kContracts = 35;  // 1C .. 7N
constexpr int kStrainByRank[5] = {3, 2, 1, 0, 4};  // C D H S N -> strain index S H D C N
constexpr char kStrainName[5] = {'S', 'H', 'D', 'C', 'N'};

struct Bid {
    int level;
    int strain;  // index S H D C N
};

// Contract k (0: 1C ... 34: 7N) in bidding order.
Bid bidOf(int k) { return {k / 5 + 1, kStrainByRank[k % 5]}; }

int suitOf(int strain) { return strain == 4 ? kNoTrump : strain; }

Pair other(Pair p) { return p == Pair::NS ? Pair::EW : Pair::NS; }

int seatOf(Pair p, int which) { return int(p) + 2 * which; }

class ParGame {
public:
    ParGame(const TrickTable& tricks, Vulnerability vul) : tricks_(tricks), vul_(vul) {
        // Final score (North-South's) once contract k by `pair` is the last bid,
        // computed from the top: the other side passes or bids on, whichever is better for it.
        for (int k = kContracts - 1; k >= 0; --k)
            for (Pair pair : {Pair::NS, Pair::EW}) {
                const Pair opponents = other(pair);
                int best = score(k, pair);
                for (int higher = k + 1; higher < kContracts; ++higher)
                    best = better(opponents, best, outcome_[higher][int(opponents)]);
                outcome_[k][int(pair)] = best;
            }
    }

    // North-South's score of contract k by `pair` (doubled when it fails), best declarer.
    int score(int k, Pair pair) const {
        return std::max(scoreBy(k, seatOf(pair, 0)), scoreBy(k, seatOf(pair, 1)), [&](int a, int b) {
            return pair == Pair::NS ? a < b : a > b;
        });
    }
    int scoreBy(int k, int seat) const {
        const Bid bid = bidOf(k);
        const bool vulnerable = vul_.of(Pair(seat % 2));
        const int own = duplicateScore(bid.level, suitOf(bid.strain), vulnerable, tricks_[seat][bid.strain], true);
        return seat % 2 == 0 ? own : -own;
    }

    // The highest contract `pair` can make (-1: none).
    int highestMakeable(Pair pair) const {
        for (int k = kContracts - 1; k >= 0; --k)
            for (int which = 0; which < 2; ++which) {
                const int seat = seatOf(pair, which);
                if (tricks_[seat][bidOf(k).strain] >= bidOf(k).level + 6) return k;
            }
        return -1;
    }

    // The owner's own best contract from `lowest` up, bid unopposed: the lowest with the best score.
    int bestUnopposed(Pair owner, int lowest) const {
        int best = lowest;
        for (int k = lowest + 1; k < kContracts; ++k)
            if (better(owner, score(k, owner), score(best, owner)) != score(best, owner)) best = k;
        return best;
    }

    // The best the owning side gets when it opens the bidding at any contract.
    int opening(Pair owner) const {
        int best = outcome_[0][int(owner)];
        for (int k = 1; k < kContracts; ++k) best = better(owner, best, outcome_[k][int(owner)]);
        return best;
    }

    // The contract k by `pair` is par when it scores `par` and no bid over it is
    // better for the other side taken as the final contract.
    bool isPar(int k, Pair pair, int par) const {
        if (score(k, pair) != par) return false;
        const Pair opponents = other(pair);
        for (int higher = k + 1; higher < kContracts; ++higher)
            if (better(opponents, par, score(higher, opponents)) != par) return false;
        return true;
    }

    std::string name(int k, Pair pair, int par) const {
        const Bid bid = bidOf(k);
        std::string declarers;
        int tricks = 0;
        for (int which = 0; which < 2; ++which) {
            const int seat = seatOf(pair, which);
            if (scoreBy(k, seat) != par) continue;
            declarers += "NESW"[seat];
            tricks = tricks_[seat][bid.strain];
        }
        if (declarers.size() == 2) declarers = pair == Pair::NS ? "NS" : "EW";
        const int margin = tricks - (bid.level + 6);
        // Appended piece by piece: "literal" + string trips GCC 12's -Wrestrict.
        std::string out = std::to_string(bid.level);
        out += kStrainName[bid.strain];
        if (margin < 0) out += '*';
        out += '-';
        out += declarers;
        if (margin > 0) out += '+';
        if (margin) out += std::to_string(margin);
        return out;
    }

    static int better(Pair pair, int a, int b) { return pair == Pair::NS ? std::max(a, b) : std::min(a, b); }

private:
    const TrickTable& tricks_;
    Vulnerability vul_;
    int outcome_[kContracts][2] = {};
};

}  // namespace

ParResult bridgePar(const TrickTable& tricks, Vulnerability vulnerability, Pair first) {
    const ParGame game(tricks, vulnerability);
    const int highest[2] = {game.highestMakeable(Pair::NS), game.highestMakeable(Pair::EW)};
    ParResult result;
    if (highest[0] < 0 && highest[1] < 0) return result;  // passed out
    // The side with the higher makeable contract owns the deal and bids it
    // first; the same contract for both goes to the side that bids first.
    const Pair owner = highest[0] > highest[1]   ? Pair::NS
                       : highest[1] > highest[0] ? Pair::EW
                                                 : first;
    result.score = game.opening(owner);
    // The owner's contract must outbid what the other side can make.
    const int othersHighest = highest[int(other(owner))];
    const int ownersContract =
        game.bestUnopposed(owner, othersHighest < 0 ? 0 : othersHighest + (owner == first ? 0 : 1));
    for (Pair pair : {Pair::NS, Pair::EW}) {
        const int opponentsHighest = highest[int(other(pair))];
        // Per strain, the lowest level that is par (higher ones only add risk or nothing).
        for (int strain = 0; strain < 5; ++strain)
            for (int k = 0; k < kContracts; ++k) {
                if (bidOf(k).strain != strain) continue;
                // The same contract is makeable for both: the side that bids first takes it.
                if (k == opponentsHighest && pair != first) continue;
                // The other side competes over the owner's contract, not below it.
                if (pair != owner && k <= ownersContract) continue;
                if (!game.isPar(k, pair, result.score)) continue;
                result.contracts.push_back(game.name(k, pair, result.score));
                break;
            }
    }
    return result;
}

}  // namespace soloist
