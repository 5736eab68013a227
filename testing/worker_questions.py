"""Questions a test asks a worker process about itself; this module imports none of the bot's,
so asking does not load what it asks about."""

from __future__ import annotations

import sys


def loaded(name: str) -> bool:
    """Whether module ``name`` is imported in this process."""
    return name in sys.modules
