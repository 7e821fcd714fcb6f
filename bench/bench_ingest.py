"""Ingest speed on a generated 5-minute 1280x720 talk (slides every 20 s, speech every 10 s).

    python bench/bench_ingest.py [--minutes 5] [--keep DIR]

Prints, last: `rtf=<video seconds per wall second> ocr_calls=<n> sampled_frames=<m>`.
The baseline measured in the same run is what OCR alone would cost if it ran on every
sampled frame (no keyframe scheduling).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

TOPICS = [
    ("Quarterly budget", "Revenue grew twelve percent this quarter"),
    ("Hiring plan", "We will hire four new engineers"),
    ("Cloud costs", "Storage spending fell by a third"),
    ("Customer survey", "Most customers asked for dark mode"),
    ("Security review", "Passwords now rotate every ninety days"),
    ("Mobile app", "The android release ships in June"),
    ("Partnerships", "We signed a deal with a bakery chain"),
    ("Support tickets", "Response time dropped to two hours"),
    ("Office move", "The team moves to the harbour building"),
    ("Research", "The new search index is twice as fast"),
    ("Marketing", "The spring campaign features a red bicycle"),
    ("Legal", "The privacy policy was rewritten in plain words"),
    ("Training", "Every engineer takes the database course"),
    ("Roadmap", "Offline mode is the top priority"),
    ("Summary", "Thank you all and see you next quarter"),
]


def build(path: Path, minutes: float) -> Path:
    from core.samples import Slide, Speech, synth_speech, write_video

    duration = minutes * 60
    slides, speech = [], []
    for i in range(int(duration // 20)):
        title, line = TOPICS[i % len(TOPICS)]
        bg = (250, 250, 250) if i % 3 else (30, 50, 100)
        slides.append(Slide(i * 20.0, f"{i + 1}. {title}", [line], background=bg))
        speech.append(Speech(i * 20.0 + 2, synth_speech(f"Next, {title.lower()}. {line}.")))
        speech.append(Speech(i * 20.0 + 11, synth_speech(f"Any questions about {title.lower()}?")))
    return write_video(path, slides, speech, duration=duration, size=(1280, 720), fps=25)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--minutes", type=float, default=5.0)
    ap.add_argument("--keep", type=Path, help="keep the generated video and database here")
    args = ap.parse_args()

    from core import IngestConfig, get_perceivers, ingest_file, iter_frames
    from memory import Memory

    work = args.keep or Path(tempfile.mkdtemp(prefix="bench-ingest-"))
    work.mkdir(parents=True, exist_ok=True)
    video = work / f"talk-{args.minutes:g}min.mp4"
    if not video.exists():
        t = time.perf_counter()
        build(video, args.minutes)
        print(f"generated {video.name} in {time.perf_counter() - t:.1f} s")

    cfg = IngestConfig()
    perc = get_perceivers(cfg.perceivers)
    t = time.perf_counter()  # model loads are a one-off per process; report them apart
    frame = next(iter(iter_frames(video)))
    perc.ocr.perceive(frame), perc.objects.perceive(frame), perc.speech.transcribe(np.zeros(16000, np.float32))
    print(f"model warm-up {time.perf_counter() - t:.1f} s")

    db = work / "bench.db"
    db.unlink(missing_ok=True)
    mem = Memory(db)
    result = ingest_file(video, mem, config=cfg, perceivers=perc)
    rtf = result.video.duration / result.seconds
    print(f"ingest {result.video.duration:.0f} s of video in {result.seconds:.1f} s; traces {result.counts}")

    t = time.perf_counter()
    for _ in range(3):
        perc.ocr.perceive(frame)
    ocr_each = (time.perf_counter() - t) / 3
    naive = ocr_each * result.sampled_frames
    print(f"baseline: OCR on every sampled frame would take {naive:.1f} s alone "
          f"({ocr_each:.2f} s x {result.sampled_frames}); scheduled OCR ran {result.perceiver_calls.get('ocr', 0)} times")
    print(f"rtf={rtf:.2f} ocr_calls={result.perceiver_calls.get('ocr', 0)} sampled_frames={result.sampled_frames}")


if __name__ == "__main__":
    main()
