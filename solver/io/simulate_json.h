// The simulate result of docs/SIMULATE.md as a JSON object.
#pragma once

#include <nlohmann/json.hpp>

#include "analysis/simulate.h"

namespace soloist {

nlohmann::json simulateResultJson(const SimulateResult& result);

}  // namespace soloist
