// Self test of the reference solver: the worked examples of
// tests/data/examples.jsonl, a few hand-checked positions for the special
// rules, and the random generator.
#include "reference/random_problems.h"
#include "reference/reference_solver.h"
#include "support/test_data.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

using nlohmann::json;
namespace ref = soloist::reference;

namespace {

std::vector<ref::Card> cards(const std::vector<std::string>& v) {
    std::vector<ref::Card> out;
    for (const auto& s : v) out.push_back(ref::parseCard(s));
    return out;
}

// Legal plays as card strings.
std::set<std::string> legalSet(const std::string& game, char trump, bool renege, const std::vector<std::string>& hand,
                               const std::vector<std::string>& trick) {
    const auto h = cards(hand);
    std::set<std::string> out;
    for (int i : ref::legalPlays(game, trump, renege, h, cards(trick))) out.insert(ref::cardString(h[i]));
    return out;
}

// Expected set, normalised to the suit-then-rank spelling ("QC" -> "CQ").
std::set<std::string> S(std::initializer_list<std::string> v) {
    std::set<std::string> out;
    for (const auto& x : v) out.insert(ref::cardString(ref::parseCard(x)));
    return out;
}

}  // namespace

// ------------------------------------------------------------ examples ----

TEST(ReferenceExamples, AllWorkedExamplesMatch) {
    const std::vector<json> examples = soloist::testing_support::readTestJsonLines("examples.jsonl");
    ASSERT_EQ(examples.size(), 24u) << "cannot read " << soloist::testing_support::testDataPath("examples.jsonl");
    for (json p : examples) {
        const json expect = p.at("expect");
        p.erase("expect");
        SCOPED_TRACE(p.at("id").get<std::string>());
        const json r = ref::referenceSolve(p);
        for (const char* k : {"tricks", "points", "outcome", "makeable"}) EXPECT_EQ(r.at(k), expect.at(k)) << k;
    }
}

// ------------------------------------------------------- following rule ----

TEST(ReferenceRules, MatadorRenegeOmbre) {
    // Red trumps (H): spadille SA, manille H7, basto CA, punto HA, K Q J 2 3 4 5 6.
    // Only matadors, all higher than the led H2: may play anything.
    EXPECT_EQ(legalSet("ombre", 'H', true, {"SA", "CK"}, {"H2"}), S({"SA", "CK"}));
    // A non-matador trump forces a trump (any trump, matadors included).
    EXPECT_EQ(legalSet("ombre", 'H', true, {"SA", "H3", "CK"}, {"H2"}), S({"SA", "H3"}));
    // Basto is lower than the led manille: forced.
    EXPECT_EQ(legalSet("ombre", 'H', true, {"CA", "CK"}, {"H7"}), S({"CA"}));
    // Spadille is higher than the led manille: may renege.
    EXPECT_EQ(legalSet("ombre", 'H', true, {"SA", "CK"}, {"H7"}), S({"SA", "CK"}));
    // Spadille led: every matador is lower, must follow.
    EXPECT_EQ(legalSet("ombre", 'D', true, {"CA", "D7", "HK"}, {"SA"}), S({"CA", "D7"}));
    // Black trumps (S): manille is S2. Basto led, spadille and manille are higher: free.
    EXPECT_EQ(legalSet("quadrille", 'S', true, {"SA", "S2", "HK"}, {"CA"}), S({"SA", "S2", "HK"}));
    // Manille led: basto is lower, so a trump is forced (any trump, spadille too).
    EXPECT_EQ(legalSet("quadrille", 'S', true, {"SA", "CA", "HK"}, {"S2"}), S({"SA", "CA"}));
    // A plain-suit lead is not affected.
    EXPECT_EQ(legalSet("quintille", 'H', true, {"SA", "DK", "C2"}, {"D3"}), S({"DK"}));
}

TEST(ReferenceRules, MatadorRenegeGermanVariant) {
    // Trump H: QC, H7, QS, HA K Q J T 9 8. Off by default: must follow with spadille.
    EXPECT_EQ(legalSet("german-solo", 'H', false, {"QC", "SK"}, {"H8"}), S({"QC"}));
    // With the variant: spadille and basta may renege a low trump.
    EXPECT_EQ(legalSet("german-solo", 'H', true, {"QC", "SK"}, {"H8"}), S({"QC", "SK"}));
    EXPECT_EQ(legalSet("spanish-solo", 'H', true, {"QC", "QS", "SK"}, {"HA"}), S({"QC", "QS", "SK"}));
    // Basta is lower than the led manille: forced.
    EXPECT_EQ(legalSet("german-solo", 'H', true, {"QS", "SK"}, {"H7"}), S({"QS"}));
    // Holding a non-matador trump: any trump.
    EXPECT_EQ(legalSet("german-solo", 'D', true, {"QC", "D8", "SK"}, {"DA"}), S({"QC", "D8"}));
}

