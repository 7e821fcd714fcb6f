"""A live stream (a webcam, a microphone) fed into the same StreamLoop as file ingest.

Frames arrive at the camera's pace, perception runs at its own. A worker thread takes
frames from a one-slot mailbox: when perception lags, a new frame *replaces* the one still
waiting (the drop is counted), so the loop always works on the newest picture and nothing
queues up without bound. Microphone audio is gathered into chunks of a few seconds and
transcribed on a second thread (whisper and the frame perceivers both release the GIL).

The stream is stored as a video of its own: path "live:<id>", status "ingesting" while it
runs (the chat may already ask about it) and "complete" with its duration once stopped.
Timestamps are seconds since the stream started, by the wall clock.
"""
from __future__ import annotations

import logging
import threading
import time
import uuid
from collections import deque
from dataclasses import dataclass, field
from typing import Callable

import numpy as np
from PIL import Image

from memory import Memory, Video

from .decode import SAMPLE_RATE
from .frames import Frame
from .ingest import speech_chunks
from .loop import LoopConfig, StreamLoop
from .perceivers_factory import Perceivers, PerceiverConfig, get_perceivers
from .schedule import ScheduleConfig

log = logging.getLogger("echostream.live")

LIVE_PREFIX = "live:"


class LiveError(Exception):
    """A live stream cannot take this (it was stopped, or the input is unusable)."""


def _live_loop() -> LoopConfig:
    # a webcam rarely holds still: keyframes at most every 1.5 s bound the expensive
    # perceivers; a refresh every 10 s keeps a static scene's segment trace moving on
    return LoopConfig(schedule=ScheduleConfig(min_gap_s=1.5, max_gap_s=10.0), thumb_every_s=5.0)


@dataclass
class LiveConfig:
    max_side: int = 640  # frames are scaled down to this before perception
    speech_chunk_s: float = 6.0  # microphone audio is transcribed in chunks of about this
    max_speech_backlog: int = 4  # chunks waiting for whisper; older ones are dropped past this
    latency_window: int = 4096  # frame-to-memory latencies kept for statistics
    loop: LoopConfig = field(default_factory=_live_loop)
    perceivers: PerceiverConfig = field(default_factory=PerceiverConfig)

    def __post_init__(self) -> None:
        if self.max_side < 64:
            raise ValueError("max_side must be at least 64")
        if not 2.0 <= self.speech_chunk_s <= 60.0:
            raise ValueError("speech_chunk_s must lie in [2, 60] seconds")
        if self.max_speech_backlog < 1 or self.latency_window < 1:
            raise ValueError("max_speech_backlog and latency_window must be >= 1")


@dataclass
class LiveStats:
    video_id: str
    running: bool
    stream_t: float  # seconds since the stream started
    frames_in: int  # frames received
    frames: int  # frames perceived (written through the loop)
    dropped: int  # frames replaced by a newer one before perception reached them
    keyframes: int
    traces: int
    lag_s: float  # arrival -> in memory, of the last frame (or of the one in progress, if older)
    last_trace_t: float | None  # stream time of the newest trace written
    audio_s: float  # seconds of audio transcribed
    audio_dropped_s: float
    errors: int


def is_live(video: Video) -> bool:
    return str(video.path).startswith(LIVE_PREFIX)


def _fit(rgb: np.ndarray, max_side: int) -> np.ndarray:
    h, w = rgb.shape[:2]
    if max(h, w) <= max_side:
        return np.ascontiguousarray(rgb)
    scale = max_side / max(h, w)
    size = (max(1, round(w * scale)), max(1, round(h * scale)))
    return np.asarray(Image.fromarray(rgb).resize(size, Image.Resampling.BILINEAR))


def as_rgb(image: np.ndarray) -> np.ndarray:
    """A browser frame (RGB, RGBA or grey, any integer dtype) as (H, W, 3) uint8."""
    a = np.asarray(image)
    if a.ndim == 2:
        a = np.repeat(a[..., None], 3, axis=2)
    if a.ndim != 3 or a.shape[2] not in (3, 4) or min(a.shape[:2]) < 8:
        raise LiveError(f"not a video frame: array of shape {a.shape}")
    a = a[..., :3]
    if a.dtype != np.uint8:
        a = np.clip(a, 0, 255).astype(np.uint8)
    return a


