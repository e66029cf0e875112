#include "games/verdict.h"

#include <algorithm>

namespace soloist {

void Verdict::setExtra(std::string_view name, ExtraValue value) {
    auto field = std::find_if(extra.begin(), extra.end(), [&](const ExtraField& f) { return f.name == name; });
    if (field == extra.end()) extra.push_back({std::string(name), std::move(value)});
    else field->value = std::move(value);
}

const ExtraValue* Verdict::findExtra(std::string_view name) const {
    auto field = std::find_if(extra.begin(), extra.end(), [&](const ExtraField& f) { return f.name == name; });
    return field == extra.end() ? nullptr : &field->value;
}

}  // namespace soloist
