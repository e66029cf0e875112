// soloist play: random legal play sequences on every game's endings, each
// card's values checked against `solve` on the positions before and after it
// (written as FORMAT.md problems with "trick", "won" and "leader"), its best
// cards against `solve --leads`, illegal cards reported at their index with
// the cards before them kept; bridge against libdds AnalysePlayBin.
#include <dds/dll.h>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "reference/random_problems.h"
#include "reference/reference_solver.h"
#include "facade/soloist.h"
#include "support/libdds_glue.h"

namespace {

using nlohmann::json;
namespace ref = soloist::reference;

int pick(std::mt19937_64& rng, int n) { return int(rng() % uint64_t(n)); }

std::vector<ref::Card> cardsOf(const json& hand) {
    if (hand.is_string()) return ref::parseHand(hand.get<std::string>());
    std::vector<ref::Card> out;
    for (const json& c : hand) out.push_back(ref::parseCard(c.get<std::string>()));
    return out;
}

bool holds(const std::vector<ref::Card>& cards, const ref::Card& c) {
    return std::find(cards.begin(), cards.end(), c) != cards.end();
}

void removeCard(std::vector<ref::Card>& cards, const ref::Card& c) {
    cards.erase(std::find(cards.begin(), cards.end(), c));
}

// A deal being played out with the reference's rules, which can write its
// current position as a FORMAT.md problem.
class Table {
public:
    Table(json problem, const json& solved) : problem_(std::move(problem)) {
        game_ = problem_["game"].get<std::string>();
        seats_ = ref::playerCount(game_);
        trump_ = solved["contract"]["trump"].get<std::string>()[0];
        renege_ = problem_.value("variant", json::object()).value("matador_renege", false);
        for (const json& h : problem_["hands"]) hands_.push_back(cardsOf(h));
        if (problem_.contains("trick") && !problem_["trick"].is_null()) trick_ = cardsOf(problem_["trick"]);
        leader_ = ref::leaderOf(problem_);
        const json won = problem_.value("won", json::object());
        tricks_ = won.value("tricks", std::vector<int>(seats_, 0));
        points_ = won.value("points", std::vector<int>(seats_, 0));
        const json& contract = problem_["contract"];
        const int declarer = contract["declarer"].get<int>();
        if (game_ == "frog" && contract.value("type", "") == "frog" && contract.contains("discard")) {
            // The declarer plays from hand and widow less the discard; written
            // back with the discard as the widow, the problem means the same.
            std::vector<ref::Card> pool = hands_[declarer];
            for (const ref::Card& c : cardsOf(problem_["widow"])) pool.push_back(c);
            const std::vector<ref::Card> discard = cardsOf(contract["discard"]);
            hands_[declarer].clear();
            for (const ref::Card& c : pool)
                if (!holds(discard, c)) hands_[declarer].push_back(c);
            problem_["widow"] = ref::handString(discard);
        }
        if (game_ == "six-bid-solo" && contract.value("type", "") == "call" && contract.contains("give") &&
            !contract["give"].is_null()) {
            // The exchange happens before the play; a later position cannot
            // be written as a problem (solve would exchange again).
            const ref::Card called = ref::parseCard(contract["call"].get<std::string>());
            const ref::Card give = ref::parseCard(contract["give"].get<std::string>());
            for (int s = 0; s < seats_; ++s)
                if (holds(hands_[s], called) && s != declarer) {
                    removeCard(hands_[s], called);
                    hands_[s].push_back(give);
                    removeCard(hands_[declarer], give);
                    hands_[declarer].push_back(called);
                }
            writable_ = false;
        }
    }

    bool writable() const { return writable_; }
    int toPlay() const { return (leader_ + int(trick_.size())) % seats_; }
    const std::vector<ref::Card>& hand(int seat) const { return hands_[seat]; }
    int cardsLeft() const {
        int n = 0;
        for (const auto& h : hands_) n += int(h.size());
        return n;
    }
    std::vector<ref::Card> legal() const {
        std::vector<ref::Card> out;
        for (int i : ref::legalPlays(game_, trump_, renege_, hands_[toPlay()], trick_)) out.push_back(hands_[toPlay()][i]);
        return out;
    }

    void play(const ref::Card& c) {
        removeCard(hands_[toPlay()], c);
        trick_.push_back(c);
        if (int(trick_.size()) < seats_) return;
        const int winner = (leader_ + ref::trickWinnerOf(game_, trump_, renege_, trick_)) % seats_;
        ++tricks_[winner];
        for (const ref::Card& t : trick_) points_[winner] += ref::cardPoints(game_, t);
        leader_ = winner;
        trick_.clear();
    }

