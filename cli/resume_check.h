// --resume: the lines an interrupted run left in its output must be the
// results of this input's first records (this shard's), in order. Each kept
// line's "index" and "id" are compared with the record skipped in its place,
// reading the output again one line at a time.
#pragma once

#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

namespace soloist::cli {

class ResumeCheck {
public:
    // `path`: the output file, already cut to its kept lines.
    explicit ResumeCheck(const std::string& path) : kept_(path, std::ios::binary) {}

    // "" when the next kept line is the result of the record at `index` with
    // `id`, else why not.
    std::string mismatch(long index, const nlohmann::json& id);

private:
    std::ifstream kept_;
    long line_ = 0;
};

}  // namespace soloist::cli
