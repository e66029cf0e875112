// How many more tricks the lone seat of a no-trump misère can be made to
// take, bounded without search (see misere_escape.cpp).
#pragma once

#include "cards/card_set.h"
#include "search/position.h"

namespace soloist {

struct MisereEscape {
    bool fewerThanTarget = false;  // the seat takes fewer than `target` more tricks
    CardSet relevant = 0;          // cards whose owners that answer depends on
};

// `pos` at a trick boundary, `inPlay` the cards in hands, `seat` the lone seat.
MisereEscape misereEscape(const Position& pos, CardSet inPlay, int seat, int target);

}  // namespace soloist
