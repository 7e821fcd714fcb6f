"""A question becomes probes: the question itself, its topic, keywords, paraphrases,
trace-specific forms, plus a temporal constraint (multiple-trace memory: each probe is
compared with every trace; see rank.py).
"""
from __future__ import annotations

import dataclasses
import re
from collections.abc import Collection
from dataclasses import dataclass, field
from functools import lru_cache

from .chat import without_asides, without_request
from .glossary import names_people
from .lexicon import PHRASES, related
from .order import asks_yes_no_order, order_options
from .roles import asked_before_telling, parts_of_speech
from .temporal import ALONGSIDE, OF_VIDEO, SAID_BACK_CLAUSE, SPOKE_VERB, TimeConstraint, parse_time
from .text import ASKS_WHEN, STOP_WORDS, WORD, content_words, is_content_word, words
from .types import TRACE_KINDS

MAX_QUESTION_CHARS = 500
FORMS = ("question", "topic", "keyword", "paraphrase", "kind")
MAX_KEYWORD_PROBES = 4

# Things seen or held ("where is it being held?", "where is it held?": an event hosted somewhere,
# not a thing in hand)
_HOLDING = (r"objects?|animals?|creatures?|visible|hold(?:ing)?|"
            r"(?<!\bbeing )(?<!\bbe )(?<!\bis )(?<!\bwas )(?<!\bare )(?<!\bwere )"
            r"(?<!\bis it )(?<!\bwas it )(?<!\bare they )(?<!\bwere they )held")
# Which trace kinds a question is about, from its wording; order = priority.
# After "cut" as a verb: its particle ("cut back the bushes") or what it cuts ("cut a patch of grass")
_CUT_AS_VERB = r"back|down|off|out|short|up|in|a|an|some|corners"
_KIND_CUES: tuple[tuple[str, re.Pattern], ...] = (
    ("speech", re.compile(r"\b(say|says|said|saying|mention\w*|talk\w*|chatt(?:ed|ing)|speak(?:s|ing)?|"
                          r"spoken|" + SPOKE_VERB + r"|told|"
                          r"tell(?:s|ing)?|hear|heard|hearing(?!\s+aids?\b)|unheard|inaudible|explain\w*|discuss\w*|"
                          r"announc\w*|quot\w+|"
                          r"remark\w*|comment\w*|aloud|out loud|utter\w*|bring(?:s|ing)? up|brought up|voice-?over|"
                          r"audio|soundtrack|person (?:talking|speaking)|speech|sentences?|transcri\w*|verbatim|"
                          # "did they read out what the note said?": read aloud is said
                          r"read(?:s|ing)?\s+(?:out|aloud)|"
                          r"word for word|what(?:'s|’s|\s+was|\s+is)\s+the\s+line(?=\s*(?:[?.!]|$))|"
                          # "my earbuds died at 2:38 - what line did I miss?"
                          r"(?:what|which)\s+lines?\s+(?:did|do|have)\s+(?:i|we)\s+(?:just\s+)?(?:miss|lose|skip)\w*|"
                          # ways of saying: "did the speaker warn about X?"
                          r"warn(?:s|ed)?|cautioned|complained|recommend(?:s|ed)?|suggest(?:s|ed)?|predict(?:s|ed)?|"
                          r"promised|insisted|argued|admitted|urged|advised)\b")),
    ("ocr", re.compile(r"\b(written|write|wrote|slides?|screens?|on-screen|onscreen|text|titles?|"
                       r"read(?!\s+(?:out|aloud)\b)|reads(?!\s+(?:out|aloud)\b)|"
                       r"signs?|board|whiteboard|labels?|banner|headlines?|subtitles?|display(?:ed)?|shown on|pages?|"
                       r"headings?|decks?|charts?|graphs?|plots?|diagrams?)\b")),
    # "cut back the bushes", "cut down on sweets": a verb with its particle is no cut between shots
    # ("who cuts the wooden poles down": the particle after what is cut), nor one with what it cuts
    # ("folk cut a patch of meadow grass")
    ("event", re.compile(r"\b(scene changes?|scenes? chang\w*|"
                         # (nor one joined to the word it names a thing with: "the cut-throat razor")
                         r"cuts?(?![-‐])(?!\s+(?:" + _CUT_AS_VERB + r")\b|\s+(?:the|those|these|them|it)\s+"
                         r"(?:\w+\s+){0,2}(?:back|down|off|out|up)\b)|"
                         # "switched", not the "switchboard", "switchback" or "switch-on" a thing is named by
                         r"transitions?|shots?|switch(?:es|ed|ing)?(?![-‐]))\b")),
    ("visual", re.compile(r"\b(colou?rs?|colou?red|bright\w*|dark\w*|lighting|motion|moving|movement|"
                          r"still(?=\s*(?:[?.!,]|or\b|$))|static|faces?|background)\b")),
    ("object", re.compile(r"\b(was there|were there|is there|are there|did (?:you|we|i|they) see|" + _HOLDING + r")\b")),
    ("caption", re.compile(r"\b(happen\w*|doing|describe|going on|looks? like)\b")),
)
_CUES = dict(_KIND_CUES)
_SCREEN_SAYS = re.compile(r"\b(?:slides?|screens?|headings?|titles?|signs?|charts?|pages?|banners?|boards?|captions?)"
                          r"\s+(?:say|says|said|read|reads)\b(?!\s+(?:by|from)\b)")
