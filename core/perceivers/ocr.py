"""On-screen text perceiver: rapidocr (PP-OCR ONNX models shipped in the wheel)."""
from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
from PIL import Image

from memory.types import Trace

from core.frames import Frame

if TYPE_CHECKING:
    from rapidocr import RapidOCR

LINE_SEPARATOR = " / "


@dataclass
class OcrConfig:
    min_score: float = 0.5  # recognition confidence below which a line is dropped
    max_side: int = 1280  # larger frames are downscaled first (speed; slide text stays legible)
    threads: int = 0  # onnxruntime intra-op threads; 0 = its default (all cores)
    # Text in a video frame stands upright, so rapidocr's angle classifier is not run: it turns some
    # long lines upside down ("Spacesuit gloves pressure-tested this winter: eight hundred and
    # twenty-seven" read as "Sspas- e  e  s -d s ven"). True runs it, for footage of turned pages.
    turned_text: bool = False

    def __post_init__(self) -> None:
        if not 0.0 <= self.min_score <= 1.0:
            raise ValueError(f"min_score must be in [0, 1], got {self.min_score}")
        if self.max_side < 64:
            raise ValueError(f"max_side must be >= 64, got {self.max_side}")
        if self.threads < 0:
            raise ValueError(f"threads must be >= 0, got {self.threads}")


@dataclass
class OcrLine:
    text: str
    score: float
    box: list[list[int]]  # four (x, y) corners in the original frame's pixels

    @property
    def top(self) -> float:
        return min(y for _, y in self.box)

    @property
    def bottom(self) -> float:
        return max(y for _, y in self.box)

    @property
    def left(self) -> float:
        return min(x for x, _ in self.box)


class OcrPerceiver:
    """One `ocr` trace per frame that shows text; the engine loads on first use."""

    def __init__(self, config: OcrConfig | None = None) -> None:
        self.config = config or OcrConfig()
        self._engine: RapidOCR | None = None
        self._lock = threading.Lock()

    def _load(self) -> RapidOCR:
        with self._lock:
            if self._engine is None:
                from rapidocr import RapidOCR

                params = {"Global.log_level": "error", "Global.text_score": self.config.min_score,
                          "Global.use_cls": self.config.turned_text}
                if self.config.threads:
                    params["EngineConfig.onnxruntime.intra_op_num_threads"] = self.config.threads
                self._engine = RapidOCR(params=params)
            return self._engine

    def read_lines(self, frame: Frame) -> list[OcrLine]:
        """Recognised lines in reading order (top-to-bottom, then left-to-right)."""
        rgb, scale = _downscale(frame.rgb, self.config.max_side)
        # rapidocr treats an ndarray as OpenCV BGR.
        result = self._load()(np.ascontiguousarray(rgb[:, :, ::-1]))
        if result.txts is None or result.boxes is None:
            return []
        lines = []
        for text, score, box in zip(result.txts, result.scores, result.boxes):
            text = text.strip()
            if text and score >= self.config.min_score:
                corners = [[int(round(x / scale)), int(round(y / scale))] for x, y in np.asarray(box)]
                lines.append(OcrLine(text=text, score=float(score), box=corners))
        return reading_order(lines)

    def perceive(self, frame: Frame) -> list[Trace]:
        lines = self.read_lines(frame)
        if not lines:
            return []
        return [
            Trace(
                kind="ocr",
                t_start=frame.t,
                t_end=frame.t,  # the ingest loop extends this until the screen changes
                text=LINE_SEPARATOR.join(line.text for line in lines),
                confidence=float(np.mean([line.score for line in lines])),
                meta={"lines": [{"text": l.text, "score": round(l.score, 4), "box": l.box} for l in lines]},
            )
        ]


def reading_order(lines: list[OcrLine]) -> list[OcrLine]:
    """Group lines into rows (vertical overlap of at least half the shorter line), rows top-down, each left-right."""
    rows: list[list[OcrLine]] = []
    for line in sorted(lines, key=lambda l: l.top):
        row = rows[-1] if rows else None
        if row is not None:
            top, bottom = min(l.top for l in row), max(l.bottom for l in row)
            overlap = min(bottom, line.bottom) - max(top, line.top)
            if overlap >= 0.5 * min(bottom - top, line.bottom - line.top):
                row.append(line)
                continue
        rows.append([line])
    return [line for row in rows for line in sorted(row, key=lambda l: l.left)]


def _downscale(rgb: np.ndarray, max_side: int) -> tuple[np.ndarray, float]:
    h, w = rgb.shape[:2]
    scale = min(1.0, max_side / max(h, w))
    if scale == 1.0:
        return rgb, 1.0
    size = (max(1, round(w * scale)), max(1, round(h * scale)))
    return np.asarray(Image.fromarray(rgb).resize(size, Image.BILINEAR)), scale
