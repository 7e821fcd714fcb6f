"""Sound-alike words, for questions about things a transcript misheard.

Speech recognition gets rare words wrong in ways that sound right: "ficus" becomes
"Fikers", "ferry" becomes "ferret". A question word that no trace contains is compared
with the words of the speech traces by a rough sound key (letters folded the way they
are pronounced, every vowel alike, a voiced consonant like its voiceless one: "pith" and
"bit"), and the close ones become extra alternatives of
that word. Only words the memory has never heard get this, so an exact match always
wins, and a sound-alike counts for less than a word.

Misheard names often cross word boundaries or lose their first sound ("Mill Road" ->
"Milrode", "violin recital" -> "Mylin Recytal", "ice rink" -> "ice ring"): a run of
question words holding an unheard one is also compared, as one sound, with the runs of
transcript words.
"""
from __future__ import annotations

import math
import re
from difflib import SequenceMatcher

from .memo import cached
from .roles import parts_of_speech
from .text import STOP_WORDS, owned, words

MIN_LETTERS = 4
MIN_KEY_SIMILARITY = 0.85  # of the sound keys
MIN_KEY_LETTERS = 4  # of a word's sound key: "crew" ("kra") sounds like too many words ("crane")
MIN_KEY_LENGTH_RATIO = 0.75  # "lawsuit" is not "last", however alike they begin
MIN_LETTER_SIMILARITY = 0.5  # of the spellings: a key alone lets "graph" stand for "giraffe"
CUT_SHORT_LETTERS = 2  # a word heard less its last beat keeps all but so many last letters ("treasu-ry", "treasu-re")
MIN_CUT_SHORT_STEM = 5  # ... and at least so many letters kept ("treasu": 6)
MIN_RUN_SIMILARITY = 0.85  # of the sound keys of a run of question words and a run of transcript words
MIN_RUN_KEY = 6  # letters of a run's key: shorter runs are too easy to match by chance
MIN_RUN_LETTER_SIMILARITY = 0.6  # of the spellings: folded vowels let "oven warranty" sound like "revenue route"
MIN_REST_SIMILARITY = 0.6  # of the unheard words and the transcript words standing for them
MAX_RUN_WORDS = 4
MIN_NAME_KEY_SIMILARITY = 0.9  # of a name's sound key and a run of words it was heard as
MAX_TAIL_LETTERS = 3  # of a function word ending a run that stands for one word ("spin it", "can now")
# A spelling this close is the word itself misheard ("launderette" -> "laundret"): as good
# evidence as a run of words that sounds alike.
MIN_CLOSE_LETTER_SIMILARITY = 0.8
MIN_CLOSE_LETTERS = 6  # of the asked word: short ones are close by chance ("stuff", "staff")

_FOLDS = ((r"(?<=[b-df-hj-np-tv-z])w(?=[b-df-hj-np-tv-z])", "u"),  # Welsh "Amlwch", "cwm": a w between consonants is a vowel
          (r"(?<=[aeiou])w(?=[lnd]?s?$)", ""),  # "bowl", "crown", "saw": the w is part of the vowel
          (r"tch", "ch"),  # "butcher": one sound
          # an r after a vowel is silent before a hiss in the voice's English ("butcher's block" and
          # "purchase block" sound alike). Not before every consonant: shorter keys meet by chance
          # ("onboarding" would sound like "tin bathing"), and "carved" no longer like "card"
          (r"(?<=[aeiouy])r(?=s|ch|sh)", ""),
          (r"ph", "f"), (r"ck", "k"), (r"qu", "kw"), (r"x", "ks"), (r"c(?=[eiy])", "s"), (r"c", "k"),
          (r"z", "s"), (r"dg", "j"), (r"^kn", "n"), (r"^wr", "r"), (r"wh", "w"), (r"gh", "g"),
          (r"(?<=[aeiouy][^aeiouy])e$", ""),  # "role", "vane", "ice" (once its c is soft): a silent e
          (r"b", "p"), (r"d", "t"), (r"g", "k"), (r"v", "f"),  # voiced and voiceless alike ("pith" / "bit")
          (r"[aeiouy]+", "a"))


