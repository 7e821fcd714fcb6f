"""What the page does, without the page: ingest with progress, visibility, asking.

The Gradio wiring in `page.py` stays thin; this module holds the rules (who may see which
video, how a blocking ingest is reported while it runs, how errors become user messages)
and needs no running server.
"""
from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator

from core import (VIDEO_SUFFIXES, AppConfig, Assistant, IngestError, IngestResult, ingest_file, is_live,
                  make_example_video)
from memory import Answer, Memory, Video

from . import render
from .preview import is_browser_playable, make_preview, preview_path

log = logging.getLogger("echostream.ui")

EXAMPLE_NAME = "echostream-example.mp4"
SHARED_OWNER = ""  # videos everyone may see: the example and anything ingested from the CLI


def example_dir(config: AppConfig) -> Path:
    return config.cache_dir / "example"


def preview_dir(config: AppConfig) -> Path:
    return config.cache_dir / "previews"


def served_dirs(config: AppConfig) -> list[Path]:
    """The only folders of ours the web server may hand out (never the database's)."""
    return [example_dir(config), preview_dir(config)]


class UserFacingError(Exception):
    """Something the visitor did or sent that we cannot use; the message is shown as is."""


@dataclass
class SessionState:
    """One browser tab's view: the videos it ingested and a chat per video."""

    video_ids: list[str] = field(default_factory=list)
    chats: dict[str, list[dict]] = field(default_factory=dict)
    current: str | None = None

    def remember(self, video: Video) -> None:
        if video.owner != SHARED_OWNER and video.id not in self.video_ids:
            self.video_ids.append(video.id)


@dataclass
class IngestProgress:
    fraction: float
    stage: str


