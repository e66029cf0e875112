#include "analysis/play.h"

#include <chrono>
#include <cmath>

#include "games/game.h"
#include "cards/notation.h"
#include "search/moves.h"
#include "search/play_card.h"
#include "search/search.h"

namespace soloist {

namespace {

// The one plan a play is judged against; a choice left open is an error.
const Plan& fixedPlan(const std::vector<Plan>& plans) {
    if (plans.size() == 1) return plans.front();
    const std::vector<std::string> fields =
        plans.front().choice ? choiceFields(*plans.front().choice) : std::vector<std::string>{};
    std::string open;
    for (const std::string& field : fields) open += (open.empty() ? "" : ", ") + field;
    const std::string first = fields.empty() ? "" : "." + fields.front();
    throw ProblemError("contract" + first, "the declarer's choice (" + open +
                                               ") is left to the solver; give it in the contract to analyse a play");
}

// A position with the value the counting side already holds there.
struct Stage {
    Position position;
    int banked = 0;
};

std::string seatText(int seat) { return "seat " + std::to_string(seat); }

// The card played, checked legal for the seat to play; its lane bit.
int legalBit(const PlayedCard& played, const std::string& field, const GameTables& t, const Position& pos) {
    if (const ProblemError* unreadable = std::get_if<ProblemError>(&played)) throw *unreadable;
    const Card card = std::get<Card>(played);
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

PlayResult playResult(const Problem& p, const std::vector<PlayedCard>& play, TranspositionTable& table) {
    const auto started = std::chrono::steady_clock::now();
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

    PlayResult out;
    out.idJson = p.idJson;
    out.game = std::string(p.game->id());
    out.contract = plan.contract;
    out.declarerSide = plan.declarerSide;
    std::vector<int> played(p.seats()), mistakes(p.seats()), costs(p.seats());

    Stage stage{plan.start, plan.banked};
    int before = finalValue(stage);
    for (size_t i = 0; i < play.size(); ++i) {
        const std::string field = "play[" + std::to_string(i) + "]";
        int bit = 0;
        try {
            bit = legalBit(play[i], field, t, stage.position);
        } catch (const ProblemError& e) {
            out.error = e;
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
        std::vector<Card> best;
        for (CardSet rest = keeping; rest; rest &= ~bitOf(highestIndex(rest)))
            best.push_back(Card::fromId(t.printedOf[highestIndex(rest)]));

        const int cost = wantsHigh ? before - after : after - before;
        out.cards.push_back({int(i), seat, Card::fromId(t.printedOf[bit]), plan.leadValue(before),
                             plan.leadValue(after), cost, std::move(best)});
        ++played[seat];
        mistakes[seat] += cost > 0;
        costs[seat] += cost;
        stage = next;
        before = after;
    }
    for (int s = 0; s < p.seats(); ++s) out.summary.push_back({s, played[s], mistakes[s], costs[s]});
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    out.stats = {nodes, std::round(ms * 1000) / 1000};
    return out;
}

}  // namespace soloist
