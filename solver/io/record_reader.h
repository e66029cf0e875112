// Splits an input into problem records: one JSON object, a JSON array of
// objects, or JSON Lines. A line that is not JSON becomes an error record.
#pragma once

#include <istream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace soloist {

struct Record {
    nlohmann::json problem;  // the parsed object, or null when `error` is set
    std::string error;       // why the record could not be read
    long line = 0;           // where it started (JSON Lines), for messages
};

std::vector<Record> readRecords(std::istream& in);

}  // namespace soloist
