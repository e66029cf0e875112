// The card layouts shared by several games (docs/RULES.md card orders).
#pragma once

#include <memory>

#include "tables/game_tables.h"

namespace soloist {

// German and Spanish Solo, 32 cards: QC (spadille), trump 7 (manille) and QS
// (basta) are the top trumps; black plain suits lack their queen.
std::shared_ptr<const GameTables> soloFamilyTables(int trump, bool matadorRenege);

// Ombre, Quadrille and Quintille, 40 cards: SA (spadille), manille (trump 7 if
// red, trump 2 if black) and CA (basto) top the trumps; red trumps add punto
// (their ace); matador renege always on.
std::shared_ptr<const GameTables> ombreFamilyTables(int trump);

// Bridge and Solo Whist: 52 cards, A high, no permanent trumps.
std::shared_ptr<const GameTables> whistTables(int trump);

// Six-Bid Solo and Frog: 36 cards ranked A T K Q J 9 8 7 6 in every suit,
// card points A 11, T 10, K 4, Q 3, J 2; a void hand must trump if able.
std::shared_ptr<const GameTables> sixBidTables(int trump);

CardSet soloFamilyDeck();
CardSet ombreFamilyDeck();
CardSet whistDeck();
CardSet sixBidDeck();

}  // namespace soloist