# Stop words of a question ("please *tell* me", "what *kind* of") that, said, may be part of a
# misheard word: "telescope" heard as "tell us cope"
_SAID_AS_CONTENT = frozenset("tell thing things stuff kind sort lot lots going".split())


def sound_key(word: str) -> str:
    """A rough key of how a word sounds: "ficus" -> "fakas", "Fikers" -> "fakars"."""
    key = re.sub(r"[^a-z]", "", word.lower())
    for pattern, repl in _FOLDS:
        key = re.sub(pattern, repl, key)
    return re.sub(r"(.)\1+", r"\1", key)


def beats(word: str) -> int:
    """The vowel sounds of a word, by its runs of vowel letters less a silent e at its end:
    "hammering" 3, "hiring" 2, "poles" 1 ("boxes" and "started" 2)."""
    w = re.sub(r"[^a-z]", "", word.lower())
    if not re.search(r"(?:[sxz]|[cs]h)es$|[td]ed$", w):  # "boxes", "started": the e is sounded
        w = re.sub(r"(?<=[^aeiouy])e(?=[sd]?$)", "", w)
    return max(1, len(re.findall(r"[aeiouy]+", w)))


def similar(a: str, b: str) -> bool:
    ka, kb = sound_key(a), sound_key(b)
    if (min(len(ka), len(kb)) < MIN_KEY_LETTERS or ka[0] != kb[0]
            or min(len(ka), len(kb)) < MIN_KEY_LENGTH_RATIO * max(len(ka), len(kb))):
        return False
    return (SequenceMatcher(None, ka, kb).ratio() >= MIN_KEY_SIMILARITY
            and SequenceMatcher(None, a.lower(), b.lower()).ratio() >= MIN_LETTER_SIMILARITY)


def _cut_short(word: str, heard: str) -> bool:
    """"treasure" of "treasury": a word ending in a vowel heard as itself less that last beat, all
    but its last CUT_SHORT_LETTERS letters spelled as they are (and at least MIN_CUT_SHORT_STEM of
    them); not "climbed" of "climber", a beat lost within it."""
    a, b = word.lower(), heard.lower()
    stem = len(a) - CUT_SHORT_LETTERS
    return (stem >= MIN_CUT_SHORT_STEM and a[-1] in "aeiouy" and beats(b) == beats(a) - 1 and len(b) >= stem
            and a[:stem] == b[:stem])


def _same_stem(a: str, b: str) -> bool:
    """"opens" and "open": one word begins with the other, which has 3 letters or more (a
    possessive's word counts: "cutter's" and "cutters")."""
    short, long_ = sorted((owned(a), owned(b)), key=len)
    return len(short) >= 3 and long_.startswith(short)


def stand_ins(heard, asked) -> list[str]:
    """The words of a heard run that stand for none of the asked words (bar function words)."""
    return [w for w in heard if w not in STOP_WORDS and not any(_same_stem(w, q) for q in asked)]


def _lettered(word: str) -> bool:
    """Letters only, bar an apostrophe: "Green's" in "Ron Green's treat" (for "Green Street")."""
    return word.replace("'", "").isalpha()


def _joined_key(ws) -> str:
    return sound_key("".join(ws))


