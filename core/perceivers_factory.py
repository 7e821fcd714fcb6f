"""Builds the perceivers once per process and hands each stream what it needs.

Models (whisper, OCR, EfficientNet, a VLM) are loaded lazily and shared; anything that keeps
per-stream state (a VLM captioner's frame window) is made fresh for every stream.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from .frames import Frame
from .perceivers import (
    DescriptorConfig,
    ObjectConfig,
    ObjectPerceiver,
    OcrConfig,
    OcrPerceiver,
    SpeechConfig,
    SpeechPerceiver,
    describe,
)


@dataclass
class PerceiverConfig:
    speech: SpeechConfig | None = field(default_factory=SpeechConfig)
    ocr: OcrConfig | None = field(default_factory=OcrConfig)
    objects: ObjectConfig | None = field(default_factory=ObjectConfig)
    descriptors: DescriptorConfig | None = field(default_factory=DescriptorConfig)
    vlm: str | None = None  # hub id or local path of a gated cross-attention VLM
    caption_every_s: float = 5.0

    def __post_init__(self) -> None:
        if self.caption_every_s <= 0:
            raise ValueError("caption_every_s must be positive")

    def key(self) -> str:
        return repr(self)


class _Describer:
    def __init__(self, config: DescriptorConfig) -> None:
        self.config = config

    def perceive(self, frame: Frame):
        return [describe(frame, None, config=self.config)]


class Perceivers:
    """The shared perceivers of one configuration."""

    def __init__(self, config: PerceiverConfig, vlm: Any = None) -> None:
        self.config = config
        self.speech = SpeechPerceiver(config.speech) if config.speech else None
        self.ocr = OcrPerceiver(config.ocr) if config.ocr else None
        self.objects = ObjectPerceiver(config.objects) if config.objects else None
        self.describer = _Describer(config.descriptors) if config.descriptors else None
        self.vlm = vlm

    def segment(self) -> dict:
        parts = {"ocr": self.ocr, "object": self.objects, "visual": self.describer}
        return {k: v for k, v in parts.items() if v is not None}

    def instant(self) -> dict:
        if self.vlm is None:
            return {}
        from .vlm import CaptionConfig, Captioner

        return {"caption": Captioner(self.vlm, CaptionConfig(every_s=self.config.caption_every_s))}


_cache: dict[str, Perceivers] = {}
_lock = threading.Lock()


def get_perceivers(config: PerceiverConfig) -> Perceivers:
    """One Perceivers per configuration per process (models load on first use)."""
    with _lock:
        if config.key() not in _cache:
            vlm = None
            if config.vlm:
                from .vlm import load_vlm

                vlm = load_vlm(config.vlm)
            _cache[config.key()] = Perceivers(config, vlm)
        return _cache[config.key()]
