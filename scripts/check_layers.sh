#!/usr/bin/env bash
# Includes point down only. The layers, lowest first, each one folder:
#
#   solver/cards     card names and parsing, card sets, the seeded random source
#   solver/tables    a (game, trump) compiled to lane tables: what the search reads
#   solver/search    the double-dummy search; knows no game
#   solver/games     the rules: problems, contracts, plans, verdicts
#   solver/analysis  solve, leads, play, table and simulation results, typed
#   solver/io        JSON, PBN, LIN, text and HTML in and out; runs read from JSON
#   solver/facade    soloist.h: the library's JSON-in, JSON-out entry points
#   cli              the soloist program
#
# A file may include headers of its own layer and of layers below it. Fails,
# naming each offending line, when a file includes a header of a layer above
# its own, when a source file lies in solver/ outside the layer folders, or
# when a folder of solver/ is not a layer.
# Usage: scripts/check_layers.sh [source root]   (default: this checkout)
set -euo pipefail
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$root"

layers=(solver/cards solver/tables solver/search solver/games solver/analysis solver/io solver/facade cli)

rank_of() {  # the rank of a layer folder, or -1
    local i
    for i in "${!layers[@]}"; do
        if [ "${layers[$i]}" = "$1" ]; then echo "$i"; return; fi
    done
    echo -1
}

failed=0
for dir in solver/*/; do
    dir="${dir%/}"
    if [ "$(rank_of "$dir")" -lt 0 ]; then
        echo "$dir: a folder of solver/ that is not a layer (add it to scripts/check_layers.sh)"
        failed=1
    fi
done
for file in solver/*.h solver/*.cpp; do
    [ -e "$file" ] || continue
    echo "$file: lies outside the layer folders"
    failed=1
done

for layer in "${layers[@]}"; do
    [ -d "$layer" ] || continue
    own=$(rank_of "$layer")
    while IFS= read -r -d '' file; do
        # Quoted includes "folder/name.h"; a folder that is a layer of
        # solver/ must not rank above this file's layer.
        while IFS=: read -r line target; do
            folder="solver/${target%%/*}"
            [ "$target" != "${target#*/}" ] || continue  # same-folder include
            rank=$(rank_of "$folder")
            [ "$rank" -ge 0 ] || continue
            if [ "$rank" -gt "$own" ]; then
                echo "$file:$line: includes \"$target\" from $folder, a layer above $layer"
                failed=1
            fi
        done < <(grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$file" |
                 sed 's/^\([0-9]*\):[^"]*"\([^"]*\)".*/\1:\2/' || true)
    done < <(find "$layer" -type f \( -name '*.h' -o -name '*.cpp' \) -print0)
done

if [ "$failed" -ne 0 ]; then
    echo "includes must point down: ${layers[*]}"
    exit 1
fi
echo "layers ok: ${layers[*]}"
