"""Looking at what the garbage collector would have to free."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def garbage_kept() -> Iterator[list[object]]:
    """Within the block, what a collection finds unreachable is kept, not freed; on leaving it,
    the list holds what the block left for the collector."""
    found: list[object] = []
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        yield found
        gc.collect()
        found.extend(gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
