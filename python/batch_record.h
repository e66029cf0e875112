// One record of soloist.batch, analysed as `soloist batch` analyses it (the
// same analyses, the same error lines): a bad record gives an error result,
// never an exception.
#pragma once

#include <string>

#include "soloist.h"

namespace soloist::python {

struct BatchSettings {
    std::string analysis = "solve";   // solve, leads or table
    SolveOptions solve;               // solve: question and budget
    std::string vulnerable = "none";  // table: bridge vulnerability where a deal gives none
};

// False, with `why`, when the settings name no analysis or vulnerability.
bool checkBatchSettings(const BatchSettings& settings, std::string& why);

// The result line of the record `text` (JSON) at input position `index`:
// {"index": index, ...the result or {"id", "error", "field"}}.
std::string batchRecordLine(const std::string& text, long index, const BatchSettings& settings);

}  // namespace soloist::python
