"""Sound-alike words, for questions about things a transcript misheard.

Speech recognition gets rare words wrong in ways that sound right: "ficus" becomes
"Fikers", "ferry" becomes "ferret". A question word that no trace contains is compared
with the words of the speech traces by a rough sound key (letters folded the way they
are pronounced, every vowel alike), and the close ones become extra alternatives of
that word. Only words the memory has never heard get this, so an exact match always
wins, and a sound-alike counts for less than a word.
"""
from __future__ import annotations

import re
import threading
from collections import OrderedDict
from difflib import SequenceMatcher

from .text import STOP_WORDS, words

MIN_LETTERS = 4
MIN_KEY_SIMILARITY = 0.85  # of the sound keys
MIN_KEY_LENGTH_RATIO = 0.75  # "lawsuit" is not "last", however alike they begin
MIN_LETTER_SIMILARITY = 0.5  # of the spellings: a key alone lets "graph" stand for "giraffe"

_FOLDS = ((r"ph", "f"), (r"ck", "k"), (r"qu", "kw"), (r"x", "ks"), (r"c(?=[eiy])", "s"), (r"c", "k"),
          (r"z", "s"), (r"dg", "j"), (r"^kn", "n"), (r"^wr", "r"), (r"wh", "w"), (r"gh", "g"), (r"[aeiouy]+", "a"))


def sound_key(word: str) -> str:
    """A rough key of how a word sounds: "ficus" -> "fakas", "Fikers" -> "fakars"."""
    key = re.sub(r"[^a-z]", "", word.lower())
    for pattern, repl in _FOLDS:
        key = re.sub(pattern, repl, key)
    return re.sub(r"(.)\1+", r"\1", key)


def similar(a: str, b: str) -> bool:
    ka, kb = sound_key(a), sound_key(b)
    if not ka or not kb or ka[0] != kb[0] or min(len(ka), len(kb)) < MIN_KEY_LENGTH_RATIO * max(len(ka), len(kb)):
        return False
    return (SequenceMatcher(None, ka, kb).ratio() >= MIN_KEY_SIMILARITY
            and SequenceMatcher(None, a.lower(), b.lower()).ratio() >= MIN_LETTER_SIMILARITY)


class SoundIndex:
    """The distinct words of some transcripts, looked up by sound."""

    def __init__(self, vocabulary) -> None:
        self._by_first: dict[str, list[str]] = {}
        for w in sorted({w.lower() for w in vocabulary}):
            if len(w) >= MIN_LETTERS and w not in STOP_WORDS and w.isalpha():
                self._by_first.setdefault(sound_key(w)[:1], []).append(w)

    def alikes(self, word: str, limit: int = 3) -> list[str]:
        """Transcript words that sound like `word` (not `word` itself), closest first."""
        word = word.lower()
        if len(word) < MIN_LETTERS or " " in word:
            return []
        key = sound_key(word)
        found = [(SequenceMatcher(None, key, sound_key(w)).ratio(), w)
                 for w in self._by_first.get(key[:1], ()) if w != word and similar(word, w)]
        return [w for _, w in sorted(found, key=lambda f: (-f[0], f[1]))[:limit]]


_cache: OrderedDict[tuple, SoundIndex] = OrderedDict()
_lock = threading.Lock()


def spoken_index(memory, video_ids: tuple[str, ...], fingerprint: tuple) -> SoundIndex:
    """The SoundIndex of these videos' speech traces, cached while `fingerprint` holds."""
    key = (str(memory.path), video_ids, fingerprint)
    with _lock:
        if key in _cache:
            _cache.move_to_end(key)
            return _cache[key]
    index = SoundIndex(w for vid in video_ids for t in memory.traces(vid, kinds=["speech"]) for w in words(t.text))
    with _lock:
        _cache[key] = index
        while len(_cache) > 8:
            _cache.popitem(last=False)
    return index
