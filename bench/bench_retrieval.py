"""Retrieval quality of the probe-echo memory on generated long videos with known needles.

Each video of bench/make_bench.py is ingested through the public API (core.ingest_file
into a Memory; the database is cached by seed, minutes and a hash of the ingest code) and
every question is asked through memory.ask(). Next to it, in the same run, baselines:
BM25 over all trace text only (Memory.search_text), dense cosine only
(Memory.search_vectors), and the full ask() over a memory holding a single trace kind.

A citation is a hit when its span overlaps a needle span +-2 s (and, for cross-trace
questions, is of the kind asked for: "what was on screen when ..." wants the screen).
Reports Recall@1/@5 over answerable questions, median timestamp error of the first
citation, answer keyword accuracy, abstention precision/recall/F1 (abstaining is the
positive class; absent questions should abstain), per question type; then p95 latency
of ask() on a memory of 10 hours of video, whose traces are synthesised from generated
scripts (no rendering or ingest: see `latency_memory`). Prints, last:
`R@1=<a> R@5=<b> abstain_f1=<c> best_single_trace_R@1=<d>` (d: the best single trace kind
on the cross-trace questions, the ones fusion is for).

Seeds below 100 draw needles and question wordings from the tuning pools; seeds 100-199 up
to 900-999 from nine held-out sets, 1000-1099 a tenth, 1100-1199 an eleventh, 1200-1299 a
twelfth, 1300-1399 a thirteenth, 1400-1499 a fourteenth, 1500-1599 a fifteenth, 1600-1699 a
sixteenth, 1700-1799 a seventeenth, 1800-1899 an eighteenth, 1900-1999 a nineteenth, 2000-2099
a twentieth, 2100-2199 a twenty-first, 2200-2299 a twenty-second, 2300-2399 a twenty-third,
and so on, a set per hundred seeds, to 7900-7999 the seventy-ninth, 8000-8099 the eightieth,
8100-8199 the eighty-first, 8200-8299 the eighty-second, 8300-8399 the eighty-third, 8400-8499
the eighty-fourth, 8500-8599 the eighty-fifth, 8600-8699 the eighty-sixth, 8700-8799 the
eighty-seventh, 8800-8899 the eighty-eighth, 8900-8999 the eighty-ninth, 9000-9099 the ninetieth,
9100-9199 the ninety-first, 9200-9299 the ninety-second, 9300-9399 the ninety-third, 9400-9499
the ninety-fourth, 9500-9599 the ninety-fifth, 9600-9699 the ninety-sixth, 9700-9799 the
ninety-seventh, 9800-9899 the ninety-eighth, 9900-9999 the ninety-ninth, 10000-10099 the
hundredth, 10100-10199 the hundred-and-first, 10200-10299 the hundred-and-second, 10300-10399
the hundred-and-third, 10400-10499 the hundred-and-fourth, 10500-10599 the hundred-and-fifth,
10600-10699 the hundred-and-sixth, 10700-10799 the hundred-and-seventh, 10800-10899 the
hundred-and-eighth, 10900-10999 the hundred-and-ninth, 11000-11099 the hundred-and-tenth,
11100-11199 the hundred-and-eleventh, 11200-11299 the hundred-and-twelfth, 11300-11399 the
hundred-and-thirteenth, 11400-11499 the hundred-and-fourteenth, 11500-11599 the hundred-and-fifteenth,
11600-11699 the hundred-and-sixteenth, 11700-11799 the hundred-and-seventeenth, 11800-11899 the
hundred-and-eighteenth, 11900-11999 the hundred-and-nineteenth and from 12000 the hundred-and-twentieth,
each measured once before its misses informed any fix (make_bench.pools_for):

    python bench/bench_retrieval.py --seeds 12001 12002 --minutes 10 30   # held-out (the README table)
    python bench/bench_retrieval.py --seeds 11901 11902 --minutes 10 30   # the hundred-and-nineteenth set
    python bench/bench_retrieval.py --seeds 11801 11802 --minutes 10 30   # the hundred-and-eighteenth set
    python bench/bench_retrieval.py --seeds 11701 11702 --minutes 10 30   # the hundred-and-seventeenth set
    python bench/bench_retrieval.py --seeds 11601 11602 --minutes 10 30   # the hundred-and-sixteenth set
    python bench/bench_retrieval.py --seeds 11501 11502 --minutes 10 30   # the hundred-and-fifteenth set
    python bench/bench_retrieval.py --seeds 11401 11402 --minutes 10 30   # the hundred-and-fourteenth set
    python bench/bench_retrieval.py --seeds 11301 11302 --minutes 10 30   # the hundred-and-thirteenth set
    python bench/bench_retrieval.py --seeds 11201 11202 --minutes 10 30   # the hundred-and-twelfth set
    python bench/bench_retrieval.py --seeds 11101 11102 --minutes 10 30   # the hundred-and-eleventh set
    python bench/bench_retrieval.py --seeds 11001 11002 --minutes 10 30   # the hundred-and-tenth set
    python bench/bench_retrieval.py --seeds 10901 10902 --minutes 10 30   # the hundred-and-ninth set
    python bench/bench_retrieval.py --seeds 10801 10802 --minutes 10 30   # the hundred-and-eighth set
    python bench/bench_retrieval.py --seeds 10701 10702 --minutes 10 30   # the hundred-and-seventh set
    python bench/bench_retrieval.py --seeds 10601 10602 --minutes 10 30   # the hundred-and-sixth set
    python bench/bench_retrieval.py --seeds 10501 10502 --minutes 10 30   # the hundred-and-fifth set
    python bench/bench_retrieval.py --seeds 10401 10402 --minutes 10 30   # the hundred-and-fourth set
    python bench/bench_retrieval.py --seeds 10301 10302 --minutes 10 30   # the hundred-and-third set
    python bench/bench_retrieval.py --seeds 10201 10202 --minutes 10 30   # the hundred-and-second set
    python bench/bench_retrieval.py --seeds 10101 10102 --minutes 10 30   # the hundred-and-first set
    python bench/bench_retrieval.py --seeds 10001 10002 --minutes 10 30   # the hundredth set
    python bench/bench_retrieval.py --seeds 9901 9902 --minutes 10 30     # the ninety-ninth set
    python bench/bench_retrieval.py --seeds 9801 9802 --minutes 10 30     # the ninety-eighth set
    python bench/bench_retrieval.py --seeds 9701 9702 --minutes 10 30     # the ninety-seventh set
    python bench/bench_retrieval.py --seeds 9601 9602 --minutes 10 30     # the ninety-sixth set
    python bench/bench_retrieval.py --seeds 9501 9502 --minutes 10 30     # the ninety-fifth set
    python bench/bench_retrieval.py --seeds 9401 9402 --minutes 10 30     # the ninety-fourth set
    python bench/bench_retrieval.py --seeds 9301 9302 --minutes 10 30     # the ninety-third set
    python bench/bench_retrieval.py --seeds 9201 9202 --minutes 10 30     # the ninety-second set
    python bench/bench_retrieval.py --seeds 9101 9102 --minutes 10 30     # the ninety-first set
    python bench/bench_retrieval.py --seeds 9001 9002 --minutes 10 30     # the ninetieth set
    python bench/bench_retrieval.py --seeds 8901 8902 --minutes 10 30     # the eighty-ninth set
    python bench/bench_retrieval.py --seeds 8801 8802 --minutes 10 30     # the eighty-eighth set
    python bench/bench_retrieval.py --seeds 8701 8702 --minutes 10 30     # the eighty-seventh set
    python bench/bench_retrieval.py --seeds 8601 8602 --minutes 10 30     # the eighty-sixth set
    python bench/bench_retrieval.py --seeds 8501 8502 --minutes 10 30     # the eighty-fifth set
    python bench/bench_retrieval.py --seeds 8401 8402 --minutes 10 30     # the eighty-fourth set
    python bench/bench_retrieval.py --seeds 8301 8302 --minutes 10 30     # the eighty-third set
    python bench/bench_retrieval.py --seeds 8201 8202 --minutes 10 30     # the eighty-second set
    python bench/bench_retrieval.py --seeds 8101 8102 --minutes 10 30     # the eighty-first set
    python bench/bench_retrieval.py --seeds 2301 2302 --minutes 10 30     # the twenty-third set
    python bench/bench_retrieval.py --seeds 2201 2202 --minutes 10 30     # the twenty-second set
    python bench/bench_retrieval.py --seeds 2101 2102 --minutes 10 30     # the twenty-first set
    python bench/bench_retrieval.py --seeds 1901 1902 --minutes 10 30     # the nineteenth set
    python bench/bench_retrieval.py --seeds 1601 1602 --minutes 10 30     # the sixteenth set
    python bench/bench_retrieval.py --seeds 1501 1502 --minutes 10 30     # the fifteenth set
    python bench/bench_retrieval.py --seeds 901 902 --minutes 10 30       # the ninth set
    python bench/bench_retrieval.py --seeds 201 202 --minutes 10 30 60    # the second set, incl. 60 min
    python bench/bench_retrieval.py --seeds 1 2 3 4 11 12 --minutes 10     # tuning seeds
    python bench/bench_retrieval.py --quick                                # seeds 1 2, 10 min, 1 h latency
"""
from __future__ import annotations

