// A played sequence of cards, judged card by card: the contract's value with
// perfect play before and after each card, what the card cost the side that
// played it, and the cards that would have kept the value.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "analysis/solve.h"
#include "games/problem.h"
#include "search/transposition_table.h"

namespace soloist {

// One entry of the play as read: the card, or why it could not be read.
using PlayedCard = std::variant<Card, ProblemError>;

// One card of the play, judged.
struct CardReview {
    int index = 0;
    int seat = 0;
    Card card;
    LeadValue before;  // the final value with perfect play from here on
    LeadValue after;
    int cost = 0;            // what the card cost its side (0: kept the value)
    std::vector<Card> best;  // the cards that keep the value, high lanes first
};

struct SeatReview {
    int seat = 0;
    int cards = 0;
    int mistakes = 0;
    int cost = 0;
};

// The result of docs/PLAY.md (io/ writes it as JSON).
struct PlayResult {
    std::string idJson = "null";  // as Problem::idJson
    std::string game;
    ContractEcho contract;
    std::vector<int> declarerSide;
    std::vector<CardReview> cards;
    std::vector<SeatReview> summary;
    std::optional<ProblemError> error;  // the card that ended the analysis
    SearchStats stats;
};

// `play`: the cards played in order from the problem's position (io/ reads
// them, with the field "play[i]" in each error). An unreadable or illegal
// card ends the analysis: the result keeps the cards before it and carries
// the error. Throws ProblemError when the declarer still has a choice to
// make (the choice shapes the hands played from, so it must be given).
PlayResult playResult(const Problem& problem, const std::vector<PlayedCard>& play, TranspositionTable& table);

}  // namespace soloist
