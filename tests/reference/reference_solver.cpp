// Reference solver: see reference_solver.h. Everything here is written
// directly from docs/RULES.md / docs/FORMAT.md / docs/RULINGS.md and kept as plain as
// possible. Speed is not a goal beyond "small endings in well under a second".
#include "reference/reference_solver.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

namespace soloist::reference {

using nlohmann::json;

namespace {

[[noreturn]] void fail(const std::string& what) { throw std::runtime_error("reference: " + what); }

const std::string kSuits = "SHDC";

int suitIndex(char s) {
    auto p = kSuits.find(s);
    if (p == std::string::npos) fail(std::string("bad suit '") + s + "'");
    return static_cast<int>(p);
}

bool isRed(char suit) { return suit == 'H' || suit == 'D'; }

// ---------------------------------------------------------------- games ----

bool isGermanFamily(const std::string& g) { return g == "german-solo" || g == "spanish-solo"; }
bool isOmbreFamily(const std::string& g) { return g == "ombre" || g == "quadrille" || g == "quintille"; }
bool isWhistFamily(const std::string& g) { return g == "solo-whist" || g == "bridge"; }
bool isSixBidFamily(const std::string& g) { return g == "six-bid-solo" || g == "frog"; }

void checkGame(const std::string& g) {
    if (!isGermanFamily(g) && !isOmbreFamily(g) && !isWhistFamily(g) && !isSixBidFamily(g))
        fail("unknown game '" + g + "'");
}

// Ranks present in each suit of the deck, in printed order high to low.
std::string deckRanks(const std::string& g) {
    checkGame(g);
    if (isGermanFamily(g)) return "AKQJT987";
    if (isOmbreFamily(g)) return "AKQJ765432";
    if (isWhistFamily(g)) return "AKQJT98765432";
    return "AKQJT9876";  // six-bid, frog
}

// docs/RULES.md trump suit ranking, high to low, as explicit cards (permanent
// trumps included). trump is one of S H D C.
std::vector<Card> trumpOrder(const std::string& g, char t) {
    std::vector<Card> out;
    auto add = [&](char s, char r) { out.push_back(Card{s, r}); };
    if (isGermanFamily(g)) {
        // QC (spadille), trump 7 (manille), QS (basta), then trump A K Q J T 9 8,
        // the trump queen only when trumps are red.
        add('C', 'Q');
        add(t, '7');
        add('S', 'Q');
        for (char r : std::string("AKQJT98"))
            if (isRed(t) || r != 'Q') add(t, r);
    } else if (isOmbreFamily(g)) {
        if (isRed(t)) {
            // SA (spadille), trump 7 (manille), CA (basto), trump ace (punto), K Q J 2 3 4 5 6.
            add('S', 'A');
            add(t, '7');
            add('C', 'A');
            add(t, 'A');
            for (char r : std::string("KQJ23456")) add(t, r);
        } else {
            // SA (spadille), trump 2 (manille), CA (basto), K Q J 7 6 5 4 3.
            add('S', 'A');
            add(t, '2');
            add('C', 'A');
            for (char r : std::string("KQJ76543")) add(t, r);
        }
    } else if (isWhistFamily(g)) {
        for (char r : std::string("AKQJT98765432")) add(t, r);
    } else {
        for (char r : std::string("ATKQJ9876")) add(t, r);
    }
    return out;
}

// docs/RULES.md plain-suit ranking (ranks, high to low), permanent trumps removed.
std::string plainOrder(const std::string& g, char suit) {
    if (isGermanFamily(g)) return isRed(suit) ? "AKQJT987" : "AKJT987";  // black queens are trumps
    if (isOmbreFamily(g)) return isRed(suit) ? "KQJA234567" : "KQJ765432";  // black aces are trumps
    if (isWhistFamily(g)) return "AKQJT98765432";
    return "ATKQJ9876";
}

bool hasPermanentTrumps(const std::string& g) { return isGermanFamily(g) || isOmbreFamily(g); }

// Per (game, trump) facts about every card: effective suit and power.
struct Table {
    std::string game;
    char trump = 'N';         // 'N' = no trump
    bool renege = false;      // matador renege in force
    bool mustTrump = false;   // six-bid / frog following rule
    // effSuit: 0..3 plain suits S H D C, 4 = trump; -1 = not in deck.
    int effSuit[4][128];
    int power[4][128];        // larger = stronger within its effective suit
    bool matador[4][128];
    int points[4][128];

