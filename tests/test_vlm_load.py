"""`load_vlm`: offline resolution, clear errors, one load per process; the MOSS-VL position rule."""
from __future__ import annotations

import json
import shutil

import pytest
import torch

from core.vlm import VLM, VLMLoadError, load_vlm
from core.vlm.moss import moss_positions, vision_positions
from tests._vlm_util import make_tiny_mllama, one_thread  # noqa: F401 (fixture)

pytestmark = pytest.mark.usefixtures("one_thread")


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    return make_tiny_mllama(tmp_path_factory.mktemp("vlm_load") / "tiny")


def test_loads_a_saved_checkpoint_once_with_progress(tiny):
    seen: list[tuple[float, str]] = []
    vlm = load_vlm(str(tiny), progress=lambda f, m: seen.append((f, m)))
    assert isinstance(vlm, VLM) and vlm.family == "mllama" and vlm.dtype == torch.float32
    fractions = [f for f, _ in seen]
    assert fractions == sorted(fractions) and fractions[0] == 0.0 and fractions[-1] == 1.0
    assert all(isinstance(m, str) and m for _, m in seen)
    again: list[tuple[float, str]] = []
    assert load_vlm(tiny, progress=lambda f, m: again.append((f, m))) is vlm  # cached per path and options
    assert again[-1] == (1.0, "ready (already loaded)")
    assert load_vlm(str(tiny), dtype="bfloat16") is not vlm


def test_missing_path_is_a_clear_error(tmp_path):
    missing = tmp_path / "nope"
    with pytest.raises(VLMLoadError, match=r"^cannot load '.*nope' offline: no such directory"):
        load_vlm(str(missing))


def test_directory_without_a_model_is_a_clear_error(tmp_path, tiny):
    with pytest.raises(VLMLoadError, match=r"offline: no config.json in"):
        load_vlm(str(tmp_path))
    only_config = tmp_path / "only_config"
    only_config.mkdir()
    shutil.copy(tiny / "config.json", only_config / "config.json")
    with pytest.raises(VLMLoadError, match=r"^cannot load '.*only_config' offline: \w+"):
        load_vlm(str(only_config))
    a_file = tmp_path / "weights.bin"
    a_file.write_bytes(b"\0")
    with pytest.raises(VLMLoadError, match="is a file"):
        load_vlm(str(a_file))


def test_uncached_hub_id_fails_fast_without_network(monkeypatch, tmp_path):
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path))  # an empty cache, whatever this machine holds
    import huggingface_hub.constants as c

    monkeypatch.setattr(c, "HF_HUB_CACHE", str(tmp_path))
    with pytest.raises(VLMLoadError, match="not in the Hugging Face cache"):
        load_vlm("meta-llama/Llama-3.2-11B-Vision-Instruct")


def test_unsupported_families_and_options(tmp_path):
    for model_type, needle in [("bert", "not a supported"), ("idefics", "IDEFICS v1"), ("moss_vl", "trust_remote_code")]:
        d = tmp_path / model_type
        d.mkdir()
        (d / "config.json").write_text(json.dumps({"model_type": model_type}))
        with pytest.raises(VLMLoadError, match=needle):
            load_vlm(str(d))


def test_bad_dtype_and_device(tiny):
    with pytest.raises(VLMLoadError, match="unknown dtype"):
        load_vlm(str(tiny), dtype="int3")
    if not torch.cuda.is_available():
        with pytest.raises(VLMLoadError, match="CUDA is not available"):
            load_vlm(str(tiny), device="cuda")


def test_moss_positions_follow_the_public_processor_rule():
    # ids: a b <img> c <img> d ; image id 9; grids 2x3 then 4x4 (merged)
    ids = [1, 2, 9, 3, 9, 4]
    positions, t_frames = moss_positions(ids, 9, [(2, 3), (4, 4)])
    # text counts regular tokens; image 1 at t=2 shifts later text by max(2,3)+1 = 4,
    # image 2 at t = 3 + 4 = 7 shifts by max(4,4)+1 = 5
    assert t_frames == [2, 7]
    assert positions == [0, 1, 2 + 4 - 1, 2 + 4, 7 + 5 - 1, 3 + 4 + 5]  # d is the 4th regular token
    pos = vision_positions(7, (2, 3))
    assert pos.shape == (3, 2 * 3 + 1)
    assert pos[:, 0].tolist() == [7, 7, 7] and pos[:, 5].tolist() == [7, 8, 9]  # (t, t + y, t + x) at y=1, x=2
    assert pos[:, -1].tolist() == [10, 10, 10]  # separator at t + max(h, w)
