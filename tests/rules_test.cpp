// Hand-checked positions for the special rules of docs/RULES.md and the scoring of
// docs/RULINGS.md. Every position is a small ending (1-4 tricks); the
// expected answer is worked out by hand in the comment above it, from the
// rule book alone, and asserted exactly.
//
// Hands are written as card lists ("SA HK D7") and turned into docs/FORMAT.md
// hand strings by hand(); seats are listed in seat order.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "card_lists.h"
#include "facade/soloist.h"

namespace {

using nlohmann::json;

using soloist::testing_support::hand;

json problem(const std::string& game, const std::vector<std::string>& hands, const json& contract,
             const json& extra = json::object()) {
    json p = {{"id", "rules"}, {"game", game}, {"hands", json::array()}, {"contract", contract}};
    for (const auto& h : hands) p["hands"].push_back(hand(h));
    for (const auto& [key, value] : extra.items()) p[key] = key == "widow" ? json(hand(value)) : value;
    return p;
}

json solve(const json& p, bool leads = false) {
    soloist::SolveOptions options;
    options.leads = leads;
    options.threads = 1;
    json r = soloist::solveJson(p, options);
    EXPECT_FALSE(r.contains("error")) << r.dump() << "\nproblem: " << p.dump();
    return r;
}

// The legal cards of the seat to play, from the `leads` list.
std::set<std::string> legalCards(const json& result) {
    std::set<std::string> out;
    for (const auto& l : result.at("leads")) out.insert(l.at("card").get<std::string>());
    return out;
}

// The value of one card in the `leads` list.
json leadValue(const json& result, const std::string& card, const std::string& key = "tricks") {
    for (const auto& l : result.at("leads"))
        if (l.at("card") == card) return l.at(key);
    ADD_FAILURE() << card << " not in leads: " << result.dump();
    return nullptr;
}

// One trick, one card per seat, seat 0 leading: which seat wins it? Each seat
// in turn is made the lone declarer; with one card each every play is forced,
// so exactly the winner's problem reports 1 trick.
int trickWinner(const std::string& game, const std::string& type, const std::string& trump,
                const std::vector<std::string>& cards) {
    int winner = -1;
    for (int seat = 0; seat < int(cards.size()); ++seat) {
        json p = problem(game, cards, {{"type", type}, {"declarer", seat}, {"trump", trump}}, {{"leader", 0}});
        const json r = solve(p);
        if (r.value("tricks", json(nullptr)) == 1) {
            EXPECT_EQ(winner, -1) << "two winners for one trick";
            winner = seat;
        }
    }
    return winner;
}

int germanWinner(const std::string& trump, const std::vector<std::string>& cards) {
    return trickWinner("german-solo", "solo", trump, cards);
}
int ombreWinner(const std::string& trump, const std::vector<std::string>& cards) {
    return trickWinner("ombre", "entrada", trump, cards);
}

// ---------------------------------------------------------------------------
// german-solo: card order

// Red trump (hearts), 10 cards: CQ > H7 > SQ > HA > HK > HQ > HJ > HT > H9 > H8.
TEST(GermanSoloOrder, RedTrumpWithItsQueen) {
    EXPECT_EQ(germanWinner("H", {"CQ", "H7", "SQ", "HA"}), 0);  // spadille tops everything
    EXPECT_EQ(germanWinner("H", {"H7", "CQ", "HJ", "HT"}), 1);  // spadille > manille
    EXPECT_EQ(germanWinner("H", {"SQ", "H7", "HK", "HQ"}), 1);  // manille > basta
    EXPECT_EQ(germanWinner("H", {"HA", "SQ", "H8", "H9"}), 1);  // basta > trump ace
    EXPECT_EQ(germanWinner("H", {"HK", "HQ", "HA", "HJ"}), 2);  // ace > king
    EXPECT_EQ(germanWinner("H", {"HJ", "HQ", "HT", "H9"}), 1);  // the red trump queen: between K and J
    EXPECT_EQ(germanWinner("H", {"HQ", "HK", "H8", "H9"}), 1);
    EXPECT_EQ(germanWinner("H", {"HT", "H9", "H8", "HJ"}), 3);
    EXPECT_EQ(germanWinner("H", {"H8", "H9", "HT", "DA"}), 2);  // 8 lowest; a plain ace cannot win
    // HQ is a trump: on a diamond lead the void seat 1 ruffs with it.
    EXPECT_EQ(germanWinner("H", {"DA", "HQ", "D7", "D8"}), 1);
}

// Black trump (clubs), 9 cards: CQ > C7 > SQ > CA > CK > CJ > CT > C9 > C8.
// Black trump (spades): CQ > S7 > SQ > SA > SK > SJ > ST > S9 > S8.
TEST(GermanSoloOrder, BlackTrump) {
    EXPECT_EQ(germanWinner("C", {"CA", "SQ", "C8", "C9"}), 1);  // basta > ace
    EXPECT_EQ(germanWinner("C", {"SQ", "C7", "CK", "CJ"}), 1);  // manille > basta
    EXPECT_EQ(germanWinner("C", {"C7", "CA", "CQ", "CK"}), 2);  // spadille > manille
    EXPECT_EQ(germanWinner("C", {"CK", "CJ", "CA", "C8"}), 2);
    EXPECT_EQ(germanWinner("C", {"CT", "C9", "C8", "CJ"}), 3);
    EXPECT_EQ(germanWinner("S", {"SA", "SQ", "S7", "SK"}), 2);  // spade 7 is manille
    EXPECT_EQ(germanWinner("S", {"S7", "CQ", "SA", "SQ"}), 1);
    EXPECT_EQ(germanWinner("S", {"SK", "SA", "SJ", "ST"}), 1);
    // Plain suits: A K (Q) J T 9 8 7; black plain suits have no queen.
    EXPECT_EQ(germanWinner("H", {"SK", "SJ", "SA", "S7"}), 2);
    EXPECT_EQ(germanWinner("S", {"DQ", "DJ", "DK", "D7"}), 2);
    EXPECT_EQ(germanWinner("S", {"D7", "D8", "DT", "D9"}), 2);
}

// ---------------------------------------------------------------------------
// german-solo: permanent trumps follow as trump

TEST(GermanSoloPermanentTrumps, QueenOfSpadesIsATrumpNotASpade) {
    // A spade lead: SQ is a trump, so seat 1 holding only SQ is void in spades
    // and ruffs; the spade ace loses.
    EXPECT_EQ(germanWinner("H", {"SA", "SQ", "S7", "SK"}), 1);
    // Trump H8 led by seat 3; seat 0 holds SQ and SA. Its only trump is SQ, so
    // SQ is its only legal card (SA would be a revoke).
    const json r = solve(problem("german-solo", {"SQ SA", "SK HA", "SJ DA", "D7"},
                                 {{"type", "solo"}, {"declarer", 1}, {"trump", "H"}},
                                 {{"leader", 3}, {"trick", {"H8"}}}),
                         true);
    EXPECT_EQ(legalCards(r), (std::set<std::string>{"SQ"}));
}

TEST(GermanSoloPermanentTrumps, QueenOfClubsDoesNotFollowClubs) {
    // Seat 1 leads CA; seat 2 holds CQ C7 C8. CQ is a trump, not a club: seat 2
    // must follow with a club, so only C7 and C8 are legal.
    const json r = solve(problem("german-solo", {"HA HK S9", "SA SK", "CQ C7 C8", "DA DK D9"},
                                 {{"type", "solo"}, {"declarer", 1}, {"trump", "H"}},
                                 {{"leader", 1}, {"trick", {"CA"}}}),
                         true);
    EXPECT_EQ(legalCards(r), (std::set<std::string>{"C7", "C8"}));
    // A seat void in clubs except for CQ ruffs the club ace with it.
    EXPECT_EQ(germanWinner("H", {"CA", "CQ", "C7", "C8"}), 1);
}

// ---------------------------------------------------------------------------
// german-solo: matador renege (spadille CQ, manille trump 7, basta SQ)

json renegeProblem(bool renege, const std::string& led, const std::string& seat1) {
    // Seat 0 led `led`; seat 1 (holding `seat1`) is to play. Filler hands keep
    // the sizes equal: seat 0 had 1 more card than it holds now.
    std::istringstream in(seat1);
    int n = 0;
    for (std::string c; in >> c;) ++n;
    const std::vector<std::string> fill0 = {"D7", "D7 D8", "D7 D8 D9"};
    const std::vector<std::string> fill2 = {"", "DA", "DA DK", "DA DK DQ"};
    const std::vector<std::string> fill3 = {"", "CA", "CA CK", "CA CK CJ"};
    return problem("german-solo", {fill0[n - 2], seat1, fill2[n], fill3[n]},
                   {{"type", "solo"}, {"declarer", 0}, {"trump", "H"}},
                   {{"variant", {{"matador_renege", renege}}}, {"leader", 0}, {"trick", {led}}});
}

TEST(GermanSoloMatadorRenege, AllowedWhenOnlyHigherMatadors) {
    // H8 led; seat 1's only trump is spadille, higher than H8: it need not follow.
    EXPECT_EQ(legalCards(solve(renegeProblem(true, "H8", "CQ SA"), true)), (std::set<std::string>{"CQ", "SA"}));
    // Variant off (the default): an ordinary trump must be followed.
    EXPECT_EQ(legalCards(solve(renegeProblem(false, "H8", "CQ SA"), true)), (std::set<std::string>{"CQ"}));
    // Manille led; spadille is still higher: renege allowed.
    EXPECT_EQ(legalCards(solve(renegeProblem(true, "H7", "CQ SA"), true)), (std::set<std::string>{"CQ", "SA"}));
    // Basta led; spadille and manille both rank higher: renege allowed.
    EXPECT_EQ(legalCards(solve(renegeProblem(true, "SQ", "CQ H7 SA"), true)),
              (std::set<std::string>{"CQ", "H7", "SA"}));
}

TEST(GermanSoloMatadorRenege, ForcedByLowerMatadorOrPlainTrump) {
    // Manille led; basta ranks lower than the led card: it must be played.
    EXPECT_EQ(legalCards(solve(renegeProblem(true, "H7", "SQ SA"), true)), (std::set<std::string>{"SQ"}));
    // Spadille with basta: the lower matador forces a trump (either one).
    EXPECT_EQ(legalCards(solve(renegeProblem(true, "H7", "CQ SQ SA"), true)), (std::set<std::string>{"CQ", "SQ"}));
    // Spadille with a plain trump: must follow with a trump.
    EXPECT_EQ(legalCards(solve(renegeProblem(true, "H8", "CQ H9 SA"), true)), (std::set<std::string>{"CQ", "H9"}));
}

// Solo in hearts, declarer 0, 3 tricks left, won 2-1-1-1.
//   seat 0: HK H9 DA   seat 1: CQ S7 S8   seat 2: HA C7 C8   seat 3: CT CJ CK
// Renege off: 0 leads HK; seat 1 must play CQ, seat 2 must play HA; CQ wins.
//   Seat 1 leads a spade, 0 ruffs with H9 (no defender has a trump left) and
//   cashes DA: 2 tricks. (Leading DA first lets seat 1 ruff with CQ and seat 2
//   keep HA to overruff the H9/HK later: 1.) Best 2, total 4.
// Renege on: on HK seat 1 throws a spade and keeps CQ; seat 2's HA (not a
//   matador) must follow and wins. Seat 2 leads a club: 0 ruffs, seat 1
//   overruffs with CQ and cashes its spade: 0. H9 first: the same. DA first:
//   whoever ruffs, one of 0's trumps wins the last trick: 1. Best 1, total 3.
TEST(GermanSoloMatadorRenege, ChangesTheResult) {
    for (bool renege : {false, true}) {
        const json r = solve(problem("german-solo", {"HK H9 DA", "CQ S7 S8", "HA C7 C8", "CT CJ CK"},
                                     {{"type", "solo"}, {"declarer", 0}, {"trump", "H"}},
                                     {{"variant", {{"matador_renege", renege}}}, {"won", {{"tricks", {2, 1, 1, 1}}}}}),
                             true);
        EXPECT_EQ(r["tricks"], renege ? 3 : 4) << "renege " << renege;
        EXPECT_EQ(leadValue(r, "HK"), renege ? 2 : 4);
        EXPECT_EQ(leadValue(r, "DA"), 3);
        EXPECT_EQ(r["outcome"], "failed");
    }
}

// ---------------------------------------------------------------------------
// german-solo: colour, first_tricks, all_tricks

// Solo, declarer 0 holds CQ and the trump 7, the two top trumps; nobody else
// holds a trump. It wins both remaining tricks: 3 + 2 = 5, made. Solo is worth
// 4, 8 in colour; alone the declarer wins 3v. A defender has a trick already,
// so the first five cannot all be the declarer's.
TEST(GermanSoloScore, ColourDoublesTheValue) {
    struct Case {
        std::string trump, seat0, seat1;
        json variant;
        int score;
    };
    const std::vector<Case> cases = {
        {"C", "CQ C7", "HA HK", json::object(), 24},               // clubs: the default colour
        {"C", "CQ C7", "HA HK", {{"color", "H"}}, 12},             // colour moved to hearts
        {"H", "CQ H7", "CA CK", json::object(), 12},               // hearts: plain suit value
        {"H", "CQ H7", "CA CK", {{"color", "H"}}, 24},
    };
    for (const auto& c : cases) {
        json extra = {{"won", {{"tricks", {3, 1, 1, 1}}}}};
        if (!c.variant.empty()) extra["variant"] = c.variant;
        const json r = solve(problem("german-solo", {c.seat0, c.seat1, "DA DK", "SA SK"},
                                     {{"type", "solo"}, {"declarer", 0}, {"trump", c.trump}}, extra));
        EXPECT_EQ(r["tricks"], 5);
        EXPECT_EQ(r["outcome"], "made");
        EXPECT_EQ(r["makeable"], true);
        EXPECT_EQ(r["score"], c.score) << r.dump();
        EXPECT_EQ(r["first_tricks"], json({{"count", 5}, {"makeable", false}}));
        EXPECT_EQ(r["all_tricks"], false);
    }
    // Same cards, declarer only 2 tricks in: 4 < 5, failed, -3 * 8.
    const json r = solve(problem("german-solo", {"CQ C7", "HA HK", "DA DK", "SA SK"},
                                 {{"type", "solo"}, {"declarer", 0}, {"trump", "C"}},
                                 {{"won", {{"tricks", {2, 2, 1, 1}}}}}));
    EXPECT_EQ(r["tricks"], 4);
    EXPECT_EQ(r["outcome"], "failed");
    EXPECT_EQ(r["score"], -24);
}

// Tout in hearts: declarer has won all 6 tricks so far and holds CQ H7 (no
// other trumps out): 8 tricks, made. 16 * 3 = 48. First five and all eight:
// true.
TEST(GermanSoloScore, ToutAndSideQuestions) {
    const json r = solve(problem("german-solo", {"CQ H7", "CA CK", "DA DK", "SA SK"},
                                 {{"type", "tout"}, {"declarer", 0}, {"trump", "H"}},
                                 {{"won", {{"tricks", {6, 0, 0, 0}}}}}));
    EXPECT_EQ(r["tricks"], 8);
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["score"], 48);
    EXPECT_EQ(r["all_tricks"], true);
    EXPECT_EQ(r["first_tricks"], json({{"count", 5}, {"makeable", true}}));
}