# Who speaks, without a verb of speaking: speech, unless the wording names another kind
# ("which guest speaker is named on the screen?").
_SPEAKER_CUE = re.compile(r"\b(speakers?|presenters?|narrat\w*|voices?|guy|lady|host)\b")
# "What was the speaker rambling about?": whatever its verb, a voice going on about something is
# what is asked for, before any screen the asker mentions ("Didn't seem to match the slide.")
_VOICE_GOING_ON = re.compile(r"\b(?:(?:speakers?|presenters?|narrat\w*|voices?|host)\s+(?:was|is|were|are|kept|keeps)|"
                             r"(?:was|is|were|are)\s+(?:the\s+)?(?:speakers?|presenters?|narrat\w*|voices?|host))\s+"
                             r"\w+ing\s+(?:on\s+)?(?:about|on|over)\b")
# "What was shown/seen" asks about the picture, not the sound: weaker than the cues above.
_PICTURE_CUE = re.compile(r"\b(show\w*|seen|see|visible|pictured|on screen|appear\w*|photo\w*|"
                          r"pictures?|pics?|images?)\b")
_PICTURE_KINDS = ("ocr", "caption", "object")
# "for the produce show", "at the flower show last week": a show held, not something shown (the
# video, a slide or someone in it showing something is the verb); and a show given
_SHOW_HELD = re.compile(r"\b(?:the|a|an|this|that|their|our|his|her|its)\s+(?!(?:slides?|screens?|videos?|clips?|"
                        r"photos?|pictures?|images?|charts?|maps?|decks?|footage|film|camera|talk|speaker|presenter|"
                        r"narrator|host|it|they)\s)[a-z]+\s+shows?(?=\s*(?:[?.!,;:]|$)|\s+(?:for|at|in|last|this|next|"
                        r"and|or|was|is|were|are|will)\b)|"
                        # ... and a show given: "where did the accordion club put on their show?"
                        r"\b(?:(?:their|our|his|her|its)\s+|(?:put|puts|putting)\s+on\s+(?:\w+\s+){0,2}?)shows?\b")
# "what's the head of audit showing people how to do?": teaching them, nothing shown on screen
_SHOW_HOW = re.compile(r"\bshow(?:s|ed|n|ing)?\s+(?:[a-z]+\s+){0,2}?how\s+to\b")
# "What creature appeared on screen...": the thing asked for says the kind before the place.
# "the animal doctor", "the animal park": a cue word before the thing it describes names no animal
_CUE_MODIFIER = re.compile(r"\b(animals?|creatures?)\s+([a-z]+)", re.IGNORECASE)
_PICTURE_NOUNS = frozenset("photo photos picture pictures image images shot shots pic pics footage clip clips "
                           "video videos".split())
_ASKED_OBJECT = re.compile(r"\b(?:which|what)\s+(?:kind of\s+|sort of\s+)?(?:animals?|creatures?|objects?)\b")

# Trace-specific probe forms: how a perceiver of that kind words what the question asks.
_VISUAL_FORMS = (
    (re.compile(r"\bcolou?r"), "mostly red, blue, green, yellow, white, black and grey"),
    (re.compile(r"\b(bright|dark|lighting)"), "bright, dark"),
    (re.compile(r"\b(motion|moving|movement|still|static)"), "moving, still"),
    (re.compile(r"\bfaces?\b"), "faces"),
)
# Words that only say "when" once a time constraint is read ("what came right after X").
_TIME_FILLER = frozenset("came come comes coming right immediately directly straight next just then "
                         "afterwards afterward later earlier shortly soon move moved moves moving replaced replace "
                         "replaces followed follow played playing plays runs ran running starting started beginning "
                         "onwards made take takes took taken taking starts begins".split())
_SPEAKER_PHRASE = re.compile(r"\b(?:the\s+)?(?:person|man|woman|people|guy|lady)\s+(?:who\s+(?:is|was)\s+)?"
                             r"(?:talking|speaking|presenting|narrating)\b", re.IGNORECASE)
_MOVED_TO = re.compile(r"\b(?:cut|cuts|switch(?:es|ed)?|move[ds]?(?:\s+on)?|go(?:es)?(?:\s+on)?|went(?:\s+on)?|"
                       r"jump(?:s|ed)?|turn(?:s|ed)?)\s+(?:to|on to|onto)\b", re.IGNORECASE)
# "What remark did the speaker make?", "how many appearances did it make?": with such a
# noun named, its verb names nothing.
_SPEECH_ACT = re.compile(r"\b(remarks?|comments?|points?|announcements?|statements?|observations?|appearances?|"
                         r"reasons?|explanations?|info|information|details?|news|gist|summary|rundown|"
                         r"overview|recap)\b")
# ("what did the narration cover?")
_COVERING = re.compile(r"\b(?:speaker|presenter|narrator|host|they|he|she|we|you|i|did|do|does|is|are|was|were)"
                       r"\s+(?:the\s+(?:narration|voice-?over|audio|commentary)\s+|\w+\s+)?"
                       r"(?:cover|covers|covered|covering)\b(?!\s+(?:with|in|by)\b)")
