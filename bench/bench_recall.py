"""Latency of ask() over a memory of ~2,000 traces, after the embedder is warm.

Prints the time to embed one question (the floor: every ask embeds its probes) and
the time of a full ask() (probes -> echoes -> rerank -> answer), medians over distinct
questions, and their ratio. No pass/fail.

    python bench/bench_recall.py [--traces 2000]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from memory import Memory, Trace, Video, ask, get_embedder, make_probes, recall  # noqa: E402

TOPICS = ["revenue", "budget", "launch", "hiring", "roadmap", "customers", "margin", "marketing",
          "security", "pricing", "support", "design", "europe", "partners", "training", "servers"]
VERBS = ["grew", "fell", "changed", "improved", "stayed flat", "doubled", "was delayed", "was approved"]
LABELS = ["cheetah", "lion", "laptop", "desk", "monitor", "coffee mug", "whiteboard", "notebook"]
QUESTIONS = [
    "what did they say about {t}?", "how did {t} change?", "what was on the slide about {t}?",
    "when was {t} mentioned?", "was there a {l}?", "what was shown at {m}:{s:02d}?",
    "what did they say about the weather in {t}?", "did they talk about {t} in the last minute?",
]


def build(mem: Memory, n: int, rng: random.Random) -> float:
    duration = n * 2.0
    mem.add_video(Video("bench", "bench.mp4", "/bench.mp4", "h", duration, 1280, 720, 30.0))
    traces = []
    for i in range(n):
        t = i * 2.0
        topic, verb = rng.choice(TOPICS), rng.choice(VERBS)
        kind = rng.choices(["speech", "ocr", "object", "visual", "event"], [6, 2, 1, 1, 0.3])[0]
        text = {
            "speech": f"In this part we saw that {topic} {verb} by {rng.randint(2, 40)} percent this quarter.",
            "ocr": f"{topic.title()}: {verb} {rng.randint(2, 40)}%",
            "object": rng.choice(LABELS),
            "visual": "mostly blue and white, bright, still",
            "event": "scene change",
        }[kind]
        traces.append(Trace(kind, t, t + 1.8, text))
    for k in range(0, n, 500):
        mem.add_traces("bench", traces[k:k + 500])
    mem.set_status("bench", "complete")
    return duration


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--traces", type=int, default=2000)
    ap.add_argument("--questions", type=int, default=40)
    args = ap.parse_args()
    rng = random.Random(0)
    emb = get_embedder().warm()
    with tempfile.TemporaryDirectory() as tmp:
        mem = Memory(os.path.join(tmp, "bench.db"), embedder=emb)
        t0 = time.perf_counter()
        duration = build(mem, args.traces, rng)
        print(f"built {args.traces} traces ({duration / 60:.0f} min of video) in {time.perf_counter() - t0:.1f} s")
        questions = [rng.choice(QUESTIONS).format(t=rng.choice(TOPICS), l=rng.choice(LABELS),
                                                  m=rng.randrange(int(duration // 60)), s=rng.randrange(60))
                     for _ in range(args.questions)]
        ask(mem, "warm up the caches please")  # first ask loads the vector matrix
        embed_ms, probes_ms, ask_ms, recall_ms = [], [], [], []
        for q in questions:
            t = time.perf_counter()
            emb.encode([q])
            embed_ms.append((time.perf_counter() - t) * 1e3)
            t = time.perf_counter()
            emb.encode([p.text for p in make_probes(q)])
            probes_ms.append((time.perf_counter() - t) * 1e3)
            t = time.perf_counter()
            recall(mem, q)
            recall_ms.append((time.perf_counter() - t) * 1e3)
            t = time.perf_counter()
            ask(mem, q)
            ask_ms.append((time.perf_counter() - t) * 1e3)
        mem.close()
    e, p, r, a = (statistics.median(x) for x in (embed_ms, probes_ms, recall_ms, ask_ms))
    print(f"embed one question: median {e:.1f} ms")
    print(f"embed its probes:   median {p:.1f} ms (the rest of ask() is SQLite + numpy)")
    print(f"recall():           median {r:.1f} ms")
    print(f"ask():              median {a:.1f} ms, p90 {sorted(ask_ms)[int(len(ask_ms) * 0.9)]:.1f} ms")
    print(f"ask/embed ratio={a / e:.2f} traces={args.traces} ask_ms={a:.1f}")


if __name__ == "__main__":
    main()
