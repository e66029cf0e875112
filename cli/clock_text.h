// Durations as a person reads them on a progress line: "0:42", "12:05",
// "1:02:33" (rounded to the second).
#pragma once

#include <string>

namespace soloist::cli {

std::string clockText(double seconds);

}  // namespace soloist::cli
