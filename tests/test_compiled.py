"""Which code runs: a compiled build only when an entry point asks for it, and only when it was
built from these sources for this Python."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from bot.compiled import CHOSEN, COMPILED, MANIFEST, Build, check, describe, fingerprint

ROOT = Path(__file__).resolve().parents[1]

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


def _python(code: str, build: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh interpreter from the project root, with ``build`` as the build."""
    environ = {k: v for k, v in os.environ.items() if k != CHOSEN}
    environ |= {"KOIKOI_ENGINE_DIR": str(build), **env}
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=environ, capture_output=True, text=True
    )


def test_a_build_of_these_sources_for_this_python_is_current(tmp_path):
    assert check(_build(tmp_path / "build", fingerprint())) is Build.COMPILED


def test_importing_the_engine_alone_runs_its_sources_even_beside_a_current_build(tmp_path):
    # The build's stand-in files would fail to load: the sources must be what is imported.
    folder = _build(tmp_path / "build", fingerprint())
    code = (
        "import bot.engine, bot.engine.round as r, bot.ai.rollout as p, bot.compiled as c\n"
        "print(c.check(c.build_dir()).value, list(bot.engine.__path__), r.__file__, p.__file__)"
    )
    ran = _python(code, folder)
    assert ran.returncode == 0, ran.stderr
    found, path, round_file, rollout_file = ran.stdout.split()
    assert found == Build.COMPILED.value
    assert path == repr([str(ROOT / "bot" / "engine")])
    assert round_file.endswith("round.py") and rollout_file.endswith("rollout.py")


def test_an_entry_point_that_asks_for_the_build_gets_each_package_s_compiled_modules(tmp_path):
    folder = _build(tmp_path / "build", fingerprint())
    code = (
        "import sys, bot.compiled as c\n"
        "print(c.use_compiled_build().value)\n"
        "for name in ('bot.engine.round', 'bot.ai.rollout', 'bot.engine.match'):\n"
        "    found = sys.meta_path[0].find_spec(name, None)\n"
        "    print(found.origin if found else 'sources')"
    )
    ran = _python(code, folder)
    assert ran.returncode == 0, ran.stderr
    chosen, engine_round, rollout, match = ran.stdout.split()
    assert chosen == Build.COMPILED.value
    assert engine_round.startswith(str(folder / "bot" / "engine" / "round."))
    assert rollout.startswith(str(folder / "bot" / "ai" / "rollout."))
    assert match == "sources"  # not compiled: found where it always is


def test_a_worker_process_uses_the_build_its_parent_chose(tmp_path):
    folder = _build(tmp_path / "build", fingerprint())
    code = "import bot.compiled as c\nprint(c.running().value)"
    ran = _python(code, tmp_path / "nothing here", **{CHOSEN: str(folder)})
    assert ran.stdout.split() == [Build.COMPILED.value], ran.stderr


def test_asking_for_the_build_after_the_engine_is_imported_keeps_the_sources(tmp_path):
    folder = _build(tmp_path / "build", fingerprint())
    code = "import bot.engine, bot.compiled as c\nprint(c.use_compiled_build().value)"
    assert _python(code, folder).stdout.split() == [Build.SOURCE.value]


def test_a_build_of_an_edited_source_is_left_out(tmp_path):
    manifest = fingerprint()
    manifest["bot/engine/round.py"] = "0" * 64
    assert check(_build(tmp_path / "build", manifest)) is Build.STALE


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
    code = "import bot.compiled as c\nprint(c.use_compiled_build().value)"
    assert _python(code, tmp_path / "nothing here").stdout.split() == [Build.SOURCE.value]


def test_the_fingerprint_covers_the_sources_the_compiled_modules_call_into():
    # A change to an event or a rule the compiled code uses makes the build stale too.
    engine = {f"bot/engine/{name}.py" for name in ("round", "yaku", "cards", "events", "rules")}
    assert engine | {"bot/ai/rollout.py"} <= set(fingerprint())


def test_the_log_says_to_compile_again_when_the_build_is_out_of_date():
    assert "koikoi compile-engine again" in describe(Build.STALE)
    assert "compiled" in describe(Build.COMPILED)
    assert "koikoi compile-engine" in describe(Build.SOURCE)


def test_a_checkout_run_after_a_non_editable_install_uses_the_installed_build(tmp_path):
    # The installed copy of these same sources was compiled; the checkout's sources run.
    site = tmp_path / "site"
    (site / "koikoi_bot-0.1.0.dist-info").mkdir(parents=True)
    (site / "koikoi_bot-0.1.0.dist-info" / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: koikoi-bot\nVersion: 0.1.0\n"
    )
    installed = _build(site / "bot" / "engine" / "_native", fingerprint())
    environ = {k: v for k, v in os.environ.items() if k not in (CHOSEN, "KOIKOI_ENGINE_DIR")}
    code = "import bot.compiled as c\nprint(c.use_compiled_build().value, c.build_dirs()[-1])"
    ran = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=environ | {"PYTHONPATH": f"{ROOT}:{site}"},
        capture_output=True,
        text=True,
    )
    assert ran.stdout.split() == [Build.COMPILED.value, str(installed)], ran.stderr
