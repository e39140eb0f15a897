#!/bin/sh
# Prints each make/NN-*.html to files/NN-*.pdf with Debian's Chromium (run from tests/reviews/r94-finance-legal).
for f in make/*.html; do
  b=$(basename "$f" .html)
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="files/$b.pdf" "$f"
done
