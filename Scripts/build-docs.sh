#!/usr/bin/env bash
# Builds the DocC documentation of every library target with the toolchain's own docc (no
# package plugin needed) into .build/docs/<Target>, with an index page at .build/docs, and
# fails on any DocC warning. To read it, serve the folder and open http://localhost:8000:
#
#   Scripts/build-docs.sh && python3 -m http.server -d .build/docs 8000
set -euo pipefail
cd "$(dirname "$0")/.."
swift build >/dev/null
triple=$(swift -print-target-info | grep '"triple"' | head -n 1 | sed -E 's/.*"triple": *"([^"]+)".*/\1/')
modules=".build/debug/Modules"
status=0
links=""
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
    --output-path ".build/docs/$target" --hosting-base-path "$target" --analyze 2>&1) || status=1
  if grep -qE "warning|error" <<<"$log"; then
    grep -E "warning|error" <<<"$log"
    status=1
  fi
  echo "$target: .build/docs/$target"
  links="$links<li><a href=\"$target/documentation/$(tr '[:upper:]' '[:lower:]' <<<"$target")/\">$target</a></li>"
done
cat >.build/docs/index.html <<HTML
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Galley documentation</title></head>
<body><h1>Galley documentation</h1><ul>$links</ul></body></html>
HTML
exit $status