# "A was covered before B", "did A get covered ahead of B?": covered, by no one named
_COVERED = re.compile(r"\b(?:is|are|was|were|been|being|get|gets|got)\s+covered\b")
# "cut" with its particle ("cut back the bushes"), or joined to the word it names a thing with ("the
# cut-out peacock", "a cut-glass bowl"), is no cut between shots
_PHRASAL_CUT = re.compile(r"\bcut(?:\s+(?:" + _CUT_AS_VERB + r")\b|[-‐])")
_CAME_UP = re.compile(r"\b(?:come|comes|came|coming)\s+up\b")
_CAME_ALONG = re.compile(r"\b(?:come|comes|came|coming)\s+along\b")
_BROUGHT_UP = re.compile(r"\b(?:bring|brings|bringing|brought)\s+up\b")
_TURNED_UP = re.compile(r"\b(?:turn|turns|turned|turning|pop|pops|popped|popping|crop|crops|cropped|cropping)\s+up\b")
# "what's the deal with X?": an idiom that asks about X
_THE_DEAL = re.compile(r"\bwhat(?:'s|’s| is| was)\s+the\s+(?:deal|story|situation)\s+(?:with|on|about)\b")
# "couldn't catch the audio": what was missed is asked for, not caught
_NOT_CAUGHT = re.compile(r"\b(?:could|did|can|do)(?:\s*not|n't|n’t)?\s+(?:quite\s+)?(?:catch|make out|follow)\b")
# "What line did I miss at 2:38?": the asker missed it; nothing is missing in the video
# ("what words did I lose?": those the asker missed)
_MISSED = re.compile(r"\b(?:did|have)\s+(?:i|we)\s+(?:just\s+)?(?:miss(?:ed)?|lose|lost)\b")
# "what did he do for a living?": his work, whatever it was
_FOR_A_LIVING = re.compile(r"\b(?:for|make|makes|made|making|earn|earns|earned|earning)\s+a\s+living\b")
_LIGHT_VERBS = frozenset("make makes made making give gives gave given offer offers offered".split())
# "How many times was the cheetah shown?", "count the cheetah photos": sightings to count
# the things a count question counts: "how many lion *moments*", "the number of *times*"
_COUNTED = r"(?:times|appearances|occasions|shots|sightings|showings|photos|pictures|pics|images|clips|slides|moments|" \
           r"scenes|instances|glimpses)"
TIMES_CLAIMED = r"\b(?:once|twice|thrice|times)\b"  # how often someone says a thing showed up
COUNT_QUESTION = re.compile(
    # "Is it just the one lion photo or are there several?"
    r"\bjust\s+(?:the\s+)?one\s+(?:\w+\s+){0,2}?(?:photo|picture|pic|image|shot|clip|slide|sighting|appearance)\s+"
    r"or\s+(?:are|were)\s+there\s+(?:several|more|many|multiple|lots|loads|a few)\b|"
    rf"(?:^|[\s,:;-])(?:how (?:many (?:separate |different |distinct )?(?:\w+\s+){{0,2}}?{_COUNTED}|often)|"
    r"count (?:up )?(?:the |all (?:the )?|how many )|^count\b|"
    # "counting the lion pics for my daughter's quiz - how many are there in total?"
    rf"\bcounting (?:up )?(?:the |all (?:the )?)(?:\w+\s+){{0,2}}?{_COUNTED}\b[^.?!]*\bhow many\b|"
    r"what(?:'s|’s| is| was) the (?:total|count|tally)\b|"
    # "my mate reckons the lion is on screen more than twice. What's the real figure?"
    rf"{TIMES_CLAIMED}[^.?!]*[.?!]+\s*what(?:'s|’s| is| was) the (?:real |actual |right |true |correct |exact )?"
    r"(?:figure|number|count|tally)\b|"
    rf"\b(?:total|overall) (?:\w+\s+){{0,2}}?{_COUNTED}|"
    rf"\b{_COUNTED}\W+(?:in\s+)?total\b|"
    rf"(?:(?:what is |what's )?the )?(?:total )?number of (?:\w+\s+){{0,2}}?{_COUNTED})\b", re.IGNORECASE)
_COUNT_WORDS = frozenset("count counted number total overall tally times occasions occasion appearances sightings "
                         "showings separate different distinct moments instances glimpses".split())
# Wordings in which a verb names nothing: its forms are no concepts.
_EMPTY_VERBS = (
    (_SPEECH_ACT, _LIGHT_VERBS),  # "what remark did the speaker make?"
    (_COVERING, frozenset("cover covers covered covering".split())),  # "what is the speaker covering?"
    (_CAME_UP, frozenset("come comes came coming".split())),  # "does the cheetah photo come up?": appear
    # "what slide came along after the chart?": followed, along nothing
    (_CAME_ALONG, frozenset("come comes came coming along".split())),
    (_BROUGHT_UP, frozenset("bring brings bringing brought".split())),  # "did anyone bring up X?": mention
    # "did a dugong turn up anywhere?": appear
    (_TURNED_UP, frozenset("turn turns turned turning pop pops popped popping crop crops cropped cropping".split())),
    (_NOT_CAUGHT, frozenset("catch make follow".split())),  # "I couldn't catch what they said at 4:10"
    (_MISSED, frozenset("miss missed lose lost".split())),
    (COUNT_QUESTION, _COUNT_WORDS),  # "what's the total number of cheetah photos?"
    (_THE_DEAL, frozenset("deal story situation".split())),
    (_FOR_A_LIVING, frozenset(["living"])),
)
# "what were the words?", not "what words were on it?" (those on the screen)
_WORDS_ASKED = re.compile(r"(?:\b(?:(?:what|which)\s+(?:were|was|are|is)\s+the\s+words|what\s+words)\b"
                          # "X slide - the words over it?", "X slide: the accompanying words?"
                          r"|^\s*(?:and\s+)?the\s+" + ALONGSIDE + r"words\b)"
                          r"(?!.*\b(?:on|in)\s+(?:it|that|this|there|screen|the\s+\w+)\b)", re.IGNORECASE)
# "X was mentioned over some slide. Which one?": a screen is what is asked for
_ASKED_SCREEN = re.compile(r"\b(?:some|which|what|a certain)\s+(?:slide|screen|page|heading|title)s?\b", re.IGNORECASE)
# Words that name where to look in the picture rather than a thing to find.
_CUE_WORD = re.compile(r"colou?rs?|colou?red|bright\w*|dark\w*|lighting|motion|moving|movement|still|static|"
                       r"faces?|background|scenes?|changes?|cuts?|transitions?|shots?|photo(?:graph)?s?|"
                       r"pictures?|pics?|images?|lines?")


def is_cue_word(word: str) -> bool:
    return bool(_CUE_WORD.fullmatch(word))


