"""Which words of a question only carry the asking, and which say what is asked about.

A question the memory lacks a word of may still be answerable: in "the captions are off
and I'm sitting at 6:55, can you give me the words?" the words the memory lacks are the
asker's own doings ("sitting", "give"), not a thing or a claim to look for. Such a word
is a verb whose subject is the asker ("I'm sitting", "should I describe", "can't play"),
a verb aimed at the asker ("give me", "show us"), or an adverb or adjective that is not
said of anything ("sightings across the whole thing"). A noun, a name, a verb said of a
third party ("has the budget been *paused*?") or an adjective after "is"/"was" ("was the
report *late*?") says what is asked about, and the memory lacking it counts against the
question. The parts of speech a word can take come from the English lexicon that the
`lemminflect` package carries (offline, MIT); the rest is read from neighbouring
closed-class words only.
"""
from __future__ import annotations

import re
from functools import lru_cache

from lemminflect import getAllInflections, getAllLemmas

from .text import MONTHS, WEEKDAYS, words

# The asker as a verb's subject: "I'm sitting", "should I describe", "can you give".
_ASKER = frozenset("i i'm i've i'd i'll you you're".split())
# Auxiliaries between the asker and a verb ("I am matching", "been scrubbing through"; a
# question is cleaned of contractions: "I'm" is "I am").
_AUX = frozenset("am are have has had been be was were".split())
_MODALS = frozenset("can can't cannot could couldn't would will won't should must may might".split())
# Words between a subject and its verb: "I can *never* recall", "I *just* saw".
_BETWEEN = frozenset("never just also still not really only even already ever n't don't didn't do did".split())
# a colon or point between digits ("at 23:16", "3.5 percent") ends no sentence
_SENTENCE = re.compile(r"((?:[^.?!;:]|(?<=\d)[.:](?=\d))+)([.?!;:]*)")
# Words that open a sentence without being its subject: "ok so I am matching ..."
_OPENERS = frozenset("ok okay so well hey hi hmm um uh right also and but anyway just".split())
# The asker's own things: "my notes", "our archive".
_ASKERS_OWN = frozenset("my our".split())
# ... and the asker's thing named alone: "Mine's split along the palm".
_ASKERS_THING = frozenset("mine mine's ours".split())
# What a verb acts on, showing it is a verb: "does somebody *lend them* out?"
OBJECT_PRONOUNS = frozenset("them it him me us".split())
# ... and what a verb opening a statement acts on: "*left my* own at home".
_OBJECTS = OBJECT_PRONOUNS | frozenset("my our mine".split())
# A verb aimed at the asker: "give me", "show us".
_TO_ASKER = frozenset("me us".split())
# Who speaks in the video: a verb they are the subject of says how something is said.
_VOICES = frozenset("presenter presenters narrator speaker speakers voice host".split())
# "how heavy did the swede *end up*?", "it *turned out* to be a heron": a verb that only links
# a thing to what it became
_LINKING_PHRASAL = {"end": "up", "wind": "up", "turn": "out"}  # verb lemma: its particle
# An adjective or adverb after one of these is said of something: "was the report late?"
_COPULA = frozenset("is isn't was wasn't are aren't were weren't be been being get got gets seem seemed "
                    "seems look looked looks become became stay stayed remain remained".split())


# "Right, I've left my stand on the bus. Is anyone lending them out?", "Forgot my tipper at home
# like an idiot.", "My tabla sounds like a cardboard box.": what the asker did or has, said before
# the question, is not what it asks whether happened (what the asker saw or heard is, and what
# someone of the asker's swears: "My daughter swears there was a panda. Was there?")
ASKERS_STATEMENT = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:(?:right|ok|okay|so|well|hmm|oh|um|argh|ugh)\s*[,!.]?\s+)?"
    r"(?:i(?:['’](?:ve|m|d)|\s+(?:have|am|had))?\s+(?!(?:saw|seen|heard|noticed|spotted|remember|recall|think|thought|"
    r"believe|swear|reckon|caught|watched|missed)\b)"
    # "two of my little pieces have vanished down the back of the sofa."
    r"|(?:(?:one|two|three|four|five|some|all|half|both|most|a\s+few|a\s+couple)\s+of\s+)?"
    r"(?:my|our)\s+(?![^.!?]*\b(?:swears?|swore|says?|said|reckons?|thinks?|thought|insists?|claims?|adamant|sure|"
    r"convinced|certain|saw|heard|noticed|spotted|remembers?)\b)"
    r"|(?:forgot|left|lost|broke|dropped|snapped|cracked|mislaid|misplaced|bent|tore|ripped|smashed)\s+(?:my|our|mine)\b)"
    r"[^.!?]*[.!]", re.IGNORECASE)


