// The files of tests/data/ (SOLOIST_TEST_DATA_DIR), read as JSON Lines.
#pragma once

#include <nlohmann/json.hpp>

#include <fstream>
#include <string>
#include <vector>

#ifndef SOLOIST_TEST_DATA_DIR
#error "SOLOIST_TEST_DATA_DIR must point at tests/data"
#endif

namespace soloist::testing_support {

inline std::string testDataPath(const std::string& name) { return std::string(SOLOIST_TEST_DATA_DIR) + "/" + name; }

// One JSON value per non-blank line; empty when the file cannot be read.
inline std::vector<nlohmann::json> readTestJsonLines(const std::string& name) {
    std::ifstream in(testDataPath(name));
    std::vector<nlohmann::json> out;
    std::string line;
    while (std::getline(in, line))
        if (line.find_first_not_of(" \t\r") != std::string::npos) out.push_back(nlohmann::json::parse(line));
    return out;
}

}  // namespace soloist::testing_support
