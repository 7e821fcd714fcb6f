"""Ingest a video file: decode, perceive, write traces into memory, with progress.

Speech (faster-whisper) and the visual loop run side by side in two threads: both spend
their time in native code that releases the GIL, and this machine class has two cores.
Progress is committed in steps (one transaction per keyframe or speech chunk); the video is
marked complete only at the very end, so a crash never leaves a partial video looking whole.
"""
from __future__ import annotations

import hashlib
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import numpy as np

from memory import Memory, Trace, Video

from .decode import SAMPLE_RATE, DecodeError, display_name, iter_frames, probe, read_audio
from .loop import LoopConfig, StreamLoop
from .perceivers_factory import Perceivers, PerceiverConfig, get_perceivers

VIDEO_SUFFIXES = (".mp4", ".mov", ".webm", ".mkv", ".avi", ".m4v")
Progress = Callable[[float, str], None]


class IngestError(Exception):
    """A video cannot be ingested; the message is one line fit to show a user."""


@dataclass
class IngestConfig:
    sample_fps: float = 1.0  # frames a second the scheduler looks at
    max_side: int = 1280  # frames are scaled down to this before perception
    speech_chunk_s: float = 60.0  # speech is transcribed and committed in chunks of about this
    max_duration_s: float | None = None  # hosted demos cap what a visitor may upload
    loop: LoopConfig = field(default_factory=LoopConfig)
    perceivers: PerceiverConfig = field(default_factory=PerceiverConfig)

    def __post_init__(self) -> None:
        if not 0 < self.sample_fps <= 30:
            raise ValueError("sample_fps must lie in (0, 30]")
        if self.max_side < 64:
            raise ValueError("max_side must be at least 64")
        if self.speech_chunk_s < 10:
            raise ValueError("speech_chunk_s must be at least 10 seconds")
        if self.max_duration_s is not None and self.max_duration_s <= 0:
            raise ValueError("max_duration_s must be positive")


@dataclass
class IngestResult:
    video: Video
    counts: dict[str, int]
    seconds: float
    reused: bool
    sampled_frames: int = 0
    keyframes: int = 0
    perceiver_calls: dict[str, int] = field(default_factory=dict)


def file_hash(path: str | Path, chunk: int = 1 << 20) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while block := f.read(chunk):
            h.update(block)
    return h.hexdigest()


def _storable(path: Path) -> str:
    # SQLite text must be valid UTF-8; a file name that is not keeps U+FFFD in its place
    return str(path).encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def video_id_for(content_hash: str, owner: str = "") -> str:
    """Stable id: the same file ingested by the same owner maps to the same memory."""
    return hashlib.sha256(f"{owner}\0{content_hash}".encode()).hexdigest()[:16]


class _Progress:
    """Joins the two threads' progress into one monotone fraction and a stage line."""

    def __init__(self, callback: Progress | None, with_speech: bool) -> None:
        self.callback = callback
        self.parts = {"frames": 0.0, "speech": 0.0 if with_speech else 1.0}
        self.lock = threading.Lock()
        self.reported = 0.0

    def update(self, part: str, fraction: float) -> None:
        if self.callback is None:
            return
        with self.lock:
            self.parts[part] = min(1.0, max(self.parts[part], fraction))
            total = 0.05 + 0.9 * sum(self.parts.values()) / len(self.parts)
            self.reported = max(self.reported, total)
            stage = " · ".join(f"{k} {v:.0%}" for k, v in self.parts.items())
            self.callback(self.reported, stage)

    def say(self, fraction: float, message: str) -> None:
        if self.callback is not None:
            with self.lock:
                self.reported = max(self.reported, fraction)
                self.callback(self.reported, message)


