"""The real Gradio server, driven through gradio_client: ingest a generated talk, ask about it.

One server and one ingest per module (real PyAV, whisper, OCR and MiniLM); each test then
asks its own question against that memory.
"""
from __future__ import annotations

import re
from pathlib import Path

import gradio_client
import pytest

from _ui_util import make_ui_video, running_ui, to_avi



@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with running_ui(tmp_path_factory.mktemp("ui_server")) as srv:
        yield srv


@pytest.fixture(scope="module")
def talk(tmp_path_factory):
    return make_ui_video(tmp_path_factory.mktemp("ui_media") / "talk.mp4")


@pytest.fixture(scope="module")
def client(server):
    return gradio_client.Client(server.url, verbose=False, download_files=False)


@pytest.fixture(scope="module")
def ingested(client, talk):
    """(final outputs, every output the /ingest generator streamed) for the talk."""
    job = client.submit(gradio_client.handle_file(str(talk)), api_name="/ingest")
    final = job.result(timeout=240)
    return final, job.outputs()


@pytest.fixture(scope="module")
def video_id(ingested) -> str:
    return ingested[0][2]["value"]  # the dropdown's update carries the new video's id


def _text(message: dict) -> str:
    """A chat message's text as gradio_client returns it (a list of parts)."""
    content = message["content"]
    if isinstance(content, str):
        return content
    return "".join(part.get("text", "") for part in content)


def _ask(client, question: str, video_id: str):
    return client.predict(question, video_id, api_name="/ask")  # (chat, question box, details)


def test_named_endpoints_are_exposed(client):
    names = set(client.view_api(print_info=False, return_format="dict")["named_endpoints"])
    assert {"/ingest", "/ingest_example", "/select_video", "/ask"} <= names


def test_ingest_streams_progress_then_a_summary(ingested, video_id):
    final, outputs = ingested
    status, upload, choose, player, summary, timeline, chat, details, kinds = final
    assert "Ready: talk.mp4" in status
    assert upload is None  # the drop zone is cleared for the next video
    assert re.fullmatch(r"[0-9a-f]{16}", video_id)
    assert choose["choices"] == [["talk.mp4 (00:16)", video_id]]
    assert player["orig_name"] == "talk.mp4"
    assert "**talk.mp4** · 00:16" in summary and "Ingested in" in summary
    assert chat == [] and kinds == ["speech", "ocr", "caption", "object", "visual", "event"]
    # the progress bar moved: some streamed update sat strictly between 0 % and 100 %
    pcts = [int(m) for out in outputs for m in re.findall(r'data-es-pct="(\d+)"', str(out[0]))]
    assert any(0 < p < 100 for p in pcts), pcts
    rows = timeline["data"]
    assert {"ocr", "speech"} <= {r[1] for r in rows}
    assert any(r[0] in ("00:07", "00:08", "00:09") and "LAUNCH IN MARCH" in r[2].upper() for r in rows), rows


def test_question_about_on_screen_text_cites_its_time(client, video_id):
    question = "When did the slide say launch in March?"
    chat, box, details = _ask(client, question, video_id)
    assert box == ""
    assert not details["abstained"]
    best = details["citations"][0]
    assert best["video_id"] == video_id
    assert abs(best["t_start"] - 8.0) <= 2.0, details
    assert "march" in best["text"].lower()
    # the chat shows the question, then the answer with a seek link and a keyframe
    assert chat[-2]["role"] == "user" and _text(chat[-2]) == question
    assert chat[-1]["role"] == "assistant"
    answer = _text(chat[-1])
    assert f'href="#t={best["t_start"]:.2f}">{best["stamp"]}</a>' in answer
    assert 'class="es-thumb"' in answer and "data:image/jpeg;base64," in answer


def test_question_about_speech_cites_its_time(client, video_id):
    _, _, details = _ask(client, "What meeting were we welcomed to?", video_id)
    assert not details["abstained"]
    speech = [c for c in details["citations"] if c["kind"] == "speech"]
    assert speech and abs(speech[0]["t_start"] - 1.0) <= 2.0, details
    assert "budget" in speech[0]["text"].lower()


def test_absent_thing_abstains_plainly(client, video_id):
    from memory import ABSTAIN_TEXT

    chat, _, details = _ask(client, "What is the capital of Peru?", video_id)
    assert details["abstained"] and details["citations"] == []
    assert details["answer"] == ABSTAIN_TEXT
    assert _text(chat[-1]) == ABSTAIN_TEXT  # plain: no citation, no thumbnail


