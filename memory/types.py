"""Small value types shared by the memory, the ingest loop and the UI."""
from __future__ import annotations

from dataclasses import dataclass, field

# Trace kinds, one per perceiver. The order is the order the UI's timeline shows them.
TRACE_KINDS = ("speech", "ocr", "caption", "object", "visual", "event")


@dataclass
class Trace:
    """One perceived experience of a time span of a video.

    `text` is what probes match against (words a person would type); `meta` holds
    structured extras (e.g. {"colours": [...], "motion": 0.12}) that the UI may show.
    `keyframe` is a small JPEG of the moment, or None.
    """

    kind: str
    t_start: float
    t_end: float
    text: str
    confidence: float = 1.0
    keyframe: bytes | None = None
    meta: dict = field(default_factory=dict)
    video_id: str = ""
    id: int | None = None  # row id once stored

    def __post_init__(self) -> None:
        if self.kind not in TRACE_KINDS:
            raise ValueError(f"unknown trace kind {self.kind!r}; expected one of {TRACE_KINDS}")
        if self.t_end < self.t_start:
            raise ValueError(f"trace ends ({self.t_end}) before it starts ({self.t_start})")


@dataclass
class Video:
    id: str
    name: str
    path: str
    content_hash: str
    duration: float
    width: int
    height: int
    fps: float
    status: str = "ingesting"  # "ingesting" | "complete"
    created_at: float = 0.0
    owner: str = ""  # browser session that uploaded it; "" = visible to all (CLI)


@dataclass
class Citation:
    video_id: str
    t_start: float
    t_end: float
    kind: str
    text: str
    score: float
    trace_id: int | None = None

    @property
    def stamp(self) -> str:
        """`[mm:ss]` (or `[h:mm:ss]`) of the start time."""
        return format_stamp(self.t_start)


@dataclass
class Answer:
    question: str
    answer: str
    abstained: bool
    citations: list[Citation] = field(default_factory=list)
    intensity: float = 0.0  # echo intensity of the best evidence, in [0, 1]

    def to_json(self) -> dict:
        return {
            "question": self.question,
            "answer": self.answer,
            "abstained": self.abstained,
            "citations": [
                {
                    "video_id": c.video_id,
                    "t_start": round(c.t_start, 3),
                    "t_end": round(c.t_end, 3),
                    "kind": c.kind,
                    "text": c.text,
                    "score": round(float(c.score), 6),
                }
                for c in self.citations
            ],
        }


def format_stamp(seconds: float) -> str:
    s = max(0, int(seconds))
    h, rem = divmod(s, 3600)
    m, s = divmod(rem, 60)
    return f"[{h}:{m:02d}:{s:02d}]" if h else f"[{m:02d}:{s:02d}]"
