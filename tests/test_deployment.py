"""The files an admin deploys with: exact versions, and a container that stops cleanly."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from bot.compiled import Build

ROOT = Path(__file__).resolve().parent.parent


def _pins() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            assert version, f"not an exact version: {line}"
            pins[re.sub(r"[-_.]+", "-", name).lower()] = version
    return pins


def _requirement_name(requirement: str) -> str:
    return re.sub(r"[-_.]+", "-", re.split(r"[<>=!~\[; ]", requirement, maxsplit=1)[0]).lower()


def test_every_dependency_is_pinned_to_an_exact_version_in_the_constraints():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = project["optional-dependencies"]
    wanted = project["dependencies"] + extras["test"] + extras["postgres"]
    wanted = [r for r in wanted if _requirement_name(r) != "koikoi-bot"]  # its own extras
    pins = _pins()
    assert [r for r in wanted if _requirement_name(r) not in pins] == []


def test_ci_and_the_image_install_from_the_constraints():
    assert re.search(r"pip install .*-c constraints\.txt", (ROOT / ".ci/run").read_text())
    assert "--constraint constraints.txt" in (ROOT / "Dockerfile").read_text()


def test_ci_runs_the_readmes_test_command():
    shown = re.search(r"&& (python -m pytest[^\n`]*)", (ROOT / "README.md").read_text())
    assert shown is not None
    assert (ROOT / ".ci/run").read_text().splitlines()[-1] == shown.group(1)


def _instructions() -> list[tuple[str, str]]:
    text = (ROOT / "Dockerfile").read_text().replace("\\\n", " ")
    found = []
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            keyword, _, rest = line.strip().partition(" ")
            found.append((keyword.upper(), rest.strip()))
    return found


def _stages() -> list[list[tuple[str, str]]]:
    """The Dockerfile's stages, each its instructions from its FROM on."""
    stages: list[list[tuple[str, str]]] = []
    for keyword, rest in _instructions():
        if keyword == "FROM":
            stages.append([])
        stages[-1].append((keyword, rest))
    return stages


def _copied(stage: list[tuple[str, str]]) -> list[tuple[list[str], str]]:
    """The stage's copies from the build context: (sources, destination)."""
    found = []
    for keyword, rest in stage:
        words = shlex.split(rest)
        if keyword == "COPY" and not any(w.startswith("--from") for w in words):
            found.append((words[:-1], words[-1]))
    return found


def test_the_image_is_pinned_runs_as_a_user_has_an_init_a_stop_signal_and_a_health_check():
    steps = _instructions()
    kinds = dict(steps)
    base = next(rest for keyword, rest in steps if keyword == "FROM").split()[0]
    assert re.fullmatch(r"python:\d+\.\d+\.\d+-slim-\w+(@sha256:[0-9a-f]{64})?", base)
    assert kinds["USER"] not in ("root", "0")
    assert kinds["STOPSIGNAL"] == "SIGTERM"
    assert "tini" in kinds["ENTRYPOINT"]
    assert "bot.app.kernel.health" in kinds["HEALTHCHECK"]
    for stage in _stages():
        for sources, _ in _copied(stage):
            for source in sources:
                assert (ROOT / source).exists(), f"COPY {source}: not in the repository"


def _admin_pages() -> str:
    """The pages an admin deploys from: the README and the operations page."""
    return "\n".join((ROOT / page).read_text() for page in ("README.md", "docs/operations.md"))


def test_the_docs_docker_commands_mount_a_folder_the_image_user_can_write():
    runs = re.findall(r"docker run [^`\n]*", _admin_pages())
    assert runs
    for command in runs:
        host_folder = re.search(r"-v \"?\$PWD", command)
        assert not host_folder or "--user" in command, command


def test_compose_restarts_the_bot_and_keeps_its_data_in_a_named_volume():
    compose = (ROOT / "compose.yaml").read_text()
    assert re.search(r"^\s+restart: on-failure", compose, re.M)
    assert re.search(r"^\s+- koikoi-data:/app/data", compose, re.M)
    assert re.search(r"^volumes:\n\s+koikoi-data:", compose, re.M)


def _project() -> dict[str, Any]:
    project: dict[str, Any] = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return project


def _names(requirements: list[str]) -> set[str]:
    return {_requirement_name(r) for r in requirements}


