"""Cheap per-frame visual descriptors, no model: colours in words, brightness, motion.

Everything runs on a thumbnail (~1 ms a frame), so the ingest loop can describe
every sampled frame, and the keyframe scheduler / shot-cut detector can reuse
`small_gray` + `frame_difference`.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PIL import Image

from core.frames import Frame
from memory.types import Trace

PALETTE = ("red", "orange", "yellow", "green", "blue", "purple", "pink", "brown", "black", "white", "grey")
THUMB_WIDTH = 64


@dataclass
class DescriptorConfig:
    thumb_width: int = THUMB_WIDTH  # colour and motion are measured on a thumbnail this wide
    min_share: float = 0.1  # a colour covering less of the frame is not named
    max_colours: int = 3
    dark_below: float = 0.25  # mean luma in [0, 1]
    dim_below: float = 0.5
    still_below: float = 0.02  # mean absolute grey difference in [0, 1]
    busy_above: float = 0.08

    def __post_init__(self) -> None:
        if self.thumb_width < 8:
            raise ValueError(f"thumb_width must be >= 8, got {self.thumb_width}")
        if not 0.0 < self.min_share <= 1.0:
            raise ValueError(f"min_share must be in (0, 1], got {self.min_share}")
        if self.max_colours < 1:
            raise ValueError(f"max_colours must be >= 1, got {self.max_colours}")
        if not 0.0 <= self.dark_below <= self.dim_below <= 1.0:
            raise ValueError("need 0 <= dark_below <= dim_below <= 1")
        if not 0.0 <= self.still_below <= self.busy_above <= 1.0:
            raise ValueError("need 0 <= still_below <= busy_above <= 1")


@dataclass
class ColourShare:
    name: str  # one of PALETTE
    share: float  # fraction of the frame's pixels


def thumbnail(rgb: np.ndarray, width: int = THUMB_WIDTH) -> np.ndarray:
    """(h, width, 3) uint8 area-averaged copy keeping the aspect ratio; small frames are returned as is."""
    h, w = rgb.shape[:2]
    if w <= width:
        return rgb
    size = (width, max(1, round(h * width / w)))
    return np.asarray(Image.fromarray(rgb).resize(size, Image.BOX))


def small_gray(rgb: np.ndarray, width: int = THUMB_WIDTH) -> np.ndarray:
    """(h, width) float32 luma in [0, 1] of a thumbnail, for `frame_difference`."""
    return _luma(thumbnail(rgb, width))


def frame_difference(a_small: np.ndarray, b_small: np.ndarray) -> float:
    """Mean absolute difference in [0, 1] of two `small_gray` images (0 = identical)."""
    if a_small.shape != b_small.shape:
        raise ValueError(f"thumbnails differ in shape: {a_small.shape} vs {b_small.shape}")
    return float(np.mean(np.abs(a_small.astype(np.float32) - b_small.astype(np.float32))))


def brightness(rgb: np.ndarray) -> float:
    """Mean luma in [0, 1]."""
    return float(np.mean(_luma(thumbnail(rgb))))  # box averaging keeps the mean


def colour_shares(rgb: np.ndarray, *, width: int = THUMB_WIDTH) -> list[ColourShare]:
    """Share of each palette colour in the frame, largest first, zero shares left out."""
    names = _pixel_colours(thumbnail(rgb, width).reshape(-1, 3))
    counts = np.bincount(names, minlength=len(PALETTE))
    order = np.argsort(-counts, kind="stable")
    return [ColourShare(PALETTE[i], float(counts[i] / names.size)) for i in order if counts[i]]


def colour_names(rgb: np.ndarray, *, min_share: float = 0.1, max_colours: int = 3) -> list[str]:
    """The frame's dominant colours in words, largest first, e.g. ["blue", "white"]."""
    return [c.name for c in colour_shares(rgb) if c.share >= min_share][:max_colours]


def describe(frame: Frame, prev: Frame | None = None, *, config: DescriptorConfig | None = None) -> Trace:
    """A `visual` trace like "mostly blue and white, bright, still" for one frame.

    `prev` is the previously sampled frame; without it (or if its aspect differs)
    motion is unknown: None in meta, no motion word in the text.
    """
    cfg = config or DescriptorConfig()
    thumb = thumbnail(frame.rgb, cfg.thumb_width)  # the one resize of this frame
    shares = colour_shares(thumb, width=cfg.thumb_width)
    colours = [c.name for c in shares if c.share >= cfg.min_share][: cfg.max_colours]
    gray = _luma(thumb)
    light = float(np.mean(gray))
    motion = None
    if prev is not None:
        prev_gray = small_gray(prev.rgb, cfg.thumb_width)
        if prev_gray.shape == gray.shape:  # a source that changes resolution has no comparable motion
            motion = frame_difference(gray, prev_gray)

    words = []
    if colours:
        words.append("mostly " + _join_words(colours))
    words.append("dark" if light < cfg.dark_below else "dim" if light < cfg.dim_below else "bright")
    if motion is not None:
        words.append(_motion_word(motion, cfg))
    return Trace(
        kind="visual",
        t_start=frame.t,
        t_end=frame.t,
        text=", ".join(words),
        meta={
            "colours": colours,
            "colour_shares": {c.name: round(c.share, 3) for c in shares if c.share >= cfg.min_share},
            "brightness": round(light, 4),
            "motion": None if motion is None else round(motion, 4),
        },
    )


def _motion_word(motion: float, cfg: DescriptorConfig) -> str:
    if motion < cfg.still_below:
        return "still"
    return "some motion" if motion < cfg.busy_above else "lots of motion"


def _join_words(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _luma(rgb: np.ndarray) -> np.ndarray:
    return (rgb.astype(np.float32) @ np.array([0.299, 0.587, 0.114], np.float32)) / 255.0


def _pixel_colours(pixels: np.ndarray) -> np.ndarray:
    """(N,) palette index for (N, 3) uint8 RGB pixels, by hue / saturation / value rules."""
    p = pixels.astype(np.float32) / 255.0
    mx, mn = p.max(axis=1), p.min(axis=1)
    v, chroma = mx, mx - mn
    s = np.where(mx > 0, chroma / np.maximum(mx, 1e-6), 0.0)
    r, g, b = p[:, 0], p[:, 1], p[:, 2]
    safe = np.maximum(chroma, 1e-6)
    hue = np.select(
        [mx == r, mx == g],
        [((g - b) / safe) % 6.0, (b - r) / safe + 2.0],
        (r - g) / safe + 4.0,
    ) * 60.0  # degrees in [0, 360)

    idx = {name: i for i, name in enumerate(PALETTE)}
    out = np.full(len(p), idx["grey"], dtype=np.int64)
    chromatic = (s >= 0.2) & (v >= 0.2)
    # Hue bands, then the exceptions people name differently: dark orange is brown,
    # pale red is pink.
    bands = [(15, "red"), (45, "orange"), (70, "yellow"), (170, "green"), (255, "blue"), (315, "purple"),
             (345, "pink"), (361, "red")]
    lower = 0.0
    for upper, name in bands:
        out[chromatic & (hue >= lower) & (hue < upper)] = idx[name]
        lower = upper
    warm = chromatic & (hue >= 10) & (hue < 50)
    out[warm & (v < 0.6)] = idx["brown"]
    reddish = chromatic & ((hue < 15) | (hue >= 345))
    out[reddish & (s < 0.5) & (v > 0.7)] = idx["pink"]
    out[~chromatic & (v >= 0.85)] = idx["white"]
    out[v < 0.2] = idx["black"]
    return out
