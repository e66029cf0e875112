// docs/FORMAT.md problem objects to validated Problems; every error names its field.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "games/game.h"
#include "games/problem.h"

namespace soloist {

// Throws ProblemError naming the field at fault.
Problem readProblem(const nlohmann::json& object);

// A hand as FORMAT.md writes it ("AK7.QJ..T98", or an array of cards), every
// card in `game`'s deck; throws ProblemError naming `field`.
CardSet readHand(const nlohmann::json& value, const std::string& field, const Game& game);

// A card of `game`'s deck ("SA", "10H", ...); a ProblemError naming `field` otherwise.
Card readCard(const nlohmann::json& value, const std::string& field, const Game& game);

// A seat number; bridge also takes its compass letter (N E S W, any case).
// Throws ProblemError naming `field`.
int readSeat(const nlohmann::json& value, const std::string& field, const Game& game);

// A problem's own "question", if it has one; a ProblemError when it is wrong.
std::optional<Question> readQuestionField(const nlohmann::json& object);

// "exact" or "makeable"; anything else is a ProblemError naming `field`.
Question readQuestion(const std::string& name, const std::string& field);

}  // namespace soloist