import argparse
import hashlib
import inspect
import json
import os
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "2")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_bench  # noqa: E402
from core.perceivers.ocr import LINE_SEPARATOR  # noqa: E402
from memory import TRACE_KINDS, Memory, Trace, Video, ask, get_embedder  # noqa: E402
from memory.text import content_words  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SLACK_S = 2.0
# What an ingested database depends on (retrieval code is not in it: tuning needs no re-ingest).
INGEST_CODE = ["core/ingest.py", "core/loop.py", "core/schedule.py", "core/decode.py", "core/frames.py",
               "core/perceivers", "core/perceivers_factory.py", "memory/store.py", "memory/schema.py",
               "memory/vectors.py", "memory/embed.py", "memory/types.py"]


def code_version() -> str:
    h = hashlib.sha256()
    for part in INGEST_CODE:
        p = ROOT / part
        for f in sorted(p.rglob("*.py")) if p.is_dir() else [p]:
            h.update(f.read_bytes())
    return h.hexdigest()[:10]


# --- ingest, cached -----------------------------------------------------------------------
# SQLite in WAL mode keeps -wal/-shm files next to a database, so a finished cache entry
# is marked by a ".ok" file written last rather than by renaming the database.
def _cached(db: Path) -> bool:
    return db.with_suffix(".ok").exists()


