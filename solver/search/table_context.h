// Which searches may share a transposition table. Positions are keyed on
// cards alone, so entries carry over between searches (plans, contracts,
// deals) whose tables, objective and stopping point agree. A trick-counting
// search for one side is the mirror of the search for the other side: its
// value is the tricks left minus theirs, so the two share entries too.
#pragma once

#include <cstdint>

#include "tables/game_tables.h"
#include "search/objective.h"

namespace soloist {

struct TableContext {
    uint64_t id = 0;        // never 0
    bool mirrored = false;  // entries hold the other side's value
};

inline TableContext tableContext(const GameTables& tables, const Objective& objective, int seats, int stopAtCards) {
    const uint8_t everyone = uint8_t((1u << seats) - 1);
    uint8_t counting = objective.countingSide;
    uint8_t maximizer = objective.maximizer;
    const bool mirrored = objective.measure == Measure::Tricks && !(counting & 1);
    if (mirrored) {
        counting = everyone & ~counting;
        maximizer = everyone & ~maximizer;
    }
    uint64_t h = tables.fingerprint();
    auto mix = [&h](uint64_t v) { h = (h ^ v) * 0x100000001B3ULL; };
    mix(uint64_t(objective.measure));
    mix(counting);
    mix(maximizer);
    mix(uint64_t(seats));
    mix(uint64_t(stopAtCards));
    mix(uint64_t(objective.tallyRadix));
    for (int16_t v : objective.tallyValue) mix(uint16_t(v));
    return {h | 1, mirrored};
}

}  // namespace soloist
