"""The offline answer: the best evidence of a recall, quoted in a sentence or two with
[mm:ss] stamps, or an honest abstention. A VLM answerer (core/) can call `recall()`
itself and word its own answer from the same echoes."""
from __future__ import annotations

from dataclasses import dataclass

from .echo import Echo, Recall, RecallConfig, recall
from .probes import COUNT_QUESTION
from .store import Memory
from .types import Answer, format_stamp

ABSTAIN_TEXT = "I could not find that in this video."
_NUMBER = {1: "once", 2: "twice", 3: "three times", 4: "four times", 5: "five times"}


@dataclass
class AnswerConfig:
    max_evidence: int = 3  # echoes quoted in the answer text (all `limit` are cited)
    min_relative_score: float = 0.5  # a further echo is quoted only if this close to the best
    max_quote_chars: int = 200

    def __post_init__(self) -> None:
        if self.max_evidence < 1 or self.max_quote_chars < 20:
            raise ValueError("max_evidence must be >= 1 and max_quote_chars >= 20")
        if not 0 <= self.min_relative_score <= 1:
            raise ValueError(f"min_relative_score must be in [0, 1], got {self.min_relative_score}")


def _quote(text: str, limit: int) -> str:
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    return (cut[: cut.rfind(" ")] if " " in cut else cut) + "…"


def _clause(kind: str, stamps: str, text: str, first: bool) -> str:
    """One piece of evidence in words; `stamps` is "[mm:ss]" or "[mm:ss], [mm:ss]"."""
    at = f"At {stamps}" if first else f"at {stamps}"
    if kind == "speech":
        return f'{at} the speaker said: "{text}"'
    if kind == "ocr":
        return f'{at} the screen read "{text}"'
    if kind == "caption":
        return f"{at} the video showed {text}"
    if kind == "object":
        return f"{at} the picture showed: {text}"
    if kind == "visual":
        return f"{at} the picture was {text}"
    if text.lower().split()[:1] in (["scene"], ["cut"], ["shot"], ["fade"], ["transition"], ["flash"]):
        return f"{at} there was a {text}"
    return f"{at} the video noted: {text}"


def _pick(echoes: list[Echo], cfg: AnswerConfig) -> list[list[Echo]]:
    """Echoes to quote, best first; echoes saying the same thing are grouped (their times listed)."""
    best = max(echoes[0].score, 1e-9)
    groups: dict[tuple[str, str], list[Echo]] = {}
    for e in echoes:
        if e is not echoes[0] and e.score < cfg.min_relative_score * best:
            continue
        key = (e.trace.kind, " ".join(e.trace.text.lower().split()))
        if key in groups or len(groups) < cfg.max_evidence:
            groups.setdefault(key, []).append(e)
    return list(groups.values())


def _count(echoes: list[Echo], cfg: AnswerConfig) -> int:
    """Separate times the best echo's thing was seen: echoes of its kind that share a
    question word and score near it, overlapping spans counted once."""
    top = echoes[0]
    best = max(top.score, 1e-9)
    same = [e for e in echoes if e.trace.kind == top.trace.kind and e.score >= cfg.min_relative_score * best
            and (e is top or e.activations.get("lexical", 0.0) > 0 or top.activations.get("lexical", 0.0) == 0)]
    spans = sorted((e.trace.t_start, e.trace.t_end) for e in same)
    n, end = 0, -1.0
    for a, b in spans:
        if a > end:
            n += 1
        end = max(end, b)
    return n


def compose(rec: Recall, *, video_names: dict[str, str] | None = None, limit: int = 5,
            config: AnswerConfig | None = None) -> Answer:
    """An extractive Answer from a Recall (abstains when the recall does)."""
    cfg = config or AnswerConfig()
    if rec.abstain or not rec.echoes or limit < 1:
        return Answer(rec.question, ABSTAIN_TEXT, True, [], rec.intensity)
    names = video_names or {}
    several = len({e.trace.video_id for e in rec.echoes[:limit]}) > 1
    clauses = []
    for k, group in enumerate(_pick(rec.echoes[:limit], cfg)):
        times = sorted(group, key=lambda e: e.trace.t_start)
        stamps = ", ".join(format_stamp(e.trace.t_start) for e in times[:4])
        clause = _clause(group[0].trace.kind, stamps, _quote(group[0].trace.text, cfg.max_quote_chars), k == 0)
        vid = group[0].trace.video_id
        if several:
            clause += f' in "{names.get(vid, vid)}"'
        clauses.append(clause)
    text = "; ".join(clauses)
    if COUNT_QUESTION.search(rec.question):
        n = _count(rec.echoes[:limit], cfg)
        more = "at least " if n >= limit else ""
        text = f"{more}{_NUMBER.get(n, f'{n} times')} ({n}): {text[0].lower()}{text[1:]}"
        text = text[0].upper() + text[1:]
    if not text.endswith(('."', '?"', '!"', ".", "?", "!", "…")):
        text += "."
    citations = [e.citation for e in rec.echoes[:limit]]
    return Answer(rec.question, text, False, citations, rec.intensity)


def ask(memory: Memory, question: str, *, video_ids: list[str] | None = None, limit: int = 5,
        config: RecallConfig | None = None, answer_config: AnswerConfig | None = None) -> Answer:
    """Answer a question from the memory, citing evidence best first, or abstain.

    Raises ValueError for an empty question; a very long one is cut at a word boundary.
    """
    if limit < 1:
        raise ValueError(f"limit must be >= 1, got {limit}")
    rec = recall(memory, question, video_ids=video_ids, limit=limit, config=config)
    names: dict[str, str] = {}
    if len({e.trace.video_id for e in rec.echoes[:limit]}) > 1:
        for vid in {e.trace.video_id for e in rec.echoes[:limit]}:
            video = memory.get_video(vid)
            names[vid] = video.name if video else vid
    return compose(rec, video_names=names, limit=limit, config=answer_config)
