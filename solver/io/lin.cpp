#include "io/lin.h"

#include <cctype>
#include <cstring>

#include "games/problem.h"
#include "io/bridge_contract_text.h"

namespace soloist {

namespace {

constexpr const char* kRankLetters = "AKQJT98765432";
constexpr const char* kSuitLetters = "SHDC";

std::string trimmed(const std::string& s) {
    const size_t a = s.find_first_not_of(" \t\r\n");
    if (a == std::string::npos) return "";
    return s.substr(a, s.find_last_not_of(" \t\r\n") - a + 1);
}

char upper(char c) { return char(std::toupper(static_cast<unsigned char>(c))); }

std::string linQuoted(const std::string& s) { return "\"" + (s.size() > 40 ? s.substr(0, 40) + "..." : s) + "\""; }

// One LIN hand ("S4HJ7D43CAQ") as four holdings, spades first.
std::vector<std::string> linHoldings(const std::string& hand, const std::string& which) {
    std::vector<std::string> holdings(4);
    int suit = -1;
    for (size_t i = 0; i < hand.size(); ++i) {
        const char c = upper(hand[i]);
        if (const char* s = std::strchr(kSuitLetters, c); s && *s) {
            suit = int(s - kSuitLetters);
            continue;
        }
        char rank = c;
        if (c == '1' && i + 1 < hand.size() && hand[i + 1] == '0') rank = 'T', ++i;
        if (!std::strchr(kRankLetters, rank) || rank == '\0')
            throw ProblemError("md", which + " hand " + linQuoted(hand) + ": '" + std::string(1, hand[i]) +
                                         "' is not a suit (S H D C) or a rank (A K Q J T 9-2)");
        if (suit < 0) throw ProblemError("md", which + " hand " + linQuoted(hand) + " does not start with a suit letter");
        if (holdings[suit].find(rank) != std::string::npos)
            throw ProblemError("md", which + " hand " + linQuoted(hand) + " holds " + kSuitLetters[suit] + rank + " twice");
        holdings[suit] += rank;
    }
    return holdings;
}

std::string handText(const std::vector<std::string>& holdings) {
    std::string out;
    for (int s = 0; s < 4; ++s) {
        if (s) out += '.';
        for (const char* r = kRankLetters; *r; ++r)
            if (holdings[s].find(*r) != std::string::npos) out += *r;
    }
    return out;
}

int cardCount(const std::vector<std::string>& holdings) {
    size_t n = 0;
    for (const auto& h : holdings) n += h.size();
    return int(n);
}

struct Call {
    enum Kind { Pass, Double, Redouble, Bid } kind = Pass;
    int level = 0;
    char strain = 'N';  // S H D C N
};

Call readCall(const std::string& raw, size_t position) {
    std::string text;
    for (char c : trimmed(raw)) {
        if (c == '!' || c == '(') break;  // an alert, or an explanation after the call
        text += upper(c);
    }
    if (text == "P" || text == "PASS") return {};
    if (text == "D" || text == "X" || text == "DBL") return {Call::Double};
    if (text == "R" || text == "XX" || text == "RDBL") return {Call::Redouble};
    if (text == "1NT" || text == "2NT" || text == "3NT" || text == "4NT" || text == "5NT" || text == "6NT" ||
        text == "7NT")
        text.pop_back();
    if (const auto bid = parseBridgeContract(text); bid && bid->level > 0) return {Call::Bid, bid->level, text[1]};
    throw ProblemError("mb", "call " + std::to_string(position + 1) + " " + linQuoted(raw) +
                                 " is not a call (a bid such as 1S or 3N, p, d, r)");
}

}  // namespace

LinDeal parseLinDeal(const std::string& md) {
    const std::string text = trimmed(md);
    if (text.empty() || text[0] < '1' || text[0] > '4')
        throw ProblemError("md", linQuoted(text) + " does not start with the dealer (1 South, 2 West, 3 North, 4 East)");
    LinDeal deal;
    deal.dealer = (text[0] - '0' + 1) % 4;
    std::vector<std::string> listed;
    size_t start = 1;
    while (start <= text.size()) {
        const size_t comma = text.find(',', start);
        listed.push_back(trimmed(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start)));
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    while (listed.size() > 3 && listed.back().empty()) listed.pop_back();
    if (listed.size() < 3 || listed.size() > 4)
        throw ProblemError("md", "needs the hands of South, West and North (East's may be left out), got " +
                                     std::to_string(listed.size()) + " hands");
    static const char* const kListedAs[] = {"South's", "West's", "North's", "East's"};
    static const int kSeatOf[] = {2, 3, 0, 1};  // LIN lists S W N E
    deal.hands.assign(4, "");
    std::vector<std::string> used(4);  // every listed card, per suit
    for (size_t k = 0; k < listed.size(); ++k) {
        const auto holdings = linHoldings(listed[k], kListedAs[k]);
        if (cardCount(holdings) != 13)
            throw ProblemError("md", std::string(kListedAs[k]) + " hand " + linQuoted(listed[k]) + " holds " +
                                         std::to_string(cardCount(holdings)) + " cards, not 13");
        for (int s = 0; s < 4; ++s) {
            for (char r : holdings[s])
                if (used[s].find(r) != std::string::npos)
                    throw ProblemError("md", std::string(1, kSuitLetters[s]) + r + " is dealt twice (" + kListedAs[k] +
                                                 " hand and an earlier one)");
            used[s] += holdings[s];
        }
        deal.hands[kSeatOf[k]] = handText(holdings);
    }
    if (listed.size() == 3) {
        std::vector<std::string> rest(4);
        for (int s = 0; s < 4; ++s)
            for (const char* r = kRankLetters; *r; ++r)
                if (used[s].find(*r) == std::string::npos) rest[s] += *r;
        deal.hands[1] = handText(rest);
    }
    return deal;
}

std::string linVulnerability(const std::string& sv) {
    const std::string v = trimmed(sv);
    if (v.size() == 1) {
        switch (upper(v[0])) {
            case 'O': case '0': case '-': return "none";
            case 'N': return "ns";
            case 'E': return "ew";
            case 'B': return "both";
        }
    }
    throw ProblemError("sv", linQuoted(v) + " is not a vulnerability (o none, n NS, e EW, b both)");
}

std::optional<nlohmann::json> linContract(const std::vector<std::string>& calls, int dealer) {
    std::vector<Call> auction;
    for (size_t i = 0; i < calls.size(); ++i) auction.push_back(readCall(calls[i], i));
    int lastBid = -1;
    for (size_t i = 0; i < auction.size(); ++i)
        if (auction[i].kind == Call::Bid) lastBid = int(i);
    const size_t n = auction.size();
    size_t closingPasses = 0;
    while (closingPasses < n && auction[n - 1 - closingPasses].kind == Call::Pass) ++closingPasses;
    if (lastBid < 0) {
        if (n >= 4) return std::nullopt;
        throw ProblemError("mb", "the auction has not ended: " + std::to_string(n) +
                                     " passes and no bid (passed out takes four)");
    }
    if (closingPasses < 3)
        throw ProblemError("mb", "the auction has not ended: three passes close it, it ends with " +
                                     std::to_string(closingPasses));
    const Call& final = auction[size_t(lastBid)];
    const int side = (dealer + lastBid) % 2;
    int declarer = -1;
    for (int i = 0; i <= lastBid && declarer < 0; ++i) {
        const int seat = (dealer + i) % 4;
        if (auction[size_t(i)].kind == Call::Bid && auction[size_t(i)].strain == final.strain && seat % 2 == side)
            declarer = seat;
    }
    return nlohmann::json{{"type", std::to_string(final.level) + final.strain}, {"declarer", declarer}};
}

nlohmann::json linBoardName(const std::vector<std::pair<std::string, std::string>>& pairs) {
    nlohmann::json name = nullptr, qx = nullptr;
    for (const auto& [key, value] : pairs) {
        if (key == "ah") name = trimmed(value);
        else if (key == "rh") name = nullptr;
        else if (key == "qx" && qx.is_null()) qx = trimmed(value);
    }
    return name.is_null() ? qx : name;
}

}  // namespace soloist
