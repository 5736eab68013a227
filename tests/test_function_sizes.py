"""No function is longer than the team's bound of 80 lines (signature and docstring included)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("bot", "cogs", "testing", "tests")
MOST_LINES = 80


def long_functions(path: Path) -> list[tuple[str, int]]:
    """The functions of a file longer than MOST_LINES, with their length."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            lines = (node.end_lineno or node.lineno) - start + 1
            if lines > MOST_LINES:
                found.append((node.name, lines))
    return found


def test_the_measure_counts_a_function_from_its_decorator_to_its_last_line(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    body = "\n".join(f"    x{i} = {i}" for i in range(MOST_LINES))
    source.write_text(f"@decorated\ndef long():\n{body}\n\ndef short():\n    pass\n")
    assert long_functions(source) == [("long", MOST_LINES + 2)]


def test_no_function_is_longer_than_eighty_lines() -> None:
    too_long = []
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            where = path.relative_to(ROOT).as_posix()
            too_long += [f"{where}:{name} ({lines} lines)" for name, lines in long_functions(path)]
    assert too_long == []
