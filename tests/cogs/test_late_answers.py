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
- Accept and Decline on a challenge;
- Rematch under a match result (its store read comes first);
- ``/koikoi daily`` and a move of the daily deal;
- Share under a review.

With the store slow, the owner of the record a control names is slow to read too (as after a
restart, when none is kept): the click is acknowledged all the same.

Every command of the command tree and every kind of control is named in ``CLASSIFIED`` (driven
here or beside its cog, acknowledged before storing and read so, storing a move that is shown
whether or not its click was answered, or storing nothing): a new one fails
``test_every_command_and_control_is_classified`` until it is put in its place.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from discord import app_commands

from bot.app.kernel.controls import Interactive
from bot.app.kernel.custom_ids import CallId, HouseRulesId
from bot.review import Reviewer
from bot.store.daily import DailyPlay
from testing.fake_discord import Interaction, Message
from testing.harness import World
from testing.late_answers import held, late_unless_acknowledged, refused_as_late
from testing.pace import allow
from tests.cogs.challenges.test_rematch import after_button, finish_by_forfeit, result_message
from tests.cogs.daily.test_daily import _at_a_decision, daily_moves
from tests.cogs.match.test_match_between_members import challenge, challenge_buttons
from tests.cogs.reviews.test_review import finish_a_match, review_message


@dataclass(frozen=True)
class Case:
    """A command or control: the store method it writes with, how a member asks it, and
    whether what it writes is stored."""

    name: str
    writes: str  # the method of the store it stores with ("calls.vote": of ``store.calls``)
    ask: Callable[[World, Any], Awaitable[Interaction]]  # given what ``ready`` made
    stored: Callable[[World], Awaitable[bool]]
    ready: Callable[[World], Awaitable[Any]] | None = None  # what must be there first

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


async def _declined(world: World, on: tuple[Message, str]) -> Interaction:
    message, _ = on
    return await world.fake.click(world.bob, message, challenge_buttons(world, message)[False])


async def _challenge_answered(world: World) -> bool:
    assert world.bot is not None
    return not await world.bot.store.pending_challenges()


async def _todays_play(world: World) -> DailyPlay | None:
    assert world.bot is not None
    today = world.bot.daily.dailies.today()
    return await world.bot.store.daily.play(world.guild.id, world.alice.id, today)


async def _daily_opened(world: World) -> bool:
    return await _todays_play(world) is not None


async def _daily_dealt(world: World) -> tuple[Message, str]:
    await world.koikoi(world.alice, "daily")
    message = world.fake.ephemeral_for(world.alice)[-1]
    move = next(move for move, enabled in daily_moves(world, message) if enabled)
    play = await _todays_play(world)
    assert play is not None
    world.daily_actions = len(play.actions)  # type: ignore[attr-defined]
    return message, move.custom_id


async def _daily_moved(world: World) -> bool:
    play = await _todays_play(world)
    return play is not None and len(play.actions) > world.daily_actions  # type: ignore[attr-defined]


async def _daily_move(world: World, on: tuple[Message, str]) -> Interaction:
    message, move = on
    return await world.fake.click(world.alice, message, move)


async def _a_review(world: World) -> tuple[Message, str]:
    assert world.bot is not None
    world.bot.reviews.reviewer = Reviewer(playouts=30)  # the flow, not the verdicts
    await finish_a_match(world, world.alice)
    await world.koikoi(world.alice, "review")
    message = review_message(world, world.alice)
    return message, world.fake.find_buttons(message)[0].custom_id


async def _shared(world: World, on: tuple[Message, str]) -> Interaction:
    message, share = on
    return await world.fake.click(world.alice, message, share)


async def _review_posted(world: World) -> bool:
    return any("shares the review" in m.content for m in world.fake.messages_in(world.chan))


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
    Case("Decline", "delete_challenge", _declined, _challenge_answered, _challenge_posted),
    Case("/koikoi daily", "daily.start", _slash("daily", {}, "alice"), _daily_opened),
    Case("a daily move", "daily.append", _daily_move, _daily_moved, _daily_dealt),
    Case("Share", "claim_review_share", _shared, _review_posted, _a_review),
]


# What each command (by its name in the tree) and kind of control (by its class) does, beyond
# the CASES driven here.
CLASSIFIED: dict[str, set[str]] = {
    "driven here": {case.name for case in CASES},
    # tests/cogs/tournaments/test_late_answers.py, tests/cogs/seasons/test_late_answers.py
    "driven beside its cog": {"koikoi tournament", "TournamentButton", "koikoi seasons"},
    # deferral.defer, or response.defer(), comes before the first store write
    "acknowledged before it stores": {
        "DailyAfterButton", "HouseStartMenu", "koikoi review",
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
    "Decline": "ChallengeAnswer",
    "/koikoi daily": "koikoi daily",
    "a daily move": "DailyMoveButton",
    "Share": "ShareButton",
}


@pytest.fixture(autouse=True)
def few_playouts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("bot.app.core.computer.DAILY_PLAYOUTS", 24)  # the daily expert's


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


def _writer(world: World, case: Case) -> tuple[Any, str]:
    """The object and the name of the store method ``case`` writes with."""
    assert world.bot is not None
    *path, method = case.writes.split(".")
    owner: Any = world.bot.store
    for name in path:
        owner = getattr(owner, name)
    return owner, method


@pytest.mark.parametrize("case", CASES, ids=str)
async def test_what_is_stored_slowly_is_acknowledged_first_and_then_stored(
    world: World, case: Case
) -> None:
    assert world.bot is not None
    made = None if case.ready is None else await case.ready(world)
    # Also slow: the owner of the record a control names, read before the click is let in.
    with held(*_writer(world, case)) as release, held(world.bot.store.owners, "of") as owners:
        asked = await case.ask(world, made)
        assert await late_unless_acknowledged(world.fake, asked), f"{case} stores before answering"
        release.set()
        owners.set()
        await asked.wait_done()
        await world.settle()
    assert await case.stored(world)
    assert world.fake.violations == []


@pytest.mark.parametrize("case", CASES, ids=str)
async def test_what_is_refused_as_late_stores_nothing_and_may_be_asked_again(
    world: World, case: Case
) -> None:
    assert world.bot is not None
    made = None if case.ready is None else await case.ready(world)
    in_time = world.fake.ack_deadline
    world.fake.ack_deadline = 0.0  # every answer to it comes too late
    with held(*_writer(world, case)) as release, held(world.bot.store.owners, "of") as owners:
        asked = await case.ask(world, made)
        await world.fake.wait_for(lambda: asked.rejections, timeout=10)
        release.set()
        owners.set()
    await refused_as_late(world, asked)
    assert not await case.stored(world), f"{case} stored what its member was never told of"

    world.fake.ack_deadline = in_time  # nothing is stuck: asked again, it is done
    again = await case.ask(world, made)
    await again.wait_response()
    assert await _becomes(case.stored, world), f"{case} cannot be asked again"


async def _becomes(check: Callable[[World], Awaitable[bool]], world: World) -> bool:
    """Whether ``check`` holds within the time the machine's pace allows (the refused
    interaction stays unanswered, so the bot is never quiet enough for ``settle``)."""
    deadline = time.monotonic() + allow(30)
    while not await check(world):
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.05)
    return True
