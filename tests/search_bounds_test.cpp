// Hand-checked endings for the search's shortcuts: quick tricks and the
// later-trick bounds answer some positions without playing them out, so each
// test is a position where a careless shortcut would give a wrong answer.
// The expected values are worked out by hand in the comments.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "card_lists.h"
#include "facade/soloist.h"

namespace {

using nlohmann::json;
using soloist::testing_support::hand;

json solve(const std::string& game, const std::vector<std::string>& hands, const json& contract, const json& extra) {
    json p = {{"id", "bounds"}, {"game", game}, {"hands", json::array()}, {"contract", contract}};
    for (const auto& h : hands) p["hands"].push_back(hand(h));
    p.update(extra);
    soloist::SolveOptions options;
    options.leads = true;
    options.threads = 1;
    json r = soloist::solveJson(p, options);
    EXPECT_FALSE(r.contains("error")) << r.dump();
    return r;
}

// Quadrille, hearts trumps (red: SA spadille, H7 manille, CA basto, then
// HA K Q J 2..6), seat 1 declares a solo alone against seats 0, 2 and 3;
// seat 0 leads, three tricks left.
//   seat 0: S2 C7 C5    seat 1: DK CA C6    seat 2: HQ H6 H2    seat 3: S7 H7 CJ
// Seat 0 seems to reach its partner's CJ with a club and let seat 3 cash H7
// and S7: three tricks. But seat 2, void in clubs and holding only trumps,
// must trump the club, and then leads from HQ H6: the declarer's basto beats
// either heart, or ruffs a spade, and so takes a trick whatever is led.
// (A heart lead first: the basto, above it, may renege or win; a spade lead:
// the declarer keeps the basto for the spade or for the last trick.) 1 trick.
TEST(QuickTricks, ThirdSeatOfTheSideForcedToTrumpItsPartnersEntry) {
    const json r = solve("quadrille", {"S2 C7 C5", "DK CA C6", "HQ H6 H2", "S7 H7 CJ"},
                         {{"type", "solo"}, {"declarer", 1}, {"trump", "H"}},
                         {{"leader", 0}, {"won", {{"tricks", {2, 0, 2, 3}}}}});
    EXPECT_EQ(r["tricks"], 1);
    for (const auto& lead : r["leads"]) EXPECT_EQ(lead["tricks"], 1) << lead.dump();
}

// Bridge, hearts trumps, N leads, N-S (declarer S) count; three tricks left.
//   N: SA SK D2    E: SQ SJ HA    S: H4 H3 H2    W: C4 C3 C2
// N's spades are the top two and E follows twice, but S holds only trumps
// and must trump N's SA (or the D2): the trick is N-S's, but the lead passes
// to S, who can only lead a trump into E's HA. E then leads a spade, which
// S trumps again (or N wins with SK). N-S take two tricks whatever N leads;
// E-W cannot stop the HA from scoring.
TEST(QuickTricks, PartnerHoldingOnlyTrumpsMustTrumpTheCashedWinner) {
    const json r = solve("bridge", {"SA SK D2", "SQ SJ HA", "H4 H3 H2", "C4 C3 C2"},
                         {{"type", "H"}, {"declarer", 2}}, {{"leader", 0}});
    EXPECT_EQ(r["tricks"], 2);
    for (const auto& lead : r["leads"]) EXPECT_EQ(lead["tricks"], 2) << lead.dump();
}

// Bridge, no trumps, N leads and N-S (declarer S) need every trick.
//   N: CA H2 D2    E: SK HK HQ    S: SQ HA HJ    W: D9 D8 C2
// A simple squeeze: on CA, E must let go of SK (S's SQ is then good) or of
// a heart (S's HJ is then good after HA); N's H2 reaches S either way. The
// later-trick bound must not call this lost: the lanes N-S top (clubs once,
// hearts twice) cover all three tricks. Only the CA starts the squeeze: a
// heart or a diamond first gives E-W a trick.
TEST(LaterTricks, ASqueezeTakingEveryTrickIsFound) {
    const json r = solve("bridge", {"CA H2 D2", "SK HK HQ", "SQ HA HJ", "D9 D8 C2"},
                         {{"type", "N"}, {"declarer", 2}}, {{"leader", 0}});
    EXPECT_EQ(r["tricks"], 3);
    for (const auto& lead : r["leads"]) {
        if (lead["card"] == "CA") EXPECT_EQ(lead["tricks"], 3);
        else EXPECT_LT(lead["tricks"], 3) << lead.dump();
    }
}

// Bridge, no trumps, E leads and E-W (declarer W) need both tricks.
//   N: SA D3    E: SK HA    S: S3 D2    W: S2 H2
// E tops only hearts (one round each for E and W), so the bound says E-W
// lose a trick: leading SK runs into N's SA; leading HA, E is left with SK.
TEST(LaterTricks, SideThatTopsTooFewLanesCannotTakeEveryTrick) {
    const json r = solve("bridge", {"SA D3", "SK HA", "S3 D2", "S2 H2"}, {{"type", "N"}, {"declarer", 3}},
                         {{"leader", 1}});
    EXPECT_EQ(r["tricks"], 1);
}

// Bridge, spades trumps, N-S (declarer S) count; two tricks left.
//   N: SJ ST    E: H4 H3    S: SA S3    W: SK S2
// W's SK is guarded and sits right after S's SA, so when N-S lead, it
// scores: on N's SJ, S's SA takes W's S2 and the SK is then top, or S plays
// low and W wins with the SK. N-S 1 trick.
TEST(LaterTricks, GuardedSecondTrumpBehindTheTopScores) {
    const json r = solve("bridge", {"SJ ST", "H4 H3", "SA S3", "SK S2"}, {{"type", "S"}, {"declarer", 2}},
                         {{"leader", 0}});
    EXPECT_EQ(r["tricks"], 1);
}

// The same cards with W on lead: W can only lead a trump. On the S2, N wins
// with the ST over S's S3, then leads the SJ, and S's SA drops W's bare SK;
// on the SK, S covers with the SA, playing last. The guard is no help to a
// side that must lead, so the rule above must not be used: N-S 2 tricks.
TEST(LaterTricks, GuardedSecondTrumpOnLeadMustLeadIntoTheTop) {
    const json r = solve("bridge", {"SJ ST", "H4 H3", "SA S3", "SK S2"}, {{"type", "S"}, {"declarer", 2}},
                         {{"leader", 3}});
    EXPECT_EQ(r["tricks"], 2);
}

// Bridge, hearts trumps, N leads, N-S (declarer S) count; three tricks left.
//   N: HQ SA SK    E: HA S3 S2    S: HJ DA DK    W: HK H2 D2
// E-W's top two trumps are split and W's HK is guarded: they make both,
// whatever N-S lead (on the HQ, E's HA falls alone and W keeps the HK for a
// spade or a diamond; on SA or DA, W ruffs low and keeps it). N-S 1 trick.
// With W's HK bare (D3 for the H2), N's HQ fells HA and HK together, and
// N-S's spades and S's diamonds take the rest: N-S 2 tricks.
TEST(LaterTricks, TopTwoTrumpsSplitAndGuardedMakeTwoTricks) {
    const json guarded = solve("bridge", {"HQ SA SK", "HA S3 S2", "HJ DA DK", "HK H2 D2"},
                               {{"type", "H"}, {"declarer", 2}}, {{"leader", 0}});
    EXPECT_EQ(guarded["tricks"], 1);
    const json bare = solve("bridge", {"HQ SA SK", "HA S3 S2", "HJ DA DK", "HK D3 D2"},
                            {{"type", "H"}, {"declarer", 2}}, {{"leader", 0}});
    EXPECT_EQ(bare["tricks"], 2);
}

// Solo Whist misère (no trumps), seat 1 alone, wanting no trick; seat 0 leads.
//   seat 0: S4 H2    seat 1: S3 S8    seat 2: S9 H3    seat 3: H4 H5
// Seat 1's spades each lie under the others' spade of the same rank order
// (3 under 4, 8 under 9): on any spade led it plays under the card led, and
// on a heart it throws a spade. No trick.
TEST(LaterTricks, MisereDeclarerDucksEveryLead) {
    const json r = solve("solo-whist", {"S4 H2", "S3 S8", "S9 H3", "H4 H5"}, {{"type", "misere"}, {"declarer", 1}},
                         {{"leader", 0}});
    EXPECT_EQ(r["tricks"], 0);
}

// The same, but seat 0 holds both of the others' spades: S4 S5. On the S4,
// seat 1 ducks with the S3, seat 0 keeps the lead and plays the S5: seat 1's
// S8 wins. (Its lowest spade lies under their lowest; its second does not.)
// One trick.
TEST(LaterTricks, MisereDeclarerMustDuckEveryRoundNotJustTheFirst) {
    const json r = solve("solo-whist", {"S4 S5", "S3 S8", "H3 H2", "H4 H5"}, {{"type", "misere"}, {"declarer", 1}},
                         {{"leader", 0}});
    EXPECT_EQ(r["tricks"], 1);
}

// Six-Bid Solo, a call in spades: seat 0 called the CJ and now gives seat 1
// a card for it; two tricks left, seat 2 leads, the declarer holds 55 of the
// 110 points taken so far (the widow's cards have none).
//   seat 0: SJ S8 (+ CJ)    seat 1: HJ CJ (- CJ)    seat 2: HK C6
// Giving the S8 keeps the SJ: seat 0 trumps the HK lead (HK HJ SJ, 8 points)
// or, on the C6, seat 1 trumps with the S8 (4 points) and leads the HJ into
// the HK, which seat 0 trumps with the SJ (8): 63 either way. Giving the SJ
// leaves the S8, and seat 1's SJ takes 4 of the points: 61. The two plans
// differ only in who holds the SJ, a point card that decides no trick by its
// rank, so a table answer shared between them must pin its owner.
TEST(PointsTable, AnswersPinTheOwnersOfPointCards) {
    const json p = json::parse(R"({"id": "give", "game": "six-bid-solo",
        "hands": ["J8...", ".J..J", ".K..6"], "widow": "7.86..", "leader": 2,
        "won": {"points": [55, 28, 27], "tricks": [4, 3, 2]},
        "contract": {"type": "call", "declarer": 0, "trump": "S", "call": "CJ"}})");
    soloist::SolveOptions options;
    options.threads = 1;
    const json r = soloist::solveJson(p, options);
    EXPECT_EQ(r["points"], 63) << r.dump();
    EXPECT_EQ(r["choice"]["give"], "S8") << r.dump();
}

