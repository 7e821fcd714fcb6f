"""Generated media for the perceiver tests and benchmark: espeak speech, rendered slides, pasted photos."""
from __future__ import annotations

import subprocess
import tempfile
import wave
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFont

SAMPLE_RATE = 16_000
FRAME_SIZE = (1280, 720)


def gradio_image(name: str) -> Path:
    import gradio

    return Path(gradio.__file__).parent / "media_assets" / "images" / name


def espeak(text: str, *, words_per_minute: int = 150) -> np.ndarray:
    """`text` spoken by espeak-ng as float32 mono 16 kHz samples."""
    with tempfile.TemporaryDirectory() as tmp:
        wav_path = Path(tmp) / "speech.wav"
        subprocess.run(["espeak-ng", "-w", str(wav_path), "-s", str(words_per_minute), text], check=True)
        with wave.open(str(wav_path)) as w:
            rate, channels = w.getframerate(), w.getnchannels()
            pcm = np.frombuffer(w.readframes(w.getnframes()), dtype=np.int16)
    samples = pcm.reshape(-1, channels).mean(axis=1).astype(np.float32) / 32768.0
    # espeak writes 22.05 kHz; linear interpolation is plenty for speech recognition.
    n = int(len(samples) * SAMPLE_RATE / rate)
    return np.interp(np.arange(n) * rate / SAMPLE_RATE, np.arange(len(samples)), samples).astype(np.float32)


def place(clips: list[tuple[float, np.ndarray]], duration: float) -> np.ndarray:
    """A silent `duration`-second buffer with each (start_seconds, samples) clip written in."""
    out = np.zeros(int(duration * SAMPLE_RATE), dtype=np.float32)
    for start, clip in clips:
        i = int(start * SAMPLE_RATE)
        assert i + len(clip) <= len(out), "clip runs past the buffer"
        out[i : i + len(clip)] = clip
    return out


def speech_onset(samples: np.ndarray, threshold: float = 0.01) -> float:
    """Seconds until the first sample louder than `threshold` (espeak pads a little silence)."""
    loud = np.flatnonzero(np.abs(samples) > threshold)
    return float(loud[0]) / SAMPLE_RATE if loud.size else 0.0


def speech_offset(samples: np.ndarray, threshold: float = 0.01) -> float:
    loud = np.flatnonzero(np.abs(samples) > threshold)
    return float(loud[-1] + 1) / SAMPLE_RATE if loud.size else 0.0


def slide(lines: list[tuple[tuple[int, int], str]], *, background: str = "white", ink: str = "black") -> np.ndarray:
    """A 1280x720 RGB slide with each ((x, y), text) drawn in the default 48 px font."""
    image = Image.new("RGB", FRAME_SIZE, background)
    draw = ImageDraw.Draw(image)
    font = ImageFont.load_default(size=48)
    for xy, text in lines:
        draw.text(xy, text, fill=ink, font=font)
    return np.asarray(image)


def photo_frame(name: str, *, corner: tuple[int, int] = (780, 300), fraction: float = 1 / 3) -> np.ndarray:
    """A grey 1280x720 frame with a gradio sample photo pasted at `fraction` of the frame's width."""
    frame = Image.new("RGB", FRAME_SIZE, (190, 190, 190))
    photo = Image.open(gradio_image(name)).convert("RGB")
    width = round(FRAME_SIZE[0] * fraction)
    photo = photo.resize((width, round(width * photo.height / photo.width)))
    frame.paste(photo, corner)
    return np.asarray(frame)


def solid(rgb: tuple[int, int, int], size: tuple[int, int] = FRAME_SIZE) -> np.ndarray:
    return np.full((size[1], size[0], 3), rgb, dtype=np.uint8)