TEST(ReferenceRules, PermanentTrumpsFollowAsTrump) {
    // Trump H. QS is a trump, not a spade.
    EXPECT_EQ(legalSet("german-solo", 'H', false, {"SK", "H9"}, {"QS"}), S({"H9"}));
    EXPECT_EQ(legalSet("german-solo", 'H', false, {"QS", "S7"}, {"SK"}), S({"S7"}));
    EXPECT_EQ(legalSet("german-solo", 'H', false, {"QS", "D7"}, {"SK"}), S({"QS", "D7"}));
    // Ombre: CA is a trump, not a club.
    EXPECT_EQ(legalSet("ombre", 'D', true, {"CA", "D3"}, {"CK"}), S({"CA", "D3"}));
    EXPECT_EQ(legalSet("ombre", 'D', true, {"CA", "C3"}, {"CK"}), S({"C3"}));
}

TEST(ReferenceRules, MustTrumpInSixBidAndFrog) {
    EXPECT_EQ(legalSet("six-bid-solo", 'S', false, {"S6", "HA", "D7"}, {"CA"}), S({"S6"}));
    EXPECT_EQ(legalSet("frog", 'H', false, {"H6", "SA"}, {"CA"}), S({"H6"}));
    // No trump suit (misère): nothing to trump.
    EXPECT_EQ(legalSet("six-bid-solo", 'N', false, {"S6", "HA"}, {"CA"}), S({"S6", "HA"}));
    // Whist games: no obligation to trump.
    EXPECT_EQ(legalSet("solo-whist", 'S', false, {"S6", "HA"}, {"CA"}), S({"S6", "HA"}));
    // Following suit comes first.
    EXPECT_EQ(legalSet("six-bid-solo", 'S', false, {"S6", "C7"}, {"CA"}), S({"C7"}));
}

// --------------------------------------------------- hand-checked solves ----

TEST(ReferencePositions, MatadorRenegeChangesTheResult) {
    // german-solo solo, trump D (QC, D7, QS, DA K Q J T 9 8), declarer 2 on
    // lead with ST, DJ; seat 0 HJ, DT; seat 1 S9, QC; seat 3 HA, DQ.
    // Off: DJ draws seat 1's spadille (forced), seat 1 must then lead S9 to
    // the declarer's ST: one trick. On: seat 1 reneges S9 under DJ (DQ wins),
    // keeps QC for the last trick; leading ST first is ruffed: no trick.
    json p = {{"game", "german-solo"},
              {"variant", {{"matador_renege", false}}},
              {"hands", {".J.T.", "9...Q", "T..J.", ".A.Q."}},
              {"leader", 2},
              {"won", {{"tricks", {0, 0, 6, 0}}}},
              {"contract", {{"type", "solo"}, {"declarer", 2}, {"trump", "D"}}}};
    EXPECT_EQ(ref::referenceSolve(p)["tricks"], 7);
    p["variant"]["matador_renege"] = true;
    EXPECT_EQ(ref::referenceSolve(p)["tricks"], 6);
}

TEST(ReferencePositions, BastaTrumpsTheSpadeAce) {
    // german-solo solo, trump H, last trick: declarer leads SA, seat 1 holds
    // only QS, a trump, and wins. Declarer stays at 4 tricks.
    json p = {{"game", "german-solo"},
              {"hands", {"A...", "Q...", "7...", "8..."}},
              {"leader", 0},
              {"won", {{"tricks", {4, 1, 1, 1}}}},
              {"contract", {{"type", "solo"}, {"declarer", 0}, {"trump", "H"}}}};
    json r = ref::referenceSolve(p);
    EXPECT_EQ(r["tricks"], 4);
    EXPECT_EQ(r["outcome"], "failed");
    EXPECT_EQ(r["makeable"], false);
    EXPECT_EQ(r["score"], -12);  // 3 * 4
    EXPECT_EQ(r["first_tricks"], (json{{"count", 5}, {"makeable", false}}));
    EXPECT_EQ(r["all_tricks"], false);
}

TEST(ReferencePositions, ManilleBeatsTrumpAceAndRedPlainKingBeatsAce) {
    // german: trump H, the trump 7 (manille) beats the trump ace.
    json g = {{"game", "german-solo"},
              {"hands", {".A..", ".7..", "..7.", "..8."}},
              {"leader", 0},
              {"won", {{"tricks", {4, 1, 1, 1}}}},
              {"contract", {{"type", "solo"}, {"declarer", 0}, {"trump", "H"}}}};
    EXPECT_EQ(ref::referenceSolve(g)["tricks"], 4);
    // ombre: trump S, plain hearts K Q J A 2...: the king beats the ace.
    json o = {{"game", "ombre"},
              {"hands", {".A..", ".K..", "..K."}},
              {"leader", 0},
              {"won", {{"tricks", {4, 2, 2}}}},
              {"contract", {{"type", "entrada"}, {"declarer", 0}, {"trump", "S"}}}};
    json r = ref::referenceSolve(o);
    EXPECT_EQ(r["tricks"], 4);  // 4-3-2: sacada still
    EXPECT_EQ(r["outcome"], "sacada");
}