def _start(db: Path) -> None:
    db.parent.mkdir(parents=True, exist_ok=True)
    for p in (db, Path(f"{db}-wal"), Path(f"{db}-shm"), db.with_suffix(".ok")):
        p.unlink(missing_ok=True)


def _done(db: Path) -> None:
    db.with_suffix(".ok").write_text(time.strftime("%Y-%m-%dT%H:%M:%S"))


def ingested(seed: int, minutes: float, data: Path, cache: Path) -> tuple[Path, dict]:
    """(database path, question file) for one seed; ingests only when the cache misses."""
    video, qfile = make_bench.write_bench(seed, minutes, data)
    bench = json.loads(qfile.read_text())
    vhash = hashlib.sha256(video.read_bytes()).hexdigest()[:8]
    db = cache / f"s{seed}_m{minutes:g}_{code_version()}_{vhash}.db"
    if not _cached(db):
        from core import ingest_file  # heavy: only when something must be ingested

        _start(db)
        t0 = time.perf_counter()
        with Memory(db) as mem:
            res = ingest_file(video, mem)
        print(f"  ingested seed {seed} ({minutes:g} min) in {time.perf_counter() - t0:.0f} s: {res.counts}",
              flush=True)
        _done(db)
    return db, bench


def single_kind(db: Path, kind: str) -> Path:
    """A copy of an ingested memory holding one trace kind only (cached next to it)."""
    out = db.with_name(f"{db.stem}_{kind}.db")
    if _cached(out):
        return out
    _start(out)
    with Memory(db) as src, Memory(out) as dst:
        for v in src.videos():
            dst.add_video(v)
            traces = [Trace(t.kind, t.t_start, t.t_end, t.text, t.confidence, None, t.meta)
                      for t in src.traces(v.id, kinds=[kind])]
            if traces:
                dst.add_traces(v.id, traces)
    _done(out)
    return out


# --- scoring --------------------------------------------------------------------------------
@dataclass
class Result:
    qtype: str
    answerable: bool
    abstained: bool
    hit1: bool = False
    hit5: bool = False
    error_s: float | None = None
    keyword: bool = False
    latency_s: float = 0.0
    intensity: float = 0.0


def _gap(a0: float, a1: float, b0: float, b1: float) -> float:
    return max(0.0, a0 - b1, b0 - a1)


def at_needle(t_start: float, t_end: float, spans) -> bool:
    """A span within SLACK_S of one of the needle's spans."""
    return any(_gap(t_start, t_end, a, b) <= SLACK_S for a, b in spans)