// The same root asked again, for either side, is answered from the value
// kept with the table, without a search; the other side gets the rest of
// the tricks. Bridge, no trumps, S leads, four tricks left:
//   N: SA SQ H2 D2    E: SK SJ H3 D3    S: S3 S2 H4 D4    W: S5 S4 H5 D5
// N-S make only the SA (the SK sits over the SQ; E-W's hearts and diamonds
// are higher): 1 trick, E-W 3.
TEST(RootValues, TheSameRootIsAnsweredAgainWithoutSearch) {
    auto solveOnce = [](int declarer) {
        json p = {{"id", "again"}, {"game", "bridge"}, {"leader", 2},
                  {"contract", {{"type", "N"}, {"declarer", declarer}}}, {"hands", json::array()}};
        for (const char* h : {"SA SQ H2 D2", "SK SJ H3 D3", "S3 S2 H4 D4", "S5 S4 H5 D5"}) p["hands"].push_back(hand(h));
        soloist::SolveOptions options;
        options.threads = 1;
        return soloist::solveJson(p, options);
    };
    const json ns = solveOnce(2), again = solveOnce(2), ew = solveOnce(1);
    EXPECT_EQ(ns["tricks"], 1);  // S leads: the SK sits over N's SQ
    EXPECT_GT(ns["stats"]["nodes"], 0);
    EXPECT_EQ(again["tricks"], 1);
    EXPECT_EQ(again["stats"]["nodes"], 0);
    EXPECT_EQ(ew["tricks"], 3);
    EXPECT_EQ(ew["stats"]["nodes"], 0);
}

