#include "reference/random_problems.h"

#include "reference/reference_solver.h"

#include <algorithm>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace soloist::reference {

using nlohmann::json;

namespace {

// Own uniform helpers (std distributions are not portable across libraries).
struct Rng {
    std::mt19937_64 g;
    explicit Rng(uint64_t seed) : g(seed) {}
    int below(int n) { return n <= 1 ? 0 : static_cast<int>(g() % static_cast<uint64_t>(n)); }
    bool chance(int percent) { return below(100) < percent; }
    template <class T>
    const T& pick(const std::vector<T>& v) {
        if (v.empty()) throw std::runtime_error("random_problems: pick from empty list");
        return v[below(static_cast<int>(v.size()))];
    }
    template <class T>
    void shuffle(std::vector<T>& v) {
        for (int i = static_cast<int>(v.size()) - 1; i > 0; --i) std::swap(v[i], v[below(i + 1)]);
    }
};

std::vector<std::string> contractTypes(const std::string& g) {
    if (g == "german-solo") return {"frog", "solo", "tout", "beg", "big-beg", "small-beg"};
    if (g == "spanish-solo") return {"simple", "solo", "tout"};
    if (g == "ombre") return {"entrada", "vuelta", "solo"};
    if (g == "quadrille" || g == "quintille") return {"ask-leave", "solo", "vole", "forced-spadille"};
    if (g == "solo-whist")
        return {"prop", "solo", "misere", "abundance", "royal-abundance", "misere-ouverte", "slam"};
    if (g == "six-bid-solo") return {"simple", "heart", "misere", "guarantee", "spread-misere", "call"};
    if (g == "frog") return {"frog", "chico", "grand"};
    if (g == "bridge") return {"level", "strain"};
    throw std::runtime_error("random_problems: unknown game " + g);
}

std::string suitStr(char s) { return std::string(1, s); }

// The state of one problem under construction.
struct Gen {
    std::string game;
    int n = 0;
    std::vector<std::vector<Card>> hands;  // before the partial trick is taken out
    std::vector<Card> widow;
    json contract;
    json variant;             // null when none
    int declarer = 0;
    std::vector<bool> side;   // declarer side (for biasing "won")
    char playTrump = 'N';     // trump for generating legal trick cards
    bool renege = false;
    bool allowTrick = true;
    int noTrickSeat = -1;     // a seat that must not have played to the trick yet

