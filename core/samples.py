"""Generated media: the one-click example video, and the videos tests and benches ingest.

Everything is built from parts we control (PIL-rendered slides, photos and speech that ship
inside the `gradio` package, or `espeak-ng` speech when it is installed), so the times of
what is shown and said are known exactly.
"""
from __future__ import annotations

import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

import av
import numpy as np
from PIL import Image, ImageDraw, ImageFont

from .decode import SAMPLE_RATE, read_audio


def gradio_media(*parts: str) -> Path:
    """Path of a file in gradio's bundled media (videos, audio, images)."""
    import gradio  # imported here: gradio is heavy and only this helper needs it

    return Path(gradio.__file__).parent / "media_assets" / Path(*parts)


@dataclass
class Slide:
    """What the screen shows from `t_start` until the next slide."""

    t_start: float
    title: str = ""
    lines: list[str] = field(default_factory=list)
    background: tuple[int, int, int] = (250, 250, 250)
    image: str | Path | None = None  # a photo placed on the right third of the frame


@dataclass
class Speech:
    t_start: float
    audio: np.ndarray  # float32 mono at SAMPLE_RATE
    text: str = ""  # what is said, when known

    @property
    def t_end(self) -> float:
        return self.t_start + len(self.audio) / SAMPLE_RATE


def _layout(size: tuple[int, int]) -> tuple[int, int, int, int]:
    """A slide's left margin, the room from it to the frame's edge, and the title's and the
    lines' letter sizes."""
    w, h = size
    return w // 16, w - w // 16, max(16, h // 12), max(12, h // 20)


def too_long_for_frame(slide: Slide, size: tuple[int, int] = (1280, 720)) -> bool:
    """Whether the title or a line of `slide` runs past the frame at the normal letter size
    (render_slide draws it smaller)."""
    _, room, title_size, body_size = _layout(size)
    draw = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    texts = [(line, body_size) for line in slide.lines] + ([(slide.title, title_size)] if slide.title else [])
    return any(draw.textlength(text, font=ImageFont.load_default(size=s)) > room for text, s in texts)


def _fitting_font(draw: ImageDraw.ImageDraw, text: str, size: int, room: float) -> ImageFont.FreeTypeFont:
    """The default font at `size`, or smaller where `text` would run past `room` pixels: a line
    too long for the frame is shown whole, in smaller letters, not cut off at its edge."""
    font = ImageFont.load_default(size=size)
    width = draw.textlength(text, font=font)
    if width <= room:
        return font
    return ImageFont.load_default(size=max(8, int(size * room / width)))


