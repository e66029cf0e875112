#!/usr/bin/python3
"""soloist's --format html pages rendered by a real browser (headless Chromium).

For each page: a screenshot that is not blank (many distinct colours, the red
suits drawn in red) at a desktop and a phone width, and the DOM Chromium
builds holding the values of the JSON output (every cell of a bridge table,
every lead group, every simulated contract's chance, the batch chart's rates),
with an id holding <script> shown as text, never run.

Usage: html_in_browser_test.py SOLOIST_BINARY SOURCE_DIR
Exit 0: passed; 1: failed; 77: skipped, only when Chromium cannot start.
Only the Python standard library: the PNG is decoded with zlib and struct.
"""
import html.parser
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

SKIP = 77


def chromium_binary():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def chromium_args(binary, *extra):
    return [binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
            "--disable-extensions", "--disable-dev-shm-usage", "--user-data-dir=" + PROFILE, *extra]


def run_chromium(binary, *extra):
    return subprocess.run(chromium_args(binary, *extra), capture_output=True, timeout=60)


def png_pixels(path):
    """(width, height, rows of RGB(A) tuples) of an 8-bit RGB or RGBA PNG."""
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, f"unexpected PNG kind {depth} {colour}"
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def screenshot_facts(path):
    width, height, channels, rows = png_pixels(path)
    colours, red = set(), 0
    for row in rows[::2]:  # every other row: plenty for counting, twice as fast
        for x in range(0, width * channels, channels):
            r, g, b = row[x], row[x + 1], row[x + 2]
            colours.add((r, g, b))
            red += r > 150 and g < 80 and b < 90
    return width, height, len(colours), red


class Dom(html.parser.HTMLParser):
    """The parts of a dumped DOM the checks read: text of elements by tag and
    class, table cells with their data attributes, and every tag seen."""

    def __init__(self):
        super().__init__()
        self.stack, self.cells, self.tags, self.texts = [], [], [], {}

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.tags.append(tag)
        if tag in ("br", "meta", "link", "img", "input", "hr", "rect", "line"):
            return
        self.stack.append((tag, attrs, []))

    def handle_startendtag(self, tag, attrs):
        self.tags.append(tag)

    def handle_endtag(self, tag):
        if all(open_tag != tag for open_tag, _, _ in self.stack):
            return  # the end of a void element (Chromium writes <rect ...></rect>)
        while self.stack:
            open_tag, attrs, text = self.stack.pop()
            content = "".join(text)
            if self.stack:
                self.stack[-1][2].append(content)
            key = (open_tag, attrs.get("class", ""))
            self.texts.setdefault(key, []).append(" ".join(content.split()))
            if open_tag == "td" and "data-strain" in attrs:
                self.cells.append((attrs["data-declarer"], attrs["data-strain"], content.strip()))
            if open_tag == tag:
                break

    def handle_data(self, data):
        if self.stack:
            self.stack[-1][2].append(data)

    def text(self, tag, cls=""):
        return self.texts.get((tag, cls), [])


def open_page(binary, name, page_html):
    """Writes `page_html` to NAME.html and has Chromium build its DOM:
    (the page's path, the Dom read from what Chromium dumps)."""
    page = os.path.join(WORK, name + ".html")
    with open(page, "w") as f:
        f.write(page_html)
    result = run_chromium(binary, "--dump-dom", "file://" + page)
    assert result.returncode == 0, result.stderr.decode(errors="replace")[-2000:]
    dom = Dom()
    dom.feed(result.stdout.decode())
    return page, dom


def soloist(binary, args, stdin_text):
    result = subprocess.run([binary, *args], input=stdin_text.encode(), capture_output=True, timeout=120)
    return result.stdout.decode(), result.stderr.decode(), result.returncode


FAILURES = []


def check(condition, message):
    if not condition:
        FAILURES.append(message)
        print("FAIL: " + message)


