// Whether the lone seat of a no-trump misère takes no more tricks, told lane
// by lane without search (see misere_no_trick.cpp).
#pragma once

#include "cards/card_set.h"
#include "search/position.h"

namespace soloist {

struct NoTrick {
    bool proven = false;  // the seat can take no more tricks
    CardSet relevant = 0; // cards whose owners that answer depends on
};

// `pos` at a trick boundary, `inPlay` the cards in hands, `seat` the lone seat.
NoTrick loneSeatTakesNoTrick(const Position& pos, CardSet inPlay, int seat);

}  // namespace soloist