// Solo in hearts, declarer 0 has won the first 4 tricks; seat 1 has led SA
// to the fifth.
//   seat 0: CQ D7 D8 D9   seat 1: SK S9 S8   seat 2: C7 C8 C9 CT   seat 3: DA DK DQ DJ
// Seat 0 is void in spades and ruffs with CQ: the fifth trick too, so the
// first five in a row: yes. Then D7 D8 D9 lose to seat 3's diamonds: 5, made.
// With S7 instead of D9, seat 0 must follow to SA and loses the fifth trick:
// first five no; it still ruffs SK later with CQ: 5 again.
TEST(GermanSoloScore, FirstTricksWithATrickInProgress) {
    for (const bool holdsSpade : {false, true}) {
        const json r = solve(problem("german-solo",
                                     {holdsSpade ? "CQ D7 D8 S7" : "CQ D7 D8 D9", "SK S9 S8", "C7 C8 C9 CT",
                                      "DA DK DQ DJ"},
                                     {{"type", "solo"}, {"declarer", 0}, {"trump", "H"}},
                                     {{"leader", 1}, {"trick", {"SA"}}, {"won", {{"tricks", {4, 0, 0, 0}}}}}));
        EXPECT_EQ(r["tricks"], 5);
        EXPECT_EQ(r["outcome"], "made");
        EXPECT_EQ(r["first_tricks"], json({{"count", 5}, {"makeable", !holdsSpade}})) << holdsSpade;
    }
}