    int eff(const Card& c) const { return effSuit[suitIndex(c.suit)][static_cast<unsigned char>(c.rank)]; }
    int pow(const Card& c) const { return power[suitIndex(c.suit)][static_cast<unsigned char>(c.rank)]; }
    bool mat(const Card& c) const { return matador[suitIndex(c.suit)][static_cast<unsigned char>(c.rank)]; }
    int pts(const Card& c) const { return points[suitIndex(c.suit)][static_cast<unsigned char>(c.rank)]; }
};

constexpr int kTrumpLane = 4;

int pointsOfRank(const std::string& g, char r) {
    if (!isSixBidFamily(g)) return 0;
    switch (r) {
        case 'A': return 11;
        case 'T': return 10;
        case 'K': return 4;
        case 'Q': return 3;
        case 'J': return 2;
        default: return 0;
    }
}

Table makeTable(const std::string& g, char trump, bool renegeVariant) {
    checkGame(g);
    Table t;
    t.game = g;
    t.trump = trump;
    t.mustTrump = isSixBidFamily(g);
    t.renege = isOmbreFamily(g) || (isGermanFamily(g) && renegeVariant);
    for (int s = 0; s < 4; ++s)
        for (int r = 0; r < 128; ++r) {
            t.effSuit[s][r] = -1;
            t.power[s][r] = 0;
            t.matador[s][r] = false;
            t.points[s][r] = 0;
        }
    if (trump == 'N') {
        if (hasPermanentTrumps(g)) fail("game " + g + " has no no-trump contracts");
    } else {
        suitIndex(trump);
        std::vector<Card> order = trumpOrder(g, trump);
        const int len = static_cast<int>(order.size());
        for (int i = 0; i < len; ++i) {
            const Card& c = order[i];
            int s = suitIndex(c.suit);
            if (t.effSuit[s][(unsigned char)c.rank] != -1) fail("internal: duplicate trump card");
            t.effSuit[s][(unsigned char)c.rank] = kTrumpLane;
            t.power[s][(unsigned char)c.rank] = len - i;
            // The matadors are spadille, manille and basto/basta: the first three.
            if (hasPermanentTrumps(g) && i < 3) t.matador[s][(unsigned char)c.rank] = true;
        }
    }
    for (char suit : kSuits) {
        if (suit == trump) continue;
        std::string order = plainOrder(g, suit);
        const int len = static_cast<int>(order.size());
        for (int i = 0; i < len; ++i) {
            int s = suitIndex(suit);
            unsigned char r = order[i];
            if (t.effSuit[s][r] != -1) fail("internal: duplicate plain card");
            t.effSuit[s][r] = s;
            t.power[s][r] = len - i;
        }
    }
    // With no trump suit the permanent trumps would be missing: excluded above.
    // Every card of the deck must now have a place, and nothing else.
    std::string ranks = deckRanks(g);
    int placed = 0;
    for (int s = 0; s < 4; ++s)
        for (int r = 0; r < 128; ++r)
            if (t.effSuit[s][r] != -1) {
                ++placed;
                if (ranks.find(static_cast<char>(r)) == std::string::npos) fail("internal: card outside deck");
            }
    if (placed != 4 * static_cast<int>(ranks.size())) fail("internal: deck not covered by rank tables");
    for (char suit : kSuits)
        for (char r : ranks) t.points[suitIndex(suit)][(unsigned char)r] = pointsOfRank(g, r);
    return t;
}

// Legal plays (indices into hand) for a seat that must play to `trick`.
std::vector<int> legal(const Table& t, const std::vector<Card>& hand, const std::vector<Card>& trick) {
    std::vector<int> all(hand.size());
    for (size_t i = 0; i < hand.size(); ++i) all[i] = static_cast<int>(i);
    if (trick.empty()) return all;
    const Card& led = trick.front();
    const int ledSuit = t.eff(led);
    std::vector<int> follow;
    for (size_t i = 0; i < hand.size(); ++i)
        if (t.eff(hand[i]) == ledSuit) follow.push_back(static_cast<int>(i));
    if (!follow.empty()) {
        if (ledSuit == kTrumpLane && t.renege) {
            // Matador renege: only a non-matador trump or a matador lower than
            // the led card forces a follow (then with any trump); a hand whose
            // only trumps are matadors higher than the led card may play anything.
            bool forced = false;
            for (int i : follow)
                if (!t.mat(hand[i]) || t.pow(hand[i]) < t.pow(led)) forced = true;
            return forced ? follow : all;
        }
        return follow;
    }
    if (t.mustTrump && t.trump != 'N') {
        std::vector<int> trumps;
        for (size_t i = 0; i < hand.size(); ++i)
            if (t.eff(hand[i]) == kTrumpLane) trumps.push_back(static_cast<int>(i));
        if (!trumps.empty()) return trumps;
    }
    return all;
}

// Index (into trick) of the winning card of a complete trick.
int trickWinner(const Table& t, const std::vector<Card>& trick) {
    int best = 0;
    for (size_t i = 1; i < trick.size(); ++i) {
        const Card& a = trick[i];
        const Card& b = trick[best];
        bool beats = false;
        if (t.eff(a) == kTrumpLane && t.eff(b) != kTrumpLane) beats = true;
        else if (t.eff(a) == t.eff(b) && t.pow(a) > t.pow(b)) beats = true;
        if (beats) best = static_cast<int>(i);
    }
    return best;
}

// ------------------------------------------------------------- search ----

enum class Obj {
    TricksMax,  // declarer side maximises its tricks
    TricksMin,  // misère: declarer (alone) minimises own tricks
    PointsMax,  // declarer maximises own card points
    PointsMin,  // misère-points: declarer minimises own card points
    Ombre,      // (class, Ombre's tricks) lexicographic, encoded class*100 + tricks
    FirstN,     // 1 if the declarer side wins the first N tricks of the deal
    AllTricks,  // 1 if the declarer side wins every trick of the deal
};

struct Position {
    std::vector<std::vector<Card>> hands;
    std::vector<Card> trick;  // current trick, first card played by leader
    int leader = 0;
    std::vector<int> tricks;  // per seat, tricks won so far (won tallies)
    std::vector<int> points;  // per seat, card points won so far
};

int ombreClass(const std::vector<int>& tricks, int ombre) {
    // 2 sacada: Ombre has more tricks than each opponent.
    // 0 codille: one opponent has more tricks than each other player.
    // 1 puesta otherwise.
    const int n = static_cast<int>(tricks.size());
    bool sacada = true;
    for (int s = 0; s < n; ++s)
        if (s != ombre && tricks[s] >= tricks[ombre]) sacada = false;
    if (sacada) return 2;
    for (int s = 0; s < n; ++s) {
        if (s == ombre) continue;
        bool top = true;
        for (int o = 0; o < n; ++o)
            if (o != s && tricks[o] >= tricks[s]) top = false;
        if (top) return 0;
    }
    return 1;
}

class Searcher {
public:
    Searcher(const Table& t, Position pos, std::vector<bool> side, int declarer, Obj obj, int firstN)
        : t_(t), p_(std::move(pos)), side_(std::move(side)), decl_(declarer), obj_(obj), firstN_(firstN) {
        n_ = static_cast<int>(p_.hands.size());
        completed_ = 0;
        for (int x : p_.tricks) completed_ += x;
        flag_ = false;
        if (obj_ == Obj::FirstN || obj_ == Obj::AllTricks)
            for (int s = 0; s < n_; ++s)
                if (!side_[s] && p_.tricks[s] > 0) flag_ = true;
    }

    int run() { return search(INT_MIN, INT_MAX); }
    long long nodes() const { return nodes_; }

private:
    bool maximiser(int seat) const {
        bool min = (obj_ == Obj::TricksMin || obj_ == Obj::PointsMin);
        return side_[seat] != min;
    }

    int leafValue() const {
        switch (obj_) {
            case Obj::TricksMax:
            case Obj::TricksMin: {
                int v = 0;
                for (int s = 0; s < n_; ++s)
                    if (side_[s]) v += p_.tricks[s];
                return v;
            }
            case Obj::PointsMax:
            case Obj::PointsMin: return p_.points[decl_];
            case Obj::Ombre: return ombreClass(p_.tricks, decl_) * 100 + p_.tricks[decl_];
            case Obj::FirstN:
            case Obj::AllTricks: return flag_ ? 0 : 1;
        }
        return 0;
    }