# Where each kind is named, for anchor_kinds: its cue words, and who speaks.
# "is there ...", "did you see ..." ask whether something is there, naming no kind of trace
_OBJECT_NAMED = re.compile(r"\b(" + _HOLDING + r")\b")
_NAMING_CUES = {"speech": (_CUES["speech"], _SPEAKER_CUE), "ocr": (_CUES["ocr"],),
                "object": (_OBJECT_NAMED, _PICTURE_CUE)}
HOP_KINDS = tuple(_NAMING_CUES)  # the kinds a question can name as what it asks for, or its anchor
_CLAUSE = re.compile(r"[?.!;:,]+|\s[-–—+&=/]+\s")


# "animal on screen": where the animal was, not a screen of text
_THING_ON_SCREEN = re.compile(r"\b(animals?|creatures?|objects?|photos?|pictures?|pics?|images?)\s+"
                              r"(?:shown\s+|visible\s+)?on(?:\s+the)?\s+screens?\b")


def names_a_kind(word: str) -> bool:
    """A word that says which kind of trace is asked about ("creature", "slide", "said")."""
    return any(rx.fullmatch(word) for _, rx in _KIND_CUES) or bool(_SPEAKER_CUE.fullmatch(word))


def named_kinds(question: str) -> frozenset[str]:
    """The kinds of trace among speech, ocr and object whose cue words a question uses."""
    low = _THING_ON_SCREEN.sub(r"\1", question.lower())
    return frozenset(kind for kind, rxs in _NAMING_CUES.items() if any(rx.search(low) for rx in rxs))


def anchor_kinds(question: str, found: Collection[str], near: int = 3, kinds: Collection[str] = HOP_KINDS,
                 own: str | None = None) -> tuple[frozenset[str], frozenset[str]]:
    """(anchor, asked): how a question naming two kinds of trace ties them, read from where the
    words a trace was found by (`found`) sit. The anchor's kind heads them ("the oyster bed
    slide", "the loose pipe comment") or, failing that, is named within `near` words in their
    clause ("the comment on the flipchart", "as they discussed the beanbag"). When no kind is
    named next to them ("hillfort walk: I saw the slide but missed the voice. What was said?"),
    the asked kinds are those named in the last clause that names one and not them. Only
    cues of `kinds` count ("woke up to X on screen": a screen, when no picture is asked about).
    `own`: the kind of the trace that holds `found`; a word of it naming another kind is part of
    what it holds ("the stilt-house photo - which animal ...?", said as "the stilt house photo")."""
    heads: set[str] = set()
    close: set[str] = set()
    last: frozenset[str] = frozenset()
    for clause in _CLAUSE.split(question.lower()):
        spans = [m.span() for m in WORD.finditer(clause)]
        tokens = [clause[a:b].replace("’", "'") for a, b in spans]
        cue_at: dict[int, set[str]] = {}  # token -> the kinds it names
        for kind, rxs in _NAMING_CUES.items():
            if kind not in kinds:
                continue
            for m in (m for rx in rxs for m in rx.finditer(clause)):
                for i, (a, b) in enumerate(spans):
                    if a < m.end() and m.start() < b:
                        cue_at.setdefault(i, set()).add(kind)
        if own is not None:
            for i in [i for i in cue_at if tokens[i] in found and own not in cue_at[i]]:
                del cue_at[i]
        # a cue word between two found words, in a name a kind of trace heads, is part of the name
        # ("the bolungarvik male *voice* choir slide"), not a kind named beside it ("the ranworth
        # board games night" names no slide, and its "board" may be the slide's)
        for i in [i for i in cue_at if 0 < i < len(tokens) - 1]:
            end = i + 1
            while end < len(tokens) and tokens[end] in found:
                end += 1
            if tokens[i - 1] in found and tokens[i + 1] in found and end in cue_at:
                del cue_at[i]
        named = [i for i, t in enumerate(tokens) if t in found and i not in cue_at]
        for i in named:
            if i + 1 not in named:
                # the word after a run of them heads it, or the next one after a word of the
                # name the trace lacks ("the cormorant roost *count* slide")
                heads |= cue_at.get(i + 1, set())
                if i + 1 < len(tokens) and i + 1 not in cue_at and tokens[i + 1] not in STOP_WORDS:
                    heads |= cue_at.get(i + 2, set())
            close.update(k for j, kinds in cue_at.items() if abs(i - j) <= near for k in kinds)
        # "talk about the pumice float trial when *that slide* is showing": pointed back at, it
        # is of that kind
        heads |= {k for j, t in enumerate(tokens) if t in ("that", "this") and named and named[0] < j
                  for k in cue_at.get(j + 1, ())}
        if cue_at and not named:
            last = frozenset(k for kinds in cue_at.values() for k in kinds)
    anchor = frozenset(heads or close)
    if len(anchor) > 1 and last and anchor - last:
        # "the narrator describes the X while a picture is up. What creature's in it?": both
        # kinds sit near X; the one the last clause asks for is not the anchor
        anchor -= last
    return anchor, (frozenset() if anchor else last)


_QUOTED = re.compile(r"\"([^\"]+)\"|“([^”]+)”")


@dataclass(frozen=True)
class Probe:
    text: str
    kind_hint: str | None = None  # the trace kind this probe is worded for, if any
    weight: float = 1.0
    form: str = "question"

    def __post_init__(self) -> None:
        if self.form not in FORMS:
            raise ValueError(f"unknown probe form {self.form!r}; expected one of {FORMS}")
        if self.kind_hint is not None and self.kind_hint not in TRACE_KINDS:
            raise ValueError(f"unknown kind hint {self.kind_hint!r}")
        if not self.weight > 0:
            raise ValueError(f"probe weight must be > 0, got {self.weight}")


