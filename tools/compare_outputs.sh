#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Plays every shipped and test scenario with two builds and compares what they print, byte for
# byte: a refactoring of the rules must change nothing a user sees.
#
#   tools/compare_outputs.sh OLD_BIN NEW_BIN [OUT]
#
# OLD_BIN and NEW_BIN are the bin/ folders of two builds (rallyforge-cli and bench_sim in each);
# run it from the source tree (inside the build root: packaging/devenv.sh exec tools/...). For
# each build it writes OUT/old and OUT/new (default /tmp/compare_outputs): per scenario
# `simulate` (text and --format json), `check`, `compare --ruleset classic --ruleset renegade`
# and `report` (HTML), each with its exit status; `analyze --json` for the three skills on a few
# courses (one of them under renegade); and the `bench_sim ... check` fingerprints of both
# editions with and without cards. Then it diffs the two folders. Exit status: 0 the same, 1
# they differ, 2 bad arguments. Set JOBS (default 2) to run that many scenarios at once, and
# QUICK=1 to leave out the reports (the slowest part; inside the build root pass it as
# `packaging/devenv.sh exec env QUICK=1 tools/compare_outputs.sh ...`).
set -uo pipefail

if [[ $# -lt 2 ]]; then
    echo "usage: $0 OLD_BIN NEW_BIN [OUT]" >&2
    exit 2
fi
old_bin=$(cd "$1" && pwd) || exit 2
new_bin=$(cd "$2" && pwd) || exit 2
out=${3:-/tmp/compare_outputs}
jobs=${JOBS:-2}
quick=${QUICK:-0}

# Every scenario the tree ships or tests with (the malformed ones of tests/data/bad included:
# their messages are outputs too).
mapfile -t scenarios < <(find boards tests/data -name '*.rfscenario' | sort)
courses=(boards/demo.rfboard boards/long-haul.rfboard boards/gatehouse-climb.rfboard)

# run_scenario BIN DIR FILE: the outputs of one scenario under one build.
run_scenario() {
    local bin=$1 dir=$2 file=$3
    local name=${file//\//_}
    local base="$dir/scenarios/$name"
    "$bin/rallyforge-cli" simulate "$file" >"$base.simulate.txt" 2>&1
    echo "exit $?" >>"$base.simulate.txt"
    "$bin/rallyforge-cli" simulate "$file" --format json >"$base.simulate.json" 2>&1
    echo "exit $?" >>"$base.simulate.json"
    "$bin/rallyforge-cli" check "$file" >"$base.check.txt" 2>&1
    echo "exit $?" >>"$base.check.txt"
    "$bin/rallyforge-cli" compare "$file" --ruleset classic --ruleset renegade >"$base.compare.txt" 2>&1
    echo "exit $?" >>"$base.compare.txt"
    if [[ $quick != 1 ]]; then
        # Written beside the other outputs under a relative name, so that what the command says
        # is the same for both builds.
        (cd "$dir/scenarios" && "$bin/rallyforge-cli" report "$OLDPWD/$file" -o "$name.report.html" >"$name.report.txt" 2>&1
         echo "exit $?" >>"$name.report.txt")
    fi
}
export -f run_scenario
export quick

# run_build BIN DIR: everything for one build.
run_build() {
    local bin=$1 dir=$2
    rm -rf "$dir"
    mkdir -p "$dir/scenarios" "$dir/analyze" "$dir/bench"
    printf '%s\n' "${scenarios[@]}" | xargs -P "$jobs" -I{} bash -c 'run_scenario "$@"' _ "$bin" "$dir" {}
    for course in "${courses[@]}"; do
        local c
        c=$(basename "$course" .rfboard)
        for skill in random novice expert; do
            local games=200
            [[ $skill == novice ]] && games=20
            [[ $skill == expert ]] && games=4
            "$bin/rallyforge-cli" analyze "$course" --json --quiet --games $games --seed 7 --threads 1 --skill $skill \
                >"$dir/analyze/$c.$skill.json" 2>&1
            echo "exit $?" >>"$dir/analyze/$c.$skill.json"
        done
    done
    for skill in random novice expert; do
        local games=200
        [[ $skill == novice ]] && games=20
        [[ $skill == expert ]] && games=4
        "$bin/rallyforge-cli" analyze boards/demo.rfboard --ruleset renegade --json --quiet --games $games --seed 7 --threads 1 \
            --skill $skill >"$dir/analyze/demo-renegade.$skill.json" 2>&1
        echo "exit $?" >>"$dir/analyze/demo-renegade.$skill.json"
    done
    for ruleset in classic renegade; do
        for cards in none 3; do
            "$bin/bench_sim" boards/demo.rfboard 200g "$ruleset" check "$cards" >"$dir/bench/demo.$ruleset.$cards.txt" 2>&1
            for course in boards/long-haul.rfboard boards/gatehouse-climb.rfboard; do
                "$bin/bench_sim" "$course" 50g "$ruleset" check "$cards" >>"$dir/bench/demo.$ruleset.$cards.txt" 2>&1
            done
        done
    done
}

echo "${#scenarios[@]} scenarios, ${#courses[@]} courses"
run_build "$old_bin" "$out/old"
run_build "$new_bin" "$out/new"
if diff -r "$out/old" "$out/new" >"$out/diff.txt"; then
    echo "the same: $(find "$out/new" -type f | wc -l) files"
    exit 0
fi
echo "DIFFERENT: $(grep -c '^diff\|^Only' "$out/diff.txt") file(s), see $out/diff.txt"
exit 1
