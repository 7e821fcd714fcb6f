"""The memory's SQLite schema, connection settings and row <-> value-type mapping.

Vectors live in their own table (float32 little-endian BLOBs, the source of truth for
the numpy search); `traces_fts` (FTS5, porter stemming) is added by sqlite-utils'
`enable_fts(..., create_triggers=True)`, whose triggers keep it in step with `traces`.
"""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import sqlite_utils

from .types import Trace, Video

SCHEMA_VERSION = 1
VIDEO_STATUSES = ("ingesting", "complete", "failed")

SCHEMA_SQL = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS videos (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    path TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    duration REAL NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    fps REAL NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('ingesting', 'complete', 'failed')),
    created_at REAL NOT NULL,
    owner TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS videos_by_hash ON videos (content_hash, owner);
CREATE TABLE IF NOT EXISTS keyframes (
    id INTEGER PRIMARY KEY,
    video_id TEXT NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
    t REAL NOT NULL,
    jpeg BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS keyframes_by_time ON keyframes (video_id, t);
CREATE TABLE IF NOT EXISTS traces (
    id INTEGER PRIMARY KEY,
    video_id TEXT NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    t_start REAL NOT NULL,
    t_end REAL NOT NULL CHECK (t_end >= t_start),
    text TEXT NOT NULL,
    confidence REAL NOT NULL,
    meta TEXT NOT NULL DEFAULT '{}',
    keyframe_id INTEGER REFERENCES keyframes (id) ON DELETE SET NULL
);
CREATE INDEX IF NOT EXISTS traces_by_time ON traces (video_id, t_start);
CREATE INDEX IF NOT EXISTS traces_by_keyframe ON traces (keyframe_id);
CREATE TABLE IF NOT EXISTS vectors (
    trace_id INTEGER PRIMARY KEY REFERENCES traces (id) ON DELETE CASCADE,
    video_id TEXT NOT NULL,
    vec BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS vectors_by_video ON vectors (video_id, trace_id);
"""

TRACE_COLS = "id, video_id, kind, t_start, t_end, text, confidence, meta"
VIDEO_COLS = "id, name, path, content_hash, duration, width, height, fps, status, created_at, owner"


def video_from_row(r) -> Video:
    return Video(id=r[0], name=r[1], path=r[2], content_hash=r[3], duration=r[4], width=r[5],
                 height=r[6], fps=r[7], status=r[8], created_at=r[9], owner=r[10])


def trace_from_row(r) -> Trace:
    return Trace(kind=r[2], t_start=r[3], t_end=r[4], text=r[5], confidence=r[6],
                 meta=json.loads(r[7]), video_id=r[1], id=r[0])


def connect(path: Path, busy_timeout_s: float) -> sqlite_utils.Database:
    """A connection for one thread. Autocommit mode: transactions are opened explicitly
    (Memory.atomic), so nothing is ever left half-open by the sqlite3 module."""
    raw = sqlite3.connect(str(path), timeout=busy_timeout_s, check_same_thread=False, isolation_level=None)
    raw.execute("PRAGMA foreign_keys = ON")
    raw.execute(f"PRAGMA busy_timeout = {int(busy_timeout_s * 1000)}")
    raw.execute("PRAGMA synchronous = NORMAL")  # safe with WAL; commits skip an fsync
    return sqlite_utils.Database(raw, execute_plugins=False)
