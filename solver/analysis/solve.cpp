#include "analysis/solve.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>
#include <utility>

#include "analysis/plan_equivalence.h"
#include "analysis/worker_table.h"
#include "games/game.h"
#include "games/plan_builder.h"
#include "search/search.h"

namespace soloist {

namespace {

// The share of a budget a misère's exact count keeps for its ceiling.
constexpr double kCeilingShare = 0.125;

// What every search of one problem is given: the deadline, and the idle
// threads that may help it.
struct SearchSetup {
    const SearchDeadline* deadline = nullptr;
    int helpers = 0;
    const std::atomic<bool>* helpersFrom = nullptr;
    // With a budget, when a misère's climb stops to leave the rest of the
    // budget to its ceiling (see lowerTheCeiling).
    const SearchDeadline* climbDeadline = nullptr;
    void apply(Search& search) const {
        search.setDeadline(deadline);
        search.setHelpers(helpers, helpersFrom);
    }
};

// What the searches proved about one plan: its final value lies in [low, high].
struct Evaluated {
    const Plan* plan = nullptr;
    int low = 0;
    int high = 0;
    bool exact() const { return low == high; }
};

long preferenceOf(const Plan& plan, int value) {
    if (plan.preference) return plan.preference(value);
    return plan.declarerWantsHigh ? value : -value;
}

// "Can the declarer side win the first N tricks of the deal in a row?"
bool winsFirstTricks(const Problem& p, const Plan& plan, TranspositionTable& table, uint64_t& nodes,
                     const SearchSetup& setup) {
    for (int s = 0; s < p.seats(); ++s) {
        const bool onSide = std::find(plan.declarerSide.begin(), plan.declarerSide.end(), s) != plan.declarerSide.end();
        if (!onSide && p.wonTricks[s] > 0) return false;
    }
    const int needed = plan.firstTricks - p.tricksPlayed();
    if (needed <= 0) return true;
    const int remaining = count(plan.start.hands[plan.start.toPlay()]);
    if (needed > remaining) return false;
    Objective run;
    run.measure = Measure::Tricks;
    run.countingSide = run.maximizer = seatMask(plan.declarerSide);
    Search search(*plan.tables, run, table, plan.start, remaining - needed);
    setup.apply(search);
    const bool won = search.reaches(needed);
    nodes += search.nodes();
    return won;
}

// What the declarer side holds, for ordering plans only: its trumps, each
// worth more than any card's points, then its card points.
int holdingStrength(const Plan& plan) {
    if (!plan.declarerWantsHigh) return 0;
    const GameTables& t = *plan.tables;
    int strength = 0;
    for (int s = 0; s < plan.start.seats; ++s) {
        if (!plan.objective.counts(s)) continue;
        const CardSet hand = plan.start.hands[s];
        if (t.trumpLane != kNoTrump) strength += 40 * count(hand & laneMask(t.trumpLane));
        strength += t.pointsOf(hand);
    }
    return strength;
}

// The plans worth searching, most promising first: by the value they bank,
// as the declarer likes it (a Frog discard of points), then by what the
// declarer side holds (a Six-Bid call: trumps, then points), then as listed.
// A plan whose play repeats an earlier one's has its value and is left out.
std::vector<size_t> searchOrder(const std::vector<Plan>& plans) {
    const std::vector<size_t> first = firstWithSamePlay(plans);
    std::vector<size_t> order;
    std::vector<std::pair<long, int>> promise(plans.size());
    for (size_t i = 0; i < plans.size(); ++i) {
        if (first[i] != i) continue;
        order.push_back(i);
        promise[i] = {preferenceOf(plans[i], plans[i].banked), holdingStrength(plans[i])};
    }
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return promise[a] > promise[b]; });
    return order;
}

