#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# RallyForge development environment: builds and runs RallyForge either natively (when the host
# has Qt >= 6.8, KF6 Archive and a C++23 compiler) or inside a Debian 13 build root that this
# script creates once with debootstrap. See `devenv.sh --help`.
set -euo pipefail

readonly SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly REPO="$(cd "$SCRIPT_DIR/.." && pwd)"
readonly DEPS_FILE="$SCRIPT_DIR/build-deps.txt"

CACHE_DIR="${RALLYFORGE_CACHE:-/var/cache/rallyforge}"
ROOT="${RALLYFORGE_DEVROOT:-$CACHE_DIR/devroot}"
SUITE="${RALLYFORGE_SUITE:-trixie}"
MIRROR="${RALLYFORGE_MIRROR:-http://deb.debian.org/debian}"
MODE="${RALLYFORGE_ENV:-auto}" # auto | native | root

usage() {
    cat <<EOF
Usage: packaging/devenv.sh COMMAND [ARGS...]

Builds, tests and runs RallyForge. When the host has the build dependencies (Qt >= 6.8, KF6
Archive, CMake >= 3.25, GCC >= 14) everything runs natively. Otherwise (for example on Debian 12),
the script creates once a Debian 13 build root with debootstrap and runs everything inside it.

Commands:
  run [FILE]       Build the programs (the 'ci' preset, build/ci) and start the editor on FILE
                   (default: the bundled demo course). Without a display (DISPLAY and
                   WAYLAND_DISPLAY unset) it builds only rallyforge-cli and runs the headless demo.
  test             Configure, build and run the whole ctest suite with the 'ci' preset (the
                   build 'run' made, completed). The exit status is the test result.
  shell            Start an interactive shell inside the environment.
  exec CMD...      Run CMD inside the environment (gdb, clang-tidy, valgrind, cmake ...).
  status           Say which environment would be used and whether it is ready.
  -h, --help       Show this help.

Environment variables:
  RALLYFORGE_ENV      auto (default), native (never use a build root) or root (always use it).
  RALLYFORGE_CACHE    Cache folder for the build root and ccache (default /var/cache/rallyforge).
  RALLYFORGE_DEVROOT  Location of the build root (default \$RALLYFORGE_CACHE/devroot).
  RALLYFORGE_MIRROR   Debian mirror for debootstrap (default http://deb.debian.org/debian).
  RALLYFORGE_SUITE    Debian suite of the build root (default trixie).

The build root needs root privileges to create and enter (debootstrap, unshare, chroot). It is
made once and re-used; its packages are re-installed when packaging/build-deps.txt changes
(`run` installs only those that build the programs, the other commands all of them). The
repository is bind-mounted at the same path inside, together with /proc, /dev, /tmp (and so the
X11 socket); files written into the repository belong to the calling user (\$SUDO_UID).
EOF
}

die() {
    printf 'devenv.sh: error: %s\n' "$*" >&2
    exit 1
}
note() { printf 'devenv.sh: %s\n' "$*" >&2; }

# --- Native host detection -------------------------------------------------------------------

version_ge() { # version_ge A B: A >= B
    [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1)" = "$2" ]
}

cmake_config_version() { # cmake_config_version PackageName -> prints version or nothing
    local f
    for f in /usr/lib/*/cmake/"$1"/"$1"ConfigVersion.cmake /usr/lib/cmake/"$1"/"$1"ConfigVersion.cmake \
        /usr/lib64/cmake/"$1"/"$1"ConfigVersion.cmake /usr/local/lib/cmake/"$1"/"$1"ConfigVersion.cmake; do
        if [ -f "$f" ]; then
            sed -n 's/^ *set(PACKAGE_VERSION "\([0-9.]*\)").*/\1/p' "$f" | head -n1
            return
        fi
    done
}

host_is_ready() {
    command -v cmake >/dev/null 2>&1 || return 1
    command -v g++ >/dev/null 2>&1 || return 1
    local v
    v="$(cmake --version | sed -n 's/^cmake version \([0-9.]*\).*/\1/p')"
    version_ge "${v:-0}" 3.25 || return 1
    v="$(g++ -dumpfullversion 2>/dev/null || echo 0)"
    version_ge "$v" 14 || return 1
    v="$(cmake_config_version Qt6Core)"
    version_ge "${v:-0}" 6.8 || return 1
    [ -n "$(cmake_config_version KF6Archive)" ] || return 1
    [ -n "$(cmake_config_version Qt6Svg)" ] || return 1
    return 0
}

use_native() {
    case "$MODE" in
    native) return 0 ;;
    root) return 1 ;;
    auto) host_is_ready ;;
    *) die "RALLYFORGE_ENV must be auto, native or root (got '$MODE')" ;;
    esac
}

# --- Build root ----------------------------------------------------------------------------------