// German frog: declarer + holder of any called card, value 2; the pair each
// win 2v = 4. Declarer 0 calls SA (seat 3). Won 3-1-0-2: side 5 already.
//   seat 0: CQ D7   seat 1: CA CK   seat 2: DA DK   seat 3: SA H8
// 0 leads D7: seat 3, the partner, is void in diamonds and ruffs with H8,
// then cashes SA (nobody else holds a spade); 0 throws CQ or keeps it, it
// does not matter: both tricks, 5 + 2 = 7, made, score 4. (Leading CQ first
// would force out the partner's H8 and leave D7 to lose to DA: 6.)
TEST(GermanSoloScore, FrogPairScoresTwiceTheValue) {
    const json r = solve(problem("german-solo", {"CQ D7", "CA CK", "DA DK", "SA H8"},
                                 {{"type", "frog"}, {"declarer", 0}, {"trump", "H"}, {"call", "SA"}},
                                 {{"won", {{"tricks", {3, 1, 0, 2}}}}}));
    EXPECT_EQ(r["declarer_side"], json({0, 3}));
    EXPECT_EQ(r["tricks"], 7);
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["score"], 4);
}

// ---------------------------------------------------------------------------
// german-solo: beg (encyclopedia scoring)

// Beg in hearts, declarer 0, 2 tricks left, won 2-1-1-2.
//   seat 0: CQ D7   seat 1: SA SK   seat 2: DA H8   seat 3: CA CK
// Call DA: partner seat 2, side 2 + 1 = 3. 0 leads CQ (seat 2 must follow
//   H8), wins; then D7 to seat 2's DA: 5 tricks, made. Base 2; no prime or
//   slam (defenders already have tricks); H7 and SQ out of play, so no
//   matador bonus: +2.
// Call SA: partner seat 1, side 2 + 1 = 3. CQ wins, but D7 goes to seat 2's
//   DA (a defender now), and seat 1's spades never get the lead (D7 first:
//   seat 2 wins and leads H8, CQ wins): 4, failed, -2.
TEST(GermanSoloBeg, PartnerIsTheHolderOfTheCalledAce) {
    const std::vector<std::string> hands = {"CQ D7", "SA SK", "DA H8", "CA CK"};
    const json won = {{"won", {{"tricks", {2, 1, 1, 2}}}}};
    json r = solve(problem("german-solo", hands, {{"type", "beg"}, {"declarer", 0}, {"trump", "H"}, {"call", "DA"}}, won));
    EXPECT_EQ(r["declarer_side"], json({0, 2}));
    EXPECT_EQ(r["tricks"], 5);
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["score"], 2);
    EXPECT_EQ(r["first_tricks"], json({{"count", 5}, {"makeable", false}}));
    EXPECT_EQ(r["all_tricks"], false);

    r = solve(problem("german-solo", hands, {{"type", "beg"}, {"declarer", 0}, {"trump", "H"}, {"call", "SA"}}, won));
    EXPECT_EQ(r["declarer_side"], json({0, 1}));
    EXPECT_EQ(r["tricks"], 4);
    EXPECT_EQ(r["outcome"], "failed");
    EXPECT_EQ(r["score"], -2);
}

// The declarer holds the called ace: beg is lost outright, though the
// declarer alone takes CQ and DA (3 + 2 = 5 tricks). Score -2.
TEST(GermanSoloBeg, DeclarerHoldingTheCalledAceLosesOutright) {
    const json r = solve(problem("german-solo", {"CQ DA", "SA SK", "D7 H8", "CA CK"},
                                 {{"type", "beg"}, {"declarer", 0}, {"trump", "H"}, {"call", "DA"}},
                                 {{"won", {{"tricks", {3, 1, 1, 1}}}}}));
    EXPECT_EQ(r["declarer_side"], json({0}));
    EXPECT_EQ(r["tricks"], 5);
    EXPECT_EQ(r["outcome"], "failed");
    EXPECT_EQ(r["makeable"], false);
    EXPECT_EQ(r["score"], -2);
}

// A declarer holding the card it calls plays alone with the same target;
// only beg is lost outright for it. Won 3-1-1-1, hearts.
//   seat 0: CQ SA / CQ DA   seat 1: D7 D8 / SA SK   seat 2: DA H8 / D7 H8   seat 3: CA CK
// CQ draws seat 2's H8 and the ace is then good: 3 + 2 = 5, made.
//   german frog calling SA: alone, 3 * 2 = 6.  big-beg calling DA: base 3,
//   no prime or slam (defenders have tricks), no matador bonus: 3.
//   spanish simple calling DA: alone, 3 * 2 = 6; with 2 won instead: 4, -6.
TEST(GermanSoloBeg, DeclarerHoldingTheCalledCardOtherwisePlaysAlone) {
    const json won = {{"won", {{"tricks", {3, 1, 1, 1}}}}};
    json r = solve(problem("german-solo", {"CQ SA", "D7 D8", "DA H8", "CA CK"},
                           {{"type", "frog"}, {"declarer", 0}, {"trump", "H"}, {"call", "SA"}}, won));
    EXPECT_EQ(r["declarer_side"], json({0}));
    EXPECT_EQ(r["tricks"], 5);
    EXPECT_EQ(r["score"], 6);
    const std::vector<std::string> hands = {"CQ DA", "SA SK", "D7 H8", "CA CK"};
    r = solve(problem("german-solo", hands, {{"type", "big-beg"}, {"declarer", 0}, {"trump", "H"}, {"call", "DA"}}, won));
    EXPECT_EQ(r["declarer_side"], json({0}));
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["score"], 3);
    r = solve(problem("spanish-solo", hands, {{"type", "simple"}, {"declarer", 0}, {"trump", "H"}, {"call", "DA"}}, won));
    EXPECT_EQ(r["declarer_side"], json({0}));
    EXPECT_EQ(r["score"], 6);
    r = solve(problem("spanish-solo", hands, {{"type", "simple"}, {"declarer", 0}, {"trump", "H"}, {"call", "DA"}},
                      {{"won", {{"tricks", {2, 2, 1, 1}}}}}));
    EXPECT_EQ(r["tricks"], 4);
    EXPECT_EQ(r["score"], -6);
}

// Beg in hearts, declarer 0 calls DA (seat 2); the side has won all 4 tricks
// so far (2-0-2-0), 4 left.
//   seat 0: CQ H7 S7 S8   seat 1: SA SK C7 C8   seat 2: DA DK D9 D8   seat 3: CA CK CJ CT
// Only seat 0 has trumps, and only seat 2 has diamonds, so seat 2 can never
// win a trick. Seat 0's CQ and H7 each take a trick whenever played (on a
// lead or as a ruff); S7 and S8 lose to seat 1's SA and SK. Side
// 2 + 2 + 2 = 6, made. Prime: trick 5 (CQ) is the side's: yes. Slam: no.
// SQ is out of play: no matador bonus. Score 2 + 2 = 4.
TEST(GermanSoloBeg, PrimeBonus) {
    const json r = solve(problem("german-solo", {"CQ H7 S7 S8", "SA SK C7 C8", "DA DK D9 D8", "CA CK CJ CT"},
                                 {{"type", "beg"}, {"declarer", 0}, {"trump", "H"}, {"call", "DA"}},
                                 {{"won", {{"tricks", {2, 0, 2, 0}}}}}));
    EXPECT_EQ(r["tricks"], 6);
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["first_tricks"], json({{"count", 5}, {"makeable", true}}));
    EXPECT_EQ(r["all_tricks"], false);
    EXPECT_EQ(r["score"], 4);
}

