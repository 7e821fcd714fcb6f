"""Pieces for ingest and chat: the Captioner perceiver and `VLM.answer` over evidence."""
from __future__ import annotations

import pytest

from core.frames import Frame
from core.vlm import CaptionConfig, Captioner, VLMError, load_vlm
from tests._vlm_util import make_tiny_mllama, one_thread, random_frames  # noqa: F401 (fixture)

pytestmark = pytest.mark.usefixtures("one_thread")


@pytest.fixture(scope="module")
def vlm(tmp_path_factory):
    return load_vlm(str(make_tiny_mllama(tmp_path_factory.mktemp("vlm_caption") / "tiny", open_gates=1.0)))


def test_captioner_emits_at_most_one_caption_per_every_s(vlm):
    cap = Captioner(vlm, CaptionConfig(every_s=5.0, max_new_tokens=6, window=3))
    frames = random_frames(4, seed=1)
    traces = []
    for i in range(23):  # a keyframe every second, 0 .. 22 s
        traces += cap.perceive(Frame(t=float(i), rgb=frames[i % 4]))
    times = [tr.t_start for tr in traces]
    assert times == [0.0, 5.0, 10.0, 15.0, 20.0]
    for tr in traces:
        assert tr.kind == "caption" and tr.t_start == tr.t_end and tr.keyframe is None
        assert tr.text.strip() and tr.meta["model"] == vlm.name
    assert cap.session.stats.pushed == 23 and cap.session.frames == 3  # every keyframe is pushed, window bounded


def test_captioner_uses_video_time_and_restarts_on_a_new_source(vlm):
    cap = Captioner(vlm, CaptionConfig(every_s=10.0, max_new_tokens=4))
    f = random_frames(1, seed=2)[0]
    assert len(cap.perceive(Frame(t=100.0, rgb=f))) == 1
    assert cap.perceive(Frame(t=105.0, rgb=f)) == []
    assert len(cap.perceive(Frame(t=1.0, rgb=f))) == 1  # time went back: a new video
    assert cap.session.times == [1.0]


def test_caption_config_is_validated():
    with pytest.raises(ValueError):
        CaptionConfig(every_s=0)
    with pytest.raises(ValueError):
        CaptionConfig(prompt="  ")
    with pytest.raises(ValueError):
        CaptionConfig(max_new_tokens=0)


def test_answer_over_evidence_frames_and_text(vlm):
    frames = [Frame(t=t, rgb=x) for t, x in zip([30.0, 5.0], random_frames(2, seed=3))]
    evidence = ["[00:05] speech: a red bus on the street", "[00:30] ocr: slide two"]
    out = vlm.answer("what is shown ?", frames, evidence, max_new_tokens=8)
    assert isinstance(out, str) and out
    assert vlm.answer("what is shown ?", frames, evidence, max_new_tokens=8) == out  # deterministic
    assert isinstance(vlm.answer("what is shown ?", [], [], max_new_tokens=4), str)
    with pytest.raises(VLMError):
        vlm.answer("  ", frames, evidence)
