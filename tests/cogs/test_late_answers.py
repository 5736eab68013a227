"""Every command and control that stores something, with a slow store and an answer Discord
refuses as late (10062): it is acknowledged before it stores, so a slow store never makes its
answer late, and an acknowledgement refused as late stores nothing (nothing is left that the
member was never told of).

The cases (``/koikoi tournament``, its sign-up buttons and ``/koikoi seasons`` have their own
modules beside their cogs):

- ``/koikoi settings`` with a change, and its house-rules menu;
- ``/koikoi profile`` with a change;
- the spectators' call (a guess button on the table);
- ``/koikoi start`` against the computer, and as a challenge to a member;
- Accept on a challenge;
- Rematch under a match result (its store read comes first).

Every command of the command tree and every kind of control is named in ``CLASSIFIED`` (driven
here or beside its cog, acknowledged before storing and read so, storing a move that is shown
whether or not its click was answered, or storing nothing): a new one fails
``test_every_command_and_control_is_classified`` until it is put in its place.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from discord import app_commands

from bot.app.kernel.controls import Interactive
from bot.app.kernel.custom_ids import CallId, HouseRulesId
from testing.fake_discord import Interaction, Message
from testing.harness import World
from testing.late_answers import held, late_unless_acknowledged, refused_as_late
from tests.cogs.challenges.test_rematch import after_button, finish_by_forfeit, result_message
from tests.cogs.daily.test_daily import _at_a_decision
from tests.cogs.match.test_match_between_members import challenge, challenge_buttons


@dataclass(frozen=True)
class Case:
    """A command or control: the store method it writes with, how a member asks it, and
    whether what it writes is stored."""

    name: str
    writes: str  # the method of the store it stores with ("calls.vote": of ``store.calls``)
    ask: Callable[[World, Any], Awaitable[Interaction]]  # given what ``ready`` made
    stored: Callable[[World], Awaitable[bool]]
    ready: Callable[[World], Awaitable[Any]] | None = None  # what must be there first

    async def asked(self, world: World, late: bool = False) -> Interaction:
        """Make it ready, then ask it (``late``: every answer to it comes too late)."""
        made = None if self.ready is None else await self.ready(world)
        if late:
            world.fake.ack_deadline = 0.0
        return await self.ask(world, made)

    def __str__(self) -> str:
        return self.name


def _slash(sub: str, options: dict[str, Any], member: str = "carol"):  # type: ignore[no-untyped-def]
    async def ask(world: World, _: object) -> Interaction:
        given = {k: getattr(world, v) if v in ("bob",) else v for k, v in options.items()}
        return await world.fake.slash(getattr(world, member), world.chan, "koikoi", sub, given)

    return ask


async def _settings_changed(world: World) -> bool:
    assert world.bot is not None
    return (await world.bot.store.guild_settings(world.guild.id)).turn_pings is False


async def _profile_changed(world: World) -> bool:
    assert world.bot is not None
    return (await world.bot.store.profile(world.guild.id, world.alice.id)).birth_month == 7


async def _house_rules_menu(world: World) -> Message:
    menu = await world.koikoi(world.carol, "settings", {"house_rules": True})
    assert menu.message is not None
    return menu.message


async def _rain_chosen(world: World, menu: Message) -> Interaction:
    return await world.fake.select(world.carol, menu, HouseRulesId().custom_id, ["rain=on"])


async def _house_rules_stored(world: World) -> bool:
    assert world.bot is not None
    settings = await world.bot.store.guild_settings(world.guild.id)
    return settings.default_house_rules == '{"rain": "on"}'


async def _guess_on_the_table(world: World) -> tuple[Message, str]:
    table = await _at_a_decision(world)
    message = world.table_message()
    calls = [CallId.parse(b.custom_id) for b in world.fake.find_buttons(message)]
    stop = next(c for c in calls if c is not None and c.guess == "stop")
    world.guessed_at = (table, stop.seq)  # type: ignore[attr-defined]
    return message, stop.custom_id


async def _guessed(world: World, on: tuple[Message, str]) -> Interaction:
    message, custom_id = on
    return await world.fake.click(world.carol, message, custom_id)


async def _guess_stored(world: World) -> bool:
    assert world.bot is not None
    table, seq = world.guessed_at  # type: ignore[attr-defined]
    return (await world.bot.calls.tally(table, seq)).total == 1


async def _playing(world: World) -> bool:
    assert world.bot is not None
    return world.bot.matches.tables.playing(world.guild.id, world.alice.id) is not None


async def _challenge_waits(world: World) -> bool:
    assert world.bot is not None
    return bool(await world.bot.store.pending_challenges())


async def _challenge_posted(world: World) -> tuple[Message, str]:
    message = await challenge(world)
    return message, challenge_buttons(world, message)[True]


async def _accepted(world: World, on: tuple[Message, str]) -> Interaction:
    message, accept = on
    return await world.fake.click(world.bob, message, accept)


async def _a_result(world: World) -> tuple[Message, str]:
    await world.koikoi(world.alice, "start", {"level": "easy"})
    await finish_by_forfeit(world, world.alice)
    result = result_message(world)
    return result, after_button(world, result, ":again")


async def _rematch(world: World, on: tuple[Message, str]) -> Interaction:
    message, again = on
    return await world.fake.click(world.alice, message, again)


CASES = [
    Case(
        "/koikoi settings",
        "update_guild_settings",
        _slash("settings", {"turn_pings": False}),
        _settings_changed,
    ),
    Case(
        "/koikoi profile",
        "set_birth_month",
        _slash("profile", {"birth_month": 7}, "alice"),
        _profile_changed,
    ),
    Case(
        "the house-rules menu",
        "update_guild_settings",
        _rain_chosen,
        _house_rules_stored,
        _house_rules_menu,
    ),
    Case(
        "the spectators' call",
        "calls.vote",
        _guessed,
        _guess_stored,
        _guess_on_the_table,
    ),
    Case("/koikoi start", "create_match", _slash("start", {"level": "easy"}, "alice"), _playing),
    Case(
        "/koikoi start (a challenge)",
        "create_challenge",
        _slash("start", {"opponent": "bob"}, "alice"),
        _challenge_waits,
    ),
    Case("Accept", "delete_challenge", _accepted, _playing, _challenge_posted),
    Case("Rematch", "get_match", _rematch, _playing, _a_result),
]


# What each command (by its name in the tree) and kind of control (by its class) does, beyond
# the CASES driven here.
CLASSIFIED: dict[str, set[str]] = {
    "driven here": {case.name for case in CASES},
    # tests/cogs/tournaments/test_late_answers.py, tests/cogs/seasons/test_late_answers.py
    "driven beside its cog": {"koikoi tournament", "TournamentButton", "koikoi seasons"},
    # deferral.defer, or response.defer(), comes before the first store write
    "acknowledged before it stores": {
        "koikoi daily", "DailyMoveButton", "DailyAfterButton", "ShareButton", "HouseStartMenu",
        "koikoi review",
    },
    # in_time_or_acknowledged: the move is stored and shown on the table even when Discord
    # refuses its click, never a step the member cannot see
    "a stored move shown on the table": {"MoveButton", "ForfeitButton"},
    "stores nothing": {
        "koikoi forfeit", "koikoi hand", "koikoi help", "koikoi replay", "koikoi rules",
        "koikoi stats", "leaderboard", "HandButton", "HintButton", "HowToPlay",
        "LeaderboardPage", "LegendButton", "ReplayButton",
    },
}  # fmt: skip
NAMED_HERE = {
    "/koikoi settings": "koikoi settings",
    "/koikoi profile": "koikoi profile",
    "the house-rules menu": "HouseRulesMenu",
    "the spectators' call": "CallButton",
    "/koikoi start": "koikoi start",
    "/koikoi start (a challenge)": "koikoi start",
    "Accept": "ChallengeAnswer",
    "Rematch": "AfterMatchButton",
}


def _kinds(base: type) -> Iterator[type]:
    for kind in base.__subclasses__():
        yield kind
        yield from _kinds(kind)


async def test_every_command_and_control_is_classified(world: World) -> None:
    assert world.bot is not None
    commands = {
        command.qualified_name
        for command in world.bot.tree.walk_commands()
        if not isinstance(command, app_commands.Group)
    }
    controls = {kind.__name__ for kind in _kinds(Interactive) if "kind" in vars(kind)}
    named = {NAMED_HERE[name] for name in CLASSIFIED["driven here"]}
    others = set().union(*(names for what, names in CLASSIFIED.items() if what != "driven here"))
    assert commands | controls == named | others


@pytest.mark.parametrize("case", CASES, ids=str)
async def test_what_is_stored_slowly_is_acknowledged_first_and_then_stored(
    world: World, case: Case
) -> None:
    assert world.bot is not None
    *path, method = case.writes.split(".")
    owner = world.bot.store
    for name in path:
        owner = getattr(owner, name)
    with held(owner, method) as release:
        asked = await case.asked(world)
        assert await late_unless_acknowledged(world.fake, asked), f"{case} stores before answering"
        release.set()
        await asked.wait_done()
        await world.settle()
    assert await case.stored(world)
    assert world.fake.violations == []


@pytest.mark.parametrize("case", CASES, ids=str)
async def test_what_is_refused_as_late_stores_nothing(world: World, case: Case) -> None:
    assert world.bot is not None
    asked = await case.asked(world, late=True)
    await refused_as_late(world, asked)
    assert not await case.stored(world), f"{case} stored what its member was never told of"