    // Boolean objectives whose value can no longer change.
    bool decided(int& v) const {
        if (obj_ == Obj::FirstN) {
            if (flag_) { v = 0; return true; }
            if (completed_ >= firstN_) { v = 1; return true; }
        } else if (obj_ == Obj::AllTricks) {
            if (flag_) { v = 0; return true; }
        }
        return false;
    }

    int search(int alpha, int beta) {
        ++nodes_;
        int dv;
        if (decided(dv)) return dv;
        // Bounds on the final value for the counting objectives: what is
        // already taken, and that plus everything still to be won. Outside the
        // window the bound itself is a valid fail-soft answer.
        if (obj_ == Obj::TricksMax || obj_ == Obj::TricksMin || obj_ == Obj::PointsMax ||
            obj_ == Obj::PointsMin) {
            int lo = 0, rest = 0;
            if (obj_ == Obj::TricksMax || obj_ == Obj::TricksMin) {
                for (int s = 0; s < n_; ++s)
                    if (side_[s]) lo += p_.tricks[s];
                rest = static_cast<int>(p_.hands[p_.leader].size()) + (p_.trick.empty() ? 0 : 1);
            } else {
                lo = p_.points[decl_];
                for (const auto& h : p_.hands)
                    for (const Card& c : h) rest += t_.pts(c);
                for (const Card& c : p_.trick) rest += t_.pts(c);
            }
            if (lo >= beta) return lo;
            if (lo + rest <= alpha) return lo + rest;
            if (rest == 0) return lo;
        }
        const int seat = (p_.leader + static_cast<int>(p_.trick.size())) % n_;
        std::vector<Card>& hand = p_.hands[seat];
        if (hand.empty()) {
            if (!p_.trick.empty()) fail("internal: empty hand in the middle of a trick");
            return leafValue();
        }
        const std::vector<int> moves = legal(t_, hand, p_.trick);
        const bool maxi = maximiser(seat);
        int best = maxi ? INT_MIN : INT_MAX;
        for (int idx : moves) {
            const Card c = hand[idx];
            hand.erase(hand.begin() + idx);
            p_.trick.push_back(c);
            // Complete the trick if this was its last card.
            bool done = false;
            std::vector<Card> savedTrick;
            int savedLeader = p_.leader, winnerSeat = -1, trickPts = 0;
            bool savedFlag = flag_;
            if (static_cast<int>(p_.trick.size()) == n_) {
                done = true;
                int w = trickWinner(t_, p_.trick);
                winnerSeat = (p_.leader + w) % n_;
                for (const Card& x : p_.trick) trickPts += t_.pts(x);
                if (!side_[winnerSeat]) {
                    if (obj_ == Obj::AllTricks) flag_ = true;
                    if (obj_ == Obj::FirstN && completed_ < firstN_) flag_ = true;
                }
                p_.tricks[winnerSeat] += 1;
                p_.points[winnerSeat] += trickPts;
                ++completed_;
                savedTrick = p_.trick;
                p_.trick.clear();
                p_.leader = winnerSeat;
            }
            const int v = search(alpha, beta);
            if (done) {
                p_.leader = savedLeader;
                p_.trick = savedTrick;
                --completed_;
                p_.tricks[winnerSeat] -= 1;
                p_.points[winnerSeat] -= trickPts;
                flag_ = savedFlag;
            }
            p_.trick.pop_back();
            hand.insert(hand.begin() + idx, c);
            if (maxi) {
                best = std::max(best, v);
                alpha = std::max(alpha, v);
            } else {
                best = std::min(best, v);
                beta = std::min(beta, v);
            }
            if (alpha >= beta) break;
        }
        return best;
    }

