"""core/live.py: a live stream through the same StreamLoop as files, with back-pressure."""
from __future__ import annotations

import threading
import time
import weakref

import numpy as np
import pytest

from core import LiveConfig, LiveError, LiveSession, PerceiverConfig, get_perceivers, is_live
from core.live import as_speech
from core.perceivers import SpeechConfig
from core.samples import Slide, render_slide, synth_speech
from memory import Memory, Trace
from memory import ask as recall_answer

SIZE = (640, 360)
BUDGET = Slide(0, "BUDGET", ["Revenue grew 12 percent"], (250, 250, 250))
LAUNCH = Slide(0, "LAUNCH IN MARCH", ["The rocket ships in spring"], (25, 40, 90))


class _Stub:
    """Stands in for core.Perceivers: the frame perceivers given, no speech."""

    def __init__(self, **segment) -> None:
        self._segment = segment
        self.speech = None

    def segment(self):
        return dict(self._segment)

    def instant(self):
        return {}


class _Gate:
    """A frame perceiver that blocks until released: perception slower than the camera."""

    def __init__(self) -> None:
        self.entered = threading.Event()
        self.release = threading.Event()
        self.calls = 0

    def perceive(self, frame):
        self.calls += 1
        self.entered.set()
        assert self.release.wait(30)
        return [Trace("visual", frame.t, frame.t, f"frame {frame.t:.1f}")]


class _Colour:
    def perceive(self, frame):
        r, g, b = frame.rgb.reshape(-1, 3).mean(axis=0)
        return [Trace("visual", frame.t, frame.t, "mostly red" if r > max(g, b) else "mostly blue")]


def _solid(colour, size=SIZE) -> np.ndarray:
    w, h = size
    return np.full((h, w, 3), colour, np.uint8)


@pytest.fixture
def memory(tmp_path):
    mem = Memory(tmp_path / "live.db")
    yield mem
    mem.close()


@pytest.fixture(scope="module")
def ocr_perceivers():
    # the real on-screen text and descriptor perceivers (no speech, no object labels: speed)
    return get_perceivers(PerceiverConfig(speech=None, objects=None))


def test_stream_traces_land_while_live_and_the_chat_cites_them(memory, ocr_perceivers):
    session = LiveSession(memory, perceivers=ocr_perceivers, owner="tab-1", size=SIZE)
    video = memory.get_video(session.video_id)
    assert is_live(video) and video.status == "ingesting" and video.owner == "tab-1"
    budget, launch = render_slide(BUDGET, SIZE), render_slide(LAUNCH, SIZE)
    for i in range(16):  # 8 s at 2 frames/s: "BUDGET" for 4 s, then "LAUNCH IN MARCH"
        session.push_frame(budget if i < 8 else launch, t=i * 0.5)
        assert session.wait_idle(30)
        if i == 0:  # the first keyframe's text is in memory before the stream goes on
            assert any("BUDGET" in tr.text for tr in memory.traces(session.video_id, ["ocr"]))
    # mid-stream, the video is still ingesting and the chat already finds the new slide
    assert memory.get_video(session.video_id).status == "ingesting"
    answer = recall_answer(memory, "When did the slide say launch in March?", video_ids=[session.video_id])
    assert not answer.abstained
    assert answer.citations[0].video_id == session.video_id
    assert 3.5 <= answer.citations[0].t_start <= 5.0
    stats = session.stats()
    assert (stats.frames_in, stats.frames, stats.dropped, stats.errors) == (16, 16, 0, 0)
    assert stats.last_trace_t == pytest.approx(4.0) and stats.keyframes >= 2

    final = session.stop()
    assert final.status == "complete" and final.duration >= 7.5
    assert session.stats().stream_t == final.duration and not session.stats().running
    ocr = {tr.text.split(" / ")[0]: tr for tr in memory.traces(session.video_id, ["ocr"])}
    budget_tr = next(tr for text, tr in ocr.items() if "BUDGET" in text)
    assert budget_tr.t_start == 0.0 and budget_tr.t_end == pytest.approx(4.0)  # closed when the slide left
    assert session.stop() == final  # idempotent


