// Plain-text tables with aligned columns (UTF-8 aware: a suit symbol is one column).
#pragma once

#include <string>
#include <vector>

namespace soloist {

// Every row's cells padded to their column's width, two spaces apart; lines
// end without trailing blanks.
std::string alignColumns(const std::vector<std::vector<std::string>>& rows, const std::string& indent = "");

// Display width of UTF-8 text: one column per code point.
size_t textWidth(const std::string& text);

}  // namespace soloist