def test_chat_history_is_kept_per_video_in_the_session(client, video_id):
    chat, _, _ = _ask(client, "What was the revenue growth?", video_id)
    users = [_text(m) for m in chat if m["role"] == "user"]
    assert users[-1] == "What was the revenue growth?" and len(users) >= 2
    assert len(chat) == 2 * len(users)


def test_another_session_cannot_see_or_ask_about_an_upload(server, video_id):
    stranger = gradio_client.Client(server.url, verbose=False, download_files=False)
    with pytest.raises(gradio_client.exceptions.AppError, match="not in the list of choices"):
        stranger.predict("What was on the slide?", video_id, api_name="/ask")
    with pytest.raises(gradio_client.exceptions.AppError, match="not in the list of choices"):
        stranger.predict(video_id, api_name="/select_video")


def test_the_database_is_never_served(server):
    import urllib.error
    import urllib.request

    with pytest.raises(urllib.error.HTTPError) as err:
        urllib.request.urlopen(f"{server.url}gradio_api/file={server.db_path}", timeout=10)
    assert err.value.code == 403


def test_bad_uploads_get_a_clear_message_not_a_traceback(client, tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("not a video")
    with pytest.raises(gradio_client.exceptions.AppError, match="Invalid file type"):
        client.predict(gradio_client.handle_file(str(notes)), api_name="/ingest")
    broken = tmp_path / "broken.mp4"
    broken.write_bytes(b"\x00garbage" * 500)
    status = client.predict(gradio_client.handle_file(str(broken)), api_name="/ingest")[0]
    assert 'class="es-status es-error"' in status and "broken.mp4" in status
    assert "Traceback" not in status and "File \"" not in status


def test_empty_question_changes_nothing(client, video_id):
    chat, box, details = _ask(client, "   ", video_id)
    assert chat == {"__type__": "update"} and details == {"__type__": "update"}  # gr.skip(): untouched


def test_avi_upload_plays_through_a_browser_ready_copy(client, talk, tmp_path):
    from ui.preview import is_browser_playable

    avi = to_avi(talk, tmp_path / "talk.avi")
    assert not is_browser_playable(avi)
    final = client.predict(gradio_client.handle_file(str(avi)), api_name="/ingest")
    status, player = final[0], final[3]
    assert "Ready: talk.avi" in status
    copy = Path(player["path"])  # gradio serves its own cached copy of our preview
    assert copy.suffix == ".mp4" and is_browser_playable(copy)


# -- what the page renders (no server needed) ---------------------------------------------


def test_video_text_is_escaped_and_stamps_become_seek_links():
    from memory import Answer, Citation
    from ui.render import answer_message, linkify_stamps

    assert linkify_stamps("at [01:23] and [1:02:03]") == (
        'at <a class="es-cite" href="#t=83.00">[01:23]</a> and <a class="es-cite" href="#t=3723.00">[1:02:03]</a>'
    )
    hostile = "<script>alert(1)</script> *shout* <img src=x onerror=alert(2)>"
    answer = Answer("q", f"It said {hostile} at [00:05]", False,
                    [Citation("v", 5.0, 6.0, "ocr", hostile, 0.9, 1)], 0.9)
    html = answer_message(answer, {0: "data:image/jpeg;base64,AAAA"})
    assert "<script" not in html and "<img src=x" not in html and "&lt;script&gt;" in html
    assert r"\*shout\*" in html  # markdown cannot restyle what the video said
    assert html.count('href="#t=5.00"') == 3  # answer text, citation line, thumbnail


def test_chat_shows_only_citations_close_to_the_best():
    from memory import Answer, Citation
    from ui.render import answer_message, shown_citations

    cites = [Citation("v", 8.0, 9.0, "ocr", "LAUNCH", 0.5, 1), Citation("v", 0.0, 1.0, "visual", "white", 0.1, 2),
             Citation("v", 8.0, 9.0, "speech", "we launch", 0.3, 3)]
    answer = Answer("q", "At [00:08] ...", False, cites, 0.9)
    assert shown_citations(answer) == [0, 2]
    html = answer_message(answer, {0: "data:image/jpeg;base64,AAAA", 2: "data:image/jpeg;base64,BBBB"})
    assert "white" not in html
    assert html.count('class="es-thumb"') == 1  # both shown citations are the same moment
