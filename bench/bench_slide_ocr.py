"""How exactly OCR reads the benchmark's slides as core.samples draws them, at rapidocr's default
detector input size and at larger ones (its Det.limit_side_len), without rapidocr's text angle
classifier (as ingest reads, OcrConfig.turned_text False) and with it.

Two groups of distinct slides from the scripts of every set's first two seeds at 10 and 30
minutes: those with a line or title too long for the frame at the normal letter size (drawn
smaller since generator version 3, and the ones OCR garbles most), and a seeded sample of the
other needle slides of the latest sets. A slide is read exactly when the OCR text, lower-cased
and without punctuation or spaces, equals its title and lines (for a chart, its title: the bars
are rows of "#"). Milliseconds per slide are printed with their ratio to the first setting,
measured in the same run.

    python bench/bench_slide_ocr.py                        # without the angle classifier, and with it
    python bench/bench_slide_ocr.py --det-sides 0 960 1280 --classifier off --sample 250
"""
from __future__ import annotations

import argparse
import random
import re
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import make_bench  # noqa: E402

from core.frames import Frame  # noqa: E402
from core.perceivers import OcrConfig, OcrPerceiver  # noqa: E402
from core.samples import Slide, render_slide, too_long_for_frame  # noqa: E402

SIZE = (1280, 720)


def _flat(text: str) -> str:
    return re.sub(r"\W+", "", text.lower())


def slides(first_set: int, last_set: int, sample: int) -> tuple[list, list]:
    """(slides too long for the frame over all sets, a sample of the other needle slides of
    sets first_set..last_set), each distinct by title and lines."""
    long, other = {}, {}
    for k in range(0, last_set + 1):
        for seed in ([1, 2] if k == 0 else [k * 100 + 1, k * 100 + 2]):
            for minutes in (10, 30):
                for seg in make_bench.make_script(seed, minutes).segments:
                    key = (seg.title, tuple(seg.lines))
                    if too_long_for_frame(Slide(0.0, seg.title, list(seg.lines)), SIZE):
                        long[key] = seg
                    elif k >= first_set and seg.role != "filler" and not seg.title.startswith("Chart"):
                        other[key] = seg
    picked = sorted(other)
    random.Random(0).shuffle(picked)
    return [long[k] for k in sorted(long)], [other[k] for k in picked[:sample]]


def read_exactly(ocr: OcrPerceiver, seg) -> tuple[bool, float]:
    rgb = render_slide(Slide(0.0, seg.title, list(seg.lines), seg.background), SIZE)
    t0 = time.perf_counter()
    got = _flat(" ".join(line.text for line in ocr.read_lines(Frame(0.0, rgb))))
    ms = (time.perf_counter() - t0) * 1000
    want = _flat(seg.title) if seg.title.startswith("Chart") else _flat(" ".join([seg.title, *seg.lines]))
    return (want in got if seg.title.startswith("Chart") else got == want), ms


def reader(det_side: int, classifier: bool) -> OcrPerceiver:
    """The ingest's OCR perceiver, with or without the angle classifier, its engine built with another
    detector input size (0: rapidocr's default); the ingest code itself is not changed."""
    ocr = OcrPerceiver(OcrConfig(turned_text=classifier))
    if det_side:
        from rapidocr import RapidOCR

        ocr._engine = RapidOCR(params={"Global.log_level": "error", "Global.text_score": ocr.config.min_score,
                                       "Global.use_cls": classifier, "Det.limit_side_len": det_side})
    return ocr


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--det-sides", type=int, nargs="+", default=[0], help="0 is rapidocr's default")
    ap.add_argument("--classifier", nargs="+", choices=["off", "on"], default=["off", "on"],
                    help="rapidocr's text angle classifier (off: as ingest reads)")
    ap.add_argument("--sample", type=int, default=100, help="other needle slides to read")
    ap.add_argument("--sets", type=int, nargs=2, default=[95, 114], metavar=("FIRST", "LAST"))
    ap.add_argument("--show-misses", action="store_true", help="print the lines of each slide not read exactly")
    args = ap.parse_args()
    long, other = slides(args.sets[0], args.sets[1], args.sample)
    print(f"{len(long)} slides too long for the frame (sets 0-{args.sets[1]}), {len(other)} other needle "
          f"slides (sets {args.sets[0]}-{args.sets[1]})")
    base_ms = None
    for side, classifier in ((side, c == "on") for side in args.det_sides for c in args.classifier):
        ocr = reader(side, classifier)
        ocr.read_lines(Frame(0.0, render_slide(Slide(0.0, "warm up"), SIZE)))
        results = {name: [read_exactly(ocr, s) for s in group] for name, group in (("long", long), ("other", other))}
        ms = float(np.mean([m for rows in results.values() for _, m in rows]))
        base_ms = base_ms or ms
        exact = {name: sum(ok for ok, _ in rows) for name, rows in results.items()}
        print(f"detector side {side or 'default'}, angle classifier {'on' if classifier else 'off'}: "
              f"too long {exact['long']}/{len(long)} exact, "
              f"other {exact['other']}/{len(other)} exact, {ms:.0f} ms a slide ({ms / base_ms:.2f}x the first)")
        if args.show_misses:
            for name, group in (("long", long), ("other", other)):
                for seg, (ok, _) in zip(group, results[name]):
                    if not ok:
                        print(f"  not read exactly: {seg.title} / {' / '.join(seg.lines)}")


if __name__ == "__main__":
    main()
