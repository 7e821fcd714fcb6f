"""ui: the Gradio page. Importing this package is cheap; gradio loads on first use.

    demo = ui.build_demo(config, memory, assistant)   # gr.Blocks
    app, url, _ = ui.launch(demo, config, prevent_thread_lock=True)
    ui.serve(config, memory, assistant)                # build + launch, blocking
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    import gradio as gr

    from core import AppConfig, Assistant
    from memory import Memory

__all__ = ["build_demo", "launch", "serve"]


def build_demo(config: "AppConfig", memory: "Memory", assistant: "Assistant", *, live_hub: Any = None) -> "gr.Blocks":
    """The page as a gr.Blocks, not yet launched (`live_hub`: a ui.live.LiveHub to share, e.g. in tests)."""
    from .page import build_demo as _build

    return _build(config, memory, assistant, live_hub=live_hub)


def launch(demo: "gr.Blocks", config: "AppConfig", *, prevent_thread_lock: bool = False, quiet: bool = False) -> Any:
    """Queue and launch `demo` on config.host:config.port; returns gradio's (app, url, share_url).

    The file route hands out only what gradio cached for this app and our example/preview
    folders (a request for the database gets 403); no share link, no server-side rendering
    process, no MCP server.
    """
    from .assets import CSS, SEEK_JS
    from .service import served_dirs

    served = served_dirs(config)
    for folder in served:
        folder.mkdir(parents=True, exist_ok=True)
    demo.queue(max_size=64, default_concurrency_limit=2)
    return demo.launch(
        server_name=config.host,
        server_port=config.port,
        share=False,
        prevent_thread_lock=prevent_thread_lock,
        quiet=quiet,
        show_error=False,
        ssr_mode=False,
        mcp_server=False,
        allowed_paths=[str(f) for f in served],
        max_file_size=int(config.max_upload_mb * 2**20),  # bytes
        css=CSS,
        head=SEEK_JS,
    )


def serve(config: "AppConfig", memory: "Memory", assistant: "Assistant") -> None:
    """Build the page and serve it until interrupted (what `python app.py` runs)."""
    launch(build_demo(config, memory, assistant), config)
