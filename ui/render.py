"""Turn memory objects into what the page shows: HTML snippets, chat messages, table rows.

Pure functions over plain values so they can be checked without a server. Everything a
video put into a trace (speech, on-screen text) is untrusted text: it is HTML-escaped
here before it reaches the chat, whose own sanitizer is the second line of defence.
"""
from __future__ import annotations

import base64
import html
import io
import re

from memory import TRACE_KINDS, Answer, Video, format_stamp

# A `[mm:ss]` or `[h:mm:ss]` stamp inside answer text.
_STAMP = re.compile(r"\[(?:(\d+):)?(\d{1,2}):(\d{2})\]")
# Markdown would reinterpret these inside chat messages.
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]<>#|~])")

THUMB_WIDTH = 160  # px; small enough that a chat history of data: URIs stays light


def seek_link(t: float, label: str | None = None) -> str:
    """An anchor the page script turns into a player seek (see assets.SEEK_JS)."""
    label = label or format_stamp(t)
    return f'<a class="es-cite" href="#t={t:.2f}">{html.escape(label)}</a>'


def escape_text(text: str) -> str:
    return _MD_SPECIAL.sub(r"\\\1", html.escape(text, quote=False))


def linkify_stamps(text: str) -> str:
    """Escape `text` and make every [mm:ss] stamp in it a seek link."""
    out, last = [], 0
    for m in _STAMP.finditer(text):
        out.append(escape_text(text[last : m.start()]))
        h, mm, ss = (int(g) if g else 0 for g in m.groups())
        out.append(seek_link(h * 3600 + mm * 60 + ss, m.group(0)))
        last = m.end()
    out.append(escape_text(text[last:]))
    return "".join(out)


def thumbnail_uri(jpeg: bytes | None, width: int = THUMB_WIDTH) -> str | None:
    """Shrink a keyframe JPEG to a data: URI, or None if there is none / it is unreadable."""
    if not jpeg:
        return None
    from PIL import Image, UnidentifiedImageError

    try:
        img = Image.open(io.BytesIO(jpeg))
        img.load()
    except (UnidentifiedImageError, OSError):
        return None
    if img.width > width:
        img = img.resize((width, max(1, round(img.height * width / img.width))))
    buf = io.BytesIO()
    img.convert("RGB").save(buf, format="JPEG", quality=70)
    return "data:image/jpeg;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def _quote(text: str, limit: int = 140) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def shown_citations(answer: Answer, max_citations: int = 4, relative_min: float = 0.5) -> list[int]:
    """Indices of the citations worth showing: the best, and those close to it in score.

    The memory returns a ranked tail of weaker evidence too; the chat shows only what
    backs the answer (the evidence panel keeps all of it).
    """
    if not answer.citations:
        return []
    best = max(float(c.score) for c in answer.citations)
    keep = [i for i, c in enumerate(answer.citations) if i == 0 or float(c.score) >= relative_min * best]
    return keep[:max_citations]


def answer_message(answer: Answer, thumbs: dict[int, str] | None = None) -> str:
    """The assistant's chat message: the answer, its citations, and keyframe thumbnails.

    `thumbs` maps a citation's index in `answer.citations` to a data: URI.
    """
    thumbs = thumbs or {}
    if answer.abstained or not answer.citations:
        return escape_text(answer.answer)
    shown = [(i, answer.citations[i]) for i in shown_citations(answer)]
    lines = [
        f"{seek_link(c.t_start)} <span class=\"es-kind\">{html.escape(c.kind)}</span> {escape_text(_quote(c.text))}"
        for _, c in shown
    ]
    parts = [linkify_stamps(answer.answer), "", '<div class="es-cites">' + "<br>".join(lines) + "</div>"]
    imgs, stamps = [], set()
    for i, c in shown:
        uri = thumbs.get(i)
        if uri and c.stamp not in stamps:  # one thumbnail per moment
            stamps.add(c.stamp)
            t = f"{c.t_start:.2f}"
            imgs.append(
                f'<a class="es-thumb" href="#t={t}" title="{c.stamp}">'
                f'<img src="{uri}" alt="keyframe {c.stamp}"><span>{c.stamp}</span></a>'
            )
    if imgs:
        parts.append('<div class="es-thumbs">' + "".join(imgs) + "</div>")
    return "\n".join(parts)


def answer_details(answer: Answer) -> dict:
    """The evidence panel (and API) view of an answer: the CLI's JSON plus intensity."""
    out = answer.to_json()
    out["intensity"] = round(float(answer.intensity), 4)
    for d, c in zip(out["citations"], answer.citations):
        d["stamp"] = c.stamp
    return out


def progress_html(fraction: float, stage: str, name: str = "") -> str:
    pct = max(0.0, min(1.0, fraction)) * 100
    label = " · ".join(p for p in (html.escape(name), html.escape(stage), f"{pct:.0f}%") if p)
    return (
        f'<div class="es-progress" data-es-pct="{pct:.0f}">'
        f'<div class="es-bar"><div class="es-fill" style="width:{pct:.1f}%"></div></div>'
        f'<div class="es-stage">{label}</div></div>'
    )


def status_html(text: str, kind: str = "info") -> str:
    """A one-line status; kind is "info", "done" or "error"."""
    assert kind in ("info", "done", "error"), kind
    return f'<div class="es-status es-{kind}">{html.escape(text)}</div>'


def video_label(video: Video) -> str:
    if video.status == "ingesting" and str(video.path).startswith("live:"):
        return f"{video.name} (live)"
    return f"{video.name} ({format_stamp(video.duration).strip('[]')})"


def summary_markdown(
    video: Video, counts: dict[str, int], seconds: float | None = None, reused: bool = False
) -> str:
    kinds = [f"{counts[k]} {k}" for k in TRACE_KINDS if counts.get(k)]
    lines = [
        f"**{escape_text(video.name)}** · {format_stamp(video.duration).strip('[]')} · "
        f"{video.width}×{video.height} · {sum(counts.values())} traces"
        + (f" ({', '.join(kinds)})" if kinds else ""),
    ]
    if reused:
        lines.append("Reused existing memory: this video was ingested before.")
    elif seconds is not None:
        speed = f", {video.duration / seconds:.1f}× real time" if seconds > 0 else ""
        lines.append(f"Ingested in {seconds:.1f} s{speed}.")
    return "  \n".join(lines)


def timeline_rows(traces, kinds: list[str] | None = None, limit: int = 2000) -> tuple[list[list], list[float]]:
    """Rows [time, kind, text] for the timeline table, and each row's start time."""
    wanted = set(kinds) if kinds is not None else set(TRACE_KINDS)
    rows, times = [], []
    for tr in traces:
        if tr.kind not in wanted:
            continue
        if len(rows) >= limit:
            break
        rows.append([format_stamp(tr.t_start).strip("[]"), tr.kind, _quote(tr.text, 200)])
        times.append(float(tr.t_start))
    return rows, times
