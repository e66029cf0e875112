#include "games/all_games.h"

namespace soloist {

std::vector<const Game*> allGames() {
    return {&bridgeGame(),  &germanSoloGame(), &spanishSoloGame(), &soloWhistGame(), &ombreGame(),
            &quadrilleGame(), &quintilleGame(), &sixBidSoloGame(),  &frogGame()};
}

const Game* findGame(std::string_view id) {
    for (const Game* g : allGames())
        if (g->id() == id) return g;
    return nullptr;
}

int Game::defaultLeader(const Problem&) const { return 0; }

std::vector<ContractType> Game::biddingOrder() const {
    std::vector<ContractType> order;
    for (const ContractKind& kind : contractKinds(id()))
        if (kind.type) order.push_back(*kind.type);
    return order;
}

}  // namespace soloist
