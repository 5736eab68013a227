"""The modules of bot/ and cogs/ import one another without a circle, type-checking imports too."""

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "cogs")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            found[module_name(path)] = path
    return found


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ours that a module imports anywhere: at its top, in a function, or only
    for type checking (``from package import module`` counts as the module, not the package)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                targets.add(submodule if submodule in known else base)
    return {target for target in targets if target in known and target != name}


def graph() -> dict[str, set[str]]:
    found = modules()
    known = set(found)
    return {name: imported(name, path, known) for name, path in found.items()}


def circles(edges: dict[str, set[str]]) -> Iterator[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()

    def visit(node: str) -> Iterator[list[str]]:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges[node]):
            if target not in index:
                yield from visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                yield sorted(group)

    for node in sorted(edges):
        if node not in index:
            yield from visit(node)


def test_the_graph_sees_package_relative_and_type_checking_imports() -> None:
    edges = graph()
    assert "bot.review.hint" in edges["bot.app.core.computer"]  # imported for type checking only
    assert (
        "bot.app.run.client" in edges["bot.__main__"]
        or "bot.app.run.runner" in (edges["bot.__main__"])
    )  # imported inside a function


def test_the_cycle_finder_names_a_circle_of_three() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert list(circles(edges)) == [["a", "b", "c"]]


def test_no_module_imports_itself_back_through_others() -> None:
    found = [" -> ".join(group) for group in circles(graph())]
    assert found == [], "import circles:\n" + "\n".join(found)
