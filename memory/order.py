"""Questions about the order of two things ("which came first, the budget slide or the
hiring one?"): the two options and which end is asked for, read from the wording.
"""
from __future__ import annotations

import re

from .temporal import ASKERS_TIME, parse_time
from .text import content_words

# "Which came first, the slide about A or the slide about B?": each option is found on its
# own and the answer is the earlier (or later) one.
_ORDER = re.compile(r"^(?:which|what|who)\s+(?:\w+\s+){0,5}?(first|earlier|sooner|last|later|second|"
                    # "which of these was nearer the start of the video: A or B?"
                    r"(?:nearer|closer)\s+(?:to\s+)?the\s+(?:start|beginning|end)(?:\s+of\s+the\s+(?:video|talk|clip))?)"
                    r"\b[\s,:]*"
                    r"(?:the\s+)?(.+?)\s+or\s+(?:the\s+)?(.+?)\s*[?.!]*$")
# ... "Of A and B, specify the one displayed earlier.": or an order to name it
_ORDER_BETWEEN = re.compile(r"^(?:between|of|out of|from|among)\s+(?:the\s+)?(.+?)\s+and\s+(?:the\s+)?(.+?)\s*,\s*"
                            r"(?:which|what|specify|name|identify|state|say|pick|choose|indicate|determine|give)\s+"
                            r"(?:\w+\s+){0,6}?(first|earlier|sooner|last|later|second)\b")
# "... or the other way round / about?", "... or vice versa?": the reverse order offered
_OTHER_WAY = r"(?:other way (?:round|around|about)|vice versa|reverse)"
# "what order were budget and hiring in?", "first budget then hiring, or the other way round?"
_ORDER_OF = re.compile(r"^(?:in\s+)?what\s+order\s+(?:\w+\s+)?(?:the\s+)?(.+?)\s+and\s+(?:the\s+)?(.+?)"
                       r"(?:\s+(?:in|shown|came|come|appeared|appear|went|go|covered|mentioned))?\s*[?.!]*$"
                       r"|^(?:was\s+it\s+|is\s+it\s+)?(?:first\s+)?(?:the\s+)?(.+?)\s+"
                       r"(?:and\s+)?(?:then|followed by)\s+(?:the\s+)?(.+?),?\s+or\s+(?:the\s+)?" + _OTHER_WAY)
# "Establish the running order of A and B.", "what was the sequence of A and B?": the order asked for
_ORDER_ASKED = re.compile(r"^(?:(?:what|which)\s+(?:was|is|were)|establish|determine|work\s+out|figure\s+out|"
                          r"give(?:\s+me)?|state|confirm|sort\s+out|tell\s+me|pin\s+down|check)\s+the\s+"
                          r"(?:running\s+|right\s+|correct\s+|exact\s+)?(?:order|sequence)\s+of\s+(?:the\s+)?(.+?)\s+"
                          r"(?:and|versus|vs\.?)\s+(?:the\s+)?(.+?)\s*[?.!]*$")
# "was it A then B, or B then A? Which came earlier?": both orders offered, then the end asked
_ORDER_EITHER = re.compile(r"^(?:was\s+it\s+|is\s+it\s+)?(?:first\s+)?(?:the\s+)?(.+?)\s+(?:and\s+)?(?:then|followed by)\s+"
                           r"(?:the\s+)?(.+?),?\s+or\s+(?:was\s+it\s+)?(?:the\s+)?(.+?)\s+(?:and\s+)?(?:then|followed by)\s+"
                           r"(?:the\s+)?(.+?)\s*(?:[?.!]+\s*(.*))?$")
# "release process vs quarterly goals: which of those two was up earlier?"
# "budget or hiring - which came up first?", "budget and hiring: which one first?"
_ORDER_VS = re.compile(r"^(?!(?:what|which|who|how|when|where|why|did|do|does|was|were|is|are|can|could|out|of|between|"
                       r"from|among)\b)(?:the\s+)?(.+?)\s+(?:vs\.?|versus|or|and)\s+(?:the\s+)?(.+?)"
                       r"\s*[:,;?–—-]+\s*(?:which|what)\s+(?:\w+\s+){0,8}?"
                       r"(first|earlier|sooner|last|later|second)\b")
