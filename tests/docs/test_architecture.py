"""docs/architecture.md's module map lists every module of the application and the features."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("bot/app", "cogs")


def mapped() -> set[str]:
    """The modules the map names: each folder's heading, then its files."""
    text = (ROOT / "docs/architecture.md").read_text(encoding="utf-8")
    section = text.split("## Module map", 1)[1]
    found: set[str] = set()
    folder = ""
    for line in section.splitlines():
        if heading := re.fullmatch(r"`([\w/]+/)`", line.strip()):
            folder = heading[1]
        elif entry := re.match(r"- `([\w]+\.py)`", line):
            found.add(folder + entry[1])
    return found


def in_the_tree() -> set[str]:
    return {
        str(path.relative_to(ROOT))
        for folder in FOLDERS
        for path in (ROOT / folder).rglob("*.py")
        if "__pycache__" not in path.parts
    }


def test_the_module_map_names_every_module_of_the_application_and_the_features() -> None:
    assert in_the_tree() - mapped() == set()


def test_the_module_map_names_no_module_that_is_not_there() -> None:
    assert mapped() - in_the_tree() == set()


def test_the_module_map_names_every_feature_the_root_loads() -> None:
    from bot.app.run.client import FEATURES

    assert {f"cogs/{name}/__init__.py" for name in FEATURES} <= mapped()
