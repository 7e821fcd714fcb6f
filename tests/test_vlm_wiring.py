"""`--vlm PATH` end to end: ingest writes caption traces, ask answers through the VLM with citations.

The checkpoint is a tiny random Mllama saved to disk and loaded by the same loader a
user's checkpoint takes; its gates are open so the frames reach the text.
"""
from __future__ import annotations

import json

import pytest

from core.vlm import save_tiny_mllama
from test_cli import run_app


@pytest.fixture(scope="module")
def tiny_vlm(tmp_path_factory):
    return save_tiny_mllama(tmp_path_factory.mktemp("vlm") / "tiny-mllama", open_gates=1.0)


@pytest.fixture(scope="module")
def vlm_db(tmp_path_factory, sample_video, tiny_vlm):
    db = tmp_path_factory.mktemp("vlmdb") / "vlm.db"
    proc = run_app("ingest", str(sample_video), "--db", str(db), "--vlm", str(tiny_vlm), "--json")
    assert proc.returncode == 0, proc.stderr
    return db, json.loads(proc.stdout)


def test_ingest_with_a_vlm_writes_caption_traces(vlm_db):
    _, summary = vlm_db
    assert summary["counts"].get("caption", 0) >= 2, summary
    assert summary["counts"]["speech"] >= 3  # the offline perceivers still run alongside


def test_ask_with_a_vlm_answers_over_the_evidence_with_citations(vlm_db, tiny_vlm):
    db, _ = vlm_db
    proc = run_app("ask", "--db", str(db), "--vlm", str(tiny_vlm), "--json",
                   "What did the speaker say about the launch?", "Was there a giraffe?")
    assert proc.returncode == 0, proc.stderr
    launch, giraffe = (json.loads(line) for line in proc.stdout.strip().splitlines())
    assert not launch["abstained"] and launch["answer"].strip()
    assert abs(launch["citations"][0]["t_start"] - 22.5) <= 2
    assert giraffe["abstained"]  # the VLM is never asked when memory has nothing


def test_a_vlm_path_that_cannot_load_is_one_clear_error(tmp_path, sample_video):
    proc = run_app("ingest", str(sample_video), "--db", str(tmp_path / "x.db"), "--vlm", str(tmp_path / "missing"))
    assert proc.returncode == 1 and "cannot load" in proc.stderr and "Traceback" not in proc.stderr
