"""A generated webcam stream pushed through the Live tab's own handler (ui.live.LiveHub).

    python bench/bench_live.py [--minutes 10] [--fps 2] [--realtime] [--ask-every 60]

The stream: a slide whose title changes every 20 s (each with a spoken-free caption line),
and for a quarter of each minute a hand-sized block moving across it, as a webcam sees a
person gesturing. Frames carry stream timestamps (i / fps). Without --realtime the next
frame is pushed as soon as the previous one is in memory (faster than real time, no
drops); with --realtime frames arrive on the wall clock and slow perception drops frames.
Every --ask-every stream seconds the chat asks about the current slide (answers must keep
coming while the stream runs).

Baseline measured in the same run: the same first minute pushed straight into a
core.StreamLoop (no hub, no worker thread); `live_overhead` is the mean per-frame time
through the hub over the direct mean.

Prints, last: `p95_frame_to_memory_s=<x> rss_growth_mb=<y> dropped=<n> frames=<m>`.
RSS growth is measured from after the first minute to the end; before the stream every
perceiver has seen each slide once (see warm_up), so one-off model arenas are not counted.
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

TITLES = ["Quarterly budget", "Hiring plan", "Cloud costs", "Customer survey", "Security review",
          "Mobile app", "Partnerships", "Support tickets", "Office move", "Research"]
SIZE = (640, 360)


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


class Stream:
    """Frame i of the generated stream (slides rendered once, the moving block drawn per frame)."""

    def __init__(self, fps: float) -> None:
        from core.samples import Slide, render_slide

        self.fps = fps
        self.slides = [render_slide(Slide(0, f"{i + 1}. {t}", [f"Topic {i + 1} of the review"],
                                          (250, 250, 250) if i % 3 else (30, 50, 100)), SIZE)
                       for i, t in enumerate(TITLES)]

    def title_at(self, t: float) -> str:
        return TITLES[int(t // 20) % len(TITLES)]

    def frame(self, i: int) -> tuple[float, np.ndarray]:
        t = i / self.fps
        rgb = self.slides[int(t // 20) % len(self.slides)].copy()
        if t % 60 < 15:  # someone gestures in front of the camera
            x = int((t % 15) / 15 * (SIZE[0] - 120))
            rgb[200:320, x:x + 120] = (200, 150, 120)
        return t, rgb


def warm_up(stream: Stream, perceivers) -> None:
    """Every perceiver sees every slide (with and without the moving block) once: OCR's
    onnxruntime arenas grow with each new input shape they meet, and that one-off growth
    is not the live stream's."""
    from core.frames import Frame

    period = int(20 * stream.fps)
    for k in range(len(stream.slides)):
        for i in (k * period, k * period + period // 2):
            _, rgb = stream.frame(i)
            for p in perceivers.segment().values():
                p.perceive(Frame(0.0, rgb))


def direct_baseline(stream: Stream, perceivers, n: int) -> float:
    from core import LiveConfig, StreamLoop
    from core.frames import Frame
    from memory import Memory, Video

    with tempfile.TemporaryDirectory() as tmp:
        mem = Memory(Path(tmp) / "direct.db")
        mem.add_video(Video(id="direct", name="direct", path="direct", content_hash="direct", duration=0,
                            width=SIZE[0], height=SIZE[1], fps=stream.fps, status="ingesting", created_at=0,
                            owner=""))
        loop = StreamLoop(mem, "direct", segment=perceivers.segment(), instant=perceivers.instant(),
                          config=LiveConfig().loop)
        for p in perceivers.segment().values():  # load the models before timing
            p.perceive(Frame(0.0, stream.frame(0)[1]))
        t0 = time.perf_counter()
        for i in range(n):
            t, rgb = stream.frame(i)
            loop.push(Frame(t, rgb))
        spent = time.perf_counter() - t0
        mem.close()
    return spent / n


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--minutes", type=float, default=10.0)
    ap.add_argument("--fps", type=float, default=2.0)
    ap.add_argument("--realtime", action="store_true", help="push frames on the wall clock")
    ap.add_argument("--ask-every", type=float, default=60.0, help="stream seconds between questions (0: never)")
    ap.add_argument("--objects", choices=["crops", "whole", "off"], default="crops",
                    help="object labels over 11 crops (the app default), the whole frame only, or none")
    args = ap.parse_args()

    import torch

    torch.set_num_threads(2)
    from core import Assistant, PerceiverConfig, get_perceivers
    from memory import Memory
    from ui.live import HubConfig, LiveConfig, LiveHub

    from core.perceivers import ObjectConfig

    objects = {"crops": ObjectConfig(), "whole": ObjectConfig(crops=False), "off": None}[args.objects]
    perc_cfg = PerceiverConfig(speech=None, objects=objects)
    perceivers = get_perceivers(perc_cfg)
    stream = Stream(args.fps)
    n = int(args.minutes * 60 * args.fps)
    warm_n = min(n, int(60 * args.fps))
    warm_up(stream, perceivers)
    direct = direct_baseline(stream, perceivers, warm_n)
    print(f"direct StreamLoop: {direct * 1000:.1f} ms/frame over the first {warm_n} frames", flush=True)

    tmp = tempfile.TemporaryDirectory()
    memory = Memory(Path(tmp.name) / "live.db")
    assistant = Assistant(memory)
    clock_t = [0.0]
    clock = time.monotonic if args.realtime else (lambda: clock_t[0])
    hub = LiveHub(memory, config=HubConfig(live=LiveConfig(perceivers=perc_cfg)), perceivers=perceivers,
                  clock=clock)
    key = "bench-session"
    session = None
    rss0 = None
    asked, answered, ask_s = 0, 0, []
    wall0 = time.perf_counter()
    next_ask = args.ask_every
    for i in range(n):
        t, rgb = stream.frame(i)
        if args.realtime:
            time.sleep(max(0.0, wall0 + t - time.perf_counter()))
        else:
            clock_t[0] = t
        pushed = hub.push_frame(key, rgb, owner=key)
        session = session or pushed.session
        if not args.realtime:
            session.wait_idle(60)
        if i + 1 == warm_n:
            gc.collect()
            rss0 = rss_mb()
        if args.ask_every and t >= next_ask:
            next_ask += args.ask_every
            q0 = time.perf_counter()
            answer = assistant.ask(f"When was the {stream.title_at(t - 5).lower()} slide shown?",
                                   video_ids=[session.video_id])
            ask_s.append(time.perf_counter() - q0)
            asked += 1
            answered += not answer.abstained
        if (i + 1) % int(60 * args.fps) == 0:
            s = session.stats()
            print(f"  stream {t + 1 / args.fps:5.0f} s  frames {s.frames}/{s.frames_in}  dropped {s.dropped}  "
                  f"keyframes {s.keyframes}  traces {s.traces}  lag {s.lag_s:.2f} s  rss {rss_mb():.0f} MB",
                  flush=True)
    session.wait_idle(60)
    stats = session.stats()
    lat = np.array(session.latencies)
    wall = time.perf_counter() - wall0
    gc.collect()
    growth = rss_mb() - (rss0 if rss0 is not None else rss_mb())
    t_stop = time.perf_counter()
    video = hub.stop(key)
    stop_s = time.perf_counter() - t_stop
    memory.close()
    tmp.cleanup()

    through_hub = (wall - sum(ask_s)) / n if not args.realtime else float("nan")
    print(f"stream {n / args.fps:.0f} s in {wall:.0f} s wall ({n / args.fps / wall:.1f}x real time), "
          f"{'realtime' if args.realtime else 'as fast as perception allows'}")
    print(f"keyframes={stats.keyframes} traces={stats.traces} errors={stats.errors} video={video.status} "
          f"duration={video.duration:.0f}s stop_s={stop_s:.2f}")
    if ask_s:
        print(f"questions={asked} answered={answered} ask_p50_s={np.median(ask_s):.2f} ask_max_s={max(ask_s):.2f}")
    print(f"frame_to_memory mean={lat.mean():.3f}s p50={np.percentile(lat, 50):.3f}s max={lat.max():.3f}s "
          f"(window of the last {len(lat)} frames)")
    if not args.realtime:
        print(f"live_overhead={through_hub / direct:.2f} (hub {through_hub * 1000:.1f} ms/frame vs direct "
              f"{direct * 1000:.1f} ms/frame)")
    print(f"p95_frame_to_memory_s={np.percentile(lat, 95):.3f} rss_growth_mb={growth:.1f} "
          f"dropped={stats.dropped} frames={stats.frames_in}")


if __name__ == "__main__":
    main()