    int holder(const Card& c) const {
        for (int s = 0; s < n; ++s)
            if (std::find(hands[s].begin(), hands[s].end(), c) != hands[s].end()) return s;
        return -1;
    }
    bool holds(int s, const Card& c) const { return holder(c) == s; }
    std::vector<Card> inPlay() const {
        std::vector<Card> out;
        for (const auto& h : hands) out.insert(out.end(), h.begin(), h.end());
        return out;
    }
};

int defaultLeaderFor(const Gen& g, const std::string& type) {
    if (g.game == "solo-whist" && type == "slam") return g.declarer;
    if (g.game == "six-bid-solo" && type == "spread-misere") return (g.declarer + 1) % g.n;
    if (g.game == "bridge") return (g.declarer + 1) % g.n;
    return 0;
}

// Picks a called card among `cands`: usually one the declarer does not hold,
// sometimes (when `allowHeld`) one the declarer holds. false if none.
bool pickCall(Gen& g, Rng& rng, const std::vector<Card>& cands, bool allowHeld, Card& out) {
    std::vector<Card> notHeld, held;
    for (const Card& c : cands) (g.holds(g.declarer, c) ? held : notHeld).push_back(c);
    if (allowHeld && !held.empty() && (notHeld.empty() || rng.chance(15))) {
        out = rng.pick(held);
        return true;
    }
    if (notHeld.empty()) return false;
    out = rng.pick(notHeld);
    return true;
}

void setSide(Gen& g, int partner) {
    g.side.assign(g.n, false);
    g.side[g.declarer] = true;
    if (partner >= 0) g.side[partner] = true;
}

const std::vector<char> kAllSuits = {'S', 'H', 'D', 'C'};
const std::vector<char> kNonHearts = {'S', 'C', 'D'};

// Fills contract/variant for `type`; false when the deal does not allow it.
bool chooseContract(Gen& g, Rng& rng, const std::string& type) {
    const std::string& game = g.game;
    json c;
    c["type"] = type;
    g.variant = nullptr;
    g.allowTrick = true;
    g.noTrickSeat = -1;
    g.renege = false;
    g.declarer = rng.below(g.n);
    int partner = -1;
    const std::vector<Card> live = g.inPlay();
    auto aces = [&](bool plainOnly, char trump) {
        std::vector<Card> out;
        for (const Card& x : live)
            if (x.rank == 'A' && (!plainOnly || x.suit != trump)) out.push_back(x);
        return out;
    };

    if (game == "german-solo" || game == "spanish-solo") {
        json v;
        g.renege = rng.chance(50);
        v["matador_renege"] = g.renege;
        if (rng.chance(30)) v["color"] = suitStr(rng.pick(kAllSuits));
        g.variant = v;
        const char trump = rng.pick(kAllSuits);
        c["trump"] = suitStr(trump);
        g.playTrump = trump;
        Card call{};
        if (type == "frog") {
            if (!pickCall(g, rng, live, true, call)) return false;
        } else if (type == "beg") {
            std::vector<int> ok;
            for (int s = 0; s < g.n; ++s)
                if (!(g.holds(s, Card{'C', 'Q'}) && g.holds(s, Card{'S', 'Q'}))) ok.push_back(s);
            if (ok.empty()) return false;
            g.declarer = rng.pick(ok);
            if (!pickCall(g, rng, aces(true, trump), true, call)) return false;
        } else if (type == "big-beg" || type == "simple") {
            if (!pickCall(g, rng, aces(false, trump), true, call)) return false;
        } else if (type == "small-beg") {
            int h = g.holder(Card{'C', 'Q'});
            if (h >= 0) g.declarer = h;
            if (!pickCall(g, rng, aces(false, trump), true, call)) return false;
        }
        if (type == "frog" || type == "beg" || type == "big-beg" || type == "small-beg" || type == "simple") {
            c["call"] = cardString(call);
            int h = g.holder(call);
            if (h != g.declarer) partner = h;
        }
    } else if (game == "ombre") {
        const char trump = rng.pick(kAllSuits);
        c["trump"] = suitStr(trump);
        g.playTrump = trump;
        g.renege = true;
    } else if (game == "quadrille" || game == "quintille") {
        const char trump = rng.pick(kAllSuits);
        c["trump"] = suitStr(trump);
        g.playTrump = trump;
        g.renege = true;
        if (type == "ask-leave" || type == "forced-spadille") {
            if (type == "forced-spadille") {
                int h = g.holder(Card{'S', 'A'});
                if (h >= 0) g.declarer = h;
            }
            // A king not held by the declarer; a queen only when the declarer
            // holds all four kings (all in play). Other cases are skipped.
            std::vector<Card> kings, queens;
            int kingsHeld = 0, kingsLive = 0;
            for (const Card& x : live) {
                if (x.rank == 'K') {
                    ++kingsLive;
                    if (g.holds(g.declarer, x)) ++kingsHeld;
                    else kings.push_back(x);
                }
                if (x.rank == 'Q' && !g.holds(g.declarer, x)) queens.push_back(x);
            }
            Card call{};
            if (!kings.empty()) call = rng.pick(kings);
            else if (kingsLive == 4 && kingsHeld == 4 && !queens.empty()) call = rng.pick(queens);
            else return false;
            c["call"] = cardString(call);
            partner = g.holder(call);
        }
    } else if (game == "solo-whist") {
        if (type == "misere" || type == "misere-ouverte" || type == "slam") {
            if (rng.chance(50)) c["trump"] = "N";
            g.playTrump = 'N';
        } else {
            const char trump = rng.pick(kAllSuits);
            c["trump"] = suitStr(trump);
            g.playTrump = trump;
            if (type == "prop") {
                partner = (g.declarer + 1 + rng.below(g.n - 1)) % g.n;
                c["partner"] = partner;
            }
        }
    } else if (game == "six-bid-solo") {
        if (rng.chance(30)) g.variant = json{{"misere_points", rng.chance(70)}};
        if (type == "simple") {
            g.playTrump = rng.pick(kNonHearts);
            c["trump"] = suitStr(g.playTrump);
        } else if (type == "heart") {
            g.playTrump = 'H';
            if (rng.chance(50)) c["trump"] = "H";
        } else if (type == "misere" || type == "spread-misere") {
            g.playTrump = 'N';
            if (rng.chance(50)) c["trump"] = "N";
        } else if (type == "guarantee") {
            g.playTrump = rng.pick(kAllSuits);
            c["trump"] = suitStr(g.playTrump);
        } else if (type == "call") {
            g.allowTrick = false;  // the exchange would change which plays were legal
            if (rng.chance(50)) c["trump"] = suitStr(rng.pick(kAllSuits));
            std::vector<Card> cands;
            for (int s = 0; s < g.n; ++s)
                if (s != g.declarer) cands.insert(cands.end(), g.hands[s].begin(), g.hands[s].end());
            cands.insert(cands.end(), g.widow.begin(), g.widow.end());
            bool callInWidow = false;
            if (rng.chance(50)) {
                Card call = rng.pick(cands);
                c["call"] = cardString(call);
                callInWidow = std::find(g.widow.begin(), g.widow.end(), call) != g.widow.end();
            }
            if (!callInWidow && rng.chance(50)) c["give"] = cardString(rng.pick(g.hands[g.declarer]));
        }
    } else if (game == "frog") {
        if (type == "frog") {
            g.playTrump = 'H';
            if (rng.chance(50)) c["trump"] = "H";
            // The declarer's hand changes with the discard: let the declarer
            // not have played to the current trick yet.
            g.noTrickSeat = g.declarer;
            if (rng.chance(50)) {
                std::vector<Card> pool = g.hands[g.declarer];
                pool.insert(pool.end(), g.widow.begin(), g.widow.end());
                rng.shuffle(pool);
                c["discard"] = json::array({cardString(pool[0]), cardString(pool[1]), cardString(pool[2])});
            }
        } else if (type == "chico") {
            g.playTrump = rng.pick(kNonHearts);
            c["trump"] = suitStr(g.playTrump);
        } else {  // grand
            g.playTrump = 'H';
            if (rng.chance(50)) c["trump"] = "H";
        }
    } else if (game == "bridge") {
        const std::string strains = "SHDCN";
        const char strain = strains[rng.below(5)];
        g.playTrump = strain;
        if (type == "level") {
            c["type"] = std::to_string(1 + rng.below(7)) + std::string(1, strain);
            if (rng.chance(40)) c["vulnerable"] = rng.chance(50);
        } else {
            c["type"] = std::string(1, strain);
        }
        partner = (g.declarer + 2) % 4;
    }
    c["declarer"] = g.declarer;
    g.contract = c;
    setSide(g, partner);
    return true;
}

json makeProblem(const std::string& game, int index, int tricksLeft, uint64_t seed, Rng& rng) {
    Gen g;
    g.game = game;
    g.n = playerCount(game);
    const int full = handSize(game);
    const int left = std::clamp(tricksLeft, 1, full);
    const int played = full - left;

    // Deal the whole deck, then play out random cards.
    std::vector<Card> gone;
    auto dealEnding = [&]() {
        std::vector<Card> deck = deckOf(game);
        rng.shuffle(deck);
        g.hands.assign(g.n, {});
        for (int s = 0; s < g.n; ++s) g.hands[s].assign(deck.begin() + s * full, deck.begin() + (s + 1) * full);
        g.widow.clear();
        if (game == "six-bid-solo" || game == "frog")
            g.widow.assign(deck.begin() + g.n * full, deck.begin() + g.n * full + 3);
        gone.clear();
        for (int s = 0; s < g.n; ++s) {
            rng.shuffle(g.hands[s]);
            gone.insert(gone.end(), g.hands[s].begin() + left, g.hands[s].end());
            g.hands[s].resize(left);
        }
    };

    // Contract: the cycled type on a fresh deal until one allows it (a called
    // card must still be in play); after many tries, the next type that fits.
    const std::vector<std::string> types = contractTypes(game);
    std::string type = types[index % types.size()];
    bool ok = false;
    for (int attempt = 0; attempt < 40 && !ok; ++attempt) {
        dealEnding();
        ok = chooseContract(g, rng, type);
    }
    for (size_t k = 1; k < types.size() && !ok; ++k) {
        type = types[(index + k) % types.size()];
        ok = chooseContract(g, rng, type);
    }
    if (!ok) throw std::runtime_error("random_problems: no contract fits the deal");

    // Leader of the current trick.
    const int defLeader = defaultLeaderFor(g, type);
    const bool omitLeader = rng.chance(35);
    int leader = defLeader;
    if (!omitLeader && played > 0) leader = rng.below(g.n);

    // A partial current trick of legal cards.
    std::vector<Card> trick;
    if (g.allowTrick && rng.chance(45)) {
        int k = 1 + rng.below(g.n - 1);
        if (g.noTrickSeat >= 0) k = std::min(k, (g.noTrickSeat - leader + g.n) % g.n);
        for (int i = 0; i < k; ++i) {
            const int seat = (leader + i) % g.n;
            std::vector<int> moves = legalPlays(game, g.playTrump, g.renege, g.hands[seat], trick);
            const int idx = rng.pick(moves);
            trick.push_back(g.hands[seat][idx]);
            g.hands[seat].erase(g.hands[seat].begin() + idx);
        }
    }

    // Tricks already played: the current leader won one of them (it won the
    // last), sometimes all went to the declarer side.
    std::vector<int> wonTricks(g.n, 0), wonPoints(g.n, 0);
    std::vector<int> winners;
    if (played > 0) {
        std::vector<int> allowed;
        const bool declSideOnly = rng.chance(25) && g.side[leader];
        for (int s = 0; s < g.n; ++s)
            if (!declSideOnly || g.side[s]) allowed.push_back(s);
        winners.push_back(leader);
        for (int i = 1; i < played; ++i) winners.push_back(rng.pick(allowed));
        rng.shuffle(winners);
        rng.shuffle(gone);
        for (int i = 0; i < played; ++i) {
            const int w = winners[i];
            wonTricks[w] += 1;
            for (int c = 0; c < g.n; ++c) wonPoints[w] += cardPoints(game, gone[i * g.n + c]);
        }
    }

    json p;
    p["id"] = game + "-r" + std::to_string(seed) + "-" + std::to_string(index);
    p["game"] = game;
    if (!g.variant.is_null()) p["variant"] = g.variant;
    json hands = json::array();
    for (const auto& h : g.hands) hands.push_back(handString(h));
    p["hands"] = hands;
    if (!g.widow.empty()) p["widow"] = handString(g.widow);
    if (!omitLeader) p["leader"] = leader;
    if (!trick.empty()) {
        json t = json::array();
        for (const Card& c : trick) t.push_back(cardString(c));
        p["trick"] = t;
    }
    p["won"] = json{{"tricks", wonTricks}, {"points", wonPoints}};
    p["contract"] = g.contract;
    return p;
}

}  // namespace

std::vector<std::string> allGames() {
    return {"bridge", "german-solo", "spanish-solo", "solo-whist", "ombre",
            "quadrille", "quintille", "six-bid-solo", "frog"};
}

std::vector<json> randomProblems(const std::string& game, int count, int tricksLeft, uint64_t seed) {
    contractTypes(game);  // throws on an unknown game
    // Mix the game name into the seed (FNV-1a) so games do not share deals.
    uint64_t h = 1469598103934665603ull;
    for (char ch : game) h = (h ^ static_cast<unsigned char>(ch)) * 1099511628211ull;
    Rng rng(seed ^ h);
    std::vector<json> out;
    for (int i = 0; i < count; ++i) out.push_back(makeProblem(game, i, tricksLeft, seed, rng));
    return out;
}

}  // namespace soloist::reference
