#include "analysis/table.h"

#include <algorithm>
#include <optional>

#include "analysis/bridge_par.h"
#include "games/bridge_scoring.h"
#include "games/game.h"

namespace soloist {

// Higher is better for the declarer: makeable, then score, then tricks or points.
// Nulls rank lowest. Every contract with a choice of call wants more tricks.
std::vector<double> contractMerit(const SolveResult& result) {
    auto number = [](std::optional<int> v) { return v ? double(*v) : -1e9; };
    const Verdict& v = result.verdict;
    return {v.makeable == true ? 1.0 : 0.0, number(v.score), number(v.tricks), number(v.points)};
}

namespace {

// Rank of an entry for "best": higher bid, then higher score, then more.
std::vector<double> bidRank(const SolveResult& entry, const std::vector<ContractType>& order) {
    const std::optional<ContractType>& type = entry.contract.kind;
    const double index = double(type ? std::find(order.begin(), order.end(), *type) - order.begin() : order.size());
    std::vector<double> rank = contractMerit(entry);
    rank.insert(rank.begin(), index);
    return rank;
}

int strainIndex(int trump) { return trump == kNoTrump ? 4 : trump; }  // bridge_par's order S H D C N

}  // namespace

void addBestContracts(TableResult& out, const Game& game) {
    const std::vector<ContractType> order = game.biddingOrder();
    std::optional<std::vector<double>> reachedRank;
    for (int seat = 0; seat < game.seats(); ++seat) {
        std::optional<size_t> top;
        for (size_t i = 0; i < out.entries.size(); ++i) {
            const SolveResult& entry = out.entries[i];
            if (entry.contract.declarer != seat || entry.verdict.makeable != true) continue;
            if (!top || bidRank(entry, order) > bidRank(out.entries[*top], order)) top = i;
        }
        out.best.push_back(top);
        if (!top) continue;
        // The bid itself: its type and score; tricks beyond it do not outbid.
        std::vector<double> bid = bidRank(out.entries[*top], order);
        bid.resize(3);
        if (!reachedRank || bid > *reachedRank) {
            reachedRank = bid;
            out.reached = top;
        }
    }
}

BridgeAnalysis bridgeAnalysis(const std::vector<SolveResult>& entries, Vulnerability vulnerable) {
    BridgeAnalysis out;
    out.vulnerable = vulnerable;
    for (const SolveResult& entry : entries)
        out.tricks[entry.contract.declarer][strainIndex(entry.contract.trump)] = entry.verdict.tricks.value();
    const TrickTable& tricks = out.tricks;

    // Each seat's highest makeable contract: level first, then strain N S H D C.
    constexpr int kStrainsByRank[] = {3, 2, 1, 0, 4};  // C D H S N
    for (int seat = 0; seat < 4; ++seat) {
        std::optional<BridgeBid> top;
        for (int k = 34; k >= 0 && !top; --k) {
            const int level = k / 5 + 1, strain = kStrainsByRank[k % 5];
            if (tricks[seat][strain] < level + 6) continue;
            const bool vul = seat % 2 == 0 ? vulnerable.ns : vulnerable.ew;
            top = BridgeBid{level, strain, seat, tricks[seat][strain],
                            duplicateScore(level, strain == 4 ? kNoTrump : strain, vul, tricks[seat][strain])};
        }
        out.best.push_back(top);
    }

    out.par = bridgePar(tricks, vulnerable, Pair::NS);
    const ParResult ewFirst = bridgePar(tricks, vulnerable, Pair::EW);
    if (ewFirst.score != out.par.score || ewFirst.contracts != out.par.contracts) out.ewFirst = ewFirst;
    return out;
}

}  // namespace soloist