# "Quick check on the order: was A before B, or the other way around?", "Writing notes up and lost
# the thread - did A come before B?": a preface, then the question
_PREFACE = re.compile(r"^[^:?]{1,90}(?::|\s[-–—])\s*"
                      r"(?=(?:was|were|did|is|are|does|do|which|what|between|of|out of|among|from)\b)")
# "Budget and hiring both got a slide. Which one was up earlier?"
_ORDER_BOTH = re.compile(r"^(?:the\s+)?(.+?)\s+and\s+(?:the\s+)?(.+?)\s+(?:(?:were|was|are|is|got|get|had|have)\s+)?"
                         r"(?:both|each)\b[^.?!:;]*[.?!:;,-]+\s*(?:which|what)\s+(?:\w+\s+){0,6}?"
                         r"(first|earlier|sooner|last|later)\b")
# "Did the video get to pricing first, or to training?", "earliest of these two - roadmap, hiring?"
_ORDER_GET_TO = re.compile(r"^(?:did|was|were|does|do)\s+(?:the\s+)?(?:video|talk|speaker|presenter|they|it)\s+"
                           r"(?:get|come|move|go|turn|cover|show|reach|mention)\s+(?:to\s+|on\s+to\s+)?"
                           r"(?:the\s+)?(.+?)\s+"
                           r"(first|earlier|sooner|last|later)\s*,?\s+or\s+(?:to\s+)?(?:the\s+)?(.+?)\s*(?:[?.!]|$)")
_ORDER_OF_TWO = re.compile(r"^(?:which\s+(?:is|was|came)\s+)?(?:the\s+)?(earliest|first|latest|last|earlier|later)\s+"
                           r"(?:of\s+(?:these|the|those)\s+(?:two|2)(?:\s+\w+)?|one)\s*[-–—:,]?\s*"
                           r"(?:the\s+)?(.+?)\s*"
                           r"(?:,|\bor\b|\band\b)\s*(?:the\s+)?(.+?)\s*[?.!]*$")
# "Did budget or pricing come up first?" (within one sentence: "did A come before B, or the other
# way about? Which was first?" is no choice between "A ... B" and "the other way")
_ORDER_OR_FIRST = re.compile(r"^(?:did|was|were|does|do)\s+(?:the\s+)?([^?.!,]+?)\s+or\s+(?:the\s+)?([^?.!]+?)\s+"
                             r"(?:(?:come up|come|came|appear|show up|crop up|pop up|turn up|get shown|get mentioned|go)\s+)?"
                             r"(first|earlier|sooner|last|later)\b")
# "Was A covered before B, or the other way round?", "Did the A slide come after the B slide?"
_ORDER_YES_NO = re.compile(
    r"^(?:was|were|did|is|are|does|do)\s+(?:(?:they|we|you)\s+(?:show|present|put up|mention|cover)\s+)?"
    r"(?:the\s+)?(.+?)\s+(?:(?:slides?|ones?|parts?|bits?)\s+)?"
    r"(?:(?:covered|shown|discussed|mentioned|presented|talked about|explained|dealt with|handled|addressed|raised|"
    r"brought up|touched on|gone (?:over|through)|looked at|come up|came up|up|on|come|came|appear|appeared|"
    r"show up|showed up|crop up|cropped up|pop up|popped up|turn up|turned up|go|went|get|got)\s+)?"
    # "was A earlier or later than B?": either end asks the order, answered by the earlier one
    r"(before|after|earlier than|later than|ahead of|sooner than|(?:earlier|later|sooner)\s+or\s+(?:earlier|later|sooner)\s+than)"
    r"(?:\s+or\s+(?:after|before|later|earlier))?\s+"
    r"(?:the\s+)?(.+?)(?:\s+(?:slides?|ones?|parts?|bits?))?(?:\s*,?\s*or\s+(?:(?:was\s+it\s+|is\s+it\s+)?"
    r"(?:the\s+)?(?:" + _OTHER_WAY + r"|"
    # "... or the other way about? Which was first?": a sentence may follow
    r"after|before|later|earlier|sooner|not)"
    # "was A on before B, or did B lead?": the other one offered as first
    r"|(?:did|was|were)\s+[^?.!]+?\s+(?:lead|come\s+first|go\s+first|first|earlier)))?\s*(?:[?.!]+(?:\s.*)?)?$")
