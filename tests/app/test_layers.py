"""The layers of DESIGN: who may import what."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def imported_modules(path: Path) -> set[str]:
    """Every module a file imports, type-checking imports included."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def sources(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def test_discord_is_imported_only_by_the_cogs_and_the_discord_application() -> None:
    for folder in ("bot/engine", "bot/ai", "bot/render", "bot/store", "bot/i18n", "bot/cli"):
        for path in sources(folder):
            found = {m for m in imported_modules(path) if m.split(".")[0] == "discord"}
            assert not found, f"{path.relative_to(ROOT)} imports {found}"


def test_nothing_below_the_discord_application_imports_it() -> None:
    for folder in ("bot/engine", "bot/ai", "bot/render", "bot/store", "bot/i18n"):
        for path in sources(folder):
            found = {m for m in imported_modules(path) if m.startswith(("bot.app", "cogs"))}
            assert not found, f"{path.relative_to(ROOT)} imports {found}"


def test_the_discord_application_never_imports_the_cogs() -> None:
    for path in sources("bot/app"):
        found = {m for m in imported_modules(path) if m.split(".")[0] == "cogs"}
        assert not found, f"{path.relative_to(ROOT)} imports {found}"


def test_the_engine_does_no_io_and_knows_nothing_above_it() -> None:
    forbidden = ("asyncio", "aiosqlite", "sqlite3", "socket", "PIL", "bot.store", "bot.ai")
    for path in sources("bot/engine"):
        found = {m for m in imported_modules(path) if m.startswith(forbidden)}
        assert not found, f"{path.relative_to(ROOT)} imports {found}"


def test_game_arithmetic_is_not_written_out_above_the_engine() -> None:
    # The koi-koi multiplier and the value of stopping come from the engine's PlayerView.
    for folder in ("bot/app", "bot/render", "cogs"):
        for path in sources(folder):
            text = path.read_text(encoding="utf-8")
            assert "koikoi_doubles" not in text, path
            assert "<< sum(" not in text and "1 << calls" not in text, path


def test_the_match_core_never_imports_discord_nor_the_kernel() -> None:
    sources_of_core = sources("bot/app/core")
    assert len(sources_of_core) > 5  # the core is where this test looks for it
    for path in sources_of_core:
        found = {
            m
            for m in imported_modules(path)
            if m.split(".")[0] in ("discord", "aiohttp", "cogs")
            or m.startswith(("bot.app.kernel", "bot.app.run"))
        }
        assert not found, f"{path.relative_to(ROOT)} imports {found}"


def test_every_module_of_the_application_is_in_the_kernel_the_core_or_the_root() -> None:
    loose = [p.name for p in (ROOT / "bot/app").glob("*.py") if p.name != "__init__.py"]
    assert loose == []
    assert {
        p.name for p in (ROOT / "bot/app").iterdir() if p.is_dir() and p.name != "__pycache__"
    } == {
        "kernel",
        "core",
        "run",
    }


def features() -> list[str]:
    return sorted(p.parent.name for p in (ROOT / "cogs").glob("*/__init__.py"))


def test_a_feature_uses_another_only_through_its_face() -> None:
    # A feature's modules are its own: another feature imports the package (its face), never a
    # module inside it, so a feature's inside can change without touching the others.
    assert len(features()) >= 8
    for feature in features():
        for path in sources(f"cogs/{feature}"):
            for module in imported_modules(path):
                parts = module.split(".")
                if parts[0] == "cogs" and len(parts) > 2 and parts[1] != feature:
                    raise AssertionError(f"{path.relative_to(ROOT)} reaches into {module}")


def test_the_kernel_and_the_root_load_the_features_by_name_only() -> None:
    from bot.app.run.client import FEATURES

    assert sorted(FEATURES) == features()
    for folder in ("bot/app/kernel", "bot/app/run", "bot/app/core"):
        for path in sources(folder):
            found = {m for m in imported_modules(path) if m.split(".")[0] == "cogs"}
            assert not found, f"{path.relative_to(ROOT)} imports {found}"


def test_no_feature_attaches_a_callback_to_another_features_objects() -> None:
    # Features hear each other through the events hub: no hook lists or hook attributes.
    hooks = ("when_over", "tables.decided", "tables.ended", "presenter.calls =")
    for path in [*sources("cogs"), *sources("bot/app")]:
        text = path.read_text(encoding="utf-8")
        if path.name == "feature.py" and path.parent.name == "match":
            continue  # the match builds its own spectators' call
        for hook in hooks:
            assert hook not in text, f"{path.relative_to(ROOT)} attaches {hook!r}"


# Cog modules that still draw or read the store themselves; none may join them.
STILL_READING_OR_DRAWING: set[str] = set()


def cog_modules() -> list[Path]:
    """Every feature's cog module, and the help command's."""
    return [*sorted(ROOT.glob("cogs/*/cog.py")), ROOT / "cogs/information/help.py"]


def reads_the_store_or_draws(path: Path) -> list[str]:
    """Where a module imports the renderer or reaches for the store or the drawing pool."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        modules: list[str] = []
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            # ``from bot import render`` names the renderer in the imported name
            modules = [f"{node.module}.{alias.name}" for alias in node.names]
        if any(m == "bot.render" or m.startswith("bot.render.") for m in modules):
            found.append((node.lineno, "imports the renderer"))
        if isinstance(node, ast.Attribute) and node.attr in ("store", "drawing"):
            found.append((node.lineno, f"uses .{node.attr}"))
    return [f"{path.relative_to(ROOT)}:{line} {what}" for line, what in sorted(found)]


def test_cogs_never_read_the_store_or_draw_pictures_themselves() -> None:
    modules = cog_modules()
    assert ROOT / "cogs/leaderboard/cog.py" in modules  # the glob finds the cogs
    found = [
        place
        for path in modules
        if str(path.relative_to(ROOT)) not in STILL_READING_OR_DRAWING
        for place in reads_the_store_or_draws(path)
    ]
    assert not found, "\n".join(found)
