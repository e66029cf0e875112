#include "record_options.h"

#include <stdexcept>

#include "io/contract_option.h"

namespace po = boost::program_options;

namespace soloist::cli {

void addRecordOptions(po::options_description& options) {
    options.add_options()
        ("game", po::value<std::string>(),
         "game of PBN records without a Game tag (default bridge) and of deal lines \"0:...\"")
        ("contract", po::value<std::string>(),
         "contract for PBN, LIN and deal-line records without one: TYPE:DECLARER[:TRUMP][:key=value...] "
         "(e.g. 4S:N, solo:2:H) or a JSON object");
}

std::optional<std::string> readRecordOptions(const po::variables_map& vm, RecordDefaults& defaults) {
    if (vm.count("game")) defaults.game = vm["game"].as<std::string>();
    try {
        if (vm.count("contract")) defaults.contract = parseContractOption(vm["contract"].as<std::string>());
    } catch (const std::invalid_argument& e) {
        return std::string("--contract: ") + e.what();
    }
    return std::nullopt;
}

}  // namespace soloist::cli
