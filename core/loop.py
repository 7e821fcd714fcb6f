"""The stream loop: frames in, traces out into memory. One code path for files and webcams.

A frame is observed by the keyframe scheduler; keyframes go to the expensive perceivers.
What a keyframe shows (its on-screen text, objects, look) is held as a *segment* trace that
stays open until the screen changes, so a slide's OCR trace spans the whole time it was up.
"""
from __future__ import annotations

import difflib
import io
import math
from collections import Counter
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np
from PIL import Image

from memory import Memory, Trace

from .frames import Frame
from .schedule import KeyframeScheduler, ScheduleConfig


class FramePerceiver(Protocol):
    def perceive(self, frame: Frame) -> list[Trace]: ...


@dataclass
class LoopConfig:
    schedule: ScheduleConfig = field(default_factory=ScheduleConfig)
    thumb_every_s: float = 5.0  # store a thumbnail at least this often (citations need one)
    thumb_side: int = 320
    same_text_ratio: float = 0.85  # OCR of an unchanged slide varies a little; merge above this

    def __post_init__(self) -> None:
        if self.thumb_every_s <= 0 or self.thumb_side < 32:
            raise ValueError("thumb_every_s must be > 0 and thumb_side >= 32")
        if not 0 < self.same_text_ratio <= 1:
            raise ValueError("same_text_ratio must lie in (0, 1]")


@dataclass
class LoopStats:
    frames: int = 0
    keyframes: int = 0
    perceiver_calls: Counter = field(default_factory=Counter)
    traces: Counter = field(default_factory=Counter)
    last_t: float = 0.0


def jpeg_thumbnail(rgb: np.ndarray, side: int = 320, quality: int = 75) -> bytes:
    img = Image.fromarray(rgb)
    img.thumbnail((side, side))
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=quality)
    return buf.getvalue()


class StreamLoop:
    """Per-source streaming state. `push` frames in time order, then `close` once.

    `segment` perceivers describe what stays on screen (ocr, object, visual): their traces
    are merged while unchanged and closed when the next keyframe differs. `instant`
    perceivers (a VLM captioner) write their traces as they come.
    """

    def __init__(
        self,
        memory: Memory,
        video_id: str,
        *,
        segment: dict[str, FramePerceiver] | None = None,
        instant: dict[str, FramePerceiver] | None = None,
        config: LoopConfig | None = None,
    ) -> None:
        self.memory = memory
        self.video_id = video_id
        self.segment = dict(segment or {})
        self.instant = dict(instant or {})
        self.config = config or LoopConfig()
        self.scheduler = KeyframeScheduler(self.config.schedule)
        self.stats = LoopStats()
        self._open: dict[str, Trace] = {}  # kind -> the segment trace still on screen
        self._last_thumb_t = -math.inf
        self._closed = False

    def push(self, frame: Frame) -> list[Trace]:
        """Observe one frame; returns the traces written to memory because of it."""
        assert not self._closed, "push after close"
        self.stats.frames += 1
        self.stats.last_t = frame.t
        decision = self.scheduler.observe(frame)
        written: list[Trace] = []
        if decision.keyframe or decision.cut or frame.t - self._last_thumb_t >= self.config.thumb_every_s:
            # every keyframe gets a thumbnail: a trace's picture is the one nearest its start
            self.memory.add_keyframe(self.video_id, frame.t, jpeg_thumbnail(frame.rgb, self.config.thumb_side))
            self._last_thumb_t = frame.t
        if decision.cut:
            written.append(Trace("event", frame.t, frame.t, "scene change: cut to a new shot",
                                 confidence=min(1.0, decision.motion * 2),
                                 meta={"change": round(decision.change, 4)}))
        if decision.keyframe:
            self.stats.keyframes += 1
            fresh: list[Trace] = []
            for name, perceiver in self.segment.items():
                self.stats.perceiver_calls[name] += 1
                fresh.extend(perceiver.perceive(frame))
            written.extend(self._roll_segments(frame.t, fresh))
            for name, perceiver in self.instant.items():
                self.stats.perceiver_calls[name] += 1
                written.extend(perceiver.perceive(frame))
        self._write(written)
        return written

    def close(self, t_end: float | None = None) -> None:
        """Close the segments still on screen at `t_end` (default: the last frame's time)."""
        if self._closed:
            return
        self._closed = True
        end = self.stats.last_t if t_end is None else t_end
        for tr in self._open.values():
            self._extend(tr, end)
        self._open.clear()

    def _roll_segments(self, t: float, fresh: list[Trace]) -> list[Trace]:
        """Extend what is still on screen, close what left, open what is new."""
        by_kind: dict[str, list[Trace]] = {}
        for tr in fresh:
            by_kind.setdefault(tr.kind, []).append(tr)
        opened: list[Trace] = []
        for kind in set(self._open) | set(by_kind):
            new = by_kind.get(kind, [])
            old = self._open.get(kind)
            if old is not None and len(new) == 1 and self._same(old.text, new[0].text):
                self._extend(old, t)  # still on screen
                continue
            if old is not None:
                self._extend(self._open.pop(kind), t)
            if new:
                seg = new[0]
                if len(new) > 1:  # a perceiver may return several; keep one segment per kind
                    seg.text = " / ".join(tr.text for tr in new)
                seg.t_start = seg.t_end = t
                self._open[kind] = seg
                opened.append(seg)
        return opened

    def _same(self, a: str, b: str) -> bool:
        return difflib.SequenceMatcher(None, a.lower(), b.lower()).ratio() >= self.config.same_text_ratio

    def _extend(self, tr: Trace, t_end: float) -> None:
        # segment traces are written when they open (so a live question sees them at once)
        # and their end is moved on as the screen stays the same
        if t_end > tr.t_end and tr.id is not None:
            tr.t_end = t_end
            self.memory.set_trace_end(tr.id, t_end)

    def _write(self, traces: list[Trace]) -> None:
        if traces:
            ids = self.memory.add_traces(self.video_id, traces)
            for tr, trace_id in zip(traces, ids):
                tr.id = trace_id
            self.stats.traces.update(tr.kind for tr in traces)
