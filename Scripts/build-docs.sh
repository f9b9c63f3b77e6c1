#!/usr/bin/env bash
# Builds the DocC documentation of every library target with the toolchain's own docc (no
# package plugin needed) into .build/docs/<Target>, and fails on any DocC warning.
#
#   Scripts/build-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=.build/symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs"
for target in Render Backends Widgets Showcase; do
  swift build --target "$target" -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >/dev/null
done
status=0
for target in Render Backends Widgets Showcase; do
  dir="$graphs/$target-only"
  mkdir -p "$dir"
  cp "$graphs/$target".symbols.json "$dir/"
  cp "$graphs/$target"@*.symbols.json "$dir/" 2>/dev/null || true
  log=$(docc convert "Sources/$target/$target.docc" --additional-symbol-graph-dir "$dir" \
    --fallback-display-name "$target" --fallback-bundle-identifier "org.galley.$target" \
    --output-path ".build/docs/$target" --analyze 2>&1)
  if grep -qE "warning|error" <<<"$log"; then
    echo "$log" | grep -E "warning|error"
    status=1
  fi
  echo "$target: .build/docs/$target"
done
exit $status
