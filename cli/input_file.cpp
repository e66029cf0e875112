#include "input_file.h"

#include <filesystem>

namespace soloist::cli {

std::string openInput(const std::string& path, std::ifstream& file) {
    std::error_code ignored;
    if (std::filesystem::is_directory(path, ignored)) return "cannot read " + path + ": it is a directory";
    file.open(path, std::ios::binary);
    if (!file) return "cannot open " + path;
    return "";
}

}  // namespace soloist::cli
