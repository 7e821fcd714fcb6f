"""memory/store.py (+ embed.py, vectors.py): real SQLite files, the real packaged MiniLM."""
from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

from memory import Embedder, Memory, MemoryStoreError, Trace, Video, ask, get_embedder
from memory.store import SCHEMA_VERSION

from _memory_util import video

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return get_embedder().warm()


@pytest.fixture
def mem(tmp_path, embedder):
    m = Memory(tmp_path / "nested" / "dir" / "memory.db", embedder=embedder)
    yield m
    m.close()


def _traces():
    return [
        Trace("speech", 31.0, 35.5, "Revenue grew twelve percent in the third quarter."),
        Trace("ocr", 30.0, 60.0, "Revenue +12% Q3", keyframe=b"\xff\xd8jpeg-30\xff\xd9"),
        Trace("object", 62.0, 70.0, "cheetah", confidence=0.93, meta={"crop": "top-left"}),
        Trace("speech", 1.0, 4.2, "Welcome to the quarterly budget review."),
        Trace("ocr", 90.0, 120.0, "Roadmap: Launch in March", keyframe=b"\xff\xd8jpeg-90\xff\xd9"),
    ]


def _counts(m: Memory) -> dict[str, int]:
    sql = m.db.conn
    return {t: sql.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]
            for t in ("videos", "traces", "vectors", "keyframes", "traces_fts")}


# -- embedder ------------------------------------------------------------------------------

def test_embedder_shapes_norms_and_sharing(embedder):
    v = embedder.encode(["a cheetah runs", "Revenue +12% Q3", ""])
    assert v.shape == (3, 384) and v.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
    assert embedder.encode([]).shape == (0, 384)
    assert get_embedder() is embedder
    with pytest.raises(TypeError):
        embedder.encode("not a list")


_OFFLINE_PROBE = """
import socket
attempts = []
def refuse(*args, **kwargs):
    attempts.append(args[1:] or kwargs)  # recorded: a library may swallow the error
    raise OSError("network use attempted")
socket.socket.connect = socket.socket.connect_ex = refuse
socket.create_connection = refuse
from memory import Embedder
print(Embedder().encode(["offline"]).shape, "attempts:", attempts)
"""


def test_embedder_loads_with_network_blocked_and_no_offline_flags():
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HF_", "TRANSFORMERS_"))}
    env["PYTHONPATH"] = str(ROOT)
    out = subprocess.run([sys.executable, "-c", _OFFLINE_PROBE], env=env, cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "(1, 384) attempts: []" in out.stdout, out.stdout


# -- database file, schema -------------------------------------------------------------------

def test_creates_parent_dir_wal_foreign_keys_schema_version(mem):
    assert mem.path.exists()
    sql = mem.db.conn
    assert sql.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert sql.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert sql.execute("PRAGMA busy_timeout").fetchone()[0] > 0
    assert sql.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0] == str(SCHEMA_VERSION)


def test_newer_schema_is_refused(tmp_path, embedder):
    path = tmp_path / "m.db"
    Memory(path, embedder=embedder).close()
    raw = sqlite3.connect(path)
    raw.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(SCHEMA_VERSION + 1),))
    raw.commit()
    raw.close()
    with pytest.raises(MemoryStoreError, match="newer"):
        Memory(path, embedder=embedder)


def test_reopening_keeps_everything(tmp_path, embedder):
    path = tmp_path / "m.db"
    m = Memory(path, embedder=embedder)
    m.add_video(video("v", 180, "talk.mp4"))
    ids = m.add_traces("v", _traces())
    m.set_status("v", "complete")
    m.close()
    with pytest.raises(MemoryStoreError, match="closed"):
        m.traces("v")
    m2 = Memory(path, embedder=embedder)
    assert [t.id for t in m2.traces("v")] == [ids[3], ids[1], ids[0], ids[2], ids[4]]
    assert m2.get_video("v").status == "complete"
    assert m2.search_text("cheetah")[0][0] == ids[2]
    assert m2.search_vectors(embedder.encode(["cheetah"])[0])[0][0] == ids[2]
    assert m2.keyframe_for(ids[1]) == b"\xff\xd8jpeg-30\xff\xd9"
    m2.close()


# -- videos ------------------------------------------------------------------------------------

