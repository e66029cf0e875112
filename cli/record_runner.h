// What solve, leads and table share: read the records of FILE or stdin,
// analyse them in parallel (TBB), print one result per record in input order
// (JSON Lines, or text), and turn failures into the exit code.
#pragma once

#include <functional>
#include <string>

#include <nlohmann/json.hpp>

#include "io/record_problem.h"
#include "record_input.h"

namespace soloist::cli {

struct RunOptions {
    std::string command;  // for messages: "solve", "leads", "table"
    std::string input;    // a file, or "-" for standard input
    int threads = 0;      // 0: all cores
    bool text = false;    // --format text
    bool html = false;    // --format html: one page, a section per record
    bool recordProgress = true;  // "solved k/n" on stderr while working
    // What the progress line adds after the records (e.g. a table's
    // contracts); empty: nothing.
    std::function<std::string()> progressDetail;
    RecordDefaults defaults;     // --game, --contract; what the command needs of PBN and LIN records
    // --format pbn, for the commands that write PBN (table): the record and its
    // result as a PBN record; `index` numbers records that have no Board.
    std::function<std::string(const InputRecord& record, const nlohmann::json& result, long index)> pbnRender;
    bool pbn = false;
};

using Analysis = std::function<nlohmann::json(const nlohmann::json& problem)>;
using TextRenderer = std::function<std::string(const nlohmann::json& problem, const nlohmann::json& result)>;

// `html` renders one record's section of the --format html page.
int runRecords(const RunOptions& run, const Analysis& analyse, const TextRenderer& render, const TextRenderer& html);

}  // namespace soloist::cli
