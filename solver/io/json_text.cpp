#include "io/json_text.h"

#include "cards/notation.h"
#include "io/record_stream.h"

namespace soloist {

namespace {

using nlohmann::json;

constexpr size_t kExcerptBytes = 60;
constexpr int kExcerptLevels = 3;

int deepestNesting(std::string_view text) {
    JsonDepth depth;
    int deepest = 0;
    for (char c : text) {
        depth.feed(c);
        deepest = std::max(deepest, depth.depth());
    }
    return deepest;
}

// Compact JSON of `value`, stopping once `out` is long enough; recursion is
// bounded by kExcerptLevels, not by the value.
void excerpt(const json& value, int level, std::string& out) {
    if (out.size() > kExcerptBytes) return;
    if (!value.is_structured()) {
        out += utf8Prefix(jsonLine(value), kExcerptBytes + 1);
        return;
    }
    const bool array = value.is_array();
    if (level >= kExcerptLevels && !value.empty()) {
        out += array ? "[...]" : "{...}";
        return;
    }
    out += array ? '[' : '{';
    bool first = true;
    for (auto it = value.begin(); it != value.end(); ++it) {
        if (out.size() > kExcerptBytes) break;
        if (!first) out += ',';
        first = false;
        if (!array) out += utf8Prefix(jsonLine(it.key()), kExcerptBytes + 1) + ':';
        excerpt(it.value(), level + 1, out);
    }
    out += array ? ']' : '}';
}

}  // namespace

std::optional<json> parseJsonText(std::string_view text, std::string& error) {
    if (deepestNesting(text) > kMaxJsonNesting) {
        error = "JSON nested deeper than " + std::to_string(kMaxJsonNesting) + " levels";
        return std::nullopt;
    }
    // nlohmann reads a NUL byte as the end of the input, so "{...}\0junk"
    // would pass; JSON text never holds one (strings escape it as \u0000).
    if (const size_t nul = text.find('\0'); nul != std::string_view::npos) {
        error = "malformed JSON: a NUL byte at byte " + std::to_string(nul + 1);
        return std::nullopt;
    }
    try {
        return json::parse(text);
    } catch (const json::parse_error& e) {
        error = std::string("malformed JSON: ") + e.what();
    } catch (const json::exception& e) {  // out_of_range: a number such as 1e999
        error = std::string("unreadable JSON: ") + e.what();
    }
    return std::nullopt;
}

std::string jsonLine(const json& value) { return value.dump(-1, ' ', false, json::error_handler_t::replace); }

std::string jsonExcerpt(const json& value) {
    std::string out;
    excerpt(value, 0, out);
    if (out.size() <= kExcerptBytes) return out;
    return utf8Prefix(out, kExcerptBytes) + "...";
}

}  // namespace soloist