def score(q: dict, cites: list[tuple[str, float, float]], abstained: bool, text: str, latency: float) -> Result:
    """cites: (kind, t_start, t_end) best first."""
    spans, want = q["spans"], q.get("kind")
    r = Result(q["type"], bool(spans), abstained, latency_s=latency)
    if not spans or abstained:
        return r

    def hit(c) -> bool:
        return (want is None or c[0] == want) and at_needle(c[1], c[2], spans)

    r.hit1 = bool(cites) and hit(cites[0])
    r.hit5 = any(hit(c) for c in cites[:5])
    if cites:
        r.error_s = min(_gap(cites[0][1], cites[0][2], a, b) for a, b in spans)
    low = text.lower()
    r.keyword = any(k.lower() in low for k in q["keywords"]) if q["keywords"] else r.hit1
    return r


@dataclass
class Summary:
    n: int = 0
    r1: float = 0.0
    r5: float = 0.0
    err: float | None = None
    kw: float = 0.0
    a_p: float = 0.0
    a_r: float = 0.0
    a_f1: float = 0.0
    p95_ms: float = 0.0


def summarise(rs: list[Result]) -> Summary:
    s = Summary(n=len(rs))
    ans = [r for r in rs if r.answerable]
    if ans:
        s.r1 = sum(r.hit1 for r in ans) / len(ans)
        s.r5 = sum(r.hit5 for r in ans) / len(ans)
        s.kw = sum(r.keyword for r in ans) / len(ans)
        errs = [r.error_s for r in ans if r.error_s is not None]
        s.err = statistics.median(errs) if errs else None
    tp = sum(r.abstained and not r.answerable for r in rs)
    n_abst, n_absent = sum(r.abstained for r in rs), sum(not r.answerable for r in rs)
    s.a_p = tp / n_abst if n_abst else (1.0 if not n_absent else 0.0)
    s.a_r = tp / n_absent if n_absent else 1.0
    s.a_f1 = 2 * s.a_p * s.a_r / (s.a_p + s.a_r) if s.a_p + s.a_r else 0.0
    lat = sorted(r.latency_s for r in rs)
    s.p95_ms = 1000 * lat[min(len(lat) - 1, int(0.95 * len(lat)))] if lat else 0.0
    return s


def _perceived(mem: Memory, q: dict) -> bool:
    if not q["spans"]:
        return False
    for v in mem.videos():
        for t in mem.traces(v.id):
            near = at_needle(t.t_start, t.t_end, q["spans"])
            words = q["type"] == "count" or not q["keywords"] or any(k.lower() in t.text.lower()
                                                                     for k in q["keywords"])
            if near and words:
                return True
    return False


# --- systems ----------------------------------------------------------------------------------
def run_fused(mem: Memory, q: dict) -> Result:
    t0 = time.perf_counter()
    a = ask(mem, q["question"], limit=5)
    dt = time.perf_counter() - t0
    r = score(q, [(c.kind, c.t_start, c.t_end) for c in a.citations], a.abstained, a.answer, dt)
    r.intensity = a.intensity
    return r


def _cites(mem: Memory, hits: list[tuple[int, float]]) -> tuple[list, str]:
    traces = {t.id: t for t in mem.traces_by_id([i for i, _ in hits])}
    ts = [traces[i] for i, _ in hits if i in traces]
    return [(t.kind, t.t_start, t.t_end) for t in ts], (ts[0].text if ts else "")


def run_bm25(mem: Memory, q: dict) -> Result:
    t0 = time.perf_counter()
    hits = mem.search_text(content_words(q["question"]), limit=5)
    cites, text = _cites(mem, hits)
    return score(q, cites, not hits, text, time.perf_counter() - t0)


def run_dense(mem: Memory, q: dict) -> Result:
    t0 = time.perf_counter()
    vec = mem.embedder.encode([q["question"]])[0]
    cites, text = _cites(mem, mem.search_vectors(vec, limit=5))
    return score(q, cites, False, text, time.perf_counter() - t0)