// A misère's exact count climbs from the bottom (see Search::narrow), so
// the count's upper bound stays at "every trick" until the last search, the
// dearest by far. Given a budget, a climb still going when all but an eighth
// of it is spent stops there, and the rest goes to null-window searches from
// the top down ("can the others force g tricks?" for g = all of them, then
// one fewer, ...), cheap while far above the count (Solo Whist misère as
// bid, deal 49, exact count 7: at most 10 proven in 28 k nodes, at most 9
// in 0.55 M more): a count cut short is then bounded from above too. They
// stop at the budget's end, at the first search that succeeds (the count is
// then known), or at `low`.
bool wantsCeiling(const Plan& plan, const SearchSetup& setup) {
    return setup.climbDeadline && !plan.declarerWantsHigh && plan.objective.measure == Measure::Tricks;
}

void lowerTheCeiling(const Plan& plan, TranspositionTable& table, const SearchSetup& setup, uint64_t& nodes, int& low,
                     int& high) {
    Search search(*plan.tables, plan.objective, table, plan.start);
    setup.apply(search);
    try {
        while (low < high) {
            if (search.reaches(high)) {
                low = high;
                break;
            }
            high = search.provenHigh(high, low);
        }
    } catch (const SearchAborted&) {
    }
    nodes += search.nodes();
}

// Exact mode: every plan's exact value; a later plan only needs to show it
// beats the best so far. Past the deadline: the best plan so far (or the plan
// being searched) with the bounds proven, widened to what the plans not yet
// searched might still give.
Evaluated bestPlan(const std::vector<Plan>& plans, TranspositionTable& table, const SearchSetup& setup,
                   uint64_t& nodes) {
    // The best is found early, so the others need only fail to beat it.
    const std::vector<size_t> order = searchOrder(plans);
    std::optional<Evaluated> best;
    for (size_t at = 0; at < order.size(); ++at) {
        const size_t i = order[at];
        const Plan& plan = plans[i];
        Search search(*plan.tables, plan.objective, table, plan.start);
        setup.apply(search);
        int low = plan.lowest - plan.banked, high = plan.highest - plan.banked;
        try {
            if (best) {
                // The values that would beat the best: a range at the top (or,
                // for a declarer who wants the value low, at the bottom). Of
                // equal plans the first listed is the answer, so a plan listed
                // before the best also takes its place by equalling it.
                const long bestPreference = preferenceOf(*best->plan, best->low);
                const bool tieWins = i < size_t(best->plan - plans.data());
                std::optional<int> edge;
                for (int v = plan.lowest; v <= plan.highest; ++v) {
                    const long preference = preferenceOf(plan, v);
                    if (preference < bestPreference || (preference == bestPreference && !tieWins)) continue;
                    if (plan.declarerWantsHigh) { edge = v; break; }
                    edge = v;
                }
                const bool better = edge && (plan.declarerWantsHigh ? search.reaches(*edge - plan.banked)
                                                                     : !search.reaches(*edge + 1 - plan.banked));
                if (!better) {
                    nodes += search.nodes();
                    continue;
                }
                if (plan.declarerWantsHigh) low = search.provenLow(*edge - plan.banked, high);
                else high = search.provenHigh(*edge + 1 - plan.banked, low);
            }
            if (!best && wantsCeiling(plan, setup)) search.setDeadline(setup.climbDeadline);
            // A plan that beat the best so far most often beats it narrowly.
            search.narrow(low, high, !best ? Expect::Anywhere : plan.declarerWantsHigh ? Expect::NearLow : Expect::NearHigh);
            nodes += search.nodes();
            best = Evaluated{&plan, plan.banked + low, plan.banked + low};
        } catch (const SearchAborted&) {
            nodes += search.nodes();
            if (!best && wantsCeiling(plan, setup) && !setup.deadline->passed())
                lowerTheCeiling(plan, table, setup, nodes, low, high);
            if (!best) return Evaluated{&plan, plan.banked + low, plan.banked + high};
            // The best so far stands, but a plan not yet settled may beat it:
            // the best choice's value lies in the union of their ranges.
            Evaluated out = *best;
            out.low = std::min(out.low, plan.banked + low);
            out.high = std::max(out.high, plan.banked + high);
            for (size_t k = at + 1; k < order.size(); ++k) {
                out.low = std::min(out.low, plans[order[k]].lowest);
                out.high = std::max(out.high, plans[order[k]].highest);
            }
            return out;
        }
    }
    return *best;
}

