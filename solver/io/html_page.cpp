#include "io/html_page.h"

namespace soloist {

namespace {

// One stylesheet for every report. Colours: the two card colours (red and
// black suits, as the rules name them), one accent for the declarer side and
// what makes, one for what fails. Widths are relative so the page reflows on
// a phone; print drops the shadows and keeps each record on its own page
// where it fits.
constexpr const char* kStyle = R"css(
:root {
  --paper: #f5f2ea; --card: #ffffff; --ink: #1f2328; --muted: #6a6f76; --rule: #e2ddd0;
  --red-suit: #c8102e; --black-suit: #1f2328; --felt: #2f6b4f; --felt-ink: #eaf4ee;
  --made: #2e7d5b; --made-soft: #d8eee2; --failed: #b3261e; --failed-soft: #f7dedb; --neutral: #8a8f98;
  --accent: #2e7d5b;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--paper); color: var(--ink);
  font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif; }
main { max-width: 62rem; margin: 0 auto; padding: 1rem; }
.page-head { margin: 0.5rem 0 1.25rem; }
.page-head .brand { font-size: 0.8rem; letter-spacing: 0.12em; text-transform: uppercase; color: var(--muted); margin: 0; }
.page-head h1 { font-size: 1.6rem; margin: 0.1rem 0 0.2rem; }
.page-head .subtitle { color: var(--muted); margin: 0; }
section.record { background: var(--card); border-radius: 14px; padding: 1.1rem 1.25rem 1.25rem; margin: 0 0 1.25rem;
  box-shadow: 0 1px 2px rgba(0,0,0,.06), 0 4px 14px rgba(0,0,0,.05); }
section.record > header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.3rem 0.8rem; margin-bottom: 0.8rem; }
section.record h2 { font-size: 1.3rem; margin: 0; word-break: break-word; }
.game-name { color: var(--muted); font-size: 0.95rem; }
.suit-legend { color: var(--muted); font-size: 0.85rem; width: 100%; }
h3 { font-size: 1.02rem; margin: 1.3rem 0 0.5rem; }
h3 .note { font-weight: normal; color: var(--muted); font-size: 0.9rem; }
p.note { color: var(--muted); font-size: 0.9rem; margin: 0.3rem 0; }
.suit { font-weight: 600; }
.suit-s, .suit-c { color: var(--black-suit); }
.suit-h, .suit-d { color: var(--red-suit); }
.card-name { white-space: nowrap; font-weight: 600; }
.void { color: var(--muted); }
/* The deal: bridge around a table, other games side by side. */
.deal-layout { display: flex; flex-wrap: wrap; gap: 1rem 1.75rem; align-items: flex-start; }
.deal-layout > .deal { flex: 0 1 30rem; min-width: 0; }
.deal-layout > .beside { flex: 1 1 15rem; min-width: 0; }
.deal-layout > .beside > :first-child { margin-top: 0; }
.compass { display: grid; grid-template-columns: 1fr minmax(6.5rem, 8.5rem) 1fr; grid-template-areas:
  ". north ." "west table east" ". south ."; gap: 0.5rem; align-items: center; max-width: 30rem; }
.compass .seat-0 { grid-area: north; } .compass .seat-1 { grid-area: east; }
.compass .seat-2 { grid-area: south; } .compass .seat-3 { grid-area: west; }
.compass .table-top { grid-area: table; }
.seats { display: flex; flex-wrap: wrap; gap: 0.6rem; }
.hand { border: 1px solid var(--rule); border-radius: 10px; padding: 0.45rem 0.7rem 0.5rem; background: #fffdf8; min-width: 8.5rem; }
.seats .hand { flex: 1 1 9rem; }
.hand.declaring { border-color: var(--accent); box-shadow: inset 0 3px 0 var(--accent); }
.hand .seat-label { font-size: 0.8rem; color: var(--muted); display: flex; gap: 0.4rem; align-items: baseline; flex-wrap: wrap; }
.hand .seat-label strong { color: var(--ink); font-size: 0.95rem; }
.badge { font-size: 0.7rem; border-radius: 999px; padding: 0.05rem 0.45rem; background: var(--rule); color: var(--ink); white-space: nowrap; }
.badge.declarer { background: var(--accent); color: #fff; }
.badge.to-play { background: #f1c232; color: #3a2f00; }
.hand ul { list-style: none; margin: 0.2rem 0 0; padding: 0; font-variant-numeric: tabular-nums; }
.hand li { white-space: nowrap; font-size: 1.02rem; letter-spacing: 0.04em; }
.hand li .suit { display: inline-block; width: 1.2em; }
.table-top { background: var(--felt); color: var(--felt-ink); border-radius: 12px; aspect-ratio: 1; display: grid;
  place-items: center; text-align: center; font-size: 0.85rem; padding: 0.4rem; min-height: 6.5rem;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.table-top .on-felt, .table-top .trick { display: inline-block; background: #fff; color: var(--ink); border-radius: 8px;
  padding: 0.2rem 0.5rem; margin: 0.15rem 0; font-weight: 600; }
.table-top .felt-label { display: block; font-size: 0.72rem; letter-spacing: 0.06em; text-transform: uppercase; opacity: 0.85; }
.deal-extra { margin: 0.5rem 0 0; color: var(--muted); font-size: 0.92rem; }
/* The verdict. */
.contract-banner { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; align-items: baseline; margin: 1rem 0 0.6rem; }
.contract-banner .contract { font-size: 1.25rem; font-weight: 650; }
.facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); gap: 0.5rem; margin: 0; }
.facts div { background: #faf8f3; border-radius: 8px; padding: 0.35rem 0.6rem; }
.facts dt { font-size: 0.75rem; color: var(--muted); text-transform: uppercase; letter-spacing: 0.05em; }
.facts dd { margin: 0; font-size: 1.1rem; font-weight: 600; font-variant-numeric: tabular-nums; word-break: break-word; }
.pill { display: inline-block; border-radius: 999px; padding: 0.05rem 0.55rem; font-weight: 600; font-size: 0.92em; }
.pill.good { background: var(--made-soft); color: var(--made); }
.pill.bad { background: var(--failed-soft); color: var(--failed); }
.pill.open { background: var(--rule); color: var(--ink); }
/* Tables of numbers. */
.scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; }
table.grid { border-collapse: collapse; font-variant-numeric: tabular-nums; min-width: 100%; }
table.grid th, table.grid td { padding: 0.35rem 0.6rem; border-bottom: 1px solid var(--rule); text-align: left; vertical-align: top; }

table.grid th { font-size: 0.78rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); font-weight: 600; }
table.grid td.num, table.grid th.num { text-align: right; }
table.grid tbody th { color: var(--ink); font-weight: 650; font-size: 0.95rem; text-transform: none; letter-spacing: 0; }
table.grid tbody tr:nth-child(even) { background: #fbfaf6; }
table.dd { min-width: 0; }
table.dd th, table.dd td { text-align: center; padding: 0.45rem 0.8rem; font-size: 1.05rem; }
table.dd th { font-size: 1.1rem; color: var(--ink); text-transform: none; }
table.dd td { border: 2px solid var(--card); border-radius: 6px; font-weight: 600;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }
table.dd td.makes { color: #123d2a; }
table.dd td.short { color: var(--muted); font-weight: 500; }
.grids { display: flex; flex-wrap: wrap; gap: 0.25rem 1.5rem; align-items: flex-start; }
table.entries { min-width: 0; margin-bottom: 0.6rem; }
table.entries thead th { font-size: 1.05rem; }
table.entries td { padding: 0.2rem 0.3rem; }
table.entries th:first-child { text-transform: none; font-size: 0.9rem; color: var(--ink); }
.entry { border-radius: 6px; padding: 0.15rem 0.45rem; white-space: nowrap; margin: 0.1rem 0;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.entry.made { background: var(--made-soft); color: #14432f; }
.entry.failed { background: var(--failed-soft); color: #6b1712; }
.entry.open { background: #efebe1; }
.entry small { opacity: 0.75; }
tr.mistake td { background: #fdf1ef; }
ul.skipped { margin: 0.3rem 0; padding-left: 1.2rem; color: var(--muted); }
.par { margin: 0.7rem 0 0; font-size: 1.02rem; }
.par strong { font-size: 1.1rem; }
/* Horizontal bars: a row per card or contract, the bar an inline SVG. */
table.bars { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
table.bars th { font-size: 0.78rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); text-align: left; font-weight: 600; padding: 0.2rem 0.5rem; }
table.bars td { padding: 0.3rem 0.5rem; border-bottom: 1px solid var(--rule); vertical-align: middle; }
table.bars td.label { width: 30%; min-width: 7rem; }
table.bars td.bar { width: 40%; min-width: 6rem; }
table.bars td.value { width: 1%; white-space: nowrap; text-align: right; font-weight: 600; }
table.bars td.extra { width: 24%; min-width: 6rem; color: var(--muted); font-size: 0.88rem; }
table.bars svg { display: block; width: 100%; height: 1.1rem; }
svg .track { fill: #efebe1; }
svg .fill-best, svg .fill-made { fill: var(--made); }
svg .fill-other { fill: #c9a227; }
svg .fill-failed { fill: var(--failed); }
svg .fill-neutral { fill: var(--neutral); }
svg .whisker { stroke: var(--ink); stroke-width: 1.5; }
svg .target { stroke: var(--ink); stroke-width: 1; stroke-dasharray: 2 2; }
svg.chart { width: 100%; height: auto; max-width: 46rem; display: block; }
svg.chart text { font: 13px system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; fill: var(--ink); }
svg.chart .axis text { fill: var(--muted); font-size: 11px; }
svg.chart .gridline { stroke: var(--rule); stroke-width: 1; }
svg, rect, line { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.error { border-left: 4px solid var(--failed); background: var(--failed-soft); padding: 0.6rem 0.8rem; border-radius: 6px; word-break: break-word; }
footer.page-foot { color: var(--muted); font-size: 0.8rem; text-align: center; margin: 1.5rem 0 0.5rem; }
@media (max-width: 34rem) {
  main { padding: 0.6rem; }
  section.record { padding: 0.85rem 0.8rem 1rem; border-radius: 10px; }
  .compass { grid-template-columns: 1fr 1fr; grid-template-areas: "north north" "west east" "table table" "south south"; }
  .compass .table-top { aspect-ratio: auto; min-height: 3rem; }
  .compass .hand { min-width: 0; }
  table.grid th, table.grid td { padding: 0.3rem 0.4rem; }
  table.dd th, table.dd td { padding: 0.4rem 0.55rem; }
  table.bars td.bar { min-width: 4rem; }
}
@media print {
  body { background: #fff; font-size: 11pt; }
  main { max-width: none; padding: 0; }
  section.record { box-shadow: none; border: 1px solid #ccc; break-inside: avoid; page-break-inside: avoid; }
  .scroll { overflow: visible; }
  footer.page-foot { display: none; }
}
)css";

}  // namespace

std::string escapeHtml(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&#39;"; break;
            default: out += c;
        }
    }
    return out;
}

std::string htmlDocumentStart(const std::string& title, const std::string& subtitle) {
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
           "<meta name=\"generator\" content=\"soloist\">\n<title>" +
           escapeHtml(title) + "</title>\n<style>" + kStyle + "</style>\n</head>\n<body>\n<main>\n" +
           "<header class=\"page-head\"><p class=\"brand\">soloist</p><h1>" + escapeHtml(title) + "</h1>" +
           (subtitle.empty() ? "" : "<p class=\"subtitle\">" + escapeHtml(subtitle) + "</p>") + "</header>\n";
}

std::string htmlDocumentEnd() {
    return "<footer class=\"page-foot\">Made by soloist, a double-dummy solver: every hand open, perfect play by "
           "both sides.</footer>\n</main>\n</body>\n</html>\n";
}

std::string htmlDocument(const std::string& title, const std::string& subtitle, const std::string& body) {
    return htmlDocumentStart(title, subtitle) + body + htmlDocumentEnd();
}

}  // namespace soloist
