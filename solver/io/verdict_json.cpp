#include "io/verdict_json.h"

#include "games/plan_builder.h"
#include "io/json_text.h"
#include "cards/notation.h"

namespace soloist {

namespace {

using nlohmann::json;

json cardList(const std::vector<Card>& cards) {
    json out = json::array();
    for (Card card : cards) out.push_back(cardName(card));
    return out;
}

struct ExtraJson {
    json operator()(std::monostate) const { return nullptr; }
    json operator()(bool value) const { return value; }
    json operator()(int value) const { return value; }
    json operator()(const std::string& value) const { return value; }
    json operator()(const FirstTricksAnswer& answer) const {
        return {{"count", answer.count}, {"makeable", answer.makeable}};
    }
};

struct TargetJson {
    json operator()(std::monostate) const { return nullptr; }
    json operator()(int count) const { return count; }
    json operator()(const std::string& resultClass) const { return resultClass; }
};

}  // namespace

std::string idText(const json& id) { return jsonLine(id); }

json idValue(const std::string& idJson) { return json::parse(idJson); }

json contractJson(const ContractEcho& c) {
    json out = {{"type", c.type}, {"declarer", c.declarer}, {"trump", trumpName(c.trump)}};
    if (c.call) out["call"] = cardName(*c.call);
    if (c.partner) out["partner"] = *c.partner;
    if (c.give) out["give"] = cardName(*c.give);
    if (c.discard) out["discard"] = cardList(*c.discard);
    out["target"] = std::visit(TargetJson{}, c.target);
    if (c.vulnerable) out["vulnerable"] = true;
    return out;
}

json choiceJson(const PlanChoice& choice) {
    if (const auto* discard = std::get_if<DiscardChoice>(&choice)) return {{"discard", cardList(discard->discard)}};
    const CallChoice& call = std::get<CallChoice>(choice);
    return {{"call", cardName(call.call)},
            {"give", call.give ? json(cardName(*call.give)) : json(nullptr)},
            {"trump", trumpName(call.trump)}};
}

void addVerdict(json& out, const Verdict& v) {
    out["tricks"] = orNull(v.tricks);
    out["points"] = orNull(v.points);
    out["outcome"] = orNull(v.outcome);
    out["makeable"] = orNull(v.makeable);
    out["score"] = orNull(v.score);
    for (const ExtraField& field : v.extra) out[field.name] = std::visit(ExtraJson{}, field.value);
}

json leadValueJson(const LeadValue& value) {
    json out = json::object();
    if (value.tricks) out["tricks"] = *value.tricks;
    if (value.points) out["points"] = *value.points;
    if (value.outcome) out["outcome"] = *value.outcome;
    return out;
}

json contractResultHead(const std::string& idJson, const std::string& game, const ContractEcho& contract,
                        const std::vector<int>& declarerSide) {
    json out;
    out["id"] = idValue(idJson);
    out["game"] = game;
    out["contract"] = contractJson(contract);
    out["declarer_side"] = declarerSide;
    return out;
}

}  // namespace soloist
