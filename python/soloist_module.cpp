// _soloist: the library façade (solver/facade/soloist.h) for Python. Problems and
// results cross as JSON text; soloist/__init__.py turns them into dicts and
// error results into ProblemError. Every analysis runs without the GIL, so
// Python threads can solve at once.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
#include <tbb/global_control.h>

#include "batch_record.h"
#include "deal_request.h"
#include "io/contract_option.h"
#include "io/deal_generator.h"
#include "facade/soloist.h"
#include "table_memory.h"

namespace py = pybind11;

namespace soloist::python {

namespace {

// Parses `text`, runs `analyse` on it without the GIL, returns the result's text.
template <typename Analyse>
std::string analyseText(const std::string& text, Analyse analyse) {
    py::gil_scoped_release release;
    const nlohmann::json problem = nlohmann::json::parse(text, nullptr, false);
    if (problem.is_discarded())
        return nlohmann::json{{"id", nullptr}, {"error", "json: not valid JSON"}, {"field", "json"}}.dump();
    return analyse(problem).dump();
}

SolveOptions solveOptions(bool leads, const std::string& question, double budgetMs, int threads) {
    SolveOptions options;
    options.leads = leads;
    options.question = question;
    options.budgetMs = budgetMs;
    options.threads = threads;
    return options;
}

// The cap set_threads puts on every analysis, as the CLI's --threads does.
std::unique_ptr<tbb::global_control>& threadLimit() {
    static auto* limit = new std::unique_ptr<tbb::global_control>;  // never destroyed: safe at exit
    return *limit;
}

// What set_threads and set_memory last set (the GIL orders their calls).
int gThreadCap = 0;                  // 0: all cores
std::optional<long> gMemoryBudget;   // MB for all the threads' tables; none: the CLI's default (useDefaultMemory)

// Without a budget, each of `threads` threads (0: all cores) gets the CLI's
// default table: up to 256 MB, at most half of the machine's memory in all.
void useDefaultMemory(int threads) {
    setTableMemory(defaultMegabytesPerThread(resolvedThreads(threads), machineMegabytes()));
}

// Gives each of `threads` threads (0: all cores) its share of `megabytes`, as
// the CLI's --memory does over --threads; ValueError, nothing changed, when
// the budget cannot be split so.
void splitMemory(long megabytes, int threads) {
    std::string why;
    const size_t perThread =
        sharedMegabytesPerThread(megabytes, resolvedThreads(threads), 0, machineMegabytes(), "fewer threads", why);
    if (perThread == 0) throw py::value_error("memory " + std::to_string(megabytes) + ": " + why);
    setTableMemory(perThread);
}

void setThreads(int threads) {
    if (threads < 0) throw py::value_error("threads must be 0 (all cores) or more");
    if (gMemoryBudget) splitMemory(*gMemoryBudget, threads);
    else useDefaultMemory(threads);
    gThreadCap = threads;
    threadLimit().reset();
    if (threads > 0)
        threadLimit() =
            std::make_unique<tbb::global_control>(tbb::global_control::max_allowed_parallelism, size_t(threads));
}

// `threads`: the threads to share the budget among; none: set_threads' cap.
void setMemory(long megabytes, std::optional<int> threads) {
    if (threads && *threads < 0) throw py::value_error("threads must be 0 (all cores) or more");
    splitMemory(megabytes, threads.value_or(gThreadCap));
    gMemoryBudget = megabytes;
}

std::vector<std::string> deals(const DealRequest& request, long long count) {
    if (count < 0) throw py::value_error("count must be 0 or more");
    const DealSpec spec = dealSpecFor(request);
    py::gil_scoped_release release;
    std::vector<std::string> texts;
    texts.reserve(size_t(count));
    for (long long i = 0; i < count; ++i) texts.push_back(generateDeal(spec, uint64_t(i)).dump());
    return texts;
}

std::string batchRecord(const std::string& text, long index, const BatchSettings& settings) {
    py::gil_scoped_release release;
    return batchRecordLine(text, index, settings);
}

BatchSettings batchSettings(const std::string& analysis, const std::string& question, double budgetMs,
                            const std::string& vulnerable, const std::string& game, const std::string& contract,
                            const std::string& variant) {
    BatchSettings settings;
    settings.analysis = analysis;
    settings.solve.question = question;
    settings.solve.budgetMs = budgetMs;
    settings.vulnerable = vulnerable;
    std::string why;
    if (!checkBatchSettings(settings, why)) throw py::value_error(why);
    settings.defaults.game = game;
    // As soloist batch: a PBN game passed out is an error in PBN terms.
    settings.defaults.needsContract = analysis != "table";
    if (!contract.empty()) {
        try {
            settings.defaults.contract = parseContractOption(contract);
        } catch (const std::invalid_argument& e) {
            throw py::value_error(std::string("contract: ") + e.what());
        }
    }
    if (!variant.empty()) {
        settings.defaults.variant = nlohmann::json::parse(variant, nullptr, false);
        if (settings.defaults.variant.is_discarded() || !settings.defaults.variant.is_object())
            throw py::value_error("variant must be a JSON object, e.g. '{\"matador_renege\":true}'");
    }
    return settings;
}

// A record crosses to a Dask worker pickled: its bytes as they were read
// (they need not be UTF-8), its tags, and where it stood in the input.
py::tuple recordState(const RawRecord& r) {
    py::list tags;
    for (const auto& [name, value] : r.tags) tags.append(py::make_tuple(py::bytes(name), py::bytes(value)));
    return py::make_tuple(r.index, r.line, int(r.format), py::bytes(r.text), tags, py::bytes(r.error),
                          py::bytes(r.errorField), r.endOffset);
}

RawRecord recordFromState(const py::tuple& state) {
    if (state.size() != 8) throw std::runtime_error("not a pickled RawRecord");
    RawRecord r;
    r.index = state[0].cast<long>();
    r.line = state[1].cast<long>();
    r.format = InputFormat(state[2].cast<int>());
    r.text = state[3].cast<std::string>();
    for (const auto& tag : state[4].cast<py::list>()) {
        const auto pair = tag.cast<py::tuple>();
        r.tags.emplace_back(pair[0].cast<std::string>(), pair[1].cast<std::string>());
    }
    r.error = state[5].cast<std::string>();
    r.errorField = state[6].cast<std::string>();
    r.endOffset = state[7].cast<uint64_t>();
    return r;
}

}  // namespace

}  // namespace soloist::python