# deps_list base|all: the packages of build-deps.txt, all of them or those above "[test]".
deps_list() {
    local part="$1"
    sed -e 's/#.*//' -e 's/[[:space:]]\+//g' "$DEPS_FILE" | grep -v '^$' |
        if [ "$part" = base ]; then sed '/^\[test\]$/,$d'; else grep -v '^\[test\]$'; fi
}
deps_hash() { deps_list "$1" | sha256sum | cut -d' ' -f1; }
# One stamp per part: a root with every package is ready for `run` too.
stamp_of() { echo "$ROOT/.rallyforge-deps-$1"; }
deps_ready() { # deps_ready base|all
    [ "$(deps_hash all)" = "$(cat "$(stamp_of all)" 2>/dev/null)" ] && return 0
    [ "$1" = base ] && [ "$(deps_hash base)" = "$(cat "$(stamp_of base)" 2>/dev/null)" ]
}

require_root() {
    if [ "$(id -u)" -ne 0 ]; then
        die "this host lacks the build dependencies (Qt >= 6.8, KF6 Archive, GCC >= 14), so the Debian 13
build root is needed, and creating or entering it requires root. Run it as root (e.g. with sudo),
or install the dependencies natively: see README.md, 'Building natively'."
    fi
}

ensure_debootstrap() {
    command -v debootstrap >/dev/null 2>&1 && return 0
    if [ -f /etc/debian_version ] && command -v apt-get >/dev/null 2>&1; then
        note "installing debootstrap with apt-get"
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null ||
            die "could not install debootstrap with apt-get"
    else
        die "debootstrap is missing. Install it with your package manager (Debian/Ubuntu: apt-get install
debootstrap; Fedora: dnf install debootstrap; Arch: pacman -S debootstrap), or build natively (README.md)."
    fi
}

