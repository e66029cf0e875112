// libdds par contract text ("4S-N", "3N-NS+1", "5H*-EW-2") reduced to what it
// means: strain, declarers, doubled, tricks taken. "1H-W+2" and "2H-W+1" mean
// the same (hearts by West taking 9).
#pragma once

#include <set>
#include <string>

namespace soloist::testing_support {

inline std::string parMeaning(const std::string& contract) {
    const int level = contract[0] - '0';
    const size_t dash = contract.find('-');
    const size_t sign = contract.find_first_of("+-", dash + 1);
    const int margin = sign == std::string::npos ? 0 : std::stoi(contract.substr(sign));
    const std::string declarers =
        contract.substr(dash + 1, sign == std::string::npos ? std::string::npos : sign - dash - 1);
    return contract.substr(1, dash - 1) + " " + declarers + " " + std::to_string(level + 6 + margin);
}

template <class Contracts>
std::set<std::string> parMeanings(const Contracts& contracts) {
    std::set<std::string> out;
    for (const auto& c : contracts) out.insert(parMeaning(std::string(c)));
    return out;
}

}  // namespace soloist::testing_support
