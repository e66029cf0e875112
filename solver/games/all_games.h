// Every game of docs/RULES.md, one file each in games/.
#pragma once

#include "games/game.h"

namespace soloist {

const Game& bridgeGame();
const Game& soloWhistGame();
const Game& germanSoloGame();
const Game& spanishSoloGame();
const Game& ombreGame();
const Game& quadrilleGame();
const Game& quintilleGame();
const Game& sixBidSoloGame();
const Game& frogGame();

}  // namespace soloist
