// BBO's LIN hand records: the deal of md (dealer digit, hands from South),
// the vulnerability of sv, the contract and declarer from the mb auction, the
// played cards of pc for `play`; malformed pairs named in LIN terms, and a
// batch that goes on past them.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <vector>

#include "games/problem.h"
#include "io/lin.h"
#include "support/cli_session.h"

namespace {

using nlohmann::json;
using soloist::ProblemError;
using soloist::testing_support::CliSession;
using soloist::testing_support::Outcome;

const std::string kBoards = std::string(SOLOIST_SOURCE_DIR) + "/data/boards.lin";

std::string fieldOfError(const std::function<void()>& f) {
    try {
        f();
    } catch (const ProblemError& e) {
        return e.field;
    }
    return "no error";
}

TEST(LinDeal, HandsFromSouthAndTheDealerDigit) {
    // Board 1 of data/boards.lin: North (dealer 3) holds the top three of every suit.
    const auto deal = soloist::parseLinDeal("3S5432H5432D543C54,S876H876D8762C876,SAKQHAKQDAKQCAKQJ,");
    EXPECT_EQ(deal.dealer, 0);
    EXPECT_EQ(deal.hands, (std::vector<std::string>{"AKQ.AKQ.AKQ.AKQJ", "JT9.JT9.JT9.T932", "5432.5432.543.54",
                                                    "876.876.8762.876"}));
    EXPECT_EQ(soloist::parseLinDeal("1SAKQHAKQDAKQCAKQJ,S5432H5432D543C54,S876H876D8762C876,SJT9HJT9DJT9CT932").dealer, 2);
    EXPECT_EQ(soloist::parseLinDeal("2SAKQHAKQDAKQCAKQJ,S5432H5432D543C54,S876H876D8762C876").hands[2], "AKQ.AKQ.AKQ.AKQJ");
    EXPECT_EQ(soloist::parseLinDeal("4SAKQHAKQDAKQCAKQJ,S5432H5432D543C54,S876H876D8762C876").dealer, 1);
    EXPECT_EQ(fieldOfError([] { soloist::parseLinDeal("5SAKQ,S2,S3"); }), "md");          // no such dealer
    EXPECT_EQ(fieldOfError([] { soloist::parseLinDeal("3S5432H5432D543C54,S876"); }), "md");  // two hands
    EXPECT_EQ(fieldOfError([] { soloist::parseLinDeal("3S5432H5432D543C5X,S876H876D8762C876,SAKQHAKQDAKQCAKQJ,"); }),
              "md");
    EXPECT_EQ(fieldOfError([] { soloist::parseLinDeal("3S5432H5432D543C54,S5432H876D8762C876,SAKQHAKQDAKQCAKQJ,"); }),
              "md");  // S5 dealt twice (and West holds 14 cards)
}

TEST(LinAuction, ContractAndDeclarerFromTheCalls) {
    // North deals: 2C p 2D p 2N p 3N p 6N p p p. North bid notrump first.
    auto contract = soloist::linContract({"2C", "p", "2D", "p", "2N", "p", "3N", "p", "6N", "p", "p", "p"}, 0);
    ASSERT_TRUE(contract);
    EXPECT_EQ(*contract, (json{{"type", "6N"}, {"declarer", 0}}));
    // East deals: 1C! p 1H p 4H d p p p: West bid hearts first; the double is scored undoubled.
    contract = soloist::linContract({"1C!", "p", "1H", "p", "4H", "d", "p", "p", "p"}, 1);
    ASSERT_TRUE(contract);
    EXPECT_EQ(*contract, (json{{"type", "4H"}, {"declarer", 3}}));
    EXPECT_EQ(*soloist::linContract({"P", "1NT", "X", "XX", "P", "P", "P"}, 2), (json{{"type", "1N"}, {"declarer", 3}}));
    EXPECT_FALSE(soloist::linContract({"p", "p", "p", "p"}, 2));  // passed out
    EXPECT_EQ(fieldOfError([] { soloist::linContract({"1S", "p", "p"}, 0); }), "mb");     // not over
    EXPECT_EQ(fieldOfError([] { soloist::linContract({"1Z", "p", "p", "p"}, 0); }), "mb");  // not a call
    EXPECT_EQ(soloist::linVulnerability("o"), "none");
    EXPECT_EQ(soloist::linVulnerability("b"), "both");
    EXPECT_EQ(fieldOfError([] { soloist::linVulnerability("z"); }), "sv");
}

class LinInput : public CliSession {};

TEST_F(LinInput, BoardsSolvedWithTheirContracts) {
    const Outcome r = shell("soloist solve '" + kBoards + "'");
    EXPECT_EQ(r.code, 1) << r.err;  // board 3 was passed out
    ASSERT_EQ(r.lines.size(), 3u) << r.out;
    const json one = r.line(0), two = r.line(1), three = r.line(2);
    EXPECT_EQ(one["id"], "Board 1");
    EXPECT_EQ(one["contract"]["type"], "6N");
    EXPECT_EQ(one["contract"]["declarer"], 0);
    EXPECT_EQ(one["contract"]["vulnerable"], true);  // sv|b
    EXPECT_EQ(one["tricks"], 13);                     // North's thirteen top cards
    EXPECT_EQ(two["id"], "Board 2");
    EXPECT_EQ(two["contract"]["type"], "4H");
    EXPECT_EQ(two["contract"]["declarer"], 3);
    EXPECT_FALSE(two["contract"].value("vulnerable", false));  // sv|n: West is not vulnerable
    EXPECT_EQ(three["id"], "Board 3");
    EXPECT_EQ(three["field"], "mb");
    EXPECT_NE(three["error"].get<std::string>().find("passed out, no contract to solve"), std::string::npos);
}

TEST_F(LinInput, PlayedCardsJudged) {
    const Outcome r = shell("soloist play '" + kBoards + "'");
    EXPECT_EQ(r.code, 1) << r.err;
    ASSERT_EQ(r.lines.size(), 3u) << r.out;
    const json one = r.line(0);
    ASSERT_EQ(one["cards"].size(), 8u) << one;
    const std::vector<std::string> cards = {"SJ", "S2", "S6", "SA", "HA", "HJ", "H2", "H6"};
    const std::vector<int> seats = {1, 2, 3, 0, 0, 1, 2, 3};
    for (size_t i = 0; i < 8; ++i) {
        EXPECT_EQ(one["cards"][i]["card"], cards[i]);
        EXPECT_EQ(one["cards"][i]["seat"], seats[i]);
        EXPECT_EQ(one["cards"][i]["value_before"], 13);
        EXPECT_EQ(one["cards"][i]["cost"], 0);
    }
    const json two = r.line(1);
    ASSERT_EQ(two["cards"].size(), 4u) << two;
    EXPECT_EQ(two["cards"][0]["card"], "S8");
    EXPECT_EQ(two["cards"][0]["seat"], 0);  // North leads against West's 4H
    EXPECT_EQ(r.line(2)["field"], "mb");
}

TEST_F(LinInput, MalformedPairsNamedAndTheBatchGoesOn) {
    write("bad.lin",
          "qx|o1|md|3S5432H5432D543C54,S876H876D8762C876,SAKQHAKQDAKQCAKQJ,|sv|o|mb|p|mb|p|mb|p|mb|p|\n"
          "qx|o2|md|3S5432H5432D543C54,S876|sv|o|\n"
          "qx|o3|md|3S5432H5432D543C54,S876H876D8762C876,SAKQHAKQDAKQCAKQJ,|sv|x|\n"
          "qx|o4|md|3S5432H5432D543C54,S876H876D8762C876,SAKQHAKQDAKQCAKQJ,|mb|1Z|mb|p|mb|p|mb|p|\n"
          "qx|o5|sv|o|\n"
          "qx|o6|md|3S5432H5432D543C54,S876H876D8762C876,SAKQHAKQDAKQCAKQJ,|sv|e|\n");
    const Outcome r = shell("soloist batch bad.lin --analysis table --progress none");
    EXPECT_EQ(r.code, 1) << r.err;
    ASSERT_EQ(r.lines.size(), 6u) << r.out << r.err;
    EXPECT_NE(r.err.find("(LIN, table)"), std::string::npos) << r.err;
    EXPECT_EQ(r.line(0)["dd_table"]["N"]["N"], 13);
    EXPECT_EQ(r.line(1)["field"], "md");
    EXPECT_EQ(r.line(1)["id"], "o2");
    EXPECT_EQ(r.line(2)["field"], "sv");
    EXPECT_EQ(r.line(3)["field"], "mb");
    EXPECT_NE(r.line(3)["error"].get<std::string>().find("\"1Z\""), std::string::npos) << r.line(3);
    EXPECT_EQ(r.line(4)["field"], "md");
    EXPECT_NE(r.line(4)["error"].get<std::string>().find("no md"), std::string::npos) << r.line(4);
    EXPECT_EQ(r.line(5)["vulnerable"], "ew");

    write("illegal.lin", "md|3S5432H5432D543C54,S876H876D8762C876,SAKQHAKQDAKQCAKQJ,|mb|1N|mb|p|mb|p|mb|p|pc|SJ|pc|HA|");
    const Outcome play = shell("soloist play illegal.lin");
    EXPECT_EQ(play.code, 1);
    EXPECT_EQ(play.line(0)["field"], "play[1]") << play.out;  // South holds no HA
}

}  // namespace
