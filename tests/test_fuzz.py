"""Property-based: no string breaks `ask`, no byte-level damage to a video breaks ingest.
Whatever hypothesis throws, only the documented outcomes come out of the public API."""
from __future__ import annotations

import sqlite3

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core import Assistant, IngestError, ingest_file
from core.samples import Slide, Speech, write_video
from memory import Memory

# fixed seed: CI sees the same examples every run; no example database written into the tree
SETTINGS = dict(deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@pytest.fixture(scope="module")
def assistant(ingested):
    mem = Memory(ingested[0])
    yield Assistant(mem)
    mem.close()


@settings(max_examples=150, **SETTINGS)
@given(question=st.text(max_size=400))
def test_any_string_is_answered_abstained_or_refused_as_empty(assistant, question):
    if not question.strip():
        with pytest.raises(ValueError):
            assistant.ask(question)
        return
    answer = assistant.ask(question)
    assert isinstance(answer.answer, str) and answer.answer
    assert answer.abstained == (answer.citations == [])
    for c in answer.citations:
        assert 0.0 <= c.t_start <= c.t_end <= 41.0


@pytest.fixture(scope="module")
def clip_bytes(tmp_path_factory) -> bytes:
    tone = (0.3 * np.sin(2 * np.pi * 300 * np.arange(16000) / 16000)).astype(np.float32)
    path = write_video(tmp_path_factory.mktemp("fuzz") / "clip.mp4",
                       [Slide(0, "Fuzz"), Slide(1.0, "Test", background=(0, 90, 0))], [Speech(0.5, tone)],
                       duration=2.0, size=(160, 96), fps=5)
    return path.read_bytes()


damage = st.tuples(
    st.lists(st.tuples(st.floats(0, 1, exclude_max=True), st.integers(0, 255)), max_size=40),
    st.one_of(st.none(), st.floats(0, 1)),  # truncate to this fraction of the file
)


@settings(max_examples=25, **SETTINGS)
@given(hurt=damage)
def test_damaged_video_is_ingested_or_refused_never_crashes(tmp_path_factory, clip_bytes, hurt):
    flips, cut = hurt
    data = bytearray(clip_bytes)
    for where, value in flips:
        data[int(where * len(data))] = value
    if cut is not None:
        data = data[: int(cut * len(data))]
    folder = tmp_path_factory.mktemp("hurt")
    path = folder / "hurt.mp4"
    path.write_bytes(bytes(data))
    mem = Memory(folder / "m.db")
    try:
        result = ingest_file(path, mem)
        assert result.video.status == "complete"
    except IngestError as e:
        assert str(e) and "\n" not in str(e)
    assert all(v.status == "complete" for v in mem.videos())  # never a half-written video
    mem.close()
    with sqlite3.connect(folder / "m.db") as con:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
