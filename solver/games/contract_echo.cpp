#include "games/contract_echo.h"

namespace soloist {

std::vector<std::string> choiceFields(const PlanChoice& choice) {
    if (std::holds_alternative<DiscardChoice>(choice)) return {"discard"};
    return {"call", "give", "trump"};
}

}  // namespace soloist
