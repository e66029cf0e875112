#include "io/record_reader.h"

#include <iterator>
#include <sstream>

namespace soloist {

namespace {

bool blank(const std::string& s) { return s.find_first_not_of(" \t\r\n") == std::string::npos; }

}  // namespace

std::vector<Record> readRecords(std::istream& in) {
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::vector<Record> records;
    if (blank(text)) return records;
    const size_t first = text.find_first_not_of(" \t\r\n");

    // One JSON value for the whole input: an array of problems or one problem.
    auto whole = nlohmann::json::parse(text, nullptr, false);
    if (!whole.is_discarded()) {
        if (whole.is_array()) {
            for (auto& item : whole) records.push_back({std::move(item), "", 0});
        } else {
            records.push_back({std::move(whole), "", 1});
        }
        return records;
    }
    if (text[first] == '[') {  // an array that does not parse: say where
        try {
            [[maybe_unused]] const auto reparsed = nlohmann::json::parse(text);
        } catch (const nlohmann::json::parse_error& e) {
            records.push_back({nullptr, std::string("malformed JSON array: ") + e.what(), 1});
        }
        return records;
    }
    // JSON Lines: each non-blank line is one problem.
    std::istringstream lines(text);
    std::string line;
    for (long number = 1; std::getline(lines, line); ++number) {
        if (blank(line)) continue;
        try {
            records.push_back({nlohmann::json::parse(line), "", number});
        } catch (const nlohmann::json::parse_error& e) {
            records.push_back({nullptr, "line " + std::to_string(number) + ": malformed JSON: " + e.what(), number});
        }
    }
    return records;
}

}  // namespace soloist
