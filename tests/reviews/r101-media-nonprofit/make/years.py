"""Months of experience, overlaps once, from date ranges written by hand (a check on my own arithmetic).
Usage: python3 years.py "2019-03:2026-11" "2012-01:2016-12" ...  (both ends included)"""
import sys
months = set()
for arg in sys.argv[1:]:
    a, b = arg.split(":")
    y, m = map(int, a.split("-")); y2, m2 = map(int, b.split("-"))
    while (y, m) <= (y2, m2):
        months.add((y, m)); m += 1
        if m == 13: y, m = y + 1, 1
print(len(months), "months =", round(len(months) / 12, 2), "years")
