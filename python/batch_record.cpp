#include "batch_record.h"

#include <filesystem>
#include <stdexcept>

#include "games/problem.h"
#include "io/json_text.h"

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

nlohmann::json errorResult(const RawRecord& record, const std::string& error, const nlohmann::json& field) {
    return {{"id", idOfRecord(record)}, {"error", error}, {"field", field}};
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

RecordFile::RecordFile(const std::string& path) : file_(path, std::ios::binary), records_(file_) {
    std::error_code ignored;
    if (std::filesystem::is_directory(path, ignored)) throw std::runtime_error("cannot read " + path + ": it is a directory");
    if (!file_) throw std::runtime_error("cannot open " + path);
}

std::string batchRecordLine(const RawRecord& record, const BatchSettings& settings) {
    nlohmann::json result;
    try {
        result = analyse(problemFromRecord(record, settings.defaults), settings);
    } catch (const ProblemError& e) {
        result = errorResult(record, e.what(), e.field);
    } catch (const std::exception& e) {
        result = errorResult(record, std::string("internal error: ") + e.what(), nullptr);
    }
    const std::string body = jsonLine(result);
    const std::string head = "{\"index\":" + std::to_string(record.index);
    return body.size() <= 2 ? head + "}" : head + "," + body.substr(1);
}

std::string batchRecordLine(const std::string& text, long index, const BatchSettings& settings) {
    RawRecord record;
    record.index = index;
    record.format = InputFormat::JsonLines;
    record.text = text;
    return batchRecordLine(record, settings);
}

std::string recordIdText(const RawRecord& record) { return jsonLine(idOfRecord(record)); }

}  // namespace soloist::python
