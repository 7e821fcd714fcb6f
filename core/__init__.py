"""core: decoding, scheduling, perceivers, the stream loop, ingest, the answerer and the VLM."""
from .assistant import Assistant
from .config import AppConfig, default_cache_dir, default_db_path
from .decode import DecodeError, MediaInfo, iter_frames, probe, read_audio
from .frames import Frame
from .ingest import VIDEO_SUFFIXES, IngestConfig, IngestError, IngestResult, ingest_file
from .live import LIVE_PREFIX, LiveConfig, LiveError, LiveSession, LiveStats, is_live
from .loop import LoopConfig, StreamLoop
from .perceivers_factory import PerceiverConfig, Perceivers, get_perceivers
from .samples import make_example_video
from .schedule import KeyframeScheduler, ScheduleConfig

__all__ = [
    "AppConfig", "Assistant", "DecodeError", "Frame", "IngestConfig", "IngestError", "IngestResult",
    "KeyframeScheduler", "LIVE_PREFIX", "LiveConfig", "LiveError", "LiveSession", "LiveStats", "LoopConfig",
    "MediaInfo", "PerceiverConfig", "Perceivers", "ScheduleConfig",
    "StreamLoop", "VIDEO_SUFFIXES", "default_cache_dir", "default_db_path", "get_perceivers",
    "ingest_file", "is_live", "iter_frames", "make_example_video", "probe", "read_audio",
]
