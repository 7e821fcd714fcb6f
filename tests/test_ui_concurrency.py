"""Many visitors on one hosted demo: four gradio_client sessions upload and ask at once;
each sees only its own video, and none gets an error."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import gradio_client
import pytest

from _ui_util import STATUS_HTML, running_ui
from core.samples import Slide, write_video

WORDS = ["ALPHA", "BRAVO", "CHARLIE", "DELTA"]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with running_ui(tmp_path_factory.mktemp("ui_many")) as srv:
        yield srv


@pytest.fixture(scope="module")
def clips(tmp_path_factory):
    folder = tmp_path_factory.mktemp("many_media")
    return [write_video(folder / f"{w.lower()}.mp4",
                        [Slide(0, "Welcome"), Slide(3, f"Codename {w}", background=(20, 60, 20))],
                        [], duration=6.0, size=(480, 270), fps=5) for w in WORDS]


def _choice_ids(update: dict) -> set[str]:
    return {c[1] if isinstance(c, (list, tuple)) else c for c in update.get("choices", [])}


def _visit(url: str, clip, word: str) -> dict:
    client = gradio_client.Client(url, verbose=False, download_files=False)
    final = client.predict(gradio_client.handle_file(str(clip)), api_name="/ingest")
    video_id = final[2]["value"]
    chat, _, details = client.predict("Which codename was on the slide?", video_id, api_name="/ask")
    return {"word": word, "video_id": video_id, "choices": _choice_ids(final[2]), "details": details,
            "client": client}


def test_four_sessions_upload_and_ask_at_once_each_seeing_only_its_own(server, clips):
    with ThreadPoolExecutor(max_workers=4) as pool:
        visits = list(pool.map(lambda a: _visit(server.url, *a), zip(clips, WORDS)))

    ids = {v["video_id"] for v in visits}
    assert len(ids) == 4
    for v in visits:
        others = ids - {v["video_id"]}
        assert v["video_id"] in v["choices"] and not (v["choices"] & others)
        details = v["details"]
        assert not details["abstained"], details
        assert v["word"].lower() in details["answer"].lower()
        assert 2.0 <= details["citations"][0]["t_start"] <= 4.5
        # and asking about someone else's video is refused, not answered
        stranger_id = next(iter(others))
        with pytest.raises(gradio_client.exceptions.AppError):
            v["client"].predict("Which codename?", stranger_id, api_name="/ask")


def test_library_mode_shares_uploads_across_sessions(tmp_path_factory, clips):
    """One local user: an upload is still in the list after a reload (a new session)."""
    with running_ui(tmp_path_factory.mktemp("ui_library"), hosted=False) as srv:
        first = _visit(srv.url, clips[0], WORDS[0])
        reloaded = gradio_client.Client(srv.url, verbose=False, download_files=False)
        listed = reloaded.predict(api_name="/refresh")  # what a page load runs
        assert first["video_id"] in _choice_ids(listed)
        _, _, details = reloaded.predict("Which codename was on the slide?", first["video_id"], api_name="/ask")
        assert WORDS[0].lower() in details["answer"].lower()
        again = reloaded.predict(gradio_client.handle_file(str(clips[0])), api_name="/ingest")
        assert again[2]["value"] == first["video_id"]  # the same file is not ingested twice


def test_closing_a_hosted_tab_deletes_its_upload_and_memory(tmp_path_factory, clips):
    import time

    from playwright import sync_api

    with running_ui(tmp_path_factory.mktemp("ui_close")) as srv:
        with sync_api.sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", headless=True)
            page = browser.new_page()
            page.goto(srv.url, wait_until="load")
            page.wait_for_selector("#es-upload input[type=file]", state="attached", timeout=30_000)
            page.set_input_files("#es-upload input[type=file]", str(clips[1]))
            page.wait_for_function(f"() => /Ready:|es-error/.test({STATUS_HTML})", timeout=120_000)
            status = page.inner_text("#es-status")
            videos = srv.memory.videos()
            assert len(videos) == 1, (status, videos)
            [video] = videos
            upload = Path(video.path)
            assert upload.is_file() and video.owner  # a session's own upload, in gradio's folder
            page.close()
            deadline = time.monotonic() + 60
            while srv.memory.videos() and time.monotonic() < deadline:
                time.sleep(0.5)
            browser.close()
        left = srv.memory.videos()
        assert left == [] and not upload.exists(), (left, upload.exists())
