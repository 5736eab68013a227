"""The compiled engine: the rules' hot modules as C extensions, used only when current.

``koikoi compile-engine`` compiles the modules named in ``COMPILED`` with mypyc into a build
folder (``KOIKOI_ENGINE_DIR``, by default ``bot/engine/_native``), with a manifest of the Python
it was built for and a hash of every engine source. When the engine is imported, the folder goes
first on the package's search path only if that manifest matches this Python and these sources:
an edited rule, another commit or another Python runs the sources, so what runs is always what
the sources say. Reading the manifest is the engine's only file access, once, at import.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from enum import StrEnum
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

# The modules of a move's path (dealing, legal moves, applying, scoring), compiled together.
COMPILED: tuple[str, ...] = ("cards", "yaku", "round")
MANIFEST = "manifest.json"
SOURCES = Path(__file__).resolve().parent


class Build(StrEnum):
    """Which engine runs."""

    COMPILED = "compiled"
    SOURCE = "source"  # no build
    STALE = "stale"  # a build of other sources or for another Python: the sources run


_SAID = {
    Build.COMPILED: "the rules engine runs compiled",
    Build.SOURCE: "the rules engine runs from its sources (koikoi compile-engine makes it faster)",
    Build.STALE: (
        "the rules engine runs from its sources: its compiled build is of other sources or "
        "another Python (run koikoi compile-engine again)"
    ),
}


def describe(build: Build) -> str:
    """One line for the log: which engine runs, and how to compile it where it does not."""
    return _SAID[build]


def build_dir() -> Path:
    """Where ``koikoi compile-engine`` puts the compiled engine and the loader looks for it."""
    return Path(os.environ.get("KOIKOI_ENGINE_DIR") or SOURCES / "_native")


def fingerprint() -> dict[str, str]:
    """What a build must match: this Python's tag and the hash of every engine source."""
    found = {"python": sys.implementation.cache_tag or "", "platform": sys.platform}
    for source in sorted(SOURCES.glob("*.py")):
        found[source.name] = hashlib.sha256(source.read_bytes()).hexdigest()
    return found


def check(folder: Path) -> Build:
    """Whether ``folder`` holds a build of these sources for this Python."""
    try:
        saved = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Build.SOURCE
    except (OSError, ValueError):
        return Build.STALE
    if saved != fingerprint() or not all(_extension(folder, name) for name in COMPILED):
        return Build.STALE
    return Build.COMPILED


def _extension(folder: Path, module: str) -> bool:
    """Whether ``folder`` holds ``module`` compiled for this interpreter."""
    return any((folder / f"{module}{suffix}").is_file() for suffix in EXTENSION_SUFFIXES)


def use_build(search_path: list[str], folder: Path | None = None) -> Build:
    """Put a current build first on the package's ``search_path``; returns which engine runs."""
    folder = build_dir() if folder is None else folder
    found = check(folder)
    if found is Build.COMPILED:
        search_path.insert(0, str(folder))
    return found


__all__ = [
    "COMPILED", "MANIFEST", "Build", "build_dir", "check", "describe", "fingerprint", "use_build",
]  # fmt: skip
