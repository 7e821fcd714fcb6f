"""Crash safety: an ingest killed with SIGKILL part-way leaves a sound database, never a
partial video marked complete, and the next ingest redoes that video cleanly."""
from __future__ import annotations

import json
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from memory import Memory

ROOT = Path(__file__).resolve().parents[1]


def _progress(db: Path) -> tuple[str | None, int]:
    """(status of the one video, its trace count), read the way a second process would."""
    if not db.exists():
        return None, 0
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5) as con:
            row = con.execute("SELECT id, status FROM videos").fetchone()
            if row is None:
                return None, 0
            return row[1], con.execute("SELECT count(*) FROM traces WHERE video_id = ?", (row[0],)).fetchone()[0]
    except sqlite3.OperationalError:  # schema not created yet
        return None, 0


def test_sigkill_mid_ingest_then_redo(tmp_path, sample_video, ingested):
    db = tmp_path / "crash.db"
    cmd = [sys.executable, str(ROOT / "app.py"), "ingest", str(sample_video), "--db", str(db), "--json"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 240
    try:
        while time.monotonic() < deadline:
            status, n = _progress(db)
            if status == "ingesting" and n >= 3:
                break
            assert proc.poll() is None, "ingest finished before it could be killed"
            time.sleep(0.05)
        else:
            raise AssertionError("ingest never got under way")
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL

    with sqlite3.connect(db) as con:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    mem = Memory(db)
    [video] = mem.videos()
    assert video.status == "ingesting"  # never marked complete
    assert mem.videos(complete_only=True) == []
    mem.close()

    # the partial video is invisible to questions ...
    ask = subprocess.run([sys.executable, str(ROOT / "app.py"), "ask", "--db", str(db), "anything?"],
                         capture_output=True, text=True, timeout=120)
    assert ask.returncode == 1 and "no video" in ask.stderr

    # ... and ingesting again redoes it from scratch, to the same memory a clean run builds
    again = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert again.returncode == 0, again.stderr
    summary = json.loads(again.stdout)
    assert summary["reused"] is False
    assert summary["counts"] == ingested[1].counts
    mem = Memory(db)
    assert [v.status for v in mem.videos()] == ["complete"]
    assert sum(mem.count_traces(summary["video_id"]).values()) == sum(ingested[1].counts.values())
