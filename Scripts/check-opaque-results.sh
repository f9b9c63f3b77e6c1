#!/usr/bin/env bash
# Checks that a user's module sees through the opaque results (`some View`, `some
# ShapeStyle`, …) of Galley's modifiers: compiles Scripts/OpaqueResults/Screens.swift and
# the Showcase's screens, optimised, as modules of another package, and fails if either
# refers to the opaque type descriptor of a Galley function. Such a reference means that the
# type behind the modifier's result names a type the user's module cannot see (an internal
# one), so that the type is looked up at run time on every evaluation of the user's `body`
# (about 800 instructions each) and the user's view is not specialised for it (decision
# record 0042). Needs objdump (binutils).
#
#   Scripts/check-opaque-results.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --target Widgets >/dev/null
modules=".build/release/Modules"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
check() {
  local name=$1
  shift
  swiftc -O -wmo -parse-as-library -module-name "$name" -package-name opaque_results_check \
    -swift-version 6 -default-isolation MainActor -I "$modules" -c "$@" -o "$work/$name.o"
  local found
  # Opaque type descriptors (mangled names ending in `MQ`) of Galley's modules.
  found=$(objdump -dr "$work/$name.o" | grep -oE 'R_X86_64[A-Z0-9_]*[[:space:]]+[^[:space:]]+' |
    awk '{print $2}' | sed -E 's/[-+]0x.*//' | sort -u |
    grep -E '^\$s(7Widgets|6Render|7SwiftUI).*MQ$' | swift demangle --simplified || true)
  if [[ -n "$found" ]]; then
    echo "$name refers to Galley's opaque types at run time:"
    echo "$found"
    status=1
  fi
}
check OpaqueResultsScreens Scripts/OpaqueResults/Screens.swift
check ShowcaseScreens Sources/Showcase/*.swift
if [[ $status == 0 ]]; then echo "Every Galley modifier called is seen through."; fi
exit $status
