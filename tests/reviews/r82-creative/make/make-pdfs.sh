#!/bin/sh
# Prints each make/NN-*.html to files/NN-*.pdf with Debian's Chromium, one at a time.
cd "$(dirname "$0")"
for f in [0-9]*.html; do
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="../files/${f%.html}.pdf" "$f" 2>/dev/null
done
