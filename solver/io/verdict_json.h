// The JSON of the pieces a game gives a result (docs/FORMAT.md): the
// contract echo, the solver's choice, the verdict fields, a lead's value,
// and the problem id kept as text.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/contract_echo.h"
#include "games/verdict.h"

namespace soloist {

// A problem's "id" as Problem::idJson keeps it, and back.
std::string idText(const nlohmann::json& id);
nlohmann::json idValue(const std::string& idJson);
// A value, or JSON null where the result has none.
template <class T>
nlohmann::json orNull(const std::optional<T>& value) {
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

nlohmann::json contractJson(const ContractEcho& contract);
// The fields every result about one contract opens with: id, game, contract
// and declarer side.
nlohmann::json contractResultHead(const std::string& idJson, const std::string& game, const ContractEcho& contract,
                                  const std::vector<int>& declarerSide);
nlohmann::json choiceJson(const PlanChoice& choice);

// Writes tricks, points, outcome, makeable, score (null when unset) and the
// game's extra fields into `out`.
void addVerdict(nlohmann::json& out, const Verdict& verdict);

// The fields of a lead's value that are set ({"tricks": 5}, ...).
nlohmann::json leadValueJson(const LeadValue& value);

}  // namespace soloist