def test_videos_status_owner_and_hash(mem):
    a = mem.add_video(Video("a", "a.mp4", "/a.mp4", "h1", 10, 640, 360, 25, owner="s1"))
    assert a.status == "ingesting" and a.created_at > 0
    mem.add_video(Video("b", "b.mp4", "/b.mp4", "h2", 12, 640, 360, 25, owner=""))
    mem.add_video(Video("c", "c.mp4", "/c.mp4", "h1", 10, 640, 360, 25, owner="s2"))
    assert mem.get_video("a") == a
    assert mem.get_video("nope") is None
    assert mem.find_video_by_hash("h1", "s1") is None  # still ingesting
    mem.set_status("a", "complete")
    mem.set_status("b", "complete", duration=12.5)
    assert mem.get_video("b").duration == 12.5
    assert mem.find_video_by_hash("h1", "s1").id == "a"
    assert mem.find_video_by_hash("h1", "s3") is None  # another session's upload
    assert mem.find_video_by_hash("h2", "s3").id == "b"  # public videos are shared
    assert [v.id for v in mem.videos()] == ["a", "b", "c"]
    assert [v.id for v in mem.videos("s1")] == ["a", "b"]
    assert [v.id for v in mem.videos(complete_only=True)] == ["a", "b"]
    with pytest.raises(MemoryStoreError, match="already"):
        mem.add_video(video("a", 1, "dup.mp4"))
    with pytest.raises(MemoryStoreError, match="status"):
        mem.set_status("a", "done")
    with pytest.raises(MemoryStoreError, match="no video"):
        mem.set_status("zzz", "complete")


# -- traces ------------------------------------------------------------------------------------

def test_add_traces_stores_text_vectors_keyframes(mem, embedder):
    mem.add_video(video("v", 180, "talk.mp4"))
    given = _traces()
    ids = mem.add_traces("v", given)
    assert ids == sorted(ids) and len(set(ids)) == 5
    assert [t.id for t in given] == ids and all(t.video_id == "v" for t in given)
    got = mem.traces("v")
    assert [t.t_start for t in got] == sorted(t.t_start for t in given)
    assert [t.text for t in mem.traces("v", kinds=["ocr"])] == ["Revenue +12% Q3", "Roadmap: Launch in March"]
    assert mem.count_traces("v") == {"speech": 2, "ocr": 2, "caption": 0, "object": 1, "visual": 0, "event": 0}
    cheetah = mem.trace(ids[2])
    assert (cheetah.text, cheetah.confidence, cheetah.meta, cheetah.keyframe) == ("cheetah", 0.93, {"crop": "top-left"}, None)
    assert mem.trace(ids[1]).keyframe == b"\xff\xd8jpeg-30\xff\xd9"
    assert mem.trace(10_000) is None
    assert [t.id for t in mem.traces_by_id([ids[4], 999, ids[0]])] == [ids[4], ids[0]]
    blob, = mem.db.conn.execute("SELECT vec FROM vectors WHERE trace_id = ?", (ids[2],)).fetchone()
    vec = np.frombuffer(blob, "<f4")
    np.testing.assert_allclose(vec, embedder.encode(["cheetah"])[0], atol=1e-5)
    assert mem.add_traces("v", []) == []


def test_add_traces_is_all_or_nothing(mem):
    mem.add_video(video("v", 180, "talk.mp4"))
    before = _counts(mem)
    with pytest.raises(MemoryStoreError, match="no video"):
        mem.add_traces("missing", _traces())
    bad = _traces()
    bad[3].meta = {"not json": object()}  # fails on the 4th row, after a keyframe and 3 traces went in
    with pytest.raises(MemoryStoreError, match="trace 3 meta"):
        mem.add_traces("v", bad)
    with pytest.raises(RuntimeError):
        with mem.atomic():
            mem.add_traces("v", _traces())
            raise RuntimeError("ingest crashed")
    with pytest.raises(MemoryStoreError, match="belongs to"):
        mem.add_traces("v", [Trace("ocr", 0, 1, "x", video_id="other")])
    with pytest.raises(MemoryStoreError, match="non-finite"):
        mem.add_traces("v", [Trace("ocr", 0, float("nan"), "x")])
    assert _counts(mem) == before
    assert mem.search_text("revenue", ["v"]) == []
    assert all(t.id is None for t in bad)


