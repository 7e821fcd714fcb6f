"""Keyframe scheduling: which sampled frames deserve the expensive perceivers.

OCR, object labels and (later) the VLM cost 0.1-1 s a frame; a slide or a talking head
stays the same for many seconds. A frame becomes a keyframe when it differs enough from
the last keyframe (or when `max_gap_s` has passed); a large jump between two consecutive
sampled frames is a shot cut, which also becomes an event trace.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .frames import Frame
from .perceivers.descriptors import small_gray, thumbnail


@dataclass
class ScheduleConfig:
    change_threshold: float = 0.04  # largest block mean |diff| (0..1) vs the last keyframe
    cut_threshold: float = 0.25  # combined pixel + histogram jump between consecutive frames
    min_gap_s: float = 1.0  # never two keyframes closer than this (busy webcam scenes)
    max_gap_s: float = 30.0  # refresh at least this often even if nothing changed

    def __post_init__(self) -> None:
        if not 0 < self.change_threshold < 1 or not 0 < self.cut_threshold < 1:
            raise ValueError("change_threshold and cut_threshold must lie in (0, 1)")
        if self.min_gap_s < 0 or self.max_gap_s <= self.min_gap_s:
            raise ValueError("need 0 <= min_gap_s < max_gap_s")


@dataclass
class Decision:
    keyframe: bool
    cut: bool
    change: float  # vs the last keyframe
    motion: float  # vs the previous sampled frame


def signature(rgb: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """A small grey thumbnail (128 wide, area-averaged so thin text strokes still count)
    and a normalised 4x4x4 colour histogram."""
    small = thumbnail(rgb, 128)
    q = (small.astype(np.int32) * 4) // 256  # 4 levels per channel
    hist = np.bincount((q[..., 0] * 16 + q[..., 1] * 4 + q[..., 2]).ravel(), minlength=64).astype(np.float32)
    return small_gray(small, small.shape[1]), hist / hist.sum()


def block_change(a: np.ndarray, b: np.ndarray, grid: tuple[int, int] = (8, 8)) -> float:
    """The largest mean |difference| over a grid of blocks: a new line of text on an
    otherwise identical slide changes one block a lot and the whole frame very little."""
    gh, gw = grid
    d = np.abs(a - b)
    h, w = d.shape[0] // gh * gh, d.shape[1] // gw * gw
    return float(d[:h, :w].reshape(gh, h // gh, gw, w // gw).mean(axis=(1, 3)).max())


class KeyframeScheduler:
    """Streaming state for one source; feed it every sampled frame in time order."""

    def __init__(self, config: ScheduleConfig | None = None) -> None:
        self.config = config or ScheduleConfig()
        self._last_key: tuple[float, np.ndarray] | None = None
        self._prev: tuple[np.ndarray, np.ndarray] | None = None

    def observe(self, frame: Frame) -> Decision:
        cfg = self.config
        grey, hist = signature(frame.rgb)
        motion, cut = 0.0, False
        if self._prev is not None:
            prev_grey, prev_hist = self._prev
            motion = float(np.abs(grey - prev_grey).mean())
            hist_jump = 0.5 * float(np.abs(hist - prev_hist).sum())  # total variation, 0..1
            # a cut changes both the pixels and the colour distribution; a pan changes only pixels
            cut = (motion + hist_jump) / 2 > cfg.cut_threshold
        self._prev = (grey, hist)

        if self._last_key is None:
            change, key = 1.0, True
        else:
            key_t, key_grey = self._last_key
            change = block_change(grey, key_grey)
            gap = frame.t - key_t
            key = gap >= cfg.min_gap_s and (change > cfg.change_threshold or cut or gap >= cfg.max_gap_s)
        if key:
            self._last_key = (frame.t, grey)
        return Decision(keyframe=key, cut=cut, change=change, motion=motion)