@lru_cache(maxsize=4096)
def parts_of_speech(word: str) -> frozenset[str]:
    """The parts of speech the lexicon knows the word as (empty for names and rare words)."""
    return frozenset(getAllLemmas(word))


# Verbs too common to say a trace is about what a question asks ("come in at", "let us look at")
COMMONEST_VERBS = frozenset("be have do go come get make take give say see know think look want use".split())


def verb_lemmas(word: str) -> set[str]:
    """The verbs a word is a form of ("spills" -> {"spill"}), from the lexicon."""
    return set(getAllLemmas(word, upos="VERB").get("VERB", ()))


@lru_cache(maxsize=65536)
def commonest_verb(word: str) -> bool:
    """A form of one of COMMONEST_VERBS ("took", "sees", "making")."""
    return bool(verb_lemmas(word) & COMMONEST_VERBS)


@lru_cache(maxsize=4096)
def word_forms(word: str) -> tuple[str, ...]:
    """A verb's other inflections, irregular ones included ("lend" -> "lends", "lending",
    "lent"; "caught" -> "catch", ...), from the lexicon; none for the commonest verbs."""
    lemmas = verb_lemmas(word)
    if lemmas & COMMONEST_VERBS:
        return ()
    forms = {f for lemma in lemmas
             for f in (lemma, *(x for xs in getAllInflections(lemma, upos="VERB").values() for x in xs))}
    return tuple(sorted(forms - {word}))


def _sentence_ends(question: str) -> list[tuple[list[str], bool, int]]:
    """(words, asks, end) per sentence of `question`; `asks`: it ends in a question mark;
    `end`: where it ends in `question`."""
    found = ((words(m.group(1)), "?" in m.group(2), m.end()) for m in _SENTENCE.finditer(question))
    return [f for f in found if f[0]]


def _sentences(question: str) -> list[tuple[list[str], bool]]:
    """(words, asks) per sentence of `question`; `asks`: it ends in a question mark."""
    return [(ws, asks) for ws, asks, _ in _sentence_ends(question)]


def _told_after_asking(question: str) -> tuple[int, list[list[str]]] | None:
    """Where the last asking sentence of `question` ends, and the words of each sentence after
    it; None when no sentence asks."""
    sentences = _sentence_ends(question)
    last = max((i for i, (_, asks, _) in enumerate(sentences) if asks), default=None)
    if last is None:
        return None
    return sentences[last][2], [ws for ws, _, _ in sentences[last + 1:]]


def asks_sentences(question: str) -> list[list[str]]:
    """The words of each sentence of `question` that ends in a question mark."""
    return [ws for ws, asks in _sentences(question) if asks]


def _about_the_asker(ws: list[str]) -> bool:
    """A statement of the asker's own doings: "Can't play sound at work", "I am matching
    audio to slides", "Doing audio description for blind viewers", "Settle a bet"."""
    ws = ws[next((i for i, w in enumerate(ws) if w not in _OPENERS), len(ws)):]
    if not ws:
        return False
    first = ws[0]
    if first in _ASKER or first in _ASKERS_OWN or first in _MODALS or first in _ASKERS_THING:
        return True
    parts = parts_of_speech(first)
    if "VERB" in parts and len(ws) > 1 and ws[1] in _OBJECTS:
        return True  # "left my own at home in a coat pocket": a verb with its object, no subject
    if "VERB" in parts and len(ws) > 1 and ws[1].endswith("ing") and "VERB" in parts_of_speech(ws[1]):
        return True  # "fancy having a go this winter": a verb with a doing for its object, no subject
    if "VERB" in parts and len(ws) > 2 and ws[1] == "to" and "VERB" in parts_of_speech(ws[2]):
        return True  # "want to make one for the kitchen dresser": a verb with a doing to come, no subject
    return "VERB" in parts and "NOUN" not in parts and "ADJ" not in parts


def told_after(question: str) -> set[str]:
    """The words of statements of the asker's doings said after the question's last asking
    sentence ("Who fixes the gloves? *Mine's split along the palm and I want to catch them
    after the game.*"): how the asker came to ask, said once the question is asked."""
    told = _told_after_asking(question)
    return {w for ws in told[1] if _about_the_asker(ws) for w in ws} if told else set()


