"""``koikoi compile-engine``: compile the rules' hot modules with mypyc, for a faster engine.

The modules of a move's path and the expert's playouts (``bot.compiled.COMPILED``) become
C extensions in the build folder (``KOIKOI_ENGINE_DIR``, by default ``bot/engine/_native``), run
by ``python -m bot``, ``koikoi`` and the benches from their next start on, for as long as their
sources are unchanged. It needs mypy, setuptools and a C compiler (``pip install -e
".[compile]"``; on Debian ``apt-get install gcc``); without them it says so, and the sources run,
as they always can.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from bot.cli.errors import fail
from bot.compiled import (
    COMPILED,
    MANIFEST,
    ROOT,
    build_dir,
    fingerprint,
    package_folder,
    sources,
)  # fmt: skip

# The C extensions' shared module is named after this group (bot.engine.compiled__mypyc).
GROUP = "bot.engine.compiled"


class CannotCompile(RuntimeError):
    """What this machine lacks to compile the engine (a tool, a compiler)."""


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``compile-engine`` subcommand."""
    p = subparsers.add_parser(
        "compile-engine", help="compile the rules for a faster engine", description=__doc__
    )
    p.add_argument("--into", type=Path, help="the build folder (default: KOIKOI_ENGINE_DIR)")
    p.add_argument(
        "--strict",
        action="store_true",
        help="fail when the engine cannot be compiled here (default: say so, exit 0)",
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Compile; a machine without the tools keeps the sources (status 0 unless ``--strict``)."""
    target: Path = args.into or build_dir()
    started = time.monotonic()
    try:
        built = compile_engine(target)
    except CannotCompile as missing:
        print(f"koikoi: {missing}; the engine runs from its sources", file=sys.stderr)
        return 1 if args.strict else 0
    except OSError as error:  # the build folder cannot be made or written
        return fail(
            f"cannot put the build in {target} ({error.strerror or error}): "
            "choose another folder with --into or KOIKOI_ENGINE_DIR",
            1,
        )
    names = ", ".join(sorted(path.name.split(".")[0] for path in built))
    print(f"compiled {names} into {target} in {time.monotonic() - started:.0f} s")
    return 0


def compile_engine(target: Path) -> list[Path]:
    """Compile the hot modules into ``target``, replacing any build there; returns the
    extensions."""
    try:
        from mypyc.build import mypycify
        from setuptools import Distribution  # type: ignore[import-untyped]
    except ImportError as missing:
        raise CannotCompile(
            f"compiling needs mypy and setuptools ({missing.name} is missing): "
            "pip install -e '.[compile]'"
        ) from None
    if not any(shutil.which(cc) for cc in (os.environ.get("CC", "cc"), "gcc", "clang")):
        raise CannotCompile("no C compiler found (on Debian: apt-get install gcc)")
    target.parent.mkdir(parents=True, exist_ok=True)  # a folder that cannot be made fails now
    manifest = fingerprint()
    with tempfile.TemporaryDirectory(prefix="koikoi-engine-") as tmp:
        work = Path(tmp)
        _copy_sources(work / "src")
        log = io.StringIO()
        try:
            with _in_folder(work / "src"), contextlib.redirect_stdout(log):
                extensions = mypycify(
                    [
                        str(package_folder(Path(), package) / f"{name}.py")
                        for package, modules in COMPILED.items()
                        for name in modules
                    ],
                    opt_level="3",
                    group_name=GROUP,
                    target_dir=str(work / "c"),
                )
                dist = Distribution({"name": "koikoi-engine", "ext_modules": extensions})
                build = dist.get_command_obj("build_ext")
                build.build_lib = str(work / "lib")
                build.build_temp = str(work / "tmp")
                dist.run_command("build_ext")
        except (SystemExit, Exception) as failure:  # mypyc exits on a type error
            sys.stdout.write(log.getvalue())
            raise CannotCompile(f"the C build failed ({failure!r})") from None
        return _install(work / "lib", manifest, target)


def _install(lib: Path, manifest: dict[str, str], target: Path) -> list[Path]:
    """Put the extensions built in ``lib`` (a folder per package) and their manifest in
    ``target``, replacing the old build whole; returns the extensions."""
    built = [
        path.relative_to(lib)
        for path in sorted(lib.rglob("*"))
        if any(path.name.endswith(suffix) for suffix in EXTENSION_SUFFIXES)
    ]
    staging = target.with_name(target.name + ".new")
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    for path in built:
        (staging / path.parent).mkdir(parents=True, exist_ok=True)
        shutil.copy2(lib / path, staging / path)
    (staging / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    old = target.with_name(target.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if target.exists():
        target.rename(old)
    staging.rename(target)
    shutil.rmtree(old, ignore_errors=True)
    return [target / path for path in built]


def _copy_sources(folder: Path) -> None:
    """The build's sources alone in ``folder``, with the type-checker settings mypyc needs:
    the same build wherever the bot is installed (a checkout or site-packages). Packages other
    than the engine get an empty ``__init__``: only what the compiled modules import is read."""
    for source in sources():
        copy = folder / source.relative_to(ROOT)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, copy)
    for package in ("bot", *COMPILED):
        init = package_folder(folder, package) / "__init__.py"
        if not init.exists():
            init.write_text("", encoding="utf-8")
    (folder / "mypy.ini").write_text("[mypy]\nplugins = pydantic.mypy\n", encoding="utf-8")


@contextlib.contextmanager
def _in_folder(folder: Path) -> Iterator[None]:
    # mypyc names modules by their paths and reads its mypy settings from here.
    previous = Path.cwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(previous)
