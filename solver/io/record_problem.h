// A batch record (io/record_stream.h) as the JSON object an analysis takes:
// JSON records as they are, PBN deal lines and PBN games built into
// docs/FORMAT.md problems. What the records leave out comes from the command line.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "io/record_stream.h"

namespace soloist {

struct RecordDefaults {
    std::string game;                        // --game: PBN records' game; JSON records without "game"
    std::optional<nlohmann::json> contract;  // --contract: for records without one
    nlohmann::json variant = nullptr;        // --variant: for records without one
};

// Throws ProblemError naming the field ("json" for unreadable JSON, "deal"
// for an unreadable PBN deal).
nlohmann::json problemFromRecord(const RawRecord& record, const RecordDefaults& defaults);

// The "id" the record's result carries: a JSON record's own, a PBN game's
// Board tag, else null. Never throws.
nlohmann::json idOfRecord(const RawRecord& record);

}  // namespace soloist