class _ProgressBox:
    """Latest (fraction, stage) written by the ingest thread, read by the page's loop."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._value = (0.0, "starting")

    def set(self, fraction: float, stage: str) -> None:
        with self._lock:
            self._value = (float(fraction), str(stage))

    def get(self) -> tuple[float, str]:
        with self._lock:
            return self._value


class Service:
    def __init__(self, config: AppConfig, memory: Memory, assistant: Assistant) -> None:
        self.config = config
        self.memory = memory
        self.assistant = assistant
        self._example_lock = threading.Lock()

    # -- who sees what -------------------------------------------------------------------

    def visible_videos(self, state: SessionState) -> list[Video]:
        """Shared videos plus this session's own, oldest first, complete ones only."""
        shared = self.memory.videos(owner=SHARED_OWNER, complete_only=True)
        mine = [v for v in (self.memory.get_video(i) for i in state.video_ids) if v and _askable(v)]
        seen, out = set(), []
        for v in sorted(shared + mine, key=lambda v: v.created_at):
            if v.id not in seen:
                seen.add(v.id)
                out.append(v)
        return out

    def video_for(self, state: SessionState, video_id: str | None) -> Video:
        """The video `video_id` if this session may see it, else a UserFacingError."""
        if not video_id:
            raise UserFacingError("Upload a video or try the example first.")
        video = self.memory.get_video(video_id)
        if video is None or (video.owner != SHARED_OWNER and video.id not in state.video_ids):
            raise UserFacingError("That video is not available in this session.")
        if not _askable(video):
            raise UserFacingError(f"{video.name} is still being ingested.")
        return video

    # -- ingest --------------------------------------------------------------------------

    def check_upload(self, path: str | Path | None) -> Path:
        if not path:
            raise UserFacingError("No file received.")
        path = Path(path)
        if path.suffix.lower() not in VIDEO_SUFFIXES:
            allowed = ", ".join(s.lstrip(".") for s in VIDEO_SUFFIXES)
            raise UserFacingError(f"{path.name} is not a supported video ({allowed}).")
        size_mb = path.stat().st_size / 2**20 if path.exists() else 0.0
        if size_mb > self.config.max_upload_mb:
            raise UserFacingError(f"{path.name} is {size_mb:.0f} MB; the limit is {self.config.max_upload_mb:.0f} MB.")
        return path

    def example_video(self) -> Path:
        """Build (once) the example video into the cache; serialised across sessions."""
        with self._example_lock:
            return make_example_video(example_dir(self.config) / EXAMPLE_NAME)

    def ingest(self, path: Path, *, owner: str) -> Iterator[IngestProgress | IngestResult]:
        """Run the blocking ingest off the page's thread; yield its progress, then its result.

        Raises UserFacingError for anything the visitor should read; unexpected failures
        are logged with their traceback and reported without it.
        """

        def work(report: Callable[[float, str], None]) -> IngestResult:
            return ingest_file(path, self.memory, config=self.config.ingest, progress=report, owner=owner)

        try:
            yield from _in_thread(work, f"ingest-{path.name}")
        except IngestError as e:
            raise UserFacingError(str(e)) from None
        except Exception as e:
            log.error("ingest of %s failed", path.name, exc_info=e)
            raise UserFacingError(
                f"Could not ingest {path.name}: an internal error occurred ({type(e).__name__}). "
                "The server log has the details."
            ) from None

    def end_session(self, owner: str, upload_root: Path) -> int:
        """Hosted mode, a tab closed: forget the session's videos, their memory and their
        files (the upload itself when it lies under `upload_root`, gradio's upload folder,
        and any playable copy). Stop the session's live stream first. Returns videos removed.
        A file another session's video still uses stays: gradio stores two uploads of the same
        bytes at one path."""
        removed = 0
        everyone = self.memory.videos()
        for video in self.memory.videos(owner=owner):
            if video.owner != owner or owner == SHARED_OWNER:
                continue
            src = Path(video.path) if not is_live(video) else Path()
            files = []
            if src.is_file() and not any(v.owner != owner and v.path == video.path for v in everyone):
                files.append(preview_path(src, preview_dir(self.config)))
                if src.resolve().is_relative_to(upload_root.resolve()):
                    files.append(src)
            self.memory.delete_video(video.id)
            for f in files:
                f.unlink(missing_ok=True)
            removed += 1
        return removed

    def player_file(self, video: Video) -> str | None:
        """What the player should open: the file itself, or its cached playable copy."""
        src = Path(video.path)
        if not src.is_file():
            return None
        if is_browser_playable(src):
            return str(src)
        copy = preview_path(src, preview_dir(self.config))
        return str(copy if copy.exists() else src)

    def prepare_player(self, video: Video) -> Iterator[IngestProgress | str | None]:
        """Like player_file, but first builds the playable copy if one is needed."""
        src = Path(video.path)
        if not src.is_file() or is_browser_playable(src):
            yield self.player_file(video)
            return

        def work(report: Callable[[float, str], None]) -> Path:
            return make_preview(src, preview_dir(self.config), progress=lambda f: report(f, "preparing the player"))

        try:
            for item in _in_thread(work, f"preview-{src.name}"):
                yield item if isinstance(item, IngestProgress) else str(item)
        except Exception:  # the memory is fine; only the player suffers
            log.exception("preview of %s failed", src.name)
            yield str(src)

    # -- chat ----------------------------------------------------------------------------

    def ask(self, question: str, video: Video) -> Answer:
        question = (question or "").strip()
        if not question:
            raise UserFacingError("Type a question first.")
        try:
            return self.assistant.ask(question, video_ids=[video.id])
        except ValueError as e:
            raise UserFacingError(str(e)) from None
        except Exception as e:
            log.exception("answering %r failed", question)
            raise UserFacingError(f"Could not answer: an internal error occurred ({type(e).__name__}).") from None

    def thumbnails(self, answer: Answer) -> dict[int, str]:
        """Data-URI keyframes for the citations the chat shows, by citation index."""
        out = {}
        for i in render.shown_citations(answer):
            c = answer.citations[i]
            jpeg = None
            try:
                if c.trace_id is not None:
                    jpeg = self.memory.keyframe_for(c.trace_id)
                if jpeg is None:
                    jpeg = self.memory.keyframe_at(c.video_id, c.t_start)
            except Exception:  # a missing thumbnail must never cost the answer
                log.exception("keyframe for citation %s failed", c)
            uri = render.thumbnail_uri(jpeg)
            if uri:
                out[i] = uri
        return out

    def timeline(self, video_id: str, kinds: list[str] | None) -> tuple[list[list], list[float]]:
        return render.timeline_rows(self.memory.traces(video_id), kinds)


def _askable(video: Video) -> bool:
    # a live stream is asked about while it runs: its traces land as they are perceived
    return video.status == "complete" or (video.status == "ingesting" and is_live(video))


def _in_thread(work: Callable, name: str, poll_s: float = 0.25) -> Iterator:
    """Run work(report) in a worker thread; yield IngestProgress as it reports, then its result.

    Gradio runs a generator's steps on its own threads, so the blocking job lives here and
    the generator only polls: each yield can reach the browser while the job runs.
    """
    box = _ProgressBox()
    outcome: dict[str, object] = {}

    def run() -> None:
        try:
            outcome["result"] = work(box.set)
        except BaseException as e:  # re-raised on the caller's thread below
            outcome["error"] = e

    worker = threading.Thread(target=run, name=f"ui-{name}", daemon=True)
    worker.start()
    last = None
    while worker.is_alive():
        worker.join(poll_s)
        now = box.get()
        if now != last:
            last = now
            yield IngestProgress(*now)
    if "error" in outcome:
        raise outcome["error"]  # type: ignore[misc]
    yield outcome["result"]
