// `leads`: every legal card's value for the seat to play, grouped. On random
// endings of every game: the best card gives the solve value, each card's
// value is the solve of the position after it, the list is solve --leads's,
// and the groups are the list's runs of equal value.
#include <gtest/gtest.h>

#include <algorithm>

#include "analysis/leads.h"
#include "cards/notation.h"
#include "reference/random_problems.h"
#include "facade/soloist.h"

namespace {

using nlohmann::json;

// The value fields of a lead entry (or group), as they appear in a solve result.
json valueOf(const json& lead) {
    json value = lead;
    value.erase("card");
    value.erase("cards");
    return value;
}

bool sameValue(const json& lead, const json& solved) {
    const json fields = valueOf(lead);
    for (const auto& [key, value] : fields.items())
        if (solved.value(key, json(nullptr)) != value) return false;
    return true;
}

// The problem with the chosen call, give, trump or discard written in, so the
// position after a card is the same plan.
json withChoiceFixed(json problem, const json& result) {
    if (!result.contains("choice")) return problem;
    for (const auto& [key, value] : result["choice"].items())
        if (!value.is_null()) problem["contract"][key] = value;
    return problem;
}

// The position after `card` is played, when the card comes from a printed hand
// and does not end the trick (then no trick-taking rule is needed to write it).
// Cards that change hands before play (Call Solo's call and give) are left out.
std::optional<json> positionAfter(const json& problem, const std::string& card) {
    const int seats = int(problem["hands"].size());
    for (const char* exchanged : {"call", "give"})
        if (problem["contract"].value(exchanged, json(nullptr)) == card) return std::nullopt;
    const json trick = problem.value("trick", json::array());
    if (int(trick.size()) == seats - 1) return std::nullopt;
    for (int seat = 0; seat < seats; ++seat) {
        const soloist::CardSet hand = soloist::parseHand(problem["hands"][seat].get<std::string>());
        const soloist::Card c = *soloist::parseCard(card);
        if (!soloist::contains(hand, c)) continue;
        json after = problem;
        after["hands"][seat] = soloist::handName(hand & ~soloist::setOf(c));
        after["trick"] = trick;
        after["trick"].push_back(card);
        if (trick.empty()) after["leader"] = seat;
        return after;
    }
    return std::nullopt;
}

class LeadsAgreement : public testing::TestWithParam<std::string> {};

TEST_P(LeadsAgreement, EveryCardIsTheSolveOfThePositionAfterIt) {
    const std::string game = GetParam();
    int followUps = 0;
    for (int tricksLeft : {3, 5}) {
        for (const json& problem : soloist::reference::randomProblems(game, 12, tricksLeft, 7100 + tricksLeft)) {
            soloist::SolveOptions solveWithLeads;
            solveWithLeads.leads = true;
            const json solved = soloist::solveJson(problem, solveWithLeads);
            const json leads = soloist::leadsJson(problem);
            ASSERT_FALSE(leads.contains("error")) << problem.dump() << "\n" << leads.dump();
            ASSERT_FALSE(leads["leads"].empty()) << problem.dump();

            for (const char* key : {"tricks", "points", "outcome", "makeable", "score", "choice"})
                EXPECT_EQ(leads.value(key, json(nullptr)), solved.value(key, json(nullptr))) << key << " " << problem.dump();
            EXPECT_EQ(leads["leads"], solved["leads"]) << problem.dump();
            EXPECT_EQ(leads["to_play"], solved["to_play"]) << problem.dump();
            // The seat named to play holds every card listed (exchanged cards aside).
            const int toPlay = leads["to_play"].get<int>();
            const soloist::CardSet hand = soloist::parseHand(problem["hands"][toPlay].get<std::string>());
            for (const json& lead : leads["leads"]) {
                const std::string card = lead["card"].get<std::string>();
                const bool fromWidow =
                    problem.contains("widow") && problem["widow"].is_string() &&
                    soloist::contains(soloist::parseHand(problem["widow"].get<std::string>()), *soloist::parseCard(card));
                if (problem["contract"].value("call", json(nullptr)) == card ||
                    problem["contract"].value("give", json(nullptr)) == card || solved.contains("choice") || fromWidow)
                    continue;
                EXPECT_TRUE(soloist::contains(hand, *soloist::parseCard(card)))
                    << card << " is not seat " << toPlay << "'s: " << problem.dump();
            }
            EXPECT_TRUE(sameValue(leads["leads"][0], solved)) << "best card is not the solve value: " << problem.dump();

            const json fixed = withChoiceFixed(problem, solved);
            for (const json& lead : leads["leads"]) {
                const auto after = positionAfter(fixed, lead["card"].get<std::string>());
                if (!after) continue;
                const json value = soloist::solveJson(*after);
                ASSERT_FALSE(value.contains("error")) << after->dump() << "\n" << value.dump();
                EXPECT_TRUE(sameValue(lead, value)) << "card " << lead.dump() << " of " << problem.dump()
                                                    << "\n  after it: " << value.dump();
                ++followUps;
            }
        }
    }
    EXPECT_GT(followUps, 30);
}

INSTANTIATE_TEST_SUITE_P(AllGames, LeadsAgreement, testing::ValuesIn(soloist::reference::allGames()),
                         [](const auto& info) {
                             std::string name = info.param;
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

TEST(LeadsGroups, RunsOfEqualValueKeepTheirOrder) {
    using soloist::LeadValue;
    const auto lead = [](const char* card, LeadValue value) {
        soloist::LeadEntry entry;
        entry.card = *soloist::parseCard(card);
        entry.value = value;
        return entry;
    };
    LeadValue six, five, codille;
    six.tricks = 6;
    five.tricks = 5;
    codille.tricks = 4;
    codille.outcome = "codille";
    const std::vector<soloist::LeadGroup> groups = soloist::groupLeads(
        {lead("HA", six), lead("HK", six), lead("S2", five), lead("D3", codille), lead("D2", codille)});
    ASSERT_EQ(groups.size(), 3u);
    const auto names = [](const soloist::LeadGroup& group) {
        std::vector<std::string> out;
        for (soloist::Card card : group.cards) out.push_back(soloist::cardName(card));
        return out;
    };
    EXPECT_EQ(names(groups[0]), (std::vector<std::string>{"HA", "HK"}));
    EXPECT_EQ(groups[0].value, six);
    EXPECT_EQ(names(groups[1]), (std::vector<std::string>{"S2"}));
    EXPECT_EQ(groups[1].value, five);
    EXPECT_EQ(names(groups[2]), (std::vector<std::string>{"D3", "D2"}));
    EXPECT_EQ(groups[2].value, codille);
    EXPECT_TRUE(soloist::groupLeads({}).empty());
}

TEST(LeadsGroups, GroupsCoverTheListBestFirst) {
    for (const std::string& game : soloist::reference::allGames())
        for (const json& problem : soloist::reference::randomProblems(game, 6, 4, 7300)) {
            const json result = soloist::leadsJson(problem);
            ASSERT_FALSE(result.contains("error")) << result.dump();
            json cards = json::array();
            for (size_t g = 0; g < result["lead_groups"].size(); ++g) {
                const json& group = result["lead_groups"][g];
                for (const json& c : group["cards"]) cards.push_back(c);
                if (g > 0) {
                    EXPECT_NE(valueOf(group), valueOf(result["lead_groups"][g - 1])) << result.dump();
                }
            }
            json listed = json::array();
            for (const json& lead : result["leads"]) listed.push_back(lead["card"]);
            EXPECT_EQ(cards, listed) << result.dump();
        }
}

TEST(LeadsErrors, BadInputIsAnErrorRecord) {
    const json unknownGame = soloist::leadsJson({{"id", 1}, {"game", "skat"}, {"hands", json::array()}});
    EXPECT_EQ(unknownGame["field"], "game");
    EXPECT_EQ(unknownGame["id"], 1);
    const json noHands = soloist::leadsJson({{"id", 2}, {"game", "bridge"}, {"contract", {{"type", "4S"}, {"declarer", 0}}}});
    EXPECT_EQ(noHands["field"], "hands");
    const json notObject = soloist::leadsJson(json::array());
    EXPECT_TRUE(notObject.contains("error"));
}

TEST(LeadsThreads, OneThreadGivesTheSameList) {
    for (const json& problem : soloist::reference::randomProblems("solo-whist", 4, 5, 7400)) {
        soloist::SolveOptions one;
        one.threads = 1;
        EXPECT_EQ(soloist::leadsJson(problem, one)["leads"], soloist::leadsJson(problem)["leads"]) << problem.dump();
    }
}

}  // namespace
