#include "analysis/simulate.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <map>
#include <mutex>
#include <set>


#include "analysis/parallel.h"
#include "analysis/worker_table.h"
#include "games/game.h"
#include "io/notation.h"
#include "io/problem_reader.h"
#include "io/sample_reader.h"

namespace soloist {

namespace {

using nlohmann::json;

// The seat judging its hand: the contract's declarer, else the one seen hand.
int declarerSeat(const json& problem, const DealKnowledge& k) {
    const json contract = problem.value("contract", json(nullptr));
    if (contract.is_object() && contract.contains("declarer"))
        return readSeat(contract["declarer"], "contract.declarer", *k.game);
    int seen = -1;
    for (int s = 0; s < int(k.hands.size()); ++s)
        if (k.hands[s]) {
            if (seen >= 0) throw ProblemError("contract.declarer", "required when more than one hand is seen");
            seen = s;
        }
    if (seen < 0) throw ProblemError("contract.declarer", "required when no hand is seen");
    return seen;
}

// The contracts the declarer could choose, tried on one sampled deal: every
// type and trump, each card it could call, each partner it could name. What
// the declarer may bid depends on its own cards only, so one deal tells.
std::vector<json> declarerContracts(const json& deal, const Game& game, int declarer, json& skipped) {
    std::vector<json> out;
    std::set<std::string> normalised;
    const auto tryContract = [&](const json& contract) -> std::optional<ProblemError> {
        json problem = deal;
        problem["contract"] = contract;
        try {
            const Problem p = readProblem(problem);
            const std::vector<Plan> plans = p.game->plans(p);
            if (normalised.insert(plans.front().contract.dump()).second) out.push_back(contract);
            return std::nullopt;
        } catch (const ProblemError& e) {
            return e;
        }
    };
    std::vector<std::string> types = game.contractTypes();
    std::vector<json> trumps = {nullptr, "S", "H", "D", "C", "N"};
    if (game.id() == "bridge") {
        types.clear();
        for (int level = 1; level <= 7; ++level)
            for (const char* strain : {"C", "D", "H", "S", "N"}) types.push_back(std::to_string(level) + strain);
        trumps = {nullptr};
    }
    const CardSet own = readHand(deal["hands"][declarer], "hands", game);
    for (const std::string& type : types) {
        const size_t before = out.size();
        std::optional<std::string> reason;
        for (const json& trump : trumps) {
            json contract = {{"type", type}, {"declarer", declarer}};
            if (!trump.is_null()) contract["trump"] = trump;
            const auto error = tryContract(contract);
            if (!error) continue;
            if (error->field == "contract.call") {
                // Another seat's card names a partner; the declarer's own, to
                // play alone, only when no other card may be called. Where any
                // card may be called, players call an ace or a king.
                CardSet acesAndKings = 0;
                for (int suit = 0; suit < kSuits; ++suit)
                    acesAndKings |= setOf(Card(Suit(suit), Ace)) | setOf(Card(Suit(suit), King));
                for (CardSet callable : {game.deck() & ~own & acesAndKings, game.deck() & ~own, game.deck() & own}) {
                    const size_t calls = out.size();
                    for (Card card : cardsInOrder(callable)) {
                        json called = contract;
                        called["call"] = cardName(card);
                        tryContract(called);
                    }
                    if (out.size() > calls) break;
                }
            } else if (error->field == "contract.partner") {
                for (int partner = 0; partner < game.seats(); ++partner) {
                    if (partner == declarer) continue;
                    json withPartner = contract;
                    withPartner["partner"] = partner;
                    tryContract(withPartner);
                }
            } else if (error->field != "contract.trump" && !reason) {
                reason = error->what();
            }
        }
        if (out.size() == before)
            skipped.push_back({{"contract", {{"type", type}, {"declarer", declarer}}},
                               {"reason", reason.value_or("not open to this hand")}});
    }
    return out;
}

// 95% Wilson score interval for `made` successes in `n` trials.
json wilson(int made, int n) {
    if (n == 0) return {nullptr, nullptr};
    const double z = 1.959963984540054, p = double(made) / n, z2n = z * z / n;
    const double centre = (p + z2n / 2) / (1 + z2n);
    const double half = z * std::sqrt(p * (1 - p) / n + z2n / (4.0 * n)) / (1 + z2n);
    const auto round4 = [](double x) { return std::round(std::clamp(x, 0.0, 1.0) * 1e4) / 1e4; };
    return {round4(centre - half), round4(centre + half)};
}

double round3(double x) { return std::round(x * 1000) / 1000; }

// What a result counts: tricks, else points (null when neither is settled).
json countOf(const json& result) { return result["tricks"].is_number() ? result["tricks"] : result["points"]; }

// One contract over every sample.
json summarise(const json& contract, const std::vector<const json*>& results) {
    int solved = 0, settled = 0, made = 0, counted = 0, scored = 0, errors = 0;
    double countSum = 0, scoreSum = 0;
    std::map<double, int> spread;
    json echo = contract;
    bool points = false;
    for (const json* r : results) {
        if (r->contains("error")) {
            ++errors;
            continue;
        }
        if (solved++ == 0) echo = (*r)["contract"];
        points = points || (*r)["points"].is_number();
        if ((*r)["makeable"].is_boolean()) {
            ++settled;
            made += (*r)["makeable"].get<bool>();
        }
        if (const json n = countOf(*r); n.is_number()) {
            ++counted;
            countSum += n.get<double>();
            ++spread[n.get<double>()];
        }
        if ((*r)["score"].is_number()) {
            ++scored;
            scoreSum += (*r)["score"].get<double>();
        }
    }
    json out;
    out["contract"] = echo;
    out["samples"] = solved;
    out["p_make"] = settled ? json(round3(double(made) / settled)) : json(nullptr);
    out["p_make_95"] = wilson(made, settled);
    out["measure"] = points ? "points" : "tricks";
    out["mean"] = counted ? json(round3(countSum / counted)) : json(nullptr);
    json distribution = json::object();
    for (const auto& [value, n] : spread)
        distribution[value == std::floor(value) ? std::to_string((long long)value) : json(value).dump()] = n;
    out["distribution"] = distribution;
    out["expected_score"] = scored == solved && solved ? json(round3(scoreSum / scored)) : json(nullptr);
    if (settled < solved) out["unsettled"] = solved - settled;
    if (counted < solved) out["uncounted"] = solved - counted;
    if (errors) out["errors"] = errors;
    return out;
}

// Every opening card over the samples, best first for the seat on lead.
json summariseLeads(const std::vector<const json*>& results, bool leaderDeclares) {
    struct Tally { int n = 0, settled = 0, made = 0, counted = 0; double sum = 0; };
    std::map<std::string, Tally> cards;
    for (const json* r : results) {
        if (!r->contains("leads")) continue;
        for (const json& lead : (*r)["leads"]) {
            Tally& t = cards[lead["card"].get<std::string>()];
            ++t.n;
            if (lead.contains("makeable") && lead["makeable"].is_boolean()) {
                ++t.settled;
                t.made += lead["makeable"].get<bool>();
            }
            if (const json n = lead.value("tricks", lead.value("points", json(nullptr))); n.is_number()) {
                ++t.counted;
                t.sum += n.get<double>();
            }
        }
    }
    json out = json::array();
    for (const auto& [card, t] : cards)
        out.push_back({{"card", card},
                       {"samples", t.n},
                       {"p_make", t.settled ? json(round3(double(t.made) / t.settled)) : json(nullptr)},
                       {"mean", t.counted ? json(round3(t.sum / t.counted)) : json(nullptr)}});
    std::stable_sort(out.begin(), out.end(), [&](const json& a, const json& b) {
        const double pa = a["p_make"].is_number() ? a["p_make"].get<double>() : 0.5;
        const double pb = b["p_make"].is_number() ? b["p_make"].get<double>() : 0.5;
        if (pa != pb) return leaderDeclares ? pa > pb : pa < pb;
        const double ma = a["mean"].is_number() ? a["mean"].get<double>() : 0;
        const double mb = b["mean"].is_number() ? b["mean"].get<double>() : 0;
        return leaderDeclares ? ma > mb : ma < mb;
    });
    return out;
}

}  // namespace

json simulateProblem(const json& problem, const SimulateRequest& request) {
    const auto started = std::chrono::steady_clock::now();
    if (request.samples < 1 || request.samples > 1000000)
        throw ProblemError("samples", "must be from 1 to 1000000");
    const DealKnowledge knowledge = readDealKnowledge(problem);
    const Game& game = *knowledge.game;

    // The contracts to judge, fixed on the first sample.
    const json first = sampledProblem(problem, sampleDeal(knowledge, request.seed, 0), 0);
    json skipped = json::array();
    std::vector<json> contracts;
    if (request.allContracts) {
        if (request.leads) throw ProblemError("leads", "opening leads are judged for one contract, not for all");
        contracts = declarerContracts(first, game, declarerSeat(problem, knowledge), skipped);
        if (contracts.empty()) throw ProblemError("contract", "no contract is open to this hand");
    } else {
        if (!problem.contains("contract")) throw ProblemError("contract", "required (or judge every contract: --contracts all)");
        const Problem p = readProblem(first);  // names a bad contract before any solving
        p.game->plans(p);
        contracts = {problem["contract"]};
    }

    SolveRequest solve;
    solve.leads = request.leads;
    solve.leadVerdicts = true;
    solve.question = request.question;
    solve.budgetMs = request.budgetMs;
    struct Sample {
        json problem;
        std::vector<json> results;
        int attempts = 0;
    };
    std::vector<Sample> samples(request.samples);
    std::mutex progressLock;
    int done = 0;
    runIsolated(request.threads, [&] {
        parallelFor(request.samples, [&](int i) {
            const SampledDeal deal = sampleDeal(knowledge, request.seed, uint64_t(i));
            Sample& s = samples[i];
            s.attempts = deal.attempts;
            s.problem = sampledProblem(problem, deal, uint64_t(i));
            for (const json& contract : contracts) {
                json withContract = s.problem;
                withContract["contract"] = contract;
                try {
                    const Problem p = readProblem(withContract);
                    SolveRequest asked = solve;
                    if (p.budgetMs) asked.budgetMs = p.budgetMs;
                    s.results.push_back(solveProblem(p, asked, workerTable()));
                } catch (const ProblemError& e) {
                    s.results.push_back({{"error", e.what()}, {"field", e.field}});
                }
            }
            if (request.progress) {
                std::lock_guard lock(progressLock);
                request.progress(++done, request.samples);
            }
        });
    });

    uint64_t nodes = 0;
    long attempts = 0;
    json entries = json::array();
    for (size_t c = 0; c < contracts.size(); ++c) {
        std::vector<const json*> results;
        for (const Sample& s : samples) {
            results.push_back(&s.results[c]);
            if (s.results[c].contains("stats")) nodes += s.results[c]["stats"]["nodes"].get<uint64_t>();
        }
        entries.push_back(summarise(contracts[c], results));
    }
    for (const Sample& s : samples) attempts += s.attempts;

    // Best: the highest expected score, then the likeliest to make.
    const json* best = nullptr;
    const auto merit = [](const json& e) {
        const double score = e["expected_score"].is_number() ? e["expected_score"].get<double>()
                                                              : -std::numeric_limits<double>::infinity();
        const double make = e["p_make"].is_number() ? e["p_make"].get<double>() : -1;
        return std::pair{score, make};
    };
    for (const json& e : entries)
        if (e["samples"].get<int>() > 0 && (!best || merit(e) > merit(*best))) best = &e;

    json out;
    out["id"] = problem.value("id", json(nullptr));
    out["game"] = std::string(game.id());
    out["samples"] = request.samples;
    out["seed"] = request.seed;
    out["question"] = request.question == Question::Exact ? "exact" : "makeable";
    out["contracts"] = entries;
    out["best"] = best ? (*best)["contract"] : json(nullptr);
    if (request.leads) {
        json withContract = first;
        withContract["contract"] = contracts.front();
        const Problem p = readProblem(withContract);
        const int leader = p.leader.value_or(game.defaultLeader(p));
        const json& side = samples.front().results.front().value("declarer_side", json::array());
        const bool leaderDeclares = std::find(side.begin(), side.end(), leader) != side.end();
        std::vector<const json*> results;
        for (const Sample& s : samples) results.push_back(&s.results.front());
        out["leader"] = leader;
        out["leads"] = summariseLeads(results, leaderDeclares);
    }
    if (!skipped.empty()) out["skipped"] = skipped;
    if (request.keepSamples) {
        json records = json::array();
        for (const Sample& s : samples) records.push_back({{"problem", s.problem}, {"results", s.results}});
        out["sample_records"] = records;
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    out["stats"] = {{"nodes", nodes}, {"time_ms", std::round(ms * 1000) / 1000}, {"deals_drawn", attempts}};
    return out;
}

}  // namespace soloist
