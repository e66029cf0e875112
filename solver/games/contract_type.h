// The Solo games' contract types as values, one for each name a problem may
// write (docs/RULES.md); a name several games share (solo, tout, simple,
// misere, frog) is one value. The problem reader finds a contract's kind once
// (games/contract_kinds.h, ContractRequest::kind) and the rules compare these
// values, never the written name. Bridge's types are levels and strains.
#pragma once

#include <string_view>

namespace soloist {

enum class ContractType {
    // German Solo (frog, solo and tout also elsewhere)
    Frog, Solo, Tout, Beg, BigBeg, SmallBeg,
    // Spanish Solo and Six-Bid Solo
    Simple,
    // Solo Whist (misere also Six-Bid Solo)
    Prop, Misere, Abundance, RoyalAbundance, MisereOuverte, Slam,
    // Ombre
    Entrada, Vuelta,
    // Quadrille and Quintille
    AskLeave, Vole, ForcedSpadille,
    // Six-Bid Solo
    Heart, Guarantee, SpreadMisere, Call,
    // Frog
    Chico, Grand,
};

// The type's name as problems and results write it ("big-beg").
std::string_view contractTypeName(ContractType type);

}  // namespace soloist
