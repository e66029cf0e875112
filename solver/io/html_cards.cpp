#include "io/html_cards.h"

#include <stdexcept>

#include "io/hand_diagram.h"
#include "io/html_page.h"
#include "cards/notation.h"
#include "io/report_cells.h"

namespace soloist {

namespace {

using json = nlohmann::json;

constexpr const char* kSymbols[] = {"♠", "♥", "♦", "♣"};
constexpr const char* kClasses[] = {"suit-s", "suit-h", "suit-d", "suit-c"};
constexpr const char* kEnglish[] = {"spades", "hearts", "diamonds", "clubs"};
// The Spanish pack's suits in the order the notation maps them: swords for
// spades, cups for hearts, coins for diamonds, batons for clubs.
constexpr const char* kSpanish[] = {"espadas", "copas", "oros", "bastos"};
constexpr const char* kGerman[] = {"Pik", "Herz", "Karo", "Kreuz"};

bool spanishOrigin(const std::string& game) {
    return game == "ombre" || game == "quadrille" || game == "quintille" || game == "spanish-solo";
}

int suitOfLetter(char letter) {
    switch (letter) {
        case 'S': case 's': return 0;
        case 'H': case 'h': return 1;
        case 'D': case 'd': return 2;
        case 'C': case 'c': return 3;
        default: return -1;
    }
}

// "T" reads as "10" on a page, as printed on the card.
std::string rankHtml(char rank) { return rank == 'T' ? "10" : std::string(1, rank); }

}  // namespace

std::string suitName(const std::string& game, int suit) {
    if (suit < 0 || suit > 3) return "";
    if (spanishOrigin(game)) return kSpanish[suit];
    if (game == "german-solo") return kGerman[suit];
    return kEnglish[suit];
}

std::string suitLegendHtml(const std::string& game) {
    if (!spanishOrigin(game) && game != "german-solo") return "";
    std::string out = "<p class=\"suit-legend\">Suits: ";
    for (int suit = 0; suit < 4; ++suit)
        out += std::string(suit ? " · " : "") + suitSymbolHtml(game, suit) + " " + suitName(game, suit) +
               (spanishOrigin(game) ? std::string(" (") + kEnglish[suit] + ")" : "");
    return out + "</p>";
}

std::string suitSymbolHtml(const std::string& game, int suit) {
    if (suit < 0 || suit > 3) return "";
    return std::string("<span class=\"suit ") + kClasses[suit] + "\" title=\"" + suitName(game, suit) + "\">" +
           kSymbols[suit] + "</span>";
}

std::string cardHtml(const std::string& game, const json& card) {
    if (!card.is_string()) return escapeHtml(cellText(card));
    const auto parsed = parseCard(card.get<std::string>());
    if (!parsed) return escapeHtml(card.get<std::string>());
    const std::string name = cardName(*parsed);  // "SA": suit letter, rank letter
    return "<span class=\"card-name\">" + suitSymbolHtml(game, suitOfLetter(name[0])) + rankHtml(name[1]) + "</span>";
}

std::string cardsHtml(const std::string& game, const json& cards) {
    if (!cards.is_array()) return cardHtml(game, cards);
    std::string out;
    for (const json& c : cards) {
        if (!out.empty()) out += ' ';
        out += cardHtml(game, c);
    }
    return out;
}

std::string handHtml(const std::string& game, CardSet hand) {
    const std::string name = handName(hand);  // "AK7.QJ..T98"
    std::string out = "<ul>";
    size_t start = 0;
    for (int suit = 0; suit < 4; ++suit) {
        const size_t dot = name.find('.', start);
        const std::string ranks = name.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        std::string shown;
        for (char r : ranks) shown += (shown.empty() ? "" : " ") + rankHtml(r);
        out += "<li>" + suitSymbolHtml(game, suit) + (ranks.empty() ? "<span class=\"void\">—</span>" : shown) + "</li>";
        start = dot == std::string::npos ? name.size() : dot + 1;
    }
    return out + "</ul>";
}

std::string trumpHtml(const std::string& game, const json& trump) {
    if (!trump.is_string()) return escapeHtml(cellText(trump));
    const std::string t = trump.get<std::string>();
    if (t.size() == 1 && suitOfLetter(t[0]) >= 0) return suitSymbolHtml(game, suitOfLetter(t[0]));
    if (t == "N" || t == "NT") return "NT";
    return escapeHtml(t);
}

std::string seatTitle(const std::string& game, int seat) {
    constexpr const char* kCompass[] = {"North", "East", "South", "West"};
    if (game == "bridge" && seat >= 0 && seat < 4) return kCompass[seat];
    return "seat " + std::to_string(seat);
}

std::string contractHtml(const std::string& game, const json& c) {
    if (!c.is_object()) return escapeHtml(cellText(c));
    const json type = reportField(c, "type");
    const json trump = reportField(c, "trump");
    std::string out;
    // Bridge names a contract by level and strain: 4S reads 4♠, 3N reads 3NT.
    if (game == "bridge" && type.is_string() && !type.get<std::string>().empty()) {
        const std::string t = type.get<std::string>();
        const bool leveled = t.size() >= 2 && t[0] >= '1' && t[0] <= '7';
        const std::string strain = leveled ? t.substr(1) : t;
        out = "<span class=\"contract-type\">" + escapeHtml(leveled ? t.substr(0, 1) : "") +
              trumpHtml(game, json(strain)) + "</span>";
    } else {
        out = "<span class=\"contract-type\">" + escapeHtml(cellText(type)) + "</span>";
    }
    const json declarer = reportField(c, "declarer");
    out += " by " + (declarer.is_number_integer() ? escapeHtml(seatName(game, declarer.get<int>()))
                                                   : escapeHtml(cellText(declarer)));
    if (game != "bridge" && !trump.is_null())
        out += " · trump " + (trump == "N" ? std::string("none") : trumpHtml(game, trump));
    const json target = reportField(c, "target");
    if (game != "bridge" && !target.is_null()) out += " · target " + escapeHtml(cellText(target));
    for (const char* key : {"call", "give"})
        if (!reportField(c, key).is_null()) out += std::string(" · ") + key + " " + cardHtml(game, c[key]);
    if (const json partner = reportField(c, "partner"); partner.is_number_integer())
        out += " · partner " + escapeHtml(seatName(game, partner.get<int>()));
    if (!reportField(c, "discard").is_null()) out += " · discard " + cardsHtml(game, c["discard"]);
    if (reportField(c, "vulnerable") == true) out += " · vulnerable";
    return out;
}

}  // namespace soloist
