// A PBN Play section (bridge) as the cards in the order they were played.
// The section lists one trick a line in fixed columns: the first column is
// the Play tag's seat (the opening leader), the others follow clockwise,
// whoever led the trick; so the order of play follows who won each trick.
#pragma once

#include <string>
#include <vector>

namespace soloist {

// `leader`: the Play tag's value (N E S W); `section`: the lines after it;
// `trump`: S H D C, or N for no trump. Cards are written as in the section
// ("SA", "H10" as "HT"); "-" (not played) and "*" (the end) stop the play.
// Throws ProblemError naming "Play" for a token that is not a card.
std::vector<std::string> pbnPlayOrder(const std::string& leader, const std::vector<std::string>& section, char trump);

}  // namespace soloist
