"""Temporal constraints in questions: "at 2:30", "in the last 30 seconds", "after the slide about X".

`parse_time(question)` finds at most one constraint and returns it with the matched
phrase, so the probes can search the rest of the question. A constraint becomes a
time window only once the video's duration (or an anchor trace) is known:
`TimeConstraint.window(duration, anchor)`.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

import numpy as np

from .text import content_words

RELATIONS = ("at", "around", "after", "before", "during", "between", "first", "last", "beginning", "middle",
             "end")

_UNITS = {"h": 3600.0, "hr": 3600.0, "hrs": 3600.0, "hour": 3600.0, "hours": 3600.0,
          "m": 60.0, "min": 60.0, "mins": 60.0, "minute": 60.0, "minutes": 60.0,
          "s": 1.0, "sec": 1.0, "secs": 1.0, "second": 1.0, "seconds": 1.0}
_SMALL = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
          "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
          "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
          "nineteen": 19, "couple": 2, "few": 3}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
         "eighty": 80, "ninety": 90}

_ONES = [k for k in _SMALL if _SMALL[k] < 10 and k not in ("a", "an", "couple", "few")]
_NUM = (r"(?:\d+(?:\.\d+)?|(?:%s)(?:[\s-](?:%s))?|%s|half an?|a couple of|a few)"
        % ("|".join(_TENS), "|".join(_ONES),
           "|".join(k for k in _SMALL if k not in ("a", "an", "couple", "few"))))
_UNIT = r"(?:hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)"
_DURATION = rf"(?:{_NUM}\s*{_UNIT}\b(?:\s*(?:and\s+)?{_NUM}\s*{_UNIT}\b)?)"
_CLOCK = r"(?:\d{1,2}:)?\d{1,2}:\d{2}(?:\.\d+)?"
_POINT = rf"(?:{_CLOCK}|{_DURATION})(?:\s+mark)?"

_BETWEEN = re.compile(rf"\b(?:between|from)\s+(?:the\s+)?({_POINT})\s+(?:and|to|until|till)\s+(?:the\s+)?({_POINT})")
_AT = re.compile(rf"\b(at|around|about|near|approximately|roughly|after|since|past|before|until|till|by)"
                 rf"\s+(?:the\s+)?({_POINT})(?:\s+(?:in|into)(?:\s+the\s+(?:video|clip))?)?")
_EDGE = re.compile(rf"\b(?:in|during|within|over|for)?\s*(?:the\s+)?(?:very\s+)?(first|last|final|opening|closing)"
                   rf"\s+({_DURATION}|{_UNIT}|{_NUM}\s+{_UNIT})")
_PART = re.compile(r"\b(?:at|in|near|towards?|by|around)\s+the\s+(?:very\s+)?"
                   r"(end|ending|close|finish|beginning|start|outset|opening|middle)\b"
                   r"(?:\s+of\s+(?:the\s+)?(?:video|clip|talk|recording|presentation))?")
_FIRST = re.compile(r"\b(at first|in the end)\b|\bhow did (?:the |it |this |they )?(?:\w+ )?"
                    r"(end|finish|close|wrap up|start|begin|open)\b")
_ANCHOR = re.compile(r"\b(after|before|following|prior to)\s+(.+?)\s*(?:[?!.;,]|$)")
# "what followed the chart?" / "what preceded it?": the verb itself is the relation.
_FOLLOWED = re.compile(r"^(?:what|which|who)\s+(?:\w+\s+)?(followed|preceded|came before|came after)\s+"
                       r"(.+?)\s*(?:[?!.;,]|$)")
# "what was on screen when the speaker mentioned X?": a question-initial "when" asks for a
# time instead ("when is the launch?"), so one must come after other words.
_DURING = re.compile(r"(?<=\w)[\s,]+(when|while|whilst|during|as(?=\s+(?:the\s+)?(?:speaker|presenter|narrator|host|"
                     r"someone|somebody|they|he|she|we|you|i)\b))\s+(.+?)\s*(?:[?!.;]|$)")
# "When the budget was discussed, what was on screen?": the clause comes first, ended by a
# comma and the question proper.
_FRONTED = re.compile(r"^(when|while|whilst|during|as)\s+(.+?),\s*(?=(?:what|which|who|whom|whose|where|how|did|"
                      r"do|does|was|were|is|are|could|can)\b)")
_DURING_SUBJECT = re.compile(r"^(?:the\s+|a\s+)?(?:speaker|presenter|narrator|host|someone|somebody|they|he|she|"
                             r"we|you|i)\s+(?:was\s+|were\s+)?")
_SHOWN_TAIL = re.compile(r"\s+(slides?|screens?|charts?|titles?|signs?|texts?)?\s*"
                         r"(?:was|were|is|are|had been)\s+(?:being\s+|still\s+)?(?:shown|showing|up|displayed|"
                         r"on(?:\s+the)?\s+screen|on display|visible|in view|projected)$")
# "... when the tax audit was (being) mentioned": the anchor is said, named before its verb.
_SAID_TAIL = re.compile(r"\s+(?:(?:was|were|is|are|got|had been)\s+(?:being\s+)?(?:mentioned|discussed|said|talked about|"
                        r"spoken about|spoken of|brought up|announced|explained|raised|covered|addressed)"
                        r"|came up|comes up|come up)$")
# "during the coral reef slide", "after the rainfall chart": a kind of screen named last.
_SCREEN_TAIL = re.compile(r"\s+(?:slides?|screens?|charts?|graphs?|titles?|signs?|tables?)$")

_ANCHOR_LEAD = re.compile(
    r"^(?:the\s+|a\s+|they\s+|he\s+|she\s+|someone\s+|we\s+|you\s+)?"
    r"(?:(slides?|screens?|titles?|charts?|graphs?|tables?|texts?|pages?)\s+(?:about|on|with|showing|that said|saying|titled|called|reading)\s+"
    r"|(?:said|say|talked about|talk about|mentioned|mention|spoke about|discussed|explained)\s+)?")
_SPEECH_LEAD = re.compile(r"\b(said|say|talk|talked|mention|mentioned|spoke|discussed|explained)\b")


@dataclass(frozen=True)
class TimeConstraint:
    """A constraint on *when*; seconds are from the start of the video."""

    relation: str
    start: float | None = None  # the time point (at/around/after/before), span (first/last), or range start
    end: float | None = None  # range end for "between"
    anchor: str | None = None  # text to find first, for "after/before <something>"
    anchor_kind: str | None = None
    phrase: str = ""  # the words the constraint was read from

    def __post_init__(self) -> None:
        if self.relation not in RELATIONS:
            raise ValueError(f"unknown time relation {self.relation!r}")

    @property
    def needs_anchor(self) -> bool:
        return self.anchor is not None

    def window(self, duration: float, anchor: tuple[float, float] | None = None,
               *, tolerance: float = 2.0) -> tuple[tuple[float, float], float | None]:
        """((lo, hi), focus): the span of a video of `duration` s the question is about, and
        the moment answers should be close to (None when any time in the window is as good)."""
        dur = max(float(duration), 0.0)
        rel, s = self.relation, self.start
        if self.anchor is not None:
            assert anchor is not None, "resolve the anchor first"
            a0, a1 = anchor
            if rel == "during":
                return (a0 - tolerance, a1 + tolerance), a0
            return ((a0, math.inf), a0) if rel == "after" else ((-math.inf, a0), a0)
        if rel == "at":
            return (s - tolerance, s + tolerance), s
        if rel == "around":
            slack = max(5.0 * tolerance, 0.1 * s)
            return (s - slack, s + slack), s
        if rel == "after":
            return (s, math.inf), s
        if rel == "before":
            return (-math.inf, s), s
        # Spans are read in order, so their focus is where they begin.
        if rel == "between":
            return (s, self.end), s
        if rel == "first":
            return (-math.inf, s), 0.0
        if rel == "last":
            return (dur - s, math.inf), dur - s
        part = max(20.0, 0.15 * dur)
        if rel == "beginning":
            return (-math.inf, part), 0.0
        if rel == "end":
            return (dur - part, math.inf), dur
        return (0.4 * dur - part / 2, 0.6 * dur + part / 2), 0.5 * dur  # middle


def admits(relation: str, t_start: np.ndarray, t_end: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """Which trace spans a window admits: "after"/"before" want spans wholly on that side
    (the slide still showing when "after X" begins is not an answer); others, any overlap."""
    if relation == "after":
        return t_start >= lo
    if relation == "before":
        return t_end <= hi
    return (t_start <= hi) & (t_end >= lo)


def _number(text: str) -> float:
    text = text.strip().replace("-", " ")
    if text.startswith("half"):
        return 0.5
    if text in ("a couple of", "a few"):
        return _SMALL[text.split()[1]]
    try:
        return float(text)
    except ValueError:
        pass
    parts = text.split()
    return float(sum(_TENS.get(p, _SMALL.get(p, 0)) for p in parts))


def _seconds(point: str) -> float:
    point = re.sub(r"\s+mark$", "", point.strip())
    if re.fullmatch(_CLOCK, point):
        secs = 0.0
        for part in point.split(":"):
            secs = secs * 60 + float(part)
        return secs
    total = 0.0
    for num, unit in re.findall(rf"({_NUM})\s*({_UNIT})\b", point):
        total += _number(num) * _UNITS[unit]
    return total


def _span(text: str) -> float:
    """'minute' -> 60, 'two minutes' -> 120, '30 seconds' -> 30."""
    text = text.strip()
    return _UNITS[text] if text in _UNITS else _seconds(text)


def parse_time(question: str) -> TimeConstraint | None:
    """The first temporal constraint in a question, or None."""
    q = question.lower()
    m = _BETWEEN.search(q)
    if m:
        a, b = sorted((_seconds(m.group(1)), _seconds(m.group(2))))
        return TimeConstraint("between", a, b, phrase=m.group(0))
    m = _AT.search(q)
    if m:
        word = m.group(1)
        rel = {"at": "at", "after": "after", "since": "after", "past": "after", "before": "before",
               "until": "before", "till": "before", "by": "before"}.get(word, "around")
        return TimeConstraint(rel, _seconds(m.group(2)), phrase=m.group(0))
    m = _EDGE.search(q)
    if m:
        rel = "first" if m.group(1) in ("first", "opening") else "last"
        return TimeConstraint(rel, _span(m.group(2)), phrase=m.group(0))
    m = _PART.search(q)
    if m:
        word = m.group(1)
        rel = ("end" if word in ("end", "ending", "close", "finish")
               else "middle" if word == "middle" else "beginning")
        return TimeConstraint(rel, phrase=m.group(0))
    m = _FIRST.search(q)
    if m:
        word = m.group(1) or m.group(2)
        rel = "beginning" if word in ("at first", "start", "begin", "open") else "end"
        return TimeConstraint(rel, phrase=m.group(0))
    m = _ANCHOR.search(q) or _FOLLOWED.search(q)
    if m:
        return _anchored(m)
    m = _DURING.search(q) or _FRONTED.search(q)
    if m:
        return _during(m)
    return None


def _during(m: re.Match) -> TimeConstraint | None:
    """ "... when the speaker mentioned X" / "... while the X slide was shown": what else
    was there at the time the anchor was said or shown."""
    rest, kind = _tail_kind(m.group(2))
    subject = _DURING_SUBJECT.match(rest)
    if subject:
        rest = rest[subject.end():]
    lead = _ANCHOR_LEAD.match(rest)
    if lead and lead.end():
        if lead.group(1):
            kind = "ocr"
        elif _SPEECH_LEAD.search(rest[: lead.end()]):
            kind = "speech"
        rest = rest[lead.end():]
    if not content_words(rest):
        return None
    return TimeConstraint("during", anchor=rest.strip(), anchor_kind=kind, phrase=m.group(0).strip(" ,"))


def _tail_kind(rest: str) -> tuple[str, str | None]:
    """An anchor without its trailing "slide was shown" / "was mentioned", and the kind
    of trace that says."""
    for tail, kind in ((_SHOWN_TAIL, "ocr"), (_SAID_TAIL, "speech"), (_SCREEN_TAIL, "ocr")):
        m = tail.search(rest)
        if m:
            return rest[: m.start()], kind
    return rest, None


def _anchored(m: re.Match) -> TimeConstraint | None:
    rel = "before" if m.group(1) in ("before", "prior to", "preceded", "came before") else "after"
    rest, tail_kind = _tail_kind(m.group(2))
    lead = _ANCHOR_LEAD.match(rest)
    anchor = rest[lead.end():] if lead else rest
    if not content_words(anchor):
        return None  # "have we seen this before?" has no anchor to look for
    kind = tail_kind
    if lead and lead.group(1):
        kind = "ocr"
    elif _SPEECH_LEAD.search(rest):
        kind = "speech"
    return TimeConstraint(rel, anchor=anchor.strip(), anchor_kind=kind, phrase=m.group(0))
