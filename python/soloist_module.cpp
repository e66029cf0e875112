// _soloist: the library façade (solver/soloist.h) for Python. Problems and
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
#include "io/deal_generator.h"
#include "soloist.h"

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

void setThreads(int threads) {
    if (threads < 0) throw py::value_error("threads must be 0 (all cores) or more");
    threadLimit().reset();
    if (threads > 0)
        threadLimit() =
            std::make_unique<tbb::global_control>(tbb::global_control::max_allowed_parallelism, size_t(threads));
}

void setMemory(long megabytes) {
    if (megabytes < 1) throw py::value_error("memory must be at least 1 (MB)");
    setTableMemory(size_t(megabytes));
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

}  // namespace

}  // namespace soloist::python

PYBIND11_MODULE(_soloist, m) {
    using namespace soloist;
    using namespace soloist::python;
    m.doc() = "soloist's C++ core: JSON text in, JSON text out (use the soloist package, not this).";

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
        .def(py::init([](const std::string& analysis, const std::string& question, double budgetMs,
                         const std::string& vulnerable) {
                 BatchSettings settings;
                 settings.analysis = analysis;
                 settings.solve.question = question;
                 settings.solve.budgetMs = budgetMs;
                 settings.vulnerable = vulnerable;
                 std::string why;
                 if (!checkBatchSettings(settings, why)) throw py::value_error(why);
                 return settings;
             }),
             py::arg("analysis"), py::arg("question"), py::arg("budget_ms"), py::arg("vulnerable"));
    m.def("batch_record", &batchRecord, py::arg("text"), py::arg("index"), py::arg("settings"),
          "One record's result line (JSON text with \"index\"), as soloist batch writes it.");

    m.def("set_memory", &setMemory, py::arg("megabytes"));
    m.def("set_threads", &setThreads, py::arg("threads"));
}
