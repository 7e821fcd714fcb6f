"""`VLM`: a loaded gated cross-attention model; it hands out streaming sessions and answers over evidence."""
from __future__ import annotations

from collections.abc import Sequence

import torch

from memory import format_stamp

from .backend import Backend, as_rgb
from .errors import VLMError
from .session import SessionConfig, StreamSession

ANSWER_PROMPT = (
    "Answer the question about the video using the frames above and the evidence below. "
    "Cite times as [mm:ss].\nEvidence:\n{evidence}\nQuestion: {question}\nAnswer:"
)


class VLM:
    """A model loaded once (see `load_vlm`); cheap to share, holds no per-stream state."""

    def __init__(self, backend: Backend) -> None:
        self.backend = backend

    @property
    def name(self) -> str:
        return self.backend.name

    @property
    def family(self) -> str:
        return self.backend.family

    @property
    def device(self) -> torch.device:
        return self.backend.device

    @property
    def dtype(self) -> torch.dtype:
        return self.backend.dtype

    def __repr__(self) -> str:
        return f"VLM({self.family}, {self.name!r}, {self.device}, {self.dtype})"

    def new_session(
        self,
        *,
        window: int = 16,
        window_s: float | None = None,
        int8_kv: bool = False,
        pool: int = 1,
        reuse_threshold: float | None = None,
    ) -> StreamSession:
        """A fresh stream: see `SessionConfig` for the options (window in frames, window_s in seconds)."""
        return StreamSession(
            self.backend,
            SessionConfig(
                window=window, window_s=window_s, int8_kv=int8_kv, pool=pool, reuse_threshold=reuse_threshold
            ),
        )

    def answer(
        self,
        question: str,
        frames: Sequence,
        evidence: Sequence[str],
        *,
        max_new_tokens: int = 96,
    ) -> str:
        """Answer `question` from evidence frames (pushed into a fresh session) plus text evidence.

        Args:
            frames: `core.frames.Frame`s (anything with `.t` and `.rgb`), any order; they
                are pushed oldest first, so their [mm:ss] stamps appear in the prompt.
            evidence: short text lines (e.g. "[01:05] speech: the chart shows sales").
        """
        question = question.strip()
        if not question:
            raise VLMError("empty question")
        ordered = sorted(frames, key=lambda f: f.t)
        session = self.new_session(window=max(1, len(ordered)))
        for f in ordered:
            session.push_frame(as_rgb(f.rgb), f.t)
        lines = "\n".join(f"- {e.strip()}" for e in evidence if e and e.strip()) or "- (none)"
        prompt = ANSWER_PROMPT.format(evidence=lines, question=question)
        return "".join(session.ask(prompt, max_new_tokens=max_new_tokens, min_new_tokens=1)).strip()

    @torch.inference_mode()
    def one_shot_logits(self, images: Sequence, times: Sequence[float], prompt: str) -> torch.Tensor:
        """The naive baseline: encode every frame and run one forward over all of them at once.

        Returns (1, L, vocab) float32 logits; a session that pushed the same frames at the
        same times returns the same `logits(prompt)` (to float rounding) at a fraction of
        the cost once frames have been pushed.
        """
        if len(images) != len(times):
            raise ValueError("one time per image")
        one_shot = getattr(self.backend, "one_shot_logits", None)
        if one_shot is None:
            raise VLMError(f"{self.family} backend has no one-shot reference forward")
        return one_shot([as_rgb(x) for x in images], [format_stamp(t) for t in times], prompt)
