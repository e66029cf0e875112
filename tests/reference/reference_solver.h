// Independent, deliberately simple reference solver for soloist.
//
// Written from docs/RULES.md, docs/FORMAT.md and docs/RULINGS.md only,
// without looking at solver/. It plays out the whole remaining game tree by
// plain minimax (alpha-beta on the final value, no transposition table, no
// move equivalence), so it is slow but easy to check by eye. Its purpose is to
// cross-check the fast engine on small endings.
#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace soloist::reference {

// Solves one docs/FORMAT.md problem object (the problem is assumed valid; anything
// the reference cannot handle throws std::runtime_error).
//
// Returns an object with exactly the fields
//   "tricks", "points", "outcome", "makeable", "score"
// plus, where docs/RULINGS.md defines them for the game/contract,
//   "first_tricks": {"count": N, "makeable": bool}  (german-solo, quadrille, quintille)
//   "all_tricks":   bool                            (german-solo, spanish-solo, quadrille, quintille)
//   "choice":       object                          (six-bid call with call/give/trump absent,
//                                                    frog frog without discard)
nlohmann::json referenceSolve(const nlohmann::json& problem);

// ---- Small helpers, exposed for the random problem generator and tests ----

struct Card {
    char suit = 0;  // 'S' 'H' 'D' 'C'
    char rank = 0;  // 'A' 'K' 'Q' 'J' 'T' '9' ... '2'
    bool operator==(const Card& o) const { return suit == o.suit && rank == o.rank; }
};

// "SA", "AS", "10H", "h10", "♠A", ... -> Card. Throws on garbage.
Card parseCard(const std::string& text);
// Card -> "SA" style (suit then rank, T for ten).
std::string cardString(const Card& c);
// "AK7.QJ..T98" -> cards (spades, hearts, diamonds, clubs).
std::vector<Card> parseHand(const std::string& text);
// cards -> "AK7.QJ..T98" (ranks in printed order A K Q J T 9 ... 2).
std::string handString(const std::vector<Card>& cards);

// Game facts used by the generator.
int playerCount(const std::string& game);
int handSize(const std::string& game);            // full deal, cards per seat
std::vector<Card> deckOf(const std::string& game);  // printed order, spades first, high to low
int cardPoints(const std::string& game, const Card& c);  // six-bid/frog points, 0 elsewhere

// The legal cards (indices into `hand`) for a seat that must play to `trick`
// (cards played so far, first = led card) in the given game with the given
// trump ('S','H','D','C' or 'N') and matador-renege setting (used by german
// and spanish solo; the ombre games always apply it).
std::vector<int> legalPlays(const std::string& game, char trump, bool matadorRenege,
                            const std::vector<Card>& hand, const std::vector<Card>& trick);

// The seat that leads the problem's current trick: "leader", else the game's default.
int leaderOf(const nlohmann::json& problem);

// The index in `trick` (a complete trick, first = the led card) of the card
// that wins it, under the same rules as legalPlays.
int trickWinnerOf(const std::string& game, char trump, bool matadorRenege, const std::vector<Card>& trick);

}  // namespace soloist::reference
