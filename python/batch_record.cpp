#include "batch_record.h"

#include "games/problem.h"
#include "io/record_problem.h"
#include "io/record_stream.h"

namespace soloist::python {

namespace {

nlohmann::json analyse(const nlohmann::json& problem, const BatchSettings& settings) {
    if (settings.analysis == "leads") return leadsJson(problem, SolveOptions{});
    if (settings.analysis == "table") {
        TableOptions options;
        options.vulnerable = settings.vulnerable;
        return tableJson(problem, options);
    }
    return solveJson(problem, settings.solve);
}

nlohmann::json errorResult(const std::string& error, const nlohmann::json& field) {
    return {{"id", nullptr}, {"error", error}, {"field", field}};
}

}  // namespace

bool checkBatchSettings(const BatchSettings& settings, std::string& why) {
    if (settings.analysis != "solve" && settings.analysis != "leads" && settings.analysis != "table") {
        why = "unknown analysis \"" + settings.analysis + "\" (solve, leads or table)";
        return false;
    }
    const std::string& v = settings.vulnerable;
    if (v != "none" && v != "ns" && v != "ew" && v != "both") {
        why = "vulnerable must be none, ns, ew or both";
        return false;
    }
    if (settings.solve.question != "exact" && settings.solve.question != "makeable") {
        why = "question must be exact or makeable";
        return false;
    }
    return true;
}

std::string batchRecordLine(const std::string& text, long index, const BatchSettings& settings) {
    RawRecord record;
    record.index = index;
    record.format = InputFormat::JsonLines;
    record.text = text;
    nlohmann::json result;
    try {
        result = analyse(problemFromRecord(record, RecordDefaults{}), settings);
    } catch (const ProblemError& e) {
        result = errorResult(e.what(), e.field);
    } catch (const std::exception& e) {
        result = errorResult(std::string("internal error: ") + e.what(), nullptr);
    }
    const std::string body = result.dump();
    const std::string head = "{\"index\":" + std::to_string(index);
    return body.size() <= 2 ? head + "}" : head + "," + body.substr(1);
}

}  // namespace soloist::python
