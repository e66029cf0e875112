// A count with its noun in the right number: "1 deal", "2 deals", "1 entry".
#pragma once

#include <string>

namespace soloist {

inline std::string counted(long long n, const std::string& singular, const std::string& plural = "") {
    return std::to_string(n) + " " + (n == 1 ? singular : plural.empty() ? singular + "s" : plural);
}

}  // namespace soloist
