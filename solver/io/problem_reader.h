// FORMAT.md problem objects to validated Problems; every error names its field.
#pragma once

#include <nlohmann/json.hpp>

#include "games/problem.h"

namespace soloist {

// Throws ProblemError naming the field at fault.
Problem readProblem(const nlohmann::json& object);

}  // namespace soloist