def render_slide(slide: Slide, size: tuple[int, int] = (1280, 720)) -> np.ndarray:
    w, h = size
    img = Image.new("RGB", size, slide.background)
    draw = ImageDraw.Draw(img)
    ink = (20, 20, 20) if sum(slide.background) > 380 else (245, 245, 245)
    x, room, title_size, body_size = _layout(size)
    y = h // 10
    if slide.title:
        draw.text((x, y), slide.title, fill=ink, font=_fitting_font(draw, slide.title, title_size, room))
        y += int(h / 12 * 1.8)
    for line in slide.lines:
        draw.text((x, y), line, fill=ink, font=_fitting_font(draw, line, body_size, room))
        y += int(h / 20 * 1.6)
    if slide.image is not None:
        photo = Image.open(slide.image).convert("RGB")
        photo.thumbnail((w // 3, h // 2))
        img.paste(photo, (w - photo.width - w // 16, (h - photo.height) // 2))
    return np.asarray(img)


def synth_speech(text: str, *, words_per_minute: int = 150) -> np.ndarray:
    """Speak `text` with espeak-ng; float32 mono at 16 kHz."""
    exe = shutil.which("espeak-ng") or shutil.which("espeak")
    if exe is None:
        raise RuntimeError("espeak-ng is not installed (Debian: apt-get install espeak-ng)")
    with tempfile.TemporaryDirectory() as tmp:
        wav = Path(tmp) / "speech.wav"
        subprocess.run([exe, "-s", str(words_per_minute), "-w", str(wav), text], check=True, capture_output=True)
        return read_audio(wav)


def write_video(
    path: str | Path,
    slides: list[Slide],
    speech: list[Speech],
    *,
    duration: float,
    size: tuple[int, int] = (1280, 720),
    fps: int = 10,
    container_format: str | None = None,
) -> Path:
    """Encode slides (H.264, or VP9 for .webm) with the speech mixed into one AAC/Opus track."""
    path = Path(path)
    slides = sorted(slides, key=lambda s: s.t_start)
    rendered = [render_slide(s, size) for s in slides]
    n_audio = int(duration * SAMPLE_RATE)
    track = np.zeros(n_audio, np.float32)
    for sp in speech:
        i = int(sp.t_start * SAMPLE_RATE)
        seg = sp.audio[: max(0, n_audio - i)]
        track[i : i + len(seg)] += seg
    np.clip(track, -1.0, 1.0, out=track)

    webm = path.suffix.lower() == ".webm"
    with av.open(str(path), "w", format=container_format) as out:
        vs = out.add_stream("libvpx-vp9" if webm else "libx264", rate=fps)
        vs.width, vs.height, vs.pix_fmt = size[0], size[1], "yuv420p"
        if not webm:
            vs.options = {"preset": "ultrafast", "tune": "stillimage"}
        aud = out.add_stream("libopus" if webm else "aac", rate=48_000 if webm else SAMPLE_RATE)
        aud.layout = "mono"

        slide_i = 0
        for i in range(int(round(duration * fps))):
            t = i / fps
            while slide_i + 1 < len(slides) and slides[slide_i + 1].t_start <= t:
                slide_i += 1
            frame = av.VideoFrame.from_ndarray(rendered[slide_i], format="rgb24")
            frame.pts = i
            frame.time_base = Fraction(1, fps)
            out.mux(vs.encode(frame))
        out.mux(vs.encode(None))

        resampler = av.AudioResampler(format=aud.format.name, layout="mono", rate=aud.rate)
        block = 1024 * 4
        pts = 0
        for i in range(0, n_audio, block):
            chunk = track[i : i + block]
            af = av.AudioFrame.from_ndarray(chunk.reshape(1, -1), format="flt", layout="mono")
            af.sample_rate = SAMPLE_RATE
            af.pts = i
            af.time_base = Fraction(1, SAMPLE_RATE)
            for res in resampler.resample(af):
                res.pts = pts
                pts += res.samples
                out.mux(aud.encode(res))
        for res in resampler.resample(None):
            res.pts = pts
            pts += res.samples
            out.mux(aud.encode(res))
        out.mux(aud.encode(None))
    return path


def example_slides() -> list[Slide]:
    return [
        Slide(0.0, "EchoStream demo", ["A streaming video assistant", "Ask me what was shown and said"]),
        Slide(8.0, "Wildlife on the savanna", ["The cheetah is the fastest land animal"],
              image=gradio_media("images", "cheetah.jpg")),
        Slide(18.0, "The king of beasts", ["Lions live in groups called prides"],
              background=(30, 60, 120), image=gradio_media("images", "lion.jpg")),
        Slide(28.0, "Quarterly budget", ["Revenue grew 12 percent", "Launch planned for March"]),
        Slide(38.0, "City landmarks", ["A tall tower at dusk"], image=gradio_media("images", "tower.jpg")),
    ]


def make_example_video(path: str | Path) -> Path:
    """The one-click example: five slides with photos and two real voices (about 48 s).

    Built once and reused: an existing file at `path` is returned as is.
    """
    path = Path(path)
    if path.exists() and path.stat().st_size > 0:
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    speech = [
        Speech(1.0, read_audio(gradio_media("audio", "cate_blanch.mp3"))[: 12 * SAMPLE_RATE]),
        Speech(20.0, read_audio(gradio_media("audio", "heath_ledger.mp3"))[: 14 * SAMPLE_RATE]),
    ]
    tmp = path.with_name(path.stem + ".partial" + path.suffix)
    write_video(tmp, example_slides(), speech, duration=48.0)
    tmp.replace(path)  # atomic: a crash never leaves a half-written example behind
    return path
