"""A small hand-made lexicon for paraphrase probes.

People ask in coarse words ("a big cat", "sales went up") while perceivers write fine
ones (ImageNet labels such as "cheetah", slide text such as "Revenue +12%"). Each entry
maps a word or phrase of a question to words a trace may use instead. It is kept short
on purpose: every alternative makes an absent thing look a little more familiar.
"""
from __future__ import annotations

from .text import DIGIT_WORDS, NUMBER_WORDS

_BIG_CATS = ("lion", "tiger", "cheetah", "leopard", "jaguar", "cougar", "lynx", "panther")
_DOGS = ("retriever", "terrier", "poodle", "collie", "beagle", "husky", "dalmatian", "pug",
         "shepherd", "spaniel", "bulldog", "chihuahua", "labrador", "corgi", "puppy")
_CARS = ("sports car", "convertible", "taxi", "cab", "jeep", "minivan", "limousine", "racer",
         "station wagon", "pickup", "vehicle")
_TEACHING = ("teach", "teaches", "taught", "teaching")
_BIRDS = ("robin", "jay", "magpie", "eagle", "owl", "parrot", "macaw", "goose", "duck", "hen",
          "pelican", "flamingo", "ostrich", "peacock", "penguin")

# question word or phrase -> words a trace may say instead
RELATED: dict[str, tuple[str, ...]] = {
    "big cat": _BIG_CATS,
    "wild cat": _BIG_CATS,
    "dog": _DOGS,
    "car": _CARS,
    "bird": _BIRDS,
    "animal": _BIG_CATS[:4] + ("dog", "cat", "bird", "elephant", "zebra", "bear", "horse", "monkey"),
    "sales": ("revenue", "turnover"),
    "revenue": ("sales", "income"),
    "income": ("revenue", "earnings"),
    "profit": ("earnings", "margin", "income"),
    "increase": ("grew", "growth", "rise", "rose", "gain"),
    "increased": ("grew", "growth", "rose", "gain"),
    "grow": ("increase", "growth", "rise"),
    "rise": ("increase", "grew", "growth"),
    "decrease": ("fell", "drop", "decline", "shrank"),
    "drop": ("fell", "decrease", "decline"),
    "cost": ("expense", "spend", "spending"),
    "costs": ("expenses", "spend", "spending"),
    "plan": ("roadmap", "schedule"),
    "plans": ("roadmap", "schedule"),
    "schedule": ("roadmap", "plan", "timeline"),
    "release": ("launch", "ship"),
    "launch": ("release",),
    "graph": ("chart",),
    "chart": ("graph",),
    "colour": ("color",),
    "color": ("colour",),
    "grey": ("gray",),
    "gray": ("grey",),
    "percent": ("%", "percentage"),
    "people": ("person", "faces", "face"),
    "person": ("people", "face"),
    # lessons and classes are given by one who teaches ("what does our audit head give lessons in?" of
    # "Our head of audit teaches ...")
    "lesson": _TEACHING,
    "lessons": _TEACHING,
    "classes": _TEACHING,
    "cut": ("scene change",),
    "transition": ("scene change",),
}


def related(term: str) -> tuple[str, ...]:
    """Alternatives for a question word or phrase (numbers map between digits and words)."""
    alts = list(RELATED.get(term, ()))
    if term in NUMBER_WORDS:
        alts.append(NUMBER_WORDS[term])
    if term in DIGIT_WORDS:
        alts.append(DIGIT_WORDS[term])
    return tuple(alts)


PHRASES = tuple(sorted((k for k in RELATED if " " in k), key=len, reverse=True))
