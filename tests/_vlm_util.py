"""Shared helpers for VLM tests (and the lead's `--vlm PATH` end-to-end test).

    from tests._vlm_util import make_tiny_mllama
    path = make_tiny_mllama(tmp_path / "vlm", open_gates=1.0)   # then: app.py ... --vlm path
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import torch

from core.vlm.tiny import save_tiny_mllama


@pytest.fixture(scope="module")
def one_thread():
    """Tiny matrices: torch's intra-op threads only add synchronisation (2 ms per matmul on a busy box)."""
    old = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(old)


def make_tiny_mllama(
    path: str | Path,
    *,
    hidden: int = 32,
    text_layers: int = 3,
    cross_layers: tuple[int, ...] = (1,),
    image_size: int = 32,
    max_num_tiles: int = 2,
    open_gates: float | None = None,
    chat_template: bool = False,
    seed: int = 0,
    **sizes,
) -> Path:
    """A random tiny Mllama checkpoint + processor saved to `path` (see `core.vlm.tiny`).

    `open_gates=None` keeps the cross-attention gates at their initial 0 (the model then
    ignores images); set e.g. 1.0 for a model whose output depends on the frames.
    """
    return save_tiny_mllama(
        path,
        seed=seed,
        open_gates=open_gates,
        chat_template=chat_template,
        hidden=hidden,
        text_layers=text_layers,
        cross_layers=cross_layers,
        image_size=image_size,
        max_num_tiles=max_num_tiles,
        **sizes,
    )


def random_frames(n: int, *, seed: int = 0, height: int = 40, width: int = 56) -> list[np.ndarray]:
    """`n` random (H, W, 3) uint8 frames; different seeds give different frames."""
    rng = np.random.default_rng(seed)
    return [rng.integers(0, 256, (height, width, 3), dtype=np.uint8) for _ in range(n)]