// As above but seat 0 holds CQ H7 HA HK and the partner (seat 2) holds SQ:
//   seat 0: CQ H7 HA HK   seat 1: SA SK C7 C8   seat 2: DA DK D9 SQ   seat 3: CA CK CJ CT
// CQ draws the partner's SQ (its only trump, it must follow); H7, HA, HK are
// then the only trumps left: 4 tricks, 8 in all. Slam bonus 4 (instead of
// prime); all three matadors in play and held by the declarer side: +2.
// (A declarer holding both black queens may not play beg at all.)
// beg 2 + 4 + 2 = 8; big-beg 3 + 6 = 9; small-beg (declarer holds CQ) 1 + 6 = 7.
// With won 0-3-0-1 the same play gives 0 + 0 + 4 = 4 < 5: failed; the matador
// bonus still counts, slam and prime did not happen: -(2 + 2) = -4.
TEST(GermanSoloBeg, SlamAndMatadorBonus) {
    const std::vector<std::string> hands = {"CQ H7 HA HK", "SA SK C7 C8", "DA DK D9 SQ", "CA CK CJ CT"};
    for (const auto& [type, score] : std::vector<std::pair<std::string, int>>{{"beg", 8}, {"big-beg", 9}, {"small-beg", 7}}) {
        const json r = solve(problem("german-solo", hands,
                                     {{"type", type}, {"declarer", 0}, {"trump", "H"}, {"call", "DA"}},
                                     {{"won", {{"tricks", {2, 0, 2, 0}}}}}));
        EXPECT_EQ(r["tricks"], 8) << type;
        EXPECT_EQ(r["outcome"], "made") << type;
        EXPECT_EQ(r["all_tricks"], true) << type;
        EXPECT_EQ(r["first_tricks"], json({{"count", 5}, {"makeable", true}})) << type;
        EXPECT_EQ(r["score"], score) << type;
    }
    const json r = solve(problem("german-solo", hands, {{"type", "beg"}, {"declarer", 0}, {"trump", "H"}, {"call", "DA"}},
                                 {{"won", {{"tricks", {0, 3, 0, 1}}}}}));
    EXPECT_EQ(r["tricks"], 4);
    EXPECT_EQ(r["outcome"], "failed");
    EXPECT_EQ(r["score"], -4);
}

// ---------------------------------------------------------------------------
// spanish-solo

// Simple in hearts, declarer 1 calls SA (seat 3); won 1-2-2-1, side 3.
//   seat 0: CA CK   seat 1: CQ S7   seat 2: DA DK   seat 3: SA H8
// Seat 0 leads a club; seat 1 is void in clubs (CQ is a trump) and ruffs with
// CQ, the top trump: wins. Seat 1 leads S7: seat 3's SA wins (nobody can
// ruff: seat 0 and seat 2 hold no trumps). Side 3 + 2 = 5, made. Simple is
// worth 2 (4 in colour); the pair each win 2v: 4, or 8 with hearts as colour.
TEST(SpanishSolo, SimpleWithCalledAcePartner) {
    const std::vector<std::string> hands = {"CA CK", "CQ S7", "DA DK", "SA H8"};
    const json contract = {{"type", "simple"}, {"declarer", 1}, {"trump", "H"}, {"call", "SA"}};
    json r = solve(problem("spanish-solo", hands, contract, {{"won", {{"tricks", {1, 2, 2, 1}}}}}));
    EXPECT_EQ(r["declarer_side"], json({1, 3}));
    EXPECT_EQ(r["tricks"], 5);
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["score"], 4);
    EXPECT_EQ(r["all_tricks"], false);
    r = solve(problem("spanish-solo", hands, contract,
                      {{"won", {{"tricks", {1, 2, 2, 1}}}}, {"variant", {{"color", "H"}}}}));
    EXPECT_EQ(r["score"], 8);
    // Solo by seat 1 alone (2 won): CQ ruff wins, S7 loses: 3, failed, -3 * 4.
    r = solve(problem("spanish-solo", hands, {{"type", "solo"}, {"declarer", 1}, {"trump", "H"}},
                      {{"won", {{"tricks", {1, 2, 2, 1}}}}}));
    EXPECT_EQ(r["tricks"], 3);
    EXPECT_EQ(r["score"], -12);
}

// ---------------------------------------------------------------------------
// solo-whist

// Misère, declarer 0 leads (default), won 0-4-4-3, no trumps.
//   seat 0: SA H2   seat 1: H3 H5   seat 2: H4 D2   seat 3: C2 C3
// Lead H2: seat 1 or seat 2 wins it with a higher heart, then leads a heart or
// a diamond, of which seat 0 is void: it throws SA. 0 tricks. Leading SA
// would win a trick (nobody else has a spade). The declarer minimises: 0,
// made, 20 from each of 3 opponents: 60. Misère ouverte: 40 * 3 = 120.
TEST(SoloWhist, MisereMinimisesTheDeclarersTricks) {
    const std::vector<std::string> hands = {"SA H2", "H3 H5", "H4 D2", "C2 C3"};
    const json won = {{"won", {{"tricks", {0, 4, 4, 3}}}}};
    json r = solve(problem("solo-whist", hands, {{"type", "misere"}, {"declarer", 0}}, won), true);
    EXPECT_EQ(r["tricks"], 0);
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["score"], 60);
    EXPECT_EQ(leadValue(r, "H2"), 0);
    EXPECT_EQ(leadValue(r, "SA"), 1);
    r = solve(problem("solo-whist", hands, {{"type", "misere-ouverte"}, {"declarer", 0}, {"trump", "N"}}, won));
    EXPECT_EQ(r["tricks"], 0);
    EXPECT_EQ(r["score"], 120);
}

// Seat 1 now holds S3 H5: on H2 seat 1 must play H5 and wins (H5 > H4), then
// leads S3 and seat 0 must follow with SA. Leading SA wins at once. 1 trick
// unavoidable: failed, -60.
TEST(SoloWhist, MisereFailsWhenATrickIsForced) {
    const json r = solve(problem("solo-whist", {"SA H2", "S3 H5", "H4 D2", "C2 C3"},
                                 {{"type", "misere"}, {"declarer", 0}}, {{"won", {{"tricks", {0, 4, 4, 3}}}}}),
                         true);
    EXPECT_EQ(r["tricks"], 1);
    EXPECT_EQ(r["outcome"], "failed");
    EXPECT_EQ(r["score"], -60);
    EXPECT_EQ(leadValue(r, "H2"), 1);
}

// Slam by seat 2, no trumps, won 0-0-11-0.
//   seat 0: C2 C3   seat 1: D2 D3   seat 2: SA HA   seat 3: S2 H2
// By default the declarer leads: SA and HA both win: 13, made, 60 * 3 = 180.
// If seat 0 led, its clubs (nobody else has one) would win both: 11, -180.
TEST(SoloWhist, SlamDeclarerLeads) {
    const std::vector<std::string> hands = {"C2 C3", "D2 D3", "SA HA", "S2 H2"};
    json r = solve(problem("solo-whist", hands, {{"type", "slam"}, {"declarer", 2}},
                           {{"won", {{"tricks", {0, 0, 11, 0}}}}}));
    EXPECT_EQ(r["tricks"], 13);
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["score"], 180);
    r = solve(problem("solo-whist", hands, {{"type", "slam"}, {"declarer", 2}},
                      {{"won", {{"tricks", {0, 0, 11, 0}}}}, {"leader", 0}}));
    EXPECT_EQ(r["tricks"], 11);
    EXPECT_EQ(r["outcome"], "failed");
    EXPECT_EQ(r["score"], -180);
}

// Prop in spades (nobody holds a spade), declarer 0 leads, won 3-2-2-4.
//   seat 0: HA D2   seat 1: H2 D3   seat 2: H3 DA   seat 3: H4 D4
// Whatever the order, HA wins for seat 0 and DA for seat 2; nothing else can
// win. Partner 1: 3+2+1 = 6, two under: -(10 + 2*2) * 2 = -28.
// Partner 2: 3+2+2 = 7, one under: -(10 + 2) * 2 = -24.
// Partner 3: 3+4+1 = 8, made exactly: 10 * 2 = 20.
TEST(SoloWhist, PropWithEachPartner) {
    const std::vector<std::string> hands = {"HA D2", "H2 D3", "H3 DA", "H4 D4"};
    const std::map<int, std::pair<int, int>> expected = {{1, {6, -28}}, {2, {7, -24}}, {3, {8, 20}}};
    for (const auto& [partner, answer] : expected) {
        const json r = solve(problem("solo-whist", hands,
                                     {{"type", "prop"}, {"declarer", 0}, {"partner", partner}, {"trump", "S"}},
                                     {{"won", {{"tricks", {3, 2, 2, 4}}}}}));
        EXPECT_EQ(r["declarer_side"], json({0, partner}));
        EXPECT_EQ(r["tricks"], answer.first) << "partner " << partner;
        EXPECT_EQ(r["outcome"], answer.first >= 8 ? "made" : "failed");
        EXPECT_EQ(r["score"], answer.second) << "partner " << partner;
    }
}