    const Table& t_;
    Position p_;
    std::vector<bool> side_;
    int decl_;
    Obj obj_;
    int firstN_;
    int n_ = 0;
    int completed_ = 0;
    bool flag_ = false;
    long long nodes_ = 0;
};

int runSearch(const Table& t, const Position& pos, const std::vector<bool>& side, int decl, Obj obj,
              int firstN = 0) {
    Searcher s(t, pos, side, decl, obj, firstN);
    return s.run();
}

// ------------------------------------------------------------ problems ----

struct Problem {
    std::string game;
    int n = 0;
    bool renege = false;
    char color = 'C';
    bool miserePoints = false;
    std::vector<std::vector<Card>> hands;
    std::vector<Card> widow;
    bool hasLeader = false;
    int leader = 0;
    std::vector<Card> trick;
    std::vector<int> wonTricks, wonPoints;
    json contract;
    int declarer = 0;
    std::string type;
};

std::vector<Card> parseCardList(const json& j) {
    std::vector<Card> out;
    if (j.is_string()) return parseHand(j.get<std::string>());
    if (!j.is_array()) fail("expected a hand string or an array of cards");
    for (const auto& x : j) out.push_back(parseCard(x.get<std::string>()));
    return out;
}

// Hands: array of hand strings, or one PBN-style string "0:h0 h1 ..." / "N:...".
std::vector<std::vector<Card>> parseHands(const json& j, int n) {
    std::vector<std::vector<Card>> hands;
    if (j.is_array()) {
        for (const auto& h : j) hands.push_back(parseCardList(h));
    } else if (j.is_string()) {
        std::string s = j.get<std::string>();
        auto colon = s.find(':');
        if (colon == std::string::npos) fail("hands: PBN deal without ':'");
        std::string first = s.substr(0, colon);
        int start = 0;
        if (first == "N" || first == "n") start = 0;
        else if (first == "E" || first == "e") start = 1;
        else if (first == "S" || first == "s") start = 2;
        else if (first == "W" || first == "w") start = 3;
        else start = std::stoi(first);
        std::vector<std::string> parts;
        std::string cur;
        for (char ch : s.substr(colon + 1)) {
            if (ch == ' ' || ch == '\t') {
                if (!cur.empty()) parts.push_back(cur);
                cur.clear();
            } else cur += ch;
        }
        if (!cur.empty()) parts.push_back(cur);
        if (static_cast<int>(parts.size()) != n) fail("hands: wrong number of hands in PBN deal");
        hands.assign(n, {});
        for (int i = 0; i < n; ++i) hands[(start + i) % n] = parseHand(parts[i]);
    } else fail("hands: must be an array or a PBN string");
    if (static_cast<int>(hands.size()) != n) fail("hands: wrong number of hands");
    return hands;
}

char parseTrump(const json& c) {
    if (!c.contains("trump") || c["trump"].is_null()) return 0;
    std::string s = c["trump"].get<std::string>();
    if (s.empty()) fail("contract.trump empty");
    char ch = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    if (s == "NT" || s == "nt") ch = 'N';
    if (ch != 'N') suitIndex(ch);
    return ch;
}

int defaultLeader(const Problem& p) {
    if (p.game == "solo-whist" && p.type == "slam") return p.declarer;
    if (p.game == "six-bid-solo" && p.type == "spread-misere") return (p.declarer + 1) % p.n;
    if (p.game == "bridge") return (p.declarer + 1) % p.n;
    return 0;
}

Problem parseProblem(const json& j) {
    Problem p;
    p.game = j.at("game").get<std::string>();
    checkGame(p.game);
    p.n = playerCount(p.game);
    if (j.contains("variant") && j["variant"].is_object()) {
        const json& v = j["variant"];
        if (v.contains("matador_renege")) p.renege = v["matador_renege"].get<bool>();
        if (v.contains("color")) {
            std::string c = v["color"].get<std::string>();
            p.color = static_cast<char>(std::toupper(static_cast<unsigned char>(c.at(0))));
        }
        if (v.contains("misere_points")) p.miserePoints = v["misere_points"].get<bool>();
    }
    p.hands = parseHands(j.at("hands"), p.n);
    if (j.contains("widow") && !j["widow"].is_null()) p.widow = parseCardList(j["widow"]);
    if (isSixBidFamily(p.game) && p.widow.size() != 3) fail("widow: six-bid games need 3 cards");
    if (!isSixBidFamily(p.game) && !p.widow.empty()) fail("widow: only six-bid games have one");
    if (j.contains("trick") && !j["trick"].is_null()) p.trick = parseCardList(j["trick"]);
    if (static_cast<int>(p.trick.size()) >= p.n) fail("trick: too many cards");
    p.wonTricks.assign(p.n, 0);
    p.wonPoints.assign(p.n, 0);
    if (j.contains("won") && j["won"].is_object()) {
        const json& w = j["won"];
        if (w.contains("tricks")) p.wonTricks = w["tricks"].get<std::vector<int>>();
        if (w.contains("points")) p.wonPoints = w["points"].get<std::vector<int>>();
        if (static_cast<int>(p.wonTricks.size()) != p.n || static_cast<int>(p.wonPoints.size()) != p.n)
            fail("won: wrong length");
    }
    p.contract = j.at("contract");
    p.type = p.contract.at("type").get<std::string>();
    p.declarer = p.contract.at("declarer").get<int>();
    if (p.declarer < 0 || p.declarer >= p.n) fail("contract.declarer out of range");
    if (j.contains("leader") && !j["leader"].is_null()) {
        p.hasLeader = true;
        p.leader = j["leader"].get<int>();
        if (p.leader < 0 || p.leader >= p.n) fail("leader out of range");
    } else {
        p.leader = defaultLeader(p);
    }
    // Hand sizes must agree once the trick is counted back in.
    std::vector<int> sizes(p.n);
    for (int s = 0; s < p.n; ++s) sizes[s] = static_cast<int>(p.hands[s].size());
    for (size_t i = 0; i < p.trick.size(); ++i) sizes[(p.leader + i) % p.n] += 1;
    for (int s = 1; s < p.n; ++s)
        if (sizes[s] != sizes[0]) fail("hands: seats hold different numbers of cards");
    // No card twice, every card in the deck.
    std::vector<Card> all;
    for (auto& h : p.hands) all.insert(all.end(), h.begin(), h.end());
    all.insert(all.end(), p.trick.begin(), p.trick.end());
    all.insert(all.end(), p.widow.begin(), p.widow.end());
    std::string ranks = deckRanks(p.game);
    for (size_t i = 0; i < all.size(); ++i) {
        if (ranks.find(all[i].rank) == std::string::npos) fail("card " + cardString(all[i]) + " not in deck");
        for (size_t k = i + 1; k < all.size(); ++k)
            if (all[i] == all[k]) fail("card " + cardString(all[i]) + " appears twice");
    }
    return p;
}

Position startPosition(const Problem& p) {
    Position pos;
    pos.hands = p.hands;
    pos.trick = p.trick;
    pos.leader = p.leader;
    pos.tricks = p.wonTricks;
    pos.points = p.wonPoints;
    return pos;
}

// Seat holding card c (hand or current trick), -1 if not in play.
int holderOf(const Problem& p, const Card& c) {
    for (int s = 0; s < p.n; ++s)
        for (const Card& x : p.hands[s])
            if (x == c) return s;
    for (size_t i = 0; i < p.trick.size(); ++i)
        if (p.trick[i] == c) return (p.leader + static_cast<int>(i)) % p.n;
    return -1;
}

bool inList(const std::vector<Card>& v, const Card& c) {
    return std::find(v.begin(), v.end(), c) != v.end();
}

std::vector<bool> sideOf(int n, int decl, int partner) {
    std::vector<bool> side(n, false);
    side[decl] = true;
    if (partner >= 0) side[partner] = true;
    return side;
}

json nullResult() {
    json r;
    r["tricks"] = nullptr;
    r["points"] = nullptr;
    r["outcome"] = nullptr;
    r["makeable"] = nullptr;
    r["score"] = nullptr;
    return r;
}

char requireSuitTrump(const Problem& p) {
    char t = parseTrump(p.contract);
    if (t == 0) fail("contract.trump required for " + p.game + " " + p.type);
    if (t == 'N') fail("contract.trump must be a suit for " + p.game + " " + p.type);
    return t;
}

// Trump that the type fixes: may be omitted, a different value is an error.
char fixedTrump(const Problem& p, char fixed) {
    char t = parseTrump(p.contract);
    if (t != 0 && t != fixed) fail("contract.trump fixed to " + std::string(1, fixed) + " for " + p.type);
    return fixed;
}

Card contractCard(const Problem& p, const char* field) {
    if (!p.contract.contains(field) || p.contract[field].is_null())
        fail(std::string("contract.") + field + " required");
    return parseCard(p.contract[field].get<std::string>());
}

// --------------------------------------------------------- german/spanish --

json solveGermanFamily(const Problem& p) {
    const bool german = p.game == "german-solo";
    const std::string& type = p.type;
    const char trump = requireSuitTrump(p);
    const Table t = makeTable(p.game, trump, p.renege);
    const int d = p.declarer;

    bool called = false, begFamily = false;
    int base = 0;   // first source value v (suit) or encyclopedia base
    int target = 5;
    if (german) {
        if (type == "frog") { called = true; base = 2; }
        else if (type == "solo") base = 4;
        else if (type == "tout") { base = 16; target = 8; }
        else if (type == "beg") { called = true; begFamily = true; base = 2; }
        else if (type == "big-beg") { called = true; begFamily = true; base = 3; }
        else if (type == "small-beg") { called = true; begFamily = true; base = 1; }
        else fail("german-solo: unknown contract " + type);
    } else {
        if (type == "simple") { called = true; base = 2; }
        else if (type == "solo") base = 4;
        else if (type == "tout") { base = 16; target = 8; }
        else fail("spanish-solo: unknown contract " + type);
    }

    int partner = -1;
    bool failedOutright = false;
    if (called) {
        Card c = contractCard(p, "call");
        int h = holderOf(p, c);
        if (h < 0) fail("contract.call not in play");
        if (german && type == "beg") {
            if (c.rank != 'A' || c.suit == trump) fail("beg: called card must be a plain-suit ace");
            // "holds": in hand or already played by the declarer to the trick.
            bool qc = holderOf(p, Card{'C', 'Q'}) == d;
            bool qs = holderOf(p, Card{'S', 'Q'}) == d;
            if (qc && qs) fail("beg: declarer holds both QC and QS");
        }
        if ((german && (type == "big-beg" || type == "small-beg")) || (!german && type == "simple"))
            if (c.rank != 'A') fail(type + ": called card must be an ace");
        if (german && type == "small-beg") {
            int hq = holderOf(p, Card{'C', 'Q'});
            if (hq >= 0 && hq != d) fail("small-beg: declarer must hold QC");
        }
        if (h == d) {
            if (german && type == "beg") failedOutright = true;  // declarer holds the called ace
        } else {
            partner = h;
        }
    }
    const std::vector<bool> side = sideOf(p.n, d, partner);
    const Position pos = startPosition(p);

    const int tricks = runSearch(t, pos, side, d, Obj::TricksMax);
    const bool all = runSearch(t, pos, side, d, Obj::AllTricks) == 1;
    bool first5 = false;
    if (german) first5 = runSearch(t, pos, side, d, Obj::FirstN, 5) == 1;

    const bool makeable = !failedOutright && tricks >= target;
    json r = nullResult();
    r["tricks"] = tricks;
    r["outcome"] = makeable ? "made" : "failed";
    r["makeable"] = makeable;
    int score = 0;
    if (begFamily) {
        // Encyclopedia scoring (RULINGS.md): base + slam 4 / prime 2 + matadors 2.
        int matBonus = 0;
        std::vector<Card> mats = {Card{'C', 'Q'}, Card{trump, '7'}, Card{'S', 'Q'}};
        std::vector<int> holders;
        for (const Card& m : mats) holders.push_back(holderOf(p, m));
        bool allInPlay = std::all_of(holders.begin(), holders.end(), [](int h) { return h >= 0; });
        if (allInPlay) {
            bool a = side[holders[0]], b = side[holders[1]], c = side[holders[2]];
            if (a == b && b == c) matBonus = 2;
        }
        if (makeable) score = base + (all ? 4 : (first5 ? 2 : 0)) + matBonus;
        else score = -(base + matBonus);
    } else {
        int v = base * (trump == p.color ? 2 : 1);
        int mult = partner >= 0 ? 2 : 3;
        score = (makeable ? 1 : -1) * mult * v;
    }
    r["score"] = score;
    if (german) r["first_tricks"] = json{{"count", 5}, {"makeable", first5}};
    r["all_tricks"] = all;
    return r;
}

// ---------------------------------------------------------------- ombre ----

json solveOmbre(const Problem& p) {
    if (p.type != "entrada" && p.type != "vuelta" && p.type != "solo") fail("ombre: unknown contract " + p.type);
    const char trump = requireSuitTrump(p);
    const Table t = makeTable(p.game, trump, true);
    const int d = p.declarer;
    const std::vector<bool> side = sideOf(p.n, d, -1);
    const int v = runSearch(t, startPosition(p), side, d, Obj::Ombre);
    const int cls = v / 100, tricks = v % 100;
    json r = nullResult();
    r["tricks"] = tricks;
    r["outcome"] = cls == 2 ? "sacada" : (cls == 1 ? "puesta" : "codille");
    r["makeable"] = cls == 2;
    r["score"] = nullptr;
    return r;
}

// ------------------------------------------------- quadrille / quintille --

json solveQuadrilleFamily(const Problem& p) {
    const bool quad = p.game == "quadrille";
    const int target = quad ? 6 : 5;
    const int deal = quad ? 10 : 8;
    const char trump = requireSuitTrump(p);
    const Table t = makeTable(p.game, trump, true);
    const int d = p.declarer;
    int partner = -1;
    if (p.type == "ask-leave" || p.type == "forced-spadille") {
        Card c = contractCard(p, "call");
        int h = holderOf(p, c);
        if (h < 0) fail("contract.call not in play");
        if (c.rank != 'K' && c.rank != 'Q') fail(p.type + ": called card must be a king or queen");
        if (p.type == "forced-spadille") {
            int hs = holderOf(p, Card{'S', 'A'});
            if (hs >= 0 && hs != d) fail("forced-spadille: declarer must hold SA");
        }
        if (h != d) partner = h;
    } else if (p.type != "solo" && p.type != "vole") {
        fail(p.game + ": unknown contract " + p.type);
    }
    const std::vector<bool> side = sideOf(p.n, d, partner);
    const Position pos = startPosition(p);
    const int tricks = runSearch(t, pos, side, d, Obj::TricksMax);
    const bool all = runSearch(t, pos, side, d, Obj::AllTricks) == 1;
    const bool first = runSearch(t, pos, side, d, Obj::FirstN, target) == 1;
    json r = nullResult();
    r["tricks"] = tricks;
    std::string outcome;
    if (p.type == "vole") outcome = tricks >= deal ? "made" : "failed";
    else outcome = tricks >= target ? "made" : (tricks == target - 1 ? "remise" : "codille");
    r["outcome"] = outcome;
    r["makeable"] = outcome == "made";
    r["score"] = nullptr;
    r["first_tricks"] = json{{"count", target}, {"makeable", first}};
    r["all_tricks"] = all;
    return r;
}

// ------------------------------------------------------------ solo-whist --

json solveSoloWhist(const Problem& p) {
    const std::string& type = p.type;
    const int d = p.declarer;
    char trump;
    int partner = -1;
    int target = 0;
    bool misere = false;
    if (type == "prop" || type == "solo" || type == "royal-abundance" || type == "abundance") {
        trump = parseTrump(p.contract);
        if (trump == 0) fail("contract.trump required for " + type);
        if (trump == 'N' && type != "abundance") fail("contract.trump must be a suit for " + type);
        target = type == "prop" ? 8 : (type == "solo" ? 5 : 9);
        if (type == "prop") {
            if (!p.contract.contains("partner")) fail("contract.partner required for prop");
            partner = p.contract["partner"].get<int>();
            if (partner < 0 || partner >= p.n || partner == d) fail("contract.partner invalid");
        }
    } else if (type == "misere" || type == "misere-ouverte" || type == "slam") {
        trump = fixedTrump(p, 'N');
        misere = type != "slam";
        target = misere ? 0 : 13;
    } else {
        fail("solo-whist: unknown contract " + type);
    }
    const Table t = makeTable(p.game, trump, false);
    const std::vector<bool> side = sideOf(p.n, d, partner);
    const int tricks = runSearch(t, startPosition(p), side, d, misere ? Obj::TricksMin : Obj::TricksMax);
    json r = nullResult();
    r["tricks"] = tricks;
    const bool makeable = misere ? tricks == 0 : tricks >= target;
    r["outcome"] = makeable ? "made" : "failed";
    r["makeable"] = makeable;
    int per = 0;
    if (type == "prop" || type == "solo") per = 10 + 2 * std::abs(tricks - target);
    else if (type == "abundance" || type == "royal-abundance") per = 30 + 3 * std::abs(tricks - target);
    else if (type == "misere") per = 20;
    else if (type == "misere-ouverte") per = 40;
    else per = 60;  // slam
    const int opponents = partner >= 0 ? 2 : 3;
    r["score"] = (makeable ? 1 : -1) * per * opponents;
    return r;
}

// --------------------------------------------------------- six-bid / frog --

int pointsOf(const std::string& g, const std::vector<Card>& cards) {
    int s = 0;
    for (const Card& c : cards) s += pointsOfRank(g, c.rank);
    return s;
}

// Cards in enumeration order (spades first, printed order high to low).
std::vector<Card> enumerationOrder(const std::string& g, std::vector<Card> cards) {
    std::vector<Card> deck = deckOf(g);
    auto idx = [&](const Card& c) {
        return std::find(deck.begin(), deck.end(), c) - deck.begin();
    };
    std::sort(cards.begin(), cards.end(), [&](const Card& a, const Card& b) { return idx(a) < idx(b); });
    return cards;
}

// Points contract result (made above 60, even at 60, failed below).
void fillPointsOutcome(json& r, int points, int rate) {
    r["tricks"] = nullptr;
    r["points"] = points;
    r["outcome"] = points > 60 ? "made" : (points == 60 ? "even" : "failed");
    r["makeable"] = points > 60;
    r["score"] = 2 * rate * (points - 60);
}

struct CallTry {
    int points = 0;
    int score = 0;
    bool makeable = false;
};

json solveSixBid(const Problem& p) {
    const std::string& type = p.type;
    const int d = p.declarer;
    const std::vector<bool> side = sideOf(p.n, d, -1);
    json r = nullResult();
    const int widowPts = pointsOf(p.game, p.widow);

    if (type == "simple" || type == "heart") {
        char trump;
        if (type == "heart") trump = fixedTrump(p, 'H');
        else {
            trump = requireSuitTrump(p);
            if (trump == 'H') fail("simple: trump must be S, C or D");
        }
        const Table t = makeTable(p.game, trump, false);
        const int pts = runSearch(t, startPosition(p), side, d, Obj::PointsMax) + widowPts;
        fillPointsOutcome(r, pts, type == "heart" ? 3 : 2);
        return r;
    }
    if (type == "misere" || type == "spread-misere") {
        const char trump = fixedTrump(p, 'N');
        const Table t = makeTable(p.game, trump, false);
        const int per = type == "misere" ? 30 : 60;
        bool makeable;
        if (p.miserePoints) {
            const int pts = runSearch(t, startPosition(p), side, d, Obj::PointsMin);
            r["points"] = pts;
            r["tricks"] = nullptr;
            makeable = pts == 0;
        } else {
            const int tricks = runSearch(t, startPosition(p), side, d, Obj::TricksMin);
            r["tricks"] = tricks;
            r["points"] = nullptr;
            makeable = tricks == 0;
        }
        r["outcome"] = makeable ? "made" : "failed";
        r["makeable"] = makeable;
        r["score"] = (makeable ? 1 : -1) * per * 2;
        return r;
    }
    if (type == "guarantee") {
        const char trump = parseTrump(p.contract);
        if (trump == 0) fail("guarantee: contract.trump required");
        const Table t = makeTable(p.game, trump, false);
        const int pts = runSearch(t, startPosition(p), side, d, Obj::PointsMax) + widowPts;
        const bool makeable = pts >= (trump == 'H' ? 74 : 80);
        r["points"] = pts;
        r["outcome"] = makeable ? "made" : "failed";
        r["makeable"] = makeable;
        r["score"] = (makeable ? 1 : -1) * 40 * 2;
        return r;
    }
    if (type == "call") {
        // Choices: call (outer), give, trump (inner). Absent ones are searched.
        const bool fixCall = p.contract.contains("call") && !p.contract["call"].is_null();
        const bool fixGive = p.contract.contains("give") && !p.contract["give"].is_null();
        const char fixedT = parseTrump(p.contract);
        const bool fixTrump = fixedT != 0;
        std::vector<Card> calls;
        if (fixCall) {
            Card c = parseCard(p.contract["call"].get<std::string>());
            if (inList(p.hands[d], c)) fail("call: declarer holds the called card");
            calls.push_back(c);
        } else {
            std::vector<Card> cand;
            for (int s = 0; s < p.n; ++s)
                if (s != d) cand.insert(cand.end(), p.hands[s].begin(), p.hands[s].end());
            cand.insert(cand.end(), p.widow.begin(), p.widow.end());
            calls = enumerationOrder(p.game, cand);
        }
        std::vector<char> trumps;
        if (fixTrump) trumps.push_back(fixedT);
        else trumps = {'S', 'H', 'D', 'C'};

        bool have = false;
        CallTry best;
        Card bestCall{}, bestGive{};
        bool bestGiveNull = true;
        char bestTrump = 0;
        for (const Card& call : calls) {
            const bool inWidow = inList(p.widow, call);
            int holder = -1;
            if (!inWidow) {
                for (int s = 0; s < p.n; ++s)
                    if (s != d && inList(p.hands[s], call)) holder = s;
                if (holder < 0) {
                    if (fixCall) fail("call: called card is neither in an opponent's hand nor in the widow");
                    continue;
                }
            }
            std::vector<Card> gives;  // empty + giveNull when nothing is exchanged
            bool giveNull = inWidow;
            if (!inWidow) {
                if (fixGive) {
                    Card g = parseCard(p.contract["give"].get<std::string>());
                    if (!inList(p.hands[d], g)) fail("call: give is not in the declarer's hand");
                    gives.push_back(g);
                } else {
                    gives = enumerationOrder(p.game, p.hands[d]);
                }
            }
            const size_t giveCount = giveNull ? 1 : gives.size();
            for (size_t gi = 0; gi < giveCount; ++gi) {
                Problem q = p;
                if (!giveNull) {
                    const Card g = gives[gi];
                    auto& dh = q.hands[d];
                    auto& hh = q.hands[holder];
                    dh.erase(std::find(dh.begin(), dh.end(), g));
                    dh.push_back(call);
                    hh.erase(std::find(hh.begin(), hh.end(), call));
                    hh.push_back(g);
                }
                for (char tr : trumps) {
                    const Table t = makeTable(p.game, tr, false);
                    const int pts = runSearch(t, startPosition(q), side, d, Obj::PointsMax) + widowPts;
                    CallTry ct;
                    ct.points = pts;
                    ct.makeable = pts == 120;
                    ct.score = (ct.makeable ? 1 : -1) * (tr == 'H' ? 150 : 100) * 2;
                    // Best for the declarer: highest score, then most points; ties: first.
                    if (!have || ct.score > best.score || (ct.score == best.score && ct.points > best.points)) {
                        have = true;
                        best = ct;
                        bestCall = call;
                        bestGiveNull = giveNull;
                        if (!giveNull) bestGive = gives[gi];
                        bestTrump = tr;
                    }
                }
            }
        }
        if (!have) fail("call: no possible choice");
        r["points"] = best.points;
        r["outcome"] = best.makeable ? "made" : "failed";
        r["makeable"] = best.makeable;
        r["score"] = best.score;
        if (!fixCall || !fixGive || !fixTrump) {
            json ch;
            ch["call"] = cardString(bestCall);
            ch["give"] = bestGiveNull ? json(nullptr) : json(cardString(bestGive));
            ch["trump"] = std::string(1, bestTrump);
            r["choice"] = ch;
        }
        return r;
    }
    fail("six-bid-solo: unknown contract " + type);
}

json solveFrog(const Problem& p) {
    const std::string& type = p.type;
    const int d = p.declarer;
    const std::vector<bool> side = sideOf(p.n, d, -1);
    json r = nullResult();
    if (type == "chico" || type == "grand") {
        char trump;
        if (type == "grand") trump = fixedTrump(p, 'H');
        else {
            trump = requireSuitTrump(p);
            if (trump == 'H') fail("chico: trump must be S, C or D");
        }
        const Table t = makeTable(p.game, trump, false);
        const int pts = runSearch(t, startPosition(p), side, d, Obj::PointsMax) + pointsOf(p.game, p.widow);
        fillPointsOutcome(r, pts, type == "grand" ? 4 : 2);
        return r;
    }
    if (type != "frog") fail("frog: unknown contract " + type);
    const char trump = fixedTrump(p, 'H');
    const Table t = makeTable(p.game, trump, false);
    std::vector<Card> pool = p.hands[d];
    pool.insert(pool.end(), p.widow.begin(), p.widow.end());
    pool = enumerationOrder(p.game, pool);
    std::vector<std::vector<Card>> discards;
    const bool fixed = p.contract.contains("discard") && !p.contract["discard"].is_null();
    if (fixed) {
        std::vector<Card> dc;
        for (const auto& x : p.contract["discard"]) dc.push_back(parseCard(x.get<std::string>()));
        if (dc.size() != 3) fail("frog: discard must be 3 cards");
        for (size_t i = 0; i < dc.size(); ++i) {
            if (!inList(pool, dc[i])) fail("frog: discard not in hand or widow");
            for (size_t k = i + 1; k < dc.size(); ++k)
                if (dc[i] == dc[k]) fail("frog: discard repeats a card");
        }
        discards.push_back(dc);
    } else {
        for (size_t i = 0; i < pool.size(); ++i)
            for (size_t j = i + 1; j < pool.size(); ++j)
                for (size_t k = j + 1; k < pool.size(); ++k) discards.push_back({pool[i], pool[j], pool[k]});
    }
    int bestPts = INT_MIN;
    std::vector<Card> bestDiscard;
    for (const auto& dc : discards) {
        Problem q = p;
        std::vector<Card> hand;
        for (const Card& c : pool)
            if (!inList(dc, c)) hand.push_back(c);
        q.hands[d] = hand;
        const int pts = runSearch(t, startPosition(q), side, d, Obj::PointsMax) + pointsOf(p.game, dc);
        if (pts > bestPts) {
            bestPts = pts;
            bestDiscard = dc;
        }
    }
    fillPointsOutcome(r, bestPts, 1);
    if (!fixed) {
        json arr = json::array();
        for (const Card& c : bestDiscard) arr.push_back(cardString(c));
        r["choice"] = json{{"discard", arr}};
    }
    return r;
}

// --------------------------------------------------------------- bridge ----

int bridgeScore(int level, char strain, bool vul, int tricks) {
    const int need = level + 6;
    if (tricks < need) return -(need - tricks) * (vul ? 100 : 50);
    const bool minor = strain == 'C' || strain == 'D';
    const int per = minor ? 20 : 30;
    const int trickScore = strain == 'N' ? 40 + 30 * (level - 1) : per * level;
    int score = trickScore;
    score += trickScore >= 100 ? (vul ? 500 : 300) : 50;
    if (level == 6) score += vul ? 750 : 500;
    if (level == 7) score += vul ? 1500 : 1000;
    score += (tricks - need) * per;  // NT overtricks are 30 like majors
    return score;
}

json solveBridge(const Problem& p) {
    std::string type = p.type;
    for (auto& ch : type) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    int level = 0;
    if (!type.empty() && type[0] >= '1' && type[0] <= '7') {
        level = type[0] - '0';
        type = type.substr(1);
    }
    char strain;
    if (type == "N" || type == "NT") strain = 'N';
    else if (type.size() == 1 && kSuits.find(type[0]) != std::string::npos) strain = type[0];
    else fail("bridge: bad contract type " + p.type);
    const int d = p.declarer;
    const Table t = makeTable(p.game, strain, false);
    const std::vector<bool> side = sideOf(p.n, d, (d + 2) % 4);
    const int tricks = runSearch(t, startPosition(p), side, d, Obj::TricksMax);
    json r = nullResult();
    r["tricks"] = tricks;
    if (level > 0) {
        const bool vul = p.contract.contains("vulnerable") && p.contract["vulnerable"].get<bool>();
        const bool made = tricks >= level + 6;
        r["outcome"] = made ? "made" : "failed";
        r["makeable"] = made;
        r["score"] = bridgeScore(level, strain, vul, tricks);
    }
    return r;
}

}  // namespace

// ================================================================ public ==

Card parseCard(const std::string& text) {
    // Map suit symbols to letters first.
    std::string s = text;
    struct Sym { const char* utf8; char suit; };
    const Sym syms[] = {{"\xE2\x99\xA0", 'S'}, {"\xE2\x99\xA5", 'H'}, {"\xE2\x99\xA6", 'D'}, {"\xE2\x99\xA3", 'C'},
                        {"\xE2\x99\xA4", 'S'}, {"\xE2\x99\xA1", 'H'}, {"\xE2\x99\xA2", 'D'}, {"\xE2\x99\xA7", 'C'}};
    for (const auto& sy : syms) {
        auto pos = s.find(sy.utf8);
        if (pos != std::string::npos) s.replace(pos, std::string(sy.utf8).size(), std::string(1, sy.suit));
    }
    std::string up;
    for (char ch : s)
        if (ch != ' ') up += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    char suit = 0;
    std::string rank;
    for (char ch : up) {
        if (kSuits.find(ch) != std::string::npos && suit == 0) suit = ch;
        else rank += ch;
    }
    if (suit == 0) fail("card '" + text + "' has no suit");
    if (rank == "10") rank = "T";
    if (rank.size() != 1 || std::string("AKQJT98765432").find(rank[0]) == std::string::npos)
        fail("card '" + text + "' has a bad rank");
    return Card{suit, rank[0]};
}

std::string cardString(const Card& c) { return std::string(1, c.suit) + std::string(1, c.rank); }

std::vector<Card> parseHand(const std::string& text) {
    std::vector<Card> out;
    int suit = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        char ch = static_cast<char>(std::toupper(static_cast<unsigned char>(text[i])));
        if (ch == '.') {
            ++suit;
            if (suit > 3) fail("hand '" + text + "' has more than 4 suits");
            continue;
        }
        if (ch == '-' || ch == ' ') continue;
        char r = ch;
        if (ch == '1' && i + 1 < text.size() && text[i + 1] == '0') {
            r = 'T';
            ++i;
        }
        if (std::string("AKQJT98765432").find(r) == std::string::npos)
            fail("hand '" + text + "' has a bad rank");
        out.push_back(Card{kSuits[suit], r});
    }
    if (!text.empty() && suit != 3) fail("hand '" + text + "' does not have 4 suits");
    return out;
}