PYBIND11_MODULE(_soloist, m) {
    using namespace soloist;
    using namespace soloist::python;
    m.doc() = "soloist's C++ core: JSON text in, JSON text out (use the soloist package, not this).";
    useDefaultMemory(0);

    m.def("solve", [](const std::string& text, bool leads, const std::string& question, double budgetMs, int threads) {
        const SolveOptions options = solveOptions(leads, question, budgetMs, threads);
        return analyseText(text, [&](const nlohmann::json& p) { return solveJson(p, options); });
    }, py::arg("problem"), py::arg("leads"), py::arg("question"), py::arg("budget_ms"), py::arg("threads"));

    m.def("leads", [](const std::string& text, const std::string& question, double budgetMs, int threads) {
        const SolveOptions options = solveOptions(false, question, budgetMs, threads);
        return analyseText(text, [&](const nlohmann::json& p) { return leadsJson(p, options); });
    }, py::arg("problem"), py::arg("question"), py::arg("budget_ms"), py::arg("threads"));

    m.def("table", [](const std::string& text, const std::string& vulnerable, int threads) {
        TableOptions options;
        options.vulnerable = vulnerable;
        options.threads = threads;
        return analyseText(text, [&](const nlohmann::json& d) { return tableJson(d, options); });
    }, py::arg("deal"), py::arg("vulnerable"), py::arg("threads"));

    m.def("simulate", [](const std::string& text, int samples, uint64_t seed, bool allContracts, bool leads,
                         const std::string& question, double budgetMs, int threads) {
        SimulateOptions options;
        options.samples = samples;
        options.seed = seed;
        options.allContracts = allContracts;
        options.leads = leads;
        options.question = question;
        options.budgetMs = budgetMs;
        options.threads = threads;
        return analyseText(text, [&](const nlohmann::json& p) { return simulateJson(p, options); });
    }, py::arg("problem"), py::arg("samples"), py::arg("seed"), py::arg("all_contracts"), py::arg("leads"),
       py::arg("question"), py::arg("budget_ms"), py::arg("threads"));

    m.def("play", [](const std::string& text) {
        return analyseText(text, [](const nlohmann::json& p) { return playJson(p); });
    }, py::arg("problem"));

    py::class_<DealRequest>(m, "DealRequest")
        .def(py::init<>())
        .def_readwrite("game", &DealRequest::game)
        .def_readwrite("seed", &DealRequest::seed)
        .def_readwrite("contract_types", &DealRequest::contractTypes)
        .def_readwrite("declarer", &DealRequest::declarer)
        .def_readwrite("trump", &DealRequest::trump)
        .def_readwrite("choices", &DealRequest::choices)
        .def_readwrite("variant_json", &DealRequest::variantJson);
    m.def("deals", &deals, py::arg("request"), py::arg("count"),
          "The problems' JSON texts; ValueError when the request cannot give legal deals.");

    py::class_<BatchSettings>(m, "BatchSettings")
        .def(py::init(&batchSettings), py::arg("analysis"), py::arg("question"), py::arg("budget_ms"),
             py::arg("vulnerable"), py::arg("game") = "", py::arg("contract") = "", py::arg("variant") = "",
             "game, contract (JSON or TYPE:DECLARER[:TRUMP]...), variant (JSON): for records without them, "
             "as soloist batch's --game, --contract, --variant");
    m.def("batch_record", &batchRecord, py::arg("text"), py::arg("index"), py::arg("settings"),
          "One record's result line (JSON text with \"index\"), as soloist batch writes it.");

    py::class_<RawRecord>(m, "RawRecord", "One record of an input file, as soloist batch splits it.")
        .def_readwrite("index", &RawRecord::index)
        .def_property_readonly("id_json", &recordIdText, "the id its result line carries, as JSON text")
        .def(py::pickle(&recordState, &recordFromState));
    m.def("record_line", [](const RawRecord& record, const BatchSettings& settings) {
        py::gil_scoped_release release;
        return batchRecordLine(record, settings);
    }, py::arg("record"), py::arg("settings"), "The record's result line, as soloist batch writes it.");

    py::class_<RecordFile>(m, "RecordFile",
                           "The records of one input file (JSON Lines, JSON array or objects, PBN), "
                           "read one at a time as soloist batch reads them.")
        .def(py::init<const std::string&>(), py::arg("path"))
        .def_property_readonly("format", [](RecordFile& file) { return std::string(formatName(file.format())); })
        .def("__iter__", [](RecordFile& file) -> RecordFile& { return file; })
        .def("__next__", [](RecordFile& file) {
            std::optional<RawRecord> record;
            {
                py::gil_scoped_release release;
                record = file.next();
            }
            if (!record) throw py::stop_iteration();
            return std::move(*record);
        });

    m.def("set_memory", &setMemory, py::arg("megabytes"), py::arg("threads") = py::none());
    m.def("set_threads", &setThreads, py::arg("threads"));
}
