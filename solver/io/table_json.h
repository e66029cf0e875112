// The contract table of docs/FORMAT.md as a JSON object.
#pragma once

#include <nlohmann/json.hpp>

#include "analysis/table.h"

namespace soloist {

nlohmann::json tableResultJson(const TableResult& result);

}  // namespace soloist
