// Input validation: every bad problem gets {"id", "error", "field"} naming
// the offending field, and nothing crashes. Each case starts from a small
// valid problem of its game and breaks one thing.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "games/game.h"
#include "io/problem_reader.h"
#include "io/record_reader.h"
#include "card_lists.h"
#include "facade/soloist.h"

namespace {

using nlohmann::json;

using soloist::testing_support::hand;

json hands(const std::vector<std::string>& cards) {
    json out = json::array();
    for (const auto& c : cards) out.push_back(hand(c));
    return out;
}

// A small valid problem of each game (2 cards a hand).
json base(const std::string& game) {
    json p = {{"id", game + "-base"}, {"game", game}};
    if (game == "bridge") {
        p["hands"] = hands({"SA HA", "S2 H2", "C2 C3", "DA DK"});
        p["contract"] = {{"type", "4S"}, {"declarer", 0}};
    } else if (game == "german-solo" || game == "spanish-solo") {
        p["hands"] = hands({"CQ D7", "SA SK", "DA H8", "CA CK"});
        p["contract"] = {{"type", "solo"}, {"declarer", 0}, {"trump", "H"}};
    } else if (game == "solo-whist") {
        p["hands"] = hands({"SA H2", "H3 H5", "H4 D2", "C2 C3"});
        p["contract"] = {{"type", "solo"}, {"declarer", 0}, {"trump", "S"}};
    } else if (game == "ombre") {
        p["hands"] = hands({"SA D7", "DK D2", "DQ C4"});
        p["contract"] = {{"type", "entrada"}, {"declarer", 0}, {"trump", "H"}};
    } else if (game == "quadrille") {
        p["hands"] = hands({"SA S3", "SK C3", "DK D2", "SQ C4"});
        p["contract"] = {{"type", "ask-leave"}, {"declarer", 0}, {"trump", "H"}, {"call", "DK"}};
    } else if (game == "quintille") {
        p["hands"] = hands({"SA S3", "SK C3", "DK D2", "SQ C4", "HK H2"});
        p["contract"] = {{"type", "ask-leave"}, {"declarer", 0}, {"trump", "H"}, {"call", "DK"}};
    } else if (game == "six-bid-solo") {
        p["hands"] = hands({"SA ST", "H6 H7", "D6 D7"});
        p["widow"] = hand("HA DA CA");
        p["contract"] = {{"type", "simple"}, {"declarer", 0}, {"trump", "S"}};
    } else if (game == "frog") {
        p["hands"] = hands({"HA S6", "SA C6", "DA C7"});
        p["widow"] = hand("ST SK D6");
        p["contract"] = {{"type", "frog"}, {"declarer", 0}, {"discard", {"SK", "ST", "S6"}}};
    }
    return p;
}

const std::vector<std::string> kGames = {"bridge", "german-solo", "spanish-solo", "solo-whist", "ombre",
                                         "quadrille", "quintille", "six-bid-solo", "frog"};

json solve(const json& p) {
    soloist::SolveOptions options;
    options.threads = 1;
    return soloist::solveJson(p, options);
}

// Asserts an error record naming `field` whose message mentions `mentions`.
void expectError(const json& problem, const std::string& field, const std::string& mentions) {
    const json r = solve(problem);
    ASSERT_TRUE(r.contains("error")) << "no error for " << problem.dump() << "\ngot " << r.dump();
    EXPECT_EQ(r.value("field", json(nullptr)), field) << r.dump();
    const std::string error = r["error"].get<std::string>();
    EXPECT_EQ(error.rfind(field + ": ", 0), 0u) << "error should start with the field: " << error;
    EXPECT_NE(error.find(mentions), std::string::npos) << "error should mention \"" << mentions << "\": " << error;
    EXPECT_EQ(r["id"], problem.is_object() && problem.contains("id") ? problem["id"] : json(nullptr));
    EXPECT_FALSE(r.contains("tricks")) << r.dump();
}

void expectSolved(const json& problem) {
    const json r = solve(problem);
    EXPECT_FALSE(r.contains("error")) << problem.dump() << "\n" << r.dump();
    EXPECT_TRUE(r.contains("outcome") || r.contains("tricks")) << r.dump();
}

TEST(ProblemReader, BaseProblemsAreValid) {
    for (const auto& game : kGames) expectSolved(base(game));
}

// ---------------------------------------------------------------------------
// game and contract type

TEST(ProblemReader, UnknownGame) {
    json p = base("german-solo");
    p["game"] = "skat";
    expectError(p, "game", "skat");
    p.erase("game");
    expectError(p, "game", "required");
    p["game"] = 7;
    expectError(p, "game", "required");
}

TEST(ProblemReader, BridgeContractReadOnceAsLevelAndStrain) {
    const auto contractOf = [](const std::string& type) {
        json p = base("bridge");
        p["contract"]["type"] = type;
        return soloist::readProblem(p).contract.bridge;
    };
    EXPECT_EQ(contractOf("4S"), (soloist::BridgeContract{4, soloist::Spades}));
    EXPECT_EQ(contractOf("7n"), (soloist::BridgeContract{7, soloist::kNoTrump}));
    EXPECT_EQ(contractOf("H"), (soloist::BridgeContract{0, soloist::Hearts}));
    // Not a bridge contract: Bridge::plans names the error.
    EXPECT_EQ(contractOf("4NT"), std::nullopt);
    EXPECT_EQ(contractOf("8S"), std::nullopt);
}

TEST(ProblemReader, UnknownContractTypeInEveryGame) {
    for (const auto& game : kGames) {
        json p = base(game);
        p["contract"]["type"] = "grand-slam-doubled";
        expectError(p, "contract.type", "grand-slam-doubled");
    }
    json p = base("german-solo");
    p["contract"].erase("type");
    expectError(p, "contract.type", "required");
    p = base("bridge");
    p["contract"]["type"] = "8S";
    expectError(p, "contract.type", "8S");
}

// The reader finds the contract's kind once, and the rules compare its type:
// every Solo type of every game comes back with its kind, named as written.
TEST(ProblemReader, ContractKindIsFoundWhenTheProblemIsRead) {
    for (const auto& game : kGames) {
        for (const std::string& type : soloist::findGame(game)->contractTypes()) {
            json p = base(game);
            p["contract"]["type"] = type;
            const soloist::ContractRequest c = soloist::readProblem(p).contract;
            if (game == "bridge") {
                EXPECT_EQ(c.kind, nullptr) << type;
                continue;
            }
            ASSERT_NE(c.kind, nullptr) << game << " " << type;
            EXPECT_EQ(c.kind->name, type);
            ASSERT_TRUE(c.kind->type.has_value()) << game << " " << type;
            EXPECT_EQ(soloist::contractTypeName(*c.kind->type), type);
            EXPECT_TRUE(c.is(*c.kind->type));
        }
    }
}

// An unknown type is named by the rules, once the rest of the problem is read:
// another bad field is named first.
TEST(ProblemReader, UnknownContractTypeIsNamedAfterTheOtherFields) {
    json p = base("six-bid-solo");
    p["contract"]["type"] = "grand-slam-doubled";
    EXPECT_EQ(soloist::readProblem(p).contract.kind, nullptr);
    p["budget_ms"] = -1;
    expectError(p, "budget_ms", "milliseconds");
}

// ---------------------------------------------------------------------------
// duplicate cards

TEST(ProblemReader, CardTwiceWithinAHand) {
    json p = base("german-solo");
    p["hands"][0] = "AA...";  // SA twice
    expectError(p, "hands[0]", "SA appears twice");
    p["hands"][0] = json::array({"SA", "as"});  // the same card in two notations
    expectError(p, "hands[0]", "SA appears twice");
}

TEST(ProblemReader, CardTwiceAcrossHands) {
    json p = base("german-solo");
    p["hands"][3] = hand("CA SA");  // seat 1 holds SA
    expectError(p, "hands[3]", "SA appears twice (also in hands[1])");
}

TEST(ProblemReader, CardTwiceHandAndTrick) {
    json p = base("german-solo");
    p["hands"] = hands({"D7", "SA SK", "DA H8", "CA CK"});
    p["leader"] = 0;
    p["trick"] = {"SK"};  // seat 0 "played" a card seat 1 still holds
    expectError(p, "trick[0]", "SK appears twice (also in hands[1])");
}

TEST(ProblemReader, CardTwiceHandAndWidow) {
    json p = base("six-bid-solo");
    p["widow"] = hand("HA DA SA");  // seat 0 holds SA
    expectError(p, "widow", "SA appears twice (also in hands[0])");
}

// ---------------------------------------------------------------------------
// cards outside the deck, unreadable cards and hands

TEST(ProblemReader, CardNotInTheDeck) {
    json p = base("german-solo");
    p["hands"][1] = hand("SA S2");  // german-solo has no twos
    expectError(p, "hands[1]", "S2");
    p = base("ombre");
    p["hands"][1] = hand("DK S8");  // no eights in ombre
    expectError(p, "hands[1]", "S8");
    p = base("six-bid-solo");
    p["hands"][2] = hand("D6 S5");  // six-bid-solo runs 6 to ace
    expectError(p, "hands[2]", "S5");
    p = base("frog");
    p["widow"] = hand("ST SK D5");
    expectError(p, "widow", "D5");
    p = base("quadrille");
    p["contract"]["call"] = "D9";  // no nines in quadrille
    expectError(p, "contract.call", "D9");
    p = base("german-solo");
    p["hands"] = hands({"D7", "SA SK", "DA H8", "CA CK"});
    p["leader"] = 0;
    p["trick"] = {"C6"};
    expectError(p, "trick[0]", "C6");
}

TEST(ProblemReader, UnparseableCardsAndHands) {
    json p = base("german-solo");
    p["hands"][0] = "Q.7A.";  // three suits
    expectError(p, "hands[0]", "4 suits");
    p["hands"][0] = "Q.7X..";
    expectError(p, "hands[0]", "X");
    p["hands"][0] = 5;
    expectError(p, "hands[0]", "hand");
    p = base("german-solo");
    p["hands"] = hands({"D7", "SA SK", "DA H8", "CA CK"});
    p["leader"] = 0;
    p["trick"] = {"ZZ"};
    expectError(p, "trick[0]", "ZZ");
    p["trick"] = "CQ";
    expectError(p, "trick", "array");
    p = base("german-solo");
    p["contract"]["call"] = "Queen of clubs";
    p["contract"]["type"] = "frog";
    expectError(p, "contract.call", "Queen of clubs");
}

TEST(ProblemReader, OtherCardNotationsAreAccepted) {
    // Rank-first, lower case, "10" and suit symbols all name the same cards.
    json p = base("german-solo");
    p["hands"] = {"..7.Q", "AK...", "..A.", "...AK"};
    p["hands"][2] = ".8.A.";
    json q = p;
    q["hands"] = json::array({json::array({"QC", "7d"}), json::array({"\u2660A", "K\u2660"}),
                              json::array({"dA", "8H"}), json::array({"CA", "ck"})});
    const json a = solve(p), b = solve(q);
    ASSERT_FALSE(a.contains("error")) << a.dump();
    ASSERT_FALSE(b.contains("error")) << b.dump();
    EXPECT_EQ(a["tricks"], b["tricks"]);
    json t = base("six-bid-solo");
    t["hands"][0] = "A10...";
    expectSolved(t);
}

// ---------------------------------------------------------------------------
// hand counts and sizes

TEST(ProblemReader, WrongNumberOfHands) {
    json p = base("german-solo");
    p["hands"].erase(3);
    expectError(p, "hands", "4 seats");
    p = base("ombre");
    p["hands"].push_back(hand("HK H2"));
    expectError(p, "hands", "3 seats");
    p = base("quintille");
    p["hands"].erase(4);
    expectError(p, "hands", "5 seats");
    p.erase("hands");
    expectError(p, "hands", "required");
}

TEST(ProblemReader, HandsOfUnequalSize) {
    json p = base("german-solo");
    p["hands"][0] = hand("CQ D7 D8");
    expectError(p, "hands", "same number");
}

TEST(ProblemReader, HandSizesCountTheTrickBackIn) {
    // Seat 0 led D8 and still holds 2 cards: it had 3, the others 2.
    json p = base("german-solo");
    p["leader"] = 0;
    p["trick"] = {"D8"};
    expectError(p, "hands", "same number");
    // With the lead taken out of seat 0's hand the sizes agree again.
    p["hands"][0] = hand("CQ");
    expectSolved(p);
    // Seat 2 leads: seats 2 and 3 have played, seats 0 and 1 have not.
    p = base("german-solo");
    p["leader"] = 2;
    p["trick"] = {"DK", "CJ"};
    p["hands"][2] = hand("DA H8");  // did not give up its card
    p["hands"][3] = hand("CA");
    expectError(p, "hands", "same number");
    p["hands"][2] = hand("DA");
    expectSolved(p);
}

TEST(ProblemReader, TooManyCards) {
    // Ten cards each in ombre (nine tricks).
    json p = base("ombre");
    p["hands"] = hands({"SA SK SQ SJ S7 S6 S5 S4 S3 S2", "HA HK HQ HJ H7 H6 H5 H4 H3 H2",
                        "DA DK DQ DJ D7 D6 D5 D4 D3 D2"});
    expectError(p, "hands", "at most 9");
    // Too many tricks already won for the cards left.
    p = base("german-solo");
    p["won"] = {{"tricks", {7, 0, 0, 0}}};
    expectError(p, "won.tricks[0]", "8");
}

TEST(ProblemReader, NoCardsLeft) {
    json p = base("german-solo");
    p["hands"] = {"...", "...", "...", "..."};
    expectError(p, "hands", "no cards");
}

TEST(ProblemReader, TrickTooLong) {
    json p = base("ombre");
    p["hands"] = hands({"SA", "DK", "DQ"});
    p["leader"] = 0;
    p["trick"] = {"D7", "D2", "C4"};
    expectError(p, "trick", "at most 2");
}

// ---------------------------------------------------------------------------
// tricks that break the following rule

TEST(ProblemReader, BridgeRevoke) {
    // East (1) leads H3; South (2) plays D2 while holding H5.
    json p = base("bridge");
    p["hands"] = hands({"SA HA", "S2", "H5", "DA DK"});
    p["leader"] = 1;
    p["trick"] = {"H3", "D2"};
    expectError(p, "trick", "D2");
    // Following with the heart is fine.
    p["hands"][2] = hand("D2");
    p["trick"] = {"H3", "H5"};
    expectSolved(p);
}

TEST(ProblemReader, SixBidMustTrump) {
    // Simple in diamonds. Seat 0 leads SA; seat 1, void in spades, holds the
    // trump DA but plays HA: it had to trump.
    json p = base("six-bid-solo");
    p["hands"] = hands({"SK HK", "HT DA", "SQ HQ DQ"});
    p["widow"] = hand("SJ HJ DJ");
    p["contract"] = {{"type", "simple"}, {"declarer", 0}, {"trump", "D"}};
    p["leader"] = 0;
    p["trick"] = {"SA", "HA"};
    expectError(p, "trick", "HA");
    // Trumping is legal.
    p["hands"][1] = hand("HA HT");
    p["trick"] = {"SA", "DA"};
    expectSolved(p);
    // In a no-trump misère nothing can be trumped: any card is legal.
    p["contract"] = {{"type", "misere"}, {"declarer", 0}};
    p["hands"][1] = hand("HT DA");
    p["trick"] = {"SA", "HA"};
    expectSolved(p);
}

TEST(ProblemReader, GermanSoloPermanentTrumpFollowing) {
    // Hearts trumps. Seat 0 leads HA; seat 1 plays CQ while holding H9 and
    // CK: CQ is a trump, so this follows suit.
    json p = base("german-solo");
    p["hands"] = hands({"SA SK", "H9 CK", "DA DK", "SJ DJ ST"});
    p["leader"] = 0;
    p["trick"] = {"HA", "CQ"};
    p["hands"][3] = hand("SJ DJ ST");
    p["hands"][2] = hand("DA DK D9");
    expectSolved(p);
    // Seat 0 leads CA; seat 1 plays CQ while holding CK: CQ is not a club,
    // so this is a revoke.
    p["trick"] = {"CA", "CQ"};
    p["hands"][1] = hand("H9 CK");
    expectError(p, "trick", "CQ");
    // Void in clubs (CQ being a trump), seat 1 may ruff with CQ.
    p["hands"][1] = hand("H9 HK");
    expectSolved(p);
}

TEST(ProblemReader, OmbreMatadorRenegeInTrick) {
    // Hearts trumps. Seat 0 leads H6; seat 1 throws DK keeping SA (spadille
    // only): legal. Holding a plain trump too, it is a revoke.
    json p = base("ombre");
    p["hands"] = hands({"D7", "SA", "C2 C3"});
    p["leader"] = 0;
    p["trick"] = {"H6", "DK"};
    expectSolved(p);
    p["hands"][1] = hand("H5");
    expectError(p, "trick", "DK");
}

// ---------------------------------------------------------------------------
// seats

TEST(ProblemReader, SeatsOutOfRange) {
    json p = base("german-solo");
    p["contract"]["declarer"] = 4;
    expectError(p, "contract.declarer", "out of range");
    p["contract"]["declarer"] = -1;
    expectError(p, "contract.declarer", "out of range");
    p["contract"].erase("declarer");
    expectError(p, "contract.declarer", "required");
    p = base("ombre");
    p["leader"] = 3;
    expectError(p, "leader", "out of range");
    p = base("quintille");
    p["leader"] = 5;
    expectError(p, "leader", "out of range");
    p["leader"] = 4;
    expectSolved(p);
    p = base("solo-whist");
    p["contract"] = {{"type", "prop"}, {"declarer", 0}, {"trump", "S"}, {"partner", 4}};
    expectError(p, "contract.partner", "out of range");
    p["contract"]["partner"] = 0;
    expectError(p, "contract.partner", "declarer");
}

// Seat numbers too large for an int must not wrap round into range (they
// once did: 4294967296 was read as seat 0).
TEST(ProblemReader, HugeSeatNumbersAreOutOfRange) {
    json p = base("german-solo");
    p["contract"]["declarer"] = 4294967296LL;
    expectError(p, "contract.declarer", "4294967296");
    p = base("german-solo");
    p["leader"] = 4294967297LL;
    expectError(p, "leader", "4294967297");
    p = base("solo-whist");
    p["contract"] = {{"type", "prop"}, {"declarer", 0}, {"trump", "S"}, {"partner", 4294967298LL}};
    expectError(p, "contract.partner", "4294967298");
    p = base("german-solo");
    p["won"] = {{"tricks", {4294967297LL, 0, 0, 0}}};
    expectError(p, "won.tricks[0]", "4294967297");
}

// Card points already won are added to the points still to come; a tally too
// large for an int must be rejected, not wrap round (it once reported
// "points": -2147483595).
TEST(ProblemReader, HugeWonPointsDoNotOverflow) {
    json p = base("six-bid-solo");
    p["won"] = {{"tricks", {3, 3, 3}}, {"points", {2147483647LL, 0, 0}}};
    const json r = solve(p);
    if (r.contains("error")) {
        EXPECT_EQ(r["field"].get<std::string>().rfind("won.points", 0), 0u) << r.dump();
    } else {
        ASSERT_TRUE(r["points"].is_number_integer()) << r.dump();
        EXPECT_GE(r["points"].get<long long>(), 0) << r.dump();
    }
}

TEST(ProblemReader, WonPointsBeyondThePack) {
    json p = base("six-bid-solo");
    p["won"] = {{"tricks", {3, 3, 3}}, {"points", {60, 40, 21}}};  // 121 > 120
    expectError(p, "won.points", "120");
    p["won"]["points"] = {60, 40, 20};
    expectSolved(p);
}

// ---------------------------------------------------------------------------
// called cards

TEST(ProblemReader, CalledCardMissingOrPlayed) {
    json p = base("german-solo");
    p["contract"] = {{"type", "beg"}, {"declarer", 0}, {"trump", "H"}};
    expectError(p, "contract.call", "required");
    p["contract"]["call"] = "HA";  // not in any hand: already played
    p["contract"]["type"] = "frog";
    expectError(p, "contract.call", "HA");
    p = base("quadrille");
    p["contract"]["call"] = "HK";  // not in play
    expectError(p, "contract.call", "HK");
    p = base("spanish-solo");
    p["contract"] = {{"type", "simple"}, {"declarer", 0}, {"trump", "H"}, {"call", "HA"}};
    expectError(p, "contract.call", "HA");
    // A called card in the trick in progress is still in play: its holder is
    // the seat that played it.
    p = base("german-solo");
    p["hands"] = hands({"D7", "SA SK", "DA H8", "CA CK"});
    p["leader"] = 0;
    p["trick"] = {"CQ"};
    p["contract"] = {{"type", "frog"}, {"declarer", 1}, {"trump", "H"}, {"call", "CQ"}};
    const json r = solve(p);
    ASSERT_FALSE(r.contains("error")) << r.dump();
    EXPECT_EQ(r["declarer_side"], json({1, 0}));
}

TEST(ProblemReader, SoloCallsNoCard) {
    json p = base("german-solo");
    p["contract"]["call"] = "SA";
    expectError(p, "contract.call", "alone");
}

TEST(ProblemReader, BegCallsAPlainSuitAce) {
    json p = base("german-solo");
    p["hands"] = hands({"CQ D7", "SA SK", "DA HA", "CA CK"});
    p["contract"] = {{"type", "beg"}, {"declarer", 0}, {"trump", "H"}, {"call", "HA"}};
    expectError(p, "contract.call", "plain suit");
    p["contract"]["call"] = "SK";
    expectError(p, "contract.call", "SK");
    p["contract"]["call"] = "SA";
    expectSolved(p);
    // big-beg may call any ace, the trump ace included.
    p["contract"] = {{"type", "big-beg"}, {"declarer", 0}, {"trump", "H"}, {"call", "HA"}};
    expectSolved(p);
}

TEST(ProblemReader, BegWithBothBlackQueens) {
    json p = base("german-solo");
    p["hands"] = hands({"CQ SQ", "SA SK", "DA H8", "CA CK"});
    p["contract"] = {{"type", "beg"}, {"declarer", 0}, {"trump", "H"}, {"call", "DA"}};
    expectError(p, "contract.type", "black queens");
    // SQ already played by the declarer to the current trick counts too.
    p["hands"][0] = hand("CQ");
    p["leader"] = 0;
    p["trick"] = {"SQ"};
    expectError(p, "contract.type", "black queens");
    // big-beg is allowed.
    p["hands"][0] = hand("CQ SQ");
    p.erase("trick");
    p.erase("leader");
    p["contract"]["type"] = "big-beg";
    expectSolved(p);
}

TEST(ProblemReader, SmallBegBelongsToTheHolderOfQC) {
    json p = base("german-solo");
    p["contract"] = {{"type", "small-beg"}, {"declarer", 1}, {"trump", "H"}, {"call", "DA"}};
    expectError(p, "contract.declarer", "QC");
}

TEST(ProblemReader, QuadrilleCalledKingOrQueen) {
    // Declarer 0 lacks a king: it must call a king, not a queen.
    json p = base("quadrille");
    p["hands"] = hands({"SA S3", "SK C3", "DK D2", "HQ C4"});
    p["contract"]["call"] = "HQ";
    expectError(p, "contract.call", "king");
    // Holding all four kings, it must call a queen.
    p["hands"] = hands({"SK HK DK CK", "S2 H2 D2 C3", "S3 H3 D3 C4", "HQ S4 D4 C5"});
    p["contract"]["call"] = "SK";
    expectError(p, "contract.call", "queen");
    p["contract"]["call"] = "HQ";
    expectSolved(p);
    // forced-spadille belongs to the holder of SA.
    p = base("quadrille");
    p["contract"]["type"] = "forced-spadille";
    p["contract"]["declarer"] = 1;
    expectError(p, "contract.declarer", "SA");
}

TEST(ProblemReader, SoloWhistPropNeedsPartner) {
    json p = base("solo-whist");
    p["contract"] = {{"type", "prop"}, {"declarer", 0}, {"trump", "S"}};
    expectError(p, "contract.partner", "prop");
    p["contract"]["partner"] = 2;
    expectSolved(p);
    p["contract"]["type"] = "solo";
    expectError(p, "contract.partner", "alone");
}

// ---------------------------------------------------------------------------
// widow

TEST(ProblemReader, WidowRequiredForSixBidAndFrog) {
    for (const std::string game : {"six-bid-solo", "frog"}) {
        json p = base(game);
        p.erase("widow");
        expectError(p, "widow", "3");
        p = base(game);
        p["widow"] = hand("HJ DJ");
        expectError(p, "widow", "3");
    }
}

TEST(ProblemReader, WidowNotAllowedElsewhere) {
    for (const std::string game : {"bridge", "german-solo", "solo-whist", "ombre", "quadrille"}) {
        json p = base(game);
        p["widow"] = hand("D9");
        expectError(p, "widow", "no widow");
    }
}

// ---------------------------------------------------------------------------
// trumps

TEST(ProblemReader, TrumpConflictsWithAFixedTrump) {
    json p = base("six-bid-solo");
    p["contract"] = {{"type", "heart"}, {"declarer", 0}, {"trump", "S"}};
    expectError(p, "contract.trump", "H");
    p["contract"] = {{"type", "misere"}, {"declarer", 0}, {"trump", "D"}};
    expectError(p, "contract.trump", "N");
    p["contract"] = {{"type", "simple"}, {"declarer", 0}, {"trump", "H"}};  // simple: S, C or D
    expectError(p, "contract.trump", "H");
    p = base("frog");
    p["contract"]["trump"] = "S";
    expectError(p, "contract.trump", "H");
    p = base("frog");
    p["contract"] = {{"type", "grand"}, {"declarer", 0}, {"trump", "D"}};
    expectError(p, "contract.trump", "H");
    p["contract"] = {{"type", "chico"}, {"declarer", 0}, {"trump", "H"}};
    expectError(p, "contract.trump", "H");
    p = base("solo-whist");
    p["contract"] = {{"type", "misere"}, {"declarer", 0}, {"trump", "S"}};
    expectError(p, "contract.trump", "N");
    p = base("bridge");
    p["contract"]["trump"] = "H";
    expectError(p, "contract.trump", "4S");
}

TEST(ProblemReader, TrumpMissingWhereRequired) {
    for (const std::string game : {"german-solo", "spanish-solo", "ombre", "quadrille", "quintille", "solo-whist",
                                   "six-bid-solo"}) {
        json p = base(game);
        p["contract"].erase("trump");
        expectError(p, "contract.trump", "required");
    }
    json p = base("six-bid-solo");
    p["contract"] = {{"type", "guarantee"}, {"declarer", 0}};
    expectError(p, "contract.trump", "required");
    p = base("german-solo");
    p["contract"]["trump"] = "N";
    expectError(p, "contract.trump", "N");
    p["contract"]["trump"] = "X";
    expectError(p, "contract.trump", "X");
    p["contract"]["trump"] = 3;
    expectError(p, "contract.trump", "3");
}

// ---------------------------------------------------------------------------
// contract extras

TEST(ProblemReader, FrogDiscard) {
    json p = base("frog");
    p["contract"]["discard"] = {"SK", "ST"};
    expectError(p, "contract.discard", "three");
    p["contract"]["discard"] = {"SK", "ST", "SA"};  // SA is seat 1's
    expectError(p, "contract.discard", "SA");
    p["contract"]["discard"] = {"SK", "SK", "ST"};
    expectError(p, "contract.discard", "three");
    p["contract"]["discard"] = "SK ST S6";
    expectError(p, "contract.discard", "array");
}

TEST(ProblemReader, SixBidCall) {
    json p = base("six-bid-solo");
    p["contract"] = {{"type", "call"}, {"declarer", 0}, {"trump", "S"}, {"call", "SA"}, {"give", "ST"}};
    expectError(p, "contract.call", "SA");  // the declarer holds it
    p["contract"]["call"] = "D6";
    p["contract"]["give"] = "HA";  // in the widow, not the declarer's hand
    expectError(p, "contract.give", "HA");
}

// ---------------------------------------------------------------------------
// types

TEST(ProblemReader, WrongTypes) {
    json p = base("german-solo");
    p["contract"]["declarer"] = "0";
    expectError(p, "contract.declarer", "whole number");
    p = base("german-solo");
    p["leader"] = 1.5;
    expectError(p, "leader", "whole number");
    p = base("german-solo");
    p["won"] = {{"tricks", {0, -1, 0, 0}}};
    expectError(p, "won.tricks[1]", "negative");
    p["won"] = {{"tricks", {0, 0, 0}}};
    expectError(p, "won.tricks", "4");
    p["won"] = {{"tricks", {true, 0, 0, 0}}};
    expectError(p, "won.tricks[0]", "whole number");
    p["won"] = {{"points", {0, -3, 0, 0}}};
    expectError(p, "won.points[1]", "negative");
    p["won"] = json::array({1, 2});
    expectError(p, "won", "object");
    p = base("german-solo");
    p["contract"] = "solo";
    expectError(p, "contract", "object");
    p.erase("contract");
    expectError(p, "contract", "required");
    p = base("german-solo");
    p["variant"] = {{"matador_renege", "yes"}};
    expectError(p, "variant.matador_renege", "true or false");
    p["variant"] = {{"colour", "C"}};
    expectError(p, "variant.colour", "unknown");
    p["variant"] = {{"color", "N"}};
    expectError(p, "variant.color", "suit");
    p["variant"] = "renege";
    expectError(p, "variant", "object");
    p = base("bridge");
    p["contract"]["vulnerable"] = "yes";
    expectError(p, "contract.vulnerable", "true or false");
}

TEST(ProblemReader, NonObjectRecords) {
    for (const json& bad : {json(42), json("german-solo"), json::array({base("bridge")}), json(nullptr), json(true)}) {
        const json r = solve(bad);
        ASSERT_TRUE(r.contains("error")) << r.dump();
        EXPECT_EQ(r["field"], "problem");
        EXPECT_NE(r["error"].get<std::string>().find("object"), std::string::npos) << r.dump();
        EXPECT_EQ(r["id"], nullptr);
    }
}

// ---------------------------------------------------------------------------
// record splitting (JSON Lines, arrays, single objects)

std::vector<soloist::Record> records(const std::string& text) {
    std::istringstream in(text);
    return soloist::readRecords(in);
}

TEST(RecordReader, MalformedLineInJsonLines) {
    const std::string text = base("bridge").dump() + "\n" + "{\"id\": \"broken\", \"game\": \n" +
                             "\n" + base("ombre").dump() + "\n" + "[1, 2\n" + base("frog").dump() + "\n";
    const auto r = records(text);
    ASSERT_EQ(r.size(), 5u);
    EXPECT_TRUE(r[0].error.empty());
    EXPECT_EQ(r[0].problem["game"], "bridge");
    EXPECT_NE(r[1].error.find("line 2"), std::string::npos) << r[1].error;
    EXPECT_NE(r[1].error.find("malformed"), std::string::npos) << r[1].error;
    EXPECT_TRUE(r[2].error.empty());  // the blank line 3 is skipped
    EXPECT_EQ(r[2].problem["game"], "ombre");
    EXPECT_EQ(r[2].line, 4);
    EXPECT_NE(r[3].error.find("line 5"), std::string::npos) << r[3].error;
    EXPECT_TRUE(r[4].error.empty());
    EXPECT_EQ(r[4].problem["game"], "frog");
    // The good records still solve.
    for (int i : {0, 2, 4}) EXPECT_FALSE(solve(r[i].problem).contains("error"));
}

TEST(RecordReader, ArraySingleObjectAndEmpty) {
    auto r = records(json::array({base("bridge"), 42, base("ombre")}).dump(2));
    ASSERT_EQ(r.size(), 3u);
    EXPECT_EQ(r[1].problem, 42);
    EXPECT_TRUE(solve(r[1].problem).contains("error"));
    r = records(base("quintille").dump(4));  // one object over several lines
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0].problem["game"], "quintille");
    EXPECT_TRUE(records("").empty());
    EXPECT_TRUE(records("  \n\n").empty());
    r = records("[" + base("bridge").dump() + ",\n");  // a broken array: one error
    ASSERT_EQ(r.size(), 1u);
    EXPECT_FALSE(r[0].error.empty());
}