// Declarer 0 holds SA SK, the only trumps (spades): 2 tricks.
//   seat 1: HA HK   seat 2: DA DK   seat 3: CA CK
// Abundance / royal abundance (target 9): won 8 -> 10, one over:
// (30 + 3) * 3 = 99; won 6 -> 8, one under: -99. Solo (target 5): won 4 -> 6:
// (10 + 2) * 3 = 36.
TEST(SoloWhist, AbundanceAndSoloScores) {
    const std::vector<std::string> hands = {"SA SK", "HA HK", "DA DK", "CA CK"};
    auto run = [&](const std::string& type, std::vector<int> won) {
        return solve(problem("solo-whist", hands, {{"type", type}, {"declarer", 0}, {"trump", "S"}},
                             {{"won", {{"tricks", won}}}}));
    };
    json r = run("abundance", {8, 1, 1, 1});
    EXPECT_EQ(r["tricks"], 10);
    EXPECT_EQ(r["score"], 99);
    r = run("royal-abundance", {8, 1, 1, 1});
    EXPECT_EQ(r["tricks"], 10);
    EXPECT_EQ(r["score"], 99);
    r = run("abundance", {6, 2, 2, 1});
    EXPECT_EQ(r["tricks"], 8);
    EXPECT_EQ(r["outcome"], "failed");
    EXPECT_EQ(r["score"], -99);
    r = run("solo", {4, 3, 2, 2});
    EXPECT_EQ(r["tricks"], 6);
    EXPECT_EQ(r["score"], 36);
}

// ---------------------------------------------------------------------------
// ombre: card order

// Red trump (hearts), 12 cards: SA > H7 > CA > HA (punto) > HK > HQ > HJ > H2 > H3 > H4 > H5 > H6.
TEST(OmbreOrder, RedTrump) {
    EXPECT_EQ(ombreWinner("H", {"CA", "SA", "H7"}), 1);  // spadille
    EXPECT_EQ(ombreWinner("H", {"CA", "H7", "HA"}), 1);  // manille (the red 7) > basto
    EXPECT_EQ(ombreWinner("H", {"HA", "CA", "HK"}), 1);  // basto > punto
    EXPECT_EQ(ombreWinner("H", {"HK", "HA", "HQ"}), 1);  // punto > king
    EXPECT_EQ(ombreWinner("H", {"HJ", "H2", "HQ"}), 2);
    EXPECT_EQ(ombreWinner("H", {"H2", "HJ", "H3"}), 1);
    EXPECT_EQ(ombreWinner("H", {"H6", "H5", "H2"}), 2);  // 2 > 5 > 6 in red trumps
    EXPECT_EQ(ombreWinner("H", {"H3", "H4", "H6"}), 0);
}

// Black trump (spades), 11 cards: SA > S2 > CA > SK > SQ > SJ > S7 > S6 > S5 > S4 > S3.
TEST(OmbreOrder, BlackTrump) {
    EXPECT_EQ(ombreWinner("S", {"SA", "S2", "CA"}), 0);
    EXPECT_EQ(ombreWinner("S", {"SK", "S2", "CA"}), 1);  // manille is the black 2
    EXPECT_EQ(ombreWinner("S", {"CA", "SK", "S7"}), 0);
    EXPECT_EQ(ombreWinner("S", {"S7", "S3", "SJ"}), 2);
    EXPECT_EQ(ombreWinner("S", {"S3", "S7", "S6"}), 1);  // 7 high among the small black trumps
    EXPECT_EQ(ombreWinner("S", {"S7", "S2", "SK"}), 1);
    EXPECT_EQ(ombreWinner("C", {"CA", "C2", "SA"}), 2);
    EXPECT_EQ(ombreWinner("C", {"C2", "CA", "CK"}), 0);
    EXPECT_EQ(ombreWinner("C", {"C7", "C3", "CJ"}), 2);
    // In red trumps the 7 is manille and the 2 is small.
    EXPECT_EQ(ombreWinner("H", {"H2", "H7", "HK"}), 1);
    EXPECT_EQ(ombreWinner("H", {"H7", "H2", "HA"}), 0);
}

// Plain red suits: K Q J A 2 3 4 5 6 7. Plain black: K Q J 7 6 5 4 3 2, and
// the black aces are always trumps.
TEST(OmbreOrder, PlainSuits) {
    EXPECT_EQ(ombreWinner("S", {"DA", "D2", "DJ"}), 2);  // J > A in a plain red suit
    EXPECT_EQ(ombreWinner("S", {"D7", "DA", "D2"}), 1);  // A > 2 > 7
    EXPECT_EQ(ombreWinner("S", {"D2", "D3", "D7"}), 0);
    EXPECT_EQ(ombreWinner("S", {"DJ", "DK", "DQ"}), 1);
    EXPECT_EQ(ombreWinner("H", {"C2", "C7", "CK"}), 2);
    EXPECT_EQ(ombreWinner("H", {"C3", "C2", "C7"}), 2);  // 7 > 3 > 2 in a plain black suit
    EXPECT_EQ(ombreWinner("H", {"CK", "CA", "CQ"}), 1);  // CA is basto: seat 1 ruffs
    EXPECT_EQ(ombreWinner("D", {"SK", "SA", "SQ"}), 1);  // SA is spadille
}

// ---------------------------------------------------------------------------
// ombre: matador renege (always on)

json ombreRenegeProblem(const std::string& led, const std::string& seat1) {
    std::istringstream in(seat1);
    int n = 0;
    for (std::string c; in >> c;) ++n;
    const std::vector<std::string> fill0 = {"D7", "D7 D6", "D7 D6 D5"};
    const std::vector<std::string> fill2 = {"", "C2", "C2 C3", "C2 C3 C4"};
    return problem("ombre", {fill0[n - 2], seat1, fill2[n]}, {{"type", "entrada"}, {"declarer", 0}, {"trump", "H"}},
                   {{"leader", 0}, {"trick", {led}}});
}

TEST(OmbreMatadorRenege, FollowingRule) {
    // H6 (lowest trump) led: seat 1's only trump is spadille: renege allowed.
    EXPECT_EQ(legalCards(solve(ombreRenegeProblem("H6", "SA DK"), true)), (std::set<std::string>{"SA", "DK"}));
    // Basto with a plain trump: must follow with a trump.
    EXPECT_EQ(legalCards(solve(ombreRenegeProblem("H6", "CA H5 DK"), true)), (std::set<std::string>{"CA", "H5"}));
    // Manille led: basto ranks below it and must be played.
    EXPECT_EQ(legalCards(solve(ombreRenegeProblem("H7", "CA DK"), true)), (std::set<std::string>{"CA"}));
    // Manille led: spadille ranks above it: renege allowed.
    EXPECT_EQ(legalCards(solve(ombreRenegeProblem("H7", "SA DK"), true)), (std::set<std::string>{"SA", "DK"}));
    // Basto led: spadille and manille both above: renege allowed.
    EXPECT_EQ(legalCards(solve(ombreRenegeProblem("CA", "SA H7 DK"), true)),
              (std::set<std::string>{"SA", "H7", "DK"}));
}

