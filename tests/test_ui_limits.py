"""The hosted demo's limits on what a visitor may upload, as the page's service applies them."""
from __future__ import annotations

import pytest

from core import AppConfig, Assistant
from core.samples import Slide, write_video
from memory import Memory
from ui.service import Service, UserFacingError


@pytest.fixture()
def service(tmp_path):
    def make(**limits) -> Service:
        config = AppConfig(db_path=tmp_path / "m.db", cache_dir=tmp_path / "cache", hosted=True, **limits)
        memory = Memory(config.db_path)
        return Service(config, memory, Assistant(memory))
    return make


@pytest.fixture(scope="module")
def clip(tmp_path_factory):
    return write_video(tmp_path_factory.mktemp("limits") / "clip.mp4", [Slide(0, "Limits")], [],
                       duration=6.0, size=(320, 180), fps=5)


def test_upload_over_the_size_limit_is_refused_with_the_numbers(service, clip):
    svc = service(max_upload_mb=0.001)
    with pytest.raises(UserFacingError, match=r"clip.mp4 is \d+ MB; the limit is 0 MB"):
        svc.check_upload(str(clip))


def test_upload_of_an_unsupported_kind_is_refused(service, tmp_path):
    doc = tmp_path / "slides.pdf"
    doc.write_bytes(b"%PDF-1.4")
    with pytest.raises(UserFacingError, match="slides.pdf is not a supported video"):
        service().check_upload(str(doc))


def test_video_over_the_duration_limit_is_refused_and_nothing_is_stored(service, clip):
    svc = service(max_duration_s=3.0)
    with pytest.raises(UserFacingError, match="clip.mp4 lasts 0.1 min; this server accepts up to 0 min"):
        list(svc.ingest(svc.check_upload(str(clip)), owner="visitor"))
    assert svc.memory.videos() == []


def _uploaded(clip, tmp_path, name: str):
    """(the upload folder, a copy of `clip` in it named `name`), as gradio stores an upload."""
    root = tmp_path / "uploads"
    root.mkdir()
    upload = root / name
    upload.write_bytes(clip.read_bytes())
    return root, upload


def test_ending_a_hosted_session_forgets_its_live_stream_and_uploads(service, clip, tmp_path):
    import numpy as np

    from core import LiveConfig, LiveSession, PerceiverConfig

    svc = service()
    upload_root, upload = _uploaded(clip, tmp_path, "mine.mp4")
    list(svc.ingest(upload, owner="visitor"))
    cheap = LiveConfig(perceivers=PerceiverConfig(speech=None, ocr=None, objects=None))
    stream = LiveSession(svc.memory, config=cheap, owner="visitor")
    stream.push_frame(np.full((90, 160, 3), 200, np.uint8), 0.0)
    stream.stop()
    others = LiveSession(svc.memory, config=cheap, owner="someone-else")
    others.stop()
    assert len(svc.memory.videos(owner="visitor")) == 2

    assert svc.end_session("visitor", upload_root) == 2
    assert [v.owner for v in svc.memory.videos()] == ["someone-else"] and not upload.exists()


def test_ending_a_session_keeps_a_file_another_session_uploaded_too(service, clip, tmp_path):
    # gradio stores two uploads of the same bytes at one path: one visitor leaving must not
    # delete the file the other is still watching
    svc = service()
    upload_root, upload = _uploaded(clip, tmp_path, "same.mp4")
    list(svc.ingest(upload, owner="first"))
    list(svc.ingest(upload, owner="second"))
    assert svc.end_session("first", upload_root) == 1
    assert [v.owner for v in svc.memory.videos()] == ["second"] and upload.is_file()
    assert svc.end_session("second", upload_root) == 1
    assert svc.memory.videos() == [] and not upload.exists()