TEST(ReferencePositions, OmbrePuestaThreeThreeThree) {
    // Last trick goes to seat 1 (HK is the top red plain card): 3-3-3, puesta.
    json p = {{"game", "ombre"},
              {"hands", {".3..", ".K..", ".4.."}},
              {"won", {{"tricks", {3, 2, 3}}}},
              {"contract", {{"type", "entrada"}, {"declarer", 0}, {"trump", "S"}}}};
    json r = ref::referenceSolve(p);
    EXPECT_EQ(r["tricks"], 3);
    EXPECT_EQ(r["outcome"], "puesta");
    EXPECT_EQ(r["makeable"], false);
    EXPECT_TRUE(r["score"].is_null());
    EXPECT_TRUE(r["points"].is_null());
}

TEST(ReferencePositions, OmbrePrefersPuestaToMoreTricksInCodille) {
    // Ombre (seat 0) on lead with 2 tricks left, won 3-4-0.
    // Ombre: HK, D3.  Seat 1: H3, DK.  Seat 2: H4, D4. Trump S (no trumps left).
    // Leading HK wins it (4-4-0), then D3 loses to DK (4-5-0): codille, 4 tricks.
    // Leading D3 loses to DK (3-5-0), seat 1 leads H3, HK wins (4-5-0): codille.
    // Both lines codille with 4 tricks.
    json p = {{"game", "ombre"},
              {"hands", {".K.3.", ".3.K.", ".4.4."}},
              {"leader", 0},
              {"won", {{"tricks", {3, 4, 0}}}},
              {"contract", {{"type", "entrada"}, {"declarer", 0}, {"trump", "S"}}}};
    json r = ref::referenceSolve(p);
    EXPECT_EQ(r["tricks"], 4);
    EXPECT_EQ(r["outcome"], "codille");
    // Won 3-3-1 instead: Ombre can reach 4-4-1 puesta (4 tricks) at best: it
    // takes HK, loses D3 -> 4-4-1 puesta.
    p["won"]["tricks"] = {3, 3, 1};
    r = ref::referenceSolve(p);
    EXPECT_EQ(r["tricks"], 4);
    EXPECT_EQ(r["outcome"], "puesta");
}

TEST(ReferencePositions, SlamDeclarerLeads) {
    // Solo-whist slam, no trump, leader omitted: the declarer (seat 2) leads
    // HA, which nobody can follow. If seat 0 led SA instead, HA would be lost.
    json p = {{"game", "solo-whist"},
              {"hands", {"A...", "2...", ".A..", "3..."}},
              {"won", {{"tricks", {0, 0, 12, 0}}}},
              {"contract", {{"type", "slam"}, {"declarer", 2}}}};
    json r = ref::referenceSolve(p);
    EXPECT_EQ(r["tricks"], 13);
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["score"], 180);
    p["leader"] = 0;
    r = ref::referenceSolve(p);
    EXPECT_EQ(r["tricks"], 12);
    EXPECT_EQ(r["score"], -180);
}

TEST(ReferencePositions, SpreadMisereSeatAfterDeclarerLeads) {
    // Six-bid spread misère, declarer 0; seat 1 leads by default: S6, seat 2's
    // S7 wins, the declarer discards HA.
    json p = {{"game", "six-bid-solo"},
              {"hands", {".A..", "6...", "7..."}},
              {"widow", "...AKQ"},
              {"won", {{"tricks", {0, 5, 5}}, {"points", {0, 50, 50}}}},
              {"contract", {{"type", "spread-misere"}, {"declarer", 0}}}};
    json r = ref::referenceSolve(p);
    EXPECT_EQ(r["tricks"], 0);
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["score"], 120);
    EXPECT_TRUE(r["points"].is_null());
    p["leader"] = 0;  // declarer forced to lead HA
    r = ref::referenceSolve(p);
    EXPECT_EQ(r["tricks"], 1);
    EXPECT_EQ(r["score"], -120);
}

