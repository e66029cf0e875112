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
    // The analysis needs a contract (solve, leads, play): a PBN game passed
    // out or without a Contract tag, or a LIN board without one, is an error
    // in PBN or LIN terms rather than a missing JSON field.
    bool needsContract = false;
    // The analysis judges the play (play): a PBN game's Play section or a
    // LIN board's pc cards become "play", and their absence is an error.
    bool needsPlay = false;
    // The analysis samples unseen cards (simulate): a hand or widow "-" in a
    // PBN Deal or a deal line is unknown (null) rather than an error.
    bool unknownHands = false;
};

// Throws ProblemError naming the field ("json" for unreadable JSON, "deal"
// for an unreadable deal line, the tag of a PBN game, the pair of a LIN board).
nlohmann::json problemFromRecord(const RawRecord& record, const RecordDefaults& defaults);

// The "id" the record's result carries: a JSON record's own, a PBN game's
// Board tag, a LIN board's name (ah, else qx), else null. Never throws.
nlohmann::json idOfRecord(const RawRecord& record);

// The dealer of a bridge record (PBN Dealer tag, LIN md), as a seat; nullopt
// where the record does not say. Never throws.
std::optional<int> dealerOfRecord(const RawRecord& record);

}  // namespace soloist
