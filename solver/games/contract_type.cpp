#include "games/contract_type.h"

namespace soloist {

std::string_view contractTypeName(ContractType type) {
    switch (type) {
        case ContractType::Frog: return "frog";
        case ContractType::Solo: return "solo";
        case ContractType::Tout: return "tout";
        case ContractType::Beg: return "beg";
        case ContractType::BigBeg: return "big-beg";
        case ContractType::SmallBeg: return "small-beg";
        case ContractType::Simple: return "simple";
        case ContractType::Prop: return "prop";
        case ContractType::Misere: return "misere";
        case ContractType::Abundance: return "abundance";
        case ContractType::RoyalAbundance: return "royal-abundance";
        case ContractType::MisereOuverte: return "misere-ouverte";
        case ContractType::Slam: return "slam";
        case ContractType::Entrada: return "entrada";
        case ContractType::Vuelta: return "vuelta";
        case ContractType::AskLeave: return "ask-leave";
        case ContractType::Vole: return "vole";
        case ContractType::ForcedSpadille: return "forced-spadille";
        case ContractType::Heart: return "heart";
        case ContractType::Guarantee: return "guarantee";
        case ContractType::SpreadMisere: return "spread-misere";
        case ContractType::Call: return "call";
        case ContractType::Chico: return "chico";
        case ContractType::Grand: return "grand";
    }
    return "";
}

}  // namespace soloist