def _run(command: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("KOIKOI_")} | env
    return subprocess.run(
        command, cwd=cwd, env=environ, capture_output=True, text=True, timeout=300
    )


@pytest.mark.slow
def test_the_image_runs_the_compiled_engine_it_builds(tmp_path):
    # Without a Docker engine: the Dockerfile's install, and its start in its working folder.
    *_, final = _stages()
    source = tmp_path / "src"
    source.mkdir()
    for stage in _stages():
        for sources, _ in _copied(stage):
            for name in sources:
                if not (source / name).exists():
                    _copy(ROOT / name, source / name)
    root = tmp_path / "out"
    ours_before = _installed_here()
    # --ignore-installed: pip would otherwise uninstall the copy the tests themselves run from.
    installed = _run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation",
         "--ignore-installed", "--root", str(root), "--prefix", "/usr/local", "."],
        source,
    )  # fmt: skip
    assert installed.returncode == 0, installed.stderr
    assert _installed_here() == ours_before  # the environment's own install is left alone
    site = next(root.glob("usr/local/lib/python3*/*-packages"))
    # A current build where the installed package looks for it, as compile-engine leaves one.
    made = _run([sys.executable, "-c", MAKE_BUILD], tmp_path, PYTHONPATH=str(site))
    assert made.returncode == 0, made.stderr
    app = tmp_path / "app"
    app.mkdir()
    workdir = next(rest for keyword, rest in reversed(final) if keyword == "WORKDIR")
    for sources, destination in _copied(final):
        target = Path(destination)
        if not target.is_absolute() or target.is_relative_to(workdir):
            for name in sources:  # what the final stage puts where the bot starts
                place = app / Path(workdir, destination).relative_to(workdir)
                place = place / Path(name).name if destination.endswith("/") else place
                place.parent.mkdir(parents=True, exist_ok=True)
                _copy(ROOT / name, place)
    started = _run(
        [sys.executable, "-c", "import bot.compiled as c; print(c.use_compiled_build().value)"],
        app,
        PYTHONPATH=str(site),
    )
    assert started.stdout.split() == [Build.COMPILED.value], started.stderr


def _installed_here() -> list[str]:
    """Where this environment has koikoi-bot installed (an editable install included)."""
    found = _run(
        [sys.executable, "-c",
         "from importlib.metadata import distributions as d; "
         "print(*sorted(str(x._path) for x in d(name='koikoi-bot')))"],
        Path("/"),
    )  # fmt: skip
    return found.stdout.split()


def _copy(source: Path, target: Path) -> None:
    if source.is_dir():
        shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__", "_native*"))
    else:
        shutil.copy2(source, target)


MAKE_BUILD = """
import json
from importlib.machinery import EXTENSION_SUFFIXES
from bot.compiled import COMPILED, MANIFEST, build_dir, fingerprint, package_folder
folder = build_dir()
folder.mkdir(parents=True)
(folder / MANIFEST).write_text(json.dumps(fingerprint()))
for package, modules in COMPILED.items():
    package_folder(folder, package).mkdir(parents=True, exist_ok=True)
    for name in modules:
        (package_folder(folder, package) / f"{name}{EXTENSION_SUFFIXES[0]}").write_bytes(b"")
"""


def test_each_stage_installs_its_dependencies_in_a_layer_before_the_code():
    for stage in _stages():
        steps = [(k, r) for k, r in stage if k in ("RUN", "COPY")]
        code = [i for i, (k, r) in enumerate(steps) if k == "COPY" and re.search(r"\bbot\b", r)]
        installs = [i for i, (k, r) in enumerate(steps) if k == "RUN" and "pip install" in r]
        if installs:
            dependencies = installs[0]
            assert "--no-deps" not in steps[dependencies][1]
            assert not code or dependencies < code[0], steps


def test_the_final_image_holds_no_compiler_no_type_checker_and_no_source_folder():
    final = _stages()[-1]
    runs = " ".join(rest for keyword, rest in final if keyword == "RUN")
    assert "gcc" not in runs and "compile" not in runs and "mypy" not in runs
    assert "test" not in re.findall(r"requirements ([\w ]+)", runs)[0].split()
    assert not any("bot" in sources for sources, _ in _copied(final))


