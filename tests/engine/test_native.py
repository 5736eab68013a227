"""Which code runs: a compiled build only when it was built from these sources for this Python."""

from __future__ import annotations

import json
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from bot.engine.native import COMPILED, MANIFEST, Build, check, describe, fingerprint, use_build

EVERY_MODULE = tuple((package, name) for package, names in COMPILED.items() for name in names)


def _build(
    folder: Path, manifest: dict[str, str], modules: tuple[tuple[str, str], ...] = EVERY_MODULE
) -> Path:
    """A build folder: the manifest and a stand-in file for each compiled module."""
    (folder / "bot").mkdir(parents=True)
    (folder / MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    for package, name in modules:
        place = folder.joinpath(*package.split("."))
        place.mkdir(parents=True, exist_ok=True)
        (place / f"{name}{EXTENSION_SUFFIXES[0]}").write_bytes(b"")
    return folder


def test_a_build_of_these_sources_for_this_python_goes_first_on_the_search_path(tmp_path):
    folder = _build(tmp_path / "build", fingerprint())
    search_path = ["sources"]
    assert use_build(search_path, "bot.engine", folder) is Build.COMPILED
    assert search_path == [str(folder / "bot" / "engine"), "sources"]


def test_each_package_finds_its_own_part_of_the_build(tmp_path):
    folder = _build(tmp_path / "build", fingerprint())
    search_path = ["sources"]
    use_build(search_path, "bot.ai", folder)
    assert search_path[0] == str(folder / "bot" / "ai")


def test_a_build_of_an_edited_source_is_left_out(tmp_path):
    manifest = fingerprint()
    manifest["bot/engine/round.py"] = "0" * 64
    folder = _build(tmp_path / "build", manifest)
    search_path = ["sources"]
    assert use_build(search_path, "bot.engine", folder) is Build.STALE
    assert search_path == ["sources"]


def test_a_build_of_edited_playouts_is_left_out(tmp_path):
    manifest = fingerprint()
    manifest["bot/ai/rollout.py"] = "0" * 64
    assert check(_build(tmp_path / "build", manifest)) is Build.STALE


def test_a_build_that_misses_a_source_is_left_out(tmp_path):
    manifest = fingerprint()
    del manifest["bot/engine/events.py"]
    assert check(_build(tmp_path / "build", manifest)) is Build.STALE


def test_a_manifest_without_its_compiled_modules_is_left_out(tmp_path):
    # As a package install once copied the manifest but not the extensions.
    assert check(_build(tmp_path / "build", fingerprint(), modules=())) is Build.STALE


def test_a_build_missing_one_compiled_module_is_left_out(tmp_path):
    assert check(_build(tmp_path / "build", fingerprint(), EVERY_MODULE[1:])) is Build.STALE


def test_a_build_for_another_python_is_left_out(tmp_path):
    manifest = fingerprint() | {"python": "cpython-399"}
    assert check(_build(tmp_path / "build", manifest)) is Build.STALE


def test_a_damaged_manifest_is_left_out(tmp_path):
    folder = tmp_path / "build"
    folder.mkdir()
    (folder / MANIFEST).write_text("{not json", encoding="utf-8")
    assert check(folder) is Build.STALE


def test_without_a_build_the_sources_run(tmp_path):
    search_path = ["sources"]
    assert use_build(search_path, "bot.engine", tmp_path / "nothing here") is Build.SOURCE
    assert search_path == ["sources"]


def test_the_fingerprint_covers_the_sources_the_compiled_modules_call_into():
    # A change to an event or a rule the compiled code uses makes the build stale too.
    engine = {f"bot/engine/{name}.py" for name in ("round", "yaku", "cards", "events", "rules")}
    assert engine | {"bot/ai/rollout.py"} <= set(fingerprint())


def test_the_log_says_to_compile_again_when_the_build_is_out_of_date():
    assert "koikoi compile-engine again" in describe(Build.STALE)
    assert "compiled" in describe(Build.COMPILED)
    assert "koikoi compile-engine" in describe(Build.SOURCE)