def check_screenshot(binary, page, name, size, min_colours):
    png = os.path.join(WORK, name + ".png")
    result = run_chromium(binary, "--screenshot=" + png, "--window-size=" + size, "file://" + page)
    check(result.returncode == 0 and os.path.exists(png), f"{name}: screenshot failed: {result.stderr[-500:]!r}")
    if not os.path.exists(png):
        return
    width, height, colours, red = screenshot_facts(png)
    print(f"{name}: {width}x{height}, {colours} distinct colours, {red} red pixels")
    check(colours >= min_colours, f"{name}: only {colours} distinct colours: a blank page?")
    check(red >= 20, f"{name}: no red suit symbols drawn ({red} red pixels)")


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    binary_soloist, source = sys.argv[1], sys.argv[2]
    browser = chromium_binary()
    if not browser:
        print("SKIPPED: no chromium on PATH (scripts/install-deps.sh installs Debian's chromium)")
        return SKIP
    started = time.monotonic()
    probe = os.path.join(WORK, "probe.html")
    with open(probe, "w") as f:
        f.write("<!DOCTYPE html><title>probe</title><p id=probe>chromium starts</p>")
    try:
        probe_result = run_chromium(browser, "--dump-dom", "file://" + probe)
    except (OSError, subprocess.TimeoutExpired) as e:
        print(f"SKIPPED: chromium cannot start: {e}")
        return SKIP
    if probe_result.returncode != 0 or b"chromium starts" not in probe_result.stdout:
        print("SKIPPED: chromium cannot start: " + probe_result.stderr.decode(errors="replace")[-1000:])
        return SKIP

    with open(os.path.join(source, "data", "bridge.jsonl")) as f:
        bridge = json.loads(f.readline())

    # A bridge table: every cell of the double-dummy table, par, in the DOM.
    deal = dict(bridge, id="<script>alert('x')</script> & table")
    deal.pop("contract")
    table_json, _, code = soloist(binary_soloist, ["table"], json.dumps(deal))
    check(code == 0, "table (json) failed")
    table = json.loads(table_json)
    page_html, _, code = soloist(binary_soloist, ["table", "--format", "html"], json.dumps(deal))
    check(code == 0, "table --format html failed")
    page, dom = open_page(browser, "table", page_html)
    cells = {(d, s): v for d, s, v in dom.cells}
    check(len(cells) == 20, f"table: {len(cells)} double-dummy cells, not 20")
    for declarer, strains in table["dd_table"].items():
        for strain, tricks in strains.items():
            check(cells.get((declarer, strain)) == str(tricks),
                  f"table: cell {declarer}/{strain} shows {cells.get((declarer, strain))!r}, JSON says {tricks}")
    check("script" not in dom.tags, "table: the id's <script> became an element")
    check(deal["id"] in dom.text("h2"), f"table: the id is not shown as text: {dom.text('h2')}")
    par = " ".join(dom.text("p", "par"))
    check(str(abs(table["par"]["score"])) in par, f"table: par {table['par']['score']} not in {par!r}")
    check_screenshot(browser, page, "table-desktop", "960,1000", 200)
    check_screenshot(browser, page, "table-phone", "390,900", 200)

    # Leads: every group's cards and value.
    leads_json, _, code = soloist(binary_soloist, ["leads"], json.dumps(bridge))
    leads = json.loads(leads_json)
    page_html, _, code = soloist(binary_soloist, ["leads", "--format", "html"], json.dumps(bridge))
    check(code == 0, "leads --format html failed")
    page, dom = open_page(browser, "leads", page_html)
    labels = dom.text("td", "label")
    values = dom.text("td", "value")
    check(len(labels) == len(leads["lead_groups"]),
          f"leads: {len(labels)} bar rows for {len(leads['lead_groups'])} lead groups")
    for i, group in enumerate(leads["lead_groups"][:len(labels)]):
        check(values[i].split()[0] == str(group["tricks"]), f"leads: row {i} value {values[i]!r}, JSON {group['tricks']}")
        check(len(labels[i].split()) == len(group["cards"]), f"leads: row {i} cards {labels[i]!r}, JSON {group['cards']}")
    check("West" in " ".join(dom.text("h3")) or "East" in " ".join(dom.text("h3")),
          f"leads: the heading does not name the seat to play: {dom.text('h3')}")
    check_screenshot(browser, page, "leads-desktop", "960,900", 200)

    # Simulate: each contract's chance of making.
    hand = {"id": "sim", "game": "german-solo", "hands": ["AKQJ.AK.7.8", None, None, None]}
    sim_json, _, code = soloist(binary_soloist, ["simulate", "--samples", "8", "--contracts", "all"], json.dumps(hand))
    simulated = json.loads(sim_json)
    page_html, _, code = soloist(binary_soloist, ["simulate", "--samples", "8", "--contracts", "all", "--format", "html"],
                                 json.dumps(hand))
    check(code == 0, "simulate --format html failed")
    page, dom = open_page(browser, "simulate", page_html)
    values = dom.text("td", "value")
    check(len(values) == len(simulated["contracts"]), f"simulate: {len(values)} rows for {len(simulated['contracts'])} contracts")
    for i, entry in enumerate(simulated["contracts"][:len(values)]):
        expected = f"{entry['p_make'] * 100:.1f}%"
        check(values[i] == expected, f"simulate: row {i} shows {values[i]!r}, JSON p_make {expected}")

    # A batch of bridge tables: the summary chart's rates.
    with open(os.path.join(source, "data", "batch", "bridge.jsonl")) as f:
        deals = "".join(f.readline() for _ in range(3))
    summary_path = os.path.join(WORK, "summary.json")
    page_html, err, code = soloist(binary_soloist, ["batch", "-", "--analysis", "table", "--format", "html", "--progress",
                                                    "none", "--summary", summary_path], deals)
    check(code == 0, f"batch --format html failed: {err}")
    with open(summary_path) as f:
        summary = json.load(f)
    page, dom = open_page(browser, "batch", page_html)
    check(len(dom.cells) == 3 * 20, f"batch: {len(dom.cells)} double-dummy cells for 3 tables")
    chart = " ".join(dom.text("text"))
    check(len(summary["makeable"]) == 15, f"batch: {len(summary['makeable'])} contracts in the summary, not 15")
    for contract, tally in summary["makeable"].items():
        label = f"{tally['rate'] * 100:.1f}% · {tally['makeable']}/{tally['contracts']}"
        check(contract in chart and label in chart, f"batch: chart lacks {contract} {label}")

    seconds = time.monotonic() - started
    print(f"{len(FAILURES)} failures, {seconds:.1f} s")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    WORK = tempfile.mkdtemp(prefix="soloist-html-")
    PROFILE = os.path.join(WORK, "profile")
    try:
        sys.exit(main())
    finally:
        shutil.rmtree(WORK, ignore_errors=True)
