"""The Live tab in headless Chromium with a fake camera: a generated y4m of two slides
streams for ~25 s; traces land in SQLite while it runs; a question asked mid-stream is
answered with a citation from the stream; Stop keeps it as a complete video."""
from __future__ import annotations

import os
import sqlite3
import time
from contextlib import closing
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from _ui_util import free_port

CHROMIUM = "/usr/bin/chromium"
sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="Debian chromium is not installed")

W, H, FPS = 640, 360, 5
SLIDE_S = 6  # each slide shows this long; Chromium loops the file
SLIDES = [("BUDGET", ["Revenue grew 12 percent"], (250, 250, 250)),
          ("LAUNCH IN MARCH", ["The rocket ships in spring"], (25, 40, 90))]


def write_y4m(path: Path) -> Path:
    """A raw I420 y4m (what Chromium's fake camera reads): each slide for SLIDE_S seconds."""
    from core.samples import Slide, render_slide

    with open(path, "wb") as f:
        f.write(f"YUV4MPEG2 W{W} H{H} F{FPS}:1 Ip A1:1 C420jpeg\n".encode())
        for title, lines, bg in SLIDES:
            rgb = render_slide(Slide(0, title, lines, bg), (W, H))
            y, cb, cr = (np.asarray(p) for p in Image.fromarray(rgb).convert("YCbCr").split())
            half = (W // 2, H // 2)
            planes = y.tobytes() + np.asarray(Image.fromarray(cb).resize(half, Image.Resampling.BOX)).tobytes() \
                + np.asarray(Image.fromarray(cr).resize(half, Image.Resampling.BOX)).tobytes()
            for _ in range(SLIDE_S * FPS):
                f.write(b"FRAME\n" + planes)
    return path


def live_rows(db: Path) -> list[tuple]:
    """(status, kind, text) of every trace of every live video, read by a separate connection."""
    with closing(sqlite3.connect(db, timeout=10)) as c:
        return c.execute("SELECT v.status, t.kind, t.text FROM traces t JOIN videos v ON v.id = t.video_id "
                         "WHERE v.path LIKE 'live:%' ORDER BY t.t_start").fetchall()


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    import ui
    from core import AppConfig, Assistant, Frame, get_perceivers
    from core.samples import Slide, render_slide
    from memory import Memory
    from ui.live import HubConfig, LiveHub

    tmp = tmp_path_factory.mktemp("live_ui")
    config = AppConfig(db_path=tmp / "memory.db", cache_dir=tmp / "cache", port=free_port())
    memory = Memory(config.db_path)
    perc = get_perceivers(config.ingest.perceivers)
    warm = render_slide(Slide(0, "WARM UP"), (W, H))
    for p in perc.segment().values():  # load the models now, not on the stream's first frame
        p.perceive(Frame(0.0, warm))
    hub = LiveHub(memory, config=HubConfig(), perceivers=perc)
    demo = ui.build_demo(config, memory, Assistant(memory), live_hub=hub)
    _, url, _ = ui.launch(demo, config, prevent_thread_lock=True, quiet=True)
    try:
        yield url, config.db_path, hub
    finally:
        hub.close_all()
        demo.close()
        memory.close()


def test_webcam_stream_is_perceived_live_and_answered_mid_stream(server, tmp_path):
    url, db, hub = server
    y4m = write_y4m(tmp_path / "slides.y4m")
    args = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream",
            f"--use-file-for-fake-video-capture={y4m}"]
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=args)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1100})
            page.goto(url, wait_until="load")
            page.get_by_role("tab", name="Live").click()
            access = page.locator("#es-webcam button", has_text="Click to Access Webcam")
            access.or_(page.locator("#es-webcam .capture-button")).first.wait_for(timeout=30_000)
            if access.count():
                access.click()
            page.locator("#es-webcam .capture-button").click(timeout=30_000)
            started = time.monotonic()
            page.wait_for_selector("#es-live-status .es-live-dot", timeout=30_000)

            # traces land in SQLite while the stream runs: the first slide, then the second
            deadline = time.monotonic() + 40
            while time.monotonic() < deadline:
                rows = live_rows(db)
                if any(k == "ocr" and "LAUNCH" in t for _, k, t in rows):
                    break
                time.sleep(0.5)
            assert any(k == "ocr" and "BUDGET" in t for _, k, t in rows), rows
            assert any(k == "ocr" and "LAUNCH" in t for _, k, t in rows), rows
            assert {s for s, _, _ in rows} == {"ingesting"}

            # a question mid-stream, about the live video the chat now follows
            assert page.input_value("#es-choose input").endswith("(live)")
            page.fill("#es-question textarea", "When did the slide say launch in March?")
            page.press("#es-question textarea", "Enter")
            cite = page.locator("#es-chat [data-testid=bot] a.es-cite").first
            cite.wait_for(timeout=30_000)
            t = float(cite.get_attribute("href").removeprefix("#t="))
            assert 0 <= t <= time.monotonic() - started + 2
            assert "launch" in page.inner_text("#es-chat [data-testid=bot]").lower()
            assert {s for s, _, _ in live_rows(db)} == {"ingesting"}  # still streaming

            # the status line and the live timeline follow the stream
            status = page.inner_text("#es-live-status")
            assert "dropped" in status and "lag" in status
            page.locator("#es-timeline [role=gridcell]", has_text="LAUNCH IN MARCH").first.wait_for(timeout=10_000)

            # stream to ~25 s in all, then Stop: a complete video of its own
            time.sleep(max(0.0, 25 - (time.monotonic() - started)))
            shots = Path(os.environ.get("ECHOSTREAM_SHOTS") or tmp_path)
            shots.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(shots / "ui_live.png"), full_page=True)
            print("live status before stop:", page.inner_text("#es-live-status"))
            page.click("#es-live-stop")
            page.wait_for_function(
                "() => (document.querySelector('#es-live-status')?.innerText ?? '').includes('Stopped')",
                timeout=30_000)
            assert hub.active() == 0
            # Stop also stopped the webcam: no frames come after the restart guard either
            page.wait_for_timeout(1000 * (hub.config.restart_guard_s + 1.5))
            assert hub.active() == 0
            assert page.locator('#es-webcam .capture-button [title="stop recording"]').count() == 0
        finally:
            browser.close()
    with closing(sqlite3.connect(db)) as c:
        (status, duration, path), = c.execute("SELECT status, duration, path FROM videos").fetchall()
    assert status == "complete" and path.startswith("live:") and duration >= 15
    assert sum(1 for _, k, _ in live_rows(db) if k == "ocr") >= 2
