"""Words a question shortens or joins: "the floorball store" for a slide's "Floorball
storeroom", "the coastguard lookout" for a transcript's "coast guard look out".

People name a thing by the first part of the closed compound a slide or a speaker used
("the boat" for "boathouse", "the store" for "storeroom"). A question word that no trace
holds gets, as alternatives, the words of the traces that begin with it and go on with a
noun of their own ("store" + "room"): `closed_compounds`; or a thing of its kind, named by
the trace words that end with it after a noun ("the boathouse lock" for "padlock", "pad" +
"lock"): `headed_compounds`. A word that merely begins the same ("stored", "storey") is no
compound. A speech recogniser also writes one word as two
("lookout" -> "look out"): `open_compounds` gives the splits of a word into two trace
words; one that some trace holds side by side was heard (echo._with_sound_alikes). The
trace words come from the speech and screen-text traces of the videos asked about, cached
while the memory is unchanged.
"""
from __future__ import annotations

import bisect

from .glossary import named_pairs
from .memo import cached
from .roles import parts_of_speech
from .text import words

MIN_HEAD_LETTERS = 4  # of the asked word: "ice" begins too many words
MIN_REST_LETTERS = 3  # of the noun that completes the compound
MIN_PART_LETTERS = 3  # of each part of a word written as two ("look out")

def trace_vocabulary(memory, video_ids: tuple[str, ...], fingerprint: tuple) -> list[str]:
    """The distinct words of these videos' speech and screen text, sorted."""
    def build() -> list[str]:
        return sorted({w for vid in video_ids for t in memory.traces(vid, kinds=["speech", "ocr"])
                       for w in words(t.text) if w.isalpha()})
    return cached(("vocabulary", str(memory.path), video_ids, fingerprint), build)


def trace_pairs(memory, video_ids: tuple[str, ...], fingerprint: tuple) -> list[str]:
    """The two-word names of these videos' speech and screen text ("slow worms": glossary.named_pairs)."""
    def build() -> list[str]:
        return named_pairs(t.text for vid in video_ids for t in memory.traces(vid, kinds=["speech", "ocr"]))
    return cached(("pairs", str(memory.path), video_ids, fingerprint), build)


def closed_compounds(word: str, vocabulary: list[str]) -> list[str]:
    """The words of `vocabulary` (sorted) that are `word` joined to a noun: "store" ->
    ["storeroom"]; none for a word the lexicon does not know as a noun."""
    word = word.lower()
    if len(word) < MIN_HEAD_LETTERS or "NOUN" not in parts_of_speech(word):
        return []
    found = []
    for v in vocabulary[bisect.bisect_right(vocabulary, word):]:
        if not v.startswith(word):
            break
        rest = v[len(word):]
        if len(rest) >= MIN_REST_LETTERS and "NOUN" in parts_of_speech(rest):
            found.append(v)
    return found


def headed_compounds(word: str, vocabulary: list[str]) -> list[str]:
    """The words of `vocabulary` that are a noun joined to `word`, its head: "lock" ->
    ["padlock"] (a padlock is a lock, where a boathouse is no boat); none for a word the
    lexicon does not know as a noun."""
    word = word.lower()
    if len(word) < MIN_HEAD_LETTERS or "NOUN" not in parts_of_speech(word):
        return []
    return [v for v in vocabulary if v.endswith(word) and len(v) - len(word) >= MIN_REST_LETTERS
            and "NOUN" in parts_of_speech(v[: len(v) - len(word)])]


def open_compounds(word: str, vocabulary: list[str]) -> list[str]:
    """The ways of writing `word` as two words of `vocabulary` (sorted): "lookout" ->
    ["look out"]. Whether a trace holds them side by side is for the caller to check."""
    word = word.lower()
    return [f"{word[:i]} {word[i:]}" for i in range(MIN_PART_LETTERS, len(word) - MIN_PART_LETTERS + 1)
            if holds(vocabulary, word[:i]) and holds(vocabulary, word[i:])]


def holds(vocabulary: list[str], word: str) -> bool:
    """Whether `vocabulary` (sorted) has `word`."""
    at = bisect.bisect_left(vocabulary, word)
    return at < len(vocabulary) and vocabulary[at] == word
