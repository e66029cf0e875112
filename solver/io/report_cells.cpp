#include "io/report_cells.h"

#include "io/hand_diagram.h"
#include "io/json_text.h"

namespace soloist {

using json = nlohmann::json;

json reportField(const json& record, const std::string& key) {
    return record.is_object() && record.contains(key) ? record[key] : json(nullptr);
}

std::string cellText(const json& v) {
    if (v.is_null()) return "-";
    if (v.is_boolean()) return v.get<bool>() ? "yes" : "no";
    if (v.is_string()) return v.get<std::string>();
    if (v.is_array()) {
        std::string out;
        for (const json& x : v) out += (out.empty() ? "" : " ") + cellText(x);
        return out;
    }
    if (v.is_object()) {
        std::string out;
        for (const auto& [key, value] : v.items()) out += (out.empty() ? "" : ", ") + key + " " + cellText(value);
        return out;
    }
    return jsonLine(v);
}

std::string gameOf(const json& record) {
    const json game = reportField(record, "game");
    return game.is_string() ? game.get<std::string>() : "";
}

std::string contractLine(const std::string& game, const json& c) {
    if (!c.is_object()) return cellText(c);
    const json declarer = reportField(c, "declarer");
    std::string out = cellText(reportField(c, "type")) + " by " +
                      (declarer.is_number_integer() ? seatName(game, declarer.get<int>()) : cellText(declarer));
    for (const char* key : {"trump", "target", "call", "partner", "give", "discard"}) {
        const json value = reportField(c, key);
        if (value.is_null()) continue;
        const bool seat = std::string(key) == "partner" && value.is_number_integer();
        out += std::string(", ") + key + " " + (seat ? seatName(game, value.get<int>()) : cellText(value));
    }
    return out;
}

std::string percentText(const json& v) {
    if (!v.is_number()) return "-";
    const int tenths = int(v.get<double>() * 1000 + 0.5);
    return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + "%";
}

std::optional<int> seatToPlay(const json& result) {
    const json seat = reportField(result, "to_play");
    if (seat.is_number_integer()) return seat.get<int>();
    return std::nullopt;
}

std::string valueOwner(const std::string& game, const json& result) {
    const json side = reportField(result, "declarer_side");
    std::string seats;
    for (const json& s : side)
        if (s.is_number_integer()) {
            if (!seats.empty()) seats += ' ';
            seats += seatName(game, s.get<int>());
        }
    const std::string measure = reportField(result, "points").is_number() ? "points" : "tricks";
    const bool alone = side.is_array() && side.size() == 1;
    if (game != "bridge") seats = (alone ? "seat " : "seats ") + seats;
    return (alone ? "the declarer's (" : "the declarer side's (") + seats + ") " + measure;
}

}  // namespace soloist