def speech_chunks(audio: np.ndarray, chunk_s: float) -> list[tuple[int, int]]:
    """Split points near `chunk_s` apart, each at the quietest half-second nearby,
    so no word is cut in two between chunks."""
    n = len(audio)
    step = int(chunk_s * SAMPLE_RATE)
    half = SAMPLE_RATE // 2
    bounds, start = [], 0
    while n - start > step + step // 4:
        lo, hi = start + step - step // 4, start + step
        frames = audio[lo:hi][: (hi - lo) // half * half].reshape(-1, half)
        cut = lo + int(np.argmin((frames**2).mean(axis=1))) * half + half // 2
        bounds.append((start, cut))
        start = cut
    bounds.append((start, n))
    return bounds


def _check_input(path: Path, config: IngestConfig):
    name = display_name(path)
    if not path.is_file():
        raise IngestError(f"file not found: {name}")
    try:
        info = probe(path)
    except DecodeError as e:
        raise IngestError(str(e)) from None
    if not info.has_video and not info.has_audio:
        raise IngestError(f"{name} holds neither video nor audio")
    if info.duration <= 0 and not info.has_video:
        raise IngestError(f"{name} has no playable content")
    if config.max_duration_s is not None and info.duration > config.max_duration_s:
        raise IngestError(
            f"{name} lasts {info.duration / 60:.1f} min; this server accepts up to "
            f"{config.max_duration_s / 60:.0f} min"
        )
    return info


def ingest_file(
    path: str | Path,
    memory: Memory,
    *,
    config: IngestConfig | None = None,
    progress: Progress | None = None,
    owner: str = "",
    perceivers: Perceivers | None = None,
    name: str | None = None,
) -> IngestResult:
    """Build the probe-echo memory of one video file. Blocking; call it off the UI thread."""
    cfg = config or IngestConfig()
    t0 = time.perf_counter()
    path = Path(path)
    info = _check_input(path, cfg)
    content_hash = file_hash(path)
    vid = video_id_for(content_hash, owner)
    existing = memory.get_video(vid)
    if existing is not None and existing.status == "complete":
        if progress:
            progress(1.0, "already in memory")
        return IngestResult(existing, memory.count_traces(vid), time.perf_counter() - t0, reused=True)
    if existing is not None:
        memory.delete_video(vid)  # left half-done by a crash: redo it cleanly

    tracker = _Progress(progress, with_speech=info.has_audio)
    tracker.say(0.01, "loading models")
    perc = perceivers or get_perceivers(cfg.perceivers)
    video = memory.add_video(Video(
        id=vid, name=name or display_name(path), path=_storable(path.resolve()), content_hash=content_hash,
        duration=info.duration, width=info.width, height=info.height, fps=info.fps,
        status="ingesting", created_at=time.time(), owner=owner,
    ))
    try:
        loop = StreamLoop(memory, vid, segment=perc.segment(), instant=perc.instant(), config=cfg.loop)
        speech_error: list[BaseException] = []
        speech_thread = None
        if info.has_audio and perc.speech is not None:
            speech_thread = threading.Thread(
                target=_transcribe_into, name=f"speech-{vid}",
                args=(path, memory, vid, perc, cfg, tracker, speech_error), daemon=True,
            )
            speech_thread.start()
        elif info.has_audio:
            tracker.update("speech", 1.0)
        if info.has_video:
            duration = max(info.duration, 1e-6)
            for frame in iter_frames(path, fps=cfg.sample_fps, max_side=cfg.max_side):
                loop.push(frame)
                tracker.update("frames", frame.t / duration)
            loop.close(info.duration)
        tracker.update("frames", 1.0)
        if speech_thread is not None:
            speech_thread.join()
            if speech_error:
                raise speech_error[0]
    except DecodeError as e:
        memory.delete_video(vid)
        raise IngestError(str(e)) from None
    except BaseException:
        memory.delete_video(vid)
        raise
    memory.set_status(vid, "complete")
    tracker.say(1.0, "done")
    return IngestResult(
        memory.get_video(vid), memory.count_traces(vid), time.perf_counter() - t0, reused=False,
        sampled_frames=loop.stats.frames, keyframes=loop.stats.keyframes,
        perceiver_calls=dict(loop.stats.perceiver_calls),
    )


def _transcribe_into(path, memory, vid, perc, cfg, tracker, errors) -> None:
    try:
        audio = read_audio(path)
        total = max(len(audio), 1)
        for lo, hi in speech_chunks(audio, cfg.speech_chunk_s):
            traces: list[Trace] = perc.speech.transcribe(audio[lo:hi], offset=lo / SAMPLE_RATE)
            if traces:
                memory.add_traces(vid, traces)
            tracker.update("speech", hi / total)
    except BaseException as e:  # handed to the ingest thread, which cleans up and re-raises
        errors.append(e)