// Whether two values of a plan read the same way: made or not, and outcome.
bool sameClass(const Plan& plan, int a, int b) {
    const Verdict x = plan.judge(Answer{a, std::nullopt}), y = plan.judge(Answer{b, std::nullopt});
    return x.makeable == y.makeable && x.outcome == y.outcome;
}

// A misère asked whether the declarer must take a trick (or some number of
// tricks): when the others can force it, the line that does is often short,
// while a full-depth search may wander for millions of nodes before it finds
// it (a failed misère as bid: 24 M nodes for a trick forced within four).
// So before the full search, a schedule of cheap attempts: the full search
// capped in nodes (it settles most questions in a few thousand), and
// searches of the next k tricks only, k growing (each about six times the
// last), which can only prove the trick. The schedule stops at a size that
// stays small beside the full searches it saves. Returns the answer when an
// attempt settled it; throws SearchAborted past the deadline.
std::optional<bool> forcedSoon(const Plan& plan, TranspositionTable& table, const SearchSetup& setup,
                               uint64_t& nodes, int target) {
    const int remaining = count(plan.start.hands[plan.start.toPlay()]);
    const auto attempt = [&](int tricks, uint64_t nodeLimit) -> std::optional<bool> {
        Search search(*plan.tables, plan.objective, table, plan.start, tricks ? remaining - tricks : 0);
        setup.apply(search);
        search.setNodeLimit(nodeLimit);
        try {
            const bool reached = search.reaches(target);
            nodes += search.nodes();
            if (reached || !tricks) return reached;
        } catch (const SearchAborted&) {
            nodes += search.nodes();
            if (setup.deadline && setup.deadline->passed()) throw;
        }
        return std::nullopt;
    };
    constexpr uint64_t kUncapped = ~uint64_t(0);
    struct Step {
        int tricks;  // 0: the full search
        uint64_t nodeLimit;
    };
    constexpr Step kSchedule[] = {{0, 16384}, {1, kUncapped}, {2, kUncapped}, {3, kUncapped},
                                  {4, 200000}, {0, 262144},   {5, 1000000}};
    for (const Step& step : kSchedule) {
        if (step.tricks >= remaining) continue;
        if (const std::optional<bool> answer = attempt(step.tricks, step.nodeLimit)) return answer;
    }
    return std::nullopt;
}

// Makeable mode: null-window searches at the values where the verdict
// changes class, until the value is known to lie in one class. Throws
// SearchAborted past the deadline, with the bounds proven in `e`.
void settleClass(const Plan& plan, Search& search, Evaluated& e, TranspositionTable& table,
                 const SearchSetup& setup, uint64_t& nodes) {
    const bool misere = !plan.declarerWantsHigh && plan.objective.measure == Measure::Tricks;
    while (!sameClass(plan, e.low, e.high)) {
        std::vector<int> edges;  // values v whose class differs from v - 1's
        for (int v = e.low + 1; v <= e.high; ++v)
            if (!sameClass(plan, v - 1, v)) edges.push_back(v);
        const int edge = edges[edges.size() / 2];
        std::optional<bool> reached;
        if (misere) reached = forcedSoon(plan, table, setup, nodes, edge - plan.banked);
        if (!reached) reached = search.reaches(edge - plan.banked);
        if (*reached) e.low = edge;
        else e.high = edge - 1;
    }
}

