// Bridge par (solver/analysis/bridge_par) against libdds's SidesPar and Par on
// many random double-dummy tables: scores agree exactly, contracts agree as
// sets (same notation as libdds's DealerPar/SidesPar strings).
#include <dds/dll.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>

#include "analysis/bridge_par.h"
#include "support/libdds_glue.h"
#include "support/par_meaning.h"

namespace {

using soloist::Pair;
using soloist::TrickTable;
using soloist::Vulnerability;
using soloist::testing_support::parMeanings;

constexpr int kTables = 20000;

int clampTricks(int t) { return std::clamp(t, 0, 13); }

// A plausible table: per strain, North-South take t tricks and East-West
// about 13 - t, each partner within a trick of the other.
TrickTable randomTable(std::mt19937_64& rng) {
    TrickTable t{};
    for (int strain = 0; strain < 5; ++strain) {
        const int ns = clampTricks(int(rng() % 7) + int(rng() % 8));  // 0..13, middle-heavy
        auto jitter = [&] { return int(rng() % 3) - 1; };
        t[0][strain] = clampTricks(ns + (rng() % 4 == 0 ? jitter() : 0));
        t[2][strain] = clampTricks(ns + (rng() % 4 == 0 ? jitter() : 0));
        t[1][strain] = clampTricks(13 - ns + (rng() % 4 == 0 ? jitter() : 0));
        t[3][strain] = clampTricks(13 - ns + (rng() % 4 == 0 ? jitter() : 0));
    }
    return t;
}

ddTableResults ddsTableOf(const TrickTable& t) {
    ddTableResults r{};
    for (int seat = 0; seat < 4; ++seat)
        for (int strain = 0; strain < 5; ++strain) r.resTable[strain][seat] = t[seat][strain];
    return r;
}

// libdds vulnerability: 0 none, 1 both, 2 NS, 3 EW.
Vulnerability vulnerabilityOf(int dds) { return {dds == 1 || dds == 2, dds == 1 || dds == 3}; }

std::string tableText(const TrickTable& t) {
    std::string s;
    for (int seat = 0; seat < 4; ++seat) {
        s += std::string(1, "NESW"[seat]) + ":";
        for (int strain = 0; strain < 5; ++strain) {
            s += ' ';
            s += std::to_string(t[seat][strain]);
        }
        s += "  ";
    }
    return s;
}

// Scores agree exactly. Contracts agree by meaning; libdds's SidesPar lets the
// seats of a side bid in a fixed order, so on rare deals it lists a strain one
// level higher than soloist (2H-W+1 where East's 1S came first, soloist 1H-W+2).
TEST(ParAgreement, SidesParOnRandomTables) {
    soloist::testing_support::useDdsSingleThreaded();
    std::mt19937_64 rng(0x50105157'0000'9000ULL);
    int differingViews = 0, sameText = 0;
    for (int i = 0; i < kTables; ++i) {
        const TrickTable table = randomTable(rng);
        const int vul = int(rng() % 4);
        ddTableResults dds = ddsTableOf(table);
        parResultsDealer sides[2];
        ASSERT_EQ(SidesPar(&dds, sides, vul), RETURN_NO_FAULT);
        for (int view = 0; view < 2; ++view) {
            const Pair first = view == 0 ? Pair::NS : Pair::EW;
            const soloist::ParResult mine = soloist::bridgePar(table, vulnerabilityOf(vul), first);
            const int expected = view == 0 ? sides[view].score : -sides[view].score;
            ASSERT_EQ(mine.score, expected) << "table " << tableText(table) << " vul " << vul << " view " << view;
            std::set<std::string> theirs, ours(mine.contracts.begin(), mine.contracts.end());
            for (int c = 0; c < sides[view].number; ++c) theirs.insert(sides[view].contracts[c]);
            if (mine.score == 0) theirs.erase("pass");
            sameText += ours == theirs;
            EXPECT_EQ(parMeanings(ours), parMeanings(theirs)) << "table " << tableText(table) << " vul " << vul << " view " << view
                                    << " score " << mine.score;
        }
        differingViews += sides[0].score != -sides[1].score;
    }
    EXPECT_GE(sameText, 2 * kTables * 999 / 1000) << "contract texts differ too often";
    EXPECT_GT(differingViews, 0) << "the random tables never made the side that bids first matter";
}

// Par() (the older interface) gives the same scores, as "NS 620" text.
TEST(ParAgreement, ParScoreText) {
    soloist::testing_support::useDdsSingleThreaded();
    std::mt19937_64 rng(0x50105157'0000'9100ULL);
    for (int i = 0; i < 2000; ++i) {
        const TrickTable table = randomTable(rng);
        const int vul = int(rng() % 4);
        ddTableResults dds = ddsTableOf(table);
        parResults par{};
        ASSERT_EQ(Par(&dds, &par, vul), RETURN_NO_FAULT);
        const soloist::ParResult mine = soloist::bridgePar(table, vulnerabilityOf(vul), Pair::NS);
        EXPECT_EQ("NS " + std::to_string(mine.score), std::string(par.parScore[0])) << tableText(table);
    }
}

}  // namespace
