"""A perceiver that feeds keyframes to a streaming VLM session and writes `caption` traces."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from memory import Trace

if TYPE_CHECKING:
    from core.frames import Frame

    from .model import VLM


@dataclass
class CaptionConfig:
    every_s: float = 5.0  # at most one caption per this many seconds of video time
    max_new_tokens: int = 32
    prompt: str = "Describe what is shown."
    window: int = 4  # recent keyframes the caption looks at

    def __post_init__(self) -> None:
        if not self.every_s > 0:
            raise ValueError(f"every_s must be > 0, got {self.every_s!r}")
        if self.max_new_tokens < 1:
            raise ValueError(f"max_new_tokens must be >= 1, got {self.max_new_tokens!r}")
        if not self.prompt.strip():
            raise ValueError("prompt must not be empty")
        if self.window < 1:
            raise ValueError(f"window must be >= 1, got {self.window!r}")


class Captioner:
    """Every keyframe goes into the session (encoded once); a caption comes out at most every `every_s`.

    The caption of time t looks at the last `window` keyframes up to t, with their
    stamps in the prompt, so it can describe change as well as the current frame.
    """

    def __init__(self, vlm: VLM, config: CaptionConfig | None = None) -> None:
        self.vlm = vlm
        self.config = config or CaptionConfig()
        self.session = vlm.new_session(window=self.config.window)
        self._last_caption_t: float | None = None

    def perceive(self, frame: Frame) -> list[Trace]:
        """Push `frame`; return [one caption trace] when one is due and non-empty, else []."""
        if self.session.frames and frame.t < self.session.times[-1]:
            self.reset()  # a new source (or a seek back): start the window afresh
        self.session.push_frame(frame.rgb, frame.t)
        last = self._last_caption_t
        if last is not None and frame.t - last < self.config.every_s:
            return []
        self._last_caption_t = frame.t
        text = "".join(
            self.session.ask(self.config.prompt, max_new_tokens=self.config.max_new_tokens, min_new_tokens=1)
        ).strip()
        if not text:
            return []
        return [
            Trace(
                kind="caption",
                t_start=frame.t,
                t_end=frame.t,
                text=text,
                confidence=1.0,
                keyframe=None,
                meta={"model": self.vlm.name, "frames": self.session.frames},
            )
        ]

    def reset(self) -> None:
        self.session.reset()
        self._last_caption_t = None
