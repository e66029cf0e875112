// Whether the others can make the lone seat of a no-trump misère win a trick
// of one lane, told from that lane alone (see misere_lane_game.cpp).
#pragma once

#include <array>
#include <cstdint>

#include "tables/game_tables.h"

namespace soloist {

// One lane's live cards, numbered from 0 (the lowest) up, and their owners.
struct LaneHoldings {
    int seats = 4;
    int lone = 0;   // the misère seat
    int cards = 0;  // live cards in the lane, at most kLaneWidth
    std::array<uint8_t, kLaneWidth> owner{};
    // How many of its cards here each other seat may throw, at most, while
    // void in other lanes led.
    std::array<uint8_t, kMaxSeats> throws{};
    // With `seatThrowsToo`, the lone seat throws a card of the lane in every
    // trick where it is void in the lane led, and `unmatched` bounds each
    // other seat's throws in the other tricks (those where the lone seat
    // follows); without it, no throw is matched.
    bool seatThrowsToo = false;
    std::array<uint8_t, kMaxSeats> unmatched{};
    // With `seatThrowsToo`: tricks where the lone seat throws that must come
    // before each other seat can throw with it (it must first be void in a
    // lane led where the lone seat is void); each of that seat's unmatched
    // throws may shorten the wait by one instead.
    std::array<uint8_t, kMaxSeats> headStart{};
};

enum class LaneVerdict : uint8_t { Safe, Forced, Unknown };

// Safe: the lone seat can play so that it never wins a trick of the lane,
// whatever the others do, when they are always on lead (any of them holding
// the lane may lead it, at any time) and each throws up to its `throws`
// cards there whenever it likes (with `seatThrowsToo`, beyond its
// `unmatched` throws only together with one of the lone seat's). Forced:
// they can make it win one there.
// Unknown: the lane was too big to tell within the work allowed.
LaneVerdict loneSeatInLane(const LaneHoldings& lane);

}  // namespace soloist
