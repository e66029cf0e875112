#include "io/simulate_problem.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <mutex>

#include "analysis/deal_sampler.h"
#include "analysis/parallel.h"
#include "analysis/worker_table.h"
#include "cards/notation.h"
#include "games/game.h"
#include "io/json_text.h"
#include "io/problem_reader.h"
#include "io/sample_reader.h"
#include "io/verdict_json.h"

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
std::vector<json> declarerContracts(const json& deal, const Game& game, int declarer,
                                    std::vector<SkippedContract>& skipped) {
    std::vector<json> out;
    std::vector<ContractEcho> normalised;
    const auto tryContract = [&](const json& contract) -> std::optional<ProblemError> {
        json problem = deal;
        problem["contract"] = contract;
        try {
            const Problem p = readProblem(problem);
            const std::vector<Plan> plans = p.game->plans(p);
            const ContractEcho& echo = plans.front().contract;
            if (std::find(normalised.begin(), normalised.end(), echo) == normalised.end()) {
                normalised.push_back(echo);
                out.push_back(contract);
            }
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
            skipped.push_back({type, declarer, reason.value_or("not open to this hand")});
    }
    return out;
}

}  // namespace

SimulateResult simulateProblem(const json& problem, const SimulateRequest& request) {
    const auto started = std::chrono::steady_clock::now();
    if (request.samples < 1 || request.samples > 1000000)
        throw ProblemError("samples", "must be from 1 to 1000000");
    const DealKnowledge knowledge = readDealKnowledge(problem);
    const Game& game = *knowledge.game;

    // The contracts to judge, fixed on the first sample.
    const json first = sampledProblem(problem, sampleDeal(knowledge, request.seed, 0), 0);
    std::vector<SkippedContract> skipped;
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
        std::vector<SampleSolve> results;
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
                    s.results.push_back(e);
                }
            }
            if (request.progress) {
                std::lock_guard lock(progressLock);
                request.progress(++done, request.samples);
            }
        });
    });

    SimulateResult out;
    uint64_t nodes = 0;
    for (size_t c = 0; c < contracts.size(); ++c) {
        std::vector<const SampleSolve*> results;
        for (const Sample& s : samples) {
            results.push_back(&s.results[c]);
            if (const auto* r = std::get_if<SolveResult>(&s.results[c])) nodes += r->stats.nodes;
        }
        out.contracts.push_back(summariseContract(jsonLine(contracts[c]), results));
    }
    for (const Sample& s : samples) out.dealsDrawn += s.attempts;

    out.best = bestContract(out.contracts);

    out.idJson = idText(problem.value("id", json(nullptr)));
    out.game = std::string(game.id());
    out.samples = request.samples;
    out.seed = request.seed;
    out.question = request.question;
    if (request.leads) {
        json withContract = first;
        withContract["contract"] = contracts.front();
        const Problem p = readProblem(withContract);
        const int leader = p.leader.value_or(game.defaultLeader(p));
        const auto* firstResult = std::get_if<SolveResult>(&samples.front().results.front());
        const std::vector<int> side = firstResult ? firstResult->declarerSide : std::vector<int>{};
        const bool leaderDeclares = std::find(side.begin(), side.end(), leader) != side.end();
        std::vector<const SampleSolve*> results;
        for (const Sample& s : samples) results.push_back(&s.results.front());
        out.leader = leader;
        out.leads = summariseLeads(results, leaderDeclares);
    }
    out.skipped = std::move(skipped);
    if (request.keepSamples) {
        out.sampleRecords.emplace();
        for (Sample& s : samples) out.sampleRecords->push_back({jsonLine(s.problem), std::move(s.results)});
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    out.stats = {nodes, std::round(ms * 1000) / 1000};
    return out;
}

}  // namespace soloist
