"""One yaku table, one capture rule: nobody outside the engine writes a yaku's cards or
recomputes which field cards a card captures."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# The names in bot.engine.cards out of which a yaku's cards are written.
YAKU_CARD_NAMES = frozenset({
    "BRIGHTS", "ANIMALS", "RIBBONS", "CHAFF", "POETRY_RIBBONS", "BLUE_RIBBONS",
    "BOAR_DEER_BUTTERFLIES", "POETRY_RIBBON_CARDS", "BLUE_RIBBON_CARDS", "RED_PLAIN_RIBBON_CARDS",
    "CRANE", "CURTAIN", "MOON", "RAIN_MAN", "PHOENIX", "SAKE_CUP", "BOAR", "DEER", "BUTTERFLIES",
})  # fmt: skip
# Where they may be used: the deck that names them and the table that makes yaku of them.
TABLE_MODULES = frozenset({"bot/engine/cards.py", "bot/engine/yaku_table.py"})
# Used for something else than a yaku: the card art paints each ribbon's colour.
NOT_YAKU = {"bot/render/cards.py": frozenset({"POETRY_RIBBON_CARDS", "BLUE_RIBBON_CARDS"})}

# A card's month as a mask is how a capture is computed.
MONTH_NAMES = frozenset({"MONTH_MASK", "same_month", "month_mask"})
# The expert's playouts: their compiled fast copy of the round reads the month table inline.
MONTH_EXCEPTIONS = frozenset({"bot/ai/rollout.py"})


def _sources() -> Iterator[tuple[str, ast.Module]]:
    for folder in ("bot", "cogs"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if "_native" in path.parts:
                continue
            name = path.relative_to(ROOT).as_posix()
            yield name, ast.parse(path.read_text(encoding="utf-8"), name)


def _names_used(tree: ast.Module) -> set[str]:
    """The names a module imports from bot.engine.cards or reads as ``cards.NAME``."""
    used: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "bot.engine.cards":
            used |= {alias.name for alias in node.names}
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "cards"
        ):
            used.add(node.attr)
    return used


def test_no_module_but_the_yaku_table_writes_a_yakus_cards() -> None:
    found = {
        name: sorted(used)
        for name, tree in _sources()
        if name not in TABLE_MODULES
        and (used := (_names_used(tree) & YAKU_CARD_NAMES) - NOT_YAKU.get(name, frozenset()))
    }
    assert found == {}


def test_no_module_outside_the_engine_computes_a_cards_month_for_captures() -> None:
    found = sorted(
        name
        for name, tree in _sources()
        if not name.startswith("bot/engine/")
        and name not in MONTH_EXCEPTIONS
        and _names_used(tree) & MONTH_NAMES
    )
    assert found == []
