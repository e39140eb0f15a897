#!/bin/sh
# Prints make/html/*.html to files/*.pdf with Debian's Chromium, one at a time (pass names to print only those).
cd "$(dirname "$0")/html" || exit 1
[ $# -gt 0 ] && set -- "$@" || set -- *.html
for f in "$@"; do
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="../../files/${f%.html}.pdf" "$f" 2>/dev/null
done
