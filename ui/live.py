"""The "Live" tab: the webcam (and microphone) streamed into memory while the chat runs.

`LiveHub` holds one `core.LiveSession` per browser session (keyed by gradio's session hash)
and needs no server: the page's stream handlers call it, and so does bench/bench_live.py.
A stream starts with its first frame or audio chunk; it ends with the Stop button, when
no input has come for `idle_stop_s` (the webcam's own stop button sends no event), or
when the tab closes (`demo.unload`). Ending keeps the stream in memory as a complete video.
"""
from __future__ import annotations

import html
import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Callable

import gradio as gr
import numpy as np

from core import LiveConfig, LiveError, LiveSession, LiveStats, Perceivers
from memory import Memory, Video, format_stamp

from . import render
from .service import SessionState

log = logging.getLogger("echostream.ui")

WEBCAM_ID = "es-webcam"
# Clicks the webcam's own record button when it shows "stop": the page's Stop ends both.
STOP_WEBCAM_JS = f"""() => {{
  const stop = document.querySelector('#{WEBCAM_ID} .capture-button [title="stop recording"]');
  if (stop) stop.closest('button').click();
}}"""


@dataclass
class HubConfig:
    live: LiveConfig = field(default_factory=LiveConfig)
    max_sessions: int = 4  # streams perceived at once across all visitors (2 cores: keep it small)
    idle_stop_s: float = 20.0  # no frame or audio for this long ends a stream
    restart_guard_s: float = 3.0  # frames still in flight right after Stop do not start a new stream
    max_stream_s: int = 3600  # gradio ends a webcam stream after this (its time_limit)
    frame_every_s: float = 0.5  # how often the browser sends a frame (2 frames/s)

    def __post_init__(self) -> None:
        if self.max_sessions < 1:
            raise ValueError("max_sessions must be >= 1")
        if self.idle_stop_s <= 0 or self.restart_guard_s < 0 or self.max_stream_s < 10:
            raise ValueError("idle_stop_s must be > 0, restart_guard_s >= 0, max_stream_s >= 10")
        if not 0.05 <= self.frame_every_s <= 5:
            raise ValueError("frame_every_s must lie in [0.05, 5] seconds")


class LiveBusyError(Exception):
    """Too many streams run at once; the message is shown to the visitor."""


@dataclass
class Pushed:
    session: LiveSession | None  # None: the input was ignored (just stopped, or empty)
    started: bool  # this input started a new stream