# "Near the start or later on - where did A fall relative to B? I want whichever came first."
_ORDER_RELATIVE = re.compile(r"\b(?:where|when|how)\s+(?:did|does|do|was|is|were|are)\s+(?:the\s+)?(.+?)\s+"
                             r"(?:fall|come|sit|land|appear|go|show up|come up|turn up|get shown)\s+"
                             r"(?:relative to|compared (?:to|with)|in relation to|next to)\s+(?:the\s+)?(.+?)\s*(?:[?.!,;]|\s[-–—]\s|$)")
# "which precedes the other?", "which one follows the other?": which came first, or later
_PRECEDES = re.compile(r"\b(?:precede[sd]?|comes?\s+before|went\s+before|goes\s+before)\s+the\s+other(?:\s+one)?\b|"
                       r"\bprecede[sd]?(?=\s*[?.!]|$)")
_FOLLOWS = re.compile(r"\b(?:follow(?:s|ed)?|comes?\s+after|went\s+after|goes\s+after)\s+the\s+other(?:\s+one)?\b")
# "swears", "bet me": the verbs of a claim
_CLAIMS = (r"(?:says?|said|reckons?|reckoned|thinks?|thought|claims?|claimed|insists?|insisted|swears?|swore|"
           r"bets?|betting|argues|argued|maintains|maintained)(?:\s+(?:me|us|you|him|her))?")
# "A *was (shown)* before B", "A *appeared* before B", "A *showed up* before B": how a claimed order is
# stated (the verb, then maybe how it was shown)
_STATED = (r"(?:was|were|came|come|is|went|appeared|showed|turned|popped)\s+(?:(?:up|on|shown|covered|discussed|"
           r"mentioned|presented|brought up|talked about|put up)\s+)?")
# "... but I'm not so sure. Which was it?": the claim asked to be settled
_WHICH_WAS_IT = r"which\s+(?:one\s+)?(?:was|is)\s+it"
# "my wife says the A slide was earlier than the B one, I say the opposite. Who's right?", "My
# colleague swears A was shown before B. Is she right, or was it the reverse?": a
# claimed order to settle; the answer is the one that came first (or last, as claimed)
_ORDER_CLAIM = re.compile(r"\b" + _CLAIMS + r"\s+(?:that\s+)?(?:the\s+)?([^:;.!?]+?)\s+"
                          r"(?:(?:slides?|ones?|parts?|bits?)\s+)?" + _STATED + r"(earlier|before|sooner|later|after)"
                          r"(?:\s+than)?\s+(?:the\s+)?(.+?)(?:\s+(?:slides?|ones?|parts?|bits?))?\s*(?:[,;.]|$)")
# "my friend is adamant (that)": who claims an order, before it
_CLAIMER = (r"[^,.;:!?]*?\b(?:adamant|sure|certain|convinced|positive|believes?|" + _CLAIMS + r")\s+(?:that\s+)?")
# "Bit of a debate in the office: (I reckon) budget was on before design system, my colleague says
# not. Which came first?": an order stated, then asked to be settled (the claim's own verb may
# be gone with the asides)
_ORDER_STATED = re.compile(r"(?:^|[:;.!?]\s+)(?:" + _CLAIMER + r")?(?:the\s+)?([^,.;:!?]+?)\s+(?:(?:slides?|ones?|parts?|bits?)\s+)?"
                           + _STATED + r"(earlier|before|sooner|later|after)(?:\s+than)?\s+"
                           r"(?:the\s+)?([^,.;:!?]+?)(?:\s+(?:slides?|ones?|parts?|bits?))?\s*[,;.]"
                           r"(?=.*\b(?:which|who)\b[^.?!]*\b(?:first|earlier|sooner|right|correct)\b|.*\b" + _WHICH_WAS_IT + r"\b)")
