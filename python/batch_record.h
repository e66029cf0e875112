// Records of soloist.batch and soloist.dask, split and analysed as
// `soloist batch` splits and analyses them (the same formats, the same
// analyses, the same lines): a bad record gives an error line, never an
// exception.
#pragma once

#include <fstream>
#include <optional>
#include <string>

#include "io/record_problem.h"
#include "io/record_stream.h"
#include "facade/soloist.h"

namespace soloist::python {

struct BatchSettings {
    std::string analysis = "solve";   // solve, leads or table
    SolveOptions solve;               // solve: question and budget
    std::string vulnerable = "none";  // table: bridge vulnerability where a deal gives none
    RecordDefaults defaults;          // --game, --contract, --variant for records without them
};

// False, with `why`, when the settings name no analysis or vulnerability.
bool checkBatchSettings(const BatchSettings& settings, std::string& why);

// The records of one input file, read one at a time, never the file whole.
class RecordFile {
public:
    explicit RecordFile(const std::string& path);  // throws std::runtime_error when it cannot be opened
    RecordFile(const RecordFile&) = delete;
    RecordFile& operator=(const RecordFile&) = delete;

    InputFormat format() { return records_.format(); }
    std::optional<RawRecord> next() { return records_.next(); }

private:
    std::ifstream file_;
    RecordStream records_;
};

// The result line of `record` at its index: {"index": ..., ...the result or
// {"id", "error", "field"}}, byte for byte the line `soloist batch` writes.
std::string batchRecordLine(const RawRecord& record, const BatchSettings& settings);

// The same for the JSON text of one problem at input position `index`.
std::string batchRecordLine(const std::string& text, long index, const BatchSettings& settings);

// The "id" the record's result line carries, as JSON text.
std::string recordIdText(const RawRecord& record);

}  // namespace soloist::python
