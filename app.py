"""EchoStream: chat with your videos. Launches the web UI, or ingests and answers from the shell.

  python app.py                          start the web UI on http://127.0.0.1:7860
  python app.py ingest VIDEO [--json]    build the memory of a video
  python app.py ask [--video ID] [--json] QUESTION [QUESTION ...]

Only this file reads the command line and the environment (ECHOSTREAM_DB, ECHOSTREAM_VLM).
"""
from __future__ import annotations

import argparse
import json
import os
import sys

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")  # no outbound calls from gradio
os.environ.setdefault("HF_HUB_OFFLINE", "1")  # never wait on a model hub
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


class UsageError(Exception):
    """A command that cannot be carried out as asked."""


def _parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS,
                        help="memory database (default: $ECHOSTREAM_DB, else a file in your user data directory)")
    common.add_argument("--vlm", metavar="MODEL", default=argparse.SUPPRESS,
                        help="optional gated cross-attention VLM: a local path or a hub id already in the "
                             "local cache (default: $ECHOSTREAM_VLM; none = offline perceivers only)")
    p = argparse.ArgumentParser(
        prog="app.py", parents=[common],
        description="EchoStream, a streaming video assistant. With no command it starts the web UI.",
        epilog="Examples:\n  python app.py\n  python app.py ingest talk.mp4 --json\n"
               "  python app.py ask --json \"what was on the first slide?\" \"when did they mention March?\"",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    # hosted Spaces set GRADIO_SERVER_NAME/PORT; everywhere else the UI stays on this machine
    p.add_argument("--host", default=os.environ.get("GRADIO_SERVER_NAME", "127.0.0.1"),
                   help="web UI address (default: 127.0.0.1)")
    p.add_argument("--port", type=int, default=int(os.environ.get("GRADIO_SERVER_PORT", 7860)),
                   help="web UI port (default: 7860)")
    p.add_argument("--max-upload-mb", type=float, default=2048.0, help="largest upload the UI accepts")
    p.add_argument("--max-duration-min", type=float, default=None, help="longest video the UI accepts")
    p.add_argument("--hosted", action="store_true", default=bool(os.environ.get("SPACE_ID")),
                   help="public-demo mode: each browser session sees only its own uploads "
                        "(default on a Hugging Face Space; otherwise every video is in your library)")
    sub = p.add_subparsers(dest="command", metavar="{ingest,ask}")
    ing = sub.add_parser("ingest", parents=[common], help="ingest a video file into memory",
                         description="Decode a video, perceive it and store its traces in memory.")
    ing.add_argument("video", help="video file (mp4, mov, webm, mkv, avi)")
    ing.add_argument("--json", action="store_true", help="print a JSON summary")
    ask = sub.add_parser("ask", parents=[common], help="ask questions about ingested videos",
                         description="Answer questions from memory, with [mm:ss] citations.")
    ask.add_argument("questions", nargs="+", metavar="QUESTION")
    ask.add_argument("--video", metavar="ID", help="only this video (default: all videos in memory)")
    ask.add_argument("--json", action="store_true", help="one JSON object per line per question")
    return p


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    from core import AppConfig

    try:
        config = AppConfig(
            db_path=getattr(args, "db", None) or os.environ.get("ECHOSTREAM_DB") or AppConfig().db_path,
            host=args.host, port=args.port,
            vlm=getattr(args, "vlm", None) or os.environ.get("ECHOSTREAM_VLM") or None,
            max_upload_mb=args.max_upload_mb,
            max_duration_s=args.max_duration_min * 60 if args.max_duration_min else None,
            hosted=args.hosted,
        )
        if args.command == "ingest":
            return _ingest(config, args)
        if args.command == "ask":
            return _ask(config, args)
        return _serve(config)
    except KeyboardInterrupt:
        return 130
    except Exception as e:  # one clear line, never a traceback, for anything a user can cause
        if os.environ.get("ECHOSTREAM_DEBUG"):
            raise
        print(f"error: {e}", file=sys.stderr)
        return 1


def _open(config):
    from memory import Memory

    return Memory(config.db_path)


def _load_vlm(config):
    if not config.vlm:
        return None
    from core.vlm import load_vlm

    return load_vlm(config.vlm, progress=lambda f, msg: print(f"\rloading VLM {f:4.0%} {msg}", end="", file=sys.stderr))


def _ingest(config, args) -> int:
    from core import ingest_file

    def progress(fraction: float, message: str) -> None:
        if sys.stderr.isatty():
            print(f"\r{fraction:4.0%}  {message:<48}", end="", file=sys.stderr, flush=True)

    memory = _open(config)
    _load_vlm(config)  # loaded (and cached) before the work starts, so a bad --vlm fails fast
    result = ingest_file(args.video, memory, config=config.ingest, progress=progress)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    v = result.video
    summary = {"video_id": v.id, "name": v.name, "duration": round(v.duration, 3), "counts": result.counts,
               "seconds": round(result.seconds, 3), "reused": result.reused}
    if args.json:
        print(json.dumps(summary))
    else:
        counts = ", ".join(f"{n} {k}" for k, n in sorted(result.counts.items())) or "no traces"
        how = "already in memory" if result.reused else f"ingested in {result.seconds:.1f} s"
        print(f"{v.id}  {v.name}  {v.duration:.1f} s  {how}: {counts}")
    return 0


def _ask(config, args) -> int:
    from core import Assistant

    memory = _open(config)
    videos = [v.id for v in memory.videos(complete_only=True)]
    if not videos:
        raise UsageError("memory holds no video yet: run `python app.py ingest VIDEO` first")
    if args.video and args.video not in videos:
        raise UsageError(f"no video {args.video!r} in memory; known: {', '.join(videos)}")
    assistant = Assistant(memory, vlm=_load_vlm(config))
    for q in args.questions:
        answer = assistant.ask(q, video_ids=[args.video] if args.video else None)
        if args.json:
            print(json.dumps(answer.to_json()), flush=True)
        else:
            print(f"Q: {q}\nA: {answer.answer}")
            for c in answer.citations:
                print(f"   {c.stamp} {c.kind:<7} {c.text[:90]}")
            print()
    return 0


def _serve(config) -> int:
    import ui
    from core import Assistant

    memory = _open(config)
    assistant = Assistant(memory, vlm=_load_vlm(config))
    ui.serve(config, memory, assistant)
    return 0


if __name__ == "__main__":
    sys.exit(main())