# "She's adamant sales pipeline was shown first, I think it was supplier contracts. Which one came
# up earlier?": two rival claims of which came first, then the end asked
_ORDER_RIVALS = re.compile(r"(?:^|[:;.!?]\s+)(?:" + _CLAIMER + r")?(?:the\s+)?([^,.;:!?]+?)\s+"
                           r"(?:(?:slides?|ones?|parts?|bits?)\s+)?(?:was|were|came|come|went)\s+"
                           r"(?:(?:up|on|shown|covered|discussed|mentioned|presented|brought up|talked about|put up)\s+)?"
                           r"(?:first|earlier|sooner)\s*[,;]\s*(?:but\s+|and\s+|while\s+|whereas\s+)?"
                           r"(?:i|he|she|we|they|my\s+\w+)\s+(?:think|thinks|reckon|reckons|say|says|insist|insists|"
                           r"swear|swears|believe|believes|reckoned|thought)\s+(?:that\s+)?(?:it\s+was\s+)?(?:the\s+)?"
                           r"([^,.;:!?]+?)\s*[,;.!?]\s*(.*)$")
_NOT_AN_OPTION = frozenset("it they anyone anybody someone somebody he she we you i there this that".split())
_OPTION_LEAD = re.compile(r"^(?:(?:slides?|screens?|charts?|titles?|photos?|pictures?|one|ones)\s+"
                          r"(?:about|on|with|of|showing)|(?:mention|talk|speech)\s+(?:of|about))\s+(?:the\s+)?")


def _stated_order(low: str) -> re.Match | None:
    """_ORDER_STATED's match, when what it states is in order is two things ("it was on before
    lunch" names one)."""
    m = _ORDER_STATED.search(low)
    return m if m and m.group(1).split()[0] not in _NOT_AN_OPTION else None


def _is_time_point(text: str) -> bool:
    t = parse_time(f"at {text}")
    return t is not None and t.anchor is None


# "A beat B to the screen": A came before B
_BEAT_TO = re.compile(r"\b(?:beat|beats|pipped|pips)\s+(?:the\s+)?([^,.;:!?]+?)\s+to\s+(?:the\s+)?"
                      r"(?:screen|slides?|punch|post|air)\b")


def _plain(question: str) -> str:
    """The question in lower case, its orders worded as "came first/later/before"."""
    low = _PRECEDES.sub("came first", _FOLLOWS.sub("came later", question.lower()))
    return _BEAT_TO.sub(r"came before \1", low)


def order_options(question: str, said: re.Pattern) -> tuple[str, tuple[str, ...]] | None:
    """("first" | "last", (A, B)) for "which came first, A or B?"-style questions. `said`:
    the words of speaking ("did anyone mention the budget before lunch?" asks about a time)."""
    low = _plain(question)
    found = _order_options(_PREFACE.sub("", low), said)
    if found is None and (m := _ORDER_VS.match(low)):
        return _options(m.group(3), m.group(1, 2))
    if found is None and (m := _ORDER_CLAIM.search(low) or _stated_order(low)):
        return _options("first" if m.group(2) in ("earlier", "before", "sooner") else "last", m.group(1, 3))
    if found is None and (m := _ORDER_RIVALS.search(low)) and (
            which := order_word(m.group(3)) or ("first" if re.search(r"\b(?:which|who)\b", m.group(3)) else None)):
        return _options(which, m.group(1, 2))  # ("which was it?", "who's right?": the one claimed first)
    if found is None and (m := _ORDER_RELATIVE.search(low)):
        return _options(low[m.end():] + " " + low[: m.start()], m.group(1, 2))  # the end asked, said around it
    return found


def _order_options(low: str, said: re.Pattern) -> tuple[str, tuple[str, ...]] | None:
    m = _ORDER.match(low)
    if m:
        which, options = m.group(1), m.group(2, 3)
    elif m := _ORDER_BETWEEN.match(low):
        which, options = m.group(3), m.group(1, 2)
    elif m := _ORDER_GET_TO.match(low):
        which, options = m.group(2), m.group(1, 3)
    elif m := _ORDER_OF_TWO.match(low):
        which, options = m.group(1), m.group(2, 3)
    elif m := _either_order(low):
        which, options = order_word(m.group(5) or "") or "first", m.group(1, 2)
    elif m := _ORDER_OF.match(low):
        which, options = "first", (m.group(1, 2) if m.group(1) else m.group(3, 4))
    elif m := _ORDER_ASKED.match(low):
        which, options = "first", m.group(1, 2)
    elif m := _ORDER_BOTH.match(low):
        which, options = m.group(3), m.group(1, 2)
    elif m := _ORDER_OR_FIRST.match(low):
        which, options = m.group(3), m.group(1, 2)
    elif (m := _ORDER_YES_NO.match(low)) and not any(
            o.split()[0] in _NOT_AN_OPTION or said.search(o) or _is_time_point(o) for o in m.group(1, 3)):
        # "did anyone mention the budget before lunch?", "was it shown after 1:00?" ask about a time
        which = "last" if m.group(2) in ("after", "later than") else "first"
        options = m.group(1, 3)
    else:
        return None
    return _options(which, options)