def test_slow_perception_keeps_only_the_newest_frame_and_counts_drops(memory):
    gate = _Gate()
    session = LiveSession(memory, perceivers=_Stub(visual=gate), size=SIZE)
    try:
        first = _solid((200, 30, 30))
        session.push_frame(first, t=0.0)
        assert gate.entered.wait(10)  # perception is now stuck on frame 0
        pushed = [_solid((i, 255 - i, 40)) for i in range(60)]
        alive = [weakref.ref(a) for a in pushed]
        for i, rgb in enumerate(pushed):
            session.push_frame(rgb, t=11.0 + i * 0.5)  # > max_gap_s later: each would be a keyframe
        del pushed, rgb
        # bounded: of 60 frames pushed while blocked only the newest is still held
        assert sum(r() is not None for r in alive) == 1 and alive[-1]() is not None
        stats = session.stats()
        assert (stats.frames_in, stats.frames, stats.dropped) == (61, 0, 59)
        assert stats.lag_s > 0
        gate.release.set()
        assert session.wait_idle(10)
        stats = session.stats()
        assert (stats.frames, stats.dropped, gate.calls) == (2, 59, 2)
        assert stats.frames + stats.dropped == stats.frames_in
        assert session.push_frame(_solid((1, 2, 3)), t=5.0) is False  # older than the newest: ignored
        texts = [tr.text for tr in memory.traces(session.video_id, ["visual"])]
        assert "frame 0.0" in texts and "frame 40.5" in texts and len(texts) == 2
    finally:
        gate.release.set()
        session.stop()


def test_stop_releases_the_workers_and_a_restart_is_a_new_video(memory):
    before = {t.ident for t in threading.enumerate()}
    session = LiveSession(memory, perceivers=_Stub(visual=_Colour()))
    session.push_frame(_solid((220, 10, 10)), t=0.0)
    workers = session.threads
    assert workers and all(t.is_alive() for t in workers)
    video = session.stop()
    assert not any(t.is_alive() for t in workers)
    assert {t.ident for t in threading.enumerate()} <= before
    assert video.status == "complete" and not session.running
    with pytest.raises(LiveError):
        session.push_frame(_solid((220, 10, 10)))
    again = LiveSession(memory, perceivers=_Stub(visual=_Colour()))
    assert again.video_id != session.video_id
    again.push_frame(_solid((10, 10, 220)), t=0.0)
    again.stop()
    assert [tr.text for tr in memory.traces(session.video_id, ["visual"])] == ["mostly red"]
    assert [tr.text for tr in memory.traces(again.video_id, ["visual"])] == ["mostly blue"]
    assert {t.ident for t in threading.enumerate()} <= before


