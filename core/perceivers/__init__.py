"""Offline perceivers: each turns audio or frames into timestamped `Trace`s.

Models load lazily on first use, so importing this package is cheap.
"""
from .descriptors import (
    PALETTE,
    ColourShare,
    DescriptorConfig,
    brightness,
    colour_names,
    colour_shares,
    describe,
    frame_difference,
    small_gray,
)
from .objects import ObjectConfig, ObjectLabel, ObjectPercept, ObjectPerceiver
from .ocr import OcrConfig, OcrLine, OcrPerceiver
from .speech import SpeechConfig, SpeechPerceiver
from .whisper_weights import WhisperWeightsError, prepare_whisper_dir

__all__ = [
    "PALETTE",
    "ColourShare",
    "DescriptorConfig",
    "ObjectConfig",
    "ObjectLabel",
    "ObjectPercept",
    "ObjectPerceiver",
    "OcrConfig",
    "OcrLine",
    "OcrPerceiver",
    "SpeechConfig",
    "SpeechPerceiver",
    "WhisperWeightsError",
    "brightness",
    "colour_names",
    "colour_shares",
    "describe",
    "frame_difference",
    "prepare_whisper_dir",
    "small_gray",
]
