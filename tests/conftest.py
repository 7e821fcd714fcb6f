"""Shared fixtures: a generated talk (slides + espeak speech at known times), ingested once."""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import pytest

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


@dataclass(frozen=True)
class Fact:
    kind: str  # "speech" or "ocr"
    t: float  # when it starts
    text: str


# What the sample talk shows and says, and when.
SLIDES = [
    (0.0, "Quarterly Budget Review", ["Revenue grew 12 percent"], (250, 250, 250), None),
    (10.0, "Wildlife Report", ["Fastest land animal"], (245, 240, 225), "cheetah.jpg"),
    (20.0, "Launch Plan", ["Ship the rocket in March"], (25, 40, 90), None),
    (30.0, "Thank You", ["Questions welcome"], (250, 250, 250), None),
]
SPEECH = [
    (2.0, "Welcome everyone to the quarterly budget review."),
    (12.5, "This animal can run faster than any car on the road."),
    (22.5, "We will launch the new product in March."),
    (32.5, "Thank you for listening, and goodbye."),
]
DURATION = 40.0


@pytest.fixture(scope="session")
def sample_facts() -> list[Fact]:
    return [Fact("ocr", t, title) for t, title, *_ in SLIDES] + [Fact("speech", t, s) for t, s in SPEECH]


def make_sample_video(path: Path, *, size=(1280, 720), fps: int = 10) -> Path:
    from core.samples import Slide, Speech, gradio_media, synth_speech, write_video

    slides = [Slide(t, title, lines, bg, gradio_media("images", img) if img else None)
              for t, title, lines, bg, img in SLIDES]
    speech = [Speech(t, synth_speech(text), text) for t, text in SPEECH]
    return write_video(path, slides, speech, duration=DURATION, size=size, fps=fps)


@pytest.fixture(scope="session")
def sample_video(tmp_path_factory) -> Path:
    """A 40 s 1280x720 talk: four slides, four spoken sentences (see SLIDES, SPEECH)."""
    return make_sample_video(tmp_path_factory.mktemp("media") / "talk.mp4")


@pytest.fixture(scope="session")
def ingested(tmp_path_factory, sample_video):
    """(db_path, IngestResult) of the sample talk, ingested once per test session."""
    from core import ingest_file
    from memory import Memory

    db = tmp_path_factory.mktemp("db") / "memory.db"
    mem = Memory(db)
    result = ingest_file(sample_video, mem)
    mem.close()
    return db, result