def _either_order(low: str) -> re.Match | None:
    """_ORDER_EITHER's match, when the second order offered is the first one turned round ("A then
    B, or B then A")."""
    m = _ORDER_EITHER.match(low)
    if m is None:
        return None
    a, b, c, d = (content_words(re.sub(r"^the\s+", "", o.strip(" ,"))) for o in m.group(1, 2, 3, 4))
    return m if a == d and b == c else None


# Words that ask for an order, for questions no pattern above reads (echo._screen_options).
_ORDER_WORD = re.compile(r"\b(first|earlier|earliest|sooner|soonest|before|ahead|preceded|"
                         r"last|later|latest|second|after|followed)\b")
_ASKERS_WHEN = re.compile(r"\b(?:after|before|since|until)\s+(?:" + ASKERS_TIME.pattern + ")")
_LATER_WORDS = frozenset("last later latest second after followed".split())
_RANKED_BY = re.compile(r"\bsecond[\s-]+(?:\w+est|(?:most|least)[\s-]+\w+)\b")


def order_word(question: str) -> str | None:
    """"first" or "last": the end of an order a question's words ask for; None when no word
    of order is used. Any word of the earlier end wins ("did B come after A, or first?")."""
    # "a tear in it after last Sunday's game": the asker's week, not the video's order
    low = _ASKERS_WHEN.sub(" ", question.lower())
    # "the second biggest fish in the sea": a rank by size, not a place in the video
    low = _RANKED_BY.sub(" ", low)
    found = {m.group(1) for m in _ORDER_WORD.finditer(low)}
    if not found:
        return None
    return "last" if found <= _LATER_WORDS else "first"


_SENTENCE_END = re.compile(r"[.?!]+(?:\s+|$)")


def _options(which: str, options: tuple[str, ...]) -> tuple[str, tuple[str, ...]] | None:
    # "which appeared first in the video, the budget slide or ...": the option follows the comma;
    # "Building a timeline. Out of A and B, ...", "is A ahead of B? Give me whichever was
    # earlier.": the options stay within the sentence that holds both
    first = _SENTENCE_END.split(options[0].rsplit(",", 1)[-1])[-1]
    options = (re.sub(r"^(?:out\s+of|of|between|among|from)\s+", "", first),
               *(_SENTENCE_END.split(o)[0] for o in options[1:]))
    options = tuple(_OPTION_LEAD.sub("", re.sub(r"^(?:the\s+)?", "", o.strip(" ,:;-–—"))) for o in options)
    options = tuple(re.sub(r"\s+(?:slides?|ones?|parts?)$", "", o) for o in options)
    if not all(content_words(o) for o in options):
        return None
    return order_word(which) or ("last" if re.search(r"\bend\b", which) else "first"), options  # "nearer the end"


# "... Is she right, or was it the reverse?": a claimed order the asker wants settled
_SETTLE = re.compile(rf"\b(?:right|correct|true|wrong|mistaken|opposite|{_OTHER_WAY}|{_WHICH_WAS_IT})\b")


def asks_yes_no_order(question: str) -> bool:
    """"Was A covered before B?": an order asked as yes or no, so "before B" is no time; nor is
    "near the start or later on" around "where did A fall relative to B?", nor "before B" in
    "my colleague swears A was shown before B. Is she right?" or "A was on before B, my colleague
    says not. Which came first?"."""
    low = _plain(question)
    if (m := _ORDER_CLAIM.search(low)) and _SETTLE.search(low, m.end()):
        return True
    if _stated_order(low):
        return True  # an order stated, then "which came first?"
    asked = _PREFACE.sub("", low)
    # ("was it A then B, or B then A?" is no time either)
    return bool(_ORDER_YES_NO.match(asked) or _ORDER_RELATIVE.search(low) or _either_order(asked))
