#include "record_input.h"

#include <iterator>
#include <sstream>

#include "games/problem.h"
#include "io/record_reader.h"

namespace soloist::cli {

namespace {

bool isJson(InputFormat format) {
    return format == InputFormat::JsonLines || format == InputFormat::JsonValues || format == InputFormat::JsonArray ||
           format == InputFormat::Empty;
}

}  // namespace

InputRecords readInputRecords(std::istream& in, const RecordDefaults& defaults) {
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    InputRecords out;
    std::istringstream detecting(text);
    RecordStream stream(detecting);
    out.format = stream.format();
    if (isJson(out.format)) {
        // JSON keeps its own reader: one object, an array or JSON Lines, read whole.
        std::istringstream again(text);
        for (Record& r : readRecords(again)) {
            InputRecord record;
            record.problem = std::move(r.problem);
            record.error = std::move(r.error);
            if (!record.error.empty()) record.field = "json";
            out.records.push_back(std::move(record));
        }
        return out;
    }
    while (auto raw = stream.next()) {
        InputRecord record;
        try {
            record.problem = problemFromRecord(*raw, defaults);
        } catch (const ProblemError& e) {
            record.error = e.what();
            record.field = e.field;
            record.id = idOfRecord(*raw);
        }
        record.source = std::move(*raw);
        out.records.push_back(std::move(record));
    }
    return out;
}

}  // namespace soloist::cli