// ---------------------------------------------------------------------------
// robustness: no input crashes the solver; every error names a field

TEST(ProblemReader, MutatedProblemsNeverCrash) {
    const std::vector<json> weird = {nullptr, 42, -1, 1.5, "x", "", true, json::array(), json::object(),
                                     json::array({1, "SA", nullptr}), 4294967296LL, "SA"};
    int errors = 0, solved = 0;
    for (const auto& game : kGames) {
        const json good = base(game);
        std::vector<std::vector<std::string>> paths;
        for (const auto& [key, value] : good.items()) {
            paths.push_back({key});
            if (value.is_object())
                for (const auto& [sub, subValue] : value.items()) paths.push_back({key, sub});
            if (value.is_array())
                for (size_t i = 0; i < value.size(); ++i) paths.push_back({key, std::to_string(i)});
        }
        for (const std::string extra : {"leader", "trick", "won", "variant", "widow"}) paths.push_back({extra});
        for (const auto& path : paths) {
            for (const auto& w : weird) {
                json p = good;
                json* slot = &p;
                for (size_t i = 0; i + 1 < path.size(); ++i)
                    slot = slot->is_array() ? &(*slot)[std::stoul(path[i])] : &(*slot)[path[i]];
                if (slot->is_array()) (*slot)[std::stoul(path.back())] = w;
                else (*slot)[path.back()] = w;
                json r;
                ASSERT_NO_THROW(r = solve(p)) << p.dump();
                ASSERT_TRUE(r.is_object());
                if (r.contains("error")) {
                    ++errors;
                    EXPECT_TRUE(r.contains("field")) << p.dump() << "\n" << r.dump();
                    EXPECT_EQ(r["error"].get<std::string>().find("internal error"), std::string::npos)
                        << p.dump() << "\n" << r.dump();
                } else {
                    ++solved;
                    EXPECT_TRUE(r.contains("outcome")) << r.dump();
                }
            }
        }
    }
    EXPECT_GT(errors, 100);
    EXPECT_GT(solved, 0);
}

}  // namespace

TEST(ProblemReader, BridgeSeatsByCompassLetter) {
    nlohmann::json p = nlohmann::json::parse(R"({"game":"bridge","hands":["AKQJ.T98.765.432","T98.765.432.AKQJ",
        "765.432.AKQJ.T98","432.AKQJ.T98.765"],"contract":{"type":"3N","declarer":"S"},"leader":"w"})");
    const soloist::Problem problem = soloist::readProblem(p);
    EXPECT_EQ(problem.contract.declarer, 2);
    EXPECT_EQ(problem.leader, 3);
    p["contract"]["declarer"] = "X";
    try {
        soloist::readProblem(p);
        ADD_FAILURE() << "X is no seat";
    } catch (const soloist::ProblemError& e) {
        EXPECT_EQ(e.field, "contract.declarer");
    }
    // Only bridge names its seats by letter.
    p = nlohmann::json::parse(R"({"game":"solo-whist","hands":["AKQJ.T98.765.432","T98.765.432.AKQJ",
        "765.432.AKQJ.T98","432.AKQJ.T98.765"],"contract":{"type":"solo","trump":"S","declarer":"N"}})");
    EXPECT_THROW(soloist::readProblem(p), soloist::ProblemError);
}