std::string handString(const std::vector<Card>& cards) {
    std::string out;
    const std::string order = "AKQJT98765432";
    for (int s = 0; s < 4; ++s) {
        if (s) out += '.';
        for (char r : order)
            for (const Card& c : cards)
                if (c.suit == kSuits[s] && c.rank == r) out += r;
    }
    return out;
}

int playerCount(const std::string& g) {
    checkGame(g);
    if (g == "ombre" || isSixBidFamily(g)) return 3;
    if (g == "quintille") return 5;
    return 4;
}

int handSize(const std::string& g) {
    checkGame(g);
    if (isGermanFamily(g)) return 8;
    if (g == "ombre") return 9;
    if (g == "quadrille") return 10;
    if (g == "quintille") return 8;
    if (isWhistFamily(g)) return 13;
    return 11;
}

std::vector<Card> deckOf(const std::string& g) {
    std::vector<Card> out;
    const std::string ranks = deckRanks(g);
    for (char s : kSuits)
        for (char r : ranks) out.push_back(Card{s, r});
    return out;
}

int cardPoints(const std::string& g, const Card& c) { return pointsOfRank(g, c.rank); }

std::vector<int> legalPlays(const std::string& game, char trump, bool matadorRenege, const std::vector<Card>& hand,
                            const std::vector<Card>& trick) {
    const Table t = makeTable(game, trump, matadorRenege);
    return legal(t, hand, trick);
}

int trickWinnerOf(const std::string& game, char trump, bool matadorRenege, const std::vector<Card>& trick) {
    return trickWinner(makeTable(game, trump, matadorRenege), trick);
}

int leaderOf(const json& problem) { return parseProblem(problem).leader; }

json referenceSolve(const json& problem) {
    const Problem p = parseProblem(problem);
    if (isGermanFamily(p.game)) return solveGermanFamily(p);
    if (p.game == "ombre") return solveOmbre(p);
    if (p.game == "quadrille" || p.game == "quintille") return solveQuadrilleFamily(p);
    if (p.game == "solo-whist") return solveSoloWhist(p);
    if (p.game == "six-bid-solo") return solveSixBid(p);
    if (p.game == "frog") return solveFrog(p);
    if (p.game == "bridge") return solveBridge(p);
    fail("unknown game " + p.game);
}

}  // namespace soloist::reference
