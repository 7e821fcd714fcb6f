"""`load_vlm`: a local path or hub id -> a `VLM`, offline only, once per process.

Never waits on the network: a local directory is read with `local_files_only=True`; a hub
id must already sit in the local Hugging Face cache (checked with a file lookup, no
request), otherwise `VLMLoadError` says so in one line.
"""
from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import VLMLoadError

if TYPE_CHECKING:
    import torch

    from .model import VLM

Progress = Callable[[float, str], None]

_DTYPES = {
    "float32": "float32", "fp32": "float32", "float": "float32",
    "bfloat16": "bfloat16", "bf16": "bfloat16",
    "float16": "float16", "fp16": "float16", "half": "float16",
}
_HUB_ID = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")

_lock = threading.Lock()
_loaded: dict[tuple, VLM] = {}  # (resolved dir, device, dtype, trust_remote_code) -> VLM


def _fail(name: str, why: str) -> VLMLoadError:
    return VLMLoadError(f"cannot load {name!r} offline: {why}")


def resolve_model_dir(name_or_path: str) -> Path:
    """The local directory holding `name_or_path`'s config, or `VLMLoadError`."""
    name = str(name_or_path).strip()
    if not name:
        raise VLMLoadError("cannot load '' offline: no model path or hub id given")
    path = Path(name).expanduser()
    if path.exists():
        if not path.is_dir():
            raise _fail(name, f"{path} is a file, expected a model directory")
        if not (path / "config.json").is_file():
            raise _fail(name, f"no config.json in {path} (not a saved model directory)")
        return path.resolve()
    if not _HUB_ID.match(name) or name.startswith((".", "/", "~")):
        raise _fail(name, f"no such directory {path}")
    from huggingface_hub import constants, try_to_load_from_cache

    cached = try_to_load_from_cache(name, "config.json")
    if not isinstance(cached, str):
        raise _fail(
            name,
            f"not a local directory and not in the Hugging Face cache ({constants.HF_HUB_CACHE}); "
            "download it on a connected machine or pass a local path",
        )
    return Path(cached).parent


def _torch_dtype(name: str, dtype, device: str, config: dict):
    import torch

    if isinstance(dtype, torch.dtype):
        return dtype
    key = str(dtype).lower()
    if key == "auto":
        if device == "cpu":
            return torch.float32  # bf16 matmuls are slow on most CPUs and fp32 keeps tests exact
        declared = config.get("torch_dtype") or config.get("dtype") or "bfloat16"
        return getattr(torch, _DTYPES.get(str(declared), "bfloat16"))
    if key not in _DTYPES:
        raise VLMLoadError(f"cannot load {name!r}: unknown dtype {dtype!r} (use auto, float32, bfloat16 or float16)")
    return getattr(torch, _DTYPES[key])


def _check_device(name: str, device: str) -> None:
    import torch

    try:
        dev = torch.device(device)
    except (RuntimeError, TypeError) as e:
        raise VLMLoadError(f"cannot load {name!r}: bad device {device!r} ({e})") from None
    if dev.type == "cuda" and not torch.cuda.is_available():
        raise VLMLoadError(f"cannot load {name!r}: device {device!r} requested but CUDA is not available")


def load_vlm(
    name_or_path: str,
    *,
    device: str = "cpu",
    dtype: str | torch.dtype = "auto",
    progress: Progress | None = None,
    trust_remote_code: bool = False,
) -> VLM:
    """Load a gated cross-attention VLM (Mllama, MOSS-VL) and its processor, offline.

    The result is cached per (directory, device, dtype, trust_remote_code): a second call
    returns the same `VLM` instantly.

    Args:
        name_or_path: a saved model directory or a hub id already in the local HF cache.
        device: "cpu", "cuda", "cuda:1", ...
        dtype: "auto" (float32 on CPU, the checkpoint's dtype elsewhere), "float32",
            "bfloat16", "float16" or a torch.dtype.
        progress: called with (fraction in [0, 1], message) as loading advances.
        trust_remote_code: required for MOSS-VL (its model code ships with the weights).
    Raises:
        VLMLoadError: one line, "cannot load 'X' offline: why".
    """
    report = progress or (lambda fraction, message: None)
    name = str(name_or_path)
    report(0.0, f"looking for {name}")
    model_dir = resolve_model_dir(name)
    try:
        config = json.loads((model_dir / "config.json").read_text())
    except (OSError, ValueError) as e:
        raise _fail(name, f"unreadable config.json ({e})") from None
    _check_device(name, device)
    torch_dtype = _torch_dtype(name, dtype, device, config)
    key = (str(model_dir), device, str(torch_dtype), trust_remote_code)
    with _lock:
        if key in _loaded:
            report(1.0, "ready (already loaded)")
            return _loaded[key]
        vlm = _load(name, model_dir, config, device=device, dtype=torch_dtype,
                    trust_remote_code=trust_remote_code, report=report)
        _loaded[key] = vlm
    report(1.0, "ready")
    return vlm


def clear_vlm_cache() -> None:
    """Forget every loaded model (tests; freeing memory before loading another)."""
    with _lock:
        _loaded.clear()


def _load(name, model_dir: Path, config: dict, *, device, dtype, trust_remote_code, report):
    from .model import VLM

    model_type = str(config.get("model_type", ""))
    if model_type == "mllama":
        family = "mllama"
    elif "moss" in model_type and "vl" in model_type:
        family = "moss_vl"
        if not trust_remote_code:
            raise _fail(name, "MOSS-VL ships its own model code; pass trust_remote_code=True")
    elif model_type == "idefics":
        raise _fail(name, "IDEFICS v1 is not supported yet (supported: mllama, moss_vl)")
    else:
        raise _fail(name, f"model type {model_type or '?'!r} is not a supported gated cross-attention VLM "
                    "(supported: mllama, moss_vl)")

    report(0.1, f"loading {family} weights from {model_dir}")
    try:
        from transformers import AutoProcessor

        if family == "mllama":
            from transformers import MllamaForConditionalGeneration as cls
        else:
            from transformers import AutoModelForCausalLM as cls
        model = cls.from_pretrained(
            model_dir, local_files_only=True, dtype=dtype, trust_remote_code=trust_remote_code
        )
        model = model.to(device).eval()
        report(0.85, "loading processor")
        processor = AutoProcessor.from_pretrained(
            model_dir, local_files_only=True, trust_remote_code=trust_remote_code
        )
    except VLMLoadError:
        raise
    except Exception as e:  # anything transformers raises: missing weights, bad files, remote code
        first = (str(e).strip().splitlines() or [type(e).__name__])[0]
        raise _fail(name, f"{type(e).__name__}: {first}") from e

    report(0.95, "preparing the streaming engine")
    try:
        if family == "mllama":
            from .mllama import MllamaBackend

            backend = MllamaBackend(model, processor, name=name)
        else:
            from .moss import MossVLBackend

            backend = MossVLBackend(model, processor, name=name)
    except Exception as e:
        raise _fail(name, str(e).splitlines()[0] if str(e) else type(e).__name__) from e
    return VLM(backend)
