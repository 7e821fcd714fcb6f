"""Decoding real generated files with PyAV, and the keyframe scheduler on them."""
from __future__ import annotations

import numpy as np
import pytest

from core import DecodeError, KeyframeScheduler, iter_frames, probe, read_audio
from core.samples import Slide, Speech, write_video


@pytest.fixture(scope="module")
def three_slides(tmp_path_factory):
    path = tmp_path_factory.mktemp("dec") / "slides.mp4"
    slides = [Slide(0, "One"), Slide(4, "Two", background=(20, 20, 120)), Slide(8, "Three")]
    tone = (0.3 * np.sin(2 * np.pi * 440 * np.arange(16000) / 16000)).astype(np.float32)
    return write_video(path, slides, [Speech(5.0, tone)], duration=12.0, size=(320, 180), fps=10)


def test_probe_reports_size_duration_and_streams(three_slides):
    info = probe(three_slides)
    assert (info.width, info.height) == (320, 180)
    assert info.duration == pytest.approx(12.0, abs=0.2)
    assert info.fps == pytest.approx(10.0)
    assert info.has_video and info.has_audio


def test_frames_are_sampled_at_the_requested_rate(three_slides):
    frames = list(iter_frames(three_slides, fps=2.0))
    times = [f.t for f in frames]
    assert len(frames) == 24
    assert times[:3] == pytest.approx([0.0, 0.5, 1.0])
    assert all(f.rgb.shape == (180, 320, 3) for f in frames)


def test_frames_are_scaled_to_max_side(three_slides):
    f = next(iter(iter_frames(three_slides, fps=1.0, max_side=160)))
    assert max(f.rgb.shape[:2]) == 160


def test_audio_is_16k_mono_and_the_tone_sits_where_it_was_put(three_slides):
    audio = read_audio(three_slides)
    assert audio.dtype == np.float32 and audio.ndim == 1
    assert len(audio) / 16000 == pytest.approx(12.0, abs=0.2)
    loud = np.flatnonzero(np.abs(audio) > 0.1) / 16000
    assert loud.min() == pytest.approx(5.0, abs=0.1) and loud.max() == pytest.approx(6.0, abs=0.1)


def test_scheduler_makes_a_keyframe_per_slide_and_sees_the_dark_cut(three_slides):
    sched = KeyframeScheduler()
    decisions = [(f.t, sched.observe(f)) for f in iter_frames(three_slides, fps=1.0)]
    keys = [t for t, d in decisions if d.keyframe]
    cuts = [t for t, d in decisions if d.cut]
    assert keys == [0.0, 4.0, 8.0]
    assert 4.0 in cuts and 8.0 in cuts  # light -> dark blue -> light


@pytest.mark.parametrize("content", [b"", b"this is not a video at all" * 100])
def test_unreadable_files_raise_a_clear_error(tmp_path, content):
    bad = tmp_path / "clip.mp4"
    bad.write_bytes(content)
    with pytest.raises(DecodeError, match="clip.mp4"):
        probe(bad)


def test_webm_decodes_too(tmp_path):
    path = write_video(tmp_path / "s.webm", [Slide(0, "Web")], [], duration=2.0, size=(160, 96), fps=5)
    assert len(list(iter_frames(path, fps=1.0))) == 2


def test_a_new_line_on_the_same_slide_template_is_a_keyframe():
    from core import Frame
    from core.samples import render_slide

    sched = KeyframeScheduler()
    same = [Slide(0, "Quarterly review", ["Revenue grew"]), Slide(0, "Quarterly review", ["Revenue grew"]),
            Slide(0, "Quarterly review", ["Revenue grew", "Costs fell by a third"])]
    keys = [sched.observe(Frame(float(i * 2), render_slide(s, (640, 360)))).keyframe for i, s in enumerate(same)]
    assert keys == [True, False, True]


@pytest.mark.parametrize("suffix", [".mkv", ".mov", ".avi"])
def test_other_containers_decode_with_their_audio(tmp_path, suffix):
    tone = (0.3 * np.sin(2 * np.pi * 440 * np.arange(8000) / 16000)).astype(np.float32)
    path = write_video(tmp_path / f"clip{suffix}", [Slide(0, "Box")], [Speech(1.0, tone)],
                       duration=3.0, size=(160, 96), fps=5)
    info = probe(path)
    assert info.has_video and info.has_audio and (info.width, info.height) == (160, 96)
    assert len(list(iter_frames(path, fps=1.0))) == 3
    assert len(read_audio(path)) / 16000 == pytest.approx(3.0, abs=0.2)
