"""The page in headless Chromium (Debian `chromium`, driven by Playwright): upload a video,
watch the progress bar, ask, and click the cited time to seek the player."""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from playwright import sync_api

from _ui_util import STATUS_HTML, make_ui_video, running_ui

CHROMIUM = "/usr/bin/chromium"

# Records every percentage the progress bar shows, from before the upload starts.
WATCH_PROGRESS = """() => {
  window.__esPcts = [];
  const box = document.querySelector('#es-status');
  new MutationObserver(() => {
    const bar = box.querySelector('.es-progress');
    if (bar) window.__esPcts.push(Number(bar.dataset.esPct));
  }).observe(box, {subtree: true, childList: true, attributes: true});
}"""
PLAYER_TIME = "() => document.querySelector('#es-player video').currentTime"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with running_ui(tmp_path_factory.mktemp("ui_browser")) as srv:
        yield srv


@pytest.fixture(scope="module")
def talk(tmp_path_factory):
    return make_ui_video(tmp_path_factory.mktemp("ui_media") / "talk.mp4")


@pytest.fixture(scope="module")
def page(server):
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True)
        page = browser.new_page(viewport={"width": 1400, "height": 1100})
        page.goto(server.url, wait_until="load")
        page.wait_for_selector("#es-upload input[type=file]", state="attached", timeout=30_000)
        yield page
        browser.close()


def _shot(page, tmp_path_factory, name: str) -> Path:
    """Screenshot into ECHOSTREAM_SHOTS (to look at) or a temp dir."""
    folder = Path(os.environ.get("ECHOSTREAM_SHOTS") or tmp_path_factory.mktemp("shots"))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    page.screenshot(path=str(path), full_page=True)
    return path


def test_upload_shows_progress_then_the_video_and_its_timeline(page, talk, tmp_path_factory):
    page.evaluate(WATCH_PROGRESS)
    page.set_input_files("#es-upload input[type=file]", str(talk))
    page.wait_for_function(
        f"() => /Ready: talk.mp4|es-error/.test({STATUS_HTML})", timeout=180_000
    )
    assert "Ready: talk.mp4" in page.inner_text("#es-status")
    pcts = page.evaluate("() => window.__esPcts")
    assert any(0 < p < 100 for p in pcts), pcts  # the bar was seen part-way
    page.wait_for_function("() => { const v = document.querySelector('#es-player video');"
                           " return v && v.readyState >= 1 && v.duration > 15; }", timeout=30_000)
    assert page.input_value("#es-choose input") == "talk.mp4 (00:16)"
    assert "Ingested in" in page.inner_text("#es-summary")
    assert page.locator("#es-timeline [role=gridcell]", has_text="LAUNCH IN MARCH").count() >= 1
    _shot(page, tmp_path_factory, "ui_after_ingest.png")


def test_cited_answer_and_clicking_the_citation_seeks_the_player(page, tmp_path_factory):
    page.fill("#es-question textarea", "When did the slide say launch in March?")
    page.press("#es-question textarea", "Enter")
    cite = page.locator("#es-chat [data-testid=bot] a.es-cite").first
    cite.wait_for(timeout=60_000)
    stamp = cite.inner_text()
    assert re.fullmatch(r"\[\d\d:\d\d\]", stamp)
    t = float(cite.get_attribute("href").removeprefix("#t="))
    assert abs(t - 8.0) <= 2.0
    assert page.locator("#es-chat a.es-thumb img").count() >= 1  # keyframe thumbnail shown
    assert page.evaluate(PLAYER_TIME) < 1.0
    cite.click()
    page.wait_for_function(f"() => Math.abs(({PLAYER_TIME})() - {t}) < 3", timeout=10_000)
    now = page.evaluate(PLAYER_TIME)
    assert t - 0.5 <= now <= t + 3.0, now  # it may have played on a little since the seek
    assert not page.url.endswith(f"#t={t:.2f}")  # the page itself did not navigate
    path = _shot(page, tmp_path_factory, "ui_after_answer.png")
    print(f"screenshot: {path}")


def test_clicking_a_thumbnail_or_a_timeline_row_seeks_too(page):
    page.evaluate("() => { const v = document.querySelector('#es-player video'); v.pause(); v.currentTime = 0; }")
    thumb = page.locator("#es-chat a.es-thumb").first
    t = float(thumb.get_attribute("href").removeprefix("#t="))
    thumb.click()
    page.wait_for_function(f"() => Math.abs(({PLAYER_TIME})() - {t}) < 3", timeout=10_000)
    page.evaluate("() => { const v = document.querySelector('#es-player video'); v.pause(); v.currentTime = 0; }")
    cell = page.locator("#es-timeline [role=gridcell]", has_text="LAUNCH IN MARCH").first
    row_time = page.locator(f"#es-timeline [data-testid=cell-{cell.get_attribute('data-row')}-0]").inner_text()
    mm, ss = row_time.strip().split(":")
    cell.click()
    page.wait_for_function(f"() => ({PLAYER_TIME})() >= {int(mm) * 60 + int(ss) - 0.5}", timeout=10_000)


def test_question_about_absent_thing_is_answered_plainly(page):
    page.fill("#es-question textarea", "What is the capital of Peru?")
    page.press("#es-question textarea", "Enter")
    page.wait_for_function(
        "() => document.querySelector('#es-chat').innerText.includes('I could not find that in this video')",
        timeout=60_000,
    )
