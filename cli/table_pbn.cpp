#include "table_pbn.h"

#include <cctype>

#include "games/game.h"
#include "io/pbn_table_tags.h"
#include "io/pbn_writer.h"
#include "io/solo_table_tags.h"

namespace soloist::cli {

namespace {

// A board number for a new record: the id when it is one, else the record's position.
long boardNumber(const nlohmann::json& id, long index) {
    if (id.is_number_integer() && id.get<long>() > 0) return id.get<long>();
    if (id.is_string()) {
        const std::string text = id.get<std::string>();
        const bool digits = !text.empty() && text.size() < 9 &&
                            text.find_first_not_of("0123456789") == std::string::npos && text != std::string(text.size(), '0');
        if (digits) return std::stol(text);
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