// Makeable mode with choices: the first plan that makes (the choice reported
// is one that makes, not necessarily the best), else the first plan, failed,
// with bounds over every plan.
Evaluated makingPlan(const std::vector<Plan>& plans, TranspositionTable& table, const SearchSetup& setup,
                     uint64_t& nodes, bool& aborted) {
    std::optional<Evaluated> failed;
    // A plan whose play repeats an earlier one's fails with it. (The order
    // stays as listed: the first that makes is the answer, and searching
    // the most promising first measured no faster here.)
    const std::vector<size_t> first = firstWithSamePlay(plans);
    for (size_t i = 0; i < plans.size(); ++i) {
        if (first[i] != i) continue;
        const Plan& plan = plans[i];
        Search search(*plan.tables, plan.objective, table, plan.start);
        setup.apply(search);
        Evaluated e{&plan, plan.lowest, plan.highest};
        try {
            settleClass(plan, search, e, table, setup, nodes);
        } catch (const SearchAborted&) {
            aborted = true;
        }
        nodes += search.nodes();
        const bool makes = plan.judge(Answer{e.low, std::nullopt}).makeable == true &&
                           plan.judge(Answer{e.high, std::nullopt}).makeable == true;
        if (makes || plans.size() == 1) return e;
        if (!failed) failed = Evaluated{&plans.front(), e.low, e.high};
        failed->low = std::min(failed->low, e.low);
        failed->high = std::max(failed->high, e.high);
        if (aborted) return *failed;
    }
    return *failed;
}

// The verdict on a value known to lie in [low, high]: each field as the
// judge gives it when it is the same for every value there, else unset.
Verdict verdictOn(const Plan& plan, int low, int high, std::optional<bool> firstTricks) {
    Verdict v = plan.judge(Answer{low, firstTricks});
    const auto keepIfSame = [](auto& field, const auto& other) {
        if (field != other) field.reset();
    };
    for (int value = low + 1; value <= high; ++value) {
        const Verdict w = plan.judge(Answer{value, firstTricks});
        keepIfSame(v.tricks, w.tricks);
        keepIfSame(v.points, w.points);
        keepIfSame(v.outcome, w.outcome);
        keepIfSame(v.makeable, w.makeable);
        keepIfSame(v.score, w.score);
        for (ExtraField& field : v.extra) {
            const ExtraValue* other = w.findExtra(field.name);
            if (!other || *other != field.value) field.value = std::monostate{};
        }
    }
    return v;
}

// The bounds of what the result counts (tricks, else points) over [low, high].
CountBounds countBounds(const Plan& plan, int low, int high) {
    CountBounds bounds;
    for (int value = low; value <= high; ++value) {
        const Verdict v = plan.judge(Answer{value, std::nullopt});
        const std::optional<int> n = v.tricks ? v.tricks : v.points;
        if (!n) continue;
        if (!bounds.lowest || *n < *bounds.lowest) bounds.lowest = n;
        if (!bounds.highest || *n > *bounds.highest) bounds.highest = n;
    }
    return bounds;
}

}  // namespace

CardSearchRange cardSearchRange(const Plan& plan, int valueLow, int valueHigh) {
    CardSearchRange range{plan.lowest - plan.banked, plan.highest - plan.banked};
    if (plan.objective.isMaximizer(plan.start.toPlay())) {
        range.high = std::clamp(valueHigh - plan.banked, range.low, range.high);
        range.expect = Expect::NearHigh;
    } else {
        range.low = std::clamp(valueLow - plan.banked, range.low, range.high);
        range.expect = Expect::NearLow;
    }
    return range;
}

