#include "resume_check.h"

#include "io/json_text.h"

namespace soloist::cli {

std::string ResumeCheck::mismatch(long index, const nlohmann::json& id) {
    ++line_;
    const std::string where = "line " + std::to_string(line_) + " of the output";
    std::string text, error;
    if (!std::getline(kept_, text)) return "cannot read " + where;
    const auto result = parseJsonText(text, error);
    if (!result || !result->is_object()) return where + " is not a result line";
    if (result->contains("index") && (*result)["index"] != index)
        return where + " has index " + jsonExcerpt((*result)["index"]) + " but its record here is " +
               std::to_string(index);
    // Compared as written: an id's bytes that are not UTF-8 were replaced in the output.
    if (result->contains("id") && jsonLine((*result)["id"]) != jsonLine(id))
        return where + " has id " + jsonExcerpt((*result)["id"]) + " but its record here (index " +
               std::to_string(index) + ") has id " + jsonExcerpt(id);
    return "";
}

}  // namespace soloist::cli
