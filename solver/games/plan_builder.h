// Pieces every game uses to turn a problem into plans.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "games/contract_kinds.h"
#include "games/game.h"

namespace soloist {

std::string trumpName(int trump);
uint8_t seatMask(const std::vector<int>& seats);
std::vector<int> otherSeats(int seats, const std::vector<int>& side);

// The contract's trump where the declarer chooses among `allowed` (required).
int chosenTrump(const ContractRequest& c, const std::vector<int>& allowed);
// The contract's trump where the type fixes it (may be omitted; must agree).
int fixedTrump(const ContractRequest& c, int trump);

// The called card: required, and still in play (in a hand or the trick).
Card calledCard(const Problem& p);

// Lane-layout start position; throws ProblemError("trick") if a card of the
// trick in progress broke the following rule.
Position startPosition(const Problem& p, const GameTables& t);

// The contract echo: type, declarer, trump, target and the given extras.
ContractEcho contractEcho(const Problem& p, int trump, ContractTarget target);

enum class Aim { Most, Fewest };  // the declarer side wants the count high or low

// A plan whose value is the declarer side's tricks (Aim::Fewest: misère).
Plan trickPlan(const Problem& p, std::shared_ptr<const GameTables> tables,
               std::vector<int> declarerSide, Aim aim);
// A plan whose value is the declarer's card points; `bankedPoints` are points
// the declarer holds outside the play (widow, discards).
Plan pointsPlan(const Problem& p, std::shared_ptr<const GameTables> tables, Aim aim,
                int bankedPoints);

// The error for a contract type the game does not have, listing those it has.
[[noreturn]] void unknownContract(const Game& game, const std::string& type);
// The contract's kind as the problem reader found it (games/contract_kinds.h);
// throws as unknownContract when the game has none.
const ContractKind& contractKindOf(const Game& game, const ContractRequest& c);
// The contract's trump as its kind allows: chosen among the kind's trumps, or
// the one the kind fixes.
int kindTrump(const ContractRequest& c, const ContractKind& kind);

// The verdict of a trick contract: made when `made`, failed otherwise.
Verdict trickVerdict(int tricks, bool made);

// Resolves a called card's partner: the declarer side is {declarer} when the
// declarer holds it, else {declarer, holder}.
std::vector<int> sideWithCalled(const Problem& p, Card called);

}  // namespace soloist