# --- latency on 10 hours ----------------------------------------------------------------------
def script_traces(script: make_bench.Script) -> list[Trace]:
    """The traces ingest writes for a script, written directly: a cut and a slide per segment,
    a visual descriptor, an object label for photos and the spoken sentence."""
    out = []
    for s in script.segments:
        out.append(Trace("event", s.t0, s.t0, "scene change: cut to a new shot"))
        out.append(Trace("ocr", s.t0, s.t1, LINE_SEPARATOR.join([s.title, *s.lines])))
        colour = "mostly white" if sum(s.background) > 380 else "mostly dark blue and black"
        out.append(Trace("visual", s.t0, s.t1, f"{colour}, bright, still"))
        if s.photo and not s.photo.startswith("shape:"):
            out.append(Trace("object", s.t0 + 1, s.t1, s.photo))
        dur = 0.4 * len(s.speech.split())
        out.append(Trace("speech", s.t0 + 1.5, min(s.t1, s.t0 + 1.5 + dur), s.speech))
    return out


def latency_memory(hours: float, cache: Path) -> tuple[Path, list[dict]]:
    """A memory of `hours` of 60-min videos from generated scripts (tuning seeds 90-99), cached."""
    n = max(1, round(hours))
    if n > 10:
        raise ValueError("the latency memory holds at most 10 hours (tuning seeds 90-99)")
    written = hashlib.sha256(inspect.getsource(script_traces).encode()).hexdigest()[:6]  # how the traces are written
    db = cache / f"latency_{n}h_g{make_bench.GENERATOR_VERSION}_{code_version()}_{written}.db"
    scripts = [make_bench.make_script(90 + k, 60) for k in range(n)]
    if not _cached(db):
        _start(db)
        with Memory(db) as mem:
            for sc in scripts:
                vid = f"latency-{sc.seed}"
                mem.add_video(Video(vid, f"{vid}.mp4", f"/{vid}.mp4", vid, sc.duration, 1280, 720, 5.0))
                mem.add_traces(vid, script_traces(sc))
                mem.set_status(vid, "complete")
        _done(db)
    qs = [{"question": q.question, "type": q.type, "spans": q.spans, "keywords": q.keywords, "kind": q.kind}
          for sc in scripts for q in sc.questions]
    return db, qs


# --- report ------------------------------------------------------------------------------------
def _fmt(x: float | None) -> str:
    if x is None:
        return "-"
    return f"{x:.2f}"


def table(rows: dict[str, Summary]) -> str:
    head = "| system | n | R@1 | R@5 | median err s | keyword acc | abstain P | abstain R | abstain F1 | p95 ms |"
    lines = [head, "|" + "---|" * 10]
    for name, s in rows.items():
        lines.append(f"| {name} | {s.n} | {s.r1:.2f} | {s.r5:.2f} | {_fmt(s.err)} | {s.kw:.2f} | "
                     f"{s.a_p:.2f} | {s.a_r:.2f} | {s.a_f1:.2f} | {s.p95_ms:.0f} |")
    return "\n".join(lines)