// Entrada in hearts, Ombre seat 0 leads, won 4-1-1, 3 tricks left.
//   seat 0: HK H2 DK   seat 1: SA S3 S4   seat 2: HA C3 C4
// Lead HK: seat 1 reneges (S3) keeping spadille; seat 2's punto must follow
//   and wins; seat 2 leads a club, Ombre ruffs, seat 1 overruffs with SA and
//   cashes its spade: 0. (Without the renege SA would fall on HK and Ombre
//   would take 2.) Lead H2: the same, 0.
// Lead DK: if nobody ruffs it wins; if a defender ruffs, the other defender's
//   trump and Ombre's two trumps share the last two tricks and one of
//   Ombre's wins. Best 1: Ombre 5, defenders at most 1 + 2: sacada.
TEST(OmbreMatadorRenege, KeepsSpadilleForLater) {
    const json r = solve(problem("ombre", {"HK H2 DK", "SA S3 S4", "HA C3 C4"},
                                 {{"type", "entrada"}, {"declarer", 0}, {"trump", "H"}},
                                 {{"won", {{"tricks", {4, 1, 1}}}}}),
                         true);
    EXPECT_EQ(r["tricks"], 5);
    EXPECT_EQ(r["outcome"], "sacada");
    EXPECT_EQ(r["makeable"], true);
    EXPECT_EQ(leadValue(r, "HK"), 4);
    EXPECT_EQ(leadValue(r, "DK"), 5);
}

// ---------------------------------------------------------------------------
// ombre: sacada, puesta, codille

// Won 3-3-1, 2 tricks left, hearts trumps, Ombre seat 0 leads.
TEST(OmbreResult, SacadaPuestaCodille) {
    const json won = {{"won", {{"tricks", {3, 3, 1}}}}};
    const json entrada = {{"type", "entrada"}, {"declarer", 0}, {"trump", "H"}};
    // Ombre holds SA H7, the two top trumps: 5-3-1, sacada.
    json r = solve(problem("ombre", {"SA H7", "DK D2", "DQ C4"}, entrada, won));
    EXPECT_EQ(r["outcome"], "sacada");
    EXPECT_EQ(r["tricks"], 5);
    EXPECT_EQ(r["score"], nullptr);

    // Ombre: SA D7; seat 1: DK D2; seat 2: DQ C4. SA wins a trick whenever it
    // is played (no defender has a trump). On the D7 the defenders choose the
    // winner: seat 1's DK gives 4-4-1 (puesta), letting seat 2's DQ win gives
    // 4-3-2 (sacada). D7 first: the same choice, then SA takes the last.
    // Puesta with 4.
    r = solve(problem("ombre", {"SA D7", "DK D2", "DQ C4"}, entrada, won));
    EXPECT_EQ(r["outcome"], "puesta");
    EXPECT_EQ(r["tricks"], 4);
    EXPECT_EQ(r["makeable"], false);

    // Ombre: C2 S3; seat 1: SK D3; seat 2: CK CQ. Lead C2: seat 2 wins both
    // club tricks (nobody else has clubs or trumps): 3-3-3, puesta. Lead S3:
    // seat 1's SK wins and its D3 wins the last: 3-5-1, codille. Ombre leads
    // the club: puesta with 3.
    r = solve(problem("ombre", {"C2 S3", "SK D3", "CK CQ"}, entrada, won), true);
    EXPECT_EQ(r["outcome"], "puesta");
    EXPECT_EQ(r["tricks"], 3);
    EXPECT_EQ(leadValue(r, "C2", "outcome"), "puesta");
    EXPECT_EQ(leadValue(r, "S3", "outcome"), "codille");

    // Ombre: C2 S3; seat 1: CK SK; seat 2: D2 D3. Seat 1 wins whatever is led
    // and then cashes its other king: 3-5-1, codille.
    r = solve(problem("ombre", {"C2 S3", "CK SK", "D2 D3"}, entrada, won));
    EXPECT_EQ(r["outcome"], "codille");
    EXPECT_EQ(r["tricks"], 3);
    EXPECT_EQ(r["makeable"], false);
}

// ---------------------------------------------------------------------------
// quadrille and quintille

// Ask-leave in hearts, declarer 0 calls DK (seat 2), 2 tricks left.
//   seat 0: SA S3   seat 1: SK C3   seat 2: DK D2   seat 3: SQ C4
// SA (spadille, the only trump) takes one trick whenever played; S3 loses to
// SK; the partner's diamonds are never led. The side takes exactly 1 more.
// Side won 5 -> 6 made; 4 -> 5 remise; 3 -> 4 codille.
TEST(Quadrille, MadeRemiseCodille) {
    const std::vector<std::string> hands = {"SA S3", "SK C3", "DK D2", "SQ C4"};
    const json contract = {{"type", "ask-leave"}, {"declarer", 0}, {"trump", "H"}, {"call", "DK"}};
    const std::vector<std::tuple<std::vector<int>, int, std::string>> cases = {
        {{3, 1, 2, 2}, 6, "made"}, {{2, 2, 2, 2}, 5, "remise"}, {{2, 3, 1, 2}, 4, "codille"}};
    for (const auto& [won, tricks, outcome] : cases) {
        const json r = solve(problem("quadrille", hands, contract, {{"won", {{"tricks", won}}}}));
        EXPECT_EQ(r["declarer_side"], json({0, 2}));
        EXPECT_EQ(r["tricks"], tricks);
        EXPECT_EQ(r["outcome"], outcome);
        EXPECT_EQ(r["makeable"], outcome == "made");
        EXPECT_EQ(r["score"], nullptr);
        EXPECT_EQ(r["first_tricks"], json({{"count", 6}, {"makeable", false}}));
    }
}

// Declarer 0 holds all four kings, so it calls a queen: HQ (seat 3). Clubs
// trumps; SA, C2, CA, CQ... out of play, so CK is the top trump.
//   seat 0: SK HK DK CK   seat 1: S2 H2 D2 C3   seat 2: S3 H3 D3 C4   seat 3: HQ S4 D4 C5
// Every defender holds one card of each suit, so nobody can ruff; each king
// is the top of its suit: 4 tricks. Won 2-1-2-1: side 2 + 1 + 4 = 7, made.
// Vole by seat 0 with won 6-0-0-0: 10 tricks, made; first 6 and all: true.
TEST(Quadrille, CalledQueenWhenHoldingAllKingsAndVole) {
    const std::vector<std::string> hands = {"SK HK DK CK", "S2 H2 D2 C3", "S3 H3 D3 C4", "HQ S4 D4 C5"};
    json r = solve(problem("quadrille", hands, {{"type", "ask-leave"}, {"declarer", 0}, {"trump", "C"}, {"call", "HQ"}},
                           {{"won", {{"tricks", {2, 1, 2, 1}}}}}));
    EXPECT_EQ(r["declarer_side"], json({0, 3}));
    EXPECT_EQ(r["tricks"], 7);
    EXPECT_EQ(r["outcome"], "made");
    r = solve(problem("quadrille", hands, {{"type", "vole"}, {"declarer", 0}, {"trump", "C"}},
                      {{"won", {{"tricks", {6, 0, 0, 0}}}}}));
    EXPECT_EQ(r["tricks"], 10);
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["all_tricks"], true);
    EXPECT_EQ(r["first_tricks"], json({{"count", 6}, {"makeable", true}}));
    // Vole with one defender trick already: failed.
    r = solve(problem("quadrille", hands, {{"type", "vole"}, {"declarer", 0}, {"trump", "C"}},
                      {{"won", {{"tricks", {5, 1, 0, 0}}}}}));
    EXPECT_EQ(r["tricks"], 9);
    EXPECT_EQ(r["outcome"], "failed");
    EXPECT_EQ(r["all_tricks"], false);
}

// Quintille solo (target 5, remise 4), declarer 0 in hearts, 1 trick left:
// seat 0 holds SA (spadille), the others a plain card each: 1 trick.
// Won 4 -> 5 made; 3 -> 4 remise; 2 -> 3 codille.
TEST(Quintille, SoloMadeRemiseCodille) {
    const std::vector<std::tuple<std::vector<int>, std::string>> cases = {
        {{4, 1, 1, 1, 0}, "made"}, {{3, 1, 1, 1, 1}, "remise"}, {{2, 2, 1, 1, 1}, "codille"}};
    for (const auto& [won, outcome] : cases) {
        const json r = solve(problem("quintille", {"SA", "SK", "DK", "CK", "D2"},
                                     {{"type", "solo"}, {"declarer", 0}, {"trump", "H"}},
                                     {{"won", {{"tricks", won}}}}));
        EXPECT_EQ(r["tricks"], won[0] + 1);
        EXPECT_EQ(r["outcome"], outcome);
        EXPECT_EQ(r["first_tricks"]["count"], 5);
    }
}

// ---------------------------------------------------------------------------
// six-bid-solo

