"""The Discord-facing source sends no text of its own: words come from the catalogs."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.engine.players import OPPONENTS
from bot.engine.round import Phase
from bot.engine.rules import PRESETS, YAKU_KEYS
from bot.i18n import DEFAULT_LOCALE
from tests.i18n.catalogs import all_messages

ROOT = Path(__file__).resolve().parents[2]
# The Discord layer: the cogs and the bot's own modules (engine, store, render and the command
# line tool below them never talk to Discord members).
SOURCES = sorted(
    [
        *ROOT.glob("cogs/**/*.py"),
        *ROOT.glob("bot/*.py"),
        *ROOT.glob("bot/app/**/*.py"),
        *ROOT.glob("bot/daily/*.py"),
        *ROOT.glob("bot/rating/*.py"),
        *ROOT.glob("bot/tournament/*.py"),
    ]
)

# Keyword arguments whose text a member reads, for any call.
TEXT_KEYWORDS = {"content", "title", "description", "label", "placeholder", "text"}
# ... and for embed fields and authors only ('name' and 'value' mean other things elsewhere).
FIELD_CALLS = {"add_field", "insert_field_at", "set_field_at", "set_author"}
FIELD_KEYWORDS = {"name", "value"}
# Calls whose first positional argument is message text; our button helper's is its second.
TEXT_POSITIONS = {"send": 0, "send_message": 0, "reply": 0, "button": 1}
# English defaults that discord.py hands to the translator, settings' documentation, and the
# process's own --help, which the admin reads in a terminal (as the koikoi tool's).
EXEMPT_CALLS = {
    "command", "describe", "rename", "choices", "Choice", "Group", "context_menu", "Field",
    "ArgumentParser", "_Parser", "add_argument",
}  # fmt: skip


@dataclass(frozen=True)
class Wording:
    path: str
    line: int
    call: str
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line} {self.call}(... {self.text!r} ...)"


def _call_name(node: ast.Call) -> str:
    function = node.func
    if isinstance(function, ast.Attribute):
        return function.attr
    if isinstance(function, ast.Name):
        return function.id
    return ""


def _texts(node: ast.expr) -> list[str]:
    """String pieces written literally in an expression (not inside nested calls)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        found = []
        for part in node.values:
            if isinstance(part, ast.Constant) and isinstance(part.value, str):
                found.append(part.value)
            elif isinstance(part, ast.FormattedValue):
                found.extend(_texts(part.value))  # the format spec ('04d') is not text
        return found
    if isinstance(node, ast.IfExp):
        return _texts(node.body) + _texts(node.orelse)
    if isinstance(node, ast.BinOp):
        return _texts(node.left) + _texts(node.right)
    if isinstance(node, ast.BoolOp):
        return [text for value in node.values for text in _texts(value)]
    if isinstance(node, (ast.List, ast.Tuple)):
        return [text for element in node.elts for text in _texts(element)]
    return []  # names, calls (t(locale, 'key'), str(...), ', '.join(...)), attributes ...


def _shown(path: Path) -> str:
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else path.name


def _has_words(text: str) -> bool:
    return any(char.isalpha() for char in text)


def literals_in(path: Path) -> list[Wording]:
    """Literal member-facing text passed to Discord calls in one source file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    exempt: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _call_name(node) in EXEMPT_CALLS:
            exempt.update(id(child) for child in ast.walk(node))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or id(node) in exempt:
            continue
        name = _call_name(node)
        arguments = [
            keyword.value
            for keyword in node.keywords
            if keyword.arg in TEXT_KEYWORDS
            or (name in FIELD_CALLS and keyword.arg in FIELD_KEYWORDS)
        ]
        position = TEXT_POSITIONS.get(name)
        if position is not None and len(node.args) > position:
            arguments.append(node.args[position])
        for argument in arguments:
            for text in _texts(argument):
                if _has_words(text):
                    found.append(Wording(_shown(path), node.lineno, name, text))
    return found


def test_the_scan_covers_the_cogs_and_the_bot_modules() -> None:
    names = {str(path.relative_to(ROOT)) for path in SOURCES}
    assert {
        "cogs/match/cog.py",
        "cogs/leaderboard/cog.py",
        "bot/app/kernel/messages.py",
        "bot/app/core/narration.py",
    } <= names


def test_the_scan_finds_literal_text_but_not_keys_symbols_or_command_defaults(
    tmp_path: Path,
) -> None:
    source = tmp_path / "sample.py"
    source.write_text(
        "@app_commands.command(name='start', description='Start a match')\n"
        "async def start(interaction):\n"
        "    await interaction.response.send_message(t(locale, 'error-no-match'))\n"
        "    await interaction.followup.send('Not your turn!')\n"
        "    embed = discord.Embed(title=f'Stats of {name}', description='\\n'.join(lines))\n"
        "    embed.add_field(name=t(locale, 'stats-rank'), value=f'#{rank}' if rank else '–')\n"
        "    view = stopped_view(button(leaderboard_id(1), '◀'), button('kk1:1:hand', 'Back'))\n"
        "    label = f'{position:04d}. ' + card\n",
        encoding="utf-8",
    )
    found = sorted((item.line, item.call, item.text) for item in literals_in(source))
    assert found == [
        (4, "send", "Not your turn!"),
        (5, "Embed", "Stats of "),
        (7, "button", "Back"),
    ]


@pytest.mark.parametrize("path", SOURCES, ids=_shown)
def test_no_member_facing_text_is_written_in_the_source(path: Path) -> None:
    assert [str(item) for item in literals_in(path)] == []


def _keys_asked_for(path: Path) -> list[tuple[int, str]]:
    """Keys passed literally to t(locale, 'key', ...) in one source file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _call_name(node) == "t" and len(node.args) >= 2:
            key = node.args[1]
            if isinstance(key, ast.Constant) and isinstance(key.value, str):
                found.append((node.lineno, key.value))
    return found


@pytest.mark.parametrize("path", SOURCES, ids=_shown)
def test_every_key_the_source_asks_for_by_name_is_in_the_english_catalog(path: Path) -> None:
    english = all_messages(DEFAULT_LOCALE)
    missing = [f"{line}: {key}" for line, key in _keys_asked_for(path) if key not in english]
    assert missing == []


def test_every_key_built_from_game_values_is_in_the_english_catalog() -> None:
    built = [
        *(f"card-{card}" for card in range(48)),
        *(f"month-{month}" for month in range(1, 13)),
        *(f"yaku-{key}" for key in YAKU_KEYS),
        *(f"yaku-{key}-gloss" for key in YAKU_KEYS),
        *(f"rules-{name}" for name in PRESETS),
        *(f"preset-{name}" for name in PRESETS),
        *(f"stats-against-{opponent}" for opponent in OPPONENTS),
        *(f"table-turn-{phase.value}" for phase in Phase if phase is not Phase.OVER),
        *(f"narrate-redeal-{reason}" for reason in _REDEAL_REASONS),
    ]
    english = all_messages(DEFAULT_LOCALE)
    assert [key for key in built if key not in english] == []


_REDEAL_REASONS = ("field-four-of-a-month", "field-four-pairs", "both-hands-bonus")
