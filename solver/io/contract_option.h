// A contract given on the command line, for records that carry none (PBN
// deal lines, bare deals): a JSON object as in docs/FORMAT.md, or the short form
//   TYPE:DECLARER[:TRUMP][:key=value...]
// e.g. "4S:N", "solo:2:H", "prop:0:S:partner=2", "frog:1:C:call=CA",
// "call:0:H:call=SA:give=D6", "frog:2:discard=SK,HQ,DT", "3N:S:vulnerable=true".
// Seats are numbers, or N E S W (0 1 2 3).
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

namespace soloist {

// Throws std::invalid_argument with a readable reason.
nlohmann::json parseContractOption(std::string_view text);

}  // namespace soloist
