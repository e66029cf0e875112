#include "cards/notation.h"

#include <cctype>
#include <stdexcept>
#include <vector>

namespace soloist {

std::string utf8Prefix(std::string_view text, size_t bytes) {
    if (text.size() <= bytes) return std::string(text);
    size_t end = bytes;
    // Back up over continuation bytes (10xxxxxx) to the start of a character.
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    return std::string(text.substr(0, end));
}

namespace {

// How messages quote a hand: whole unless it is very long.
std::string quoted(std::string_view text) {
    constexpr size_t kLongest = 80;
    return "\"" + utf8Prefix(text, kLongest) + (text.size() > kLongest ? "...\"" : "\"");
}

// The bytes of the UTF-8 character starting at `text[0]` (1 for a stray byte),
// so that a message never quotes half of one.
size_t characterBytes(std::string_view text) {
    const auto lead = static_cast<unsigned char>(text[0]);
    const size_t n = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    size_t i = 1;
    while (i < n && i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) ++i;
    return i;
}

constexpr std::string_view kSuitLetters = "SHDC";

std::optional<int> rankOf(std::string_view token) {
    if (token == "10") return 10;
    if (token.size() != 1) return std::nullopt;
    switch (std::toupper(static_cast<unsigned char>(token[0]))) {
        case 'A': return Ace;
        case 'K': return King;
        case 'Q': return Queen;
        case 'J': return Jack;
        case 'T': return 10;
        default: break;
    }
    if (token[0] >= '2' && token[0] <= '9') return token[0] - '0';
    return std::nullopt;
}

// Suit at the start of `text`: a letter or a UTF-8 suit symbol; returns bytes used.
std::optional<std::pair<Suit, size_t>> suitPrefix(std::string_view text) {
    static const std::pair<std::string_view, Suit> symbols[] = {
        {"\u2660", Spades}, {"\u2665", Hearts}, {"\u2666", Diamonds}, {"\u2663", Clubs},
        {"\u2664", Spades}, {"\u2661", Hearts}, {"\u2662", Diamonds}, {"\u2667", Clubs}};
    for (const auto& [symbol, suit] : symbols)
        if (text.substr(0, symbol.size()) == symbol) return std::make_pair(suit, symbol.size());
    if (text.empty()) return std::nullopt;
    const size_t i = kSuitLetters.find(char(std::toupper(static_cast<unsigned char>(text[0]))));
    if (i == std::string_view::npos) return std::nullopt;
    return std::make_pair(Suit(i), size_t(1));
}

std::optional<Suit> wholeSuit(std::string_view text) {
    auto s = suitPrefix(text);
    if (s && s->second == text.size()) return s->first;
    return std::nullopt;
}

}  // namespace

char strainLetter(int trump) { return trump == kNoTrump ? 'N' : kSuitLetters[trump]; }

char rankChar(int rank) {
    switch (rank) {
        case Ace: return 'A';
        case King: return 'K';
        case Queen: return 'Q';
        case Jack: return 'J';
        case 10: return 'T';
        default: return char('0' + rank);
    }
}

std::string cardName(Card c) { return {kSuitLetters[c.suit()], rankChar(c.rank())}; }

std::string handName(CardSet printed) {
    std::string out;
    for (int s = 0; s < kSuits; ++s) {
        if (s) out += '.';
        for (int r = Ace; r >= 2; --r)
            if (contains(printed, Card(Suit(s), r))) out += rankChar(r);
    }
    return out;
}

std::optional<Card> parseCard(std::string_view text) {
    // Suit first ("SA", "♠10") ...
    if (auto s = suitPrefix(text)) {
        if (auto r = rankOf(text.substr(s->second))) return Card(s->first, *r);
    }
    // ... or rank first ("AS", "10♥").
    for (size_t len : {size_t(1), size_t(2)}) {
        if (text.size() <= len) continue;
        auto r = rankOf(text.substr(0, len));
        auto s = wholeSuit(text.substr(len));
        if (r && s) return Card(*s, *r);
    }
    return std::nullopt;
}

CardSet parseHand(std::string_view text) {
    std::vector<std::string_view> parts;
    size_t start = 0;
    for (size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '.') {
            parts.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    if (parts.size() != 4)
        throw std::invalid_argument("a hand needs 4 suits separated by dots (spades.hearts.diamonds.clubs), got " +
                                    quoted(text));
    CardSet hand = 0;
    for (int s = 0; s < kSuits; ++s) {
        std::string_view ranks = parts[s];
        for (size_t i = 0; i < ranks.size();) {
            const size_t len = ranks.substr(i, 2) == "10" ? 2 : 1;
            auto r = rankOf(ranks.substr(i, len));
            if (!r) {
                const size_t shown = len == 1 ? characterBytes(ranks.substr(i)) : len;
                throw std::invalid_argument("unknown rank '" + std::string(ranks.substr(i, shown)) + "' in " +
                                            quoted(text));
            }
            const Card c(Suit(s), *r);
            if (contains(hand, c)) throw std::invalid_argument(cardName(c) + " appears twice in " + quoted(text));
            hand |= setOf(c);
            i += len;
        }
    }
    return hand;
}

}  // namespace soloist
