// soloist deal's library part: the specified random source, deterministic
// deals, valid hands (every card once, right sizes, widow), and only legal
// contracts for every game and contract type (checked by the solver's own
// validation, and by solving a few).
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "games/game.h"
#include "games/problem.h"
#include "io/deal_generator.h"
#include "cards/notation.h"
#include "io/problem_reader.h"
#include "cards/random_source.h"
#include "facade/soloist.h"

namespace {

using nlohmann::json;
using namespace soloist;

DealSpec spec(const std::string& game, uint64_t seed, std::vector<std::string> types = {}) {
    DealSpec s;
    s.game = findGame(game);
    s.seed = seed;
    s.contractTypes = std::move(types);
    return s;
}

TEST(RandomSource, IsSplitmix64) {
    // The published first outputs of splitmix64 from state 0.
    RandomSource r(0);
    EXPECT_EQ(r.next(), 0xE220A8397B1DCDAFULL);
    EXPECT_EQ(r.next(), 0x6E789E6AA1B965F4ULL);
    EXPECT_EQ(r.next(), 0x06C45D188009454FULL);
}

TEST(RandomSource, BelowIsInRangeAndCoversIt) {
    RandomSource r(42);
    std::vector<int> seen(7, 0);
    for (int i = 0; i < 7000; ++i) {
        const uint64_t x = r.below(7);
        ASSERT_LT(x, 7u);
        ++seen[x];
    }
    for (int n : seen) EXPECT_GT(n, 800);
}

// Pins the generator: a change to the random source, the shuffle or the deal
// order changes every sample file, so it must be deliberate.
TEST(DealGenerator, KnownFirstDeal) {
    const auto deal = generateDeal(spec("german-solo", 7, {"solo"}), 0);
    EXPECT_EQ(deal.dump(),
              R"({"id":"german-solo-7-0","game":"german-solo","hands":["T.KQT.Q7.J7","AJ.J7.A9.K9","KQ.98.T8.QT","987.A.KJ.A8"],)"
              R"("contract":{"type":"solo","declarer":2,"trump":"D"}})");
}

TEST(DealGenerator, SameSeedSameDealsAndDealsIndependentOfCount) {
    for (const Game* game : allGames()) {
        const DealSpec s = spec(std::string(game->id()), 99);
        for (uint64_t i = 0; i < 5; ++i) EXPECT_EQ(generateDeal(s, i), generateDeal(s, i)) << game->id();
        EXPECT_NE(generateDeal(s, 0)["hands"], generateDeal(s, 1)["hands"]) << game->id();
        EXPECT_NE(generateDeal(s, 0)["hands"], generateDeal(spec(std::string(game->id()), 100), 0)["hands"]);
    }
}

TEST(DealGenerator, EveryCardOnceAndRightHandSizes) {
    for (const Game* game : allGames()) {
        for (uint64_t i = 0; i < 50; ++i) {
            const auto deal = generateDeal(spec(std::string(game->id()), 5), i);
            ASSERT_EQ(int(deal["hands"].size()), game->seats());
            CardSet all = 0;
            int cards = 0;
            for (const auto& h : deal["hands"]) {
                const CardSet hand = parseHand(h.get<std::string>());
                EXPECT_EQ(count(hand), game->cardsPerHand()) << deal.dump();
                EXPECT_EQ(all & hand, 0u) << deal.dump();
                all |= hand;
                cards += count(hand);
            }
            if (game->hasWidow()) {
                const CardSet widow = parseHand(deal["widow"].get<std::string>());
                EXPECT_EQ(count(widow), 3);
                EXPECT_EQ(all & widow, 0u);
                all |= widow;
            } else {
                EXPECT_FALSE(deal.contains("widow"));
            }
            EXPECT_EQ(all & ~game->deck(), 0u) << deal.dump();
            // Ombre leaves 13 cards out of play; every other game deals the whole pack.
            if (game->id() != "ombre") {
                EXPECT_EQ(all, game->deck()) << deal.dump();
            }
            EXPECT_FALSE(deal.contains("contract"));
        }
    }
}

// Every contract type of every game, many deals each: the solver's own
// validation accepts them all (readProblem + the game's plans).
TEST(DealGenerator, OnlyLegalContracts) {
    for (const Game* game : allGames()) {
        for (const std::string& type : recipeTypes(*game)) {
            for (const bool solverChooses : {false, true}) {
                DealSpec s = spec(std::string(game->id()), 11, {type});
                s.wishes.solverChooses = solverChooses;
                for (uint64_t i = 0; i < 40; ++i) {
                    const auto deal = generateDeal(s, i);
                    const json problem = json::parse(deal.dump());
                    EXPECT_NO_THROW(game->plans(readProblem(problem))) << deal.dump();
                }
            }
        }
    }
}

TEST(DealGenerator, CalledCardsFollowTheRules) {
    for (uint64_t i = 0; i < 100; ++i) {
        const auto beg = generateDeal(spec("german-solo", 3, {"beg"}), i);
        const std::string call = beg["contract"]["call"];
        EXPECT_EQ(call[1], 'A') << beg.dump();
        EXPECT_NE(call[0], beg["contract"]["trump"].get<std::string>()[0]) << beg.dump();
        const int declarer = beg["contract"]["declarer"];
        EXPECT_EQ(parseHand(beg["hands"][declarer].get<std::string>()) & setOf(*parseCard(call)), 0u) << beg.dump();

        const auto small = generateDeal(spec("german-solo", 3, {"small-beg"}), i);
        EXPECT_TRUE(contains(parseHand(small["hands"][small["contract"]["declarer"].get<int>()].get<std::string>()),
                             Card(Clubs, Queen)))
            << small.dump();

        const auto ask = generateDeal(spec("quadrille", 3, {"ask-leave"}), i);
        const char rank = ask["contract"]["call"].get<std::string>()[1];
        EXPECT_TRUE(rank == 'K' || rank == 'Q') << ask.dump();

        const auto prop = generateDeal(spec("solo-whist", 3, {"prop"}), i);
        EXPECT_NE(prop["contract"]["partner"], prop["contract"]["declarer"]) << prop.dump();
    }
}

TEST(DealGenerator, WishesAreHonoured) {
    DealSpec s = spec("solo-whist", 8, {"solo"});
    s.wishes.declarer = 3;
    s.wishes.trumpRule = ContractWishes::Trump::Given;
    s.wishes.trump = Hearts;
    for (uint64_t i = 0; i < 10; ++i) {
        const auto deal = generateDeal(s, i);
        EXPECT_EQ(deal["contract"]["declarer"], 3);
        EXPECT_EQ(deal["contract"]["trump"], "H");
    }
    // Forced declarers: a fixed seat is dealt again until it holds the card.
    DealSpec forced = spec("quadrille", 8, {"forced-spadille"});
    forced.wishes.declarer = 1;
    for (uint64_t i = 0; i < 10; ++i) {
        const auto deal = generateDeal(forced, i);
        EXPECT_TRUE(contains(parseHand(deal["hands"][1].get<std::string>()), Card(Spades, Ace))) << deal.dump();
    }
    // Longest: the declarer's longest suit.
    DealSpec longest = spec("bridge", 8, {"4"});
    longest.wishes.trumpRule = ContractWishes::Trump::Longest;
    for (uint64_t i = 0; i < 10; ++i) {
        const auto deal = generateDeal(longest, i);
        const std::string type = deal["contract"]["type"];
        const CardSet hand = parseHand(deal["hands"][deal["contract"]["declarer"].get<int>()].get<std::string>());
        const int suit = int(std::string("SHDC").find(type[1]));
        for (int other = 0; other < kSuits; ++other)
            EXPECT_GE(count(hand & (CardSet(0xFFFF) << (16 * suit))), count(hand & (CardSet(0xFFFF) << (16 * other))));
    }
    // Six-bid call and frog discards: fixed by default, left to the solver on request.
    DealSpec call = spec("six-bid-solo", 8, {"call"});
    EXPECT_TRUE(generateDeal(call, 0)["contract"].contains("call"));
    call.wishes.solverChooses = true;
    EXPECT_FALSE(generateDeal(call, 0)["contract"].contains("call"));
    EXPECT_EQ(generateDeal(spec("frog", 8, {"frog"}), 0)["contract"]["discard"].size(), 3u);
}

TEST(DealGenerator, BadSpecsAreRefusedWithTheField) {
    auto refused = [](const DealSpec& s, const std::string& start) {
        try {
            checkDealSpec(s);
        } catch (const DealSpecError& e) {
            EXPECT_EQ(std::string(e.what()).rfind(start, 0), 0u) << e.what();
            return;
        }
        ADD_FAILURE() << "accepted";
    };
    refused(spec("german-solo", 1, {"grand"}), "contract: unknown german-solo contract \"grand\"");
    DealSpec heart = spec("six-bid-solo", 1, {"heart"});
    heart.wishes.trumpRule = ContractWishes::Trump::Given;
    heart.wishes.trump = Spades;
    refused(heart, "trump: S is not allowed for heart");
    DealSpec seat = spec("ombre", 1, {"solo"});
    seat.wishes.declarer = 3;
    refused(seat, "declarer: seat 3 is out of range");
    EXPECT_NO_THROW(checkDealSpec(spec("bridge", 1, {"4S", "N", "strain", "7"})));
}

// Generated deals solve: a few of every game whose full deals are quick.
TEST(DealGenerator, DealsSolve) {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"german-solo", "solo,tout,frog,beg"}, {"spanish-solo", "simple,solo"}, {"ombre", "entrada"},
        {"quadrille", "solo"},                  {"quintille", "ask-leave"},     {"six-bid-solo", "misere"},
        {"frog", "chico"}};
    for (const auto& [game, types] : cases) {
        std::vector<std::string> list;
        for (size_t start = 0, comma; start <= types.size(); start = comma + 1) {
            comma = types.find(',', start);
            if (comma == std::string::npos) comma = types.size();
            list.push_back(types.substr(start, comma - start));
        }
        for (uint64_t i = 0; i < 2; ++i) {
            const json result = solveJson(json::parse(generateDeal(spec(game, 21, list), i).dump()));
            EXPECT_FALSE(result.contains("error")) << result.dump();
            EXPECT_TRUE(result["makeable"].is_boolean()) << result.dump();
        }
    }
}

TEST(DealGenerator, PbnDealLine) {
    const auto bridge = generateDeal(spec("bridge", 4), 0);
    const std::string line = pbnDealLine(bridge, *findGame("bridge"));
    EXPECT_EQ(line.rfind("N:" + bridge["hands"][0].get<std::string>() + " ", 0), 0u) << line;
    const auto six = generateDeal(spec("six-bid-solo", 4), 0);
    const std::string sixLine = pbnDealLine(six, *findGame("six-bid-solo"));
    EXPECT_EQ(sixLine.substr(sixLine.rfind(' ') + 1), six["widow"]) << sixLine;
}

}  // namespace
