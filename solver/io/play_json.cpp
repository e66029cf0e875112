#include "io/play_json.h"

#include "cards/notation.h"
#include "io/problem_reader.h"
#include "io/solve_json.h"
#include "io/verdict_json.h"

namespace soloist {

namespace {

using nlohmann::json;

// A value as a played card shows it: the count under "value" (tricks, else
// points) and any further field (Ombre's outcome), each name with `suffix`.
void addShownValue(json& out, const LeadValue& value, const std::string& suffix) {
    if (const std::optional<int> count = value.tricks ? value.tricks : value.points) out["value" + suffix] = *count;
    if (value.outcome) out["outcome" + suffix] = *value.outcome;
}

json reviewJson(const CardReview& review) {
    json out = {{"index", review.index}, {"seat", review.seat}, {"card", cardName(review.card)}};
    addShownValue(out, review.before, "_before");
    addShownValue(out, review.after, "_after");
    out["cost"] = review.cost;
    out["best"] = json::array();
    for (Card card : review.best) out["best"].push_back(cardName(card));
    return out;
}

}  // namespace

std::vector<PlayedCard> readPlayedCards(const json& play, const Game& game) {
    if (!play.is_array())
        throw ProblemError("play", "required: an array of the cards played in order from the problem's position");
    std::vector<PlayedCard> cards;
    for (size_t i = 0; i < play.size(); ++i) {
        try {
            cards.push_back(readCard(play[i], "play[" + std::to_string(i) + "]", game));
        } catch (const ProblemError& e) {
            cards.push_back(e);
        }
    }
    return cards;
}

json playResultJson(const PlayResult& r) {
    json out = contractResultHead(r.idJson, r.game, r.contract, r.declarerSide);
    out["cards"] = json::array();
    for (const CardReview& review : r.cards) out["cards"].push_back(reviewJson(review));
    out["summary"] = json::array();
    for (const SeatReview& seat : r.summary)
        out["summary"].push_back({{"seat", seat.seat}, {"cards", seat.cards}, {"mistakes", seat.mistakes}, {"cost", seat.cost}});
    if (r.error) {
        out["error"] = r.error->what();
        out["field"] = r.error->field;
    }
    out["stats"] = statsJson(r.stats);
    return out;
}

}  // namespace soloist
