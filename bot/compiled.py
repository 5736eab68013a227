"""The compiled build: the hot modules as C extensions, chosen by the entry point when current.

``koikoi compile-engine`` compiles the modules named in ``COMPILED`` (the rules a move goes
through, and the expert's playouts) with mypyc into a build folder (``KOIKOI_ENGINE_DIR``, by
default ``bot/engine/_native``), with a manifest of the Python it was built for and a hash of
every source it was built from. Importing the engine always imports its sources: an entry point
(``python -m bot``, ``koikoi``, a bench) calls ``use_compiled_build()`` before it imports the
engine, and the build is used only if its manifest matches this Python and these sources, so
what runs is always what the sources say. The worker processes it starts make the same choice.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from enum import StrEnum
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from pathlib import Path
from types import ModuleType

# The compiled modules of each package. The playouts mirror the round on plain ints.
COMPILED: dict[str, tuple[str, ...]] = {
    "bot.engine": ("cards", "yaku", "scoring", "round"),
    "bot.ai": ("rollout",),
}
MANIFEST = "manifest.json"
SOURCES = Path(__file__).resolve().parent / "engine"
ROOT = SOURCES.parent.parent  # the folder that holds the bot package
# Set by use_compiled_build for the worker processes this one spawns: the build they use too.
CHOSEN = "KOIKOI_ENGINE_CHOSEN"


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
    """Where ``koikoi compile-engine`` puts the build and the packages look for it first."""
    return Path(os.environ.get("KOIKOI_ENGINE_DIR") or SOURCES / "_native")


def build_dirs() -> list[Path]:
    """Where a build is looked for: ``build_dir()``, then (without KOIKOI_ENGINE_DIR) beside the
    installed package's engine, for a checkout run after a non-editable install: its build
    is used when it was made from the same sources."""
    from importlib.metadata import distributions  # only when asked

    found = [build_dir()]
    if not os.environ.get("KOIKOI_ENGINE_DIR"):
        # Every install on the path: a checkout's own metadata (editable) may come first.
        for installed in distributions(name="koikoi-bot"):
            engine = Path(str(installed.locate_file("bot/engine"))).resolve()
            # An editable install's metadata names no copy of its own: its folder is not there.
            if engine.is_dir() and engine != SOURCES and engine / "_native" not in found:
                found.append(engine / "_native")
    return found


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


class _BuildFinder:
    """Finds the compiled modules of ``COMPILED``'s packages in a build folder, before the
    sources (the package's ``__path__`` is left as it is)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def find_spec(
        self, name: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        package, _, module = name.rpartition(".")
        if package not in COMPILED:
            return None
        for suffix in EXTENSION_SUFFIXES:
            found = package_folder(self.folder, package) / f"{module}{suffix}"
            if found.is_file():
                return importlib.util.spec_from_file_location(name, found)
        return None


_chosen: Build | None = None


def use_compiled_build(folder: Path | None = None) -> Build:
    """Run the engine from a current build from now on; returns which code runs. Call it before
    anything imports the engine: once the sources are imported, they stay."""
    global _chosen
    if _chosen is not None:
        return _chosen
    folders = build_dirs() if folder is None else [folder]
    checked = {place: check(place) for place in folders}
    folder = next((f for f, b in checked.items() if b is Build.COMPILED), folders[0])
    found = checked[folder]
    if Build.STALE in checked.values() and found is not Build.COMPILED:
        found = Build.STALE  # say so: a build is there, of other sources
    if found is Build.COMPILED:
        if any(package in sys.modules for package in COMPILED):
            found = Build.SOURCE  # too late: the sources are imported
        else:
            sys.meta_path.insert(0, _BuildFinder(folder))
            os.environ[CHOSEN] = str(folder)
    _chosen = found
    return found


def running() -> Build:
    """Which code the engine runs: what ``use_compiled_build`` chose, else the sources."""
    return _chosen or Build.SOURCE


def inherit_build() -> None:
    """In a worker process: use the build its parent chose (nothing when it chose none)."""
    folder = os.environ.get(CHOSEN)
    if folder:
        use_compiled_build(Path(folder))


def package_folder(root: Path, package: str) -> Path:
    """Where ``package`` (dotted) lies under ``root``."""
    return root.joinpath(*package.split("."))


def _extension(folder: Path, module: str) -> bool:
    """Whether ``folder`` holds ``module`` compiled for this interpreter."""
    return any((folder / f"{module}{suffix}").is_file() for suffix in EXTENSION_SUFFIXES)


__all__ = [
    "COMPILED", "MANIFEST", "ROOT", "Build", "build_dir", "build_dirs", "check", "describe",
    "fingerprint", "inherit_build", "package_folder", "running", "sources", "use_compiled_build",
]  # fmt: skip
