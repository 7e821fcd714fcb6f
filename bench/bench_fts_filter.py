"""Memory.matching: the full-text query filtered by a list of trace ids, two ways.

`rowid IN (ids)` hands the id list to FTS5, which then runs the full-text query once per
id; `+rowid IN (ids)` keeps the list out of the query plan, so the query runs once and
its rows are filtered. Times both on the 10-hour latency memory of bench_retrieval.py
(built on first use, cached) for id lists of several sizes, checks they return the same
rows, and prints medians and their ratio. No pass/fail.

    python bench/bench_fts_filter.py [--data /tmp/echobench]
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import bench_retrieval  # noqa: E402
from memory import Memory  # noqa: E402
from memory.store import fts_any  # noqa: E402

WORDS = ["visitor", "numbers", "slide", "lion", "delayed", "the"]


def timed(con, sql: str, args: list, reps: int = 5) -> tuple[float, set[int]]:
    times, rows = [], set()
    for _ in range(reps):
        t0 = time.perf_counter()
        rows = {int(r[0]) for r in con.execute(sql, args)}
        times.append(time.perf_counter() - t0)
    return statistics.median(times), rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=Path("/tmp/echobench"))
    args = ap.parse_args()
    db, _ = bench_retrieval.latency_memory(10, args.data / "cache")
    rng = random.Random(0)
    with Memory(db) as mem:
        con = mem._sql()
        all_ids = [int(r[0]) for r in con.execute("SELECT id FROM traces")]
        print(f"{len(all_ids)} traces; median ms over {len(WORDS)} words x 5 runs")
        for n in (8, 64, 400, 1800, 6000):
            ids = rng.sample(all_ids, min(n, len(all_ids)))
            marks = ",".join("?" * len(ids))
            plain, kept = [], []
            for w in WORDS:
                a = [fts_any([w]), *ids]
                t_in, r_in = timed(con, f"SELECT rowid FROM traces_fts WHERE traces_fts MATCH ? AND rowid IN ({marks})", a)
                t_kept, r_kept = timed(con, f"SELECT rowid FROM traces_fts WHERE traces_fts MATCH ? AND +rowid IN ({marks})", a)
                assert r_in == r_kept, (w, n)
                plain.append(t_in)
                kept.append(t_kept)
            a, b = 1000 * statistics.median(plain), 1000 * statistics.median(kept)
            print(f"ids={len(ids):5d}  rowid IN {a:7.2f} ms  +rowid IN {b:6.2f} ms  ratio {a / b:5.1f}x")


if __name__ == "__main__":
    main()
