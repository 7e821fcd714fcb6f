"""core.vlm: a streaming gated cross-attention VLM engine (Mllama, MOSS-VL).

    from core.vlm import load_vlm
    vlm = load_vlm("/models/Llama-3.2-11B-Vision-Instruct", device="cuda")
    session = vlm.new_session(window=16)
    session.push_frame(rgb, t=3.0)               # each frame encoded once, K/V cached
    print("".join(session.ask("What is on the slide?")))

Names resolve lazily (PEP 562) so `import core.vlm` stays cheap: torch and transformers
load with the first model.
"""
from __future__ import annotations

import importlib

_EXPORTS = {
    "load_vlm": "loader",
    "clear_vlm_cache": "loader",
    "resolve_model_dir": "loader",
    "VLM": "model",
    "StreamSession": "session",
    "SessionConfig": "session",
    "SessionStats": "session",
    "PushResult": "session",
    "CaptionConfig": "captioner",
    "Captioner": "captioner",
    "VLMError": "errors",
    "VLMLoadError": "errors",
    "save_tiny_mllama": "tiny",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    if name not in _EXPORTS:
        raise AttributeError(f"module 'core.vlm' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{_EXPORTS[name]}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return __all__