    json asProblem() const {
        json p = problem_;
        p["hands"] = json::array();
        for (const auto& h : hands_) p["hands"].push_back(ref::handString(h));
        p["trick"] = json::array();
        for (const ref::Card& c : trick_) p["trick"].push_back(ref::cardString(c));
        p["leader"] = leader_;
        p["won"] = {{"tricks", tricks_}, {"points", points_}};
        p.erase("play");
        return p;
    }

private:
    json problem_;
    std::string game_;
    int seats_ = 0;
    char trump_ = 'N';
    bool renege_ = false;
    bool writable_ = true;
    std::vector<std::vector<ref::Card>> hands_;
    std::vector<ref::Card> trick_;
    int leader_ = 0;
    std::vector<int> tricks_, points_;
};

// What solve counts: points where the contract counts them, else tricks.
json countOf(const json& solved) { return solved["points"].is_null() ? solved["tricks"] : solved["points"]; }

// The cards of `solve --leads` that keep the solve value.
std::set<std::string> keepingCards(const json& solved) {
    std::set<std::string> out;
    for (const json& lead : solved["leads"]) {
        bool same = true;
        for (const auto& [key, value] : lead.items())
            if (key != "card" && solved[key] != value) same = false;
        if (same) out.insert(lead["card"].get<std::string>());
    }
    return out;
}

std::set<std::string> asSet(const json& cards) {
    std::set<std::string> out;
    for (const json& c : cards) out.insert(c.get<std::string>());
    return out;
}

json withPlay(json problem, const std::vector<std::string>& play) {
    problem["play"] = play;
    return problem;
}

// Checks one random play of `problem` card by card against solve; returns
// false when the problem leaves a choice open (and play refuses it).
bool checkRandomPlay(const json& problem, std::mt19937_64& rng) {
    const json solved = soloist::solveJson(problem);
    EXPECT_FALSE(solved.contains("error")) << problem.dump() << "\n" << solved.dump();
    if (solved.contains("error")) return true;
    if (solved.contains("choice")) {
        // Refused unless the choice has one option (a six-bid call of a widow card).
        const json refused = soloist::playJson(withPlay(problem, {}));
        if (refused.contains("error")) {
            EXPECT_EQ(refused.value("field", "").rfind("contract", 0), 0u) << refused.dump();
            return false;
        }
        EXPECT_TRUE(solved["choice"].value("give", json()).is_null()) << solved.dump();
    }
    Table table(problem, solved);
    const int length = 1 + pick(rng, table.cardsLeft());
    std::vector<std::string> play;
    std::vector<json> positions;  // before each card, and after the last if cards are left
    for (int k = 0; k < length; ++k) {
        const std::vector<ref::Card> legal = table.legal();
        const ref::Card card = legal[pick(rng, int(legal.size()))];
        positions.push_back(table.asProblem());
        play.push_back(ref::cardString(card));
        table.play(card);
    }
    if (table.cardsLeft() > 0) positions.push_back(table.asProblem());

    const json result = soloist::playJson(withPlay(problem, play));
    const std::string context = withPlay(problem, play).dump() + "\n  result: " + result.dump();
    EXPECT_FALSE(result.contains("error")) << context;
    EXPECT_EQ(result["cards"].size(), play.size()) << context;
    if (result["cards"].size() != play.size()) return true;
    const json& cards = result["cards"];
    bool comparable = table.writable();
    int totalCost = 0;
    for (int k = 0; k < length; ++k) {
        const json& c = cards[k];
        EXPECT_EQ(c["index"], k);
        EXPECT_EQ(c["card"], play[k]) << context;
        EXPECT_GE(c["cost"].get<int>(), 0) << "card " << k << "\n" << context;
        totalCost += c["cost"].get<int>();
        const bool kept = asSet(c["best"]).count(play[k]) > 0;
        EXPECT_EQ(kept, c["cost"] == 0) << "card " << k << "\n" << context;
        EXPECT_EQ(kept, c["value_after"] == c["value_before"] && c.value("outcome_after", "") == c.value("outcome_before", ""))
            << "card " << k << "\n" << context;
        if (k + 1 < length) {
            EXPECT_EQ(c["value_after"], cards[k + 1]["value_before"]) << context;
        }
        if (!comparable) continue;
        const json before = soloist::solveJson(positions[k], soloist::SolveOptions{true});
        if (before.value("field", "") == "contract.call") {
            comparable = false;  // the called card is gone: its side is no longer written in the deal
            continue;
        }
        EXPECT_EQ(c["value_before"], countOf(before)) << "card " << k << "\n" << context << "\n  solve: " << before.dump();
        if (c.contains("outcome_before")) {
            EXPECT_EQ(c["outcome_before"], before["outcome"]) << context;
        }
        EXPECT_EQ(asSet(c["best"]), keepingCards(before)) << "card " << k << "\n" << context << "\n  solve: " << before.dump();
    }
    if (comparable && int(positions.size()) > length) {
        const json after = soloist::solveJson(positions[length]);
        if (after.value("field", "") != "contract.call") {
            EXPECT_EQ(cards[length - 1]["value_after"], countOf(after)) << context << "\n  solve: " << after.dump();
        }
    }
    int summed = 0;
    for (const json& s : result["summary"]) summed += s["cost"].get<int>();
    EXPECT_EQ(summed, totalCost) << context;
    return true;
}

class PlayEveryGame : public testing::TestWithParam<std::string> {};

TEST_P(PlayEveryGame, ValuesAgreeWithSolveOnEveryPosition) {
    const std::string game = GetParam();
    std::mt19937_64 rng(0x9A7 + std::hash<std::string>{}(game));
    int checked = 0;
    for (int tricksLeft = 3; tricksLeft <= 5; ++tricksLeft)
        for (const json& problem : ref::randomProblems(game, 12, tricksLeft, 1500 + tricksLeft))
            checked += checkRandomPlay(problem, rng);
    EXPECT_GE(checked, 18);
}

// The first problem of `game` whose choices are all given.
json fixedProblem(const std::string& game) {
    for (const json& p : ref::randomProblems(game, 12, 4, 77))
        if (!soloist::solveJson(p).contains("choice")) return p;
    ADD_FAILURE() << "no problem without choices for " << game;
    return json();
}

TEST_P(PlayEveryGame, IllegalCardsAreReportedAtTheirIndex) {
    const std::string game = GetParam();
    const json problem = fixedProblem(game);
    const json solved = soloist::solveJson(problem);
    Table table(problem, solved);
    std::mt19937_64 rng(5);
    std::vector<std::string> play;
    for (int k = 0; k < 3; ++k) {
        const std::vector<ref::Card> legal = table.legal();
        const ref::Card card = legal[pick(rng, int(legal.size()))];
        play.push_back(ref::cardString(card));
        table.play(card);
    }
    const json legalOnly = soloist::playJson(withPlay(problem, play));
    ASSERT_FALSE(legalOnly.contains("error")) << legalOnly.dump();

    // A card of another seat.
    const int seat = table.toPlay();
    const int other = (seat + 1) % ref::playerCount(game);
    const std::string foreign = ref::cardString(table.hand(other).front());
    std::vector<std::string> wrong = play;
    wrong.push_back(foreign);
    wrong.push_back(play.front());  // never looked at
    const json result = soloist::playJson(withPlay(problem, wrong));
    EXPECT_EQ(result["field"], "play[3]") << result.dump();
    EXPECT_EQ(result["error"], "play[3]: " + foreign + " is not in seat " + std::to_string(seat) + "'s hand")
        << result.dump();
    EXPECT_EQ(result["cards"], legalOnly["cards"]);
    EXPECT_EQ(result["summary"], legalOnly["summary"]);

    // A card that is not a card, or not of this game's deck.
    const json garbage = soloist::playJson(withPlay(problem, {"XY"}));
    EXPECT_EQ(garbage["field"], "play[0]") << garbage.dump();
    EXPECT_TRUE(garbage["cards"].empty());
    EXPECT_NE(garbage["error"].get<std::string>().find("is not a card"), std::string::npos) << garbage.dump();

    // A revoke: some seat to play holding cards it may not play.
    const std::vector<ref::Card> legal = table.legal();
    for (const ref::Card& c : table.hand(seat))
        if (!holds(legal, c)) {
            std::vector<std::string> revoke = play;
            revoke.push_back(ref::cardString(c));
            const json r = soloist::playJson(withPlay(problem, revoke));
            EXPECT_EQ(r["field"], "play[3]") << r.dump();
            EXPECT_NE(r["error"].get<std::string>().find("breaks the following rule"), std::string::npos) << r.dump();
            EXPECT_EQ(r["cards"], legalOnly["cards"]);
            break;
        }
}

INSTANTIATE_TEST_SUITE_P(Games, PlayEveryGame, testing::ValuesIn(ref::allGames()),
                         [](const testing::TestParamInfo<std::string>& info) {
                             std::string name = info.param;
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

TEST(Play, PastTheLastCardTheDealIsOver) {
    const json problem = {{"game", "bridge"},
                          {"hands", {"A...", "K...", "Q...", "J..."}},
                          {"leader", 0},
                          {"contract", {{"type", "S"}, {"declarer", 3}}},
                          {"play", {"SA", "SK", "SQ", "SJ", "SA"}}};
    const json result = soloist::playJson(problem);
    EXPECT_EQ(result["field"], "play[4]") << result.dump();
    ASSERT_EQ(result["cards"].size(), 4u);
    EXPECT_EQ(result["cards"][0]["value_before"], 0);
    EXPECT_EQ(result["cards"][3]["value_after"], 0);
}

TEST(Play, AMissingPlayIsAnError) {
    json problem = {{"game", "bridge"},
                    {"hands", {"A...", "K...", "Q...", "J..."}},
                    {"contract", {{"type", "S"}, {"declarer", 3}}}};
    EXPECT_EQ(soloist::playJson(problem)["field"], "play");
    problem["play"] = "SA";
    EXPECT_EQ(soloist::playJson(problem)["field"], "play");
}

// ---------------------------------------------------------------------------
// Bridge full deals against libdds AnalysePlayBin: the declarer side's tricks
// (tricks won included) before the first card and after each card.

constexpr char kSuits[] = "SHDC";  // DDS suit order
constexpr char kRanks[] = "..23456789TJQKA";

int ddsRank(char rank) { return int(std::string(kRanks).find(rank)); }
int ddsSuit(char suit) { return int(std::string(kSuits).find(suit)); }

TEST(PlayBridge, AgreesWithLibddsAnalysePlay) {
    soloist::testing_support::useDdsSingleThreaded();
    constexpr int kDeals = 20;
    for (int d = 0; d < kDeals; ++d) {
        std::mt19937_64 rng(0xDD5'0000 + uint64_t(d));
        std::vector<ref::Card> deck = ref::deckOf("bridge");
        for (int i = int(deck.size()) - 1; i > 0; --i) std::swap(deck[i], deck[pick(rng, i + 1)]);
        json hands = json::array();
        deal dl{};
        for (int seat = 0; seat < 4; ++seat) {
            const std::vector<ref::Card> hand(deck.begin() + 13 * seat, deck.begin() + 13 * (seat + 1));
            hands.push_back(ref::handString(hand));
            for (const ref::Card& c : hand) dl.remainCards[seat][ddsSuit(c.suit)] |= 1u << ddsRank(c.rank);
        }
        const int declarer = pick(rng, 4), strain = pick(rng, 5);
        const json problem = {{"id", "dds-play-" + std::to_string(d)},
                              {"game", "bridge"},
                              {"hands", hands},
                              {"contract", {{"type", std::string(1, "SHDCN"[strain])}, {"declarer", declarer}}}};
        const json solved = soloist::solveJson(problem);
        Table table(problem, solved);
        const int length = 8 + pick(rng, 5);
        std::vector<std::string> play;
        playTraceBin trace{};
        trace.number = length;
        for (int k = 0; k < length; ++k) {
            const std::vector<ref::Card> legal = table.legal();
            const ref::Card card = legal[pick(rng, int(legal.size()))];
            play.push_back(ref::cardString(card));
            trace.suit[k] = ddsSuit(card.suit);
            trace.rank[k] = ddsRank(card.rank);
            table.play(card);
        }
        dl.trump = strain;  // DDS strains: 0..3 S H D C, 4 no trump
        dl.first = (declarer + 1) % 4;
        solvedPlay dds{};
        const int rc = AnalysePlayBin(dl, trace, &dds, 0);
        ASSERT_EQ(rc, RETURN_NO_FAULT) << soloist::testing_support::ddsError(rc);
        ASSERT_EQ(dds.number, length + 1);

        const json result = soloist::playJson(withPlay(problem, play));
        ASSERT_FALSE(result.contains("error")) << result.dump();
        const json& cards = result["cards"];
        for (int k = 0; k < length; ++k)
            EXPECT_EQ(cards[k]["value_before"], dds.tricks[k]) << "deal " << d << " card " << k << "\n" << result.dump();
        EXPECT_EQ(cards[length - 1]["value_after"], dds.tricks[length]) << "deal " << d << "\n" << result.dump();
    }
}

}  // namespace
