#!/usr/bin/env bash
# Renders the README's screenshots of `--format html` pages with headless
# Chromium (scripts/install-deps.sh installs it) into docs/images/.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
soloist="$root/build/bin/soloist"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

shoot() {  # page.html image.png width,height
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$work/profile" --window-size="$3" --screenshot="$2" "file://$1" 2>/dev/null
}

head -1 "$root/data/bridge.jsonl" | "$soloist" table --format html > "$work/table.html"
head -1 "$root/data/bridge.jsonl" | "$soloist" leads --format html > "$work/leads.html"
mkdir -p "$root/docs/images"
shoot "$work/table.html" "$root/docs/images/bridge-table.png" 900,920
shoot "$work/leads.html" "$root/docs/images/bridge-leads.png" 900,940
