#include "commands.h"
#include "common_options.h"
#include "io/html_report.h"
#include "io/text_report.h"
#include "record_runner.h"
#include "facade/soloist.h"

namespace soloist::cli {

int playCommand(const std::vector<std::string>& args) {
    RecordCommandLine commandLine("play",
                                  "soloist play [FILE|-] [options]\n\n"
                                  "Judges played cards (docs/PLAY.md). Each problem (FORMAT.md) carries \"play\":\n"
                                  "the cards played in order from its position, e.g. [\"SA\", \"S7\", ...]. For every\n"
                                  "card: the contract's value with perfect play before and after it, its cost to\n"
                                  "the side that played it and the cards that kept the value; per seat, the\n"
                                  "mistakes and their cost. An illegal card ends the analysis with an error\n"
                                  "naming play[i], after the cards before it. The declarer's choices (frog\n"
                                  "discard, six-bid call/give/trump) must be given. A bridge PBN game's Play\n"
                                  "section and a LIN board's pc cards are read as \"play\".\n"
                                  "Exit code 0: all analysed; 1: some records failed; 2: usage.\n\n"
                                  "options");
    RunOptions run;
    run.defaults.needsContract = true;
    run.defaults.needsPlay = true;  // a PBN Play section or LIN pc cards
    if (const auto stop = commandLine.parse(args, run)) return *stop;
    return runRecords(run, [](const nlohmann::json& problem) { return playJson(problem); }, playText, playHtml);
}

}  // namespace soloist::cli