class SoundIndex:
    """The distinct words, and runs of words, of some transcripts, looked up by sound."""

    def __init__(self, vocabulary, sentences=()) -> None:
        self._by_first: dict[str, list[str]] = {}
        self._by_rest: dict[str, list[str]] = {}  # by the key past its first sound
        for w in sorted({w.lower() for w in vocabulary}):
            if len(w) >= MIN_LETTERS and w not in STOP_WORDS and w.isalpha():
                key = sound_key(w)
                self._by_first.setdefault(key[:1], []).append(w)
                self._by_rest.setdefault(key[1:], []).append(w)
        self._sentences = [[w.lower() for w in ws] for ws in sentences]
        self._runs: dict[tuple, list[tuple[str, tuple[str, ...]]]] | None = None

    def _run_index(self) -> dict[tuple, list[tuple[str, tuple[str, ...]]]]:
        """Runs of 1 to MAX_RUN_WORDS transcript words that begin with a content word and end
        with one (or with a short function word), each once, by key length and by its first
        and by its last sound (a run only meets question runs of about its length that begin
        or end alike). Built on first use: most questions never need it."""
        if self._runs is None:
            runs: set[tuple[str, ...]] = set()
            for ws in self._sentences:
                for i, first in enumerate(ws):
                    if (first in STOP_WORDS and first not in _SAID_AS_CONTENT) or not _lettered(first):
                        continue
                    for n in range(1, MAX_RUN_WORDS + 1):
                        run = ws[i: i + n]
                        if len(run) < n or not _lettered(run[-1]):
                            break  # a number has no sound key: no run goes through one
                        # "spinet" heard as "spin it": a short function word may end a run, which
                        # then only stands for one asked word (run_alike)
                        if run[-1] not in STOP_WORDS or (n > 1 and len(run[-1]) <= MAX_TAIL_LETTERS):
                            runs.add(tuple(run))
            index: dict[tuple, list[tuple[str, tuple[str, ...]]]] = {}
            for run in sorted(runs):
                key = _joined_key(run)
                if key:
                    index.setdefault((len(key), key[0], ""), []).append((key, run))
                    index.setdefault((len(key), "", key[-1]), []).append((key, run))
            self._runs = index
        return self._runs

    def alikes(self, word: str, limit: int = 3) -> list[str]:
        """Transcript words that sound like `word` (not `word` itself), closest first."""
        word = word.lower()
        if len(word) < MIN_LETTERS or " " in word:
            return []
        key = sound_key(word)
        found = [(SequenceMatcher(None, key, sound_key(w)).ratio(), w)
                 for w in self._by_first.get(key[:1], ()) if w != word and similar(word, w)]
        # its first sound lost ("gramophone" -> "Ramophone"), the rest spelled nearly so
        found += [(MIN_KEY_SIMILARITY, w) for w in self._by_first.get(key[1:2], ())
                  if len(key) > MIN_RUN_KEY and sound_key(w) == key[1:] and self.close(word, w)]
        # a sound heard before it ("inkwells" -> "dinkwells"), the rest spelled nearly so, as no word the
        # lexicon knows
        # (a word the lexicon knows too, when that sound is an "s" run on from the word before:
        # "the faience platter" -> "the fair and splatter")
        found += [(MIN_KEY_SIMILARITY, w) for w in self._by_rest.get(key, ())
                  if (len(key) > MIN_RUN_KEY and self.close(word, w) and not parts_of_speech(w)) or w == "s" + word]
        # its first sound heard as another ("barometer" -> "marometer"), the rest spelled nearly
        # so, as no word the lexicon knows ("deception" is no "reception" misheard)
        found += [(MIN_KEY_SIMILARITY, w) for w in self._by_rest.get(key[1:], ())
                  if len(key) > MIN_RUN_KEY and w != word and sound_key(w)[:1] != key[:1] and self.close(word, w)
                  and not parts_of_speech(w)]
        # a word of the lexicon is not heard as another of more or fewer beats ("hammering" is no "hiring")
        # (unless it is the word less its last beat: "treasury" heard as "treasure", _cut_short)
        if parts_of_speech(word):
            found = [(r, w) for r, w in found if not parts_of_speech(w) or beats(w) == beats(word)
                     or _cut_short(word, w)]
        return [w for _, w in sorted(found, key=lambda f: (-f[0], f[1]))[:limit]]

    @staticmethod
    def close(word: str, alike: str) -> bool:
        """A sound-alike spelled nearly as the word is."""
        return (len(word) >= MIN_CLOSE_LETTERS
                and SequenceMatcher(None, word.lower(), alike.lower()).ratio() >= MIN_CLOSE_LETTER_SIMILARITY)

    @staticmethod
    def name_heard_as(word: str, heard, question: str) -> bool:
        """A place or person's name (capitalised in the question) heard as words ("Wincanton" ->
        "Wing Content"): its sound key nearly the run's, its spelling less so."""
        if not re.search(rf"\b{re.escape(word[:1].upper() + word[1:])}\b", question):
            return False
        joined = "".join(heard)
        return (SequenceMatcher(None, sound_key(word), _joined_key(heard)).ratio() >= MIN_NAME_KEY_SIMILARITY
                and SequenceMatcher(None, word.lower(), joined.lower()).ratio() >= MIN_RUN_LETTER_SIMILARITY)

    def run_alike(self, run: list[str], unheard: set[str]) -> tuple[str, ...] | None:
        """The transcript run that sounds most like a run of question words holding unheard
        ones ("mill road" -> ("milrode",)), or None. The transcript words standing for the
        unheard ones (those the question run lacks, bar function words) must exist and
        sound like them too: "the test coverage freeze" is not "the test coverage for a"."""
        run = [w.lower() for w in run]
        key = _joined_key(run)
        if len(key) < MIN_RUN_KEY or not unheard & set(run):
            return None
        lost = _joined_key(w for w in run if w in unheard)
        matcher = SequenceMatcher(None, "", key)
        best, found = MIN_RUN_SIMILARITY, None
        lo, hi = math.ceil(MIN_KEY_LENGTH_RATIO * len(key)), math.floor(len(key) / MIN_KEY_LENGTH_RATIO)
        runs = self._run_index()
        heard_here = [q for q in run if q not in unheard]  # the run's words some trace holds
        for n in range(lo, hi + 1):
            for other, words_ in runs.get((n, key[0], ""), []) + runs.get((n, "", key[-1]), []):
                matcher.set_seq1(other)
                if matcher.real_quick_ratio() < best or matcher.quick_ratio() < best:
                    continue
                # "the test coverage freeze" is not "the test coverage for a"; "dugout canoe" is
                # "dugout can now", function words and all sounding as the word they stand for
                tail = [w for w in words_ if not any(_same_stem(w, q) for q in heard_here)]
                if len(run) > 1 and words_[-1] in STOP_WORDS and _joined_key(tail) != lost:
                    continue
                r = matcher.ratio()
                if r < best or words_ == tuple(run) or SequenceMatcher(
                        None, "".join(words_), "".join(run)).ratio() < MIN_RUN_LETTER_SIMILARITY:
                    continue
                # one word heard as two ("mirrorball" -> "mirror wall"): all of them stand for it
                # ("lifeboat oar" -> "life motor": "life" stands for part of an unheard word)
                rest = (stand_ins(words_, heard_here) or tail) if len(run) > 1 else list(words_)
                if not rest and len(words_) < len(run):
                    rest = _past_heard("".join(words_), heard_here)
                if rest and SequenceMatcher(None, _joined_key(rest), lost).ratio() >= MIN_REST_SIMILARITY:
                    best, found = r, words_
        return found


def _past_heard(joined: str, heard: list[str]) -> list[str]:
    """Two words heard as one ("the clay bulls" as "the clayballs"): what is left of the one word
    past those heard as they are, at either end, stands for the others ("balls")."""
    for q in heard:
        if joined.startswith(q):
            joined = joined[len(q):]
        elif joined.endswith(q):
            joined = joined[: -len(q)]
    return [joined] if joined else []


def spoken_index(memory, video_ids: tuple[str, ...], fingerprint: tuple) -> SoundIndex:
    """The SoundIndex of these videos' speech traces, cached while `fingerprint` holds."""
    def build() -> SoundIndex:
        spoken = [words(t.text) for vid in video_ids for t in memory.traces(vid, kinds=["speech"])]
        return SoundIndex((w for ws in spoken for w in ws), spoken)
    return cached(("spoken", str(memory.path), video_ids, fingerprint), build)
