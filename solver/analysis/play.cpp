#include "analysis/play.h"

#include <chrono>
#include <cmath>

#include "games/game.h"
#include "io/notation.h"
#include "io/problem_reader.h"
#include "search/moves.h"
#include "search/play_card.h"
#include "search/search.h"

namespace soloist {

namespace {

using json = nlohmann::json;

// The one plan a play is judged against; a choice left open is an error.
const Plan& fixedPlan(const std::vector<Plan>& plans) {
    if (plans.size() == 1) return plans.front();
    std::string open;
    for (const auto& [key, value] : plans.front().choice.items()) open += (open.empty() ? "" : ", ") + key;
    const std::string first = plans.front().choice.empty() ? "" : "." + plans.front().choice.begin().key();
    throw ProblemError("contract" + first, "the declarer's choice (" + open +
                                               ") is left to the solver; give it in the contract to analyse a play");
}

// A position with the value the counting side already holds there.
struct Stage {
    Position position;
    int banked = 0;
};

// A final value as shown: the count (tricks, else points) and, where the
// game reports more for a value (Ombre's outcome), those fields.
json shownValue(const Plan& plan, int value, const char* suffix) {
    const json shown = plan.leadValue(value);
    json out = json::object();
    for (const auto& [key, field] : shown.items()) {
        if (key == "tricks" || key == "points") out[std::string("value") + suffix] = field;
        else out[key + suffix] = field;
    }
    return out;
}

std::string seatText(int seat) { return "seat " + std::to_string(seat); }

// The card `value` names, checked legal for the seat to play; its lane bit.
int legalBit(const json& value, const std::string& field, const Problem& p, const GameTables& t, const Position& pos) {
    const Card card = readCard(value, field, *p.game);
    if (pos.played == 0 && pos.cardsLeft() == 0) throw ProblemError(field, "the deal is over: every card has been played");
    const int seat = pos.toPlay();
    const int bit = t.laneBitOf[card.id];
    if (bit == kNotInDeck || !(pos.hands[seat] & bitOf(bit)))
        throw ProblemError(field, cardName(card) + " is not in " + seatText(seat) + "'s hand");
    const CardSet legal = legalCards(t, pos.hands[seat], pos.played ? pos.trick[0] : -1);
    if (!(legal & bitOf(bit)))
        throw ProblemError(field, cardName(card) + " breaks the following rule: " + seatText(seat) +
                                      " must play one of " + handName(t.toPrinted(legal)));
    return bit;
}

}  // namespace

json playResult(const Problem& p, const json& play, TranspositionTable& table) {
    const auto started = std::chrono::steady_clock::now();
    if (!play.is_array())
        throw ProblemError("play", "required: an array of the cards played in order from the problem's position");
    const std::vector<Plan> plans = p.game->plans(p);
    const Plan& plan = fixedPlan(plans);
    const GameTables& t = *plan.tables;
    const Objective& objective = plan.objective;
    uint64_t nodes = 0;

    // Each position's final value is searched once: the value after a card
    // is the value before the next.
    const auto finalValue = [&](const Stage& s) {
        Search search(t, objective, table, s.position);
        const int value = s.banked + search.exactValue(plan.lowest - plan.banked, search.ceiling());
        nodes += search.nodes();
        return value;
    };

    json out;
    out["id"] = p.id;
    out["game"] = std::string(p.game->id());
    out["contract"] = plan.contract;
    out["declarer_side"] = plan.declarerSide;
    json cards = json::array();
    std::vector<int> played(p.seats()), mistakes(p.seats()), costs(p.seats());

    Stage stage{plan.start, plan.banked};
    int before = finalValue(stage);
    for (size_t i = 0; i < play.size(); ++i) {
        const std::string field = "play[" + std::to_string(i) + "]";
        int bit = 0;
        try {
            bit = legalBit(play[i], field, p, t, stage.position);
        } catch (const ProblemError& e) {
            out["error"] = e.what();
            out["field"] = e.field;
            break;
        }
        const int seat = stage.position.toPlay();
        Stage next = stage;
        next.banked += bankedGain(t, objective, playCard(t, next.position, bit));
        const int after = finalValue(next);

        // The cards that keep the value: the played card's class is known
        // now; every other distinct card asks one null-window question.
        const bool wantsHigh = objective.isMaximizer(seat);
        Search here(t, objective, table, stage.position);
        const int toCome = before - stage.banked;
        CardSet keeping = 0;
        for (int move : bitsOf(here.rootMoves())) {
            const CardSet same = here.equivalentsOf(move);
            const bool keeps = (same & bitOf(bit)) ? after == before
                               : wantsHigh         ? here.reachesAfter(move, toCome)
                                                   : !here.reachesAfter(move, toCome + 1);
            if (keeps) keeping |= same;
        }
        nodes += here.nodes();
        json best = json::array();
        for (CardSet rest = keeping; rest; rest &= ~bitOf(highestIndex(rest)))
            best.push_back(cardName(Card::fromId(t.printedOf[highestIndex(rest)])));

        const int cost = wantsHigh ? before - after : after - before;
        json entry = {{"index", i}, {"seat", seat}, {"card", cardName(Card::fromId(t.printedOf[bit]))}};
        entry.update(shownValue(plan, before, "_before"));
        entry.update(shownValue(plan, after, "_after"));
        entry["cost"] = cost;
        entry["best"] = best;
        cards.push_back(entry);
        ++played[seat];
        mistakes[seat] += cost > 0;
        costs[seat] += cost;
        stage = next;
        before = after;
    }
    out["cards"] = cards;
    json summary = json::array();
    for (int s = 0; s < p.seats(); ++s)
        summary.push_back({{"seat", s}, {"cards", played[s]}, {"mistakes", mistakes[s]}, {"cost", costs[s]}});
    out["summary"] = summary;
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    out["stats"] = {{"nodes", nodes}, {"time_ms", std::round(ms * 1000) / 1000}};
    return out;
}

}  // namespace soloist