def test_nested_atomic_rolls_back_only_the_inner_block(mem):
    mem.add_video(video("v", 180, "talk.mp4"))
    with mem.atomic():
        mem.add_traces("v", _traces()[:2])
        with pytest.raises(ValueError):
            with mem.atomic():
                mem.add_traces("v", _traces()[2:])
                raise ValueError("inner")
    assert len(mem.traces("v")) == 2


def test_delete_video_cascades_and_search_forgets(mem, embedder):
    mem.add_video(video("v", 180, "talk.mp4"))
    mem.add_video(video("w", 30, "other.mp4"))
    mem.add_traces("v", _traces())
    keep = mem.add_traces("w", [Trace("object", 1, 2, "cheetah", keyframe=b"jpg")])
    mem.add_keyframe("v", 5.0, b"jpg-5")
    q = embedder.encode(["cheetah"])[0]
    assert len(mem.search_vectors(q, ["v", "w"])) == 6  # warms the cache
    mem.delete_video("v")
    assert mem.get_video("v") is None and mem.traces("v") == []
    c = _counts(mem)
    assert (c["videos"], c["traces"], c["vectors"], c["keyframes"], c["traces_fts"]) == (1, 1, 1, 1, 1)
    assert [i for i, _ in mem.search_vectors(q, ["v", "w"])] == keep
    assert [i for i, _ in mem.search_text("cheetah revenue", ["v", "w"])] == keep


# -- keyframes -----------------------------------------------------------------------------------

def test_keyframes_nearest_and_own(mem):
    mem.add_video(video("v", 180, "talk.mp4"))
    assert mem.keyframe_at("v", 10.0) is None
    ids = mem.add_traces("v", _traces())
    mem.add_keyframe("v", 0.5, b"kf-0.5")
    assert mem.keyframe_at("v", 0.0) == b"kf-0.5"
    assert mem.keyframe_at("v", 44.0) == b"\xff\xd8jpeg-30\xff\xd9"
    assert mem.keyframe_at("v", 80.0) == b"\xff\xd8jpeg-90\xff\xd9"
    assert mem.keyframe_for(ids[4]) == b"\xff\xd8jpeg-90\xff\xd9"  # its own
    assert mem.keyframe_for(ids[3]) == b"kf-0.5"  # speech at 1.0 s: nearest
    assert mem.keyframe_for(12345) is None
    with pytest.raises(MemoryStoreError):
        mem.add_keyframe("missing", 1.0, b"x")


# -- search -------------------------------------------------------------------------------------

FTS_TRAPS = ['"', '""', "*", "revenue*", "NEAR(revenue march", "revenue AND OR NOT", "text:revenue",
             "^revenue", "revenue)", "(", "' OR 1=1 --", "-revenue", "+", "%", "NOT", "😀 revenue",
             "re\x00venue", "   ", "launch\"; DROP TABLE traces; --"]


def test_search_text_takes_any_user_text(mem):
    mem.add_video(video("v", 180, "talk.mp4"))
    mem.add_traces("v", _traces())
    for query in FTS_TRAPS + [FTS_TRAPS]:
        hits = mem.search_text(query, ["v"])
        assert all(isinstance(i, int) and isinstance(s, float) for i, s in hits), query
        assert mem.matching([query] if isinstance(query, str) else query, [1, 2, 3]) <= {1, 2, 3}
    assert len(mem.traces("v")) == 5


def test_search_text_bm25_filters_and_stemming(mem):
    mem.add_video(video("v", 180, "talk.mp4"))
    mem.add_video(video("w", 30, "other.mp4"))
    ids = mem.add_traces("v", _traces())
    other = mem.add_traces("w", [Trace("speech", 1, 3, "our quarterly launches, and launches again")])
    assert [i for i, _ in mem.search_text("launch", ["v"])] == [ids[4]]
    both = [i for i, _ in mem.search_text("launch", ["v", "w"])]
    assert set(both) == {ids[4], other[0]}  # porter stemming: launches ~ launch
    assert [i for i, _ in mem.search_text(["third quarter"], ["v"])] == [ids[0]]  # a phrase
    assert [i for i, _ in mem.search_text("revenue", ["v"], kinds=["ocr"])] == [ids[1]]
    assert mem.search_text("revenue", None) == []  # neither video is complete yet
    mem.set_status("v", "complete")
    assert {i for i, _ in mem.search_text("revenue", None)} == {ids[0], ids[1]}


