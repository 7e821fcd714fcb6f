"""Streaming VLM cost vs stream length: push per frame and ask latency after 10..5,000 frames.

Builds a small random Mllama (text hidden 512, 4 layers of which 2 cross-attention, a
112 px / 14 px vision tower -> 65 visual tokens a frame), saves it and loads it back
through `load_vlm`, then pushes 5,000 synthetic frames one by one. Every push is honest:
each frame goes through the image processor, the vision tower and the K/V projections.

Baseline, measured in the same run: the naive way to answer after N frames is one forward
over all N frames (vision tower on every frame + the whole prompt with N stamps and
image tokens). That is measured for N <= 200; for N = 1,000 and 5,000 it is infeasible
here (the cross-attention mask alone would take GBs), so it is EXTRAPOLATED with a
least-squares quadratic in N fitted to the measured points, and marked as such.

The session window is 8 frames so it is already full at N = 10: the claim under test is
that once the window is full, neither push nor ask cost grows with the stream's length.

Clock: by default costs are this process's CPU seconds with one torch thread, so other
jobs on a shared 2-core box do not skew the ratios (wall-clock medians are printed too;
`--clock wall` makes them the measure, fit for a quiet machine).

    python bench/bench_vlm_stream.py [--frames 5000] [--threads 1] [--clock cpu|wall]
Last line: ask_ratio_5000_vs_10=<x> naive_ratio_5000_vs_10=<y> push_ratio_5000_vs_10=<z>
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.vlm.loader import load_vlm  # noqa: E402
from core.vlm.tiny import save_tiny_mllama  # noqa: E402

SIZES = dict(
    hidden=512, text_layers=4, cross_layers=(1, 3), heads=8, kv_heads=4, intermediate=1408,
    vision_hidden=256, vision_layers=2, vision_global_layers=1, vision_heads=4,
    image_size=112, patch_size=14, max_num_tiles=1,
)
QUESTION = "what is shown in the video ? describe the scene ."
CHECKPOINTS = (10, 100, 1000, 5000)
NAIVE_N = (10, 30, 100, 200)
ASK_TOKENS = 8


def frame(i: int, h: int = 120, w: int = 160) -> np.ndarray:
    """A synthetic moving scene: a gradient whose phase drifts and a square that walks."""
    y, x = np.mgrid[0:h, 0:w]
    img = np.empty((h, w, 3), dtype=np.uint8)
    img[..., 0] = (x * 255 // w + 3 * i) % 256
    img[..., 1] = (y * 255 // h + 5 * i) % 256
    img[..., 2] = (7 * i) % 256
    cx, cy = (11 * i) % (w - 24), (7 * i) % (h - 24)
    img[cy : cy + 24, cx : cx + 24] = 255 - img[cy : cy + 24, cx : cx + 24]
    return img


CLOCK = {"cpu": time.process_time, "wall": time.perf_counter}
_clock = time.process_time


def timed(fn) -> float:
    t0 = _clock()
    fn()
    return _clock() - t0


def walled(fn) -> tuple[float, float]:
    """(measured cost on the chosen clock, wall seconds)."""
    w0, t0 = time.perf_counter(), _clock()
    fn()
    return _clock() - t0, time.perf_counter() - w0


def ask_once(session) -> tuple[float, float]:
    return walled(lambda: "".join(session.ask(QUESTION, max_new_tokens=ASK_TOKENS, min_new_tokens=ASK_TOKENS)))


def stream(vlm, n_frames: int, *, window: int, **options) -> dict[int, dict]:
    """Push n_frames; at each checkpoint record push cost (median of the trailing pushes) and ask latency."""
    s = vlm.new_session(window=window, **options)
    push_times: list[tuple[float, float]] = []
    out = {}
    for i in range(n_frames):
        f = frame(i)
        push_times.append(walled(lambda: s.push_frame(f, float(i))))
        n = i + 1
        if n in CHECKPOINTS and n <= n_frames:
            tail = push_times[max(2, n - 20) : n]  # skip the first pushes (allocation, warm-up)
            asks = [ask_once(s) for _ in range(5)]
            out[n] = {
                "push_ms": 1e3 * statistics.median(c for c, _ in tail),
                "push_wall_ms": 1e3 * statistics.median(w for _, w in tail),
                "ask_ms": 1e3 * statistics.median(c for c, _ in asks),
                "ask_wall_ms": 1e3 * statistics.median(w for _, w in asks),
                "frames": s.frames,
                "cache_kib": s.cache_nbytes / 1024,
                "reused": s.stats.reused,
            }
    return out


def naive(vlm, n: int, repeats: int) -> float:
    frames = [frame(i) for i in range(n)]
    times = [float(i) for i in range(n)]
    return min(timed(lambda: vlm.one_shot_logits(frames, times, QUESTION)) for _ in range(repeats))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--frames", type=int, default=5000)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--window", type=int, default=8)
    ap.add_argument("--clock", choices=sorted(CLOCK), default="cpu")
    args = ap.parse_args()
    global _clock
    _clock = CLOCK[args.clock]
    torch.set_num_threads(args.threads)
    t_start = time.perf_counter()

    with tempfile.TemporaryDirectory() as tmp:
        path = save_tiny_mllama(Path(tmp) / "bench_mllama", open_gates=1.0, **SIZES)
        vlm = load_vlm(str(path))
    n_params = sum(p.numel() for p in vlm.backend.model.parameters()) / 1e6
    print(f"model: random Mllama {n_params:.1f}M params, text hidden {SIZES['hidden']}, "
          f"{SIZES['text_layers']} layers (cross {SIZES['cross_layers']}), 65 visual tokens/frame; "
          f"window {args.window}; torch threads {args.threads}; clock: {args.clock}")

    with torch.inference_mode():
        # Warm-up (kernel selection, allocator) so N=10 is measured in steady state, not cold.
        warm = vlm.new_session(window=args.window)
        for i in range(2 * args.window):
            warm.push_frame(frame(10_000 + i), float(i))
        for _ in range(3):
            ask_once(warm)
        naive(vlm, 10, repeats=2)

        naive_ms = {}
        for n in NAIVE_N:
            naive_ms[n] = 1e3 * naive(vlm, n, repeats=3 if n <= 30 else 1)
            print(f"naive one forward over N={n:>4} frames: {naive_ms[n]:9.1f} ms (measured)")
        xs = np.array(list(naive_ms), dtype=float)
        coef = np.polyfit(xs, np.array(list(naive_ms.values())), 2)
        for n in CHECKPOINTS:
            if n not in naive_ms:
                naive_ms[n] = float(np.polyval(coef, n))
                print(f"naive one forward over N={n:>4} frames: {naive_ms[n]:9.1f} ms "
                      f"(EXTRAPOLATED: quadratic fit to N={list(NAIVE_N)})")

        res = stream(vlm, args.frames, window=args.window)
        print("\nstreaming session (each frame encoded once, K/V ring of the last "
              f"{args.window} frames):")
        print(f"{'N':>6} {'push ms/frame':>14} {'(wall)':>8} {'ask ms':>8} {'(wall)':>8} {'naive ms':>11} "
              f"{'frames':>7} {'cache KiB':>10}")
        for n, r in res.items():
            print(f"{n:>6} {r['push_ms']:>14.2f} {r['push_wall_ms']:>8.2f} {r['ask_ms']:>8.1f} "
                  f"{r['ask_wall_ms']:>8.1f} {naive_ms[n]:>11.1f} {r['frames']:>7} {r['cache_kib']:>10.1f}")

        print("\nspeed levers after 100 frames (same window):")
        base = stream(vlm, 100, window=args.window)[100]
        print(f"  fp32 K/V          push {base['push_ms']:6.2f} ms  ask {base['ask_ms']:6.1f} ms  "
              f"cache {base['cache_kib']:7.1f} KiB")
        for label, opts in [("int8 K/V", {"int8_kv": True}), ("pool 2x2", {"pool": 2})]:
            r = stream(vlm, 100, window=args.window, **opts)[100]
            print(f"  {label:<17} push {r['push_ms']:6.2f} ms  ask {r['ask_ms']:6.1f} ms  "
                  f"cache {r['cache_kib']:7.1f} KiB")
        # reuse: a scene that changes every 5th frame (a static camera between cuts)
        s = vlm.new_session(window=args.window, reuse_threshold=0.02)
        costs = [timed(lambda i=i: s.push_frame(frame(i // 5 * 5), float(i))) for i in range(100)]
        print(f"  reuse (thr 0.02)  push {1e3 * statistics.mean(costs[2:]):6.2f} ms mean over a scene "
              f"changing every 5th frame; reused {s.stats.reused}/100, encoded {s.stats.encoded}")

    last = max(n for n in res)
    ask_ratio = res[last]["ask_ms"] / res[10]["ask_ms"]
    push_ratio = res[last]["push_ms"] / res[10]["push_ms"]
    naive_ratio = naive_ms[last] / naive_ms[10]
    print(f"\ntotal bench time {time.perf_counter() - t_start:.0f} s; naive at N>200 is extrapolated; "
          f"ratios on the {args.clock} clock")
    print(f"ask_ratio_{last}_vs_10={ask_ratio:.2f} naive_ratio_{last}_vs_10={naive_ratio:.1f} "
          f"push_ratio_{last}_vs_10={push_ratio:.2f}")


if __name__ == "__main__":
    main()