// Simple in diamonds, declarer seat 2, seat 0 leads; won points 25-24-39,
// widow S9 H9 C9 (no points).
//   seat 0: SA H6   seat 1: D6 HT   seat 2: HA S7
// Lead SA: seat 1 is void in spades and holds a trump, so it must ruff with
//   D6 and cannot smear HT on its partner's ace; defenders +11. Seat 1 leads
//   HT, the declarer's HA wins 21.
// Lead H6: seat 1 must follow with HT, HA wins 21; the declarer leads S7,
//   seat 0's SA is ruffed by seat 1 (it must trump): defenders +11.
// Either way 39 + 21 = 60: even, not makeable, score 0. (Without the must-trump
// rule seat 1 would discard HT on SA and the declarer would end with 39.)
TEST(SixBidSolo, MustTrumpWhenVoid) {
    const std::vector<std::string> hands = {"SA H6", "D6 HT", "HA S7"};
    const json extra = {{"widow", "S9 H9 C9"}, {"won", {{"tricks", {3, 3, 3}}, {"points", {25, 24, 39}}}}};
    const json contract = {{"type", "simple"}, {"declarer", 2}, {"trump", "D"}};
    json r = solve(problem("six-bid-solo", hands, contract, extra), true);
    EXPECT_EQ(r["points"], 60);
    EXPECT_EQ(r["tricks"], nullptr);
    EXPECT_EQ(r["outcome"], "even");
    EXPECT_EQ(r["makeable"], false);
    EXPECT_EQ(r["score"], 0);
    EXPECT_EQ(leadValue(r, "SA", "points"), 60);
    EXPECT_EQ(leadValue(r, "H6", "points"), 60);
    // After SA is led, seat 1's only legal card is its trump.
    json after = extra;
    after["leader"] = 0;
    after["trick"] = {"SA"};
    r = solve(problem("six-bid-solo", {"H6", "D6 HT", "HA S7"}, contract, after), true);
    EXPECT_EQ(legalCards(r), (std::set<std::string>{"D6"}));
}

// Declarer 0 holds SA ST; nobody else holds a spade or a trump. Widow HA DA CA
// (33) counts for the declarer. Won points 20-26-20.
//   simple in spades:   seat 1: H6 H7, seat 2: D6 D7. Declarer wins both
//                       tricks: 20 + 21 + 33 = 74, made, 2 * 14 * 2 = 56.
//   heart (trump H):    seat 1: C6 C7 (so nobody holds a heart): 74, 3 * 14 * 2 = 84.
TEST(SixBidSolo, WidowPointsCount) {
    const json extra = {{"widow", "HA DA CA"}, {"won", {{"tricks", {3, 3, 3}}, {"points", {20, 26, 20}}}}};
    json r = solve(problem("six-bid-solo", {"SA ST", "H6 H7", "D6 D7"},
                           {{"type", "simple"}, {"declarer", 0}, {"trump", "S"}}, extra));
    EXPECT_EQ(r["points"], 74);
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["score"], 56);
    r = solve(problem("six-bid-solo", {"SA ST", "C6 C7", "D6 D7"}, {{"type", "heart"}, {"declarer", 0}}, extra));
    EXPECT_EQ(r["points"], 74);
    EXPECT_EQ(r["contract"]["trump"], "H");
    EXPECT_EQ(r["score"], 84);
}

// Guarantee: declarer 0 holds DA DT; seats 1 and 2 hold only clubs, so neither
// spades nor hearts as trumps change the play: the declarer takes 21. Widow
// HA SA CA: 33. Points = won + 54. Hearts need 74, other suits 80; 40 per
// opponent either way.
TEST(SixBidSolo, GuaranteeThresholds) {
    struct Case {
        int won;
        std::string trump;
        bool made;
    };
    const std::vector<Case> cases = {{20, "H", true},  {19, "H", false}, {22, "H", true},
                                     {22, "S", false}, {26, "S", true},  {25, "S", false}};
    for (const auto& c : cases) {
        const json r = solve(problem("six-bid-solo", {"DA DT", "C6 C7", "C8 C9"},
                                     {{"type", "guarantee"}, {"declarer", 0}, {"trump", c.trump}},
                                     {{"widow", "HA SA CA"},
                                      {"won", {{"tricks", {3, 3, 3}}, {"points", {c.won, 40, 86 - 40 - c.won}}}}}));
        EXPECT_EQ(r["points"], c.won + 54);
        EXPECT_EQ(r["makeable"], c.made) << c.won << c.trump;
        EXPECT_EQ(r["outcome"], c.made ? "made" : "failed");
        EXPECT_EQ(r["score"], c.made ? 80 : -80);
        EXPECT_EQ(r["contract"]["target"], c.trump == "H" ? 74 : 80);
    }
}

// Declarer 0: SA HA; seat 1: D6 C6; seat 2: D7 C7. No trumps in misère.
// Misère: seat 0 leads (default) and wins with either ace, then with the
//   other: 2 tricks, failed, -30 * 2.
// Spread misère: the seat after the declarer leads (seat 1): whatever it
//   leads, seat 2's higher card wins, seat 2 leads again, and the declarer
//   discards both aces: 0, made, 60 * 2.
// Misère with seat 1 leading explicitly: 0, made, +60. The widow is not used.
TEST(SixBidSolo, MisereAndSpreadMisereLeader) {
    const std::vector<std::string> hands = {"SA HA", "D6 C6", "D7 C7"};
    const json extra = {{"widow", "ST HT DT"}, {"won", {{"tricks", {0, 5, 4}}}}};
    json r = solve(problem("six-bid-solo", hands, {{"type", "misere"}, {"declarer", 0}}, extra));
    EXPECT_EQ(r["tricks"], 2);
    EXPECT_EQ(r["points"], nullptr);
    EXPECT_EQ(r["outcome"], "failed");
    EXPECT_EQ(r["score"], -60);
    r = solve(problem("six-bid-solo", hands, {{"type", "spread-misere"}, {"declarer", 0}}, extra));
    EXPECT_EQ(r["tricks"], 0);
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["score"], 120);
    json led = extra;
    led["leader"] = 1;
    r = solve(problem("six-bid-solo", hands, {{"type", "misere"}, {"declarer", 0}}, led));
    EXPECT_EQ(r["tricks"], 0);
    EXPECT_EQ(r["score"], 60);
}

// Declarer 0: S9 H6; seat 1: S6 HA; seat 2: S7 H7. S9 is the top spade and
// the declarer cannot shed it (it must follow hearts with H6), so it takes one
// trick: S9 with S6 and S7, no points (H6 goes to seat 1's HA).
// Misère: 1 trick, failed. Variant misere_points: 0 points, made; tricks null.
TEST(SixBidSolo, MiserePointsVariant) {
    const std::vector<std::string> hands = {"S9 H6", "S6 HA", "S7 H7"};
    json extra = {{"widow", "ST HT DT"}, {"won", {{"tricks", {0, 5, 4}}}}};
    json r = solve(problem("six-bid-solo", hands, {{"type", "misere"}, {"declarer", 0}}, extra));
    EXPECT_EQ(r["tricks"], 1);
    EXPECT_EQ(r["outcome"], "failed");
    EXPECT_EQ(r["score"], -60);
    extra["variant"] = {{"misere_points", true}};
    r = solve(problem("six-bid-solo", hands, {{"type", "misere"}, {"declarer", 0}}, extra));
    EXPECT_EQ(r["points"], 0);
    EXPECT_EQ(r["tricks"], nullptr);
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["score"], 60);
}

