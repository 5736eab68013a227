"""The shared testing package: tests and benchmarks both use it, and it uses neither."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def imported_roots(path: Path) -> set[str]:
    """The top-level packages a file imports, lazy imports included."""
    roots: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def importers_of(package: str, folder: str) -> list[str]:
    return [
        str(path.relative_to(ROOT))
        for path in sorted((ROOT / folder).rglob("*.py"))
        if package in imported_roots(path)
    ]


def test_the_benchmarks_never_import_the_tests() -> None:
    assert importers_of("tests", "bench") == []


def test_the_testing_package_imports_neither_the_tests_nor_the_benchmarks() -> None:
    assert importers_of("tests", "testing") == []
    assert importers_of("bench", "testing") == []


def test_the_fake_discord_lives_in_the_testing_package() -> None:
    assert (ROOT / "testing" / "fake_discord" / "server.py").is_file()
    assert not (ROOT / "tests" / "fake_discord" / "server.py").exists()


def test_the_bot_never_imports_the_testing_package() -> None:
    for folder in ("bot", "cogs"):
        assert importers_of("testing", folder) == []