@dataclass(frozen=True)
class Concept:
    """One thing the question names (a word or a phrase) and what a trace may call it instead."""

    word: str
    alternatives: tuple[str, ...] = ()
    sounds: tuple[str, ...] = ()  # transcript words that sound like it (see sounds.py); set by recall
    # trace words a dictionary gives for it, a word no trace holds (glossary.py); set by recall:
    # evidence of meaning ("insect" -> "mantis"), not the word itself
    meant: tuple[str, ...] = ()


@dataclass
class ProbeSet:
    """Everything recall() needs from a question; iterates over its probes."""

    question: str  # as asked (cleaned, maybe truncated)
    content: str  # the question without its temporal phrase
    probes: list[Probe]
    concepts: list[Concept] = field(default_factory=list)
    phrases: list[str] = field(default_factory=list)  # runs of 2+ content words, quoted text first
    kind_hints: tuple[str, ...] = ()
    time: TimeConstraint | None = None
    # ("first" | "last", options) for "which came first, A or B?"; None otherwise
    order: tuple[str, tuple[str, ...]] | None = None
    # Concept words no trace of the searched videos contains; None until recall looks.
    unknown: frozenset[str] | None = None
    # Transcript runs that sound like a run of question words holding unknown ones
    # ("milrode" for "mill road"); set by recall.
    heard: tuple[str, ...] = ()

    def __iter__(self):
        return iter(self.probes)

    def __len__(self) -> int:
        return len(self.probes)

    def __getitem__(self, i: int) -> Probe:
        return self.probes[i]

    @property
    def keywords(self) -> list[str]:
        return [c.word for c in self.concepts]


# "while they're talking about X": the wording rules read the long forms
_CONTRACTION = re.compile(r"(?<=[a-z])['’](re|ve|ll|m)\b", re.IGNORECASE)
_EXPANDED = {"re": "are", "ve": "have", "ll": "will", "m": "am"}


_ARROW = re.compile(r"\s*(?:->|=>|→|-->)\s*")
# "was there a show of hands on it?": a vote, whose "show" is no cue to what was on screen
_SHOW_OF_HANDS = re.compile(r"\bshow of hands\b", re.IGNORECASE)
# "her other half holds the title in which contest?": a championship, no title on screen
_TITLE_HELD = re.compile(r"\b((?:holds?|held|holding|won|wins?|winning|defend(?:s|ed|ing)?|retain(?:s|ed|ing)?|"
                         r"lost|loses?|claim(?:s|ed)?)\s+(?:the|a|an|her|his|their|its|our)\s+(?:[a-z]+\s+)?)title\b",
                         re.IGNORECASE)
# "my wife says the A slide was earlier than the B one, I say the opposite": the asker, or the
# asker's people, saying something is no speech of the video
_ASKERS_SAYING = re.compile(r"\b(?:i|we|(?:my|our)\s+[a-z]+(?:-[a-z]+)*)\s+(?:say|says|said|reckons?|reckoned|insists?|"
                            r"insisted|swears?|swore|claims?|claimed)\b"
                            # "Me and a coworker disagree - I say A came first, *she says* the opposite"
                            r"|\b(?:he|she)\s+(?:says|reckons|insists|swears|claims)\b", re.IGNORECASE)
# "was a critter pictured?", "which beast is pictured?": a creature asked for ("the Beast from the
# East" is named, not asked for)
_CRITTER = re.compile(r"\bcritter(s?)\b|\b(which|what|a|any)\s+beast(?:ie)?(s?)\b", re.IGNORECASE)
# "did the lion snapshot get shown?": a photo
_SNAPSHOT = re.compile(r"\bsnapshot(s?)\b", re.IGNORECASE)

# "the old cinema on Cooper St": a street abbreviated after its name, as a voice says it in full
# ("St Ives" before a name is a saint, and stays)
_STREET_ABBREVIATIONS = {"st": "Street", "rd": "Road", "ave": "Avenue", "ln": "Lane", "sq": "Square"}
_STREET_ABBREVIATION = re.compile(r"\b([A-Z][a-z]+\s)(St|Rd|Ave|Ln|Sq)\b(?!\s+[A-Z][a-z])")


def clean_question(question: str) -> str:
    """Whitespace collapsed; ValueError if nothing is left; long text cut at a word boundary."""
    if not isinstance(question, str):
        raise ValueError(f"a question must be text, got {type(question).__name__}")
    q = " ".join(question.split())
    if not q:
        raise ValueError("the question is empty: type what you want to find in the video")
    if len(q) > MAX_QUESTION_CHARS:
        cut = q[:MAX_QUESTION_CHARS]
        q = cut[: cut.rfind(" ")] if " " in cut else cut
    q = _CONTRACTION.sub(lambda m: " " + _EXPANDED[m.group(1).lower()], q)
    q = _STREET_ABBREVIATION.sub(lambda m: m.group(1) + _STREET_ABBREVIATIONS[m.group(2).lower()], q)
    q = _ARROW.sub(" - ", q)  # "the lectern -> slide title": the topic, then what is asked of it
    q = _SNAPSHOT.sub(r"photo\1", _TITLE_HELD.sub(r"\1championship", _SHOW_OF_HANDS.sub("vote", q)))
    return _CRITTER.sub(lambda m: f"{m.group(2)} creature{m.group(3)}" if m.group(2) else f"creature{m.group(1)}", q)


