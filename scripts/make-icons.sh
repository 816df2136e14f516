#!/usr/bin/env bash
# Remakes the PNG/ICO icons and the social card from their sources with headless Chromium and ffmpeg.
#   public/favicon.svg is itself a source (hand-written; follows the colour scheme) and renders favicon.ico.
#   scripts/icons/*.svg and scripts/icons/og-image.html render the rest.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
src=scripts/icons
out=public
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# render SOURCE WIDTH HEIGHT OUTPUT: a transparent-background screenshot of SOURCE at exactly WIDTHxHEIGHT.
render() {
  "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --default-background-color=00000000 --force-device-scale-factor=1 \
    --user-data-dir="$tmp/profile" --window-size="$2,$3" --screenshot="$4" "file://$PWD/$1" 2>/dev/null
  local size
  size=$(ffprobe -v error -select_streams v:0 -show_entries stream=width,height -of csv=p=0:s=x "$4")
  if [ "$size" != "$2x$3" ]; then
    echo "make-icons: $4 came out $size, expected $2x$3" >&2
    exit 1
  fi
}

render "$out/favicon.svg" 32 32 "$tmp/favicon-32.png"
ffmpeg -hide_banner -loglevel error -y -i "$tmp/favicon-32.png" -c:v png -f ico "$out/favicon.ico"

render "$src/icon-apple.svg" 180 180 "$out/apple-touch-icon.png"
render "$src/icon-any.svg" 192 192 "$out/icon-192.png"
render "$src/icon-any.svg" 512 512 "$out/icon-512.png"
render "$src/icon-maskable.svg" 512 512 "$out/icon-maskable-512.png"
render "$src/og-image.html" 1200 630 "$out/og-image.png"

ls -l "$out"/favicon.* "$out"/*.png
