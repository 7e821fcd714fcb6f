"""The chat's answerer: probe-echo recall from memory, optionally voiced by a VLM."""
from __future__ import annotations

import io
from typing import Any

import numpy as np
from PIL import Image

from memory import Answer, Memory
from memory import ask as recall_answer

from .frames import Frame


class Assistant:
    """Answers questions about the videos in one memory.

    Without a VLM the answer is extractive (the memory's own composer). With one, the
    same evidence is retrieved, its keyframes are pushed into a fresh VLM session and the
    VLM writes the answer; citations are the evidence's, so times stay exact.
    """

    def __init__(self, memory: Memory, *, vlm: Any = None, max_evidence_frames: int = 4) -> None:
        self.memory = memory
        self.vlm = vlm
        self.max_evidence_frames = max_evidence_frames

    def ask(self, question: str, *, video_ids: list[str] | None = None) -> Answer:
        base = recall_answer(self.memory, question, video_ids=video_ids)
        if self.vlm is None or base.abstained:
            return base
        frames, evidence = [], []
        for c in base.citations:
            evidence.append(f"{c.stamp} ({c.kind}) {c.text}")
            if len(frames) < self.max_evidence_frames:
                jpeg = self.memory.keyframe_for(c.trace_id) if c.trace_id is not None else None
                if jpeg is not None:
                    frames.append(Frame(c.t_start, np.asarray(Image.open(io.BytesIO(jpeg)).convert("RGB"))))
        frames.sort(key=lambda f: f.t)
        text = self.vlm.answer(base.question, frames, evidence).strip()
        return Answer(base.question, text or base.answer, False, base.citations, base.intensity)
