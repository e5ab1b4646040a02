"""Yoga (through poga 0.1.19) on the benchmark's grids; prints one JSON line per workload.

This Yoga has no gap property, so spacing is margins. Nested rows run at the full size; flex-wrap is quadratic
in this Yoga, so it runs at a tenth of the size (say so in the report). Only the layout call is timed.
"""
import json
import statistics
import sys
import time

from poga import libpoga_capi as c

RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 3
ITEMS = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
WRAP_ITEMS = int(sys.argv[3]) if len(sys.argv) > 3 else ITEMS // 10


def nested_rows():
    root = c.YGNodeNew()
    c.YGNodeStyleSetWidth(root, 390)
    c.YGNodeStyleSetFlexDirection(root, c.YGFlexDirection.Column)
    c.YGNodeStyleSetPadding(root, c.YGEdge.Left, 10)
    c.YGNodeStyleSetPadding(root, c.YGEdge.Right, 10)
    rows = ITEMS // 2
    last_row = last_cell = None
    for index in range(rows):
        row = c.YGNodeNew()
        c.YGNodeStyleSetFlexDirection(row, c.YGFlexDirection.Row)
        c.YGNodeStyleSetHeight(row, 100)
        c.YGNodeStyleSetFlexShrink(row, 0)
        if index > 0:
            c.YGNodeStyleSetMargin(row, c.YGEdge.Top, 10)
        for position in range(2):
            cell = c.YGNodeNew()
            c.YGNodeStyleSetFlexGrow(cell, 1)
            c.YGNodeStyleSetFlexBasis(cell, 0)
            if position > 0:
                c.YGNodeStyleSetMargin(cell, c.YGEdge.Left, 10)
            c.YGNodeInsertChild(row, cell, position)
            last_cell = cell
        c.YGNodeInsertChild(root, row, index)
        last_row = row
    start = time.perf_counter()
    c.YGNodeCalculateLayout(root, 390, c.YGUndefined, c.YGDirection.LTR)
    elapsed = (time.perf_counter() - start) * 1000
    y = c.YGNodeLayoutGetTop(last_row) + c.YGNodeLayoutGetTop(last_cell)
    x = c.YGNodeLayoutGetLeft(last_row) + c.YGNodeLayoutGetLeft(last_cell)
    c.YGNodeFreeRecursive(root)
    return elapsed, (x, y), ITEMS


def flex_wrap():
    root = c.YGNodeNew()
    c.YGNodeStyleSetWidth(root, 390)
    c.YGNodeStyleSetFlexDirection(root, c.YGFlexDirection.Row)
    c.YGNodeStyleSetFlexWrap(root, c.YGWrap.Wrap)
    c.YGNodeStyleSetPadding(root, c.YGEdge.Left, 10)
    last = None
    for index in range(WRAP_ITEMS):
        cell = c.YGNodeNew()
        c.YGNodeStyleSetWidth(cell, 180)
        c.YGNodeStyleSetHeight(cell, 100)
        c.YGNodeStyleSetFlexShrink(cell, 0)
        c.YGNodeStyleSetMargin(cell, c.YGEdge.Right, 10)
        c.YGNodeStyleSetMargin(cell, c.YGEdge.Bottom, 10)
        c.YGNodeInsertChild(root, cell, index)
        last = cell
    start = time.perf_counter()
    c.YGNodeCalculateLayout(root, 390, c.YGUndefined, c.YGDirection.LTR)
    elapsed = (time.perf_counter() - start) * 1000
    position = (c.YGNodeLayoutGetLeft(last), c.YGNodeLayoutGetTop(last))
    c.YGNodeFreeRecursive(root)
    return elapsed, position, WRAP_ITEMS


for name, workload in [("yoga-nested-rows", nested_rows), ("yoga-flex-wrap", flex_wrap)]:
    samples = []
    for _ in range(RUNS):
        elapsed, last, items = workload()
        samples.append(elapsed)
    expected_y = ((items - 1) // 2) * 110
    print(json.dumps({
        "workload": name, "detail": f"Yoga {name.split('-', 1)[1].replace('-', ' ')}, {items:,} items", "samples": samples,
        "unit": "ms",
        "facts": {"median": str(statistics.median(samples)), "items": str(items), "lastItemY": str(last[1]),
                  "expectedY": str(expected_y), "error": str(abs(last[1] - expected_y) + abs(last[0] - 200))},
    }), flush=True)
