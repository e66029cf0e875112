// The order the search tries moves in: best first, as the seat to play sees
// it. Only the order: the answer never depends on it, the node count does
// (see the node-count signature, scripts/signature.sh). Its weights are
// named in move_weights.h.
#pragma once

#include <array>
#include <cstdint>

#include "cards/card_set.h"
#include "search/objective.h"
#include "search/position.h"
#include "search/sides.h"
#include "tables/game_tables.h"

namespace soloist {

class MoveOrderer {
public:
    // What the order reads of the search as it plays, by reference: the
    // search's own state, as it stands at each call.
    struct Play {
        const Position& pos;
        const CardSet& inPlay;                              // cards in hands
        const std::array<uint8_t, kMaxSeats>& winnerSeat;   // after each card of the trick
        const std::array<uint8_t, kMaxSeats>& winnerBit;
    };
    // `misereSeat`: the lone seat when `noTrumpMisere` (one counted seat in
    // no-trump, every other seat against it).
    MoveOrderer(const GameTables& tables, Measure measure, Sides sides, bool noTrumpMisere, int misereSeat,
                Play play)
        : t_(tables),
          measure_(measure),
          sides_(sides),
          noTrumpMisere_(noTrumpMisere),
          misereSeat_(misereSeat),
          pos_(play.pos),
          inPlay_(play.inPlay),
          winnerSeat_(play.winnerSeat),
          winnerBit_(play.winnerBit) {}

    // `moves` (lane bits) into `out`, best first; returns how many.
    int order(CardSet moves, int seat, int* out) const;

private:
    template <typename Score>
    static int sortMoves(CardSet moves, int* out, Score score);
    struct LeadLanes {
        bool wantsTricks = false;
        std::array<int8_t, kSuits> top{};
        std::array<bool, kSuits> partnerWins{};
        std::array<int8_t, kSuits> knockOut{};
        std::array<int16_t, kSuits> lowLeadBonus{};
        std::array<int16_t, kSuits> laneScore{};
    };
    LeadLanes leadLanes(CardSet moves, int seat) const;
    void misereLeads(CardSet moves, int seat, LeadLanes& lanes) const;
    bool partnerRuffs(int seat, CardSet laneCards, CardSet trumps) const;
    int leadScore(const LeadLanes& lanes, int bit) const;
    struct FollowTrick {
        int winnerBit = 0;
        int winnerSeat = 0;
        bool last = false;
        bool wantsTricks = false;
        bool partnerWins = false;
        bool partnerHolds = false;
        CardSet laterThreats = 0;
        bool laterRuff = false;
        bool partnerWillWin = false;  // a later partner takes the trick whatever this seat plays
        bool loneSeatLoses = false;   // misère: the lone seat loses the trick whatever this seat plays
        std::array<int8_t, kSuits> discard{};  // by lane, when void in the led lane
        bool holds(int bit, int trumpLane) const;
    };
    FollowTrick followTrick(int seat) const;
    int followScore(const FollowTrick& f, int bit) const;
    bool laterOpponentCanBeat(int winnerSeat, int winnerBit) const;
    bool loneSeatLoses(int winnerSeat, int winnerBit) const;
    bool goodFor(int seat, int winner) const { return sides_.goodFor(seat, winner); }

    const GameTables& t_;
    const Measure measure_;
    const Sides sides_;
    const bool noTrumpMisere_;
    const int misereSeat_;
    const Position& pos_;
    const CardSet& inPlay_;
    const std::array<uint8_t, kMaxSeats>& winnerSeat_;
    const std::array<uint8_t, kMaxSeats>& winnerBit_;
};

}  // namespace soloist
