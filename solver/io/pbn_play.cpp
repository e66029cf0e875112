#include "io/pbn_play.h"

#include <cctype>
#include <cstring>
#include <sstream>

#include "games/problem.h"

namespace soloist {

namespace {

constexpr const char* kRankLetters = "AKQJT98765432";

// The section's tokens without {comments}, ; comments, =notes= and $NAGs.
std::vector<std::string> playTokens(const std::vector<std::string>& section) {
    std::string text;
    for (const std::string& line : section) {
        const size_t semicolon = line.find(';');
        text += line.substr(0, semicolon) + "\n";
    }
    std::string plain;
    bool inComment = false;
    for (char c : text) {
        if (c == '{') inComment = true;
        else if (c == '}') inComment = false;
        else if (!inComment) plain += c;
    }
    std::vector<std::string> tokens;
    std::istringstream in(plain);
    for (std::string token; in >> token;) {
        if (token == "*") break;
        if (token[0] == '=' || token[0] == '$') continue;
        while (!token.empty() && (token.back() == '!' || token.back() == '?')) token.pop_back();
        if (!token.empty()) tokens.push_back(token);
    }
    return tokens;
}

std::string cardOf(const std::string& token) {
    std::string t;
    for (char c : token) t += char(std::toupper(static_cast<unsigned char>(c)));
    if (t.size() == 3 && t.substr(1) == "10") t = std::string(1, t[0]) + "T";
    if (t.size() != 2 || !std::strchr("SHDC", t[0]) || !std::strchr(kRankLetters, t[1]))
        throw ProblemError("Play", "\"" + token.substr(0, 20) + "\" is not a card (e.g. SA, HT, D7)");
    return t;
}

int rankOrder(char rank) { return int(std::strlen(kRankLetters) - (std::strchr(kRankLetters, rank) - kRankLetters)); }

}  // namespace

std::vector<std::string> pbnPlayOrder(const std::string& leader, const std::vector<std::string>& section, char trump) {
    static const std::string kSeats = "NESW";
    const size_t first = leader.empty() ? std::string::npos : kSeats.find(char(std::toupper(leader[0])));
    if (first == std::string::npos || leader.size() != 1)
        throw ProblemError("Play", "\"" + leader + "\" is not the opening leader's seat (N E S W)");
    std::vector<std::string> tokens = playTokens(section);
    std::vector<std::string> played;
    int toLead = int(first);
    for (size_t trick = 0; trick * 4 < tokens.size(); ++trick) {
        std::vector<std::string> column(4, "-");
        for (size_t k = 0; k < 4 && trick * 4 + k < tokens.size(); ++k) column[k] = tokens[trick * 4 + k];
        int winner = toLead;
        std::string best;
        for (int i = 0; i < 4; ++i) {
            const int seat = (toLead + i) % 4;
            const std::string& token = column[size_t((seat - int(first) + 4) % 4)];
            if (token == "-" || token == "*" || token == "+") return played;
            const std::string card = cardOf(token);
            played.push_back(card);
            const bool beats = best.empty() ||
                               (card[0] == best[0] && rankOrder(card[1]) > rankOrder(best[1])) ||
                               (card[0] == trump && best[0] != trump);
            if (beats) best = card, winner = seat;
        }
        toLead = winner;
    }
    return played;
}

}  // namespace soloist