SolveResult solveProblem(const Problem& p, const SolveRequest& request, TranspositionTable& table) {
    const auto started = std::chrono::steady_clock::now();
    const std::vector<Plan> plans = p.game->plans(p);
    uint64_t nodes = 0;
    std::optional<SearchDeadline> deadline;
    if (request.budgetMs) deadline = SearchDeadline::after(*request.budgetMs);
    const SearchDeadline* limit = deadline ? &*deadline : nullptr;
    std::optional<SearchDeadline> climbDeadline;
    if (deadline) climbDeadline = SearchDeadline::after(*request.budgetMs * (1 - kCeilingShare));
    const SearchSetup setup{limit, request.helpers, request.helpersFrom,
                            climbDeadline ? &*climbDeadline : nullptr};
    const bool askedExact = request.question == Question::Exact;

    bool aborted = false;
    Evaluated best = askedExact ? bestPlan(plans, table, setup, nodes) : makingPlan(plans, table, setup, nodes, aborted);
    const Plan& plan = *best.plan;
    aborted |= askedExact && !best.exact();

    SolveResult out;
    if (request.leads) {
        struct Lead { int bit; int low; int high; };
        std::vector<Lead> values;
        std::optional<Search> search;
        const auto fresh = [&] {
            if (search) nodes += search->nodes();
            search.emplace(*plan.tables, plan.objective, table, plan.start);
            search->setDeadline(limit);
        };
        fresh();
        const CardSearchRange range = cardSearchRange(plan, best.low, best.high);
        for (int move : bitsOf(search->rootMoves())) {
            int l = range.low, h = range.high;
            try {
                search->narrowAfter(move, l, h, range.expect);
            } catch (const SearchAborted&) {
                aborted = true;
                fresh();  // the search that gave up is no longer usable
            }
            for (int bit : bitsOf(search->equivalentsOf(move)))
                values.push_back({bit, plan.banked + l, plan.banked + h});
        }
        nodes += search->nodes();
        // Best first for the seat to play.
        const bool moverWantsHigh = plan.objective.isMaximizer(plan.start.toPlay());
        std::stable_sort(values.begin(), values.end(), [&](const Lead& a, const Lead& b) {
            const int x = moverWantsHigh ? a.low : a.high, y = moverWantsHigh ? b.low : b.high;
            if (x != y) return moverWantsHigh ? x > y : x < y;
            return a.bit > b.bit;
        });
        out.leads.emplace();
        for (const Lead& l : values) {
            LeadEntry entry;
            entry.card = Card::fromId(plan.tables->printedOf[l.bit]);
            if (l.low == l.high) {
                entry.value = plan.leadValue(l.low);
                entry.judged = request.leadVerdicts;
                if (entry.judged) entry.makeable = plan.judge(Answer{l.low, std::nullopt}).makeable;
            } else {
                entry.bounds = countBounds(plan, l.low, l.high);
            }
            out.leads->push_back(entry);
        }
        out.toPlay = plan.start.toPlay();
    }

    std::optional<bool> firstTricks;
    if (plan.firstTricks > 0) {
        try {
            firstTricks = winsFirstTricks(p, plan, table, nodes, setup);
        } catch (const SearchAborted&) {
            aborted = true;
        }
    }
    const Verdict verdict = verdictOn(plan, best.low, best.high, firstTricks);

    out.idJson = p.idJson;
    out.game = std::string(p.game->id());
    out.contract = plan.contract;
    out.declarerSide = plan.declarerSide;
    out.verdict = verdict;
    out.valueLow = best.low;
    out.valueHigh = best.high;
    // Asked only whether it makes, a problem with choices names one that
    // makes; when none does, no choice is best.
    const bool noChoice = !askedExact && plans.size() > 1 && verdict.makeable != true;
    if (!noChoice) out.choice = plan.choice;
    if (!askedExact || request.budgetMs) {
        out.question = request.question;
        // About the result itself; a lead cut short says so in its own entry.
        out.exact = best.exact() && (plan.firstTricks == 0 || firstTricks.has_value());
        if (!best.exact()) out.bounds = countBounds(plan, best.low, best.high);
        out.budgetExhausted = aborted;
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    out.stats = {nodes, std::round(ms * 1000) / 1000};
    return out;
}

}  // namespace soloist