create_root() {
    ensure_debootstrap
    local tmp="$ROOT.partial" start=$SECONDS
    rm -rf "$tmp"
    mkdir -p "$(dirname "$ROOT")"
    note "creating the Debian $SUITE build root in $ROOT (once; about a minute)"
    debootstrap --variant=minbase "$SUITE" "$tmp" "$MIRROR" >"$CACHE_DIR/debootstrap.log" 2>&1 ||
        die "debootstrap failed; see $CACHE_DIR/debootstrap.log"
    # A build root is made again rather than repaired: dpkg need not sync every file it unpacks,
    # and documentation is left out.
    cat >"$tmp/etc/dpkg/dpkg.cfg.d/rallyforge" <<'CFG'
force-unsafe-io
path-exclude=/usr/share/doc/*
path-exclude=/usr/share/man/*
path-exclude=/usr/share/info/*
CFG
    mv "$tmp" "$ROOT"
    note "build root created in $((SECONDS - start)) s"
}

# Runs a command as root inside the build root, in a private mount namespace so that nothing
# leaks to the host and nothing needs unmounting afterwards.
in_root_as_root() {
    RF_ROOT="$ROOT" RF_REPO="$REPO" RF_CACHE="$CACHE_DIR" RF_CWD="$PWD" \
        unshare --mount --propagation private -- bash -c '
        set -e
        R="$RF_ROOT"
        mount --rbind /dev "$R/dev"
        mount -t proc proc "$R/proc"
        mount --bind /tmp "$R/tmp"
        mkdir -p "$R$RF_REPO" "$RF_CACHE/ccache" "$R/var/cache/rallyforge-ccache"
        mount --bind "$RF_REPO" "$R$RF_REPO"
        # Sibling folders the tests read (shared rules cases and interop samples), when present.
        SHARED="$(dirname "$RF_REPO")/shared"
        if [ -d "$SHARED" ]; then mkdir -p "$R$SHARED"; mount --bind "$SHARED" "$R$SHARED"; fi
        mount --bind "$RF_CACHE/ccache" "$R/var/cache/rallyforge-ccache"
        if [ -n "${XAUTHORITY:-}" ] && [ -f "$XAUTHORITY" ]; then
            mkdir -p "$R$(dirname "$XAUTHORITY")"; touch "$R$XAUTHORITY"; mount --bind "$XAUTHORITY" "$R$XAUTHORITY"
        fi
        cp -L /etc/resolv.conf "$R/etc/resolv.conf" 2>/dev/null || true
        cd "$R$RF_CWD" 2>/dev/null && CWD="$RF_CWD" || CWD="$RF_REPO"
        exec chroot "$R" /usr/bin/env -i \
            PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
            HOME="${RF_HOME:-/root}" TERM="${TERM:-dumb}" LANG=C.UTF-8 \
            ${DISPLAY:+DISPLAY="$DISPLAY"} ${WAYLAND_DISPLAY:+WAYLAND_DISPLAY="$WAYLAND_DISPLAY"} \
            ${XAUTHORITY:+XAUTHORITY="$XAUTHORITY"} ${QT_QPA_PLATFORM:+QT_QPA_PLATFORM="$QT_QPA_PLATFORM"} \
            CI="${CI:-}" CTEST_OUTPUT_ON_FAILURE=1 \
            CCACHE_DIR=/var/cache/rallyforge-ccache CCACHE_MAXSIZE=5G \
            CCACHE_BASEDIR="$RF_REPO" CCACHE_NOHASHDIR=true \
            RALLYFORGE_IN_DEVROOT=1 RALLYFORGE_ENV=native \
            ${RF_RUN_UID:+setpriv --reuid="$RF_RUN_UID" --regid="$RF_RUN_GID" --clear-groups} \
            bash -c "cd \"\$0\" && exec \"\$@\"" "$CWD" "$@"
    ' bash "$@"
}

# ensure_root base|all: the build root exists and has the packages of that part.
ensure_root() {
    local part="$1"
    require_root
    mkdir -p "$CACHE_DIR"
    [ -x "$ROOT/usr/bin/apt-get" ] || create_root
    deps_ready "$part" && return 0
    local start=$SECONDS
    note "installing build packages into the build root (packaging/build-deps.txt changed)"
    # shellcheck disable=SC2046
    if ! in_root_as_root bash -c 'export DEBIAN_FRONTEND=noninteractive
            apt-get update -qq && apt-get install -y -qq --no-install-recommends "$@"' \
        bash $(deps_list "$part") >"$CACHE_DIR/apt.log" 2>&1; then
        tail -n 20 "$CACHE_DIR/apt.log" >&2
        die "installing packages into the build root failed; see $CACHE_DIR/apt.log"
    fi
    deps_hash "$part" >"$(stamp_of "$part")"
    note "packages installed in $((SECONDS - start)) s"
}

# Runs a command in the chosen environment, as the calling user where we were started by sudo.
# RF_PACKAGES=base limits a new build root to the packages that build the programs.
in_env() {
    if use_native; then
        CCACHE_BASEDIR="${CCACHE_BASEDIR:-$REPO}" CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-true}" "$@"
    else
        ensure_root "${RF_PACKAGES:-all}"
        if [ -n "${SUDO_UID:-}" ] && [ "${SUDO_UID}" != 0 ]; then
            RF_RUN_UID="$SUDO_UID" RF_RUN_GID="${SUDO_GID:-$SUDO_UID}" RF_HOME=/tmp in_root_as_root "$@"
        else
            in_root_as_root "$@"
        fi
    fi
}

# --- Commands --------------------------------------------------------------------------------------

# `run` and `test` share one build (the ci preset: optimised, with debug information and warnings
# as errors), so the tests after a first `run` compile only what the programs did not need.
cmd_test() {
    in_env bash -c 'start=$SECONDS
        cmake --preset ci >/dev/null && cmake --build --preset ci || exit
        echo "devenv.sh: built in $((SECONDS - start)) s" >&2
        ctest --preset ci -j "$(nproc)"'
}

cmd_run() {
    local file="${1:-}" display="${DISPLAY:-}${WAYLAND_DISPLAY:-}"
    # Every call below enters a build root with the packages that build the programs only.
    local RF_PACKAGES=base
    if [ -n "$file" ]; then
        [ -e "$file" ] || die "no such file: $file"
        file="$(cd "$(dirname "$file")" && pwd)/$(basename "$file")"
    fi
    # Only the programs run needs (the headless demo needs only the CLI); the tests are for `test`.
    in_env bash -c 'start=$SECONDS
        cmake --preset ci >/dev/null && cmake --build --preset ci --target "$@" || exit
        echo "devenv.sh: built in $((SECONDS - start)) s" >&2' bash rallyforge-cli ${display:+rallyforge} >&2
    local bin="$REPO/build/ci/bin"
    if [ -n "$display" ]; then
        in_env "$bin/rallyforge" "${file:-$REPO/boards/demo.rfboard}"
    else
        note "no display (DISPLAY and WAYLAND_DISPLAY unset): running the headless demo"
        in_env "$bin/rallyforge-cli" demo --out "$REPO/build/ci/demo" ${file:+"$file"}
    fi
}

cmd_status() {
    if use_native; then
        echo "environment: native host"
    else
        echo "environment: Debian $SUITE build root at $ROOT"
        if [ ! -x "$ROOT/usr/bin/apt-get" ]; then
            echo "state: not created yet"
        elif deps_ready all; then
            echo "state: ready"
        elif deps_ready base; then
            echo "state: ready to build and run; the test packages are installed by the first test"
        else
            echo "state: packages need (re)installing"
        fi
    fi
}

main() {
    local cmd="${1:-}"
    [ $# -gt 0 ] && shift
    case "$cmd" in
    run) cmd_run "$@" ;;
    test) cmd_test ;;
    shell) in_env bash -i ;;
    exec)
        [ $# -gt 0 ] || die "exec needs a command"
        in_env "$@"
        ;;
    status) cmd_status ;;
    -h | --help | help) usage ;;
    "") usage >&2; exit 2 ;;
    *) printf 'devenv.sh: unknown command %s\n\n' "$cmd" >&2; usage >&2; exit 2 ;;
    esac
}

main "$@"