def asked_before_telling(question: str) -> str | None:
    """The question up to its last asking sentence when every sentence after it is a statement
    of the asker's doings ("Where are the bats kept? *I said I'd set everything up before the
    others turn up.*"); None when nothing of the kind follows."""
    told = _told_after_asking(question)
    if told is None or not told[1] or not all(_about_the_asker(ws) for ws in told[1]):
        return None
    return question[: told[0]]


# "a mate reckons the cattle grid got ripped out - did that come up?": who told the asker, and
# that they told it, is how the asker came by the claim asked about, not part of it
_REPORTING = ("reckons reckoned swears swore insists insisted claims claimed reckon swear insist "
              "convinced adamant certain positive")
_REPORTER = re.compile(r"(?:^|[.!?;:]\s+|\s[-–—]+\s+)(?:a|an|my|our|his|her|their)\s+(?:([a-z]+)\s+)?([a-z]+)"
                       r"(?:['’]s)?\s+(?:(?:is|was)\s+)?(" + "|".join(_REPORTING.split()) + r")\b", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _reporter(question: str) -> frozenset[str]:
    """The words of someone telling the asker a claim ("*a mate reckons* ...", "my nephew*'s
    convinced* ..."): a word for a person, a word before it, and the word for telling."""
    found = set()
    for m in _REPORTER.finditer(question):
        before, person, told = (g.lower() if g else g for g in m.groups())
        if person in _PERSON_WORDS or _PERSON_ENDING.fullmatch(person):
            found |= {person, told} | ({before} if before else set())
    return frozenset(found)


# Words opening what names a thing ("*the* ski lift", "*some* national contest")
DETERMINERS = frozenset("the a an his her their its our my your this that these those some".split())


def _names_what_is_counted(ws: list[str], i: int) -> bool:
    """In a question asking how often, the word at `i` names the thing whose doings are counted:
    words that may name things, from a determiner to an auxiliary ("how often has *the Burke ski
    lift been* halted?"), not the thing and how it showed up ("did the lion picture turn up",
    "the lion keeps turning up")."""
    if "NOUN" not in parts_of_speech(ws[i]):
        return False
    k = i - 1  # back over the words naming the thing ("Burke ski") to its determiner
    while k >= 0 and ws[k] not in DETERMINERS and (not parts_of_speech(ws[k]) or "NOUN" in parts_of_speech(ws[k])):
        k -= 1
    j = i + 1  # ... and on to the auxiliary after them
    while j < len(ws) and ws[j] not in _AUX and "NOUN" in parts_of_speech(ws[j]):
        j += 1
    return k >= 0 and ws[k] in DETERMINERS and j < len(ws) and ws[j] in _AUX


def only_asking(word: str, question: str, *, counting: bool = False, situation: bool = False) -> bool:
    """Whether `word` (one lower-cased word of `question`) is part of the asking only.
    `counting`: the question asks how often something showed up, so the verbs saying how
    it showed up ("keeps turning up") name nothing to look for either. `situation`: every
    word of a statement of the asker's doings counts ("at work" in "can't play sound at
    work. ..."); not so by default, as such a statement may carry what is asked about
    ("my daughter swears there was a panda in one of the pictures. was there?")."""
    sentences = _sentences(question)
    found = next(((ws, asks) for ws, asks in sentences if word in ws), None)
    if found is None:
        return False
    ws, asks = found
    if word in _reporter(question):
        return True
    if situation and not asks and len(sentences) > 1 and _about_the_asker(ws):
        return True  # "Can't play sound at *work*. What is the narration saying at 27:46?"
    parts = parts_of_speech(word)
    i = ws.index(word)
    before = ws[i - 1] if i > 0 else ""
    after = ws[i + 1] if i + 1 < len(ws) else ""
    lead = ws[:i]  # what comes before the word in its sentence
    k = len(lead)
    while k and (lead[k - 1] in _MODALS or lead[k - 1] in _BETWEEN or lead[k - 1] in _AUX):
        k -= 1
    subject = lead[k - 1] if k else ""  # "" when only auxiliaries open the sentence: "been scrubbing"
    if situation and subject in _VOICES and "VERB" in parts:
        return True  # "the sentence the presenter *uses* there": how it is said, in a window asked for
    if after and any(_LINKING_PHRASAL.get(lemma) == after for lemma in verb_lemmas(word)):
        return True
    if before in _ASKERS_OWN and "ADJ" not in parts:
        return True  # the asker's own things: "my notes", "my mate", "our archive"
    if subject in _ASKER and k < i and "NOUN" not in parts:
        return True  # "so I can screenshot it", "a slide I never wrote down"
    if not parts:
        return False  # a name, a number or a word the lexicon lacks
    if "VERB" in parts:
        if (counting and not _names_what_is_counted(ws, i)) or after in _TO_ASKER:  # "give me"
            return True
        if before == "to" and i >= 2 and only_asking(ws[i - 2], " ".join(ws[: i - 1])):
            return True  # "who do I ask to *borrow* binoculars off?", "I want to *bookmark* the slide"
        if subject in _ASKER or (not subject and "NOUN" not in parts and "ADJ" not in parts):
            # "I am sitting", "should I describe"; a sentence opened by a verb with no
            # subject: "Trying to find the slide ...", "Settle a bet", "been scrubbing through"
            return True
        if not subject and i == 1 and before in _MODALS:  # "can't play sound at work"
            return True
    if parts <= {"ADJ", "ADV"}:
        # "how many lion photos are there *altogether*?": how it is counted, when counting
        return counting or not _COPULA.intersection(lead)
    return False


# "Who's taking over the test coverage?", "did anyone say who runs it?": the answer is someone
# (not "the man who fixed it", where "who" only joins a clause to a person named)
ASKS_PERSON = re.compile(r"(?:^|[.?!:;,–—-]\s*|\b(?:say|said|tell|told|know|knew|mention|mentioned|name|named|"
                         # "any mention *of* who's paying for it?"
                         r"wonder|wondering|ask|asked|remember|recall|on|about|of|as\s+to)\s+)who(?:['’]s)?\b",
                         re.IGNORECASE)
# Words naming people by what they are to someone, or a group of them
_PERSON_WORDS = frozenset("people person persons staff crew everyone everybody someone somebody nobody "
                          "kids kid children child family mum mom dad nan gran granny grandma grandpa grandad "
                          "granddad uncle aunt auntie cousin son daughter wife husband brother sister friend nephew niece "
                          "godson goddaughter flatmate housemate pal "
                          "neighbour neighbor boss chief guy lady man woman girl boy mate pupils students "
                          "colleague colleagues committee council band choir orchestra troupe squad gang".split())
# ... and by what they do: "the steersman", "pensioners", "the director", "a florist", "trainees"
_PERSON_ENDING = re.compile(r"[a-z]{3,}(?:er|or|ist|man|men|woman|women|ian|eer|ee|ant)s?")
_LINE_OPENER = re.compile(r"(?:^|[.?!/:]\s*)(\S+)")


# Capitalised, and no one's name: "Next review in February"
CALENDAR = frozenset(MONTHS + WEEKDAYS)


# A verb said of someone: inflected ("looks after", "rinsed"), or a helper ("is", "will")
_HELPERS = _AUX | _MODALS | frozenset("is does did".split())
_ACTING = re.compile(r"\s+([a-z]+(?:s|ed)|" + "|".join(sorted(_HELPERS, key=len, reverse=True)) + r")\b")


def _acts(rest: str) -> bool:
    """Whether the words after a line's first word say it does something ("Wenjing *looks*
    after the bows") or there are none ("Owner: Lena"), as of a name; "Website update" is a
    title."""
    if not rest.strip() or re.match(r"\s*[/.;!?]", rest):
        return True
    m = _ACTING.match(rest)
    return bool(m) and (m.group(1) in _HELPERS or "VERB" in parts_of_speech(m.group(1)))


# the speaker, no one named ("the foal shore *I'm* on", heard for "the whole shore of")
_I = frozenset("i i'm i'd i've i'll".split())


def holds_person(text: str, question: str = "", *, by_name: bool = False) -> bool:
    """Whether a text names someone the question does not: a name (a capitalised word that
    does not open a line, or one the lexicon does not know that opens a line and does
    something there or stands alone), or a word for a person (not with `by_name`: "a shorter
    *mate* on the office move" names nobody who does anything)."""
    asked = set(words(question))
    openers = {m.start(1) for m in _LINE_OPENER.finditer(text)}
    for m in re.finditer(r"[A-Za-z][A-Za-z'’-]*", text):
        w = m.group(0).lower().replace("’", "'")
        base = w[:-2] if w.endswith("'s") else w
        if base in asked or w in asked or w in _I:
            continue
        if (m.group(0)[0].isupper() and len(base) > 1 and base not in CALENDAR
                and (m.start() not in openers or (not parts_of_speech(base) and _acts(text[m.end():])))):
            return True
        if not by_name and (base in _PERSON_WORDS or (_PERSON_ENDING.fullmatch(base)
                                                      and (not (pos := parts_of_speech(base)) or "NOUN" in pos))):
            return True
    return False