// Six-Bid misère counted in card points (variant misere_points): the
// declarer, seat 0, wants few points and the others want it to take many,
// so the side on lead does not want its quick tricks. No trumps; seat 2
// leads, two tricks left, the declarer has 29 points.
//   seat 0: D9 CK    seat 1: S8 HJ    seat 2: HK D8
// On the D8 the declarer must win with the D9 while seat 1 throws it the HJ
// (2), and must then lead the CK (4) and win the S8 and the HK (4) too:
// 29 + 10 = 39. Cashing the HK (seat 1's HJ following) leaves the declarer
// free to throw the CK and take nothing more: 29. A quick-points bound for
// the side on lead would count the HK's trick against the declarer as if the
// others wanted it.
TEST(QuickPoints, ASideThatWantsTheDeclarerToScoreDoesNotCash) {
    const json r = solve("six-bid-solo", {"D9 CK", "S8 HJ", "HK D8"}, {{"type", "misere"}, {"declarer", 0}},
                         {{"leader", 2}, {"widow", "Q..7.8"}, {"variant", {{"misere_points", true}}},
                          {"won", {{"points", {29, 57, 21}}, {"tricks", {4, 4, 1}}}}});
    EXPECT_EQ(r["points"], 39) << r.dump();
    for (const auto& lead : r["leads"]) EXPECT_EQ(lead["points"], lead["card"] == "D8" ? 39 : 29) << lead.dump();
}

}  // namespace