def kind_hints(text: str) -> tuple[str, ...]:
    """Trace kinds the wording points at, strongest cue first."""
    low = text.lower()
    hints = [kind for kind, cue in _KIND_CUES if cue.search(low)]
    if "speech" in hints and _SCREEN_SAYS.search(low):  # "what did the slide heading say?": it is read
        hints.remove("speech")
    if "speech" not in hints and _SPEAKER_CUE.search(low):
        hints.append("speech")
    if _VOICE_GOING_ON.search(low) and hints[0] != "speech":
        hints.remove("speech")
        hints.insert(0, "speech")
    if not hints and _PICTURE_CUE.search(_SHOW_HOW.sub(" ", _SHOW_HELD.sub(" ", low))):
        hints = list(_PICTURE_KINDS)
    if "object" in hints and _ASKED_OBJECT.search(low):
        hints.remove("object")
        hints.insert(0, "object")
    return tuple(hints)


def _modifies(nxt: str) -> bool:
    return is_content_word(nxt) and not is_cue_word(nxt) and nxt not in _PICTURE_NOUNS


def _modifying_cues(content: str) -> set[str]:
    """Cue words that describe the thing after them ("the animal park") rather than ask for one."""
    return {cue for cue, nxt in _CUE_MODIFIER.findall(content.lower()) if _modifies(nxt)}


def _without_modifiers(text: str) -> str:
    return _CUE_MODIFIER.sub(lambda m: m.group(2) if _modifies(m.group(2).lower()) else m.group(0), text)


# "how mugs used to be hammered", "the girls who used to go round": a past habit, said of any
# doing (not "what is the rope used to tie?": what a thing serves for)
_USED_TO = re.compile(r"(?<! is)(?<! are)(?<! was)(?<! were)(?<! be)(?<! been)(?<! being)(?<! gets)(?<! get)"
                      r"(?<! got) used to (?=[a-z])")


def _concepts(content: str) -> list[Concept]:
    low = _USED_TO.sub(" ", " " + " ".join(words(content)) + " ")
    found: list[Concept] = []
    for phrase in PHRASES:
        if f" {phrase} " in low:
            found.append(Concept(phrase, related(phrase)))
            low = low.replace(f" {phrase} ", " ")
    # "what animal's in the photo", "the giraffe's umbrella": the thing, not its 's
    film = _film_naming(low)

    def naming(w: str) -> bool:
        return is_content_word(w) or w in film

    named = dict.fromkeys(w[:-2] if w.endswith("'s") else w for w in words(low) if naming(w))
    found += [Concept(w, related(w)) for w in named if naming(w)]
    return found


# "the film reels", "the movie screenings": a word for a film before a thing it names is part of
# that thing's name, not the video asked about
_FILM_NAMING = re.compile(r"\b(films?|movies?|documentary)\s+(?=([a-z]+))")


def _film_naming(text: str) -> set[str]:
    return {m.group(1) for m in _FILM_NAMING.finditer(text)
            if is_content_word(m.group(2)) and not is_cue_word(m.group(2))}


# A run of words ends with its sentence or clause: "the parkour jam? Coach is late" names no
# "parkour jam coach" (a colon or point between digits, "at 23:16", ends nothing)
_RUN_BREAK = re.compile(r"[.?!;:,]+(?=\s|$)|\s[-–—]+\s")
# ... and at a word joined to its particle after a word that is never a noun: "was the head of
# legal *runner-up*?" names no "legal runner" ("the data pipeline falling-out" is one)
_PARTICLE_NOUN = re.compile(r"\b([a-z]+)-(?:up|in|out|off|by|on|down|over|away|about)\b", re.IGNORECASE)
# ... and after a plural owner, its apostrophe after the "s" ("the guides' hut roof" names no "guides hut")
_PLURAL_OWNER = re.compile(r"\b([^\W_]+s)['’](?![^\W_])")


def _phrases(question: str, content: str) -> list[str]:
    quoted = [a or b for a, b in _QUOTED.findall(question)]
    runs = []
    film = _film_naming(" ".join(words(content)))
    for part in _RUN_BREAK.split(content):
        run = []
        joined = {m.group(1).lower() for m in _PARTICLE_NOUN.finditer(part)}
        # "the head of facilities' weekly sessions": a plural owner ends its run, as a singular
        # one ("research's") is no word of the run after it
        owners = {m.group(1).lower() for m in _PLURAL_OWNER.finditer(part)}
        for w in words(part) + [""]:
            if w and (is_content_word(w) or w in film):
                if w in joined and run and (pos := parts_of_speech(run[-1])) and "NOUN" not in pos:
                    if len(run) >= 2:
                        runs.append(" ".join(run))
                    run = []
                run.append(w)
                if w not in owners:
                    continue
            if len(run) >= 2:
                runs.append(" ".join(run))
            run = []
    return list(dict.fromkeys(p for p in quoted + runs if len(words(p)) >= 1))


_ASKER_SAID = re.compile(r"\b(?:i|we)\s+(?:\w+\s+)?(?:said|told|mentioned|say|tell|promised)\b")


def _without_told_after(q: str) -> str:
    """The question without the statements of the asker's doings said after it, when it names
    something of its own: "I'd set everything up *before the others turn up*" is no time. "Which
    slide was up? I zoned out during the budget part." keeps its statement: the question names
    only a kind, the statement what to find; so do statements naming a kind of trace, and those
    of an order question ("I want whichever one came first": make_probes reads the order first)."""
    asked = asked_before_telling(q)
    if asked is None or not any(not is_cue_word(w) and not names_a_kind(w) for w in content_words(asked)):
        return q
    # "... I want whichever came first.", "not sure that's what was said": what to answer with
    # (what the asker said is no speech to find)
    told = _ASKER_SAID.sub(" ", q[len(asked):].lower())
    return q if kind_hints(told) else asked


