// table --format pbn and batch --analysis table --format pbn: each input
// record written back as a PBN record with the table's tags added
// (io/pbn_table_tags.h). A PBN game keeps every line it had; a JSON, LIN or
// deal-line record becomes a new PBN record. A record that failed keeps its
// lines, with a "; soloist:" comment saying why.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "record_input.h"

namespace soloist::cli {

// The record's lines, each ending in a newline; `index` (0-based) numbers a
// record that has no Board of its own.
std::string pbnTableLines(const RawRecord& source, const nlohmann::json& problem, const nlohmann::json& result,
                          long index);

// The same for one of the records of solve, leads and table.
std::string tableRecordAsPbn(const InputRecord& record, const nlohmann::json& result, long index);

}  // namespace soloist::cli
