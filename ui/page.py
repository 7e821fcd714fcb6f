"""The Gradio page: layout and event wiring over `Service`.

Layout: the source (tabs: "Video" and "Live", see live.py) with its player on the left,
the chat on the right, the timeline of traces below. The chat and the timeline follow the
selected video, whatever its source.

Named API endpoints (for gradio_client): /ingest (a file), /ingest_example, /select_video,
/ask (question, video id). Outputs that are per-session state are not part of the API.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

import gradio as gr

from core import VIDEO_SUFFIXES, AppConfig, Assistant, IngestResult
from memory import TRACE_KINDS, Memory, Video

from . import live, render
from .assets import PLAYER_ID
from .service import SHARED_OWNER, IngestProgress, Service, SessionState, UserFacingError, log

HELP = """\
# EchoStream
**Chat with a video.** 1) Upload a video (mp4, mov, webm, mkv, avi) or click **Try the example video**.
2) Watch the progress bar while speech, on-screen text, objects and scenes are written into memory.
3) Ask a question: answers cite **[mm:ss]** with keyframes; click a time or a thumbnail to jump the player there.
Or open **Live**, start the camera, and ask while it streams.
Everything runs on this machine; nothing leaves it.
"""
IDLE = render.status_html("No video yet: upload one or try the example.")
TIMELINE_HEADERS = ["time", "kind", "text"]
# choose, player, summary, timeline, times, chatbot, details, kinds, state: see view()
N_VIEW = 9


def _skips() -> tuple:
    return tuple(gr.skip() for _ in range(N_VIEW))


def _owner(request: gr.Request | None) -> str:
    # The session hash is unique per page load: one visitor never sees another's uploads.
    return (request.session_hash if request is not None else None) or "anonymous"


def _upload_owner(config: AppConfig) -> Callable[[gr.Request | None], str]:
    """Hosted: uploads belong to the browser session. Library (one local user): to everyone,
    so they are still there after a reload and the same file is never ingested twice."""
    return _owner if config.hosted else (lambda request: SHARED_OWNER)


def _end_session(svc: Service, hub: live.LiveHub, request: gr.Request, uploads: Path) -> None:
    try:
        hub.stop(_owner(request))  # idempotent; the live tab's own unload may have run first
        svc.end_session(_owner(request), uploads)
    except Exception:  # a tab closing must never raise into gradio's unload loop
        log.exception("cleaning up a closed session failed")


def build_demo(config: AppConfig, memory: Memory, assistant: Assistant, *,
               live_hub: live.LiveHub | None = None) -> gr.Blocks:
    svc = Service(config, memory, assistant)
    upload_owner = _upload_owner(config)
    uploads = Path(gr.utils.get_upload_folder())  # gradio's upload folder, as this server starts
    hub = live_hub or live.LiveHub(memory, config=live.HubConfig(live.LiveConfig(perceivers=config.ingest.perceivers)))

    def choices(state: SessionState) -> list[tuple[str, str]]:
        return [(render.video_label(v), v.id) for v in svc.visible_videos(state)]

    def view(state: SessionState, video: Video, summary: str, player: str | None):
        """Everything that follows the selected video, in VIEW order."""
        state.current = video.id
        rows, times = svc.timeline(video.id, list(TRACE_KINDS))
        return (
            gr.Dropdown(choices=choices(state), value=video.id),
            player,
            summary,
            rows,
            times,
            state.chats.get(video.id, []),
            None,
            list(TRACE_KINDS),
            state,
        )

    def run_ingest(state: SessionState | None, path, owner: str, name: str):
        """Generator shared by upload and example: progress lines, then the new view."""
        skip = _skips()
        state = state or SessionState()
        try:
            yield (render.progress_html(0.0, "starting", name), gr.skip(), *skip)
            result = None
            for item in svc.ingest(path, owner=owner):
                if isinstance(item, IngestProgress):
                    yield (render.progress_html(item.fraction, item.stage, name), gr.skip(), *skip)
                else:
                    result = item
        except UserFacingError as e:
            gr.Warning(str(e))
            yield (render.status_html(str(e), "error"), None, *skip)
            return
        assert isinstance(result, IngestResult)
        player = None
        for item in svc.prepare_player(result.video):
            if isinstance(item, IngestProgress):
                yield (render.progress_html(item.fraction, item.stage, name), gr.skip(), *skip)
            else:
                player = item
        state.remember(result.video)
        summary = render.summary_markdown(result.video, result.counts, result.seconds, result.reused)
        done = render.status_html(f"Ready: {result.video.name}. Ask a question on the right.", "done")
        yield (done, None, *view(state, result.video, summary, player))

    def ingest_upload(file, state: SessionState | None, request: gr.Request):
        state = state or SessionState()
        try:
            path = svc.check_upload(file)
        except UserFacingError as e:
            gr.Warning(str(e))
            yield (render.status_html(str(e), "error"), None, *_skips())
            return
        yield from run_ingest(state, path, upload_owner(request), path.name)

    def ingest_example(state: SessionState | None):
        state = state or SessionState()
        yield (render.progress_html(0.0, "building the example video"), gr.skip(), *_skips())
        try:
            path = svc.example_video()
        except Exception:
            log.exception("building the example video failed")
            msg = "Could not build the example video; the server log has the details."
            gr.Warning(msg)
            yield (render.status_html(msg, "error"), gr.skip(), *_skips())
            return
        yield from run_ingest(state, path, SHARED_OWNER, "example video")

    def select_video(video_id: str | None, state: SessionState | None):
        state = state or SessionState()
        try:
            video = svc.video_for(state, video_id)
        except UserFacingError as e:
            gr.Warning(str(e))
            return _skips()
        summary = render.summary_markdown(video, memory.count_traces(video.id))
        return view(state, video, summary, svc.player_file(video))

    def filter_timeline(video_id: str | None, kinds: list[str], state: SessionState | None):
        state = state or SessionState()
        try:
            video = svc.video_for(state, video_id)
        except UserFacingError:
            return [], []
        return svc.timeline(video.id, kinds)

    def ask(question: str, video_id: str | None, state: SessionState | None):
        state = state or SessionState()
        try:
            video = svc.video_for(state, video_id)
            if not (question or "").strip():
                raise UserFacingError("Type a question first.")
        except UserFacingError as e:
            gr.Warning(str(e))
            yield gr.skip(), gr.skip(), gr.skip(), state
            return
        chat = state.chats.setdefault(video.id, [])
        chat.append({"role": "user", "content": render.escape_text(question.strip())})
        yield list(chat), "", gr.skip(), state
        try:
            answer = svc.ask(question, video)
        except UserFacingError as e:
            chat.append({"role": "assistant", "content": render.escape_text(str(e))})
            yield list(chat), "", None, state
            return
        chat.append({"role": "assistant", "content": render.answer_message(answer, svc.thumbnails(answer))})
        yield list(chat), "", render.answer_details(answer), state

    def clear_chat(video_id: str | None, state: SessionState | None):
        state = state or SessionState()
        state.chats.pop(video_id or "", None)
        return state

    def on_load(state: SessionState | None):
        state = state or SessionState()
        return gr.Dropdown(choices=choices(state), value=state.current), state

    def row_time(times: list[float], evt: gr.SelectData):
        row = evt.index[0] if isinstance(evt.index, (list, tuple)) else evt.index
        return times[row] if times and 0 <= row < len(times) else gr.skip()

    # hosted: gradio deletes uploaded files an hour after their session (checked every 10 min)
    cleanup = {"delete_cache": (600, 3600)} if config.hosted else {}
    with gr.Blocks(title="EchoStream", analytics_enabled=False, **cleanup) as demo:
        state = gr.State(None)
        times = gr.State([])
        gr.Markdown(HELP, elem_id="es-help")
        with gr.Row(equal_height=False):
            with gr.Column(scale=6):
                with gr.Tabs(elem_id="es-sources"):
                    with gr.Tab("Video", id="video"):
                        with gr.Row(equal_height=True):
                            upload = gr.File(
                                label="Upload a video", file_types=list(VIDEO_SUFFIXES), type="filepath",
                                height=120, scale=1, elem_id="es-upload",
                            )
                            with gr.Column(scale=1, min_width=200):
                                example_btn = gr.Button("Try the example video", elem_id="es-example")
                                choose = gr.Dropdown(
                                    label="Video", choices=[], value=None, interactive=True, elem_id="es-choose",
                                )
                        status = gr.HTML(IDLE, elem_id="es-status")
                        player = gr.Video(
                            label="Player", elem_id=PLAYER_ID, interactive=False, height=380,
                            buttons=["download"],
                        )
                    with gr.Tab("Live", id="live", elem_id="es-live-tab"):
                        live_tab = live.build_live_tab(hub.config)
                summary = gr.Markdown(elem_id="es-summary")
            with gr.Column(scale=5):
                chatbot = gr.Chatbot(
                    label="Chat", elem_id="es-chat", height=470, buttons=["copy"], feedback_options=None,
                    placeholder="Ask about what was **said** or **shown**. Answers cite [mm:ss] times.",
                )
                question = gr.Textbox(
                    label="Question", show_label=False, elem_id="es-question", submit_btn="Ask",
                    placeholder="e.g. When was the budget slide shown?", max_length=500,
                )
                with gr.Accordion("Evidence (JSON)", open=False):
                    details = gr.JSON(label="Last answer", elem_id="es-details")
        with gr.Accordion("Timeline of traces", open=True, elem_id="es-timeline-box"):
            kinds = gr.CheckboxGroup(list(TRACE_KINDS), value=list(TRACE_KINDS), label="Show", elem_id="es-kinds")
            timeline = gr.Dataframe(
                headers=TIMELINE_HEADERS, datatype=["str", "str", "str"], interactive=False, wrap=True,
                max_height=420, column_widths=["80px", "90px", "auto"], elem_id="es-timeline",
            )
        seek_to = gr.Number(visible=False)

        VIEW = [choose, player, summary, timeline, times, chatbot, details, kinds, state]
        assert len(VIEW) == N_VIEW
        # one ingest at a time across all sessions: it already uses every core
        ingest_kw = dict(outputs=[status, upload, *VIEW], concurrency_id="ingest", concurrency_limit=1,
                         show_progress="hidden")
        upload.upload(ingest_upload, [upload, state], api_name="ingest", **ingest_kw)
        example_btn.click(ingest_example, [state], api_name="ingest_example", **ingest_kw)
        choose.input(select_video, [choose, state], VIEW, api_name="select_video", show_progress="hidden")
        kinds.input(filter_timeline, [choose, kinds, state], [timeline, times], api_visibility="private",
                    show_progress="hidden")
        question.submit(ask, [question, choose, state], [chatbot, question, details, state], api_name="ask",
                        show_progress="minimal", concurrency_limit=4)
        chatbot.clear(clear_chat, [choose, state], [state], api_visibility="private")
        timeline.select(row_time, [times], [seek_to], api_visibility="private", show_progress="hidden").then(
            None, [seek_to], None, js="(t) => { window.esSeek && window.esSeek(t); }"
        )
        demo.load(on_load, [state], [choose, state], api_name="refresh", show_progress="hidden")
        if config.hosted:
            def on_close(request: gr.Request) -> None:  # gradio passes the request by annotation
                _end_session(svc, hub, request, uploads)

            demo.unload(on_close)
        live.wire_live(live_tab, hub, demo=demo, svc=svc, view=view, view_components=VIEW, state=state,
                       choose=choose, kinds=kinds, summary=summary, timeline=timeline, times=times,
                       owner_of=_owner)
    return demo
