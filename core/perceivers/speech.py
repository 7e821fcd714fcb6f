"""Speech perceiver: faster-whisper (whisper-base, int8 on CPU) -> one trace per sentence.

A whisper segment runs on through the silence that follows it, so a sentence's
span is taken from its words' own timestamps (first word's start to last word's
end), which needs `word_timestamps=True`.
"""
from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from memory.types import Trace

from .whisper_weights import WhisperWeightsError, prepare_whisper_dir

if TYPE_CHECKING:
    from faster_whisper import WhisperModel

SAMPLE_RATE = 16_000
COMPUTE_TYPES = ("int8", "int8_float32", "int16", "float32", "default", "auto")
_SENTENCE_END = (".", "?", "!", "。", "？", "！")
# Words ending in "." that rarely end a sentence.
_ABBREVIATIONS = {"mr.", "mrs.", "ms.", "dr.", "st.", "vs.", "e.g.", "i.e.", "etc.", "no."}


@dataclass
class SpeechConfig:
    model_dir: str | None = None  # a user's own CTranslate2 whisper dir, used as is (wins over cache_dir)
    cache_dir: str | None = None  # where the packaged weights are joined (default: user cache)
    compute_type: str = "int8"
    # beam search hears more of each sentence than greedy decoding (0.755 of the words of the
    # bench's spoken needles against 0.689, transcribing in 1.23x the time:
    # bench/bench_said_perception.py --videos 3801@10 3802@10 3701@10 3702@10 3601@10 3602@10)
    beam_size: int = 5
    language: str | None = None  # None = detect per call; set it for short live chunks
    vad: bool = True
    cpu_threads: int = 0  # 0 = all cores, at most 4
    max_gap_s: float = 1.5  # a pause this long between words ends a sentence
    max_sentence_s: float = 20.0  # unpunctuated speech is cut into spans this long

    def __post_init__(self) -> None:
        if self.compute_type not in COMPUTE_TYPES:
            raise ValueError(f"compute_type must be one of {COMPUTE_TYPES}, got {self.compute_type!r}")
        if self.beam_size < 1:
            raise ValueError(f"beam_size must be >= 1, got {self.beam_size}")
        if self.language is not None and not (self.language.isalpha() and 2 <= len(self.language) <= 3):
            raise ValueError(f"language must be a whisper language code like 'en', got {self.language!r}")
        if self.cpu_threads < 0:
            raise ValueError(f"cpu_threads must be >= 0, got {self.cpu_threads}")
        if self.max_gap_s <= 0 or self.max_sentence_s <= 0:
            raise ValueError("max_gap_s and max_sentence_s must be positive")


@dataclass
class SpokenWord:
    start: float  # seconds from the start of the transcribed audio
    end: float
    text: str  # as whisper writes it, usually with a leading space
    probability: float


class SpeechPerceiver:
    """Transcribes 16 kHz mono float32 audio into sentence traces.

    The model loads on the first call. One instance is meant for one worker
    thread; the lock only keeps a second thread from loading it twice.
    """

    def __init__(self, config: SpeechConfig | None = None) -> None:
        self.config = config or SpeechConfig()
        self._model: WhisperModel | None = None
        self._lock = threading.Lock()

    def model_dir(self) -> Path:
        if self.config.model_dir is not None:
            path = Path(self.config.model_dir)
            if not (path / "model.bin").is_file():
                raise WhisperWeightsError(f"{path} is not a CTranslate2 whisper directory (no model.bin)")
            return path
        return prepare_whisper_dir(self.config.cache_dir)

    def _load(self) -> WhisperModel:
        with self._lock:
            if self._model is None:
                from faster_whisper import WhisperModel

                threads = self.config.cpu_threads or min(4, os.cpu_count() or 1)
                self._model = WhisperModel(
                    str(self.model_dir()), device="cpu", compute_type=self.config.compute_type, cpu_threads=threads
                )
            return self._model

    def transcribe(self, audio: np.ndarray, *, offset: float = 0.0) -> list[Trace]:
        """Sentence traces for `audio`, with times shifted by `offset` seconds.

        Works the same on a whole soundtrack or on a few-second live chunk
        (pass the chunk's start time as `offset`).
        """
        samples = np.asarray(audio, dtype=np.float32)
        if samples.ndim != 1:
            raise ValueError(f"audio must be mono (1-D) 16 kHz samples, got shape {samples.shape}")
        if samples.size < SAMPLE_RATE // 10 or not np.any(samples):
            return []
        segments, info = self._load().transcribe(
            samples,
            language=self.config.language,
            beam_size=self.config.beam_size,
            vad_filter=self.config.vad,
            word_timestamps=True,
            # Conditioning on earlier text lets one hallucination repeat through a long video.
            condition_on_previous_text=False,
        )
        words = [
            SpokenWord(float(w.start), float(w.end), w.word, float(w.probability))
            for segment in segments
            for w in (segment.words or ())
            if w.word.strip()
        ]
        sentences = split_sentences(words, max_gap_s=self.config.max_gap_s, max_sentence_s=self.config.max_sentence_s)
        return [_sentence_trace(s, offset=offset, language=info.language) for s in sentences]


def split_sentences(words: list[SpokenWord], *, max_gap_s: float, max_sentence_s: float) -> list[list[SpokenWord]]:
    """Group words into sentences: at sentence-final punctuation, long pauses, or overlong spans."""
    sentences: list[list[SpokenWord]] = []
    current: list[SpokenWord] = []
    for word in words:
        if current and (word.start - current[-1].end > max_gap_s or word.end - current[0].start > max_sentence_s):
            sentences.append(current)
            current = []
        current.append(word)
        if _ends_sentence(word.text):
            sentences.append(current)
            current = []
    if current:
        sentences.append(current)
    return sentences


def _ends_sentence(word: str) -> bool:
    token = word.strip().rstrip("\"')]}”’").lower()
    return token.endswith(_SENTENCE_END) and token not in _ABBREVIATIONS


def _sentence_trace(words: list[SpokenWord], *, offset: float, language: str) -> Trace:
    t_start = offset + words[0].start
    t_end = max(t_start, offset + words[-1].end)
    return Trace(
        kind="speech",
        t_start=t_start,
        t_end=t_end,
        text="".join(w.text for w in words).strip(),
        confidence=float(np.mean([w.probability for w in words])),
        meta={
            "language": language,
            "words": [
                {"text": w.text.strip(), "t_start": round(offset + w.start, 3), "t_end": round(offset + w.end, 3),
                 "prob": round(w.probability, 4)}
                for w in words
            ],
        },
    )
