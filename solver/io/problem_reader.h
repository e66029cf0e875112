// docs/FORMAT.md problem objects to validated Problems; every error names its field.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "games/problem.h"

namespace soloist {

// Throws ProblemError naming the field at fault.
Problem readProblem(const nlohmann::json& object);

// "exact" or "makeable"; anything else is a ProblemError naming `field`.
Question readQuestion(const std::string& name, const std::string& field);

}  // namespace soloist