class LiveHub:
    """The live streams of all browser sessions, one per key. Thread-safe."""

    def __init__(self, memory: Memory, *, config: HubConfig | None = None, perceivers: Perceivers | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.memory = memory
        self.config = config or HubConfig()
        self.perceivers = perceivers
        self.clock = clock  # stream timestamps (a bench may run faster than real time)
        self._sessions: dict[str, LiveSession] = {}
        self._last_input: dict[str, float] = {}  # by time.monotonic(), for the idle stop
        self._stopped_at: dict[str, float] = {}
        self._lock = threading.Lock()

    def get(self, key: str) -> LiveSession | None:
        with self._lock:
            return self._sessions.get(key)

    def active(self) -> int:
        with self._lock:
            return len(self._sessions)

    def _session_for(self, key: str, owner: str, size: tuple[int, int]) -> Pushed:
        with self._lock:
            now = time.monotonic()
            self._last_input[key] = now
            session = self._sessions.get(key)
            if session is not None:
                return Pushed(session, False)
            if now - self._stopped_at.get(key, -1e9) < self.config.restart_guard_s:
                return Pushed(None, False)
            self._stopped_at = {k: t for k, t in self._stopped_at.items() if now - t < self.config.restart_guard_s}
            if len(self._sessions) >= self.config.max_sessions:
                raise LiveBusyError("Too many live streams are running on this server; try again later.")
            session = LiveSession(self.memory, config=self.config.live, perceivers=self.perceivers,
                                  owner=owner, size=size, clock=self.clock)
            self._sessions[key] = session
            log.info("live stream %s started for %s", session.video_id, key[:8])
            return Pushed(session, True)

    def push_frame(self, key: str, image: np.ndarray | None, *, owner: str) -> Pushed:
        """The handler of one webcam frame (RGB array from the browser)."""
        if image is None:
            return Pushed(self.get(key), False)
        h, w = np.shape(image)[:2]
        pushed = self._session_for(key, owner, (w, h))
        if pushed.session is not None:
            try:
                pushed.session.push_frame(image)
            except LiveError:  # stopped between lookup and push, or not a frame
                return Pushed(None, False)
        return pushed

    def push_audio(self, key: str, audio: tuple[int, np.ndarray] | None, *, owner: str) -> Pushed:
        """The handler of one microphone chunk, (sample_rate, samples) as gradio sends it."""
        if audio is None or audio[1] is None or not np.size(audio[1]):
            return Pushed(self.get(key), False)
        pushed = self._session_for(key, owner, (0, 0))
        if pushed.session is not None:
            try:
                pushed.session.push_audio(audio[1], int(audio[0]))
            except LiveError:
                return Pushed(None, False)
        return pushed

    def stop(self, key: str) -> Video | None:
        """End this key's stream (blocking until its workers are done); None if none ran."""
        with self._lock:
            session = self._sessions.pop(key, None)
            self._last_input.pop(key, None)
            if session is not None:
                self._stopped_at[key] = time.monotonic()
        if session is None:
            return None
        video = session.stop()
        log.info("live stream %s stopped: %s", video.id, session.stats())
        return video

    def stop_if_idle(self, key: str) -> Video | None:
        with self._lock:
            last = self._last_input.get(key)
            idle = key in self._sessions and last is not None and time.monotonic() - last > self.config.idle_stop_s
        return self.stop(key) if idle else None

    def close_all(self) -> None:
        with self._lock:
            keys = list(self._sessions)
        for key in keys:
            self.stop(key)


def stats_html(stats: LiveStats | None, note: str = "") -> str:
    """The live status line: stream time, frames, drops, lag, the newest trace."""
    if stats is None:
        text = note or "Not streaming. Click the camera's record button to start."
        return f'<div class="es-live es-live-idle">{html.escape(text)}</div>'
    last = format_stamp(stats.last_trace_t) if stats.last_trace_t is not None else "none yet"
    parts = [
        ("stream", format_stamp(stats.stream_t)), ("frames", f"{stats.frames}/{stats.frames_in}"),
        ("dropped", str(stats.dropped)), ("lag", f"{stats.lag_s:.1f} s"), ("traces", str(stats.traces)),
        ("newest trace", last),
    ]
    if stats.audio_s:
        parts.append(("audio", f"{stats.audio_s:.0f} s"))
    cells = "".join(f'<span class="es-live-stat" data-es="{html.escape(k)}"><b>{html.escape(k)}</b> '
                    f"{html.escape(v)}</span>" for k, v in parts)
    dot = '<span class="es-live-dot"></span>' if stats.running else ""
    return f'<div class="es-live" data-es-video="{html.escape(stats.video_id)}">{dot}{cells}</div>'


@dataclass
class LiveTab:
    webcam: object
    mic: object
    status: object
    stop: object
    timer: object


def build_live_tab(config: HubConfig):
    """The tab's components; call inside `with gr.Tab(...)`. Wiring is in `wire_live`."""
    webcam = gr.Image(
        label="Webcam", sources=["webcam"], streaming=True, type="numpy", height=300, elem_id=WEBCAM_ID,
        webcam_options=gr.WebcamOptions(mirror=False, constraints={"video": {"width": 640, "height": 360}}),
    )
    mic = gr.Audio(label="Microphone (optional)", sources=["microphone"], streaming=True, type="numpy",
                   elem_id="es-mic")
    status = gr.HTML(stats_html(None), elem_id="es-live-status")
    stop = gr.Button("Stop live", elem_id="es-live-stop", variant="stop")
    timer = gr.Timer(1.5, active=False)
    return LiveTab(webcam, mic, status, stop, timer)


def wire_live(tab: LiveTab, hub: LiveHub, *, demo, svc, view, view_components: list, state, choose, kinds,
              summary, timeline, times, owner_of: Callable) -> None:
    """Connect the tab to the page: stream handlers, the status timer, Stop, cleanup on unload.

    `view(state, video, summary, player)` returns values for `view_components` (the page's
    outputs that follow the selected video); a started or stopped stream becomes the selection.
    """
    cfg = hub.config
    n_view = len(view_components)
    at_timeline, at_times = view_components.index(timeline), view_components.index(times)
    at_summary = view_components.index(summary)

    def skips(**values) -> tuple:
        out = [gr.skip()] * n_view
        for i, v in values.items():
            out[int(i)] = v
        return tuple(out)

    def on_input(push, value, state_: SessionState | None, request: gr.Request):
        state_ = state_ or SessionState()
        key = owner_of(request)
        try:
            pushed = push(key, value, owner=key)
        except LiveBusyError as e:
            gr.Warning(str(e))
            return (stats_html(None, str(e)), gr.skip(), *skips())
        except Exception:
            log.exception("live input failed")
            return (gr.skip(), gr.skip(), *skips())
        if not pushed.started:
            return (gr.skip(), gr.skip(), *skips())
        video = pushed.session.video
        state_.remember(video)
        return (stats_html(pushed.session.stats()), gr.Timer(active=True),
                *view(state_, video, render.summary_markdown(video, {}), None))

    def on_frame(image, state_, request: gr.Request):
        return on_input(hub.push_frame, image, state_, request)

    def on_audio(audio, state_, request: gr.Request):
        return on_input(hub.push_audio, audio, state_, request)

    def finished(state_: SessionState, video: Video | None):
        if video is None:
            return (stats_html(None), gr.Timer(active=False), *skips())
        summary_md = render.summary_markdown(video, hub.memory.count_traces(video.id))
        note = f"Stopped: {video.name} is in memory ({format_stamp(video.duration).strip('[]')})."
        return (stats_html(None, note), gr.Timer(active=False), *view(state_, video, summary_md, None))

    def on_stop(state_: SessionState | None, request: gr.Request):
        return finished(state_ or SessionState(), hub.stop(owner_of(request)))

    def on_tick(video_id, kinds_, state_: SessionState | None, request: gr.Request):
        state_ = state_ or SessionState()
        key = owner_of(request)
        ended = hub.stop_if_idle(key)
        if ended is not None:
            return finished(state_, ended)
        session = hub.get(key)
        if session is None:
            return (stats_html(None), gr.Timer(active=False), *skips())
        if video_id != session.video_id:
            return (stats_html(session.stats()), gr.skip(), *skips())
        rows, ts = svc.timeline(session.video_id, kinds_)
        stats = session.stats()
        video = Video(**{**vars(session.video), "duration": stats.stream_t})
        summary_md = render.summary_markdown(video, hub.memory.count_traces(video.id))
        return (stats_html(stats), gr.skip(),
                *skips(**{str(at_timeline): rows, str(at_times): ts, str(at_summary): summary_md}))

    def on_unload(request: gr.Request):
        try:
            hub.stop(owner_of(request))
        except Exception:
            log.exception("stopping a live stream on unload failed")

    outs = [tab.status, tab.timer, *view_components]
    stream_kw = dict(outputs=outs, time_limit=cfg.max_stream_s, concurrency_id="live",
                     concurrency_limit=2 * cfg.max_sessions, show_progress="hidden", api_visibility="private")
    tab.webcam.stream(on_frame, [tab.webcam, state], stream_every=cfg.frame_every_s, **stream_kw)
    tab.mic.stream(on_audio, [tab.mic, state], stream_every=1.0, **stream_kw)
    tab.stop.click(on_stop, [state], outs, show_progress="hidden", api_visibility="private")
    tab.stop.click(None, None, None, js=STOP_WEBCAM_JS)
    tab.timer.tick(on_tick, [choose, kinds, state], outs, show_progress="hidden", api_visibility="private")
    demo.unload(on_unload)
