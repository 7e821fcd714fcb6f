"""The one application config, composed of the components' configs."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .ingest import IngestConfig


def default_db_path() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir("echostream", appauthor=False)) / "memory.db"


def default_cache_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_cache_dir("echostream", appauthor=False))


@dataclass
class AppConfig:
    db_path: Path = field(default_factory=default_db_path)
    cache_dir: Path = field(default_factory=default_cache_dir)
    host: str = "127.0.0.1"
    port: int = 7860
    vlm: str | None = None  # hub id or local path; None = the offline perceivers only
    max_upload_mb: float = 2048.0
    max_duration_s: float | None = None
    # hosted demo: each browser session sees only its own uploads and its temporary files
    # are deleted after an hour; otherwise (one local user) every video is in the library
    hosted: bool = False
    ingest: IngestConfig = field(default_factory=IngestConfig)

    def __post_init__(self) -> None:
        self.db_path = Path(self.db_path).expanduser()
        self.cache_dir = Path(self.cache_dir).expanduser()
        if not 0 < self.port < 65536:
            raise ValueError(f"port must be 1-65535, got {self.port}")
        if self.max_upload_mb <= 0:
            raise ValueError("max_upload_mb must be positive")
        if self.max_duration_s is not None:
            self.ingest.max_duration_s = self.max_duration_s
        if self.vlm:
            self.ingest.perceivers.vlm = self.vlm
