// The shell of every `--format html` page: one self-contained document (inline
// CSS, no scripts, no network) that reads on a phone and prints cleanly, and
// the escaping every piece of input text goes through on its way in.
#pragma once

#include <string>
#include <string_view>

namespace soloist {

// `text` safe inside an element or a quoted attribute: & < > " ' escaped.
std::string escapeHtml(std::string_view text);

// A complete HTML document: `title` (plain text, escaped here) in <title> and
// the page heading, `subtitle` (plain text) under it, `body` (markup) after.
std::string htmlDocument(const std::string& title, const std::string& subtitle, const std::string& body);

// The same document in two halves, for output written as it is produced:
// start, then any number of sections, then end.
std::string htmlDocumentStart(const std::string& title, const std::string& subtitle);
std::string htmlDocumentEnd();

}  // namespace soloist
