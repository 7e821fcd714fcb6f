"""In-process cache of the stored trace vectors, as numpy matrices for exact cosine search.

SQLite holds the float32 BLOBs (the source of truth). Reading every BLOB for every
question would dominate the answer time, so each video's matrix is cached and checked
against a cheap fingerprint (row count, largest trace id) before use. Traces are
append-only while a video is ingested (or streamed live), so a changed fingerprint with
only newer ids is topped up incrementally; anything else (a delete, another process
rewriting the video) reloads that video. The fingerprint lives in the database, so
writes from another process are seen too. A video's rows are kept in time order.
"""
from __future__ import annotations

import sqlite3
import threading
from collections import OrderedDict
from dataclasses import dataclass

import numpy as np

from .types import TRACE_KINDS

KIND_CODE = {k: i for i, k in enumerate(TRACE_KINDS)}


@dataclass(frozen=True)
class TraceMatrix:
    """Row-aligned arrays over the traces of a set of videos (read-only; shared by callers).

    ids (N,) int64 trace ids; video (N,) int32 index into `video_ids`; kind (N,) int8 index
    into TRACE_KINDS; t_start, t_end (N,) float64 seconds; vecs (N, D) float32, unit rows.
    """

    video_ids: tuple[str, ...]
    ids: np.ndarray
    video: np.ndarray
    kind: np.ndarray
    t_start: np.ndarray
    t_end: np.ndarray
    vecs: np.ndarray

    def __len__(self) -> int:
        return len(self.ids)

    def rows_of(self, trace_ids) -> np.ndarray:
        """Row indices of the given trace ids (ids not in the matrix are dropped)."""
        want = np.asarray(list(trace_ids), dtype=np.int64)
        if not len(want) or not len(self.ids):
            return np.zeros(0, np.int64)
        order = self._order()
        pos = np.clip(np.searchsorted(self.ids[order], want), 0, len(order) - 1)
        found = self.ids[order[pos]] == want
        return order[pos[found]]

    def _order(self) -> np.ndarray:
        # rows are in time order, not id order; sort the ids once per matrix.
        cached = self.__dict__.get("_sorted")
        if cached is None:
            cached = np.argsort(self.ids, kind="stable")
            object.__setattr__(self, "_sorted", cached)
        return cached

    def kind_mask(self, kinds) -> np.ndarray:
        if kinds is None:
            return np.ones(len(self), dtype=bool)
        codes = [KIND_CODE[k] for k in kinds if k in KIND_CODE]
        return np.isin(self.kind, np.asarray(codes, dtype=np.int8))


def _empty(video_ids: tuple[str, ...], dim: int) -> TraceMatrix:
    return TraceMatrix(
        video_ids,
        np.zeros(0, np.int64), np.zeros(0, np.int32), np.zeros(0, np.int8),
        np.zeros(0, np.float64), np.zeros(0, np.float64), np.zeros((0, dim), np.float32),
    )


@dataclass
class _VideoRows:
    count: int
    max_id: int
    ids: np.ndarray
    kind: np.ndarray
    t_start: np.ndarray
    t_end: np.ndarray
    vecs: np.ndarray


_ROWS_SQL = """
SELECT v.trace_id, t.kind, t.t_start, t.t_end, v.vec
FROM vectors v JOIN traces t ON t.id = v.trace_id
WHERE v.video_id = ? AND v.trace_id > ?
ORDER BY v.trace_id
"""


