"""Growth workloads: each command at two sizes ten times apart, timed as a user runs it (process
start to exit, median of RUNS) with its peak memory, and the ratios. Work that grows linearly shows a time ratio near
10 and a memory ratio well below it where memory is bounded by a chunk. Standard library only.

    python3 Benchmarks/growth.py CATALOG_BINARY [RUNS]
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

SAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Samples", "layouts")


def run(binary, arguments, folder):
    """Wall time (s) and peak resident memory (MB) of one run of `catalog ARGUMENTS` in `folder`."""
    started = time.perf_counter()
    process = subprocess.Popen([binary] + arguments, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    errors = process.stderr.read().decode()
    process.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"catalog {' '.join(arguments)} failed: {errors}")
    return elapsed, usage.ru_maxrss / 1024


def section(index):
    """One distinct section definition, about 1 KB of JSON: a nested group, insets, a header and a background."""
    return {
        "group": {
            "kind": "horizontal",
            "size": {"width": "fractionalWidth(1.0)", "height": f"absolute({40 + index % 97})"},
            "subitems": [
                {"size": {"width": f"fractionalWidth({0.25 + (index % 5) / 20})", "height": "fractionalHeight(1.0)"},
                 "contentInsets": {"top": 2, "leading": 2, "bottom": 2, "trailing": 2}},
                {"kind": "vertical", "size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1.0)"},
                 "subitem": {"size": {"width": "fractionalWidth(1.0)", "height": "fractionalHeight(0.5)"}}, "count": 2,
                 "interItemSpacing": "fixed(4)"},
            ],
            "interItemSpacing": f"fixed({index % 7})",
        },
        "interGroupSpacing": index % 11,
        "contentInsets": {"top": 8, "leading": 16, "bottom": 8, "trailing": 16},
        "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "top",
                                        "size": {"width": "fractionalWidth(1.0)", "height": "absolute(30)"}}],
        "decorationItems": [{"elementKind": "background", "contentInsets": {"top": 4, "leading": 4, "bottom": 4, "trailing": 4}}],
    }


def sections_spec(name, count):
    return {"name": name, "itemCounts": [3] * count, "sections": [section(i) for i in range(count)]}


def subitems_spec(name, groups):
    """`groups` sections, each one group of 1,000 distinct subitems (the most a group may hold)."""
    def group(offset):
        return {"kind": "horizontal", "size": {"width": "fractionalWidth(1.0)", "height": "absolute(40)"},
                "subitems": [{"size": {"width": f"absolute({1 + (offset + i) % 9})", "height": "fractionalHeight(1.0)"}}
                             for i in range(1000)]}
    return {"name": name, "itemCounts": [1000] * groups, "sections": [{"group": group(g)} for g in range(groups)]}


def write(folder, name, spec):
    path = os.path.join(folder, name + ".json")
    with open(path, "w") as file:
        json.dump(spec, file, separators=(",", ":"))  # one line, as minified specs arrive
    return path


def main():
    binary = os.path.abspath(sys.argv[1])
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    folder = tempfile.mkdtemp(prefix="catalog-growth-")
    size = ["--size", "390x844"]
    grid, spaced = "p003-two-column-count", "p003-two-column-count-spacing"
    subprocess.run([binary, "import", os.path.join(SAMPLES, grid + ".json"), os.path.join(SAMPLES, spaced + ".json")],
                   cwd=folder, check=True, stdout=subprocess.DEVNULL)
    specs = {}
    for label, count in (("small", 1000), ("large", 10000)):
        specs[f"sections-{label}"] = write(folder, f"sections-{label}", sections_spec(f"sections-{label}", count))
    for label, groups in (("small", 10), ("large", 100)):
        specs[f"subitems-{label}"] = write(folder, f"subitems-{label}", subitems_spec(f"subitems-{label}", groups))
    subprocess.run([binary, "import"] + [specs[k] for k in ("subitems-small", "subitems-large")], cwd=folder, check=True,
                   stdout=subprocess.DEVNULL)
    # Runs to query: 200,000 and 2,000,000 frames.
    subprocess.run([binary, "compute", grid] + size + ["--items", "200000"], cwd=folder, check=True, stdout=subprocess.DEVNULL)
    subprocess.run([binary, "compute", grid] + size + ["--items", "2000000"], cwd=folder, check=True, stdout=subprocess.DEVNULL)

    def query(items):
        return ["query", "--format", "table",
                f"SELECT * FROM frames WHERE run_id = (SELECT run_id FROM layout_runs WHERE item_counts = '[{items}]' LIMIT 1)"]

    workloads = [
        # (name, what grows, small arguments, large arguments, setup before each run)
        ("import one-line spec", "1,000 -> 10,000 sections (%s -> %s)" % tuple(
            f"{os.path.getsize(specs[f'sections-{l}']) / 1e6:.1f} MB" for l in ("small", "large")),
         ["import", specs["sections-small"]], ["import", specs["sections-large"]], "fresh"),
        ("compute distinct sections", "1,000 -> 10,000 sections", ["compute", "sections-small"] + size,
         ["compute", "sections-large"] + size, "uncache"),
        ("compute subitems", "10,000 -> 100,000 subitems", ["compute", "subitems-small"] + size,
         ["compute", "subitems-large"] + size, "uncache"),
        ("diff", "30,000 -> 300,000 items", ["diff", grid, spaced] + size + ["--items", "30000"],
         ["diff", grid, spaced] + size + ["--items", "300000"], None),
        # A picture draws at most 50,000 elements (Catalog.maximumDrawnElements), so render grows 4,000 -> 40,000.
        ("render", "4,000 -> 40,000 items", ["render", grid] + size + ["--items", "4000", "--output", "small.svg"],
         ["render", grid] + size + ["--items", "40000", "--output", "large.svg"], None),
        ("query --format table", "200,000 -> 2,000,000 rows", query(200000), query(2000000), None),
    ]
    # Computes run on a fresh copy of a catalog holding the specs, so no run is ever served from the cache.
    base = "compute-base.sqlite"
    subprocess.run([binary, "import", specs["sections-small"], specs["sections-large"], specs["subitems-small"],
                    specs["subitems-large"], "--database", base], cwd=folder, check=True, stdout=subprocess.DEVNULL)
    subprocess.run([binary, "query", "SELECT 1", "--database", base], cwd=folder, check=True, stdout=subprocess.DEVNULL)

    def fresh(setup):
        for suffix in ("", "-wal", "-shm"):
            path = os.path.join(folder, "run.sqlite" + suffix)
            if os.path.exists(path):
                os.remove(path)
        if setup == "uncache":
            shutil.copyfile(os.path.join(folder, base), os.path.join(folder, "run.sqlite"))

    print(f"{'workload':28} {'grows':40} {'small':>9} {'large':>9} {'time x':>7} {'MB small':>9} {'MB large':>9}")
    for name, grows, small, large, setup in workloads:
        figures = []
        for arguments in (small, large):
            if setup:
                arguments = arguments + ["--database", "run.sqlite"]
            times, memories = [], []
            for _ in range(runs):
                if setup:
                    fresh(setup)
                elapsed, memory = run(binary, arguments, folder)
                times.append(elapsed)
                memories.append(memory)
            figures.append((statistics.median(times), max(memories)))
        (ts, ms), (tl, ml) = figures
        print(f"{name:28} {grows:40} {ts * 1000:7.0f}ms {tl * 1000:7.0f}ms {tl / ts:7.1f} {ms:9.0f} {ml:9.0f}", flush=True)
        print(json.dumps({"workload": "growth", "name": name, "grows": grows, "small_s": ts, "large_s": tl,
                          "small_mb": ms, "large_mb": ml}), file=sys.stderr)
    shutil.rmtree(folder)


if __name__ == "__main__":
    main()