def test_two_sessions_at_once_stay_separate(memory):
    a = LiveSession(memory, perceivers=_Stub(visual=_Colour()), owner="tab-a")
    b = LiveSession(memory, perceivers=_Stub(visual=_Colour()), owner="tab-b")

    def feed(session, colour, n):
        for i in range(n):
            session.push_frame(_solid(colour), t=i * 11.0)
            session.wait_idle(10)

    threads = [threading.Thread(target=feed, args=(a, (230, 0, 0), 4)),
               threading.Thread(target=feed, args=(b, (0, 0, 230), 3))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    sa, sb = a.stats(), b.stats()
    assert (sa.frames_in, sb.frames_in) == (4, 3)
    a.stop()
    assert b.running and b.stats().frames_in == 3
    b.stop()
    assert {tr.text for tr in memory.traces(a.video_id, ["visual"])} == {"mostly red"}
    assert {tr.text for tr in memory.traces(b.video_id, ["visual"])} == {"mostly blue"}
    assert memory.get_video(a.video_id).owner == "tab-a" and memory.get_video(b.video_id).owner == "tab-b"


def test_browser_audio_becomes_16k_mono_float():
    t = np.arange(48_000) / 48_000
    tone = (np.sin(2 * np.pi * 440 * t) * 16_000).astype(np.int16)
    out = as_speech(np.stack([tone, tone], axis=1), 48_000)
    assert out.dtype == np.float32 and out.shape == (16_000,)
    assert 0.45 < np.abs(out).max() < 0.5
    with pytest.raises(LiveError):
        as_speech(tone, 0)


def test_microphone_chunks_are_transcribed_at_stream_time(memory):
    perc = get_perceivers(PerceiverConfig(speech=SpeechConfig(language="en"), ocr=None, objects=None,
                                          descriptors=None))
    session = LiveSession(memory, perceivers=perc, config=LiveConfig(speech_chunk_s=6.0))
    said = synth_speech("We will launch the new product in March.")
    audio = np.concatenate([np.zeros(32_000, np.float32), said, np.zeros(16_000 * 5, np.float32)])
    step = 16_000  # one-second chunks, as the browser sends them
    for i in range(0, len(audio), step):
        chunk = audio[i:i + step]
        session.push_audio((chunk * 32767).astype(np.int16), 16_000, t=(i + len(chunk)) / 16_000)
    session.stop()
    speech = memory.traces(session.video_id, ["speech"])
    assert any("march" in tr.text.lower() for tr in speech), [tr.text for tr in speech]
    first = min(speech, key=lambda tr: tr.t_start)
    assert 1.5 <= first.t_start <= 3.0
    assert session.stats().audio_s == pytest.approx(len(audio) / 16_000, abs=0.01)


def test_bad_frames_are_refused_at_the_boundary(memory):
    session = LiveSession(memory, perceivers=_Stub(visual=_Colour()))
    try:
        with pytest.raises(LiveError):
            session.push_frame(np.zeros((4, 4, 3), np.uint8))
        with pytest.raises(LiveError):
            session.push_frame(np.zeros((100,), np.uint8))
    finally:
        session.stop()
    with pytest.raises(ValueError):
        LiveConfig(speech_chunk_s=1.0)
    time.sleep(0)  # nothing left running: stop() joined the worker


def test_hub_one_stream_per_browser_session_with_limits(memory):
    from ui.live import HubConfig, LiveBusyError, LiveHub, stats_html

    hub = LiveHub(memory, config=HubConfig(max_sessions=2, idle_stop_s=0.2, restart_guard_s=60),
                  perceivers=_Stub(visual=_Colour()))
    try:
        first = hub.push_frame("tab-a", _solid((230, 0, 0)), owner="tab-a")
        again = hub.push_frame("tab-a", _solid((230, 0, 0)), owner="tab-a")
        assert first.started and not again.started and again.session is first.session
        other = hub.push_frame("tab-b", _solid((0, 0, 230)), owner="tab-b")
        assert other.started and other.session.video_id != first.session.video_id
        with pytest.raises(LiveBusyError):
            hub.push_frame("tab-c", _solid((0, 230, 0)), owner="tab-c")
        assert hub.push_frame("tab-c", None, owner="tab-c").session is None
        assert 'data-es="dropped"' in stats_html(first.session.stats())

        video = hub.stop("tab-a")
        assert video.status == "complete" and hub.get("tab-a") is None and hub.active() == 1
        # frames still in flight right after Stop do not start a new stream
        assert hub.push_frame("tab-a", _solid((230, 0, 0)), owner="tab-a").session is None
        time.sleep(0.3)
        ended = hub.stop_if_idle("tab-b")  # no input for longer than idle_stop_s
        assert ended is not None and ended.status == "complete" and hub.active() == 0
        assert not any(t.is_alive() for t in first.session.threads + other.session.threads)
    finally:
        hub.close_all()
