"""The command-line contract outside checks call: `app.py ingest|ask --json`, errors, help."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run_app(*args: str, env: dict | None = None, timeout: float = 300) -> subprocess.CompletedProcess:
    full_env = {**os.environ, "ECHOSTREAM_DB": "", **(env or {})}
    return subprocess.run([sys.executable, str(ROOT / "app.py"), *args], capture_output=True, text=True,
                          timeout=timeout, env=full_env, cwd=ROOT)


@pytest.fixture(scope="module")
def cli_db(tmp_path_factory, sample_video):
    db = tmp_path_factory.mktemp("cli") / "cli.db"
    proc = run_app("ingest", str(sample_video), "--db", str(db), "--json")
    assert proc.returncode == 0, proc.stderr
    return db, proc


def test_ingest_json_summary(cli_db):
    _, proc = cli_db
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 1
    summary = json.loads(lines[0])
    assert set(summary) >= {"video_id", "duration", "counts", "seconds"}
    assert summary["duration"] == pytest.approx(40.0, abs=0.5)
    assert summary["counts"]["speech"] >= 3 and summary["counts"]["ocr"] >= 3
    assert summary["seconds"] > 0


def test_ask_json_contract_one_line_per_question_in_order(cli_db):
    db, _ = cli_db
    questions = ["What did the speaker say about the launch?", "Was there a giraffe?"]
    proc = run_app("ask", "--db", str(db), "--json", *questions)
    assert proc.returncode == 0, proc.stderr
    rows = [json.loads(line) for line in proc.stdout.strip().splitlines()]
    assert [r["question"] for r in rows] == questions
    for r in rows:
        assert set(r) == {"question", "answer", "abstained", "citations"}
        assert isinstance(r["answer"], str) and isinstance(r["abstained"], bool)
        for c in r["citations"]:
            assert set(c) == {"video_id", "t_start", "t_end", "kind", "text", "score"}
            assert isinstance(c["t_start"], float) and isinstance(c["score"], float)
    launch, giraffe = rows
    assert not launch["abstained"] and abs(launch["citations"][0]["t_start"] - 22.5) <= 2
    scores = [c["score"] for c in launch["citations"]]
    assert scores == sorted(scores, reverse=True)
    assert giraffe["abstained"] and giraffe["citations"] == []


def test_env_var_selects_the_db_and_video_filter_works(cli_db):
    db, ingest = cli_db
    vid = json.loads(ingest.stdout)["video_id"]
    proc = run_app("ask", "--video", vid, "--json", "what runs faster than a car?", env={"ECHOSTREAM_DB": str(db)})
    assert proc.returncode == 0, proc.stderr
    row = json.loads(proc.stdout)
    assert row["citations"] and all(c["video_id"] == vid for c in row["citations"])


@pytest.mark.parametrize("args, message", [
    (("ingest", "no/such/file.mp4"), "file not found"),
    (("ask", "--video", "nope", "hello?"), "no video"),
])
def test_errors_are_one_line_on_stderr_with_exit_1(tmp_path, cli_db, args, message):
    db = cli_db[0] if args[0] == "ask" else tmp_path / "e.db"
    proc = run_app(*args, "--db", str(db))
    assert proc.returncode == 1
    assert proc.stderr.strip().count("\n") == 0 and message in proc.stderr, proc.stderr
    assert "Traceback" not in proc.stderr


def test_ask_on_an_empty_memory_says_what_to_do(tmp_path):
    proc = run_app("ask", "--db", str(tmp_path / "empty.db"), "anything?")
    assert proc.returncode == 1 and "ingest" in proc.stderr


def test_help_documents_the_commands():
    out = run_app("--help").stdout
    for word in ("ingest", "ask", "--db", "--host", "--port", "--vlm"):
        assert word in out
    assert "--json" in run_app("ask", "--help").stdout
