"""Per-call latency of each perceiver on a 1280x720 frame, and whisper's real-time factor.

    python bench/bench_perceivers.py [--repeats 5]

Prints numbers only (no pass/fail). Each frame perceiver is timed after one warm-up
call (the first call, model load included, is printed separately); ratios are
against the cheapest perceiver (`describe`) timed in the same run.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.frames import Frame  # noqa: E402
from core.perceivers import (  # noqa: E402
    ObjectConfig,
    ObjectPerceiver,
    OcrPerceiver,
    SpeechConfig,
    SpeechPerceiver,
    describe,
    prepare_whisper_dir,
)
from tests._perceiver_util import SAMPLE_RATE, espeak, photo_frame, place, slide  # noqa: E402

TALK = [
    "Welcome everyone to the quarterly budget review.",
    "Revenue grew twelve percent in March, mostly from new customers.",
    "The cheetah is the fastest land animal on the planet.",
    "We will launch the new product in April, after the final tests.",
    "Thank you for listening, and please send your questions.",
]


def timed(fn, repeats: int) -> tuple[float, float]:
    """(first call seconds, median seconds of `repeats` later calls)."""
    t0 = time.perf_counter()
    fn()
    first = time.perf_counter() - t0
    runs = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        runs.append(time.perf_counter() - t0)
    return first, statistics.median(runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()

    import torch

    print(f"torch threads: {torch.get_num_threads()}")
    text_frame = Frame(1.0, slide([((100, 100), "Quarterly Budget Review"), ((100, 250), "Revenue grew 12% in March"),
                                   ((100, 500), "Team Alpha"), ((700, 500), "Next steps")]))
    photo = Frame(2.0, photo_frame("cheetah.jpg"))
    prev = Frame(1.0, photo_frame("cheetah.jpg", corner=(700, 330)))

    objects, objects_whole, ocr = ObjectPerceiver(), ObjectPerceiver(ObjectConfig(crops=False)), OcrPerceiver()
    rows = [
        ("describe (colours, brightness, motion)", lambda: describe(photo, prev)),
        ("objects.perceive, 11 crops in one batch", lambda: objects.perceive(photo)),
        ("objects.perceive, whole frame only", lambda: objects_whole.perceive(photo)),
        ("objects.embed (whole frame)", lambda: objects.embed(photo)),
        ("ocr.perceive, slide with 4 lines", lambda: ocr.perceive(text_frame)),
        ("ocr.perceive, photo without text", lambda: ocr.perceive(photo)),
    ]
    results = [(name, *timed(fn, args.repeats)) for name, fn in rows]
    baseline = results[0][2]
    print(f"\n{'1280x720 frame':44s} {'first call':>11s} {'median':>9s} {'x describe':>11s}")
    for name, first, median in results:
        print(f"{name:44s} {first * 1e3:9.1f}ms {median * 1e3:7.1f}ms {median / baseline:10.0f}x")

    t0 = time.perf_counter()
    whisper_dir = prepare_whisper_dir()
    prepare_s = time.perf_counter() - t0
    clips = [espeak(text) for text in TALK]
    starts, t = [], 0.5
    for clip in clips:
        starts.append(t)
        t += len(clip) / SAMPLE_RATE + 1.0
    audio = place(list(zip(starts, clips)), t)
    seconds = len(audio) / SAMPLE_RATE
    speech = SpeechPerceiver(SpeechConfig(cache_dir=str(whisper_dir)))
    first, median = timed(lambda: speech.transcribe(audio), max(1, args.repeats // 2))
    traces = speech.transcribe(audio)
    chunk = audio[: 4 * SAMPLE_RATE]
    _, chunk_median = timed(lambda: speech.transcribe(chunk, offset=0.0), args.repeats)

    print(f"\nwhisper-base int8 ({whisper_dir}), prepare_whisper_dir: {prepare_s:.2f}s")
    print(f"{seconds:.1f}s of espeak speech -> {len(traces)} sentences (expected {len(TALK)})")
    print(f"  first call (model load included): {first:.2f}s, then median {median:.2f}s "
          f"= real-time factor {median / seconds:.3f}")
    print(f"  4 s live chunk: median {chunk_median:.2f}s = real-time factor {chunk_median / 4.0:.3f}")


if __name__ == "__main__":
    main()
