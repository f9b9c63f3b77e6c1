#!/usr/bin/env bash
# Builds the DocC documentation of every library target with the toolchain's own docc (no
# package plugin needed) into .build/docs/<Target>, and fails on any DocC warning.
#
#   Scripts/build-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build >/dev/null
triple=$(swift -print-target-info | grep '"triple"' | head -n 1 | sed -E 's/.*"triple": *"([^"]+)".*/\1/')
modules=".build/debug/Modules"
status=0
targets="Render Backends Widgets Showcase WidgetsTesting GalleyTool"
# Galley's modules under Apple's names exist only where Apple's do not.
if [[ "$(uname)" != Darwin ]]; then targets="$targets Combine CoreGraphics SwiftUI"; fi
for target in $targets; do
  graphs=".build/docs-graphs/$target"
  rm -rf "$graphs" ".build/docs/$target" && mkdir -p "$graphs" .build/docs
  swift-symbolgraph-extract -module-name "$target" -target "$triple" -I "$modules" \
    -minimum-access-level public -omit-extension-block-symbols -output-dir "$graphs" >/dev/null
  rm -f "$graphs/$target"@*.symbols.json
  log=$(docc convert "Sources/$target/$target.docc" --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$target" --fallback-bundle-identifier "org.galley.$target" \
    --output-path ".build/docs/$target" --analyze 2>&1) || status=1
  if grep -qE "warning|error" <<<"$log"; then
    grep -E "warning|error" <<<"$log"
    status=1
  fi
  echo "$target: .build/docs/$target"
done
exit $status
