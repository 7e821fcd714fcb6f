"""A streaming session: frames in (each encoded once), questions answered over a bounded window.

    session = vlm.new_session(window=16)
    session.push_frame(rgb, t=12.0)          # vision tower once, K/V appended to the ring
    for piece in session.ask("What is shown?"):
        print(piece, end="")

All streaming state lives on this object (the K/V ring, frame times, the last frame's
thumbnail for reuse); the model's layers carry none. The prompt of an ask is short and
bounded: one "[mm:ss] <|image|>" per frame in the window plus the question, so the cost of
`push_frame` and `ask` does not grow with the length of the stream. A text token sees the
frames whose image token comes before it (see `backend.frame_visibility`).
"""
from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np
import torch

from memory import format_stamp

from .backend import Backend, as_rgb, frame_visibility
from .errors import VLMError
from .kvcache import FrameKVCache


@dataclass
class SessionConfig:
    window: int = 16  # frames kept; the oldest frame's K/V are evicted beyond this
    window_s: float | None = None  # also evict frames older than this many seconds before the newest
    int8_kv: bool = False  # store cached frame K/V as int8 + per-token scales
    pool: int = 1  # average-pool the visual token grid by this factor before the K/V projection
    reuse_threshold: float | None = None  # reuse the previous frame's K/V when the mean abs
    # difference of 32x32 grey thumbnails (in [0, 1]) is at most this

    def __post_init__(self) -> None:
        if not isinstance(self.window, int) or self.window < 1:
            raise ValueError(f"window must be a positive int, got {self.window!r}")
        if self.window_s is not None and not self.window_s > 0:
            raise ValueError(f"window_s must be > 0 or None, got {self.window_s!r}")
        if not isinstance(self.pool, int) or self.pool < 1:
            raise ValueError(f"pool must be a positive int, got {self.pool!r}")
        if self.reuse_threshold is not None and not 0.0 <= self.reuse_threshold <= 1.0:
            raise ValueError(f"reuse_threshold must be in [0, 1] or None, got {self.reuse_threshold!r}")


@dataclass
class PushResult:
    index: int  # running number of the frame in this session (0-based, not reset by eviction)
    t: float
    reused: bool  # True: the previous frame's K/V were copied, the frame was not encoded
    change: float | None  # thumbnail difference to the last encoded frame (None for the first)
    evicted_t: float | None  # time of the newest frame this push evicted (window full or too old)
    frames: int  # frames in the window after this push


@dataclass
class SessionStats:
    pushed: int = 0
    encoded: int = 0  # frames that went through the vision tower
    reused: int = 0
    evicted: int = 0
    asks: int = 0


def _thumbnail(rgb: np.ndarray, side: int = 32) -> np.ndarray:
    """A cheap (side, side) grey thumbnail in [0, 1] by strided sampling (no resize filter)."""
    h, w, _ = rgb.shape
    ys = np.linspace(0, h - 1, side).astype(np.intp)
    xs = np.linspace(0, w - 1, side).astype(np.intp)
    return rgb[ys][:, xs].mean(axis=2, dtype=np.float32) / 255.0


