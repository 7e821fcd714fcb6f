"""Decoding with PyAV: a file becomes timestamped RGB frames and a 16 kHz mono track."""
from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import av
import numpy as np

from .frames import Frame

SAMPLE_RATE = 16_000


class DecodeError(Exception):
    """The file cannot be read as a video; the message is fit to show a user."""


@dataclass
class MediaInfo:
    duration: float
    width: int
    height: int
    fps: float
    has_video: bool
    has_audio: bool
    rotation: int = 0  # degrees, counter-clockwise, as the container asks the player to rotate


def display_name(path: str | Path) -> str:
    """A file's name fit to print and store: bytes that are not UTF-8 become U+FFFD."""
    return Path(path).name.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def _open(path: str | Path) -> av.container.InputContainer:
    p = Path(path)
    name = display_name(p)
    if not p.is_file():
        raise DecodeError(f"no such file: {name}")
    if p.stat().st_size == 0:
        raise DecodeError(f"{name} is empty (0 bytes)")
    try:
        return av.open(str(p), "r")
    except (av.error.FFmpegError, UnicodeDecodeError, ValueError):
        raise DecodeError(f"{name} cannot be read as a video: it is damaged, truncated or not a video file") from None


def probe(path: str | Path) -> MediaInfo:
    with _open(path) as c:
        vs = c.streams.video[0] if c.streams.video else None
        has_audio = bool(c.streams.audio)
        duration = 0.0
        if c.duration:
            duration = c.duration / av.time_base
        elif vs is not None and vs.duration and vs.time_base:
            duration = float(vs.duration * vs.time_base)
        if vs is None:
            return MediaInfo(duration, 0, 0, 0.0, False, has_audio)
        fps = float(vs.average_rate or vs.base_rate or 0.0)
        rotation = 0
        try:
            # the first frame carries the display matrix PyAV turns into a rotation
            frame = next(c.decode(video=0))
            rotation = int(getattr(frame, "rotation", 0) or 0) % 360
            w, h = frame.width, frame.height
        except (StopIteration, av.error.FFmpegError):
            raise DecodeError(f"{display_name(path)}: its video stream holds no decodable frame") from None
        if rotation in (90, 270):
            w, h = h, w
        return MediaInfo(duration, w, h, fps, True, has_audio, rotation)


def _scaled(frame: av.VideoFrame, max_side: int) -> np.ndarray:
    w, h = frame.width, frame.height
    scale = min(1.0, max_side / max(w, h))
    if scale < 1.0:
        w, h = max(2, int(w * scale) // 2 * 2), max(2, int(h * scale) // 2 * 2)
        return frame.to_ndarray(format="rgb24", width=w, height=h)
    return frame.to_ndarray(format="rgb24")


def iter_frames(
    path: str | Path, *, fps: float = 1.0, max_side: int = 1280, start: float = 0.0
) -> Iterator[Frame]:
    """Frames sampled every 1/fps seconds of presentation time (first at `start`).

    Every packet is decoded (long-GOP codecs need it) but only sampled frames are
    converted to RGB, which is where the time goes.
    """
    assert fps > 0, fps
    step = 1.0 / fps
    next_t = start
    with _open(path) as c:
        if not c.streams.video:
            return
        vs = c.streams.video[0]
        vs.thread_type = "AUTO"
        if start > 0:
            c.seek(int(start / vs.time_base), stream=vs, backward=True)
        origin = float(vs.start_time * vs.time_base) if vs.start_time else 0.0
        first = start == 0
        try:
            for frame in c.decode(vs):
                if frame.pts is None or frame.time is None:
                    continue
                if first:
                    # the first picture is shown at 0 s; some muxers (AVI) leave an encoder delay in its pts
                    origin, first = float(frame.time), False
                t = float(frame.time) - origin
                if t + 1e-6 < next_t:
                    continue
                rgb = _scaled(frame, max_side)
                rot = int(getattr(frame, "rotation", 0) or 0) % 360
                if rot:
                    rgb = np.ascontiguousarray(np.rot90(rgb, k=rot // 90))
                yield Frame(t=t, rgb=rgb)
                next_t = (math.floor(t / step + 1e-6) + 1) * step
        except av.error.FFmpegError as e:
            # a truncated tail: keep what decoded, as players do
            if next_t == start:
                raise DecodeError(f"{display_name(path)}: its video data is damaged ({e.strerror or type(e).__name__})") from None


def read_audio(path: str | Path) -> np.ndarray:
    """The first audio track as float32 mono at 16 kHz (empty if the file has none)."""
    chunks: list[np.ndarray] = []
    with _open(path) as c:
        if not c.streams.audio:
            return np.zeros(0, np.float32)
        resampler = av.AudioResampler(format="flt", layout="mono", rate=SAMPLE_RATE)
        try:
            for frame in c.decode(audio=0):
                for out in resampler.resample(frame):
                    chunks.append(out.to_ndarray().reshape(-1))
        except av.error.FFmpegError:
            pass  # keep the audio decoded before the damage
        for out in resampler.resample(None):
            chunks.append(out.to_ndarray().reshape(-1))
    return np.concatenate(chunks).astype(np.float32, copy=False) if chunks else np.zeros(0, np.float32)
