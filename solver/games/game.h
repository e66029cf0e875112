// A game of docs/RULES.md: its deck and seats, and how a problem's contract turns
// into plans the search can play (tables, objective, start position) and how
// the value found is judged (outcome, makeable, score).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/contract_echo.h"
#include "tables/game_tables.h"
#include "games/problem.h"
#include "games/verdict.h"
#include "search/objective.h"
#include "search/position.h"

namespace soloist {

// What the search found for a plan.
struct Answer {
    int value = 0;  // final value: banked plus the value of the rest of the play
    std::optional<bool> firstTricks;  // side question, when the plan asks it
};

// One way to play the problem: usually one per problem; several when the
// declarer still has a choice to make (a discard, a called card).
struct Plan {
    ContractEcho contract;            // normalised, with its target
    std::optional<PlanChoice> choice;  // the choice this plan stands for
    std::vector<int> declarerSide;
    std::shared_ptr<const GameTables> tables;
    Objective objective;
    Position start;
    int banked = 0;         // value the counting side already holds
    int lowest = 0;         // range of the final value
    int highest = 0;
    int firstTricks = 0;    // ask "can the declarer side win the next k tricks in a row?" (0: no)
    bool declarerWantsHigh = true;
    // How much the declarer likes a final value, to compare plans (choices);
    // unset: the value itself (or its negation when the declarer wants it low).
    std::function<long(int)> preference;
    std::function<Verdict(const Answer&)> judge;
    // The value shown for one card in a `leads` list, from its final value.
    std::function<LeadValue(int)> leadValue;
};

class Game {
public:
    virtual ~Game() = default;
    virtual std::string_view id() const = 0;
    virtual int seats() const = 0;
    virtual int cardsPerHand() const = 0;
    virtual CardSet deck() const = 0;  // printed cards
    virtual bool hasWidow() const { return false; }
    virtual std::vector<std::string> contractTypes() const = 0;
    // Contract types from the lowest bid to the highest (docs/RULINGS.md);
    // unless the game says otherwise, its contract kinds' order (none for bridge).
    virtual std::vector<ContractType> biddingOrder() const;
    // First leader when the problem gives none (contract already range-checked).
    virtual int defaultLeader(const Problem& problem) const;
    // The plans for a validated problem. Throws ProblemError for an illegal contract.
    virtual std::vector<Plan> plans(const Problem& problem) const = 0;
};

const Game* findGame(std::string_view id);
std::vector<const Game*> allGames();

}  // namespace soloist
