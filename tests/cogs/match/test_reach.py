"""The cogs ask the bot's services, never reach through them into their parts."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BOT = (("self", "bot"), ("bot",), ("interaction", "client"))


def chain(node: ast.expr) -> tuple[str, ...]:
    """``a.b.c`` as ("a", "b", "c"); () for anything that is not a plain dotted name."""
    names: list[str] = []
    while isinstance(node, ast.Attribute):
        names.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return ()
    return (node.id, *reversed(names))


def reaches(path: Path) -> list[str]:
    """The dotted names in a file that go deeper than ``bot.<service>.<member>``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = chain(node) if isinstance(node, ast.Attribute) else ()
        for start in BOT:
            if names[: len(start)] == start and len(names) - len(start) > 2:
                found.append(f"{path.name}:{node.lineno} {'.'.join(names)}")
    return found


def test_the_check_sees_a_reach_into_a_services_parts(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    source.write_text("table = self.bot.matches.tables.playing(1, 2)\nself.bot.matches.start()\n")
    assert reaches(source) == ["sample.py:1 self.bot.matches.tables.playing"]


def test_no_cog_reaches_more_than_one_level_into_the_bot() -> None:
    found = [line for path in sorted((ROOT / "cogs").glob("*.py")) for line in reaches(path)]
    assert found == []
