"""Time points in words: "4:10", "5m20s", "two and a half minutes in", "the last 30 seconds",
"at the very end", "what did they open with?".

The patterns here find where a question names a moment or a span of the video; temporal.py
turns the match into a TimeConstraint. `seconds("4 minutes 10 seconds")` -> 250.0.
"""
from __future__ import annotations

import re

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
_HALF = r"(?:\s+and\s+a\s+half)"  # "3 and a half minutes"
# "the 1800s", "'80s": decades, not seconds; a unit runs into digits only ("5s", not "ones")
_TO_UNIT = r"(?:(?<=\d)\s*|\s+)"
_DURATION = rf"(?:(?<!['’])(?!\d{{3}}0s\b){_NUM}{_HALF}?{_TO_UNIT}{_UNIT}\b(?:\s*(?:and\s+)?{_NUM}{_TO_UNIT}{_UNIT}\b)?)"
_CLOCK = r"(?:\d{1,2}:)?\d{1,2}:\d{2}(?:\.\d+)?"
# "the 4 minute 10 mark": minutes, then seconds without their unit
_MIN_SEC = r"(?:\d+\s*(?:minutes?|mins?)\s+\d+(?=\s+(?:mark|point)\b))"
_MINUTE_N = r"(?:minute\s+\d+)"  # "at minute 4"
_COMPACT = r"(?:(?:\d+h)?\d+m\d+s?|\d+h\d+m?)\b"  # "5m20s", "1h02m"
_POINT = rf"(?:{_CLOCK}|{_COMPACT}|{_MIN_SEC}|{_DURATION}|{_MINUTE_N})(?:\s+(?:mark|point|time\s?stamp))?"

# "1:22 on the clock": where the time is read, no word of what is asked
_ON_THE_CLOCK = r"\s+(?:on|by)\s+the\s+(?:clock|counter|timer|timeline|player|video|clip|progress bar)\b"

BETWEEN = re.compile(rf"\b(?:between|from)\s+(?:the\s+)?({_POINT})\s+(?:and|to|until|till)\s+(?:the\s+)?({_POINT})"
                     rf"(?:{_ON_THE_CLOCK})?")
# "round about 7:39" is "about 7:39"
AT = re.compile(rf"\b((?:a?round\s+)?about|at|around|near|approximately|roughly|"
                 rf"after|since|past|before|until|till|by|from|"
                 rf"(?:skip|jump|go|fast[- ]forward|scroll|scrub|seek)(?:ped|ed|ping|ing)?\s+(?:ahead\s+|forward\s+)?to)"
                 rf"\s+(?:the\s+(?!\d+s\b))?(?:(?:time(?:stamp)?|time code|mark|point)\s+)?({_POINT})"
                 rf"(\s+(?:in|into)(?:\s+the\s+(?:video|clip))?|{_ON_THE_CLOCK})?")
# "she could knock one out in about ten seconds", "shown for roughly a minute": how long a thing
# took, not a moment of the video ("about ten seconds in" still is one)
_LASTING = re.compile(r"\b(?:in|within|inside|for|under)\s+$")
_ROUGHLY = frozenset(("about", "around", "roughly", "approximately", "near"))


def at_point(question: str) -> re.Match | None:
    """The first AT match in `question` (lower case) that names a moment rather than how long something took."""
    for m in AT.finditer(question):
        if not (m.group(1).split()[-1] in _ROUGHLY and _LASTING.search(question, 0, m.start()) and not m.group(3)):
            return m
    return None


CLOCK_ANY = re.compile(rf"(?:\b(?:when|once|as)\s+(?:the\s+)?(?:video|clip|counter|clock|timer|player|playback|"
                        rf"timeline|it)\s+(?:reads|hits|reaches|shows|is at|gets to|says)\s+)?\b({_CLOCK})\b"
                        rf"(?:{_ON_THE_CLOCK})?")
IN = re.compile(rf"\b({_DURATION})\s+in(?:to\s+(?:the\s+)?(?:video|clip|talk|recording))?\b(?:{_ON_THE_CLOCK})?")
# ("opening hours" are when a place is open)
EDGE = re.compile(rf"\b(?:in|during|within|over|for)?\s*(?:the\s+)?(?:very\s+)?"
                  rf"(?!(?:opening|closing)\s+hours\b)(first|last|final|opening|closing)"
                  rf"\s+({_DURATION}|{_UNIT}\b|{_NUM}\s+{_UNIT}\b)")
# "how many signed up in the end?": "in the end" alone is "eventually", not the video's end
PART = re.compile(r"\b(?!in\s+the\s+end\b(?!\s+of\b))(?:at|in|near|towards?|by|around)\s+the\s+(?:very\s+)?"
                   r"(end|ending|close|finish|beginning|start|outset|opening|middle)\b"
                   r"(?:\s+of\s+(?:the\s+)?(?:video|clip|talk|recording|presentation))?")
FIRST = re.compile(r"\b(at first)\b|\bhow (?:did|does|do) (?:the |it |this |they )?(?:\w+ )?"
                    r"(end|finish|close|wrap up|start|begin|open|kick off)\b"
                    # "what did they open with?", "what was the final slide?", "the first thing said"
                    r"|\bwhat (?:did|does|do) (?:the |it |this |they |we )?(?:\w+ )?"
                    r"(end|finish|close|wrap up|start|begin|open|kick off)\s+(?:with|on)\b"
                    r"|\b(?:the\s+)?(?:very\s+)?(first|last|final|opening|closing)\s+"
                    r"(?=(?:slide|screen|shot|scene|photo|picture|image|words?|sentence|line|"
                    r"thing (?:said|shown|on screen)|things (?:said|shown))\b)")


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


def seconds(point: str) -> float:
    """A time point in seconds: "4:10" -> 250, "5m20s" -> 320, "3 and a half minutes" -> 210."""
    point = re.sub(r"\s+(?:mark|point|time\s?stamp)$", "", point.strip())
    if m := re.fullmatch(r"minute\s+(\d+)", point):
        return 60.0 * int(m.group(1))
    if m := re.fullmatch(r"(\d+)\s*(?:minutes?|mins?)\s+(\d+)", point):
        return 60.0 * int(m.group(1)) + int(m.group(2))
    if m := re.fullmatch(r"(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?", point):
        if any(m.groups()) and re.search(r"[hm]", point):
            h, mi, se = (int(g or 0) for g in m.groups())
            return 3600.0 * h + 60.0 * mi + se
    if re.fullmatch(_CLOCK, point):
        secs = 0.0
        for part in point.split(":"):
            secs = secs * 60 + float(part)
        return secs
    total = 0.0
    for num, half, unit in re.findall(rf"({_NUM})({_HALF}?)\s*({_UNIT})\b", point):
        total += (_number(num) + (0.5 if half else 0.0)) * _UNITS[unit]
    return total


def span(text: str) -> float:
    """'minute' -> 60, 'two minutes' -> 120, '30 seconds' -> 30."""
    text = text.strip()
    return _UNITS[text] if text in _UNITS else seconds(text)