# What a question asks, opening with a wh-word ("who sorts out ...?", "..., where is it?"; not "is
# it beginners welcome or do you have to know how to play")
WH_ASKED = re.compile(r"(?:^|[.!?,]\s+)(?:who|whom|whose|what|which|where|when|how)\b[^.!?]*\?", re.IGNORECASE)
# "the women who went off into the forests ... - who sharpens their saws?": a description, then the question
_DESCRIBED_FIRST = re.compile(r"^([^?!.;:]+?)\s+[-–—]+\s+(.+)$")
MIN_DESCRIBING_WORDS = 4  # content words that describe people, not name them ("the kite people -" names)
PEOPLE_NAMED_BY = 3  # content words at most before the word for the people described
_WHO = frozenset({"who", "who'd", "whose", "who'll"})
_PEOPLE_WORDS = frozenset({"lot", "lots", "bunch", "gang"})  # "the lot who practise ...": people, to a person
_IN_CHARGE = re.compile(r"(?:in charge of|responsible for)\b")  # what someone does, said as what they run


def described_then_asked(question: str) -> tuple[str, str] | None:
    """The words before a dash and the wh-question after it ("the women who ... - who sharpens their
    saws?"), when a question is put that way."""
    found = _DESCRIBED_FIRST.match(question)
    asked = WH_ASKED.search(found.group(2)) if found else None
    return (found.group(1), asked.group(0).lstrip(" .!?,")) if asked else None


@lru_cache(maxsize=1024)  # asked three times of one question: its probes, its unknown words, what describes
def people_described(question: str) -> tuple[frozenset[str], str] | None:
    """People described, not named, before what is asked of them ("the women who went off into
    the forests chopping trees for pit props - who sharpens their saws?", "the city kids packed
    off to the countryside ... - who writes the tags?"): the content words describing them, which
    a trace need not hold (it names them: "Lumberjills"), and the question asked of them."""
    if (split := described_then_asked(question)) is None:
        return None
    content = _describing_people(split[0])
    return (content, split[1]) if content is not None else None


@lru_cache(maxsize=1024)  # asked by each ranking of one question
def someone_described(question: str) -> str | None:
    """The words before a dash describing people, not naming them, however what is asked of them
    after it is put ("the fellow at the piano who provides the music whenever the troupe practises -
    his lad strums which Latvian folk zither ...?")."""
    found = _DESCRIBED_FIRST.match(question)
    return found.group(1) if found and _describing_people(found.group(1)) is not None else None


def _describing_people(lead: str) -> frozenset[str] | None:
    """The content words of `lead` when it describes people by what they do or went through (a word
    for people, then "who" or a past form), not names them; None otherwise."""
    ws = words(lead)
    content = [w for w in ws if is_content_word(w) and w not in _WHO]
    if len(content) < MIN_DESCRIBING_WORDS:
        return None
    for at, w in enumerate(ws[:ws.index(content[PEOPLE_NAMED_BY - 1]) + 1]):
        if not (names_people(w) or w in _PEOPLE_WORDS):
            continue
        after = ws[at + 1:]
        # "the fellas in tin helmets who'd ...", "the city kids packed off to ...", "the man in charge of ..."
        if _WHO & set(after) or (after and after[0].endswith("ed")) or _IN_CHARGE.match(" ".join(after)):
            return frozenset(content)
    return None


# a clause describing what comes before it ("the bells *that* jangled ...", "the fellas *who'd* go ...")
_RELATIVE = re.compile(r"\b(?:who|who['’]d|whose|that|which)\s", re.IGNORECASE)


def _in_description(question: str, phrase: str | None) -> bool:
    """The time phrase sits in a clause describing what a question asks about, before what it asks
    ("the wartime fellas who'd go round ... when the bombers came - where's their kit stored?"):
    a time of the story told, not of the video."""
    split = described_then_asked(question)
    if not phrase or split is None:
        return False
    lead = split[0].lower()
    at = lead.find(phrase.lower().strip(" ,;:-–—"))
    return at > 0 and bool(_RELATIVE.search(lead[:at]))


# "who checks every dish ...? he rejected three while our group stood watching": a time told once
# the question is asked is of the story told, unless it names the video ("I only caught the
# first one before the slide changed") or tells where the thing asked about came ("it was
# right after the giraffe")
_NAMES_THE_VIDEO = re.compile(rf"\b(?:{OF_VIDEO}|videos|clips|recording|footage|narrat\w*|intro|captions?|subtitles?|"
                              r"photos?|pictures?|images?|shots?|scenes?|parts?|bits?|sections?|segments?)\b"
                              r"|^\W*(?:it|this|that)(?:['’]s|\s+(?:was|is|came|appeared|showed|popped))\b")


def _told_of_story(question: str, time: TimeConstraint) -> bool:
    """The time read is one of a sentence told after the question is asked, naming no part of
    the video, and no clock time: a time of the story told."""
    if time.start is not None or time.relation not in ("before", "after", "during") or not time.phrase:
        return False
    asked = question.rfind("?")
    at = question.lower().find(time.phrase.lower())
    if asked < 0 or at < asked:
        return False
    return not _NAMES_THE_VIDEO.search(question[asked + 1:].strip().lower())


# "A delivery van was beeping outside during the X slide and drowned everything. What did the
# narration cover?": the sentence holding the time tells of the asker's trouble hearing it
_TROUBLE_HEARING = re.compile(r"\b(?:drown(?:ed|s|ing)?|(?:couldn['’]?t|could\s+not|can['’]?t|cannot)\s+hear|"
                              r"missed|muted|lost\s+(?:the|it|track)|cut\s+out)\b", re.IGNORECASE)
_SENTENCE = re.compile(r"[^.?!]+[.?!]*\s*")


def _asked_after_trouble(q: str, phrase: str) -> str | None:
    """The question after a statement of the asker's trouble hearing that holds the time phrase;
    None when the phrase is in no such statement."""
    at = q.lower().find(phrase)
    if at < 0:
        return None
    for m in _SENTENCE.finditer(q):
        if m.start() <= at < m.end():
            said, rest = m.group(0).rstrip(), q[m.end():].strip()
            if said.endswith((".", "!")) and _TROUBLE_HEARING.search(said) and rest.endswith("?"):
                return rest
            return None
    return None