def latency(hours: float, cache: Path) -> str:
    db, qs = latency_memory(hours, cache)
    with Memory(db) as mem:
        n_traces = sum(sum(mem.count_traces(v.id).values()) for v in mem.videos())
        ask(mem, "warm up the trace matrix", limit=5)
        lat = []
        for q in qs:
            t0 = time.perf_counter()
            ask(mem, q["question"], limit=5)
            lat.append(time.perf_counter() - t0)
    lat.sort()
    p95 = 1000 * lat[min(len(lat) - 1, int(0.95 * len(lat)))]
    return (f"latency: {len(qs)} questions on a memory of {hours:g} h of video ({n_traces} traces synthesised "
            f"from generated scripts through Memory.add_traces, not ingested): "
            f"median {1000 * statistics.median(lat):.0f} ms, p95 {p95:.0f} ms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", type=int, nargs="+", default=[12001, 12002])
    ap.add_argument("--minutes", type=float, nargs="+", default=[10, 30])
    ap.add_argument("--data", type=Path, default=Path("/tmp/echobench"))
    ap.add_argument("--cache", type=Path, default=None, help="ingested databases (default DATA/cache)")
    ap.add_argument("--latency-hours", type=float, default=10.0)
    ap.add_argument("--quick", action="store_true", help="tuning seeds 1 2, 10 min, 1 h latency memory")
    ap.add_argument("--no-baselines", action="store_true")
    ap.add_argument("--latency-only", action="store_true", help="only the p95 on the synthesised memory")
    ap.add_argument("--show-misses", action="store_true")
    ap.add_argument("--dump", type=Path, default=None, help="write per-question fused results (JSON lines)")
    args = ap.parse_args()
    if args.quick:
        args.seeds, args.minutes, args.latency_hours = [1, 2], [10.0], 1.0
    cache = args.cache or args.data / "cache"
    import torch

    torch.set_num_threads(2)
    get_embedder()  # warm: latency is measured per question, not per model load

    if args.latency_only:
        print(latency(args.latency_hours, cache))
        return
    results: dict[str, list[Result]] = {}
    perceived: list[bool] = []  # per fused question: its answer words are in a trace at the needle
    misses: list[str] = []
    for minutes in args.minutes:
        for seed in args.seeds:
            db, bench = ingested(seed, minutes, args.data, cache)
            with Memory(db) as mem:
                perceived += [_perceived(mem, q) for q in bench["questions"]]
            systems = {"fused (ask)": (db, run_fused)}
            if not args.no_baselines:
                systems["bm25 only"] = (db, run_bm25)
                systems["dense only"] = (db, run_dense)
                systems.update({f"only {k}": (single_kind(db, k), run_fused) for k in TRACE_KINDS
                                if k != "caption"})  # no captioner offline: no caption traces
            for name, (path, fn) in systems.items():
                with Memory(path) as mem:
                    ask(mem, "warm up the trace matrix", limit=5)  # latency is per question, not per load
                    for q in bench["questions"]:
                        r = fn(mem, q)
                        results.setdefault(name, []).append(r)
                        if name == "fused (ask)" and args.dump:
                            with args.dump.open("a") as f:
                                f.write(json.dumps({"seed": seed, "minutes": minutes, "question": q["question"],
                                                    "type": q["type"], "intensity": r.intensity,
                                                    "hit1": r.hit1, "hit5": r.hit5,
                                                    "abstained": r.abstained}) + "\n")
                        if name == "fused (ask)" and args.show_misses and (
                                r.answerable != (r.hit1 and not r.abstained) or (not r.answerable and not r.abstained)):
                            a = ask(mem, q["question"], limit=5)
                            top = a.citations[0] if a.citations else None
                            misses.append(f"  [{q['type']}] s{seed} {q['question']} want {q['spans']} {q.get('kind')}"
                                          f" -> {'ABSTAIN' if a.abstained else ''} i={a.intensity:.2f} "
                                          f"{top.kind + ' ' + top.stamp + ' ' + top.text[:60] if top else ''}")

    rows: dict[str, Summary] = {name: summarise(rs) for name, rs in results.items()}
    fused = results["fused (ask)"]
    by_type = {f"fused: {t}": summarise([r for r in fused if r.qtype == t])
               for t in make_bench.QUESTION_TYPES if any(r.qtype == t for r in fused)}
    cross = {name: summarise([r for r in rs if r.qtype == "cross"]) for name, rs in results.items()}
    pools = sorted({make_bench.pools_label(seed) for seed in args.seeds})
    print(f"\nseeds {args.seeds} ({' and '.join(pools)} pools), minutes {args.minutes}, {len(fused)} questions "
          f"({sum(r.answerable for r in fused)} answerable, {sum(not r.answerable for r in fused)} absent)\n")
    print(table(rows))
    print("\nper question type (fused):\n")
    print(table(by_type))
    print("\ncross-trace questions only:\n")
    print(table({k: v for k, v in cross.items() if v.n}))
    print("\nperception ceiling: share of answerable questions whose answer words are in some trace "
          "at the needle (speech errors of whisper on the espeak voice cap 'said' and 'paraphrase'), "
          "and fused R@1 on those:\n")
    for t in make_bench.QUESTION_TYPES:
        idx = [i for i, r in enumerate(fused) if r.qtype == t and r.answerable]
        if idx:
            ok = [i for i in idx if perceived[i]]
            r1 = sum(fused[i].hit1 for i in ok) / len(ok) if ok else 0.0
            print(f"  {t:10s} perceived {len(ok) / len(idx):.2f} ({len(ok)}/{len(idx)}), R@1 on perceived {r1:.2f}")
    if misses:
        print("\nfused misses:\n" + "\n".join(misses))

    print("\n" + latency(args.latency_hours, cache))
    best_kind = max((v.r1 for k, v in cross.items() if k.startswith("only ") and v.n), default=0.0)
    s = rows["fused (ask)"]
    print(f"cross-trace: fused R@1 {cross['fused (ask)'].r1:.2f} vs best single trace kind {best_kind:.2f}")
    print(f"R@1={s.r1:.3f} R@5={s.r5:.3f} abstain_f1={s.a_f1:.3f} best_single_trace_R@1={best_kind:.3f}")


if __name__ == "__main__":
    main()
