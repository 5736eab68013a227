"""``koikoi compile-engine``: the compiled engine plays exactly as the sources do."""

from __future__ import annotations

import inspect
import os
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from bot.cli import compile as compile_cli
from bot.cli.main import main
from bot.compiled import MANIFEST, Build, check
from tests.cli.engine_digest import digest

ROOT = Path(__file__).resolve().parents[2]
MATCHES = 12  # per preset: 36 matches in all, with 255 expert decisions valued among their moves
# Every test on the build runs on one worker of a parallel run (--dist loadgroup): one compile.
ONE_WORKER = pytest.mark.xdist_group("compiled-engine")


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The engine compiled once for this module; skipped (failed under CI) without a compiler."""
    folder = tmp_path_factory.mktemp("engine") / "native"
    try:
        compile_cli.compile_engine(folder)
    except compile_cli.CannotCompile as missing:
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(f"the engine must compile under CI: {missing}")
        pytest.skip(f"cannot compile the engine here: {missing}")
    return folder


def _run_on(build: Path, *command: str) -> subprocess.CompletedProcess[str]:
    env = os.environ | {"KOIKOI_ENGINE_DIR": str(build)}
    return subprocess.run(
        [sys.executable, *command], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600
    )


@pytest.mark.slow
@ONE_WORKER
def test_the_build_holds_the_compiled_modules_and_their_manifest(build):
    names = {path.relative_to(build).as_posix().split(".")[0] for path in build.rglob("*.*")}
    assert {"bot/engine/round", "bot/engine/yaku", "bot/engine/cards", "bot/ai/rollout"} <= names
    assert MANIFEST in names | {MANIFEST} and (build / MANIFEST).is_file()
    assert check(build) is Build.COMPILED


@pytest.mark.slow
@ONE_WORKER
def test_the_compiled_code_plays_every_match_and_values_every_choice_as_the_sources_do(build):
    played = _run_on(build, "-m", "tests.cli.engine_digest", str(MATCHES))
    assert played.returncode == 0, played.stderr
    assert played.stdout.split() == [Build.COMPILED.value, digest(MATCHES)]


@pytest.mark.slow
@ONE_WORKER
def test_the_engine_and_playout_tests_pass_on_the_compiled_code(build):
    suites = ("tests/engine", "tests/ai/test_rollout.py", "tests/ai/test_expert.py")
    tested = _run_on(
        build, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "tests.compiled_build", *suites
    )
    assert tested.returncode == 0, tested.stdout[-3000:]
    asked = "from bot.compiled import use_compiled_build as use; use()\n"
    where = _run_on(build, "-c", asked + "import bot.ai.rollout as r; print(r.__file__)")
    assert where.stdout.startswith(str(build))


def test_every_test_on_the_build_is_slow_and_on_one_worker():
    """The fast run (-m "not slow") compiles nothing; a parallel run compiles once."""
    on_the_build = [
        test
        for name, test in globals().items()
        if name.startswith("test_") and "build" in inspect.signature(test).parameters
    ]
    assert on_the_build
    for test in on_the_build:
        marks = {mark.name: mark.args for mark in getattr(test, "pytestmark", [])}
        assert "slow" in marks and marks.get("xdist_group") == ("compiled-engine",), test


def test_without_a_compiler_it_says_so_and_the_sources_run(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(compile_cli.shutil, "which", lambda name: None)
    assert main(["compile-engine", "--into", str(tmp_path / "native")]) == 0
    assert "no C compiler" in capsys.readouterr().err
    assert check(tmp_path / "native") is Build.SOURCE


def test_strict_fails_without_a_compiler(tmp_path, monkeypatch):
    monkeypatch.setattr(compile_cli.shutil, "which", lambda name: None)
    assert main(["compile-engine", "--strict", "--into", str(tmp_path / "native")]) == 1


def test_a_build_folder_that_cannot_be_made_is_named_with_what_to_do(tmp_path, capsys):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    assert main(["compile-engine", "--into", str(blocker / "native")]) == 1
    said = capsys.readouterr().err
    assert str(blocker / "native") in said and "--into" in said


def _built_like_mypyc(lib: Path) -> list[Path]:
    """A build folder shaped as mypyc leaves one (extensions in a folder per package, with the
    C sources and objects beside them); returns its extensions. Installing does not look inside
    them, so the fast run need not compile the engine to test it (the slow tests do)."""
    extensions = [
        lib / "bot" / "engine" / f"round{EXTENSION_SUFFIXES[0]}",
        lib / "bot" / "ai" / f"rollout{EXTENSION_SUFFIXES[0]}",
        lib / f"shared__mypyc{EXTENSION_SUFFIXES[0]}",
    ]
    for path in [*extensions, lib / "build" / "__native.c", lib / "build" / "__native.o"]:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(path.name.encode())
    return extensions


def test_a_new_build_replaces_the_old_one_whole(tmp_path):
    built = _built_like_mypyc(tmp_path / "lib")
    target = tmp_path / "native"
    target.mkdir()
    (target / "left-over.so").write_text("from an older build")
    installed = compile_cli._install(tmp_path / "lib", {"python": "x"}, target)
    assert not (target / "left-over.so").exists()
    files = sorted(path for path in target.rglob("*") if path.is_file())
    assert files == sorted([*installed, target / MANIFEST])
    assert sorted(path.relative_to(target) for path in installed) == sorted(
        path.relative_to(tmp_path / "lib") for path in built
    )
    assert all(path.read_bytes() == path.name.encode() for path in installed)


@pytest.mark.slow
@ONE_WORKER
def test_the_real_build_is_installed_whole(tmp_path, build):
    target = tmp_path / "native"
    installed = compile_cli._install(build, {"python": "x"}, target)
    assert len(installed) == len(list(build.rglob("*.so")))
