"""End to end over the real perceivers: a generated talk is ingested and questioned."""
from __future__ import annotations

import pytest

from conftest import DURATION
from core import Assistant, IngestError, ingest_file
from memory import ABSTAIN_TEXT, Memory


@pytest.fixture(scope="module")
def mem(ingested):
    db, _ = ingested
    m = Memory(db)
    yield m
    m.close()


@pytest.fixture(scope="module")
def assistant(mem):
    return Assistant(mem)


def test_ingest_writes_every_kind_of_trace(ingested):
    _, result = ingested
    assert result.video.status == "complete"
    assert result.video.duration == pytest.approx(DURATION, abs=0.5)
    for kind in ("speech", "ocr", "object", "visual", "event"):
        assert result.counts.get(kind, 0) > 0, (kind, result.counts)
    assert result.keyframes >= 4 and result.sampled_frames == pytest.approx(DURATION, abs=1)
    # OCR runs on keyframes only, never on every sampled frame
    assert result.perceiver_calls["ocr"] == result.keyframes < result.sampled_frames


def test_speech_traces_carry_the_words_at_their_own_times(mem, ingested, sample_facts):
    vid = ingested[1].video.id
    speech = mem.traces(vid, ["speech"])
    for fact in (f for f in sample_facts if f.kind == "speech"):
        near = [t for t in speech if abs(t.t_start - fact.t) <= 2.0]
        assert near, (fact, [(t.t_start, t.text) for t in speech])
        said = " ".join(t.text.lower() for t in near)
        key = max(fact.text.lower().strip(".").split(), key=len)
        assert key.strip(",") in said, (fact.text, said)


def test_slide_text_spans_the_time_the_slide_was_up(mem, ingested):
    ocr = mem.traces(ingested[1].video.id, ["ocr"])
    budget = [t for t in ocr if "budget" in t.text.lower()]
    assert budget and budget[0].t_start == pytest.approx(0.0, abs=1.0)
    assert budget[0].t_end == pytest.approx(10.0, abs=1.5)


def test_cheetah_is_labelled_while_its_photo_is_shown(mem, ingested):
    objects = mem.traces(ingested[1].video.id, ["object"])
    cheetah = [t for t in objects if "cheetah" in t.text.lower()]
    assert cheetah and 9.0 <= cheetah[0].t_start <= 11.0


@pytest.mark.parametrize("question, kind, t, word", [
    ("What did the speaker say about the launch?", "speech", 22.5, "march"),
    ("When did the speaker say something runs faster than a car?", "speech", 12.5, "faster"),
    ("What was the revenue growth on the slide?", "ocr", 0.0, "12"),
    ("Which slide said Ship the rocket in March?", "ocr", 20.0, "rocket"),
])
def test_questions_are_answered_with_the_right_time_and_words(assistant, question, kind, t, word):
    answer = assistant.ask(question)
    assert not answer.abstained, answer
    best = answer.citations[0]
    assert abs(best.t_start - t) <= 2.0, (question, best)
    assert word in answer.answer.lower(), answer.answer
    assert f"[{int(best.t_start) // 60:02d}:{int(best.t_start) % 60:02d}]" in answer.answer


@pytest.mark.parametrize("question", [
    "What did they say about the weather in Paris?",
    "Was there a giraffe?",
    "Who won the football match?",
])
def test_absent_things_abstain(assistant, question):
    answer = assistant.ask(question)
    assert answer.abstained and answer.answer == ABSTAIN_TEXT and answer.citations == []


def test_the_same_file_twice_reuses_its_memory(mem, ingested, sample_video):
    again = ingest_file(sample_video, mem)
    assert again.reused and again.video.id == ingested[1].video.id
    assert again.counts == ingested[1].counts


def test_a_bad_file_is_refused_and_leaves_nothing(tmp_path):
    mem = Memory(tmp_path / "m.db")
    bad = tmp_path / "notes.mp4"
    bad.write_text("just text renamed to mp4\n" * 50)
    with pytest.raises(IngestError, match="notes.mp4"):
        ingest_file(bad, mem)
    assert mem.videos() == []
