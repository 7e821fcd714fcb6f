"""Helpers for the UI tests: a short generated talk and a real server on a free port."""
from __future__ import annotations

import os
import socket
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

# What the UI test video shows, and when (seconds). Big titles OCR reliably; the two slides
# differ in background too, so the change is unmistakable to the keyframe scheduler.
UI_SLIDES = [
    (0.0, "QUARTERLY BUDGET", ["Revenue grew 12 percent"], (250, 250, 250)),
    (8.0, "LAUNCH IN MARCH", ["The rocket ships in spring"], (25, 40, 90)),
]
UI_SPEECH = [(1.0, "Welcome to the quarterly budget meeting.")]
UI_DURATION = 16.0
# The status box's HTML in a page, '' until the box renders: a wait predicate that throws (reading
# a box not there yet) ends Playwright's wait instead of retrying it.
STATUS_HTML = "(document.querySelector('#es-status')?.innerHTML ?? '')"


def make_ui_video(path: Path) -> Path:
    """A 16 s 640x360 H.264/AAC talk: two slides and one spoken sentence (espeak-ng)."""
    from core.samples import Slide, Speech, synth_speech, write_video

    slides = [Slide(t, title, lines, bg) for t, title, lines, bg in UI_SLIDES]
    speech = [Speech(t, synth_speech(text), text) for t, text in UI_SPEECH]
    return write_video(path, slides, speech, duration=UI_DURATION, size=(640, 360), fps=10)


def to_avi(source: Path, dest: Path) -> Path:
    """Re-encode `source` as AVI (MPEG-4 Part 2 + MP3): a container Chromium cannot play."""
    import av

    with av.open(str(source)) as src, av.open(str(dest), "w") as out:
        vin, ain = src.streams.video[0], src.streams.audio[0]
        vout = out.add_stream("mpeg4", rate=vin.average_rate)
        vout.width, vout.height, vout.pix_fmt = vin.codec_context.width, vin.codec_context.height, "yuv420p"
        aout = out.add_stream("mp3", rate=ain.codec_context.sample_rate)
        aout.layout = "mono"
        resampler = av.AudioResampler(format=aout.format.name, layout="mono", rate=aout.rate)
        pts = 0
        for packet in src.demux(vin, ain):
            for frame in packet.decode():
                if isinstance(frame, av.VideoFrame):
                    out.mux(vout.encode(frame))
                else:
                    frame.pts = None
                    for res in resampler.resample(frame):
                        res.pts, pts = pts, pts + res.samples
                        out.mux(aout.encode(res))
        out.mux(vout.encode(None))
        out.mux(aout.encode(None))
    return dest


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class RunningUI:
    url: str
    db_path: Path
    memory: object


@contextmanager
def running_ui(tmp: Path, *, hosted: bool = True) -> Iterator[RunningUI]:
    """The real page (real memory, real assistant) served on 127.0.0.1 in this process;
    hosted-demo mode (per-session uploads) unless `hosted=False` (the local library)."""
    import ui
    from core import AppConfig, Assistant
    from memory import Memory

    config = AppConfig(db_path=tmp / "memory.db", cache_dir=tmp / "cache", port=free_port(), hosted=hosted)
    memory = Memory(config.db_path)
    # each server its own upload folder while it runs, as each deployment has: gradio stores one
    # file's bytes at one path, and a tab closing late on an earlier test's server must not
    # delete this one's (gradio reads the folder from the environment as it goes)
    before = os.environ.get("GRADIO_TEMP_DIR")
    os.environ["GRADIO_TEMP_DIR"] = str(tmp / "uploads")
    demo = ui.build_demo(config, memory, Assistant(memory))
    try:
        _, url, _ = ui.launch(demo, config, prevent_thread_lock=True, quiet=True)
        yield RunningUI(url.rstrip("/") + "/", config.db_path, memory)
    finally:
        demo.close()
        memory.close()
        if before is None:
            os.environ.pop("GRADIO_TEMP_DIR", None)
        else:
            os.environ["GRADIO_TEMP_DIR"] = before
