#include "games/plan_builder.h"

#include <algorithm>

#include "cards/notation.h"
#include "search/moves.h"

namespace soloist {

std::string trumpName(int trump) { return trump == kNoTrump ? "N" : std::string(1, "SHDC"[trump]); }

uint8_t seatMask(const std::vector<int>& seats) {
    uint8_t mask = 0;
    for (int s : seats) mask |= uint8_t(1u << s);
    return mask;
}

std::vector<int> otherSeats(int seats, const std::vector<int>& side) {
    std::vector<int> out;
    for (int s = 0; s < seats; ++s)
        if (std::find(side.begin(), side.end(), s) == side.end()) out.push_back(s);
    return out;
}

int chosenTrump(const ContractRequest& c, const std::vector<int>& allowed) {
    std::string names;
    for (int t : allowed) {
        if (!names.empty()) names += ", ";
        names += trumpName(t);
    }
    if (!c.trump) throw ProblemError("contract.trump", "required for " + c.type + " (one of " + names + ")");
    if (std::find(allowed.begin(), allowed.end(), *c.trump) == allowed.end())
        throw ProblemError("contract.trump", trumpName(*c.trump) + " is not allowed for " + c.type +
                                                 " (one of " + names + ")");
    return *c.trump;
}

int fixedTrump(const ContractRequest& c, int trump) {
    if (c.trump && *c.trump != trump)
        throw ProblemError("contract.trump", c.type + " is played with trump " + trumpName(trump) +
                                                 ", not " + trumpName(*c.trump));
    return trump;
}

Card calledCard(const Problem& p) {
    if (!p.contract.call) throw ProblemError("contract.call", "required for " + p.contract.type);
    const Card called = *p.contract.call;
    if (p.holderOf(called) < 0)
        throw ProblemError("contract.call", cardName(called) +
                                                " is no longer in play, so its holder cannot be known");
    return called;
}

std::vector<int> sideWithCalled(const Problem& p, Card called) {
    const int declarer = p.contract.declarer;
    const int holder = p.holderOf(called);
    if (holder == declarer || holder < 0) return {declarer};
    return {declarer, holder};
}

Position startPosition(const Problem& p, const GameTables& t) {
    Position pos;
    pos.seats = p.seats();
    pos.leader = p.leader.value_or(0);
    for (int s = 0; s < pos.seats; ++s) {
        pos.hands[s] = t.toLanes(p.hands[s]);
        pos.tallies[s] = uint8_t(p.wonTricks[s]);
    }
    for (size_t i = 0; i < p.trick.size(); ++i) {
        const int seat = (pos.leader + int(i)) % pos.seats;
        const int bit = t.laneBitOf[p.trick[i].id];
        // The hand the card came from: what the seat holds now, plus the card.
        const CardSet handThen = pos.hands[seat] | bitOf(bit);
        const CardSet legal = legalCards(t, handThen, i == 0 ? -1 : pos.trick[0]);
        if (!(legal & bitOf(bit)))
            throw ProblemError("trick", cardName(p.trick[i]) + " (seat " + std::to_string(seat) +
                                            ") breaks the following rule: it must play one of " +
                                            handName(t.toPrinted(legal)));
        pos.trick[i] = uint8_t(bit);
    }
    pos.played = int(p.trick.size());
    return pos;
}

void unknownContract(const Game& game, const std::string& type) {
    std::string known;
    for (const std::string& t : game.contractTypes()) known += (known.empty() ? "" : ", ") + t;
    throw ProblemError("contract.type",
                       "unknown " + std::string(game.id()) + " contract \"" + type + "\" (" + known + ")");
}

const ContractKind& contractKindOf(const Game& game, const ContractRequest& c) {
    if (!c.kind) unknownContract(game, c.type);
    return *c.kind;
}

int kindTrump(const ContractRequest& c, const ContractKind& kind) {
    return kind.trumps.empty() ? fixedTrump(c, kind.fixedTrump.value()) : chosenTrump(c, kind.trumps);
}

Verdict trickVerdict(int tricks, bool made) {
    Verdict v;
    v.tricks = tricks;
    v.makeable = made;
    v.outcome = made ? "made" : "failed";
    return v;
}

ContractEcho contractEcho(const Problem& p, int trump, ContractTarget target) {
    const ContractRequest& c = p.contract;
    ContractEcho echo;
    echo.type = c.type;
    if (c.kind) echo.kind = c.kind->type;
    echo.declarer = c.declarer;
    echo.trump = trump;
    echo.call = c.call;
    echo.partner = c.partner;
    echo.give = c.give;
    echo.discard = c.discard;
    echo.target = std::move(target);
    return echo;
}

namespace {

Plan basePlan(const Problem& p, std::shared_ptr<const GameTables> tables,
              std::vector<int> declarerSide) {
    Plan plan;
    plan.start = startPosition(p, *tables);
    plan.tables = std::move(tables);
    plan.declarerSide = std::move(declarerSide);
    return plan;
}

}  // namespace

Plan trickPlan(const Problem& p, std::shared_ptr<const GameTables> tables,
               std::vector<int> declarerSide, Aim aim) {
    Plan plan = basePlan(p, std::move(tables), std::move(declarerSide));
    const uint8_t side = seatMask(plan.declarerSide);
    plan.objective.measure = Measure::Tricks;
    plan.objective.countingSide = side;
    plan.objective.maximizer = aim == Aim::Most ? side : uint8_t(((1u << p.seats()) - 1) & ~side);
    plan.declarerWantsHigh = aim == Aim::Most;
    for (int s : plan.declarerSide) plan.banked += p.wonTricks[s];
    const int rest = count(p.hands[plan.start.toPlay()]);
    plan.lowest = plan.banked;
    plan.highest = plan.banked + rest;
    plan.leadValue = [](int v) {
        LeadValue shown;
        shown.tricks = v;
        return shown;
    };
    return plan;
}

Plan pointsPlan(const Problem& p, std::shared_ptr<const GameTables> tables, Aim aim,
                int bankedPoints) {
    const int declarer = p.contract.declarer;
    Plan plan = basePlan(p, std::move(tables), {declarer});
    const uint8_t side = seatMask(plan.declarerSide);
    plan.objective.measure = Measure::Points;
    plan.objective.countingSide = side;
    plan.objective.maximizer = aim == Aim::Most ? side : uint8_t(((1u << p.seats()) - 1) & ~side);
    plan.declarerWantsHigh = aim == Aim::Most;
    plan.banked = p.wonPoints[declarer] + bankedPoints;
    CardSet live = 0;
    for (int s = 0; s < p.seats(); ++s) live |= plan.start.hands[s];
    for (int i = 0; i < plan.start.played; ++i) live |= bitOf(plan.start.trick[i]);
    plan.lowest = plan.banked;
    plan.highest = plan.banked + plan.tables->pointsOf(live);
    plan.leadValue = [](int v) {
        LeadValue shown;
        shown.points = v;
        return shown;
    };
    return plan;
}

}  // namespace soloist