class VectorCache:
    def __init__(self, dim: int, max_sets: int = 8) -> None:
        self.dim = dim
        self.max_sets = max_sets
        self._videos: dict[str, _VideoRows] = {}
        self._sets: OrderedDict[tuple, TraceMatrix] = OrderedDict()
        self._lock = threading.Lock()

    def forget(self, video_id: str) -> None:
        with self._lock:
            self._videos.pop(video_id, None)

    def _load(self, conn: sqlite3.Connection, video_id: str, after: _VideoRows | None) -> _VideoRows:
        rows = conn.execute(_ROWS_SQL, (video_id, after.max_id if after else -1)).fetchall()
        n = len(rows)
        ids = np.fromiter((r[0] for r in rows), np.int64, n)
        kind = np.fromiter((KIND_CODE.get(r[1], 0) for r in rows), np.int8, n)
        t0 = np.fromiter((r[2] for r in rows), np.float64, n)
        t1 = np.fromiter((r[3] for r in rows), np.float64, n)
        vecs = np.frombuffer(b"".join(r[4] for r in rows), dtype="<f4").reshape(n, self.dim)
        if after is not None:
            ids = np.concatenate([after.ids, ids])
            kind = np.concatenate([after.kind, kind])
            t0 = np.concatenate([after.t_start, t0])
            t1 = np.concatenate([after.t_end, t1])
            vecs = np.concatenate([after.vecs, vecs])
        # Rows in time order, not write order: speech is transcribed beside the frames and lands
        # later, so ids order a video's traces by when ingest got to them, which differs from run to
        # run. Rankings break exact ties by row; the same traces must answer alike however written.
        order = np.lexsort((ids, t1, kind, t0))
        ids, kind, t0, t1, vecs = ids[order], kind[order], t0[order], t1[order], vecs[order]
        max_id = int(ids.max()) if len(ids) else -1
        return _VideoRows(len(ids), max_id, ids, kind, t0, t1, np.ascontiguousarray(vecs, np.float32))

    def matrix(self, conn: sqlite3.Connection, video_ids) -> TraceMatrix:
        """The traces (with vectors) of `video_ids`, current as of this call."""
        key_ids = tuple(dict.fromkeys(video_ids))
        if not key_ids:
            return _empty(key_ids, self.dim)
        marks = ",".join("?" * len(key_ids))
        own_txn = not conn.in_transaction
        if own_txn:
            conn.execute("BEGIN")  # one snapshot for the fingerprint and the rows
        try:
            found = {
                vid: (n, mx)
                for vid, n, mx in conn.execute(
                    f"SELECT video_id, COUNT(*), MAX(trace_id) FROM vectors "
                    f"WHERE video_id IN ({marks}) GROUP BY video_id",
                    key_ids,
                )
            }
            prints = tuple(found.get(v, (0, -1)) for v in key_ids)
            with self._lock:
                cached = self._sets.get((key_ids, prints))
                if cached is not None:
                    self._sets.move_to_end((key_ids, prints))
                    return cached
                parts = [self._video(conn, v, fp) for v, fp in zip(key_ids, prints)]
        finally:
            if own_txn:
                conn.execute("COMMIT")
        m = TraceMatrix(
            key_ids,
            np.concatenate([p.ids for p in parts]),
            np.concatenate([np.full(p.count, i, np.int32) for i, p in enumerate(parts)]),
            np.concatenate([p.kind for p in parts]),
            np.concatenate([p.t_start for p in parts]),
            np.concatenate([p.t_end for p in parts]),
            np.concatenate([p.vecs for p in parts]) if len(parts) > 1 else parts[0].vecs,
        )
        with self._lock:
            self._sets[(key_ids, prints)] = m
            while len(self._sets) > self.max_sets:
                self._sets.popitem(last=False)
        return m

    def _video(self, conn: sqlite3.Connection, video_id: str, fingerprint: tuple[int, int]) -> _VideoRows:
        count, max_id = fingerprint
        have = self._videos.get(video_id)
        if have is not None and (have.count, have.max_id) == (count, max_id):
            return have
        if have is not None and max_id > have.max_id and count > have.count:
            grown = self._load(conn, video_id, have)
            if (grown.count, grown.max_id) == (count, max_id):
                self._videos[video_id] = grown
                return grown
        fresh = self._load(conn, video_id, None)
        self._videos[video_id] = fresh
        return fresh