def make_probes(question: str, *, read_time: bool = True) -> ProbeSet:
    """Turn a question into probes and constraints. Raises ValueError for an empty question.
    `read_time=False` takes every word as content ("after the makeover" may not be a time)."""
    q = without_asides(clean_question(question))
    order = order_options(q, _CUES["speech"])
    if order is None and (cut := _without_told_after(q)) != q:
        q, order = cut, order_options(cut, _CUES["speech"])
    # "was A shown before B?" asks for an order, not for what came before B
    # ... nor does "did the band say when their next gig is?" ask what was on during the gig: it
    # asks for a date the video tells (text.ASKS_WHEN)
    time = parse_time(q) if read_time and not (order and asks_yes_no_order(q)) and not ASKS_WHEN.search(q) else None
    if order and time is not None and time.anchor and all(o in time.anchor.lower() for o in order[1]):
        time = None  # "between the budget and the roadmap, which came first?": both options, no time
    if time is not None and _in_description(q, time.phrase):
        time = None  # "the girls who worked the farms while the lads were away - who ...?": their story's time
    if time is not None and _told_of_story(q, time):
        time = None
    content = q
    if time is not None and time.phrase:
        low = q.lower()
        at = low.find(time.phrase)
        if at >= 0:
            content = " ".join((q[:at] + " " + q[at + len(time.phrase):]).split())
            content = re.sub(r"\s+([?.!,;:])", r"\1", content).lstrip(" ,;:")
        if time.anchor and (asked := _asked_after_trouble(q, time.phrase)) is not None:
            content = asked
        if time.anchor_kind == "speech":
            # "I jotted 'the signal box lever' ... What was showing when it was said?": the anchor
            # was said; what was showing is asked
            content = SAID_BACK_CLAUSE.sub("", content)
    # "the person talking", "what did the video cut to after X": who speaks, and "next", name nothing
    # "can you tell me which slide...": a request, not a cue to speech
    content = without_request(_SPEAKER_PHRASE.sub(" the speaker ", content))
    whole = without_request(q)
    if time is not None and time.relation in ("after", "before"):
        content, whole = _MOVED_TO.sub(" came ", content), _MOVED_TO.sub(" came ", whole)
    content = " ".join(content.split())
    low = content.lower()
    bare = _without_modifiers(content)
    # cue words used only to describe ("the animal park"), never to ask ("which animal")
    modifiers = {w for w in _modifying_cues(content) if not re.search(rf"\b{w}\b", bare, re.I)}
    # "how did the talk end": the cue is in the time phrase
    hints = kind_hints(_ASKERS_SAYING.sub(" ", bare)) or kind_hints(_ASKERS_SAYING.sub(" ", _without_modifiers(whole)))
    if (time is not None and time.relation == "during" and time.anchor_kind == "ocr"
            and not kind_hints(bare) and _WORDS_ASKED.search(bare)):
        # "crinan canal lock keepers slide - what were the words?": the slide is named; the words
        # asked for while it was up are those said over it
        hints = ("speech",)
    if (not hints and time is not None and time.phrase
            and _asked_after_trouble(q, time.phrase) is not None):
        # "The baby started crying near 10:03 and drowned everything out. Any idea of the words?":
        # what the asker could not hear is what was said
        hints = ("speech",)
    if _ASKED_SCREEN.search(q) and hints[:1] != ("ocr",):
        hints = ("ocr", *(h for h in hints if h != "ocr"))
    if _COVERING.search(low) and "speech" not in hints and not (order and _COVERED.search(low)):
        # "what is the speaker covering": talking about ("my flatmate is sure A was covered before B":
        # a topic is covered by its slide as much as by its talk)
        hints = ("speech", *hints)
    primary = hints[0] if hints else None
    concepts = _concepts(content)
    if time is not None:
        concepts = [c for c in concepts if c.word not in _TIME_FILLER]
    for cue, empty in _EMPTY_VERBS:
        if cue.search(low):
            concepts = [c for c in concepts if c.word not in empty]
    # "the animal park" asks for no animal; "cut back the bushes": pruned, not a cut between shots,
    # and "the cut-out peacock" is a figure cut from card
    plain = modifiers | ({"cut"} if _PHRASAL_CUT.search(low) else set())
    concepts = [dataclasses.replace(c, alternatives=()) if c.word in plain else c for c in concepts]

    probes: list[Probe] = []
    if words(content):
        probes.append(Probe(content, primary, 1.0, "question"))
    topic = " ".join(c.word for c in concepts)
    if topic and words(topic) != words(content):
        probes.append(Probe(topic, primary, 1.0, "topic"))
    if any(c.alternatives for c in concepts):
        para = " ".join(c.alternatives[0] if c.alternatives else c.word for c in concepts)
        probes.append(Probe(para, primary, 0.8, "paraphrase"))
    if described := people_described(content):
        probes.append(Probe(described[1], primary, 1.0, "question"))
    if len(concepts) >= 2:
        probes += [Probe(c.word, None, 0.35, "keyword") for c in concepts[:MAX_KEYWORD_PROBES]]
    low = content.lower()
    if "visual" in hints and primary not in ("speech", "ocr"):  # "what colour did they say it was?": said
        probes += [Probe(text, "visual", 0.8, "kind") for cue, text in _VISUAL_FORMS if cue.search(low)]
    if "event" in hints and all(p.text != "scene change" for p in probes):
        probes.append(Probe("scene change", "event", 0.8, "kind"))
    return ProbeSet(question=q, content=content, probes=probes, concepts=concepts,
                    phrases=_phrases(q, content), kind_hints=hints, time=time,
                    order=order if time is None else None)
