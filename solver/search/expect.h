// Where a caller expects a value within the range it knows holds it:
// nowhere in particular, or next to one end (just past a bound that another
// search proved). Narrowing steps out from that end instead of halving.
#pragma once

namespace soloist {

enum class Expect { Anywhere, NearLow, NearHigh };

}  // namespace soloist
