#!/bin/sh
# Prints every make/html/*.html to files/*.pdf with Debian's Chromium (one at a time).
cd "$(dirname "$0")/html" || exit 1
for f in *.html; do
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="../../files/${f%.html}.pdf" "$f" 2>/dev/null
done
