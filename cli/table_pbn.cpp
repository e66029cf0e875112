#include "table_pbn.h"

#include <cctype>

#include "games/game.h"
#include "io/pbn_table_tags.h"
#include "io/pbn_writer.h"
#include "io/solo_table_tags.h"

namespace soloist::cli {

namespace {

// A board number for a new record: the digits that end the id ("Board 7",
// "o7"), else the record's position.
long boardNumber(const nlohmann::json& id, long index) {
    if (id.is_number_integer()) return id.get<long>();
    if (id.is_string()) {
        const std::string text = id.get<std::string>();
        size_t end = text.size();
        while (end > 0 && std::isspace(static_cast<unsigned char>(text[end - 1]))) --end;
        size_t start = end;
        while (start > 0 && std::isdigit(static_cast<unsigned char>(text[start - 1]))) --start;
        if (start < end && end - start < 9) return std::stol(text.substr(start, end - start));
    }
    return index + 1;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& line : lines) out += line + "\n";
    return out;
}

}  // namespace

std::string pbnTableLines(const RawRecord& source, const nlohmann::json& problem, const nlohmann::json& result,
                          long index) {
    std::vector<std::string> lines;
    const Game* game = nullptr;
    if (problem.is_object() && problem.contains("game") && problem["game"].is_string())
        game = findGame(problem["game"].get<std::string>());
    if (source.format == InputFormat::PbnFile) {
        lines = source.lines;
    } else if (game && !result.contains("error")) {
        lines = pbnRecordOfProblem(problem, *game, boardNumber(result.value("id", nlohmann::json()), index), "",
                                   dealerOfRecord(source));
    }
    if (result.contains("error")) {
        lines.push_back("; soloist: record " + std::to_string(index) + ": " + result["error"].get<std::string>());
        return joined(lines);
    }
    if (game && game->id() == "bridge") {
        const long board = boardNumber(result.value("id", nlohmann::json()), index);
        const int dealer = dealerOfRecord(source).value_or(int(((board - 1) % 4 + 4) % 4));
        return joined(withTableTags(lines, bridgeTableTagLines(result, dealer)));
    }
    return joined(withTableTags(lines, soloTableTagLines(result)));
}

std::string tableRecordAsPbn(const InputRecord& record, const nlohmann::json& result, long index) {
    return pbnTableLines(record.source, record.problem, result, index);
}

}  // namespace soloist::cli