// Call solo: the declarer needs all 120 points. Won 88 (9 tricks), widow
// C6 C7 C8 (no points).
//   seat 0: SA S6   seat 1: ST H6   seat 2: HA D6
// Calling HA and giving S6 in spades: seat 0 holds SA HA, seat 2 S6 D6. SA
//   draws ST and S6; HA then draws H6 and D6 (nobody has a spade left to
//   ruff): 120, made, 100 from each opponent: 200; in hearts 150 each: 300.
// Giving SA instead (keeping S6) in spades: HA is ruffed by seat 2's SA (it
//   must trump), and the last trick D6 is ruffed by seat 1's ST over S6: 88.
// Searched (RULINGS.md): the best score first, then the most points; ties
//   go to the first in the order called card (spades first, high to low),
//   returned card, trump (S H D C). Hearts pay 150 a head, the others 100, so
//   a made call in hearts wins. ST/SA fails whatever the trump (SA beats ST);
//   ST/S6 makes 120 in spades but not in hearts (seat 2, void in spades, must
//   ruff SA with HA); HA/S6 makes 120 in hearts (above). Choice: HA, S6, H,
//   score 300.
// Calling a widow card (C6): nothing is exchanged; SA draws ST and one card
//   of seat 2, then S6 is the only spade left: both tricks, 120.
TEST(SixBidSolo, CallSolo) {
    const std::vector<std::string> hands = {"SA S6", "ST H6", "HA D6"};
    const json extra = {{"widow", "C6 C7 C8"}, {"won", {{"tricks", {9, 0, 0}}, {"points", {88, 0, 0}}}}};
    auto call = [&](json contract) {
        contract["type"] = "call";
        contract["declarer"] = 0;
        return solve(problem("six-bid-solo", hands, contract, extra));
    };
    json r = call({{"trump", "S"}, {"call", "HA"}, {"give", "S6"}});
    EXPECT_EQ(r["points"], 120);
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["score"], 200);
    EXPECT_FALSE(r.contains("choice"));
    r = call({{"trump", "H"}, {"call", "HA"}, {"give", "S6"}});
    EXPECT_EQ(r["points"], 120);
    EXPECT_EQ(r["score"], 300);
    r = call({{"trump", "S"}, {"call", "HA"}, {"give", "SA"}});
    EXPECT_EQ(r["points"], 88);
    EXPECT_EQ(r["outcome"], "failed");
    EXPECT_EQ(r["score"], -200);
    r = call(json::object());
    EXPECT_EQ(r["points"], 120);
    EXPECT_EQ(r["choice"], json({{"call", "HA"}, {"give", "S6"}, {"trump", "H"}}));
    EXPECT_EQ(r["score"], 300);
    // With the trump fixed to spades the first made call is ST, giving S6.
    r = call({{"trump", "S"}});
    EXPECT_EQ(r["choice"], json({{"call", "ST"}, {"give", "S6"}, {"trump", "S"}}));
    EXPECT_EQ(r["score"], 200);
    r = call({{"trump", "S"}, {"call", "C6"}});
    EXPECT_EQ(r["points"], 120);
}

// ---------------------------------------------------------------------------
// frog

// Frog (hearts), declarer 0 takes up the widow and discards 3; the discards
// count for it. Won points 40-20-13.
//   seat 0: HA S6 + widow ST SK D6   seat 1: SA C6   seat 2: DA C7
// Keeping HA and a small card: HA takes a trick (the defenders have no
// trumps and throw their clubs), the small card loses: 11, plus the discards.
//   keep HA D6 (discard SK ST S6 = 14): 25    keep HA S6 (SK ST D6): 25
//   keep S6 D6 (discard SK ST HA = 25): no trick, 25
//   keep HA SK / HA ST: 11 + 10 or 11 + 4 (the king or ten loses to SA): 21, 15
//   keeping two spades or a spade and D6 without HA: at most the 21 discarded.
// Best 40 + 25 = 65, made, 1 * 5 * 2 = 10. The first best discard in the
// enumeration order (SK, ST, S6, HA, D6) is SK ST S6.
TEST(Frog, DiscardsCountAndBestDiscardIsChosen) {
    const std::vector<std::string> hands = {"HA S6", "SA C6", "DA C7"};
    const json extra = {{"widow", "ST SK D6"}, {"won", {{"tricks", {3, 3, 3}}, {"points", {40, 20, 13}}}}};
    json r = solve(problem("frog", hands, {{"type", "frog"}, {"declarer", 0}}, extra));
    EXPECT_EQ(r["points"], 65);
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["score"], 10);
    EXPECT_EQ(r["choice"], json({{"discard", {"SK", "ST", "S6"}}}));
    EXPECT_EQ(r["contract"]["trump"], "H");
    // Fixed discards.
    r = solve(problem("frog", hands, {{"type", "frog"}, {"declarer", 0}, {"discard", {"SK", "ST", "HA"}}}, extra));
    EXPECT_EQ(r["points"], 65);  // 25 discarded, no trick
    EXPECT_FALSE(r.contains("choice"));
    r = solve(problem("frog", hands, {{"type", "frog"}, {"declarer", 0}, {"discard", {"SK", "S6", "D6"}}}, extra));
    EXPECT_EQ(r["points"], 55);  // 4 discarded + HA's trick 11; ST falls to SA
    EXPECT_EQ(r["outcome"], "failed");
    EXPECT_EQ(r["score"], -10);
}

// Chico (spades) and grand (hearts): the widow is not seen, its points count.
// Declarer 0: SA ST; nobody else holds a trump; widow HA DA CA (33); won
// points 20-26-20: 20 + 21 + 33 = 74. Chico 2 * 14 * 2 = 56, grand 4 * 14 * 2 = 112.
TEST(Frog, ChicoAndGrand) {
    const json extra = {{"widow", "HA DA CA"}, {"won", {{"tricks", {3, 3, 3}}, {"points", {20, 26, 20}}}}};
    json r = solve(problem("frog", {"SA ST", "H6 H7", "D6 D7"}, {{"type", "chico"}, {"declarer", 0}, {"trump", "S"}}, extra));
    EXPECT_EQ(r["points"], 74);
    EXPECT_EQ(r["score"], 56);
    r = solve(problem("frog", {"SA ST", "C6 C7", "D6 D7"}, {{"type", "grand"}, {"declarer", 0}}, extra));
    EXPECT_EQ(r["points"], 74);
    EXPECT_EQ(r["score"], 112);
}

// ---------------------------------------------------------------------------
// bridge

// North (0) declares; East (1), the declarer's left, leads by default.
//   N: SA HA   E: S2 H2   S: C2 C3   W: DA DK
// East leads a major, North wins and cashes the other ace: 2 tricks. (If West
// led, its diamonds would take both tricks in no trumps.)
TEST(Bridge, MadeFailedAndDuplicateScore) {
    const std::vector<std::string> hands = {"SA HA", "S2 H2", "C2 C3", "DA DK"};
    auto run = [&](const std::string& type, std::vector<int> won, json extra = json::object()) {
        extra["won"] = {{"tricks", won}};
        return solve(problem("bridge", hands, {{"type", type}, {"declarer", 0}}, extra));
    };
    json r = run("4S", {4, 2, 4, 1});  // 8 + 2 = 10
    EXPECT_EQ(r["tricks"], 10);
    EXPECT_EQ(r["outcome"], "made");
    EXPECT_EQ(r["score"], 420);  // 4 * 30 + 300
    EXPECT_EQ(r["declarer_side"], json({0, 2}));
    r = solve(problem("bridge", hands, {{"type", "4S"}, {"declarer", 0}, {"vulnerable", true}},
                      {{"won", {{"tricks", {4, 2, 4, 1}}}}}));
    EXPECT_EQ(r["score"], 620);  // 120 + 500
    r = run("4S", {3, 3, 4, 1});  // 9: one down
    EXPECT_EQ(r["tricks"], 9);
    EXPECT_EQ(r["outcome"], "failed");
    EXPECT_EQ(r["makeable"], false);
    EXPECT_EQ(r["score"], -50);
    r = run("3N", {4, 2, 4, 1});  // 10: 3NT + 1
    EXPECT_EQ(r["score"], 430);   // 100 + 30 + 300
    r = run("1N", {3, 3, 3, 2});  // 8: 1NT + 1
    EXPECT_EQ(r["score"], 120);   // 40 + 30 + 50
    r = run("6S", {5, 0, 5, 1});  // 12
    EXPECT_EQ(r["score"], 980);   // 180 + 300 + 500
    r = run("7N", {6, 0, 5, 0});  // 13
    EXPECT_EQ(r["score"], 1520);  // 220 + 300 + 1000
    r = run("N", {4, 2, 4, 1});   // strain only
    EXPECT_EQ(r["tricks"], 10);
    EXPECT_EQ(r["makeable"], nullptr);
    EXPECT_EQ(r["score"], nullptr);
    r = run("3N", {4, 2, 4, 1}, {{"leader", 3}});  // West leads: DA DK win, 8: one down
    EXPECT_EQ(r["tricks"], 8);
    EXPECT_EQ(r["score"], -50);
}

}  // namespace