TEST(ReferencePositions, BridgeLeaderAndScore) {
    // Bridge, declarer N (0), E (1) leads by default. Spades: E leads SA.
    json p = {{"game", "bridge"},
              {"hands", {"K...", "A...", "Q...", "J..."}},
              {"won", {{"tricks", {5, 2, 5, 0}}}},
              {"contract", {{"type", "4S"}, {"declarer", 0}}}};
    json r = ref::referenceSolve(p);
    EXPECT_EQ(r["tricks"], 10);
    EXPECT_EQ(r["makeable"], true);
    EXPECT_EQ(r["score"], 420);
    p["contract"]["vulnerable"] = true;
    EXPECT_EQ(ref::referenceSolve(p)["score"], 620);
    p["contract"]["type"] = "6N";  // 10 tricks: down 2 vulnerable
    EXPECT_EQ(ref::referenceSolve(p)["score"], -200);
    p["contract"] = {{"type", "S"}, {"declarer", 0}};
    r = ref::referenceSolve(p);
    EXPECT_EQ(r["tricks"], 10);
    EXPECT_TRUE(r["makeable"].is_null());
    EXPECT_TRUE(r["score"].is_null());
    EXPECT_TRUE(r["outcome"].is_null());
}

TEST(ReferencePositions, FrogChoosesBestDiscard) {
    // Frog: declarer 0 holds SA + widow HA, CA, DA. One trick left: keep one
    // card, discard three. Discarding three aces (33) and playing the HA
    // (trump, wins SK and D6 -> +15) gives 48 + 0 won.
    json p = {{"game", "frog"},
              {"hands", {"A...", "K...", "..6."}},
              {"widow", ".A.A.A"},
              {"won", {{"tricks", {0, 10, 0}}, {"points", {0, 50, 0}}}},
              {"contract", {{"type", "frog"}, {"declarer", 0}}}};
    json r = ref::referenceSolve(p);
    EXPECT_EQ(r["points"], 48);  // 33 discarded + SA/HA trick: 11 + 4 + 0
    EXPECT_EQ(r["outcome"], "failed");
    EXPECT_EQ(r["score"], 2 * (48 - 60));
    ASSERT_TRUE(r.contains("choice"));
    // Whichever ace is kept wins the last trick (SK follows or is discarded,
    // D6 is discarded), so all four discards tie at 48; the first
    // in enumeration order (spades first) is SA, HA, DA.
    EXPECT_EQ(r["choice"], (json{{"discard", {"SA", "HA", "DA"}}}));
}

// ------------------------------------------------------- random problems ----

TEST(ReferenceRandom, DeterministicAndWellFormed) {
    for (const std::string& game : ref::allGames()) {
        SCOPED_TRACE(game);
        const int left = 2;
        const auto a = ref::randomProblems(game, 16, left, 42);
        const auto b = ref::randomProblems(game, 16, left, 42);
        const auto c = ref::randomProblems(game, 16, left, 43);
        ASSERT_EQ(a.size(), 16u);
        EXPECT_EQ(json(a).dump(), json(b).dump());
        EXPECT_NE(json(a).dump(), json(c).dump());
        std::set<std::string> types;
        for (const json& p : a) {
            SCOPED_TRACE(p.dump());
            EXPECT_TRUE(p.contains("id"));
            EXPECT_EQ(p["game"], game);
            const int n = ref::playerCount(game);
            const int full = ref::handSize(game);
            ASSERT_EQ(p["hands"].size(), static_cast<size_t>(n));
            std::vector<ref::Card> live;
            int inHands = 0;
            for (const auto& h : p["hands"]) {
                auto cs = ref::parseHand(h.get<std::string>());
                inHands += static_cast<int>(cs.size());
                live.insert(live.end(), cs.begin(), cs.end());
            }
            int trickCards = 0;
            if (p.contains("trick"))
                for (const auto& x : p["trick"]) {
                    live.push_back(ref::parseCard(x.get<std::string>()));
                    ++trickCards;
                }
            EXPECT_EQ(inHands + trickCards, n * left);
            if (p.contains("widow")) {
                auto w = ref::parseHand(p["widow"].get<std::string>());
                EXPECT_EQ(w.size(), 3u);
                live.insert(live.end(), w.begin(), w.end());
            }
            for (size_t i = 0; i < live.size(); ++i)
                for (size_t k = i + 1; k < live.size(); ++k) EXPECT_FALSE(live[i] == live[k]);
            int wonTricks = 0, wonPoints = 0, livePoints = 0;
            for (int x : p["won"]["tricks"]) wonTricks += x;
            for (int x : p["won"]["points"]) wonPoints += x;
            for (const auto& cd : live) livePoints += ref::cardPoints(game, cd);
            EXPECT_EQ(wonTricks, full - left);
            if (game == "six-bid-solo" || game == "frog") {
                EXPECT_EQ(wonPoints + livePoints, 120);
            }
            types.insert(p["contract"]["type"].get<std::string>());
            json r;
            ASSERT_NO_THROW(r = ref::referenceSolve(p));
            for (const char* k : {"tricks", "points", "outcome", "makeable", "score"}) EXPECT_TRUE(r.contains(k));
        }
        EXPECT_GE(types.size(), 3u);
    }
}
