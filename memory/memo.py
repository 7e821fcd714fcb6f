"""A small cache of values built from a memory's state (vocabularies, sound indexes)."""
from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import TypeVar

T = TypeVar("T")
_cache: OrderedDict[Hashable, object] = OrderedDict()
_lock = threading.Lock()


def cached(key: Hashable, build: Callable[[], T], size: int = 8) -> T:
    """`build()`, kept for the last `size` keys (a key names a memory's state)."""
    with _lock:
        if key in _cache:
            _cache.move_to_end(key)
            return _cache[key]  # type: ignore[return-value]
    value = build()
    with _lock:
        _cache[key] = value
        while len(_cache) > size:
            _cache.popitem(last=False)
    return value