def test_search_text_ties_go_by_time_not_by_write_order(mem):
    # A status line said at 10 s and again at 50 s scores alike; ingest may write the later one
    # first (speech lands when whisper finishes), and the hits come in time order either way
    said = [Trace("speech", t, t + 3, "Next, a short update on the roadmap.") for t in (50.0, 10.0, 90.0)]
    mem.add_video(video("v", 120, "talk.mp4"))
    ids = mem.add_traces("v", said)
    assert [i for i, _ in mem.search_text("roadmap", ["v"])] == [ids[1], ids[0], ids[2]]
    assert [i for i, _ in mem.search_text("roadmap", ["v"], limit=1)] == [ids[1]]


def test_matching_keeps_to_the_listed_ids(mem):
    mem.add_video(video("v", 180, "talk.mp4"))
    ids = mem.add_traces("v", _traces())
    assert mem.matching(["revenue"], ids) == {ids[0], ids[1]}
    assert mem.matching(["revenue"], [ids[1], ids[2], ids[3]]) == {ids[1]}  # ids[0] holds it, unlisted
    assert mem.matching(["launches", "cheetahs"], ids) == {ids[2], ids[4]}  # stemmed, any term
    assert mem.matching(["revenue"], [ids[2], 99999]) == set()
    assert mem.matching(["revenue"], []) == set()


def test_search_vectors_is_exact_cosine_and_sees_new_writes(tmp_path, mem, embedder):
    mem.add_video(video("v", 180, "talk.mp4"))
    ids = mem.add_traces("v", _traces())
    q = embedder.encode(["how much did sales increase?"])[0]
    hits = mem.search_vectors(q, ["v"])
    expect = embedder.encode([t.text for t in _traces()]) @ q
    assert [i for i, _ in hits] == [ids[j] for j in np.argsort(-expect)]
    np.testing.assert_allclose([s for _, s in hits], np.sort(expect)[::-1], atol=1e-5)
    assert [i for i, _ in mem.search_vectors(q, ["v"], kinds=["ocr"], limit=1)] == [ids[1]]
    # Cached matrix grows with new traces (live ingest) ...
    new = mem.add_traces("v", [Trace("speech", 140, 145, "Sales increased a lot this year")])
    assert mem.search_vectors(q, ["v"], limit=1)[0][0] == new[0]
    # ... and sees writes made through another connection (another process).
    other = Memory(mem.path, embedder=embedder)
    late = other.add_traces("v", [Trace("ocr", 150, 160, "How much did sales increase?")])
    other.close()
    assert mem.search_vectors(q, ["v"], limit=1)[0][0] == late[0]
    with pytest.raises(MemoryStoreError, match="dims"):
        mem.search_vectors(np.zeros(10, np.float32), ["v"])


def test_readers_and_a_writer_in_threads(mem, embedder):
    mem.add_video(video("v", 600, "live"))
    q = embedder.encode(["revenue growth"])[0]
    errors: list[BaseException] = []
    seen: list[int] = []
    done = threading.Event()

    def write():
        try:
            for k in range(12):
                mem.add_traces("v", [Trace("speech", k * 5.0, k * 5.0 + 4, f"update {k}: revenue grew again"),
                                     Trace("ocr", k * 5.0, k * 5.0 + 5, f"Slide {k}")])
        except BaseException as e:  # noqa: BLE001 - surfaced by the assertion below
            errors.append(e)
        finally:
            done.set()

    def read():
        try:
            last = 0
            while not done.is_set():
                n = len(mem.search_vectors(q, ["v"], limit=1000))
                mem.search_text("revenue", ["v"])
                mem.traces("v")
                ask(mem, "did the revenue grow?", video_ids=["v"])  # embeds while the writer embeds
                assert n >= last
                last = n
                seen.append(n)
        except BaseException as e:  # noqa: BLE001
            errors.append(e)

    threads = [threading.Thread(target=write)] + [threading.Thread(target=read) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert not errors, errors
    assert len(mem.traces("v")) == 24 and len(mem.search_vectors(q, ["v"], limit=100)) == 24
    assert seen  # the readers ran while the writer wrote
