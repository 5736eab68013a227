"""The files an admin deploys with: exact versions, and a container that stops cleanly."""

from __future__ import annotations

import re
import shlex
import tomllib
from pathlib import Path

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
    wanted = project["dependencies"] + project["optional-dependencies"]["test"]
    pins = _pins()
    assert [r for r in wanted if _requirement_name(r) not in pins] == []


def test_ci_and_the_image_install_from_the_constraints():
    assert re.search(r"pip install .*-c constraints\.txt", (ROOT / ".ci/run").read_text())
    assert "--constraint constraints.txt" in (ROOT / "Dockerfile").read_text()


def _instructions() -> list[tuple[str, str]]:
    text = (ROOT / "Dockerfile").read_text().replace("\\\n", " ")
    found = []
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            keyword, _, rest = line.strip().partition(" ")
            found.append((keyword.upper(), rest.strip()))
    return found


def test_the_image_is_pinned_runs_as_a_user_has_an_init_a_stop_signal_and_a_health_check():
    steps = _instructions()
    kinds = dict(steps)
    assert re.fullmatch(r"python:\d+\.\d+\.\d+-slim-\w+(@sha256:[0-9a-f]{64})?", kinds["FROM"])
    assert kinds["USER"] not in ("root", "0")
    assert kinds["STOPSIGNAL"] == "SIGTERM"
    assert "tini" in kinds["ENTRYPOINT"]
    assert "bot.app.adapter.health" in kinds["HEALTHCHECK"]
    for keyword, rest in steps:
        if keyword == "COPY":
            for source in shlex.split(rest)[:-1]:
                assert (ROOT / source).exists(), f"COPY {source}: not in the repository"


def test_the_readme_docker_command_mounts_a_folder_the_image_user_can_write():
    readme = (ROOT / "README.md").read_text()
    runs = re.findall(r"docker run [^`\n]*", readme)
    assert runs
    for command in runs:
        host_folder = re.search(r"-v \"?\$PWD", command)
        assert not host_folder or "--user" in command, command


def test_compose_restarts_the_bot_and_keeps_its_data_in_a_named_volume():
    compose = (ROOT / "compose.yaml").read_text()
    assert re.search(r"^\s+restart: (always|unless-stopped|on-failure)", compose, re.M)
    assert re.search(r"^\s+- koikoi-data:/app/data", compose, re.M)
    assert re.search(r"^volumes:\n\s+koikoi-data:", compose, re.M)
