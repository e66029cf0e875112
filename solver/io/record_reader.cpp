#include "io/record_reader.h"

#include <iterator>
#include <sstream>

#include "io/json_text.h"

namespace soloist {

namespace {

bool blank(const std::string& s) { return s.find_first_not_of(" \t\r\n") == std::string::npos; }

}  // namespace

std::vector<Record> readRecords(std::istream& in) {
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (text.rfind("\xEF\xBB\xBF", 0) == 0) text.erase(0, 3);  // a UTF-8 byte order mark
    std::vector<Record> records;
    if (blank(text)) return records;
    const size_t first = text.find_first_not_of(" \t\r\n");

    // One JSON value for the whole input: an array of problems or one problem.
    std::string error;
    if (auto whole = parseJsonText(text, error)) {
        if (whole->is_array()) {
            for (auto& item : *whole) records.push_back({std::move(item), "", 0});
        } else {
            records.push_back({std::move(*whole), "", 1});
        }
        return records;
    }
    if (text[first] == '[') {  // an array that does not parse: say why
        records.push_back({nullptr, "the JSON array: " + error, 1});
        return records;
    }
    // JSON Lines: each non-blank line is one problem.
    std::istringstream lines(text);
    std::string line;
    for (long number = 1; std::getline(lines, line); ++number) {
        if (blank(line)) continue;
        if (auto problem = parseJsonText(line, error)) records.push_back({std::move(*problem), "", number});
        else records.push_back({nullptr, "line " + std::to_string(number) + ": " + error, number});
    }
    return records;
}

}  // namespace soloist
