"""The retrieval benchmark's files: a cached video is reused only while it shows the script asked for."""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

import make_bench  # noqa: E402


def test_a_video_rendered_from_another_script_is_rendered_again(tmp_path):
    video, qfile = make_bench.write_bench(1, 1, tmp_path)
    first = video.read_bytes()
    assert make_bench.write_bench(1, 1, tmp_path) == (video, qfile)
    assert video.read_bytes() == first  # the same script: reused, not rendered again
    # another script wrote these files (the seed's pools changed since, or another checkout)
    held = json.loads(qfile.read_text())
    held["segments"][0]["title"] = "Some other slide"
    qfile.write_text(json.dumps(held))
    video.write_bytes(b"not this script's video")
    make_bench.write_bench(1, 1, tmp_path)
    assert video.read_bytes() == first
    assert json.loads(qfile.read_text())["segments"][0]["title"] != "Some other slide"
