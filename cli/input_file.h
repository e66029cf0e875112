// Opening a command's input file, with the reasons it cannot be read said up
// front: a directory opens like a file and only fails at the first read.
#pragma once

#include <fstream>
#include <string>

namespace soloist::cli {

// Opens `path` in `file` (binary); returns "" or why it cannot be read.
std::string openInput(const std::string& path, std::ifstream& file);

}  // namespace soloist::cli
