"""A copy the browser can play, for uploads it cannot (AVI, MPEG-4 Part 2, HEVC, ...).

Citations seek the page's <video>, so the player must be able to open the file. Chromium
plays H.264/VP8/VP9/AV1 in MP4, MOV, WebM and MKV, but not AVI or older codecs; gradio
would convert with a system ffmpeg, which this project does not require. PyAV's bundled
FFmpeg does the same job: H.264 (ultrafast) + AAC in MP4, at most 720 lines, timestamps
kept so a citation's time is the same in the copy.
"""
from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Callable

import av

BROWSER_VIDEO = {"h264", "vp8", "vp9", "av1"}
BROWSER_AUDIO = {"aac", "mp3", "opus", "vorbis", "flac"}
BROWSER_SUFFIXES = {".mp4", ".m4v", ".mov", ".webm", ".mkv"}


def is_browser_playable(path: str | Path) -> bool:
    path = Path(path)
    if path.suffix.lower() not in BROWSER_SUFFIXES:
        return False
    try:
        with av.open(str(path)) as box:
            video = [s.codec_context.name for s in box.streams.video]
            audio = [s.codec_context.name for s in box.streams.audio]
    except av.FFmpegError:
        return False
    return all(c in BROWSER_VIDEO for c in video) and all(c in BROWSER_AUDIO for c in audio)


def preview_path(source: str | Path, folder: Path) -> Path:
    """Where the playable copy of `source` lives (one per source file content)."""
    source = Path(source)
    stat = source.stat()
    key = hashlib.sha256(f"{source.resolve()}\0{stat.st_size}\0{stat.st_mtime_ns}".encode()).hexdigest()[:20]
    return folder / f"{key}.mp4"


def make_preview(
    source: str | Path, folder: Path, *, max_height: int = 720, progress: Callable[[float], None] | None = None
) -> Path:
    """Transcode `source` to a browser-playable MP4 in `folder` (reused if already there)."""
    dest = preview_path(source, folder)
    if dest.exists() and dest.stat().st_size > 0:
        return dest
    folder.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_suffix(".partial.mp4")
    with av.open(str(source)) as src, av.open(str(tmp), "w") as out:
        vin = src.streams.video[0] if src.streams.video else None
        ain = src.streams.audio[0] if src.streams.audio else None
        duration = float(src.duration / av.time_base) if src.duration else 0.0
        vout = aout = resampler = None
        if vin is not None:
            h = min(max_height, vin.codec_context.height) // 2 * 2
            w = round(vin.codec_context.width * h / vin.codec_context.height) // 2 * 2
            vout = out.add_stream("libx264", rate=vin.average_rate or 25)
            vout.width, vout.height, vout.pix_fmt = w, h, "yuv420p"
            vout.time_base = vin.time_base
            vout.options = {"preset": "ultrafast", "crf": "26", "movflags": "+faststart"}
        if ain is not None:
            aout = out.add_stream("aac", rate=44_100)
            aout.layout = "stereo"
            resampler = av.AudioResampler(format="fltp", layout="stereo", rate=44_100)
        streams = [s for s in (vin, ain) if s is not None]
        audio_pts = 0
        for packet in src.demux(*streams):
            for frame in packet.decode():
                if isinstance(frame, av.VideoFrame) and vout is not None:
                    if frame.pts is None:
                        continue
                    small = frame.reformat(width=vout.width, height=vout.height, format="yuv420p")
                    small.pts, small.time_base = frame.pts, frame.time_base
                    out.mux(vout.encode(small))
                    if progress and duration > 0 and frame.time is not None:
                        progress(min(1.0, frame.time / duration))
                elif isinstance(frame, av.AudioFrame) and aout is not None:
                    frame.pts = None
                    for res in resampler.resample(frame):
                        res.pts = audio_pts
                        audio_pts += res.samples
                        out.mux(aout.encode(res))
        if vout is not None:
            out.mux(vout.encode(None))
        if aout is not None:
            out.mux(aout.encode(None))
    tmp.replace(dest)  # atomic: a crash never leaves a half-written preview in use
    return dest