def test_production_installs_carry_no_type_checker_and_sqlite_needs_no_postgresql_driver():
    project = _project()
    extras = project["optional-dependencies"]
    assert not _names(project["dependencies"]) & {"mypy", "asyncpg", "setuptools"}
    assert _names(extras["postgres"]) == {"asyncpg"}
    assert "koikoi-bot[postgres]" in extras["test"]  # CI runs the store tests on PostgreSQL
    assert not _names(extras["postgres"]) & {"mypy"}


def _compose_files() -> list[Path]:
    return sorted(ROOT.glob("compose*.yaml"))


def test_compose_and_the_docs_docker_run_share_one_named_volume():
    services = [run for run in re.findall(r"docker run [^`\n]*", _admin_pages()) if " -d " in run]
    assert services and all("-v koikoi-data:/app/data" in command for command in services)
    compose = (ROOT / "compose.yaml").read_text()
    # Without a fixed name compose makes <folder>_koikoi-data: an empty database.
    assert re.search(r"^  koikoi-data:\n    name: koikoi-data$", compose, re.M)


def test_neither_compose_nor_the_docs_restart_a_settings_error_forever():
    # Docker cannot restart by exit status: a bounded on-failure stops retrying a settings error.
    policies = re.findall(r"--restart[ =](\S+)", _admin_pages())
    assert policies
    for path in _compose_files():
        bots = re.sub(r"(?ms)^  postgres:.*?(?=^  \S)", "", path.read_text())  # the server's own
        found = re.findall(r"^\s+restart: (\S+)", bots, re.M)
        assert found, path.name
        policies += found
    assert [p for p in policies if not re.fullmatch(r"on-failure:\d+", p)] == []


def test_env_example_lists_every_variable_compose_needs():
    example = (ROOT / ".env.example").read_text()
    listed = set(re.findall(r"^#? ?([A-Z_]+)=", example, re.M))
    for path in _compose_files():
        needed = set(re.findall(r"\$\{([A-Z_]+)", path.read_text()))
        assert needed <= listed, f"{path.name}: {needed - listed} not in .env.example"


def test_the_postgresql_compose_keeps_the_password_out_of_the_url():
    compose = (ROOT / "compose.postgres.yaml").read_text()
    assert not re.search(r"postgres(ql)?://[^\s]*\$\{", compose)
    assert re.search(r"DATABASE_PASSWORD: \$\{POSTGRES_PASSWORD", compose)


def _exit_statuses() -> dict[int, str]:
    """The exit-status table of docs/operations.md: each status and whether it is restarted."""
    page = (ROOT / "docs" / "operations.md").read_text()
    section = page.split("\n## When it stops\n", 1)[1].split("\n## ", 1)[0]
    return {int(s): r for s, r in re.findall(r"^\| (\d+) \|.*\| (yes|no) \|$", section, re.M)}


def _unit() -> dict[str, str]:
    found = {}
    for line in (ROOT / "deploy" / "koikoi-bot.service").read_text().splitlines():
        if "=" in line and not line.startswith("#"):
            key, _, value = line.partition("=")
            found[key.strip()] = value.strip()
    return found


def test_the_exit_status_table_says_of_every_status_whether_it_is_restarted():
    from bot.app.run.lifecycle import ExitStatus

    assert set(_exit_statuses()) == {int(status) for status in ExitStatus}


def test_the_systemd_unit_restarts_exactly_what_the_exit_status_table_says():
    unit = _unit()
    assert unit["Restart"] == "on-failure"  # every status but 0, and a crash by a signal
    kept_down = {int(status) for status in unit["RestartPreventExitStatus"].split()}
    table = _exit_statuses()
    assert kept_down == {status for status, again in table.items() if again == "no"} - {0}


def test_the_systemd_unit_names_its_working_directory_and_environment_file():
    unit = _unit()
    home = Path(unit["WorkingDirectory"])
    assert home.is_absolute()
    assert unit["EnvironmentFile"] == str(home / ".env")  # the .env the bot reads there
    assert unit["ExecStart"] == f"{home / '.venv/bin/python'} -m bot"
    assert str(home / "data") in unit["ReadWritePaths"].split()
    assert unit["KillSignal"] == "SIGTERM" and unit["KillMode"] == "mixed"
