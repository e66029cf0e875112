#include "clock_text.h"

#include <cstdio>

namespace soloist::cli {

std::string clockText(double seconds) {
    const long s = seconds > 0 ? long(seconds + 0.5) : 0;
    char text[32];
    if (s >= 3600)
        std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    else
        std::snprintf(text, sizeof text, "%ld:%02ld", s / 60, s % 60);
    return text;
}

}  // namespace soloist::cli
