"""Turns the benchmark's JSON lines into the report table: each figure as median and spread (min-max), ratios
against the peers measured in the same run, and each target P1-P11 met or not (with Benchmarks/compare, the stored-once targets against the build before it). Standard library only."""
import json
import statistics
import sys


def load(path):
    results = {}
    with open(path) as lines:
        for line in lines:
            line = line.strip()
            if not line.startswith("{"):
                continue
            entry = json.loads(line)
            key = entry["workload"]
            # Figures of another build timed in the same run (Benchmarks/compare) keep apart: P11@baseline.
            if "binary" in entry["facts"]:
                key += "@" + entry["facts"]["binary"]
            if key == "P3":
                key = f"P3-{int(entry['facts']['items']) // 1_000_000}M"
            if key in results:
                # A workload run twice in one run (P1 before and after the peers): pool the samples.
                results[key]["samples"] += entry["samples"]
            else:
                results[key] = entry
    return results


def median(entry):
    return statistics.median(entry["samples"])


def spread(entry):
    samples = entry["samples"]
    return f"{min(samples):.3g}–{max(samples):.3g}"


def main(path):
    r = load(path)
    rows = []
    verdicts = []

    def row(key, label, extra=""):
        if key not in r:
            return
        e = r[key]
        rows.append(f"| {label} | {median(e):.4g} {e['unit']} | {spread(e)} | {extra} |")

    taffy_wrap = r.get("taffy-flex-wrap")
    taffy_nested = r.get("taffy-nested-rows")
    floor_reused = r.get("floor-reused")
    floor_fresh = r.get("floor-fresh")

    if "P1" in r:
        p1 = median(r["P1"])
        extra = []
        if taffy_wrap:
            ratio = median(taffy_wrap) / p1
            extra.append(f"{ratio:.0f}x faster than Taffy flex-wrap")
            verdicts.append(("P1", "≥100x faster than Taffy", f"{ratio:.0f}x", ratio >= 100))
        if floor_reused:
            ratio = p1 / median(floor_reused)
            extra.append(f"{ratio:.1f}x the C floor (reused buffer)")
            verdicts.append(("P1", "within 5x of the C floor", f"{ratio:.1f}x the reused-buffer floor", ratio <= 5))
        if floor_fresh:
            extra.append(f"{p1 / median(floor_fresh):.2f}x the C loop into fresh memory")
        row("P1", "P1 uniform 1M items, all frames", "; ".join(extra))
    if "P1-flow" in r:
        p1f = median(r["P1-flow"])
        extra = [f"last item at {r['P1-flow']['facts']['lastItem']} (exact {r['P1-flow']['facts']['expected']})"]
        if "P1" in r:
            extra.append(f"{p1f / median(r['P1']):.2f}x the compositional grid's time")
        if taffy_wrap:
            extra.append(f"{median(taffy_wrap) / p1f:.0f}x faster than Taffy flex-wrap")
        row("P1-flow", "P1 the same grid as a flow layout", "; ".join(extra))
    if "P2" in r:
        p2 = median(r["P2"])
        extra = ""
        if taffy_nested:
            ratio = median(taffy_nested) / p2
            extra = f"{ratio:.1f}x faster than Taffy nested rows"
            verdicts.append(("P2", "≥20x faster than Taffy", f"{ratio:.1f}x", ratio >= 20))
        row("P2", "P2 non-uniform 1M items", extra)
    for size in ("1M", "10M"):
        key = f"P3-{size}"
        if key in r:
            facts = r[key]["facts"]
            row(key, f"P3 {size} items", f"last item y {facts['lastItemY']} (exact {facts['expectedY']}), error {facts['error']}")
    if "P3-1M" in r and "P3-10M" in r:
        ratio = median(r["P3-10M"]) / median(r["P3-1M"])
        errors = float(r["P3-1M"]["facts"]["error"]) + float(r["P3-10M"]["facts"]["error"])
        verdicts.append(("P3", "error 0 at 1M and 10M; 10M ≤ 12x 1M", f"error {errors:g}, 10M = {ratio:.1f}x 1M", errors == 0 and ratio <= 12))
    if "P4" in r:
        p4 = median(r["P4"])
        row("P4", "P4 rect query, 1M-item plan", f"{r['P4']['facts'].get('framesPerQuery', '?')} frames per query")
        verdicts.append(("P4", "≤2 µs median", f"{p4:.2f} µs", p4 <= 2))
    if "P5" in r and "P5-hand" in r:
        ratio = median(r["P5"]) / median(r["P5-hand"])
        row("P5", "P5 viewport SQL through the frames view (documented form)", f"{ratio:.2f}x the hand-written indexed query")
        row("P5-hand", "P5 hand-written indexed query on the frames table")
        row("P5-plain", "P5 plain form (y < bottom AND y + height > top)", "scans everything above the viewport")
        verdicts.append(("P5", "≤1.25x the hand-written query", f"{ratio:.2f}x", ratio <= 1.25))
    if "P6" in r:
        p6 = median(r["P6"])
        rate = 1_000_000 / (p6 / 1000)
        extra = [f"{rate / 1e6:.2f}M rows/s"]
        verdicts.append(("P6", "≥1.0M rows/s", f"{rate / 1e6:.2f}M rows/s", rate >= 1_000_000))
        if "P6-grdb" in r:
            ratio = median(r["P6-grdb"]) / p6
            extra.append(f"{ratio:.2f}x GRDB's statement path")
            verdicts.append(("P6", "≥1.45x GRDB's statement path", f"{ratio:.2f}x", ratio >= 1.45))
        if "sqlite-raw-indexed" in r:
            ratio = median(r["sqlite-raw-indexed"]) / p6
            extra.append(f"{ratio:.2f}x raw C (one row per step)")
            verdicts.append(("P6", "≥0.56x raw C", f"{ratio:.2f}x", ratio >= 0.56))
        raw_new = [r[key] for key in ("sqlite-new-vtab", "sqlite-new-batched") if key in r]
        if raw_new:
            best = min(median(entry) for entry in raw_new)
            ratio = best / p6
            extra.append(f"{ratio:.2f}x raw C's best on the same table")
            verdicts.append(("P6", "at least as fast as raw C's best strategy", f"{ratio:.2f}x", ratio >= 1))
        row("P6", "P6 persist a 1M-frame run (store)", "; ".join(extra))
        row("P6-grdb", "P6 GRDB statement path, same rows", r["P6-grdb"]["detail"] if "P6-grdb" in r else "")
        row("P6-compute", "P6 `catalog compute` of 1M items (engine and store)")
    if "P6-cli" in r:
        cli = median(r["P6-cli"])
        extra = "process start to exit"
        if taffy_wrap:
            ratio = median(taffy_wrap) / cli
            extra += f"; {ratio:.2f}x faster than Taffy flex-wrap's layout call"
            verdicts.append(("P6-cli", "faster than Taffy flex-wrap", f"{ratio:.2f}x", ratio > 1))
        row("P6-cli", "P6 `catalog compute` of 1M items as a process", extra)
    if "P7" in r:
        p7 = median(r["P7"])
        row("P7", "P7 catalog query end to end, 1M-frame catalog")
        verdicts.append(("P7", "≤25 ms wall", f"{p7:.1f} ms", p7 <= 25))
    if "P10" in r:
        p10 = median(r["P10"])
        extra = ""
        if "P10-grid" in r:
            ratio = p10 / median(r["P10-grid"])
            extra = f"{ratio:.2f}x the 1M grid measured alongside"
            verdicts.append(("P10", "≤1.2x the 1M grid (compute and store)", f"{ratio:.2f}x", ratio <= 1.2))
        row("P10", "P10 `catalog compute` of a plain list of 1M one-line rows", extra)
        row("P10-grid", "P10 the 1M grid, alternating with the list")
    if "P9" in r:
        p9 = median(r["P9"])
        extra = [f"{r['P9']['facts']['runs']} runs"]
        verdicts.append(("P9", "the whole matrix in under 2 s", f"{p9 / 1000:.2f} s", p9 < 2000))
        if "P9-separate" in r:
            ratio = median(r["P9-separate"]) / p9
            extra.append(f"{ratio:.1f}x faster than one process per run")
            verdicts.append(("P9", "≥10x faster than one process per run", f"{ratio:.1f}x", ratio >= 10))
        row("P9", "P9 every sample, every device, both orientations, one process", "; ".join(extra))
        row("P9-separate", "P9 the same runs, one process per run")
    if "P12" in r:
        p12 = median(r["P12"])
        extra = [f"{r['P12']['facts']['runs']} runs", f"peak {int(float(r['P12']['facts']['peakBytes'])) / 1e6:.0f} MB"]
        if "P12-compute" in r:
            ratio = p12 / median(r["P12-compute"])
            extra.append(f"{ratio:.2f}x the compute")
            verdicts.append(("P12", "lint within 2x of compute --all over the same matrix", f"{ratio:.2f}x", ratio <= 2))
        row("P12", "P12 `catalog lint` of every sample, default matrix, runs computed", "; ".join(extra))
        row("P12-compute", "P12 `catalog compute --all` over the same matrix")
    if "P12-linear-20000" in r and "P12-linear-200000" in r:
        ratio = median(r["P12-linear-200000"]) / median(r["P12-linear-20000"])
        row("P12-linear-20000", "P12 lint alone, zoo grid, 20,000 cells, 6 environments")
        row("P12-linear-200000", "P12 lint alone, zoo grid, 200,000 cells, 6 environments", f"{ratio:.1f}x the time for 10x the cells")
        verdicts.append(("P12", "linear in elements (10x cells: about 10x the time)", f"{ratio:.1f}x", ratio <= 12))
    for key, label in [("P12-million", "P12 1,000,160 findings, linted and stored"), ("P12-million-served", "P12 the same findings served again")]:
        if key in r:
            row(key, label, f"peak {int(float(r[key]['facts']['peakBytes'])) / 1e6:.0f} MB")
    if "P11" in r:
        facts = r["P11"]["facts"]
        extra = f"{facts['runs']} runs, {int(facts['frameRows']):,} frame rows stored"
        if "results" in facts:
            extra += f", {int(facts['results']):,} distinct results"
        row("P11", "P11 every sample, every device, both orientations, every text size, one process", extra)
    if "P11-bytes" in r:
        row("P11-bytes", "P11 the catalog after it", f"the imported samples alone {int(r['P11-bytes']['facts']['imported']):,} bytes")
    # This build against the build before results were stored once (Benchmarks/compare), figures of the same run.
    for key, label in [
        ("P11", "P11 full matrix"), ("P11-bytes", "P11 catalog bytes"), ("P9", "P9 device matrix"),
        ("P6-cli", "P6-cli 1M items as a process"), ("P5", "P5 viewport query"), ("P5-hand", "P5 hand-written query"),
    ]:
        base = r.get(f"{key}@baseline")
        if base is None:
            continue
        extra = ""
        if key in r:
            extra = f"this build {median(r[key]) / median(base):.3g}x the baseline"
        if key == "P11" and "frameRows" in base["facts"]:
            extra += f"; {int(base['facts']['frameRows']):,} frame rows stored"
        row(f"{key}@baseline", f"{label}, the build before results were stored once", extra)

    def against_baseline(key, wanted, better):
        base = r.get(f"{key}@baseline")
        if base is None or key not in r:
            return
        ratio = median(r[key]) / median(base)
        measured, met = better(ratio)
        verdicts.append((key, wanted, measured, met))

    against_baseline("P11", "≥5x faster than the baseline", lambda ratio: (f"{1 / ratio:.1f}x faster", ratio <= 1 / 5))
    against_baseline("P11-bytes", "catalog ≥10x smaller", lambda ratio: (f"{1 / ratio:.1f}x smaller", ratio <= 1 / 10))
    against_baseline("P6-cli", "within 1.05x of the baseline", lambda ratio: (f"{ratio:.3f}x", ratio <= 1.05))
    against_baseline("P5", "within 1.2x of the baseline", lambda ratio: (f"{ratio:.2f}x", ratio <= 1.2))
    against_baseline("P9", "faster than the baseline", lambda ratio: (f"{ratio:.2f}x the time", ratio < 1))
    if "P8" in r:
        p8 = median(r["P8"])
        row("P8", "P8 memory per frame", f"columns {r['P8']['facts']['columns']} B, allocated {float(r['P8']['facts']['allocatedPerFrame']):.1f} B")
        verdicts.append(("P8", "≤64 bytes", f"{p8:.1f} bytes", p8 <= 64))
    for key, label in [
        ("taffy-flex-wrap", "Taffy flex-wrap"), ("taffy-nested-rows", "Taffy nested rows"),
        ("yoga-nested-rows", "Yoga nested rows"), ("yoga-flex-wrap", "Yoga flex-wrap (quadratic: run smaller)"),
        ("floor-reused", "C floor, reused buffer"), ("floor-fresh", "C loop into fresh memory"),
        ("sqlite-raw-indexed", "raw C SQLite insert"), ("sqlite-raw-rebuilt", "raw C SQLite insert"),
        ("sqlite-raw-batched", "raw C SQLite insert"), ("sqlite-new-batched", "raw C SQLite, clustered table"),
        ("sqlite-new-vtab", "raw C SQLite, clustered table"), ("sqlite-new-vtab-4k", "raw C SQLite, clustered table"),
        ("sqlite-new-vtab-64k", "raw C SQLite, clustered table"), ("sqlite-new-vtab-fk", "raw C SQLite, clustered table"),
        ("sqlite-new-vtab-rowid", "raw C SQLite, clustered table"),
    ]:
        if key in r:
            facts = r[key]["facts"]
            extra = r[key]["detail"]
            if "error" in facts:
                extra += f"; last item y {float(facts['lastItemY']):.0f} (exact {facts['expectedY']})"
            row(key, label, extra)

    print("| workload | median | spread | notes |")
    print("|---|---|---|---|")
    print("\n".join(rows))
    print()
    print("| target | wanted | measured | met |")
    print("|---|---|---|---|")
    for key, wanted, measured, met in verdicts:
        print(f"| {key} | {wanted} | {measured} | {'yes' if met else 'no'} |")


if __name__ == "__main__":
    main(sys.argv[1])
