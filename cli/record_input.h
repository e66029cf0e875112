// The records of solve, leads, table, play and simulate: the input's format
// read from its content as batch reads it (io/record_stream.h) — JSON as
// before, PBN files, one-line deals and LIN boards each made a problem.
#pragma once

#include <istream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "io/record_problem.h"
#include "io/record_stream.h"

namespace soloist::cli {

struct InputRecord {
    nlohmann::json problem;  // null when `error` is set
    std::string error;       // why the record is not a problem ("Contract: passed out, ...")
    nlohmann::json field;    // the field, tag or LIN pair at fault
    nlohmann::json id;       // for an error line
    RawRecord source;        // PBN and LIN: the record as read (for PBN output)
};

struct InputRecords {
    InputFormat format = InputFormat::Empty;
    std::vector<InputRecord> records;
};

InputRecords readInputRecords(std::istream& in, const RecordDefaults& defaults);

}  // namespace soloist::cli
