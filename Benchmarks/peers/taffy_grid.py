"""Taffy (through stretchable 1.1.8) on the benchmark's grids; prints one JSON line per workload.

The grids match the engine's P1 grid: 390 pt wide, 10 pt side padding, two 180 x 100 items per row, 10 pt gaps.
Only the layout call is timed; the tree is built through taffylib directly (stretchable's Python Node wrapper
takes minutes to build a million nodes). Taffy stores 32-bit floats, so the last item's position is reported
to show its error against the exact value.
"""
import json
import statistics
import sys
import time

from stretchable import taffylib
from stretchable.node import taffy
from stretchable.style import FlexDirection, FlexWrap, Rect, Size, Style, PT
from stretchable.style.geometry.size import SizeAvailableSpace

RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 3
ITEMS = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
SPACE = SizeAvailableSpace.default().to_dict()


def layout_of(node):
    layout = taffylib.PyLayout()
    taffylib.node_get_layout(taffy._ptr, node, layout)
    return layout


def flex_wrap():
    child = Style(size=Size(180 * PT, 100 * PT), flex_shrink=0).to_dict()
    root_style = Style(size=Size(390 * PT, None), padding=Rect(0, 10 * PT, 0, 10 * PT), flex_wrap=FlexWrap.WRAP, gap=10 * PT).to_dict()
    taffylib.node_drop_all(taffy._ptr)
    root = taffylib.node_create(taffy._ptr, root_style)
    kids = [taffylib.node_create(taffy._ptr, child) for _ in range(ITEMS)]
    for kid in kids:
        taffylib.node_add_child(taffy._ptr, root, kid)
    start = time.perf_counter()
    taffylib.node_compute_layout(taffy._ptr, root, SPACE)
    elapsed = (time.perf_counter() - start) * 1000
    last = layout_of(kids[-1])
    return elapsed, (last.x, last.y)


def nested_rows():
    row_style = Style(flex_direction=FlexDirection.ROW, size=Size(None, 100 * PT), gap=10 * PT, flex_shrink=0).to_dict()
    cell_style = Style(flex_grow=1, flex_basis=0 * PT).to_dict()
    root_style = Style(flex_direction=FlexDirection.COLUMN, size=Size(390 * PT, None), padding=Rect(0, 10 * PT, 0, 10 * PT), gap=10 * PT).to_dict()
    taffylib.node_drop_all(taffy._ptr)
    root = taffylib.node_create(taffy._ptr, root_style)
    rows = ITEMS // 2
    last_cell = None
    last_row = None
    for _ in range(rows):
        row = taffylib.node_create(taffy._ptr, row_style)
        for _ in range(2):
            last_cell = taffylib.node_create(taffy._ptr, cell_style)
            taffylib.node_add_child(taffy._ptr, row, last_cell)
        taffylib.node_add_child(taffy._ptr, root, row)
        last_row = row
    start = time.perf_counter()
    taffylib.node_compute_layout(taffy._ptr, root, SPACE)
    elapsed = (time.perf_counter() - start) * 1000
    row_layout = layout_of(last_row)
    cell_layout = layout_of(last_cell)
    return elapsed, (row_layout.x + cell_layout.x, row_layout.y + cell_layout.y)


for name, workload, detail in [
    ("taffy-flex-wrap", flex_wrap, f"Taffy flex-wrap, {ITEMS:,} items"),
    ("taffy-nested-rows", nested_rows, f"Taffy nested rows, {ITEMS:,} items"),
]:
    samples = []
    last = None
    for _ in range(RUNS):
        elapsed, last = workload()
        samples.append(elapsed)
    expected_y = ((ITEMS - 1) // 2) * 110
    print(json.dumps({
        "workload": name, "detail": detail, "samples": samples, "unit": "ms",
        "facts": {"median": str(statistics.median(samples)), "lastItemY": str(last[1]), "expectedY": str(expected_y),
                  "error": str(abs(last[1] - expected_y) + abs(last[0] - 200))},
    }), flush=True)
