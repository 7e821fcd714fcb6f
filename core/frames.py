"""The unit that flows from a source (file or webcam) through the loop."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass
class Frame:
    t: float  # seconds from the start of the source
    rgb: np.ndarray  # (H, W, 3) uint8

    def __post_init__(self) -> None:
        assert self.rgb.ndim == 3 and self.rgb.shape[2] == 3 and self.rgb.dtype == np.uint8, self.rgb.shape