def as_speech(samples: np.ndarray, sample_rate: int) -> np.ndarray:
    """Browser audio (int16 or float, mono or (n, channels)) as float32 mono at 16 kHz."""
    a = np.asarray(samples)
    if sample_rate <= 0:
        raise LiveError(f"bad sample rate {sample_rate}")
    if np.issubdtype(a.dtype, np.integer):
        a = a.astype(np.float32) / float(np.iinfo(a.dtype).max)
    if a.ndim == 2:  # (n, channels) as gradio sends it; (channels, n) from elsewhere
        a = a.mean(axis=1) if a.shape[1] <= 8 else a.mean(axis=0)
    a = a.astype(np.float32, copy=False).reshape(-1)
    if sample_rate != SAMPLE_RATE and len(a):
        n = max(1, round(len(a) * SAMPLE_RATE / sample_rate))
        a = np.interp(np.linspace(0, len(a) - 1, n), np.arange(len(a)), a).astype(np.float32)
    return a


class LiveSession:
    """One running stream. `push_frame` / `push_audio` from any thread; `stop` once.

    Thread-safe; the two workers are the only threads that perceive and write.
    """

    def __init__(
        self,
        memory: Memory,
        *,
        config: LiveConfig | None = None,
        perceivers: Perceivers | None = None,
        owner: str = "",
        name: str | None = None,
        size: tuple[int, int] = (0, 0),
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.config = cfg = config or LiveConfig()
        self.memory = memory
        self.perceivers = perc = perceivers or get_perceivers(cfg.perceivers)
        self._clock = clock
        self._t0 = clock()
        vid = uuid.uuid4().hex[:16]
        self.video = memory.add_video(Video(
            id=vid, name=name or time.strftime("Live %Y-%m-%d %H:%M:%S"), path=LIVE_PREFIX + vid,
            content_hash=LIVE_PREFIX + vid, duration=0.0, width=int(size[0]), height=int(size[1]), fps=0.0,
            status="ingesting", created_at=time.time(), owner=owner,
        ))
        self.loop = StreamLoop(memory, vid, segment=perc.segment(), instant=perc.instant(), config=cfg.loop)
        self._cond = threading.Condition()
        self._pending: tuple[Frame, float] | None = None  # the mailbox: (frame, perf_counter at arrival)
        self._busy_since: float | None = None
        self._stopping = False
        self._stopped = False
        self._end: float | None = None  # the stream's length, once stopped
        self._stop_lock = threading.Lock()
        self._frames_in = self._frames_done = self._dropped = self._errors = self._traces = 0
        self._last_t = -1.0
        self._last_trace_t: float | None = None
        self._last_lag = 0.0
        self.latencies: deque[float] = deque(maxlen=cfg.latency_window)
        # audio: samples not yet chunked, the stream time of their start, chunks for whisper
        self._audio = np.zeros(0, np.float32)
        self._audio_t: float | None = None
        self._speech_queue: deque[tuple[np.ndarray, float]] = deque()
        self._audio_s = self._audio_dropped_s = 0.0
        self._speech_thread: threading.Thread | None = None
        self._frame_thread = threading.Thread(target=self._run_frames, name=f"live-frames-{vid}", daemon=True)
        self._frame_thread.start()

    @property
    def video_id(self) -> str:
        return self.video.id

    @property
    def running(self) -> bool:
        return not self._stopping

    def stream_time(self) -> float:
        if self._end is not None:
            return self._end
        return max(0.0, self._clock() - self._t0)

    # -- input --------------------------------------------------------------------------

    def push_frame(self, rgb: np.ndarray, t: float | None = None) -> bool:
        """Hand over the newest frame (t: stream seconds, default now). False if it was out
        of order and ignored. A frame still waiting for perception is replaced (a drop)."""
        t = self.stream_time() if t is None else float(t)
        frame = Frame(t, as_rgb(rgb))
        with self._cond:
            if self._stopping:
                raise LiveError("this live stream was stopped")
            self._frames_in += 1
            if t <= self._last_t:
                self._dropped += 1
                return False
            self._last_t = t
            if self._pending is not None:
                self._dropped += 1
            self._pending = (frame, time.perf_counter())
            self._cond.notify_all()
        return True

    def push_audio(self, samples: np.ndarray, sample_rate: int, t: float | None = None) -> None:
        """Append microphone audio that *ends* at stream time t (default now)."""
        audio = as_speech(samples, sample_rate)
        if self.perceivers.speech is None or not len(audio):
            return
        end = self.stream_time() if t is None else float(t)
        with self._cond:
            if self._stopping:
                raise LiveError("this live stream was stopped")
            if self._audio_t is None:
                self._audio_t = max(0.0, end - len(audio) / SAMPLE_RATE)
            self._audio = np.concatenate([self._audio, audio])
            if len(self._audio) >= 1.25 * self.config.speech_chunk_s * SAMPLE_RATE:
                bounds = speech_chunks(self._audio, self.config.speech_chunk_s)
                for lo, hi in bounds[:-1]:  # the last piece waits for more audio
                    self._queue_speech(self._audio[lo:hi], self._audio_t + lo / SAMPLE_RATE)
                lo = bounds[-1][0]
                self._audio_t += lo / SAMPLE_RATE
                self._audio = self._audio[lo:].copy()

    def _queue_speech(self, chunk: np.ndarray, offset: float) -> None:
        # called with the condition held
        self._speech_queue.append((chunk, offset))
        while len(self._speech_queue) > self.config.max_speech_backlog:
            old, _ = self._speech_queue.popleft()
            self._audio_dropped_s += len(old) / SAMPLE_RATE
        if self._speech_thread is None:
            self._speech_thread = threading.Thread(
                target=self._run_speech, name=f"live-speech-{self.video_id}", daemon=True)
            self._speech_thread.start()
        self._cond.notify_all()

    # -- workers ------------------------------------------------------------------------

    def _run_frames(self) -> None:
        while True:
            with self._cond:
                while self._pending is None and not self._stopping:
                    self._cond.wait()
                if self._pending is None:
                    return  # stopping, and the last frame has been perceived
                frame, arrived = self._pending
                self._pending = None
                self._busy_since = arrived
            try:
                written = self.loop.push(Frame(frame.t, _fit(frame.rgb, self.config.max_side)))
            except Exception:
                log.exception("live frame at %.2f s failed", frame.t)
                written = None
            done = time.perf_counter()
            with self._cond:
                self._busy_since = None
                self._cond.notify_all()
                if written is None:
                    self._errors += 1
                    continue
                self._frames_done += 1
                self._last_lag = done - arrived
                self.latencies.append(self._last_lag)
                if written:
                    self._traces += len(written)
                    self._last_trace_t = max(tr.t_start for tr in written)

    def _run_speech(self) -> None:
        while True:
            with self._cond:
                while not self._speech_queue and not self._stopping:
                    self._cond.wait()
                if not self._speech_queue:
                    return
                chunk, offset = self._speech_queue.popleft()
            try:
                traces = self.perceivers.speech.transcribe(chunk, offset=offset)
                if traces:
                    self.memory.add_traces(self.video_id, traces)
            except Exception:
                log.exception("live speech at %.2f s failed", offset)
                with self._cond:
                    self._errors += 1
                continue
            with self._cond:
                self._audio_s += len(chunk) / SAMPLE_RATE
                if traces:
                    self._traces += len(traces)
                    t = max(tr.t_start for tr in traces)
                    self._last_trace_t = t if self._last_trace_t is None else max(self._last_trace_t, t)

    # -- state --------------------------------------------------------------------------

    def stats(self) -> LiveStats:
        with self._cond:
            lag = self._last_lag
            if self._busy_since is not None:
                lag = max(lag, time.perf_counter() - self._busy_since)
            return LiveStats(
                video_id=self.video_id, running=not self._stopping, stream_t=self.stream_time(),
                frames_in=self._frames_in, frames=self._frames_done,
                dropped=self._dropped, keyframes=self.loop.stats.keyframes, traces=self._traces, lag_s=lag,
                last_trace_t=self._last_trace_t, audio_s=self._audio_s, audio_dropped_s=self._audio_dropped_s,
                errors=self._errors,
            )

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Block until no frame is waiting or in perception (tests and benches pace by it)."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._pending is not None or self._busy_since is not None:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(min(left, 0.05))
        return True

    def stop(self, timeout: float = 120.0) -> Video:
        """Perceive what is still waiting, transcribe the audio tail, close the open
        segments, mark the video complete with its duration, and end both threads."""
        with self._stop_lock:
            if self._stopped:
                return self.memory.get_video(self.video_id) or self.video
            end = self.stream_time()
            with self._cond:
                if len(self._audio) >= SAMPLE_RATE // 2 and self._audio_t is not None:
                    self._queue_speech(self._audio, self._audio_t)
                self._audio = np.zeros(0, np.float32)
                self._stopping = True
                self._cond.notify_all()
            for worker in (self._frame_thread, self._speech_thread):
                if worker is not None:
                    worker.join(timeout)
                    if worker.is_alive():
                        log.error("live worker %s did not finish within %.0f s", worker.name, timeout)
            end = max(end, self.loop.stats.last_t)
            self._end = end
            try:
                self.loop.close(end)
            finally:
                self.memory.set_status(self.video_id, "complete", duration=end)
                self._stopped = True
            self.video = self.memory.get_video(self.video_id) or self.video
            return self.video

    @property
    def threads(self) -> list[threading.Thread]:
        return [t for t in (self._frame_thread, self._speech_thread) if t is not None]
