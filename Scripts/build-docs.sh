#!/usr/bin/env bash
# Builds the DocC documentation of every library target with the toolchain's own docc (no
# package plugin needed) into .build/docs/<Target>, and fails on any DocC warning.
#
#   Scripts/build-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift package dump-symbol-graph >/dev/null
graphs=$(find .build -type d -name symbolgraph | head -n 1)
status=0
for target in Render Backends Widgets Showcase; do
  dir=".build/docs-graphs/$target"
  rm -rf "$dir" ".build/docs/$target" && mkdir -p "$dir" .build/docs
  cp "$graphs/$target".symbols.json "$dir/"
  log=$(docc convert "Sources/$target/$target.docc" --additional-symbol-graph-dir "$dir" \
    --fallback-display-name "$target" --fallback-bundle-identifier "org.galley.$target" \
    --output-path ".build/docs/$target" --analyze 2>&1) || status=1
  if grep -qE "warning|error" <<<"$log"; then
    grep -E "warning|error" <<<"$log"
    status=1
  fi
  echo "$target: .build/docs/$target"
done
exit $status
