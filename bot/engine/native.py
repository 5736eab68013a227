"""The compiled build: the hot modules as C extensions, used only when current.

``koikoi compile-engine`` compiles the modules named in ``COMPILED`` (the rules a move goes
through, and the expert's playouts) with mypyc into a build folder (``KOIKOI_ENGINE_DIR``, by
default ``bot/engine/_native``), with a manifest of the Python it was built for and a hash of
every source it was built from. When a package is imported, its part of the folder goes first on
the package's search path only if that manifest matches this Python and these sources: an edited
rule, another commit or another Python runs the sources, so what runs is always what the sources
say. Reading the manifest is the engine's only file access, once, at import.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from enum import StrEnum
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

# The compiled modules of each package. The playouts mirror the round on plain ints.
COMPILED: dict[str, tuple[str, ...]] = {
    "bot.engine": ("cards", "yaku", "scoring", "round"),
    "bot.ai": ("rollout",),
}
MANIFEST = "manifest.json"
SOURCES = Path(__file__).resolve().parent
ROOT = SOURCES.parent.parent  # the folder that holds the bot package


class Build(StrEnum):
    """Which code runs."""

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
    """Where ``koikoi compile-engine`` puts the build and the packages look for it."""
    return Path(os.environ.get("KOIKOI_ENGINE_DIR") or SOURCES / "_native")


def sources() -> list[Path]:
    """The files a build is made from: every engine source (what the compiled code calls into)
    and the other compiled modules."""
    found = sorted(SOURCES.glob("*.py"))
    for package, modules in COMPILED.items():
        if package != "bot.engine":
            found += [package_folder(ROOT, package) / f"{name}.py" for name in modules]
    return found


def fingerprint() -> dict[str, str]:
    """What a build must match: this Python's tag and the hash of every source it is made of."""
    found = {"python": sys.implementation.cache_tag or "", "platform": sys.platform}
    for source in sources():
        name = source.relative_to(ROOT).as_posix()
        found[name] = hashlib.sha256(source.read_bytes()).hexdigest()
    return found


def check(folder: Path) -> Build:
    """Whether ``folder`` holds a build of these sources for this Python."""
    try:
        saved = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Build.SOURCE
    except (OSError, ValueError):
        return Build.STALE
    complete = all(
        _extension(package_folder(folder, package), name)
        for package, modules in COMPILED.items()
        for name in modules
    )
    return Build.COMPILED if complete and saved == fingerprint() else Build.STALE


def use_build(search_path: list[str], package: str, folder: Path | None = None) -> Build:
    """Put the package's part of a current build first on its ``search_path``; returns which
    code runs."""
    folder = build_dir() if folder is None else folder
    found = check(folder)
    if found is Build.COMPILED:
        search_path.insert(0, str(package_folder(folder, package)))
    return found


def package_folder(root: Path, package: str) -> Path:
    """Where ``package`` (dotted) lies under ``root``."""
    return root.joinpath(*package.split("."))


def _extension(folder: Path, module: str) -> bool:
    """Whether ``folder`` holds ``module`` compiled for this interpreter."""
    return any((folder / f"{module}{suffix}").is_file() for suffix in EXTENSION_SUFFIXES)


__all__ = [
    "COMPILED", "MANIFEST", "ROOT", "Build", "build_dir", "check", "describe", "fingerprint",
    "package_folder", "sources", "use_build",
]  # fmt: skip
