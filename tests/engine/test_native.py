"""Which engine runs: a compiled build only when it was built from these sources for this Python."""

from __future__ import annotations

import json
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from bot.engine.native import COMPILED, MANIFEST, Build, check, describe, fingerprint, use_build


def _build(folder: Path, manifest: dict[str, str], modules: tuple[str, ...] = COMPILED) -> Path:
    """A build folder: the manifest and a stand-in file for each compiled module."""
    folder.mkdir()
    (folder / MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    for module in modules:
        (folder / f"{module}{EXTENSION_SUFFIXES[0]}").write_bytes(b"")
    return folder


def test_a_build_of_these_sources_for_this_python_goes_first_on_the_search_path(tmp_path):
    folder = _build(tmp_path / "build", fingerprint())
    search_path = ["sources"]
    assert use_build(search_path, folder) is Build.COMPILED
    assert search_path == [str(folder), "sources"]


def test_a_build_of_an_edited_source_is_left_out(tmp_path):
    manifest = fingerprint()
    manifest["round.py"] = "0" * 64
    folder = _build(tmp_path / "build", manifest)
    search_path = ["sources"]
    assert use_build(search_path, folder) is Build.STALE
    assert search_path == ["sources"]


def test_a_build_that_misses_a_source_is_left_out(tmp_path):
    manifest = fingerprint()
    del manifest["events.py"]
    assert check(_build(tmp_path / "build", manifest)) is Build.STALE


def test_a_manifest_without_its_compiled_modules_is_left_out(tmp_path):
    # As a package install once copied the manifest but not the extensions.
    assert check(_build(tmp_path / "build", fingerprint(), modules=())) is Build.STALE


def test_a_build_missing_one_compiled_module_is_left_out(tmp_path):
    assert check(_build(tmp_path / "build", fingerprint(), modules=COMPILED[1:])) is Build.STALE


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
    assert use_build(search_path, tmp_path / "nothing here") is Build.SOURCE
    assert search_path == ["sources"]


def test_the_fingerprint_covers_the_sources_the_compiled_modules_call_into():
    # A change to an event or a rule the compiled code uses makes the build stale too.
    assert {"round.py", "yaku.py", "cards.py", "events.py", "actions.py", "rules.py"} <= set(
        fingerprint()
    )


def test_the_log_says_to_compile_again_when_the_build_is_out_of_date():
    assert "koikoi compile-engine again" in describe(Build.STALE)
    assert "compiled" in describe(Build.COMPILED)
    assert "koikoi compile-engine" in describe(Build.SOURCE)
