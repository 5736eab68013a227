"""The README a newcomer reads first: short, in order, and every link and command it shows real."""

from __future__ import annotations

import importlib.util
import re
import shlex
from pathlib import Path

import pytest

from bot.cli.main import build_parser

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
PAGES = sorted((ROOT / "docs").glob("*.md"))


def _commands(text: str) -> list[str]:
    """Every shell command the text shows: fenced sh blocks and inline code, split on &&."""
    shown = re.findall(r"```sh\n(.*?)```", text, re.S) + re.findall(r"`([^`\n]+)`", text)
    found = []
    for block in shown:
        for line in block.splitlines():
            found += [part.strip() for part in line.split("&&") if part.strip()]
    return found


def _links(path: Path) -> list[tuple[str, str]]:
    """(target, anchor) of every relative link and picture in a Markdown file."""
    text = path.read_text(encoding="utf-8")
    found = []
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if not re.match(r"[a-z]+:", target):
            file, _, anchor = target.partition("#")
            found.append((file, anchor))
    return found


def _anchor(heading: str) -> str:
    return re.sub(r"[^\w\- ]", "", heading.lower()).strip().replace(" ", "-")


WORDS_A_MINUTE = 200  # an unhurried reader of technical text
SCREEN_LINES = 40  # what a browser shows of the rendered page before any scrolling, about


def test_the_readme_is_read_in_five_minutes():
    assert len(README.split()) <= 5 * WORDS_A_MINUTE


def test_the_readmes_first_screen_says_what_it_is_and_holds_both_set_up_commands():
    first_screen = "\n".join(README.splitlines()[:SCREEN_LINES])
    assert "Koi-Koi" in first_screen.split("\n## ", 1)[0]  # what it is, before any heading
    shown = [c for c in _commands(first_screen) if c.startswith(("python -m", "pip install"))]
    assert "python -m bot" in shown and "python -m pytest -n auto --dist loadgroup" in shown


def test_the_readme_starts_with_set_up_in_order_and_shows_the_game():
    headings = re.findall(r"^## (.+)$", README, re.M)
    assert headings[0] == "Set-up on a fresh machine"
    setup = README.split("## Set-up on a fresh machine", 1)[1].split("\n## ", 1)[0]
    setup = " ".join(setup.split())  # wrapped lines read as one
    steps = ["New Application", "Reset Token", "oauth2/authorize", "python -m bot"]
    places = [setup.index(step) for step in steps]
    assert places == sorted(places)  # the application, the token, the invite, then run
    assert "Try it without Discord" in headings[:3] and "koikoi play" in README
    assert re.search(r"!\[[^\]]+\]\(docs/pictures/table\.png\)", README)
    assert re.search(r"!\[[^\]]+\]\(docs/pictures/hand\.png\)", README)


@pytest.mark.parametrize("page", [ROOT / "README.md", *PAGES], ids=lambda p: p.name)
def test_every_relative_link_names_a_file_and_heading_that_exist(page):
    for file, anchor in _links(page):
        target = (page.parent / file).resolve() if file else page
        assert target.exists(), f"{page.name}: {file}"
        if anchor:
            headings = re.findall(r"^#+ (.+)$", target.read_text(encoding="utf-8"), re.M)
            assert anchor in {_anchor(h) for h in headings}, f"{page.name}: {file}#{anchor}"


def test_every_koikoi_subcommand_the_readme_shows_exists():
    shown = [shlex.split(c) for c in _commands(README) if c.startswith("koikoi ")]
    assert shown
    parser = build_parser()
    for words in shown:
        parser.parse_args(words[1:])  # exits on an unknown subcommand or option


def test_every_module_and_file_the_readme_runs_exists():
    commands = _commands(README)
    modules = [m for c in commands for m in re.findall(r"python3? -m ([\w.]+)", c)]
    assert "bot" in modules and "pytest" in modules
    for module in modules:
        assert importlib.util.find_spec(module) is not None, module
    for command in commands:
        for file in re.findall(r"(?:-f|--env-file|-c) (\S+)", command):
            if file != ".env":  # made from .env.example by the set-up
                assert (ROOT / file).exists(), command
    assert (ROOT / ".env.example").exists()


def test_compose_files_cite_only_pages_and_sections_that_exist():
    for path in ROOT.glob("compose*.yaml"):
        for page, section in re.findall(
            r"see (docs/[\w.-]+\.md) \(\"([^\"]+)\"\)", path.read_text()
        ):
            text = (ROOT / page).read_text(encoding="utf-8")
            assert re.search(rf"^#+ {re.escape(section)}$", text, re.M), (path.name, section)
        for cited in re.findall(r"\"([^\"]+)\" in the README", path.read_text()):
            assert re.search(rf"^#+ {re.escape(cited)}$", README, re.M), (path.name, cited)


def test_every_figure_page_shows_the_command_that_prints_it():
    figures = (ROOT / "docs" / "figures.md").read_text(encoding="utf-8")
    benches = set(re.findall(r"python -m (bench\.\w+)", figures))
    assert benches
    for module in benches:
        assert importlib.util.find_spec(module) is not None, module
