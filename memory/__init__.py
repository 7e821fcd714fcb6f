"""EchoStream's probe-echo memory: traces of what a video showed and said, in SQLite,
recalled by probes and answered with timestamped evidence (see DESIGN.md)."""
from .answer import ABSTAIN_TEXT, AnswerConfig, ask, compose
from .echo import Echo, Recall, RecallConfig, recall
from .embed import Embedder, EmbedderConfig, get_embedder
from .probes import Concept, Probe, ProbeSet, make_probes
from .store import Memory, MemoryConfig, MemoryStoreError
from .temporal import TimeConstraint, parse_time
from .types import TRACE_KINDS, Answer, Citation, Trace, Video, format_stamp
from .vectors import TraceMatrix

__all__ = [
    "ABSTAIN_TEXT", "Answer", "AnswerConfig", "Citation", "Concept", "Echo", "Embedder",
    "EmbedderConfig", "Memory", "MemoryConfig", "MemoryStoreError", "Probe", "ProbeSet", "Recall",
    "RecallConfig", "TRACE_KINDS", "TimeConstraint", "Trace", "TraceMatrix", "Video", "ask",
    "compose", "format_stamp", "get_embedder", "make_probes", "parse_time", "recall",
]