class StreamSession:
    """Frames in, answers out, over a window of the most recent frames. See the module docstring."""

    def __init__(self, backend: Backend, config: SessionConfig | None = None) -> None:
        self.backend = backend
        self.config = config or SessionConfig()
        self.stats = SessionStats()
        self._kv = FrameKVCache(window=self.config.window, int8=self.config.int8_kv)
        self._slots: deque[int] = deque()  # slots in time order, oldest first
        self._free: list[int] = list(range(self.config.window - 1, -1, -1))  # pop() gives 0, 1, ...
        self._times: deque[float] = deque()
        self._grids: deque[tuple[int, int]] = deque()  # visual token grid of each frame
        self._last_thumb: np.ndarray | None = None
        self._last_grid: tuple[int, int] = (0, 0)

    # -- state -------------------------------------------------------------------------
    @property
    def frames(self) -> int:
        """Frames currently in the window."""
        return len(self._slots)

    @property
    def times(self) -> list[float]:
        """Times (seconds) of the frames in the window, oldest first."""
        return list(self._times)

    @property
    def cache_nbytes(self) -> int:
        """Bytes held by the cross-attention K/V ring (constant after the first frame)."""
        return self._kv.nbytes

    @property
    def tokens_per_frame(self) -> int:
        return self._kv.tokens

    def reset(self) -> None:
        """Forget every frame (the K/V buffers are kept for reuse)."""
        self._slots.clear()
        self._free = list(range(self.config.window - 1, -1, -1))
        self._times.clear()
        self._grids.clear()
        self._last_thumb = None
        self.stats = SessionStats()

    # -- frames ------------------------------------------------------------------------
    def _evict_oldest(self) -> float:
        self._free.append(self._slots.popleft())  # its K/V stay in the buffer until overwritten
        self._grids.popleft()
        self.stats.evicted += 1
        return self._times.popleft()

    @torch.inference_mode()
    def push_frame(self, image, t: float) -> PushResult:
        """Encode one frame (or reuse the previous one's K/V) and append it to the window.

        Args:
            image: (H, W, 3) uint8 RGB array or PIL image.
            t: its time in seconds; must not go backwards.
        """
        rgb = as_rgb(image)
        t = float(t)
        if self._times and t < self._times[-1]:
            raise VLMError(f"frame time {t:.3f}s is before the previous frame ({self._times[-1]:.3f}s)")
        thumb = _thumbnail(rgb)
        change = None if self._last_thumb is None else float(np.abs(thumb - self._last_thumb).mean())
        reuse = (
            self.config.reuse_threshold is not None
            and change is not None
            and bool(self._slots)
            and change <= self.config.reuse_threshold
        )

        prev = self._slots[-1] if self._slots else None  # the frame a reuse copies
        evicted_t = None
        window_s = self.config.window_s
        while self._slots and (
            len(self._slots) == self.config.window or (window_s is not None and self._times[0] < t - window_s)
        ):
            evicted_t = self._evict_oldest()
        slot = self._free.pop()
        if reuse and prev is not None:
            # prev may be the slot just freed (window 1, or evicted by age): copying onto itself is a no-op
            self._kv.copy(slot, prev)
            grid = self._last_grid
            self.stats.reused += 1
        else:
            enc = self.backend.encode(rgb, pool=self.config.pool)  # states (1, T, D)
            self._kv.write(slot, self.backend.project_kv(enc.states))
            grid = self._last_grid = enc.grid
            self.stats.encoded += 1
            # Compare with the last *encoded* frame so slow drift cannot chain reuses forever.
            self._last_thumb = thumb
        self._slots.append(slot)
        self._times.append(t)
        self._grids.append(grid)
        self.stats.pushed += 1
        return PushResult(
            index=self.stats.pushed - 1,
            t=t,
            reused=reuse,
            change=change,
            evicted_t=evicted_t,
            frames=len(self._slots),
        )

    # -- questions ---------------------------------------------------------------------
    def _prefill(self, prompt: str):
        stamps = [format_stamp(t) for t in self._times]
        grids = list(self._grids)
        p = self.backend.prompt(stamps, prompt, grids)
        ids = torch.tensor([p.ids], dtype=torch.long, device=self.backend.device)
        state = self.backend.new_text_state()
        if self._slots:
            cross_kv = self.backend.bind_window(self._kv.gather(list(self._slots)), p, grids)
            visible = frame_visibility(len(p.ids), p.image_positions)  # (L, n)
            visible = visible.repeat_interleave(self._kv.tokens, dim=1)  # (L, n*T)
        else:
            cross_kv, visible = None, None
        logits = self.backend.forward(ids, state, cross_kv, visible, p.positions)
        return logits, state

    @torch.inference_mode()
    def logits(self, prompt: str) -> torch.Tensor:
        """(1, L, vocab) float32 logits of the whole prompt over the frames in the window.

        L counts the prompt's tokens including the stamps and image tokens; equal (to float
        rounding) to `VLM.one_shot_logits` over the same frames, times and prompt.
        """
        return self._prefill(prompt)[0]

    @torch.inference_mode()
    def ask(self, prompt: str, *, max_new_tokens: int = 64, min_new_tokens: int = 0) -> Iterator[str]:
        """Stream the greedy answer to `prompt` over the frames in the window, piece by piece."""
        if max_new_tokens < 1:
            raise ValueError("max_new_tokens must be >= 1")
        self.stats.asks += 1
        logits, state = self._prefill(prompt)
        n_frames = len(self._slots)
        all_visible = torch.ones(1, n_frames * self._kv.tokens, dtype=torch.bool) if n_frames else None
        eos = self.backend.eos_ids
        banned = list(self.backend.banned_ids)
        out: list[int] = []
        shown = ""
        for step in range(max_new_tokens):
            next_logits = logits[0, -1].clone()
            if banned:
                next_logits[banned] = float("-inf")
            if step < min_new_tokens and eos:
                next_logits[list(eos)] = float("-inf")
            token = int(next_logits.argmax())
            if token in eos:
                break
            out.append(token)
            text = self.backend.decode(out)
            # Yield only settled text: a partial multi-byte character decodes as U+FFFD.
            if text.startswith(shown) and not text.endswith("\ufffd"):
                piece, shown = text[len(shown) :], text
                if piece:
                    yield piece
            if step + 1 == max_new_tokens:
                break
            ids = torch.tensor([[token]], dtype=torch.long, device=self.backend.device)
            logits = self.backend.forward(ids, state, None, all_visible)
        text = self.backend.decode(out)
        if text.startswith(shown) and len(text) > len(shown):
            yield text[len(shown) :]
