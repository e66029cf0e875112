#include "analysis/simulate.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "cards/notation.h"

namespace soloist {

namespace {

// 95% Wilson score interval for `made` successes in `n` trials.
std::optional<std::pair<double, double>> wilson(int made, int n) {
    if (n == 0) return std::nullopt;
    const double z = 1.959963984540054, p = double(made) / n, z2n = z * z / n;
    const double centre = (p + z2n / 2) / (1 + z2n);
    const double half = z * std::sqrt(p * (1 - p) / n + z2n / (4.0 * n)) / (1 + z2n);
    const auto round4 = [](double x) { return std::round(std::clamp(x, 0.0, 1.0) * 1e4) / 1e4; };
    return std::pair{round4(centre - half), round4(centre + half)};
}

double round3(double x) { return std::round(x * 1000) / 1000; }

// What a result counts: tricks, else points (unset when neither is settled).
std::optional<int> countOf(const Verdict& v) { return v.tricks ? v.tricks : v.points; }

}  // namespace

ContractOdds summariseContract(std::string askedJson, const std::vector<const SampleSolve*>& results) {
    int settled = 0, made = 0, counted = 0, scored = 0;
    double countSum = 0, scoreSum = 0;
    ContractOdds out;
    out.askedJson = std::move(askedJson);
    for (const SampleSolve* sample : results) {
        const SolveResult* r = std::get_if<SolveResult>(sample);
        if (!r) {
            ++out.errors;
            continue;
        }
        if (out.samples++ == 0) out.contract = r->contract;
        const Verdict& v = r->verdict;
        out.countsPoints = out.countsPoints || v.points;
        if (v.makeable) {
            ++settled;
            made += *v.makeable;
        }
        if (const std::optional<int> n = countOf(v)) {
            ++counted;
            countSum += *n;
            ++out.distribution[*n];
        }
        if (v.score) {
            ++scored;
            scoreSum += *v.score;
        }
    }
    const int solved = out.samples;
    if (settled) out.pMake = round3(double(made) / settled);
    out.pMake95 = wilson(made, settled);
    if (counted) out.mean = round3(countSum / counted);
    if (scored == solved && solved) out.expectedScore = round3(scoreSum / scored);
    out.unsettled = solved - settled;
    out.uncounted = solved - counted;
    return out;
}

std::vector<LeadOdds> summariseLeads(const std::vector<const SampleSolve*>& results, bool leaderDeclares) {
    struct Tally { Card card; int n = 0, settled = 0, made = 0, counted = 0; double sum = 0; };
    std::map<std::string, Tally> cards;  // by name: the order before sorting
    for (const SampleSolve* sample : results) {
        const SolveResult* r = std::get_if<SolveResult>(sample);
        if (!r || !r->leads) continue;
        for (const LeadEntry& lead : *r->leads) {
            Tally& t = cards[cardName(lead.card)];
            t.card = lead.card;
            ++t.n;
            if (lead.judged && lead.makeable) {
                ++t.settled;
                t.made += *lead.makeable;
            }
            const std::optional<int> n = !lead.value ? std::nullopt
                                         : lead.value->tricks ? lead.value->tricks : lead.value->points;
            if (n) {
                ++t.counted;
                t.sum += *n;
            }
        }
    }
    std::vector<LeadOdds> out;
    for (const auto& [name, t] : cards) {
        LeadOdds odds{t.card, t.n, std::nullopt, std::nullopt};
        if (t.settled) odds.pMake = round3(double(t.made) / t.settled);
        if (t.counted) odds.mean = round3(t.sum / t.counted);
        out.push_back(odds);
    }
    std::stable_sort(out.begin(), out.end(), [&](const LeadOdds& a, const LeadOdds& b) {
        const double pa = a.pMake.value_or(0.5), pb = b.pMake.value_or(0.5);
        if (pa != pb) return leaderDeclares ? pa > pb : pa < pb;
        const double ma = a.mean.value_or(0), mb = b.mean.value_or(0);
        return leaderDeclares ? ma > mb : ma < mb;
    });
    return out;
}

std::optional<size_t> bestContract(const std::vector<ContractOdds>& contracts) {
    const auto merit = [](const ContractOdds& e) {
        return std::pair{e.expectedScore.value_or(-std::numeric_limits<double>::infinity()), e.pMake.value_or(-1)};
    };
    std::optional<size_t> best;
    for (size_t c = 0; c < contracts.size(); ++c)
        if (contracts[c].samples > 0 && (!best || merit(contracts[c]) > merit(contracts[*best]))) best = c;
    return best;
}

}  // namespace soloist
